import { reasonWith, reasons, type ReasonOf } from "../outcome";
import { formatDollars } from "./money";
import { stateLine } from "./money-states";
import { formatInstant } from "../time";

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

/**
 * An ending's money in the same plain words everywhere (issue 34): what was paid, what is kept and
 * as what, what is refunded or charged. Shown before a cancellation or a no-show is confirmed
 * ("You paid a $25 deposit. Cancelling now keeps it as the late-cancellation fee; nothing is
 * refunded.") and said again in the e-mails after it.
 */
export function settlementWords(settlement: Settlement, input: SettlementWordsInput): string {
  const customer = input.audience === "customer";
  const before = input.tense === "before";
  const card = customer ? "your card" : "the customer's card";
  const saved = customer ? "the card you saved" : "the customer's saved card";
  const act = input.ending === "no-show" ? (before ? "Marking a no-show" : "The no-show") : before ? "Cancelling now" : "The cancellation";
  const verb = (now: string, then: string) => (before ? now : then);
  const fee = input.ending === "no-show" ? "the no-show fee" : "the late-cancellation fee";
  const paid =
    input.paidCents > 0
      ? `${input.paidAs === "deposit" ? "a " : ""}${formatDollars(input.paidCents)}${input.paidAs === "deposit" ? " deposit" : ""}`
      : null;
  const first = paid
    ? `${customer ? "You" : "The customer"} paid ${paid}.`
    : `${customer ? "You have" : "The customer has"} paid nothing online.`;
  const { feeCents, refundCents, chargeCents } = settlement;
  let second: string;
  if (feeCents === 0)
    second =
      refundCents > 0
        ? `${act} ${verb("refunds", "refunded")} ${refundCents === input.paidCents ? `all of it (${formatDollars(refundCents)})` : formatDollars(refundCents)} to ${card}.`
        : `${act} ${verb("costs", "cost")} nothing.`;
  else if (chargeCents > 0)
    second = paid
      ? `${act} ${verb("keeps", "kept")} it and ${verb("charges", "charged")} ${formatDollars(chargeCents)} more to ${saved}: ${formatDollars(feeCents)} in all, as ${fee}.`
      : `${act} ${verb("charges", "charged")} ${formatDollars(feeCents)} to ${saved} as ${fee}.`;
  else if (refundCents > 0)
    second = `${act} ${verb("keeps", "kept")} ${formatDollars(feeCents)} as ${fee} and ${verb("refunds", "refunded")} ${formatDollars(refundCents)} to ${card}.`;
  else
    second = `${act} ${verb("keeps", "kept")} ${feeCents === input.paidCents ? "it" : formatDollars(feeCents)} as ${fee}; nothing ${verb("is", "was")} refunded.`;
  return `${first} ${second}`;
}

/** What kind of movement a ledger row is, in the same words everywhere: a charge, a fee the policy kept or charged, a refund. */
export function movementKind(row: { kind: "charge" | "refund"; purpose?: string | null }): "Charge" | "Fee" | "Refund" {
  return row.kind === "refund" ? "Refund" : row.purpose === "fee" ? "Fee" : "Charge";
}

/** What a booking's customer paid online counts as: its deposit or its price when it is exactly the amount due, else neither. */
export function paidAsOf(
  paidCents: number,
  booking: { amount_due_cents: number; payment_mode: "deposit" | "full" | null },
): "deposit" | "full" | null {
  return paidCents === booking.amount_due_cents ? booking.payment_mode : null;
}

/** The business's payout of a booking's online money, in words: "Your payout: $20.50 ($25 paid, $4.50 platform fee)". */
export function payoutWords(payout: {
  paidCents: number;
  refundedCents: number;
  platformFeeCents: number;
  payoutCents: number;
}): string | null {
  if (payout.paidCents === 0) return null;
  const parts = [`${formatDollars(payout.paidCents)} paid`];
  if (payout.refundedCents > 0) parts.push(`${formatDollars(payout.refundedCents)} refunded`);
  if (payout.platformFeeCents > 0) parts.push(`${formatDollars(payout.platformFeeCents)} platform fee`);
  return `Your payout: ${formatDollars(payout.payoutCents)} (${parts.join(", ")})`;
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

/** Where a row the business typed in stands, in the ledger's words (an online row says it in its state's). */
const RECORDED_WORDS: Record<string, string> = { completed: "Done", pending: "In progress", failed: "Failed", voided: "Not charged" };

/** A ledger row as the customer and the business read it: what, how much (a refund is minus), where it stands. */
export function ledgerLine(
  row: {
    id: string;
    kind: "charge" | "refund";
    source: "manual" | "stripe";
    amount_cents: number;
    status: string;
    state: string | null;
    purpose?: string | null;
    reason: string | null;
    failure_reason: string | null;
    created_at: string;
  },
  timeZone: string,
) {
  return {
    id: row.id,
    kind: movementKind(row),
    what: row.reason ?? (row.kind === "refund" ? "Refund" : "Payment"),
    amount: `${row.kind === "refund" ? "−" : ""}${formatDollars(row.amount_cents)}`,
    status: row.status,
    words: stateLine(row) ?? RECORDED_WORDS[row.status] ?? row.status,
    online: row.source === "stripe",
    at: formatInstant(new Date(row.created_at), timeZone),
  };
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
