import { reasons, type ReasonOf } from "../outcome";
import { DATE_CHECKS, type SlotRule } from "~/domain/schedule/slots";
/** A booking form's answers (decision 0047), worded in app/locales/reasons-booking.ts. */
export const BOOKING_REASONS = /* @__PURE__ */ reasons("booking", [
  "name",
  "emailRequired",
  "email",
  "phoneRequired",
  "phone",
  "date",
  "time",
  "bot",
  "tooMany",
  "success",
  "cannotBook",
  "saveFailed",
]);
export type BookingReason = ReasonOf<typeof BOOKING_REASONS>;

/**
 * The last 5-digit zip (or ZIP+4) in an address, if it has one. A number that starts a longer
 * address is its house number ("12345 Ranch Rd"), never the zip.
 */
export function zipInAddress(address: string | null | undefined): string | null {
  const text = (address ?? "").trim();
  const matches = [...text.matchAll(/\b\d{5}(?:-\d{4})?\b/g)].filter((match) => match.index! > 0 || match[0].length === text.length);
  return matches.length ? matches[matches.length - 1][0].slice(0, 5) : null;
}

/**
 * Address suggestions complete the locality of what the customer types: the text before the
 * last comma is kept, the part after it is matched against city names and zip codes.
 */
export function splitAddressQuery(input: string): { street: string; term: string } {
  const comma = input.lastIndexOf(",");
  if (comma === -1) return { street: "", term: input.trim() };
  const street = input.slice(0, comma).trim();
  return { street: street ? `${street}, ` : "", term: input.slice(comma + 1).trim() };
}

export const ADDRESS_SUGGESTION_MIN_CHARS = 3;
export const ADDRESS_SUGGESTION_DEBOUNCE_MS = 300;

/** The booking form's field a refused start is shown beside: its date, for a rule of the date; else its time. */
export function slotFieldOf(reason: SlotRule): "preferred_date" | "preferred_time" {
  return DATE_CHECKS.some((check) => check.reason === reason) ? "preferred_date" : "preferred_time";
}
