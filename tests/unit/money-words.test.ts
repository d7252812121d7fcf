import { describe, expect, it } from "vitest";
import type { SettlementWordsInput } from "~/domain/payments/online-payments";
import { describeCardIn } from "~/locales/dashboard-server";
import { ledgerReasonIn, movementWordsIn, payoutWordsIn, settlementWordsIn } from "~/locales/money";
import { adminRefundReason, LEDGER_REASONS } from "~/domain/payments/settlement";

const business = (input: Partial<SettlementWordsInput> = {}): SettlementWordsInput => ({
  audience: "business",
  ending: "cancellation",
  tense: "after",
  paidCents: 2_500,
  paidAs: "deposit",
  ...input,
});

describe("a business's money words in Spanish", () => {
  it("says what an ending kept, refunded or charged, as the English does", () => {
    const kept = { feeCents: 2_500, refundCents: 0, chargeCents: 0, late: true };
    expect(settlementWordsIn("es", kept, business())).toBe(
      "El cliente pagó un depósito de $25. La cancelación se quedó con todo lo pagado como el cargo por cancelación tardía; no se reembolsó nada.",
    );
    expect(settlementWordsIn("en", kept, business())).toBe(
      "The customer paid a $25 deposit. The cancellation kept it as the late-cancellation fee; nothing was refunded.",
    );
    const refunded = { feeCents: 0, refundCents: 2_500, chargeCents: 0, late: false };
    expect(settlementWordsIn("es", refunded, business({ tense: "before" }))).toBe(
      "El cliente pagó un depósito de $25. Cancelar ahora reembolsa todo ($25) a la tarjeta del cliente.",
    );
    const charged = { feeCents: 6_000, refundCents: 0, chargeCents: 6_000, late: false };
    expect(settlementWordsIn("es", charged, business({ ending: "no-show", paidCents: 0, paidAs: null }))).toBe(
      "El cliente no ha pagado nada en línea. La ausencia cobró $60 a la tarjeta guardada del cliente como el cargo por ausencia.",
    );
  });

  it("says the business's payout, its ledger's kinds, states and reasons", () => {
    const payout = { paidCents: 2_500, refundedCents: 500, platformFeeCents: 250, payoutCents: 1_750 };
    expect(payoutWordsIn("es", payout)).toBe("Su pago: $17.50 ($25 pagados, $5 reembolsados, $2.50 de comisión de la plataforma)");
    expect(payoutWordsIn("en", payout)).toBe("Your payout: $17.50 ($25 paid, $5 refunded, $2.50 platform fee)");
    expect(payoutWordsIn("es", { ...payout, paidCents: 0 })).toBeNull();
    const failed = {
      kind: "charge" as const,
      purpose: "fee",
      state: "failed",
      status: "failed",
      failure_reason: "cardRefusal.declined",
    };
    expect(movementWordsIn("es", failed)).toEqual({ kind: "Cargo", detail: "Falló: Su tarjeta fue rechazada" });
    expect(movementWordsIn("en", failed).kind).toBe("Fee");
    expect(movementWordsIn("es", { kind: "refund", state: null, status: "completed", failure_reason: null })).toEqual({
      kind: "Reembolso",
      detail: null,
    });
    expect(ledgerReasonIn("es", LEDGER_REASONS.deposit)).toBe("Depósito");
    expect(ledgerReasonIn("en", LEDGER_REASONS.deposit)).toBe("Deposit");
    expect(ledgerReasonIn("es", adminRefundReason("Llegó tarde"))).toBe("Reembolso de Porchlight: Llegó tarde");
    // A row typed before reasons had ids, or by hand, is said as written.
    expect(ledgerReasonIn("es", "Cash at the door")).toBe("Cash at the door");
    expect(ledgerReasonIn("es", null)).toBeNull();
  });

  it("names a card taken on the business's terminal", () => {
    const visa = { card_brand: "visa", card_last4: "4242", card_expiry: "12/30" };
    expect(describeCardIn("en", visa)).toBe("Visa •••• 4242 · exp 12/30");
    expect(describeCardIn("es", visa)).toBe("Visa •••• 4242 · vence 12/30");
    expect(describeCardIn("es", { card_brand: "card", card_last4: "1881", card_expiry: null })).toBe("Tarjeta •••• 1881");
    expect(describeCardIn("es", { card_brand: null, card_last4: null, card_expiry: null })).toBeNull();
  });
});
