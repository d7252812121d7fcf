import type { Language } from "~/domain/language";
import { BOOKING_MESSAGES } from "~/domain/booking/booking";
import { BOOKING_HEADLINES, BOOKING_STATUS_LABELS, CUSTOMER_MESSAGES } from "~/domain/booking/booking-lifecycle";
import { ONLINE_PAYMENT_MESSAGES } from "~/domain/payments/online-payments";
import { CONTROL_CHARACTERS_MESSAGE } from "~/domain/forms/fields";
import { ZIP_MESSAGES } from "~/domain/places/zip";
import { SLOT_MESSAGES } from "~/domain/schedule/slots";
import { SERIES_MESSAGES } from "~/domain/series/series";
import { TEXT_MESSAGES } from "~/domain/texts/texts";
import { WAITLIST_MESSAGES } from "~/domain/waitlist/waitlist";
import { QUOTE_MESSAGES } from "~/domain/quotes/quotes";

/**
 * The domain's sentences (the spec's exact English: a form's refusals, a page's notices) in
 * Spanish, found by their English text, until the domain answers with reasons rather than
 * sentences (issue 54). A sentence not here stays English.
 */
const SPANISH: Readonly<Record<string, string>> = {
  [ZIP_MESSAGES.empty]: "Escriba un código postal",
  [ZIP_MESSAGES.invalid]: "Escriba un código postal válido",
  "Please choose one of the service categories.": "Elija una de las categorías de servicio.",
  [BOOKING_MESSAGES.name]: "Escriba su nombre completo",
  [BOOKING_MESSAGES.emailRequired]: "Escriba su correo electrónico",
  [BOOKING_MESSAGES.email]: "Escriba un correo electrónico válido",
  [BOOKING_MESSAGES.phoneRequired]: "Escriba su número de teléfono",
  [BOOKING_MESSAGES.phone]: "Escriba un número celular de EE. UU., como (512) 555-0142",
  [BOOKING_MESSAGES.bot]: "No se pudo enviar su reserva. Inténtelo de nuevo.",
  [BOOKING_MESSAGES.tooMany]: "Demasiados intentos de reserva. Espere unos minutos e inténtelo de nuevo.",
  [BOOKING_MESSAGES.success]: "¡Reserva confirmada! Su servicio se reservó correctamente.",
  [SLOT_MESSAGES.dateRequired]: "Elija una fecha",
  [SLOT_MESSAGES.dateInvalid]: "Elija una fecha válida",
  [SLOT_MESSAGES.sunday]: "No hay reservas los domingos. Elija otro día.",
  [SLOT_MESSAGES.pastDate]: "Esta fecha ya pasó. Elija una fecha posterior.",
  [SLOT_MESSAGES.dayClosed]: "El profesional no atiende este día. Elija otra fecha.",
  [SLOT_MESSAGES.dayOff]: "El profesional no está disponible este día. Elija otra fecha.",
  [SLOT_MESSAGES.timeRequired]: "Elija una hora",
  [SLOT_MESSAGES.offGrid]: "Elija una de las horas de la lista.",
  [SLOT_MESSAGES.pastTime]: "Esta hora ya pasó. Elija una hora posterior.",
  [SLOT_MESSAGES.outsideHours]: "El profesional no está disponible a esta hora. Elija otra hora.",
  [SLOT_MESSAGES.taken]: "Alguien acaba de reservar esta hora. Elija otra hora.",
  [SLOT_MESSAGES.noFreeSlots]: "No hay horas libres en esta fecha. Elija otra fecha.",
  "This service cannot be booked online.": "Este servicio no se puede reservar en línea.",
  [SERIES_MESSAGES.repeat]: "Elija cada cuánto se repite la visita",
  [SERIES_MESSAGES.until]: "Elija la fecha de la última visita",
  [SERIES_MESSAGES.untilBefore]: "La última visita debe ser después de la primera",
  [SERIES_MESSAGES.notAllowed]: "Este profesional no acepta reservas periódicas en línea.",
  [SERIES_MESSAGES.nothingChosen]: "Mantenga al menos dos visitas para reservar una serie, o reserve una sola visita.",
  [SERIES_MESSAGES.changed]: "Su serie cambió mientras tanto. Revise las fechas de nuevo.",
  [SERIES_MESSAGES.alreadyBooked]: "Ya reservada",
  [TEXT_MESSAGES.phoneForTexts]: "Escriba un número celular de EE. UU. al que podamos enviar mensajes, como (512) 555-0142",
  [TEXT_MESSAGES.consentNeeded]: "Marque la casilla para aceptar mensajes de texto, o deje el número vacío.",
  [BOOKING_HEADLINES.pending]: "Esperando su pago",
  [BOOKING_HEADLINES.confirmed]: "Reserva confirmada",
  [BOOKING_HEADLINES.en_route]: "Su profesional va en camino",
  [BOOKING_HEADLINES.in_progress]: "Su trabajo está en curso",
  [BOOKING_HEADLINES.completed]: "Trabajo terminado",
  [BOOKING_HEADLINES.cancelled]: "Reserva cancelada",
  [BOOKING_HEADLINES.no_show]: "Reserva perdida",
  [BOOKING_HEADLINES.expired]: "El pago no se completó a tiempo",
  "Your booking": "Su reserva",
  [BOOKING_STATUS_LABELS.pending]: "Pendiente",
  [BOOKING_STATUS_LABELS.confirmed]: "Confirmada",
  [BOOKING_STATUS_LABELS.en_route]: "En camino",
  [BOOKING_STATUS_LABELS.in_progress]: "En curso",
  [BOOKING_STATUS_LABELS.completed]: "Terminada",
  [BOOKING_STATUS_LABELS.cancelled]: "Cancelada",
  [BOOKING_STATUS_LABELS.no_show]: "Ausencia",
  [BOOKING_STATUS_LABELS.expired]: "No pagada a tiempo",
  // The booking's history, as timelineText words it.
  Booked: "Reservada",
  "Moved by you": "Cambiada por usted",
  Moved: "Cambiada",
  "Time released: not paid in time": "Hora liberada: no se pagó a tiempo",
  "Cancelled by you": "Cancelada por usted",
  "Cancelled by the provider": "Cancelada por el profesional",
  [CUSTOMER_MESSAGES.cancelStarted]: "Esta reserva ya no se puede cancelar porque su hora ya empezó.",
  [CUSTOMER_MESSAGES.alreadyCancelled]: "Esta reserva ya está cancelada.",
  [CUSTOMER_MESSAGES.cancelFinished]: "Esta reserva ya terminó y no se puede cancelar.",
  [CUSTOMER_MESSAGES.moveStarted]: "Esta reserva ya no se puede cambiar porque su hora ya empezó.",
  [CUSTOMER_MESSAGES.moveNotLive]: "Solo se pueden cambiar las reservas próximas.",
  [CUSTOMER_MESSAGES.moveSameTime]: "Su reserva ya es a esta hora. Elija otra hora.",
  [CUSTOMER_MESSAGES.serviceGone]: "Este servicio ya no se ofrece en línea. Puede cancelar la reserva.",
  [CUSTOMER_MESSAGES.changedMeanwhile]: "Esta reserva cambió mientras tanto. Revísela de nuevo.",
  [CUSTOMER_MESSAGES.cancelled]: "Su reserva se canceló. Ya avisamos al profesional.",
  [CUSTOMER_MESSAGES.moved]: "Su reserva se cambió. Ya avisamos al profesional.",
  [ONLINE_PAYMENT_MESSAGES.confirming]: "Pago recibido, confirmando…",
  [WAITLIST_MESSAGES.noWindow]: "Elija al menos un horario de días.",
  [WAITLIST_MESSAGES.firstDay]: "Elija el primer día.",
  [WAITLIST_MESSAGES.order]: "El último día debe ser igual o posterior al primero.",
  [WAITLIST_MESSAGES.past]: "Elija hoy o un día posterior.",
  [WAITLIST_MESSAGES.partPast]: "Esa parte del día de hoy ya pasó. Elija una hora posterior u otro día.",
  [WAITLIST_MESSAGES.times]: "Indique una hora de inicio y una de fin.",
  [WAITLIST_MESSAGES.timeOrder]: "La hora de fin debe ser posterior a la de inicio.",
  [WAITLIST_MESSAGES.tooMany]: "Demasiadas solicitudes a la lista de espera. Espere unos minutos e inténtelo de nuevo.",
  [WAITLIST_MESSAGES.bot]: "No se pudo enviar su solicitud. Inténtelo de nuevo.",
  [WAITLIST_MESSAGES.closed]: "La lista de espera de este servicio está cerrada. Elija una de las horas de la lista.",
  [WAITLIST_MESSAGES.joined]: "Está en la lista de espera. Le enviamos por correo un enlace para verla, cambiarla o dejarla.",
  [WAITLIST_MESSAGES.changed]: "Se cambió su lugar en la lista de espera.",
  [WAITLIST_MESSAGES.left]: "Dejó la lista de espera.",
  [QUOTE_MESSAGES.category]: "Elija una categoría de servicio",
  [QUOTE_MESSAGES.jobType]: "Elija qué necesita el trabajo",
  [QUOTE_MESSAGES.zipUnknown]: "No encontramos este código postal. Revise el número o pruebe uno cercano.",
  [QUOTE_MESSAGES.needed]: "Elija cuándo lo necesita",
  [QUOTE_MESSAGES.neededDate]: "Elija la fecha en que lo necesita",
  [QUOTE_MESSAGES.neededDatePast]: "Elija una fecha a partir de hoy",
  [QUOTE_MESSAGES.photoType]: "Una foto debe ser una imagen PNG, JPEG, GIF o WebP",
  [QUOTE_MESSAGES.photoSize]: "Cada foto debe ocupar 5 MB o menos",
  [QUOTE_MESSAGES.noProviders]:
    "Todavía ningún profesional cubre este código postal en esta categoría. Pruebe un código postal cercano u otra categoría.",
  [QUOTE_MESSAGES.serviceGone]: "Este servicio no acepta solicitudes ahora.",
  [QUOTE_MESSAGES.tooMany]: "Demasiadas solicitudes desde su red. Inténtelo más tarde.",
  [QUOTE_MESSAGES.bot]: "No pudimos aceptar esta solicitud. Inténtelo de nuevo.",
  [QUOTE_MESSAGES.failed]: "No pudimos enviar su solicitud. Inténtelo de nuevo.",
  [CONTROL_CHARACTERS_MESSAGE]: "Quite los caracteres especiales (como tabulaciones o caracteres invisibles) de este campo.",
};

/** Sentences with a number in them, by their English shape. */
const SPANISH_SHAPES: ReadonlyArray<[RegExp, string]> = [
  [/^Describe the job in (\d+) to ([\d,]+) characters$/, "Describa el trabajo en $1 a $2 caracteres"],
  [/^You can add up to (\d+) photos$/, "Puede agregar hasta $1 fotos"],
  [
    /^Your request was sent to 1 provider\. We e-mailed you its link\.$/,
    "Su solicitud se envió a 1 profesional. Le enviamos su enlace por correo.",
  ],
  [
    /^Your request was sent to (\d+) providers\. We e-mailed you its link\.$/,
    "Su solicitud se envió a $1 profesionales. Le enviamos su enlace por correo.",
  ],
  [/^Please choose days within the next (\d+) days\.$/, "Elija días dentro de los próximos $1 días."],
  [
    /^Bookings can be moved up to 1 hour before they start\. Please call the provider to change this one\.$/,
    "Las reservas se pueden cambiar hasta 1 hora antes de empezar. Llame al profesional para cambiar esta.",
  ],
  [
    /^Bookings can be moved up to (\d+) hours before they start\. Please call the provider to change this one\.$/,
    "Las reservas se pueden cambiar hasta $1 horas antes de empezar. Llame al profesional para cambiar esta.",
  ],
  [/^Please choose a date within the next (\d+) days\.$/, "Elija una fecha dentro de los próximos $1 días."],
  [/^Please use at most (\d+) characters$/, "Use como máximo $1 caracteres"],
  [/^Choose from (\d+) to (\d+) visits$/, "Elija de $1 a $2 visitas"],
  [/^A series can last at most (\d+) months$/, "Una serie puede durar como máximo $1 meses"],
  [
    /^A series needs at least (\d+) visits; choose a later end date$/,
    "Una serie necesita al menos $1 visitas; elija una fecha final posterior",
  ],
  [
    /^Booked! (\d+) visits are on the provider's calendar, and we e-mailed you the dates\.$/,
    "¡Reservado! Hay $1 visitas en el calendario del profesional, y le enviamos las fechas por correo.",
  ],
];

function spanishOf(message: string): string {
  const known = SPANISH[message];
  if (known !== undefined) return known;
  for (const [shape, spanish] of SPANISH_SHAPES) if (shape.test(message)) return message.replace(shape, spanish);
  return message;
}

export function sayIn(language: Language, message: string): string {
  return language === "es" ? spanishOf(message) : message;
}
