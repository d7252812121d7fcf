import { describe, expect, it } from "vitest";
import { CHARGE_MACHINE, ledgerStatusOf, REFUND_MACHINE, type ChargeState } from "~/domain/payments/money-states";
import { QUOTE_MACHINE, REQUEST_MACHINE } from "~/domain/quotes/quotes";
import {
  allocateRefund,
  balance,
  endingRefundReason,
  endingSettlement,
  reconcile,
  LEDGER_REASONS,
  type Ledger,
  type LedgerCharge,
  payoutOf,
  type PayoutRow,
} from "~/domain/payments/settlement";
import { payoutWordsIn, stateLineIn } from "~/locales/money";
import { LANGUAGES } from "~/domain/language";
import { stateMachine } from "~/domain/state-machine";

const START = "2030-01-21T15:00:00.000Z";
const POLICY = { freeCancelHours: 48, lateFeePercent: 50, noShowFeePercent: 100 };

let n = 0;
function charge(state: ChargeState, amountCents: number, extra: Partial<LedgerCharge> = {}): LedgerCharge {
  n += 1;
  return { id: `c${n}`, state, amountCents, purpose: "due", dueAt: null, createdAt: `2030-01-0${Math.min(n, 9)}T00:00:00Z`, ...extra };
}
const ledger = (...charges: LedgerCharge[]): Ledger => ({ charges, refunds: [] });

describe("state machines", () => {
  it("a table names every move and who makes it; nothing else is allowed", () => {
    const machine = stateMachine<"a" | "b" | "c", "x" | "y">("test", {
      initial: ["a"],
      table: { a: { b: ["x"], c: ["x", "y"] }, b: { c: ["y"] }, c: {} },
    });
    expect(machine.allows("a", "b", "x")).toBe(true);
    expect(machine.allows("a", "b", "y")).toBe(false);
    expect(machine.allows("c", "a", "x")).toBe(false);
    expect(machine.allows("nonsense", "a", "x")).toBe(false);
    expect(machine.sources("c", "y")).toEqual(["a", "b"]);
    expect(machine.targets("a", "x")).toEqual(["b", "c"]);
    expect(machine.isState("b")).toBe(true);
    expect(machine.isState("d")).toBe(false);
  });

  it("a charge is voided only before Stripe has answered, and lands from Stripe's word alone", () => {
    expect(CHARGE_MACHINE.sources("voided", "settlement")).toEqual(["scheduled", "open", "sending"]);
    expect(CHARGE_MACHINE.sources("succeeded", "stripe")).toEqual(["open", "sending", "sent", "voided"]);
    expect(CHARGE_MACHINE.sources("succeeded", "settlement")).toEqual([]);
    expect(CHARGE_MACHINE.sources("sending", "settlement")).toEqual(["scheduled"]);
    expect(CHARGE_MACHINE.targets("failed", "stripe")).toEqual([]);
    expect(CHARGE_MACHINE.targets("refunded", "refund")).toEqual([]);
    expect(CHARGE_MACHINE.sources("partially_refunded", "refund")).toEqual(["succeeded", "partially_refunded"]);
  });

  it("a refund ends once, by Stripe's answer or event", () => {
    expect(REFUND_MACHINE.moves().map(({ from, to }) => `${from}→${to}`)).toEqual([
      "sending→sent",
      "sending→succeeded",
      "sending→failed",
      "sent→succeeded",
      "sent→failed",
    ]);
  });

  it("a quote is revised while open and accepted by a booking; a request goes back only when its booking ended unpaid", () => {
    expect(QUOTE_MACHINE.sources("open", "provider")).toEqual(["open"]);
    expect(QUOTE_MACHINE.sources("accepted", "booking")).toEqual(["open"]);
    expect(QUOTE_MACHINE.targets("accepted", "provider")).toEqual([]);
    expect(REQUEST_MACHINE.sources("open", "unpaid-ending")).toEqual(["booked"]);
    expect(REQUEST_MACHINE.sources("booked", "accept")).toEqual(["open"]);
  });

  it("the ledger's plain status follows the state", () => {
    expect(["scheduled", "open", "sending", "sent"].map((s) => ledgerStatusOf(s as ChargeState))).toEqual(Array(4).fill("pending"));
    expect(["succeeded", "partially_refunded", "refunded"].map((s) => ledgerStatusOf(s as ChargeState))).toEqual(
      Array(3).fill("completed"),
    );
    expect(ledgerStatusOf("failed")).toBe("failed");
    expect(ledgerStatusOf("voided")).toBe("voided");
    // Every state of both tables has its words in both languages: the ledger, the dashboard and a payment link's page say them.
    for (const language of LANGUAGES) {
      for (const state of Object.keys(CHARGE_MACHINE.table))
        expect(stateLineIn(language, { kind: "charge", state, failure_reason: null })).not.toBe(state);
      for (const state of Object.keys(REFUND_MACHINE.table))
        expect(stateLineIn(language, { kind: "refund", state, failure_reason: null })).not.toBe(state);
    }
    expect(stateLineIn("en", { kind: "charge", state: "open", failure_reason: null })).toBe("Waiting for payment");
    expect(stateLineIn("es", { kind: "refund", state: "sent", failure_reason: null })).toBe("En curso");
    expect(stateLineIn("en", { kind: "charge", state: "failed", failure_reason: "cardRefusal.declined" })).toBe(
      "Failed: Your card was declined",
    );
    expect(stateLineIn("es", { kind: "charge", state: "failed", failure_reason: "cardRefusal.insufficientFunds" })).toBe(
      "Falló: Su tarjeta no tiene fondos suficientes",
    );
    // A code we do not word keeps Stripe's own message.
    expect(
      stateLineIn("es", { kind: "charge", state: "failed", failure_reason: "Your card does not support this type of purchase." }),
    ).toBe("Falló: Your card does not support this type of purchase.");
    expect(stateLineIn("en", { kind: "refund", state: "succeeded", failure_reason: null })).toBe("Done");
    expect(stateLineIn("en", { kind: "charge", state: null, failure_reason: null })).toBeNull();
  });
});

describe("what a ledger holds", () => {
  it("counts landed money, refunds that went or are going back, failed ones apart, and money in flight", () => {
    const a = charge("partially_refunded", 5_000);
    const l: Ledger = {
      charges: [a, charge("sent", 2_500), charge("voided", 1_000), charge("failed", 700)],
      refunds: [
        { id: "r1", state: "succeeded", amountCents: 1_000, refundOf: a.id, purpose: "admin" },
        { id: "r2", state: "failed", amountCents: 500, refundOf: a.id, purpose: "admin" },
      ],
    };
    expect(balance(l)).toEqual({ landed: 5_000, paid: 4_000, inFlight: 2_500, failedRefunds: 500 });
  });

  it("refunds newest charge first, never more than is left of each", () => {
    const old = charge("succeeded", 2_500, { createdAt: "2030-01-01T00:00:00Z" });
    const recent = charge("succeeded", 1_000, { createdAt: "2030-01-02T00:00:00Z" });
    expect(allocateRefund(ledger(old, recent), 3_000, "why")).toEqual([
      { chargeId: recent.id, amountCents: 1_000, reason: "why" },
      { chargeId: old.id, amountCents: 2_000, reason: "why" },
    ]);
    expect(allocateRefund(ledger(old), 9_999, "why")).toEqual([{ chargeId: old.id, amountCents: 2_500, reason: "why" }]);
  });
});

describe("the one rule: reconcile", () => {
  const now = new Date("2030-01-10T12:00:00Z");

  it("an ended booking keeps its fee: what is unsent is voided, the rest above the fee goes back (in flight: when it lands)", () => {
    const landed = charge("succeeded", 12_000);
    const scheduled = charge("scheduled", 2_500, { dueAt: "2030-01-19T15:00:00.000Z" });
    const unanswered = charge("sending", 700, { purpose: "card_on_file" });
    const fee = charge("sending", 300, { purpose: "fee" });
    const inFlight = charge("sent", 900, { purpose: "link" });
    const plan = reconcile(
      { status: "cancelled", startsAt: START, feeCents: 6_000 },
      ledger(landed, scheduled, unanswered, fee, inFlight),
      now,
      {
        reason: "ledger.refundInTime",
      },
    );
    // The fee's own charge is what the ending still asks: it is not voided.
    expect(plan.voids).toEqual([scheduled.id, unanswered.id]);
    expect(plan.refunds).toEqual([{ chargeId: landed.id, amountCents: 6_000, reason: "ledger.refundInTime" }]);
    expect(plan.sends).toEqual([]);
  });

  it("counts a refund Stripe refused as money still held: a new decision asks again", () => {
    const landed = charge("succeeded", 2_500);
    const l: Ledger = {
      charges: [landed],
      refunds: [{ id: "r", state: "failed", amountCents: 1_000, refundOf: landed.id, purpose: "admin" }],
    };
    expect(reconcile({ status: "cancelled", startsAt: START, feeCents: 0 }, l, now, { reason: "why" }).refunds).toEqual([
      { chargeId: landed.id, amountCents: 2_500, reason: "why" },
    ]);
    const going: Ledger = {
      charges: [landed],
      refunds: [{ id: "r", state: "sent", amountCents: 1_000, refundOf: landed.id, purpose: "admin" }],
    };
    expect(reconcile({ status: "cancelled", startsAt: START, feeCents: 0 }, going, now, { reason: "why" }).refunds).toEqual([
      { chargeId: landed.id, amountCents: 1_500, reason: "why" },
    ]);
  });

  it("money landing on an ended booking says why it goes back", () => {
    const late = charge("succeeded", 2_500);
    expect(reconcile({ status: "expired", startsAt: START, feeCents: 0 }, ledger(late), now).refunds).toEqual([
      { chargeId: late.id, amountCents: 2_500, reason: LEDGER_REASONS.refundAfterEnd },
    ]);
  });

  it("a live booking's deposit is paid once: a second payment of it goes back whole", () => {
    const first = charge("succeeded", 2_500, { createdAt: "2030-01-01T00:00:00Z" });
    const second = charge("succeeded", 2_500, { createdAt: "2030-01-02T00:00:00Z" });
    const link = charge("succeeded", 9_000, { purpose: "link" });
    expect(reconcile({ status: "confirmed", startsAt: START, feeCents: 0 }, ledger(first, second, link), now).refunds).toEqual([
      { chargeId: second.id, amountCents: 2_500, reason: LEDGER_REASONS.refundPaidTwice },
    ]);
  });

  it("a saved card's charge follows the start, is sent once its 48 hours begin (or the job is done), and is voided once paid otherwise", () => {
    const scheduled = charge("scheduled", 2_500, { dueAt: "2030-01-01T00:00:00.000Z" });
    expect(reconcile({ status: "confirmed", startsAt: START, feeCents: 0 }, ledger(scheduled), now).reschedules).toEqual([
      { chargeId: scheduled.id, dueAt: "2030-01-19T15:00:00.000Z" },
    ]);
    const onTime = charge("scheduled", 2_500, { dueAt: "2030-01-19T15:00:00.000Z" });
    expect(reconcile({ status: "confirmed", startsAt: START, feeCents: 0 }, ledger(onTime), now)).toEqual({
      voids: [],
      reschedules: [],
      sends: [],
      refunds: [],
    });
    expect(
      reconcile({ status: "confirmed", startsAt: START, feeCents: 0 }, ledger(onTime), new Date("2030-01-19T15:00:00.000Z")).sends,
    ).toEqual([onTime.id]);
    expect(reconcile({ status: "completed", startsAt: START, feeCents: 0 }, ledger(onTime), now).sends).toEqual([onTime.id]);
    expect(reconcile({ status: "confirmed", startsAt: START, feeCents: 0 }, ledger(onTime, charge("succeeded", 2_500)), now).voids).toEqual(
      [onTime.id],
    );
  });
});

describe("what an ending costs", () => {
  const booking = { priceCents: 12_000, policy: POLICY, startsAt: START, amountDueCents: 2_500, savedCard: true };
  const at = (hoursBefore: number) => new Date(new Date(START).getTime() - hoursBefore * 3_600_000);

  it("is free until the policy's hours (inclusive), then the late fee out of what was paid, in flight, or still chargeable", () => {
    const scheduled = charge("scheduled", 2_500);
    expect(endingSettlement(booking, ledger(scheduled), { kind: "cancellation", by: "customer" }, at(48))).toMatchObject({
      feeCents: 0,
      late: false,
    });
    // Half the price is more than the $25 the customer agreed to: the fee is the deposit, charged to the card.
    expect(endingSettlement(booking, ledger(scheduled), { kind: "cancellation", by: "customer" }, at(47))).toEqual({
      feeCents: 2_500,
      refundCents: 0,
      chargeCents: 2_500,
      late: true,
    });
    // In flight, the deposit covers the fee: nothing more is charged.
    expect(endingSettlement(booking, ledger(charge("sent", 2_500)), { kind: "cancellation", by: "customer" }, at(1))).toMatchObject({
      feeCents: 2_500,
      chargeCents: 0,
    });
    // A declined card can be charged nothing.
    expect(endingSettlement(booking, ledger(charge("failed", 2_500)), { kind: "cancellation", by: "customer" }, at(1))).toMatchObject({
      feeCents: 0,
      chargeCents: 0,
    });
  });

  it("costs nothing when the provider or an admin cancels, or the hold runs out", () => {
    const paid = ledger(charge("succeeded", 12_000));
    for (const by of ["provider", "admin"] as const)
      expect(endingSettlement(booking, paid, { kind: "cancellation", by }, at(1))).toMatchObject({ feeCents: 0, refundCents: 12_000 });
    expect(endingSettlement(booking, paid, { kind: "expired" }, at(1))).toMatchObject({ feeCents: 0 });
    expect(endingRefundReason({ kind: "cancellation", by: "provider" }, false)).toBe("ledger.refundByProvider");
  });

  it("a no-show keeps the policy's fee, capped at what was paid", () => {
    expect(endingSettlement(booking, ledger(charge("succeeded", 12_000)), { kind: "no-show" }, at(-1))).toEqual({
      feeCents: 12_000,
      refundCents: 0,
      chargeCents: 0,
      late: true,
    });
  });
});

describe("the business's payout of a booking", () => {
  const row = (over: Partial<PayoutRow> & Pick<PayoutRow, "id" | "kind" | "amount_cents">): PayoutRow => ({
    state: over.kind === "refund" ? "succeeded" : "succeeded",
    purpose: null,
    due_at: null,
    refund_of: null,
    created_at: "2030-01-07T15:00:00.000Z",
    application_fee_cents: 0,
    ...over,
  });

  it("is what landed, less what went back and the platform's share of what stays", () => {
    const deposit = row({ id: "c1", kind: "charge", amount_cents: 2_500, application_fee_cents: 250 });
    expect(payoutOf([deposit])).toEqual({ paidCents: 2_500, refundedCents: 0, platformFeeCents: 250, lostCents: 0, payoutCents: 2_250 });
    // $10 refunded: Stripe gives back 40% of its fee with it.
    const partly = [deposit, row({ id: "r1", kind: "refund", amount_cents: 1_000, refund_of: "c1" })];
    expect(payoutOf(partly)).toEqual({ paidCents: 2_500, refundedCents: 1_000, platformFeeCents: 150, lostCents: 0, payoutCents: 1_350 });
    expect(payoutWordsIn("en", payoutOf(partly))).toBe("Your payout: $13.50 ($25 paid, $10 refunded, $1.50 platform fee)");
    // All of it back: nothing paid out, no fee kept.
    const whole = [deposit, row({ id: "r2", kind: "refund", amount_cents: 2_500, refund_of: "c1" })];
    expect(payoutOf(whole)).toMatchObject({ payoutCents: 0, platformFeeCents: 0 });
  });

  it("counts only money that landed, and refunds that did not fail", () => {
    const rows = [
      row({ id: "c1", kind: "charge", amount_cents: 2_500, state: "sent" }),
      row({ id: "c2", kind: "charge", amount_cents: 6_000, state: "succeeded" }),
      row({ id: "r1", kind: "refund", amount_cents: 1_000, refund_of: "c2", state: "failed" }),
      row({ id: "m1", kind: "charge", amount_cents: 4_000, state: null }),
    ];
    expect(payoutOf(rows)).toEqual({ paidCents: 6_000, refundedCents: 0, platformFeeCents: 0, lostCents: 0, payoutCents: 6_000 });
    // A dispute lost takes its amount off what the business gets (decision 0056).
    expect(payoutOf(rows, 2_500)).toMatchObject({ lostCents: 2_500, payoutCents: 3_500 });
    expect(payoutWordsIn("en", payoutOf(rows, 2_500))).toBe("Your payout: $35 ($60 paid, $25 lost in a dispute)");
    expect(payoutWordsIn("en", payoutOf(rows))).toBe("Your payout: $60 ($60 paid)");
    expect(payoutWordsIn("en", payoutOf([]))).toBeNull();
  });
});
