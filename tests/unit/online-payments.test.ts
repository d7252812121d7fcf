import { cardWordsOf } from "~/locales/discovery";
import { describe, expect, it } from "vitest";
import {
  amountDueNow,
  applicationFee,
  cancellationSettlement,
  chargeDueAt,
  noShowSettlement,
  paymentModeOf,
  parsePolicy,
  savesCardFirst,
  type CancellationPolicy,
  type PaymentRule,
} from "~/domain/payments/online-payments";
import { typedPolicy } from "~/domain/payments/typed-policy";
import { policyWordsIn } from "~/locales/policy";
import { instantOf } from "~/domain/time";
import { ledgerLineIn, settlementWordsIn } from "~/locales/money";

const dueNowLabel = cardWordsOf("en").dueNow;

const rule = (kind: PaymentRule["kind"], deposit: { cents?: number; percent?: number } = {}): PaymentRule => ({
  kind,
  depositCents: deposit.cents ?? null,
  depositPercent: deposit.percent ?? null,
});

describe("what is due when booking", () => {
  it("is nothing for a service paid on site", () => {
    expect(amountDueNow(rule("none"), 12_000)).toBe(0);
  });

  it("is the price in full, or nothing without a price", () => {
    expect(amountDueNow(rule("full"), 12_000)).toBe(12_000);
    expect(amountDueNow(rule("full"), null)).toBe(0);
  });

  it("is a fixed deposit, never above the price", () => {
    expect(amountDueNow(rule("deposit", { cents: 2_500 }), 12_000)).toBe(2_500);
    expect(amountDueNow(rule("deposit", { cents: 2_500 }), 1_500)).toBe(1_500);
    expect(amountDueNow(rule("deposit", { cents: 2_500 }), null)).toBe(2_500);
  });

  it("is a percent of the price, rounded to the cent", () => {
    expect(amountDueNow(rule("deposit", { percent: 25 }), 8_900)).toBe(2_225);
    expect(amountDueNow(rule("deposit", { percent: 33 }), 1_001)).toBe(330);
    expect(amountDueNow(rule("deposit", { percent: 25 }), null)).toBe(0);
  });

  it("is never less than Stripe's 50 cents: smaller amounts are paid on site", () => {
    expect(amountDueNow(rule("deposit", { percent: 1 }), 4_900)).toBe(0);
    expect(amountDueNow(rule("deposit", { percent: 1 }), 5_000)).toBe(50);
  });

  it("reads on cards and forms as a deposit or the full price", () => {
    expect(dueNowLabel(paymentModeOf(rule("deposit", { cents: 2_500 }), 2_500), 2_500)).toBe("$25 deposit to book");
    expect(dueNowLabel(paymentModeOf(rule("full"), 12_050), 12_050)).toBe("Pay $120.50 when booking");
    expect(dueNowLabel(paymentModeOf(rule("full"), 0), 0)).toBeNull();
  });
});

const policy: CancellationPolicy = { freeCancelHours: 24, lateFeePercent: 50, noShowFeePercent: 100 };
// 10:00 in Chicago on the Monday after the spring change (clocks went forward on Sunday 2027-03-14).
const startsAt = instantOf("2027-03-15", "10:00", "America/Chicago");

describe("a customer's cancellation", () => {
  const money = { priceCents: 12_000, paidCents: 3_000, chargeableCents: 0 };

  it("is free until exactly the policy's hours before the start", () => {
    const edge = new Date(startsAt.getTime() - 24 * 3_600_000);
    expect(cancellationSettlement({ ...money, policy, startsAt, now: edge, by: "customer" })).toEqual({
      feeCents: 0,
      refundCents: 3_000,
      chargeCents: 0,
      late: false,
    });
  });

  it("costs the late fee one second after, capped at what was paid", () => {
    const late = new Date(startsAt.getTime() - 24 * 3_600_000 + 1_000);
    expect(cancellationSettlement({ ...money, policy, startsAt, now: late, by: "customer" })).toEqual({
      feeCents: 3_000,
      refundCents: 0,
      chargeCents: 0,
      late: true,
    });
    const paidInFull = { ...money, paidCents: 12_000 };
    expect(cancellationSettlement({ ...paidInFull, policy, startsAt, now: late, by: "customer" })).toMatchObject({
      feeCents: 6_000,
      refundCents: 6_000,
    });
  });

  it("counts real hours across a daylight-saving change (24 hours before is 09:00 the day before the change)", () => {
    const dayStart = instantOf("2027-03-14", "10:00", "America/Chicago");
    // Clocks jumped from 02:00 to 03:00 that night: 24 real hours before 10:00 CDT on the 14th is 09:00 CST on the 13th.
    const edge = instantOf("2027-03-13", "09:00", "America/Chicago");
    expect(dayStart.getTime() - edge.getTime()).toBe(24 * 3_600_000);
    expect(cancellationSettlement({ ...money, policy, startsAt: dayStart, now: edge, by: "customer" }).late).toBe(false);
    const tenOClock = instantOf("2027-03-13", "10:00", "America/Chicago");
    expect(cancellationSettlement({ ...money, policy, startsAt: dayStart, now: tenOClock, by: "customer" }).late).toBe(true);
  });

  it("charges a saved card what the fee needs beyond what was paid, and no more than agreed", () => {
    const saved = { priceCents: 12_000, paidCents: 0, chargeableCents: 12_000 };
    const late = new Date(startsAt.getTime() - 3_600_000);
    expect(cancellationSettlement({ ...saved, policy, startsAt, now: late, by: "customer" })).toEqual({
      feeCents: 6_000,
      refundCents: 0,
      chargeCents: 6_000,
      late: true,
    });
    const depositOnly = { priceCents: 12_000, paidCents: 0, chargeableCents: 2_500 };
    expect(cancellationSettlement({ ...depositOnly, policy, startsAt, now: late, by: "customer" })).toMatchObject({
      feeCents: 2_500,
      chargeCents: 2_500,
    });
  });
});

describe("a provider's or an admin's cancellation", () => {
  it("always refunds everything paid", () => {
    const late = new Date(startsAt.getTime() - 60_000);
    for (const by of ["provider", "admin"] as const) {
      expect(
        cancellationSettlement({ priceCents: 12_000, paidCents: 12_000, chargeableCents: 0, policy, startsAt, now: late, by }),
      ).toEqual({
        feeCents: 0,
        refundCents: 12_000,
        chargeCents: 0,
        late: false,
      });
    }
  });
});

describe("a no-show", () => {
  it("keeps the no-show fee from what was paid and refunds the rest", () => {
    const half = { ...policy, noShowFeePercent: 50 };
    expect(noShowSettlement({ priceCents: 12_000, paidCents: 12_000, chargeableCents: 0, policy: half })).toEqual({
      feeCents: 6_000,
      refundCents: 6_000,
      chargeCents: 0,
      late: true,
    });
  });

  it("charges a saved card, and costs nothing under a policy without a no-show fee", () => {
    expect(noShowSettlement({ priceCents: 12_000, paidCents: 0, chargeableCents: 2_500, policy })).toMatchObject({
      feeCents: 2_500,
      chargeCents: 2_500,
    });
    expect(
      noShowSettlement({ priceCents: 12_000, paidCents: 2_500, chargeableCents: 0, policy: { ...policy, noShowFeePercent: 0 } }),
    ).toEqual({
      feeCents: 0,
      refundCents: 2_500,
      chargeCents: 0,
      late: true,
    });
  });
});

describe("the policy in words", () => {
  it("says when cancelling is free and what each fee is", () => {
    expect(policyWordsIn("en", policy, 12_000)).toEqual([
      "Free cancellation until 24 hours before the job; after that, a late-cancellation fee of 50% of the price ($60).",
      "If no one is there when the provider arrives, a no-show fee of 100% of the price ($120).",
      "A fee is taken from what you paid and the rest is refunded; it is never more than you paid or agreed to pay.",
      "If the provider cancels, you are refunded in full.",
    ]);
    expect(policyWordsIn("en", { freeCancelHours: 24, lateFeePercent: 0, noShowFeePercent: 0 }, null)).toEqual([
      "You can cancel for free at any time before the job.",
      "If the provider cancels, you are refunded in full.",
    ]);
  });

  it("shows no fee that cannot be collected when the booking is paid on site", () => {
    expect(policyWordsIn("en", policy, 8_900, { paidOnline: false })).toEqual([
      "Nothing is paid online, so cancelling here costs nothing.",
    ]);
  });

  it("says what a settlement moves", () => {
    const words = (
      settlement: { feeCents: number; refundCents: number; chargeCents: number },
      paidCents: number,
      options: Partial<Parameters<typeof settlementWordsIn>[2]> = {},
    ) =>
      settlementWordsIn(
        "en",
        { ...settlement, late: true },
        { audience: "customer", ending: "cancellation", tense: "before", paidCents, paidAs: "deposit", ...options },
      );
    // The issue's own sentence: a deposit kept whole as the late fee.
    expect(words({ feeCents: 2_500, refundCents: 0, chargeCents: 0 }, 2_500)).toBe(
      "You paid a $25 deposit. Cancelling now keeps it as the late-cancellation fee; nothing is refunded.",
    );
    expect(words({ feeCents: 4_450, refundCents: 4_450, chargeCents: 0 }, 8_900, { paidAs: "full" })).toBe(
      "You paid $89. Cancelling now keeps $44.50 as the late-cancellation fee and refunds $44.50 to your card.",
    );
    expect(words({ feeCents: 0, refundCents: 2_500, chargeCents: 0 }, 2_500)).toBe(
      "You paid a $25 deposit. Cancelling now refunds all of it ($25) to your card.",
    );
    expect(words({ feeCents: 0, refundCents: 0, chargeCents: 0 }, 0, { paidAs: null })).toBe(
      "You have paid nothing online. Cancelling now costs nothing.",
    );
    // A saved card not charged yet, or charged less than the fee; told to the business, and after.
    expect(
      words({ feeCents: 2_500, refundCents: 0, chargeCents: 2_500 }, 0, { audience: "business", ending: "no-show", paidAs: null }),
    ).toBe("The customer has paid nothing online. Marking a no-show charges $25 to the customer's saved card as the no-show fee.");
    expect(words({ feeCents: 6_000, refundCents: 0, chargeCents: 3_500 }, 2_500, { ending: "no-show", tense: "after" })).toBe(
      "You paid a $25 deposit. The no-show kept it and charged $35 more to the card you saved: $60 in all, as the no-show fee.",
    );
    expect(words({ feeCents: 2_500, refundCents: 0, chargeCents: 0 }, 2_500, { tense: "after" })).toBe(
      "You paid a $25 deposit. The cancellation kept it as the late-cancellation fee; nothing was refunded.",
    );
  });

  it("reads a stored policy, and the default for bookings made before policies", () => {
    expect(parsePolicy(JSON.stringify(policy))).toEqual(policy);
    expect(parsePolicy(null)).toEqual({ freeCancelHours: 24, lateFeePercent: 0, noShowFeePercent: 0 });
    expect(parsePolicy("not json")).toEqual({ freeCancelHours: 24, lateFeePercent: 0, noShowFeePercent: 0 });
  });
});

describe("cards, fees and timing", () => {
  it("takes the platform's commission in whole cents", () => {
    expect(applicationFee(2_500, 10)).toBe(250);
    expect(applicationFee(2_225, 3)).toBe(67);
    expect(applicationFee(2_500, 0)).toBe(0);
  });

  it("saves the card for jobs more than six days ahead, and charges it 48 hours before", () => {
    const now = new Date("2027-03-01T12:00:00Z");
    expect(savesCardFirst(new Date("2027-03-07T12:00:00Z"), now)).toBe(false);
    expect(savesCardFirst(new Date("2027-03-07T12:00:01Z"), now)).toBe(true);
    expect(chargeDueAt(startsAt).getTime()).toBe(startsAt.getTime() - 48 * 3_600_000);
  });
});

describe("a ledger line", () => {
  const row = {
    id: "p1",
    kind: "charge" as const,
    source: "stripe" as const,
    amount_cents: 3_000,
    status: "failed",
    state: "failed",
    reason: "ledger.deposit",
    failure_reason: "cardRefusal.declined",
    created_at: "2026-11-20T15:00:00.000Z",
  };

  it("says where an online row stands in its state's words, and a typed-in row in the ledger's", () => {
    expect(ledgerLineIn("en", row, "America/New_York")).toMatchObject({
      what: "Deposit",
      amount: "$30",
      words: "Failed: Your card was declined",
      online: true,
    });
    const refund = {
      ...row,
      kind: "refund" as const,
      source: "manual" as const,
      status: "completed",
      state: null,
      reason: null,
      failure_reason: null,
    };
    expect(ledgerLineIn("en", refund, "America/New_York")).toMatchObject({ what: "Refund", amount: "−$30", words: "Done", online: false });
    expect(ledgerLineIn("es", row, "America/New_York")).toMatchObject({
      kind: "Cobro",
      what: "Depósito",
      words: "Falló: Su tarjeta fue rechazada",
    });
    expect(ledgerLineIn("es", refund, "America/New_York")).toMatchObject({ kind: "Reembolso", what: "Reembolso", words: "Hecho" });
  });
});

describe("the policy as it is typed", () => {
  it("is read once every field is a whole number in its range", () => {
    expect(typedPolicy({ freeCancelHours: "48", lateFeePercent: " 50 ", noShowFeePercent: "0" })).toEqual({
      freeCancelHours: 48,
      lateFeePercent: 50,
      noShowFeePercent: 0,
    });
    expect(typedPolicy({ freeCancelHours: "168", lateFeePercent: "100", noShowFeePercent: "100" })).not.toBeNull();
  });

  it.each([
    ["", "50", "0"],
    ["169", "50", "0"],
    ["24", "101", "0"],
    ["24", "12.5", "0"],
    ["24", "-1", "0"],
    ["24", "50", undefined],
  ])("is not read from %j, %j, %j (the saved words stay)", (hours, late, noShow) => {
    expect(typedPolicy({ freeCancelHours: hours, lateFeePercent: late, noShowFeePercent: noShow })).toBeNull();
  });
});
