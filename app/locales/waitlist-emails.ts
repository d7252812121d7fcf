import { layout, type EmailContent } from "./email-layout";
import type { Language } from "~/domain/language";
import { placeWords, waitlistJoinedEmail, waitlistOfferEmail, waitlistOfferPassedEmail, windowLabel } from "./en/waitlist-emails";
import type { WaitWindow } from "~/domain/waitlist/waitlist";
import { longDateIn, spanishClock } from "./clock";

/**
 * The waitlist's e-mails to the customer in their language (issue 54): the Spanish here, the
 * English in ./en/waitlist-emails.ts.
 */

type Spoken = { language?: Language };
/** The entry, and where it stands in line (worded here, in the customer's language). */
type Joined = Omit<Parameters<typeof waitlistJoinedEmail>[0], "place"> & Spoken & { line: { place: number; waiting: number } };
type Offer = Parameters<typeof waitlistOfferEmail>[0] & Spoken;
type Passed = Parameters<typeof waitlistOfferPassedEmail>[0] & Spoken;

const SHORT_DATE = new Intl.DateTimeFormat("es-US", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const shortDate = (date: string) => SHORT_DATE.format(new Date(`${date}T00:00:00Z`));

/** "8 dic 2026 al 12 dic 2026, por las mañanas". */
export function spanishWindowLabel(window: WaitWindow): string {
  const days = window.from === window.to ? shortDate(window.from) : `${shortDate(window.from)} al ${shortDate(window.to)}`;
  const hours =
    window.part === "between"
      ? `empezando de ${spanishClock(window.start)} a antes de ${spanishClock(window.end)}`
      : { any: "a cualquier hora", morning: "por las mañanas", afternoon: "por las tardes", evening: "por las noches" }[window.part];
  return `${days}, ${hours}`;
}

function spanishPlace({ place, waiting }: { place: number; waiting: number }): string {
  return waiting <= 1
    ? "Es la única persona esperando estas horas."
    : `Es la persona número ${place} de ${waiting} que esperan alguna de estas horas.`;
}

/** Where the customer stands, in their language. */
export function placeIn(language: Language, line: { place: number; waiting: number }): string {
  return language === "es" ? spanishPlace(line) : placeWords(line.place, line.waiting);
}

/** A window of days, in the language. */
export function windowLabelIn(language: Language, window: WaitWindow): string {
  return language === "es" ? spanishWindowLabel(window) : windowLabel(window);
}

const when = (offer: { date: string; time: string; timeZoneLabel: string }) =>
  `${longDateIn("es", offer.date)}, ${spanishClock(offer.time)} (${offer.timeZoneLabel})`;

export function joinedEmailFor(entry: Joined): EmailContent {
  if (entry.language !== "es") return waitlistJoinedEmail({ ...entry, place: placeIn("en", entry.line) });
  return {
    to: entry.customerEmail,
    kind: "waitlist_joined",
    subject: `Está en la lista de espera de ${entry.serviceName}`,
    ...layout({
      lang: "es",
      heading: "Está en la lista de espera",
      intro: `Hola, ${entry.customerName}: le ofreceremos la primera hora que se libere en ${entry.businessName} dentro de los horarios que eligió. ${spanishPlace(entry.line)}`,
      facts: [
        ["Servicio", entry.serviceName],
        ...entry.windows.map((window, k): [string, string] => [`Horario ${k + 1}`, spanishWindowLabel(window)]),
      ],
      action: { label: "Ver, cambiar o dejar su lugar en la lista", url: entry.entryUrl },
      outro: "Una oferta se guarda solo para usted durante un rato; el correo dice hasta cuándo.",
    }),
  };
}

export function offerEmailFor(offer: Offer): EmailContent {
  if (offer.language !== "es") return waitlistOfferEmail(offer);
  return {
    to: offer.customerEmail,
    kind: "waitlist_offer",
    subject: `Se liberó una hora: ${offer.serviceName}, ${when(offer)}`,
    ...layout({
      lang: "es",
      heading: "Se liberó una hora para usted",
      intro: `Hola, ${offer.customerName}: ${offer.businessName} tiene una hora libre en su horario. Está apartada solo para usted hasta ${offer.holdUntil} (${offer.minutes} minutos).`,
      facts: [
        ["Servicio", offer.serviceName],
        ["Cuándo", when(offer)],
        ["Apartada hasta", offer.holdUntil],
      ],
      action: { label: "Reservar esta hora", url: `${offer.entryUrl}#offer` },
      outro: "¿No le sirve? Cédala desde la misma página y seguirá en la lista de espera para otras horas.",
    }),
  };
}

export function offerPassedEmailFor(offer: Passed): EmailContent {
  if (offer.language !== "es") return waitlistOfferPassedEmail(offer);
  const where = offer.othersWaiting ? "pasa a la siguiente persona que la espera" : "vuelve a estar libre para todos";
  const after = offer.entryEnded
    ? " Era la única hora que pedía su lugar en la lista, así que ese lugar terminó. Vuelva a unirse si todavía necesita una hora."
    : " Sigue en la lista de espera para otras horas.";
  return {
    to: offer.customerEmail,
    kind: "waitlist_offer_passed",
    subject: `La hora que le guardamos pasó a otra persona: ${offer.serviceName}`,
    ...layout({
      lang: "es",
      heading: "La hora que le guardamos ya no está apartada",
      intro: `Hola, ${offer.customerName}: la hora que le guardamos (${when(offer)}) no se reservó a tiempo, así que ${where}.${after}`,
      facts: [["Servicio", offer.serviceName]],
      action: offer.entryEnded
        ? { label: "Elegir otra hora", url: offer.serviceUrl }
        : { label: "Ver su lugar en la lista", url: offer.entryUrl },
    }),
  };
}
