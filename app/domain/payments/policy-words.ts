import { formatDollars } from "./money";
import type { CancellationPolicy } from "./online-payments";

/**
 * A cancellation policy in the customer's words, and as a provider types one: its own module, so
 * the portal's live preview ships these words to the browser and no page that only shows money
 * pays for them.
 */

/** The longest free-cancellation period a policy takes (a week), in hours. */
export const MAX_FREE_CANCEL_HOURS = 168;

/**
 * The policy the form's fields say as they are typed, or null while one is not yet a whole
 * number in its range (the preview then keeps the saved policy's words; the server says why).
 */
export function typedPolicy(values: {
  freeCancelHours: unknown;
  lateFeePercent: unknown;
  noShowFeePercent: unknown;
}): CancellationPolicy | null {
  const whole = (value: unknown, max: number) => {
    const text = typeof value === "string" ? value.trim() : "";
    return /^\d{1,3}$/.test(text) && Number(text) <= max ? Number(text) : null;
  };
  const freeCancelHours = whole(values.freeCancelHours, MAX_FREE_CANCEL_HOURS);
  const lateFeePercent = whole(values.lateFeePercent, 100);
  const noShowFeePercent = whole(values.noShowFeePercent, 100);
  if (freeCancelHours === null || lateFeePercent === null || noShowFeePercent === null) return null;
  return { freeCancelHours, lateFeePercent, noShowFeePercent };
}

function hoursWords(hours: number): string {
  return hours === 1 ? "1 hour" : `${hours} hours`;
}

function feeWords(percent: number, priceCents: number | null): string {
  return priceCents !== null
    ? `${percent}% of the price (${formatDollars(Math.round((priceCents * percent) / 100))})`
    : `${percent}% of the price`;
}

/** The policy in plain words, as the customer reads it before and after booking. */
export function policyWords(
  policy: CancellationPolicy,
  priceCents: number | null,
  options: { paidOnline: boolean } = { paidOnline: true },
): string[] {
  // Paid on site, no fee can be taken: none is promised or threatened.
  if (!options.paidOnline) return [PAID_ON_SITE_POLICY];
  const words: string[] = [];
  if (policy.lateFeePercent === 0) words.push("You can cancel for free at any time before the job.");
  else {
    words.push(
      policy.freeCancelHours === 0
        ? `Cancelling costs a late-cancellation fee of ${feeWords(policy.lateFeePercent, priceCents)}.`
        : `Free cancellation until ${hoursWords(policy.freeCancelHours)} before the job; after that, a late-cancellation fee of ${feeWords(policy.lateFeePercent, priceCents)}.`,
    );
  }
  if (policy.noShowFeePercent > 0)
    words.push(`If no one is there when the provider arrives, a no-show fee of ${feeWords(policy.noShowFeePercent, priceCents)}.`);
  if (policy.lateFeePercent > 0 || policy.noShowFeePercent > 0) {
    words.push("A fee is taken from what you paid and the rest is refunded; it is never more than you paid or agreed to pay.");
  }
  words.push("If the provider cancels, you are refunded in full.");
  return words;
}

/** The policy's words for a booking paid on site (issue 34: no fee that cannot be collected is shown). */
export const PAID_ON_SITE_POLICY = "Nothing is paid online, so cancelling here costs nothing.";
