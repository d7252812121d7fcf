import type { CancellationPolicy } from "./online-payments";

/**
 * A cancellation policy as a provider types one: its own module, so the portal's live preview
 * reads the typed fields in the browser without the rest of online payment. Its words are in
 * app/locales/policy.ts.
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
