import type { Language } from "~/domain/language";
import { reasonIn } from "./reasons";

/**
 * The domain's sentences (the spec's exact English: a form's refusals, a page's notices) in
 * Spanish, found by their English text, until the domain answers with reasons rather than
 * sentences (issue 54). A sentence not here stays English. Keyed by the English itself, not by
 * the domain's constants: this module is in every page's JavaScript, and importing those would
 * bring their modules along; `tests/unit/messages.test.ts` holds every key to a sentence the
 * domain says.
 */
export const SPANISH_SENTENCES: Readonly<Record<string, string>> = {
  // The portal's Services: online payments (issue 54).
  "A deposit must be at least $0.50": "Un depósito debe ser de al menos $0.50",
  "Enter a percent from 1 to 100": "Escriba un porcentaje de 1 a 100",
  "Choose how customers pay": "Elija cómo pagan los clientes",
  "Choose one of your services": "Elija uno de sus servicios",
  // A section's way back when it fails (its error boundary).
  "Back to the provider portal": "Volver al portal de profesionales",
  "Back to your team": "Volver a su equipo",
  "Back to your jobs": "Volver a sus trabajos",
  "Back to bookings": "Volver a las reservas",
  "Back to requests": "Volver a las solicitudes",
  "Back to the dashboard": "Volver al panel",
  // The portal's Schedule (issue 54).
  "Enter the hours from 0 to 168": "Escriba las horas, de 0 a 168",
  "Enter a percent from 0 to 100": "Escriba un porcentaje de 0 a 100",
  // Joining the network and signing in (issue 54).
  "Invalid email or password": "Correo o contraseña incorrectos",
  "Access Denied": "Acceso denegado",
  "Provider access required": "Se necesita una cuenta de profesional",
  "You do not have admin privileges": "No tiene permisos de administrador",
  "Please choose one of the service categories.": "Elija una de las categorías de servicio.",
  "Waiting for your payment": "Esperando su pago",
  "Booking confirmed": "Reserva confirmada",
  "Your provider is on the way": "Su profesional va en camino",
  "Your job is under way": "Su trabajo está en curso",
  "Job completed": "Trabajo terminado",
  "Booking cancelled": "Reserva cancelada",
  "Booking missed": "Reserva perdida",
  "Payment not completed in time": "El pago no se completó a tiempo",
  "Your booking": "Su reserva",
  Pending: "Pendiente",
  Confirmed: "Confirmada",
  "En route": "En camino",
  "In progress": "En curso",
  Completed: "Terminada",
  Cancelled: "Cancelada",
  "No-show": "Ausencia",
  "Not paid in time": "No pagada a tiempo",
  Booked: "Reservada",
  "Moved by you": "Cambiada por usted",
  Moved: "Cambiada",
  "Time released: not paid in time": "Hora liberada: no se pagó a tiempo",
  "Cancelled by you": "Cancelada por usted",
  "Cancelled by the provider": "Cancelada por el profesional",
  "We could not save your booking. Please try again.": "No pudimos guardar su reserva. Inténtelo de nuevo.",
};

function spanishOf(message: string): string {
  return Object.hasOwn(SPANISH_SENTENCES, message) ? SPANISH_SENTENCES[message]! : message;
}

/** A failure on our side ends with its request's id (app/services/support/failure.server.ts). */
const WITH_REQUEST_ID = /^(.+) \(Request ([0-9A-Za-z-]+)\)$/;
const REQUEST_WORD: { readonly [L in Language]: string } = { en: "Request", es: "Referencia" };

/**
 * A failure's sentence worded by `say`, its request id kept as it is (a reader quotes it to
 * support); undefined for a message without one.
 */
export function sayFailureIn(
  language: Language,
  message: string,
  say: (language: Language, message: string) => string,
): string | undefined {
  const failure = WITH_REQUEST_ID.exec(message);
  return failure ? `${say(language, failure[1]!)} (${REQUEST_WORD[language]} ${failure[2]})` : undefined;
}

/** A reason's id (decision 0047) in its words, else a sentence of the domain's in `language` where translated. */
export function sayIn(language: Language, message: string): string {
  const failure = sayFailureIn(language, message, sayIn);
  if (failure !== undefined) return failure;
  const reason = reasonIn(language, message);
  if (reason !== undefined) return reason;
  return language === "es" ? spanishOf(message) : message;
}
