import { describe, expect, it } from "vitest";
import {
  appliedToBill,
  BILL_MACHINE,
  billTotals,
  dueOf,
  firstBillState,
  needsApproval,
  parseBillLines,
  parseTaxRate,
  taxRateInput,
  tipOfPercent,
  type BillLine,
} from "~/domain/billing/bill";
import { billFormSchema, billPaymentSchema, markBillPaidSchema } from "~/domain/billing/bill.schema.server";
import { reconcile, type Ledger } from "~/domain/payments/settlement";
import { LEDGER_EXPORT_COLUMNS, ledgerExportCsvRows } from "~/domain/payments/ledger-export";
import { toCsv } from "~/domain/accounts/data-export";

/** The bill after the job (decision 0055): its totals, the approval margin, tips, what was paid before, its state table. */

const line = (kind: BillLine["kind"], amountCents: number, taxable = false): BillLine => ({ kind, label: kind, amountCents, taxable });

describe("a bill's totals", () => {
  it("takes discounts off and taxes only the taxable lines, to the half cent", () => {
    expect(billTotals([line("labour", 18_000), line("parts", 4_500, true)], 825)).toEqual({
      subtotalCents: 22_500,
      taxableCents: 4_500,
      taxCents: 371,
      totalCents: 22_871,
    });
    // A discount on a taxable line lowers the tax too; 0.5 cents round up.
    expect(billTotals([line("parts", 1_000, true), line("discount", 400, true)], 2_500)).toMatchObject({
      taxableCents: 600,
      taxCents: 150,
    });
    expect(billTotals([line("parts", 2, true)], 2_500).taxCents).toBe(1);
    expect(billTotals([line("labour", 1_000), line("discount", 1_500)], 0).subtotalCents).toBe(-500);
  });

  it("asks for approval only above 10% over what was agreed, and always when nothing was", () => {
    expect(needsApproval(13_200, 12_000)).toBe(false);
    expect(needsApproval(13_201, 12_000)).toBe(true);
    expect(needsApproval(100, null)).toBe(true);
    expect(needsApproval(0, null)).toBe(false);
    expect(firstBillState({ totalCents: 20_000, dueCents: 0 }, 12_000)).toBe("paid");
    expect(firstBillState({ totalCents: 13_000, dueCents: 10_500 }, 12_000)).toBe("due");
    expect(firstBillState({ totalCents: 20_000, dueCents: 17_500 }, 12_000)).toBe("awaiting_approval");
    expect(dueOf(10_000, 12_500)).toBe(0);
  });

  it("reads tax rates and tips", () => {
    expect(parseTaxRate("8.25")).toBe(825);
    expect(parseTaxRate("8.25 %")).toBe(825);
    expect(parseTaxRate("")).toBe(0);
    expect(parseTaxRate("25")).toBe(2_500);
    expect(parseTaxRate("25.01")).toBeNull();
    expect(parseTaxRate("-1")).toBeNull();
    expect(parseTaxRate("8.255")).toBeNull();
    expect(taxRateInput(825)).toBe("8.25");
    expect(taxRateInput(800)).toBe("8");
    expect(taxRateInput(0)).toBe("0");
    expect(tipOfPercent(15, 22_500)).toBe(3_375);
    expect(tipOfPercent(15, 333)).toBe(50);
  });

  it("counts what was paid before the bill: landed or on its way, typed in, less refunds; never the bill's own payments", () => {
    const row = (kind: "charge" | "refund", amount: number, state: string | null, status = "completed", bill: string | null = null) => ({
      kind,
      amount_cents: amount,
      state,
      status,
      bill_id: bill,
    });
    expect(
      appliedToBill([
        row("charge", 2_500, "succeeded"),
        row("charge", 1_000, "sending", "pending"),
        row("charge", 700, "failed", "failed"),
        row("charge", 900, "voided", "voided"),
        row("charge", 3_000, null),
        row("charge", 400, null, "pending"),
        row("refund", 500, "succeeded"),
        row("refund", 300, "failed", "failed"),
        row("charge", 9_999, "succeeded", "completed", "bill"),
      ]),
    ).toBe(2_500 + 1_000 + 3_000 - 500);
  });

  it("reads stored lines, leaving out anything malformed", () => {
    expect(
      parseBillLines(
        JSON.stringify([
          line("labour", 100),
          { kind: "bribe", label: "x", amountCents: 1 },
          { kind: "parts", label: "y", amountCents: -1 },
        ]),
      ),
    ).toEqual([line("labour", 100)]);
    expect(parseBillLines("not json")).toEqual([]);
  });
});

describe("the bill's state table", () => {
  it("lets the customer approve, the business or a landing payment pay it, and nothing leave paid", () => {
    expect(BILL_MACHINE.sources("due", "customer")).toEqual(["awaiting_approval"]);
    expect(BILL_MACHINE.sources("paid", "business")).toEqual(["awaiting_approval", "due"]);
    expect(BILL_MACHINE.sources("paid", "payment")).toEqual(["due"]);
    expect(BILL_MACHINE.targets("paid", "business")).toEqual([]);
    expect(BILL_MACHINE.allows("awaiting_approval", "paid", "payment")).toBe(false);
  });
});

describe("the bill's forms", () => {
  it("reads lines by row, skipping empty rows and keeping each row's messages", () => {
    const parsed = billFormSchema.safeParse({
      line_kind_1: "labour",
      line_label_1: "Three hours",
      line_amount_1: "180",
      line_kind_2: "parts",
      line_label_2: "P-trap",
      line_amount_2: "45.00",
      line_taxable_2: "on",
      tax_rate: "8.25",
    });
    expect(parsed.success && parsed.data).toEqual({
      lines: [
        { kind: "labour", label: "Three hours", amountCents: 18_000, taxable: false },
        { kind: "parts", label: "P-trap", amountCents: 4_500, taxable: true },
      ],
      taxRateBp: 825,
    });
    const bad = billFormSchema.safeParse({ line_kind_1: "bribe", line_amount_1: "ten", tax_rate: "30" });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["line_kind_1", "line_label_1", "line_amount_1", "tax_rate"]));
    expect(billFormSchema.safeParse({}).error!.issues[0]).toMatchObject({ path: ["line_label_1"], message: "bill.lineNeeded" });
  });

  it("reads a tip as a percent offered or an amount, and a marked payment's method", () => {
    expect(billPaymentSchema.parse({ tip: "15" })).toEqual({ tip: { kind: "percent", percent: 15 } });
    expect(billPaymentSchema.parse({ tip: "custom", tip_amount: "12.50" })).toEqual({ tip: { kind: "amount", cents: 1_250 } });
    expect(billPaymentSchema.safeParse({ tip: "12" }).success).toBe(false);
    expect(billPaymentSchema.safeParse({ tip: "custom", tip_amount: "" }).success).toBe(false);
    expect(markBillPaidSchema.parse({ method: "venmo", reference: "@sam", tip_amount: "5" })).toEqual({
      method: "venmo",
      reference: "@sam",
      tipCents: 500,
    });
    expect(markBillPaidSchema.safeParse({ method: "credit" }).success).toBe(false);
  });
});

describe("the settlement of a billed job", () => {
  const ledger = (charges: Array<[string, number, string]>): Ledger => ({
    charges: charges.map(([id, amountCents, createdAt]) => ({
      id,
      state: "succeeded",
      amountCents,
      purpose: "due",
      dueAt: null,
      createdAt,
    })),
    refunds: [],
  });
  const done = { status: "completed" as const, startsAt: "2030-01-08T15:00:00Z", feeCents: 0 };

  it("keeps the bill and its tip, and gives back what was paid above it, newest first", () => {
    const paid = ledger([
      ["deposit", 8_000, "2030-01-01"],
      ["extra", 3_000, "2030-01-08"],
    ]);
    expect(reconcile({ ...done, billKeepCents: 6_000 }, paid, new Date()).refunds).toEqual([
      { chargeId: "extra", amountCents: 3_000, reason: "ledger.refundAboveBill" },
      { chargeId: "deposit", amountCents: 2_000, reason: "ledger.refundAboveBill" },
    ]);
    expect(reconcile({ ...done, billKeepCents: 11_000 }, paid, new Date()).refunds).toEqual([]);
    // Not billed: the booking keeps what it was paid, as before.
    expect(reconcile({ ...done, billKeepCents: null }, ledger([["deposit", 8_000, "2030-01-01"]]), new Date()).refunds).toEqual([]);
  });
});

describe("the accountant's file", () => {
  const base = {
    created_at: "2030-01-08T20:00:00.000Z",
    reference: "PL-7K3M9Q",
    customer_name: '=HYPERLINK("x")',
    source: "stripe" as const,
    method: "credit",
    tip_cents: 0,
    bill_lines: null,
    bill_tax_cents: null,
    charge_amount_cents: null,
    charge_fee_cents: null,
  };
  it("writes a refund negative with its share of the charge's fee, a typed-in payment with none, and defuses formulas", () => {
    const rows = ledgerExportCsvRows(
      [
        { ...base, kind: "charge", amount_cents: 10_000, application_fee_cents: 1_000 },
        { ...base, kind: "refund", amount_cents: 2_500, application_fee_cents: 0, charge_amount_cents: 10_000, charge_fee_cents: 1_000 },
        { ...base, kind: "charge", source: "manual", method: "cash", amount_cents: 5_000, application_fee_cents: 0, tip_cents: 500 },
      ],
      (iso) => iso.slice(0, 10),
    );
    expect(rows.map((row) => [row.kind, row.method, row.amount, row.platform_fee, row.payout, row.tip])).toEqual([
      ["charge", "card", 100, 10, 90, null],
      ["refund", "card", -25, -2.5, -22.5, null],
      ["charge", "cash", 50, 0, 50, 5],
    ]);
    expect(toCsv(LEDGER_EXPORT_COLUMNS, rows).split("\r\n")[1]).toBe(`2030-01-08,PL-7K3M9Q,"'=HYPERLINK(""x"")",charge,card,,,,100,10,90`);
  });
});
