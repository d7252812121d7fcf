import { reasons, type ReasonOf } from "../outcome";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { stateMachine } from "../state-machine";
import { addDaysToDate, instantOf, localClock, minutesOfDay } from "../time";
import type { Language } from "../language";

/**
 * Text messages (decision 0034): what a text's status may become, the words a number answers
 * with, the consent a customer ticks, and when a text may go.
 */

export type TextStatus = "held" | "queued" | "sent" | "delivered" | "undelivered" | "failed" | "withdrawn" | "blocked" | "off";
/** Who moves a text: the outbox's sender, Twilio's status callback, or the product (a STOP, a cancelled booking). */
export type TextMover = "sender" | "twilio" | "product";

export const TEXT_MACHINE = /* @__PURE__ */ stateMachine<TextStatus, TextMover>("text", {
  // Texts written while texts are off are recorded as never sent ("off"); a text to a number
  // that has not yet said YES to its consent waits for it ("held"; decision 0039).
  initial: ["held", "queued", "off"],
  table: {
    held: { queued: ["product"], withdrawn: ["product"] },
    queued: { sent: ["sender"], failed: ["sender"], blocked: ["sender"], withdrawn: ["product"] },
    // Twilio's callbacks can arrive out of order: a final word is never undone by a late "sent".
    sent: { delivered: ["twilio"], undelivered: ["twilio"], failed: ["twilio"] },
    delivered: {},
    undelivered: {},
    failed: {},
    withdrawn: {},
    blocked: {},
    off: {},
  },
});

/** The answers to a number's own keywords: the STOP confirmation goes although the number just opted out. */
export const OPT_OUT_EXEMPT: ReadonlySet<string> = new Set(["opted_out", "help"]);

/**
 * The answers to a number's own words (STOP, START, HELP) go at once: outside its hourly limit
 * and the quiet hours (the carriers' rules want a STOP confirmed within minutes).
 */
export const KEYWORD_ANSWERS: ReadonlySet<string> = new Set(["opted_out", "opted_in", "help"]);

/** Texts that go without a confirmed consent: the question that asks for it, and the answers to keywords. */
export const NEEDS_NO_YES: ReadonlySet<string> = new Set(["confirm_question", ...KEYWORD_ANSWERS]);

/** How long a number's question waits for its YES before another consent's question may be asked. */
export const QUESTION_WAITS_HOURS = 24;

export type NumberStatus = "opted_in" | "opted_out";
/** Who moves a number: its own keyword, or the carrier (Twilio's 21610: it unsubscribed there). */
export type NumberMover = "keyword" | "carrier";
export const NUMBER_MACHINE = /* @__PURE__ */ stateMachine<NumberStatus, NumberMover>("text number", {
  initial: ["opted_in", "opted_out"],
  table: { opted_in: { opted_out: ["keyword", "carrier"] }, opted_out: { opted_in: ["keyword"] } },
});

/** Twilio's error for a number that unsubscribed (replied STOP to the sender at the carrier): never retried. */
export const TWILIO_UNSUBSCRIBED = 21610;

/**
 * The words a customer ticks, versioned: a consent record names its version and keeps the words
 * themselves. A new wording is a new version; an old record keeps what its customer saw.
 */
export const CONSENT_WORDINGS = {
  // Earlier words, kept for the consents recorded with them.
  "booking-1": "Text me about this booking at this number. Message and data rates may apply. Reply STOP to stop, HELP for help.",
  "alerts-1": "Text me alerts about my jobs at this number. Message and data rates may apply. Reply STOP to stop, HELP for help.",
  // What carriers expect of business texting: what is sent, how often, the costs, how to stop.
  "booking-2":
    "Text me about this booking at this number: its confirmation, a reminder, any change and when the provider is on the way (about 4 texts). Message and data rates may apply. Reply STOP to stop, HELP for help.",
  "waitlist-1":
    "Text me about my waitlist entry at this number: when a time opens for me, and about the booking I make from it (usually 1 to 5 texts). Message and data rates may apply. Reply STOP to stop, HELP for help.",
  "quote-1":
    "Text me about this quote request at this number: when a quote arrives, and about the booking I make from it (usually 1 to 6 texts). Message and data rates may apply. Reply STOP to stop, HELP for help.",
  "alerts-2":
    "Text me alerts about my jobs at this number: each new, moved or cancelled job (one text each). Message and data rates may apply. Reply STOP to stop, HELP for help.",
  // The same promises in Spanish (issue 54): a Spanish record keeps the Spanish its customer ticked.
  "booking-2-es":
    "Envíenme mensajes de texto sobre esta reserva a este número: su confirmación, un recordatorio, cualquier cambio y cuando el profesional esté en camino (unos 4 mensajes). Pueden aplicarse tarifas de mensajes y datos. Responda STOP para dejar de recibirlos, HELP para obtener ayuda.",
  "waitlist-1-es":
    "Envíenme mensajes de texto sobre mi lugar en la lista de espera a este número: cuando se abra una hora para mí, y sobre la reserva que haga con ella (por lo general de 1 a 5 mensajes). Pueden aplicarse tarifas de mensajes y datos. Responda STOP para dejar de recibirlos, HELP para obtener ayuda.",
  "alerts-2-es":
    "Envíenme alertas por mensaje de texto sobre mis trabajos a este número: cada trabajo nuevo, cambiado o cancelado (un mensaje por cada uno). Pueden aplicarse tarifas de mensajes y datos. Responda STOP para dejar de recibirlas, HELP para obtener ayuda.",
  "quote-1-es":
    "Envíenme mensajes de texto sobre esta solicitud de presupuesto a este número: cuando llegue un presupuesto, y sobre la reserva que haga con él (por lo general de 1 a 6 mensajes). Pueden aplicarse tarifas de mensajes y datos. Responda STOP para dejar de recibirlos, HELP para obtener ayuda.",
} as const;
export type ConsentVersion = keyof typeof CONSENT_WORDINGS;
/** The words each form's box shows and records, by what the form makes. */
export const CUSTOMER_CONSENTS = { booking: "booking-2", waitlist: "waitlist-1", quote: "quote-1" } as const satisfies Record<
  string,
  ConsentVersion
>;
export type CustomerConsentKind = keyof typeof CUSTOMER_CONSENTS;
const SPANISH_CUSTOMER_CONSENTS = { booking: "booking-2-es", waitlist: "waitlist-1-es", quote: "quote-1-es" } as const satisfies Record<
  CustomerConsentKind,
  ConsentVersion
>;

/** The version of a form's box in the language the customer reads it in: what is shown is what is recorded. */
export function customerConsentVersion(kind: CustomerConsentKind, language: Language): ConsentVersion {
  return language === "es" ? SPANISH_CUSTOMER_CONSENTS[kind] : CUSTOMER_CONSENTS[kind];
}
export const ALERTS_CONSENT: ConsentVersion = "alerts-2";

/** The alerts box's words in the language the person reads them in: what is shown is what is recorded. */
export function alertsConsentVersion(language: Language): ConsentVersion {
  return language === "es" ? "alerts-2-es" : ALERTS_CONSENT;
}

/** Texts' settings and consent: the answers (decision 0047), worded in app/locales/reasons-business.ts. */
export const TEXT_REASONS = /* @__PURE__ */ reasons("texts", [
  "phoneForTexts",
  "alertsSaved",
  "languageSaved",
  "languageInvalid",
  "alertsStopped",
  "bookingTextsStopped",
  "consentNeeded",
]);
export type TextReason = ReasonOf<typeof TEXT_REASONS>;

/** A US number in E.164 ("+15125550142"), or null when it is not one. */
export function toE164(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, "US");
  if (!parsed || !parsed.isValid() || parsed.country !== "US") return null;
  return parsed.number;
}

/** "(512) 555-0142" for a stored E.164 number. */
export function nationalOf(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatNational() ?? e164;
}

// The carriers' English keywords, and the Spanish a Spanish-speaking customer answers with (issue 54).
const OPT_OUT = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "PARAR", "ALTO"]);
const OPT_IN = new Set(["START", "YES", "UNSTOP"]);
const HELP = new Set(["HELP", "INFO", "AYUDA"]);
/** A yes as people write it, to a question waiting for one. */
const AGREE = new Set(["YES", "Y", "YEP", "YEAH", "YA", "OK", "OKAY", "SURE", "START", "UNSTOP", "SI", "SÍ"]);

/**
 * What a text from a number means where the number stands: a keyword, a YES to its waiting
 * question, a word that changes nothing, or null, a message for the conversation. "Yes" or "OK"
 * with no question waiting is a message too: people answer their provider so.
 */
export type Keyword = "opt_out" | "opt_in" | "help" | "confirm" | "nothing";

export function keywordOf(body: string, number: { optedOut: boolean; questionWaiting: boolean }): Keyword | null {
  const word = body
    .trim()
    .toUpperCase()
    .replace(/[.!\s]+$/, "");
  if (OPT_OUT.has(word)) return "opt_out";
  if (HELP.has(word)) return "help";
  if (number.optedOut) return OPT_IN.has(word) ? "opt_in" : null;
  if (number.questionWaiting && AGREE.has(word)) return "confirm";
  if (word === "START" || word === "UNSTOP") return "nothing";
  return null;
}

const QUIET_FROM = 21 * 60;
const QUIET_UNTIL = 8 * 60;

/**
 * When a text due at `due` may go in the recipient's zone: outside 21:00-08:00 at once, inside
 * at the next 08:00 there. An urgent text ("on the way", a same-day offer) goes at once.
 */
export function textSendTime(due: Date, timeZone: string, options: { urgent: boolean }): Date {
  if (options.urgent) return due;
  const clock = localClock(due, timeZone);
  const minutes = minutesOfDay(clock.time);
  if (minutes >= QUIET_FROM) return instantOf(addDaysToDate(clock.date, 1), "08:00", timeZone);
  if (minutes < QUIET_UNTIL) return instantOf(clock.date, "08:00", timeZone);
  return due;
}
