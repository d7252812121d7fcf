import { clip, septetsOf, toGsm7, GSM7_SEGMENT } from "./gsm";

/**
 * What the product texts (each one GSM-7 segment, 160 characters) and the rule that fits a text
 * into one: names and people's words are brought into GSM-7 and shortened, the business's name
 * first so the reader knows who it is (carriers require it). The words of each text, per
 * language, are in app/locales (en/texts.ts, texts.ts).
 */

export const TEXT_KINDS = [
  "booking_confirmation",
  "booking_reminder",
  "on_the_way",
  "booking_moved",
  "booking_cancelled",
  "waitlist_offer",
  "new_quote",
  "payment_link",
  "charge_failed",
  "message",
  "provider_new_booking",
  "confirm_question",
  "opted_out",
  "opted_in",
  "help",
] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

const KNOWN: ReadonlySet<string> = new Set(TEXT_KINDS);

/** Whether a stored kind is one the app sends now (rows from before a rename keep their old one). */
export function isTextKind(value: string): value is TextKind {
  return KNOWN.has(value);
}

/** A job's time in a text, as its parts: "2026-11-03", "10:30", "CST". */
export type TextWhen = { date: string; time: string; zone: string };

/**
 * Builds a text from its parts, shortening the named ones in order (each to no less than 12
 * characters) until it fits one segment. Every part is brought into GSM-7 first.
 */
export function fitted<K extends string>(
  parts: Record<K, string>,
  shrink: readonly K[],
  build: (parts: Record<K, string>) => string,
): string {
  const original = Object.fromEntries(Object.entries(parts).map(([key, value]) => [key, toGsm7(String(value))])) as Record<K, string>;
  const current = { ...original };
  const fits = () => (septetsOf(build(current)) ?? Infinity) <= GSM7_SEGMENT;
  for (const key of shrink) {
    for (let max = original[key].length - 1; !fits() && max >= 12; max--) current[key] = clip(original[key], max);
    if (fits()) break;
  }
  return build(current);
}

/**
 * What a consent is about, in the words of the question that asks for its YES: a booking with a
 * business, a request for quotes, a place on a waitlist, or a person's own job alerts.
 */
export type ConsentSubject =
  { kind: "booking"; business: string } | { kind: "request" } | { kind: "waitlist"; business: string } | { kind: "alerts" };
