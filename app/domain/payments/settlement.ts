import { reasons, reasonWith, type ReasonOf } from "../outcome";
import { isEnded, type BookingStatus } from "../booking/booking-lifecycle";
import { hasLanded, type ChargePurpose, type ChargeState, type RefundPurpose, type RefundState } from "./money-states";
import { cancellationSettlement, chargeDueAt, noShowSettlement, type CancellationPolicy, type Settlement } from "./online-payments";

/**
 * The one rule that keeps a booking's money in step with the booking (docs/decisions/0022): run on
 * its whole ledger whenever it ends or moves or money lands, it says what to void, send and refund.
 * A live booking keeps what it asked, once; an ended one, the fee its ending cost.
 */

export type LedgerCharge = {
  id: string;
  state: ChargeState;
  amountCents: number;
  purpose: ChargePurpose;
  dueAt: string | null;
  createdAt: string;
};

export type LedgerRefund = { id: string; state: RefundState; amountCents: number; refundOf: string; purpose: RefundPurpose };

export type Ledger = { charges: LedgerCharge[]; refunds: LedgerRefund[] };

/** A ledger row as the model reads it (both kinds in one table). */
export type LedgerRow = {
  id: string;
  kind: "charge" | "refund";
  state: string | null;
  amount_cents: number;
  purpose: string | null;
  due_at: string | null;
  refund_of: string | null;
  created_at: string;
};

/** The online rows of a booking's ledger, as the rule reads them (manual rows are the business's own records). */
export function ledgerOf(rows: readonly LedgerRow[]): Ledger {
  const charges: LedgerCharge[] = [];
  const refunds: LedgerRefund[] = [];
  for (const row of rows) {
    if (row.state === null) continue;
    if (row.kind === "refund")
      refunds.push({
        id: row.id,
        state: row.state as RefundState,
        amountCents: row.amount_cents,
        refundOf: row.refund_of ?? "",
        purpose: (row.purpose as RefundPurpose) ?? "settlement",
      });
    else
      charges.push({
        id: row.id,
        state: row.state as ChargeState,
        amountCents: row.amount_cents,
        purpose: (row.purpose as ChargePurpose) ?? "due",
        dueAt: row.due_at,
        createdAt: row.created_at,
      });
  }
  return { charges, refunds };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** What a ledger holds: money landed, what went back or is on its way back, and what is still in flight. */
export function balance(ledger: Ledger) {
  const landed = sum(ledger.charges.filter((c) => hasLanded(c.state)).map((c) => c.amountCents));
  const refundedOrGoing = sum(ledger.refunds.filter((r) => r.state !== "failed").map((r) => r.amountCents));
  const failedRefunds = sum(ledger.refunds.filter((r) => r.state === "failed").map((r) => r.amountCents));
  const inFlight = sum(ledger.charges.filter((c) => c.state === "sent").map((c) => c.amountCents));
  return {
    landed,
    /** Held for the customer's booking now: landed less what went back or is going back. */
    paid: landed - refundedOrGoing,
    inFlight,
    failedRefunds,
  };
}

/** What is left to refund of one charge: its amount less its refunds that did not fail. */
export function refundableOf(ledger: Ledger, chargeId: string): number {
  const charge = ledger.charges.find((c) => c.id === chargeId);
  if (!charge || !hasLanded(charge.state)) return 0;
  return charge.amountCents - sum(ledger.refunds.filter((r) => r.refundOf === chargeId && r.state !== "failed").map((r) => r.amountCents));
}

/** Refunds that give back `amountCents`, newest charge first, each never more than is left of its charge. */
export function allocateRefund(ledger: Ledger, amountCents: number, reason: string): PlannedRefund[] {
  const planned: PlannedRefund[] = [];
  let left = amountCents;
  const landed = ledger.charges
    .filter((c) => hasLanded(c.state))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  for (const charge of landed) {
    if (left <= 0) break;
    const amount = Math.min(left, refundableOf(ledger, charge.id));
    if (amount <= 0) continue;
    planned.push({ chargeId: charge.id, amountCents: amount, reason });
    left -= amount;
  }
  return planned;
}

export type PlannedRefund = { chargeId: string; amountCents: number; reason: string };

export type Plan = {
  /** Charges no longer owed: never sent (scheduled, an open page, a request Stripe has not answered). */
  voids: string[];
  /** Saved-card charges that follow the booking's new start. */
  reschedules: Array<{ chargeId: string; dueAt: string }>;
  /** Saved-card charges that fall due now (or the job is done): send them. */
  sends: string[];
  refunds: PlannedRefund[];
};

export type BookingMoney = {
  status: BookingStatus;
  startsAt: string;
  /** The fee its ending cost (ended bookings only). */
  feeCents: number;
  /** A billed job keeps its bill and the tip paid with it (decision 0055); null: not billed. */
  billKeepCents?: number | null;
};

/**
 * Why money moved, as the ledger stores it (decision 0047): ids, worded in each reader's language in
 * app/locales/reasons-business.ts. What an admin typed for a refund travels with its id
 * (`refundByPorchlight`, {reason}) and is said as typed.
 */
export const LEDGER_REASONS = /* @__PURE__ */ reasons("ledger", [
  "payment",
  "deposit",
  "paymentLink",
  "cardOnFile",
  "refund",
  "noShowFee",
  "lateFee",
  "refundAfterEnd",
  "refundTimeTaken",
  "refundPaidTwice",
  "refundAfterNoShowFee",
  "refundAfterLateFee",
  "refundByTeam",
  "refundByProvider",
  "refundInTime",
  "refundByPorchlight",
  "bill",
  "refundAboveBill",
]);
export type LedgerReason = ReasonOf<typeof LEDGER_REASONS>;

/** A refund an admin gave, with the reason they typed. */
export const adminRefundReason = (reason: string) => reasonWith("ledger.refundByPorchlight" satisfies LedgerReason, { reason });

/**
 * What a booking's money needs now, given the booking and its whole ledger. `options.reason` names
 * the refunds an ending decides (at other times money going back says why itself).
 */
export function reconcile(booking: BookingMoney, ledger: Ledger, now: Date, options: { reason?: string } = {}): Plan {
  const plan: Plan = { voids: [], reschedules: [], sends: [], refunds: [] };
  if (isEnded(booking.status)) {
    for (const charge of ledger.charges) {
      // The fee its ending asks for is the one charge an ended booking still owes.
      if (charge.purpose === "fee") continue;
      if (charge.state === "scheduled" || charge.state === "open" || charge.state === "sending") plan.voids.push(charge.id);
    }
    // What it holds above the fee goes back. A refund Stripe refused moved nothing: a new decision
    // (this ending, money landing later) asks again, from whatever charge can still give it.
    const owed = balance(ledger).paid - booking.feeCents;
    if (owed > 0) plan.refunds = allocateRefund(ledger, owed, options.reason ?? LEDGER_REASONS.refundAfterEnd);
    return plan;
  }
  const duePaid = ledger.charges
    .filter((c) => c.purpose === "due" && hasLanded(c.state))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  if (booking.billKeepCents !== undefined && booking.billKeepCents !== null) {
    // A billed job keeps what its bill says: a deposit above it, or a bill paid twice, goes back.
    const owed = balance(ledger).paid - booking.billKeepCents;
    if (owed > 0) plan.refunds = allocateRefund(ledger, owed, options.reason ?? LEDGER_REASONS.refundAboveBill);
  } else {
    // A booking's deposit or price is paid once: a second payment of it (two pages paid) goes back whole.
    for (const extra of duePaid.slice(1)) {
      const amount = refundableOf(ledger, extra.id);
      if (amount > 0)
        plan.refunds.push({ chargeId: extra.id, amountCents: amount, reason: options.reason ?? LEDGER_REASONS.refundPaidTwice });
    }
  }
  const dueAt = chargeDueAt(new Date(booking.startsAt)).toISOString();
  for (const charge of ledger.charges) {
    if (charge.state !== "scheduled") continue;
    if (duePaid.length > 0) plan.voids.push(charge.id);
    else if (booking.status === "completed" || dueAt <= now.toISOString()) plan.sends.push(charge.id);
    else if (charge.dueAt !== dueAt) plan.reschedules.push({ chargeId: charge.id, dueAt });
  }
  return plan;
}

export type Ending = { kind: "cancellation"; by: "customer" | "provider" | "admin" } | { kind: "no-show" } | { kind: "expired" };

/**
 * What ending a booking costs under the policy its customer saw. What it paid, what is in flight
 * and what its saved card may still be charged (its deposit or price not yet taken) cap the fee;
 * a fee above what was paid and is in flight is charged to the saved card.
 */
export function endingSettlement(
  booking: { priceCents: number | null; policy: CancellationPolicy; startsAt: string; amountDueCents: number; savedCard: boolean },
  ledger: Ledger,
  ending: Ending,
  now: Date,
): Settlement {
  const { paid, inFlight } = balance(ledger);
  const dueTaken = ledger.charges.some((c) => c.purpose === "due" && (hasLanded(c.state) || c.state === "sent"));
  const dueOwed = ledger.charges.some((c) => c.purpose === "due" && (c.state === "scheduled" || c.state === "sending"));
  const chargeableCents = booking.savedCard && dueOwed && !dueTaken ? booking.amountDueCents : 0;
  const money = { priceCents: booking.priceCents, paidCents: paid + inFlight, chargeableCents };
  if (ending.kind === "expired") return { feeCents: 0, refundCents: Math.max(0, paid), chargeCents: 0, late: false };
  if (ending.kind === "no-show") return noShowSettlement({ ...money, policy: booking.policy });
  return cancellationSettlement({ ...money, policy: booking.policy, startsAt: new Date(booking.startsAt), now, by: ending.by });
}

/** Why a refund decided at an ending was made. */
export function endingRefundReason(ending: Ending, late: boolean): LedgerReason {
  if (ending.kind === "expired") return LEDGER_REASONS.refundAfterEnd;
  if (ending.kind === "no-show") return LEDGER_REASONS.refundAfterNoShowFee;
  if (ending.by === "admin") return LEDGER_REASONS.refundByTeam;
  if (ending.by === "provider") return LEDGER_REASONS.refundByProvider;
  return late ? LEDGER_REASONS.refundAfterLateFee : LEDGER_REASONS.refundInTime;
}

/** Why a fee an ending kept or charged was taken. */
export function endingFeeReason(ending: Ending): LedgerReason {
  return ending.kind === "no-show" ? LEDGER_REASONS.noShowFee : LEDGER_REASONS.lateFee;
}

/** A ledger row as the payout reads it: online rows only (a typed-in row has no state). */
export type PayoutRow = LedgerRow & { application_fee_cents: number };

/**
 * What the business gets of a booking's online money: each charge that landed, less what went (or
 * is going) back of it, less the platform's fee on what stays (Stripe gives its fee back in
 * proportion to a refund, docs/decisions/0017).
 */
export function payoutOf(
  rows: readonly PayoutRow[],
  /** What disputes the business lost took back of it (decision 0056). */
  lostCents = 0,
): {
  paidCents: number;
  refundedCents: number;
  platformFeeCents: number;
  lostCents: number;
  payoutCents: number;
} {
  let paidCents = 0;
  let refundedCents = 0;
  let platformFeeCents = 0;
  for (const charge of rows) {
    if (charge.kind !== "charge" || charge.state === null || !hasLanded(charge.state)) continue;
    const back = Math.min(
      charge.amount_cents,
      sum(
        rows
          .filter((row) => row.kind === "refund" && row.refund_of === charge.id && row.state !== null && row.state !== "failed")
          .map((row) => row.amount_cents),
      ),
    );
    paidCents += charge.amount_cents;
    refundedCents += back;
    if (charge.amount_cents > 0)
      platformFeeCents += Math.round((charge.application_fee_cents * (charge.amount_cents - back)) / charge.amount_cents);
  }
  return { paidCents, refundedCents, platformFeeCents, lostCents, payoutCents: paidCents - refundedCents - platformFeeCents - lostCents };
}
