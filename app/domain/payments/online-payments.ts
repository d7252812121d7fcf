import { reasonWith, reasons, type ReasonOf } from "../outcome";

/**
 * Money through the booking (docs/decisions/0017): what a service asks to be paid when it is
 * booked, the provider's cancellation policy in plain words, and what a cancellation or a
 * no-show refunds or charges under the policy the customer saw. Amounts are integer cents.
 */

export type PaymentRuleKind = "none" | "deposit" | "full";

/** A service's rule: paid on site, a deposit (a fixed amount or a percent of the price), or in full. */
export type PaymentRule = { kind: PaymentRuleKind; depositCents: number | null; depositPercent: number | null };

/** Stripe charges at least 50 cents; nothing smaller is asked for online. */
export const MIN_CHARGE_CENTS = 50;

/** Jobs further ahead than this save the card and are charged later (a card hold would expire first). */
export const SAVE_CARD_AFTER_DAYS = 6;

/** A saved card is charged this long before the job. */
export const CHARGE_BEFORE_HOURS = 48;

/** What is due when booking (0: paid on site): a deposit never above the price. */
export function amountDueNow(rule: PaymentRule, priceCents: number | null): number {
  if (rule.kind === "none") return 0;
  if (rule.kind === "full") return priceCents !== null && priceCents >= MIN_CHARGE_CENTS ? priceCents : 0;
  const deposit =
    rule.depositCents !== null
      ? rule.depositCents
      : rule.depositPercent !== null && priceCents !== null
        ? Math.round((priceCents * rule.depositPercent) / 100)
        : 0;
  const capped = priceCents !== null ? Math.min(deposit, priceCents) : deposit;
  return capped >= MIN_CHARGE_CENTS ? capped : 0;
}

export type PaymentMode = "deposit" | "full";

/** Whether an amount due is the whole price or part of it. */
export function paymentModeOf(rule: PaymentRule, amountDueCents: number): PaymentMode | null {
  if (amountDueCents === 0) return null;
  return rule.kind === "full" ? "full" : "deposit";
}

/** What a tile says of online payment: its rule, price and whether its provider's account takes payments. */
export type PayableService = {
  payment_rule: PaymentRuleKind;
  deposit_cents: number | null;
  deposit_percent: number | null;
  price_from_cents: number | null;
  takes_online_payments: number | null;
};

/**
 * What booking this service asks to be paid now: nothing unless online payment is on, the
 * service has a rule, and the provider's connected account takes payments.
 */
export function dueNowOf(service: PayableService, onlinePayments: boolean): { mode: PaymentMode | null; amountDueCents: number } {
  if (!onlinePayments || service.takes_online_payments !== 1) return { mode: null, amountDueCents: 0 };
  const rule: PaymentRule = { kind: service.payment_rule, depositCents: service.deposit_cents, depositPercent: service.deposit_percent };
  const amountDueCents = amountDueNow(rule, service.price_from_cents);
  return { mode: paymentModeOf(rule, amountDueCents), amountDueCents };
}

/** A tile's cancellation policy, from its provider's schedule (the defaults without one). */
export function policyOf(service: {
  free_cancel_hours: number | null;
  late_fee_percent: number | null;
  no_show_fee_percent: number | null;
}): CancellationPolicy {
  return {
    freeCancelHours: service.free_cancel_hours ?? DEFAULT_POLICY.freeCancelHours,
    lateFeePercent: service.late_fee_percent ?? DEFAULT_POLICY.lateFeePercent,
    noShowFeePercent: service.no_show_fee_percent ?? DEFAULT_POLICY.noShowFeePercent,
  };
}

export type CancellationPolicy = { freeCancelHours: number; lateFeePercent: number; noShowFeePercent: number };

export const DEFAULT_POLICY: CancellationPolicy = { freeCancelHours: 24, lateFeePercent: 0, noShowFeePercent: 0 };

/** The policy a booking was made under, as stored with it (JSON); the default for bookings made before policies. */
export function parsePolicy(json: string | null): CancellationPolicy {
  if (!json) return DEFAULT_POLICY;
  try {
    const value = JSON.parse(json) as Partial<CancellationPolicy>;
    const percent = (n: unknown) => (typeof n === "number" && n >= 0 && n <= 100 ? Math.round(n) : 0);
    return {
      freeCancelHours: typeof value.freeCancelHours === "number" && value.freeCancelHours >= 0 ? value.freeCancelHours : 24,
      lateFeePercent: percent(value.lateFeePercent),
      noShowFeePercent: percent(value.noShowFeePercent),
    };
  } catch {
    return DEFAULT_POLICY;
  }
}

/** What a cancellation or a no-show moves: a fee kept or charged, and what is refunded. */
export type Settlement = {
  /** The fee the policy asks for, capped at what was paid or can be charged. */
  feeCents: number;
  /** Given back from what was paid. */
  refundCents: number;
  /** Charged on top (a saved card, when less was paid than the fee). */
  chargeCents: number;
  /** Whether the cancellation came after the free period (always false for a provider's). */
  late: boolean;
};

type Money = { priceCents: number | null; paidCents: number; chargeableCents: number };

function settle(feeAsked: number, money: Money, late: boolean): Settlement {
  const feeCents = Math.min(feeAsked, money.paidCents + money.chargeableCents);
  const chargeCents = Math.max(0, feeCents - money.paidCents);
  return { feeCents, refundCents: Math.max(0, money.paidCents - feeCents), chargeCents, late };
}

function percentOf(priceCents: number | null, percent: number): number {
  return priceCents === null ? 0 : Math.round((priceCents * percent) / 100);
}

/**
 * A cancellation under `policy`. The customer's is free until the policy's hours before the
 * start (at exactly that moment too), then costs the late fee; a provider's or an admin's
 * always refunds everything paid.
 */
export function cancellationSettlement(
  input: Money & { policy: CancellationPolicy; startsAt: Date; now: Date; by: "customer" | "provider" | "admin" },
): Settlement {
  if (input.by !== "customer") return settle(0, input, false);
  const freeUntil = input.startsAt.getTime() - input.policy.freeCancelHours * 3_600_000;
  const late = input.now.getTime() > freeUntil;
  return settle(late ? percentOf(input.priceCents, input.policy.lateFeePercent) : 0, input, late);
}

/** A no-show recorded by the provider: the policy's no-show fee, the rest refunded. */
export function noShowSettlement(input: Money & { policy: CancellationPolicy }): Settlement {
  return settle(percentOf(input.priceCents, input.policy.noShowFeePercent), input, true);
}

/** How an ending's money is told: to whom, which ending, before it is done or after, and what was paid as what. */
export type SettlementWordsInput = {
  audience: "customer" | "business";
  ending: "cancellation" | "no-show";
  tense: "before" | "after";
  /** What the customer had paid online for the booking (landed, less refunds). */
  paidCents: number;
  /** What that payment was: the booking's deposit, its full price, or neither said. */
  paidAs: "deposit" | "full" | null;
};

/** What kind of movement a ledger row is: a charge, a fee the policy kept or charged, a refund. */
export function movementKind(row: { kind: "charge" | "refund"; purpose?: string | null }): "charge" | "fee" | "refund" {
  return row.kind === "refund" ? "refund" : row.purpose === "fee" ? "fee" : "charge";
}

/** What a booking's customer paid online counts as: its deposit or its price when it is exactly the amount due, else neither. */
export function paidAsOf(
  paidCents: number,
  booking: { amount_due_cents: number; payment_mode: "deposit" | "full" | null },
): "deposit" | "full" | null {
  return paidCents === booking.amount_due_cents ? booking.payment_mode : null;
}

/** The platform's commission on a charge (Stripe's application fee). */
export function applicationFee(amountCents: number, percent: number): number {
  return Math.round((amountCents * percent) / 100);
}

/** Whether a job starting at `startsAt` is far enough ahead that the card is saved and charged later. */
export function savesCardFirst(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() > SAVE_CARD_AFTER_DAYS * 86_400_000;
}

/** When a saved card is charged: 48 hours before the job. */
export function chargeDueAt(startsAt: Date): Date {
  return new Date(startsAt.getTime() - CHARGE_BEFORE_HOURS * 3_600_000);
}

/** Why online payment says no, and what it did (decision 0047), worded in app/locales/reasons-business.ts. */
export const ONLINE_PAYMENT_REASONS = /* @__PURE__ */ reasons("onlinePayment", [
  "notConfigured",
  "needsAccount",
  "stripeConnected",
  "stripeUnfinished",
  "unavailable",
  "holdExpired",
  "nothingDue",
  "confirming",
  "ruleSaved",
  "policySaved",
  "priceRequired",
  "depositRequired",
  "refunded",
  "refundTooLarge",
  "nothingToRefund",
  "refundFailed",
  "refundRefused",
  "refundLater",
  "accountLinkFailed",
  "linkPaid",
  "linkClosed",
  "serviceChoice",
  "ruleChoice",
  "depositPercent",
  "depositMinimum",
  "cancelHours",
  "feePercent",
  "refundAmount",
  "refundReason",
  "refundAboveZero",
]);
export type OnlinePaymentReason = ReasonOf<typeof ONLINE_PAYMENT_REASONS>;

/** Stripe refused a refund for good, with Stripe's own reason (its code, without a closing stop). */
export const refundRefusedReason = (reason: string) =>
  reasonWith("onlinePayment.refundRefused" satisfies OnlinePaymentReason, { reason: reason.replace(/\.$/, "") });
