import type { VerifiedCredential } from "~/domain/credentials/credentials";
import { verifiedDate } from "~/domain/credentials/credentials";
import type { MetaWords } from "~/domain/discovery/structured-data";
import type { Language } from "~/domain/language";
import { localClock } from "~/domain/time";
import { formatShortDate } from "./en/time";
import { defineWords } from "./words";

/** A service page: its headings and facts, its credentials, reviews and share panel. */
export const serviceWords = defineWords(
  {
    title: "{service} by {business}",
    notFound: "Service Not Found",
    notAvailable: "The service you're looking for is not available.",
    backToServices: "Back to services",
    bookThisService: "Book This Service",
    changeDetails: "Change the date, time or details",
    serviceArea: "Service area",
    phone: "Phone",
    email: "Email",
    planType: "Plan type",
    "plan.community": "Community (free)",
    "plan.premium": "Premium",
    owner: "Owner",
    ownerName: "Owner: {name}",
    getQuote: "Get a quote",
    noTimeSuits: "No time that suits you?",
    joinWaitlist: "Join the waitlist",
    waitlistPitch: "and we will offer you the first time that opens in your window, held for you alone.",
    reviewedByPorchlight: "Reviewed by Porchlight",
    credentialsExplained:
      "Each line is a document Porchlight's team checked against the issuer's records, with the day it was checked and the month it runs to. Anything not listed here was not checked.",
    reviews: "Reviews",
    ratingFrom: "out of 5 from {reviews}, all from verified bookings.",
    onlyCompleted: "{reviews}. Reviews come only from customers whose booking was completed.",
    reviewBy: "Review by {name}",
    verifiedBooking: "Verified booking",
    responseFrom: "Response from {business}",
    share: "Share this service",
    copyLink: "Copy link",
    shareEllipsis: "Share…",
    linkToService: "Link to this service",
    shareOn: "Share on",
    email_channel: "Email",
    copied: "Link copied!",
    copyFailed: "Failed to copy",
    shared: "Shared successfully!",
    shareFailed: "Share failed",
    shareText: "{service} by {business} on Porchlight",
  },
  {
    title: "{service} de {business}",
    notFound: "Servicio no encontrado",
    notAvailable: "El servicio que busca no está disponible.",
    backToServices: "Volver a los servicios",
    bookThisService: "Reservar este servicio",
    changeDetails: "Cambiar la fecha, la hora o los datos",
    serviceArea: "Zona de servicio",
    phone: "Teléfono",
    email: "Correo electrónico",
    planType: "Tipo de plan",
    "plan.community": "Comunidad (gratis)",
    "plan.premium": "Premium",
    owner: "Titular",
    ownerName: "Titular: {name}",
    getQuote: "Pedir un presupuesto",
    noTimeSuits: "¿Ninguna hora le conviene?",
    joinWaitlist: "Apúntese a la lista de espera",
    waitlistPitch: "y le ofreceremos la primera hora que se libere dentro de su horario, reservada solo para usted.",
    reviewedByPorchlight: "Revisado por Porchlight",
    credentialsExplained:
      "Cada línea es un documento que el equipo de Porchlight comprobó con los registros de quien lo emitió, con el día de la comprobación y el mes hasta el que es válido. Lo que no aparece aquí no se comprobó.",
    reviews: "Reseñas",
    ratingFrom: "de 5 según {reviews}, todas de reservas verificadas.",
    onlyCompleted: "{reviews}. Las reseñas solo vienen de clientes cuya reserva se completó.",
    reviewBy: "Reseña de {name}",
    verifiedBooking: "Reserva verificada",
    responseFrom: "Respuesta de {business}",
    share: "Compartir este servicio",
    copyLink: "Copiar enlace",
    shareEllipsis: "Compartir…",
    linkToService: "Enlace a este servicio",
    shareOn: "Compartir en",
    email_channel: "Correo electrónico",
    copied: "¡Enlace copiado!",
    copyFailed: "No se pudo copiar",
    shared: "¡Compartido!",
    shareFailed: "No se pudo compartir",
    shareText: "{service} de {business} en Porchlight",
  },
);

const shortDate = new Intl.DateTimeFormat("es-US", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" });
const monthYear = new Intl.DateTimeFormat("es-US", { timeZone: "UTC", month: "long", year: "numeric" });
const ENGLISH_MONTH_YEAR = {
  long: new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", year: "numeric" }),
  short: new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", year: "numeric" }),
} as const;
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);
const englishMonth = (date: string, month: "long" | "short") => ENGLISH_MONTH_YEAR[month].format(utcDay(`${date.slice(0, 7)}-01`));

/**
 * The sentence customers read: exactly what was checked, when, and until when. "Licence
 * TX-M-12345 verified by Porchlight on Nov 3, 2026 · valid to June 2027"; "Background check on
 * Maria verified Oct 2026 · valid to October 2027".
 */
function englishStatement(credential: VerifiedCredential): string {
  const until = `valid to ${englishMonth(credential.expiresOn, "long")}`;
  const on = `verified by Porchlight on ${formatShortDate(localClock(new Date(credential.verifiedAt), credential.timeZone).date)}`;
  const held = credential.holderFirstName ? ` held by ${credential.holderFirstName}` : "";
  switch (credential.kind) {
    case "licence":
      return `Licence ${credential.number}${held} ${on} · ${until}`;
    case "insurance":
      return `Insurance with ${credential.issuer} ${on} · ${until}`;
    case "certification":
      return `${credential.issuer} certification ${credential.number}${held} ${on} · ${until}`;
    case "background_check":
      return `Background check on ${credential.personFirstName} verified ${englishMonth(verifiedDate(credential), "short")} · ${until}`;
  }
}

/** What Porchlight checked, in a language. */
export function credentialStatementIn(language: Language, credential: VerifiedCredential): string {
  if (language === "en") return englishStatement(credential);
  const until = `vigente hasta ${monthYear.format(utcDay(`${credential.expiresOn.slice(0, 7)}-01`))}`;
  const checked = `comprobado por Porchlight el ${shortDate.format(utcDay(localClock(new Date(credential.verifiedAt), credential.timeZone).date))}`;
  const held = credential.holderFirstName ? ` a nombre de ${credential.holderFirstName}` : "";
  switch (credential.kind) {
    case "licence":
      return `Licencia ${credential.number}${held}: ${checked} · ${until}`;
    case "insurance":
      return `Seguro con ${credential.issuer}: ${checked} · ${until}`;
    case "certification":
      return `Certificación de ${credential.issuer} ${credential.number}${held}: ${checked} · ${until}`;
    case "background_check":
      return `Verificación de antecedentes de ${credential.personFirstName}: comprobada en ${monthYear.format(utcDay(`${verifiedDate(credential).slice(0, 7)}-01`))} · ${until}`;
  }
}

const SPANISH_META: MetaWords = {
  lead: (service, business, where) => `${service} de ${business} en ${where}.`,
  rated: (value, count) => ` Calificación de ${value} en ${count} ${count === 1 ? "reseña verificada" : "reseñas verificadas"}.`,
  bookOnline: " Reserve una hora en línea con Porchlight.",
};

/** How a service page's meta description is worded in a language. */
const ENGLISH_META: MetaWords = {
  lead: (service, business, where) => `${service} by ${business} in ${where}.`,
  rated: (value, count) => ` Rated ${value} from ${count} verified ${count === 1 ? "review" : "reviews"}.`,
  bookOnline: " Book a time online with Porchlight.",
};

export function metaWordsOf(language: Language): MetaWords {
  return language === "es" ? SPANISH_META : ENGLISH_META;
}
