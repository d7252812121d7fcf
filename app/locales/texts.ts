import { formatDollars } from "~/domain/payments/money";
import type { Language } from "~/domain/language";
import {
  cancelledText,
  chargeFailedText,
  confirmQuestionText,
  helpText,
  optedInText,
  optedOutText,
  paymentLinkText,
  providerNewBookingText,
  confirmationText,
  messageText,
  movedText,
  newQuoteText,
  onTheWayText,
  refundWords,
  reminderText,
  waitlistOfferText,
} from "./en/texts";
import { fitted, type ConsentSubject, type TextWhen } from "~/domain/texts/text-kinds";

/**
 * The customer's texts about a booking in their language. The Spanish is written in GSM-7 (160
 * characters a segment, docs/decisions/0045): é, ñ, ü, ¿ and ¡ are in it; á, í, ó and ú are not,
 * and one of them would send the whole text as UCS-2 at 70 a segment, so the wording avoids them
 * and a name's are folded ("Martín" → "Martin").
 */

const WEEKDAYS = ["dom", "lun", "mar", "mie", "jue", "vie", "sab"];
const MONTHS = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"];

/** "mar 3 nov, 10:30 a.m. CST": a job's time in a Spanish text, in GSM-7. */
export function spanishWhenWords(when: TextWhen): string {
  const [year, month, day] = when.date.split("-").map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${day} ${MONTHS[month - 1]}, ${gsmClock(when.time)} ${when.zone}`;
}

/** "10:30 a.m.": a time in a Spanish text (without the spaces an e-mail has, to save characters). */
function gsmClock(time: string): string {
  const hours = Number(time.slice(0, 2));
  return `${hours % 12 === 0 ? 12 : hours % 12}:${time.slice(3, 5)} ${hours < 12 ? "a.m." : "p.m."}`;
}

type BookingText = { business: string; service: string; when: TextWhen; link: string };

const SPANISH = {
  confirmation: (t: BookingText) =>
    fitted(
      { business: t.business, service: t.service },
      ["service", "business"],
      (p) => `${p.business}: ${p.service} reservado el ${spanishWhenWords(t.when)}. Ver: ${t.link} Responda STOP para darse de baja`,
    ),
  reminder: (t: BookingText) =>
    fitted(
      { business: t.business, service: t.service },
      ["service", "business"],
      (p) => `${p.business}: recordatorio, ${p.service} el ${spanishWhenWords(t.when)}. Detalles o cambios: ${t.link}`,
    ),
  onTheWay: (t: { business: string; who: string; service: string; link: string; minutes?: number | null }) =>
    fitted(
      { business: t.business, who: t.who, service: t.service },
      ["service", "business", "who"],
      (p) =>
        `${p.business}: ${p.who} va en camino para su ${p.service}${t.minutes ? `, unos ${t.minutes} minutos` : ""}. Detalles: ${t.link}`,
    ),
  moved: (t: BookingText) =>
    fitted(
      { business: t.business, service: t.service },
      ["service", "business"],
      (p) => `${p.business}: su ${p.service} ahora es el ${spanishWhenWords(t.when)}. Detalles: ${t.link}`,
    ),
  cancelled: (t: BookingText & { refund: string }) =>
    fitted(
      { business: t.business, service: t.service },
      ["service", "business"],
      (p) => `${p.business}: su ${p.service} del ${spanishWhenWords(t.when)}, cancelado. ${t.refund}. ${t.link}`,
    ),
  waitlistOffer: (t: { business: string; when: TextWhen; until: string; link: string }) =>
    fitted(
      { business: t.business },
      ["business"],
      (p) =>
        `${p.business}: hora libre que esperaba, ${spanishWhenWords(t.when)}. Resérvela antes de ${Number(t.until.slice(0, 2)) % 12 === 1 ? "la" : "las"} ${gsmClock(t.until)}: ${t.link}`,
    ),
  newQuote: (t: { business: string; amountCents: number; link: string }) =>
    fitted(
      { business: t.business },
      ["business"],
      (p) => `${p.business} le ha enviado un presupuesto: ${formatDollars(t.amountCents)}. Véalo y reserve: ${t.link}`,
    ),
  message: (t: { from: string; body: string; link: string }) =>
    fitted(
      { from: t.from, body: t.body },
      ["body", "from"],
      (p) => `${p.from}: "${p.body}" Responda a este mensaje o léalo entero: ${t.link}`,
    ),
  paymentLink: (t: BookingText & { amountCents: number }) =>
    fitted(
      { business: t.business, service: t.service },
      ["service", "business"],
      (p) => `${p.business}: pague ${formatDollars(t.amountCents)} por ${p.service}, ${spanishWhenWords(t.when)}: ${t.link}`,
    ),
  chargeFailed: (t: { business: string; service: string; amountCents: number; link: string }) =>
    fitted(
      { business: t.business, service: t.service },
      ["service", "business"],
      (p) =>
        `${p.business}: su tarjeta fue rechazada para ${p.service}. Pague ${formatDollars(t.amountCents)} para conservar su hora: ${t.link}`,
    ),
  confirmQuestion: (about: ConsentSubject) => {
    const build = (subject: string) =>
      `Responda SI para recibir mensajes de Porchlight sobre ${subject}. Responda STOP para darse de baja.`;
    if (about.kind === "request") return build("su solicitud de presupuestos");
    if (about.kind === "alerts") return build("sus trabajos nuevos");
    const place =
      about.kind === "waitlist"
        ? (business: string) => `su lugar en la lista de espera de ${business}`
        : (business: string) => `su reserva con ${business}`;
    return fitted({ business: about.business }, ["business"], (p) => build(place(p.business)));
  },
  optedOut: () => "Porchlight: no le enviaremos otro mensaje a este teléfono. Responda START para volver a recibirlos.",
  optedIn: () => "Porchlight: vuelve a recibir mensajes en este teléfono. Responda STOP para darse de baja o AYUDA para pedir ayuda.",
  help: (t: { business: string | null; contact: string | null }) => {
    if (!t.business)
      return "Porchlight: mensajes de sus reservas. Pueden aplicarse tarifas de mensajes y datos. Responda STOP para darse de baja. Ayuda: vea nuestros correos.";
    return fitted(
      { business: t.business, contact: t.contact ?? "" },
      ["business", "contact"],
      (p) =>
        `Porchlight, mensajes de ${p.business}${p.contact ? `, ${p.contact}` : ""}. Pueden aplicarse tarifas de mensajes y datos. Responda STOP para darse de baja.`,
    );
  },
  /** To the business (or member) who chose Spanish: a new job. */
  newJob: (t: { customer: string; service: string; when: TextWhen; link: string }) =>
    fitted(
      { customer: t.customer, service: t.service },
      ["service", "customer"],
      (p) => `Porchlight: reserva nueva, ${p.service} para ${p.customer}, ${spanishWhenWords(t.when)}. ${t.link}`,
    ),
  refundWords: (refund: { refundedCents: number; keptCents: number }) => {
    if (refund.refundedCents > 0 && refund.keptCents > 0)
      return `${formatDollars(refund.refundedCents)} devueltos, ${formatDollars(refund.keptCents)} retenidos`;
    if (refund.refundedCents > 0) return `${formatDollars(refund.refundedCents)} devueltos`;
    if (refund.keptCents > 0) return `${formatDollars(refund.keptCents)} retenidos, nada devuelto`;
    return "No hubo cargos";
  },
};

const ENGLISH: typeof SPANISH = {
  confirmation: confirmationText,
  reminder: reminderText,
  onTheWay: onTheWayText,
  moved: movedText,
  cancelled: cancelledText,
  waitlistOffer: waitlistOfferText,
  newQuote: newQuoteText,
  chargeFailed: chargeFailedText,
  paymentLink: paymentLinkText,
  newJob: providerNewBookingText,
  confirmQuestion: confirmQuestionText,
  optedOut: optedOutText,
  optedIn: optedInText,
  help: helpText,
  message: messageText,
  refundWords,
};

/** A person's texts in their language: the customer's, and the business's alerts in the business's. */
export function customerTexts(language: Language): typeof SPANISH {
  return language === "es" ? SPANISH : ENGLISH;
}
