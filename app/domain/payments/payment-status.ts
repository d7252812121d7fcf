/**
 * A ledger row's plain status, apart from the payment form's rules so that a page showing a
 * status badge (admin bookings) does not carry the form's validation to the browser.
 */

/** The ledger's plain statuses: an online row's follows from its state (money-states.ts); voided was never charged. */
export const PAYMENT_STATUSES = ["pending", "completed", "failed", "voided"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The list's status filter (`?status=`): every option has a non-empty value (spec's dropdown rule). */
export const PAYMENT_STATUS_FILTERS = ["all", ...PAYMENT_STATUSES] as const;
export type PaymentStatusFilter = (typeof PAYMENT_STATUS_FILTERS)[number];

/** `?status=` read leniently: anything unknown shows every payment. */
export function parseStatusFilter(value: string | null | undefined): PaymentStatusFilter {
  return (PAYMENT_STATUS_FILTERS as readonly string[]).includes(value ?? "") ? (value as PaymentStatusFilter) : "all";
}
