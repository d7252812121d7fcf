import { z } from "zod";
import { optionalText } from "../forms/fields.schema.server";
import { parseAmountToCents } from "../payments/payments";
import {
  BILL_LINE_KINDS,
  BILL_LINE_ROWS,
  BILL_REASONS,
  MARKED_METHODS,
  TIP_PERCENTS,
  parseTaxRate,
  type BillLine,
  type BillLineKind,
} from "./bill";

const lineFields = Object.fromEntries(
  Array.from({ length: BILL_LINE_ROWS }, (_, i) => [
    [`line_kind_${i + 1}`, optionalText(20)],
    [`line_label_${i + 1}`, optionalText(100)],
    [`line_amount_${i + 1}`, optionalText(20)],
    [`line_taxable_${i + 1}`, z.literal("on").optional()],
  ]).flat(),
) as Record<string, z.ZodType<string | undefined>>;

/** The final bill: up to BILL_LINE_ROWS lines (a kind, a label, an amount, taxable or not) and the sales-tax rate. */
export const billFormSchema = z.object({ ...lineFields, tax_rate: optionalText(10) }).transform((value, ctx) => {
  const form = value as unknown as Record<string, string | undefined>;
  const lines: BillLine[] = [];
  let typed = false;
  for (let i = 1; i <= BILL_LINE_ROWS; i += 1) {
    const label = form[`line_label_${i}`] ?? "";
    const amountText = form[`line_amount_${i}`] ?? "";
    if (!label && !amountText) continue;
    typed = true;
    const kind = form[`line_kind_${i}`] ?? "other";
    if (!(BILL_LINE_KINDS as readonly string[]).includes(kind))
      ctx.addIssue({ code: "custom", path: [`line_kind_${i}`], message: BILL_REASONS.lineKind });
    if (!label) ctx.addIssue({ code: "custom", path: [`line_label_${i}`], message: BILL_REASONS.lineLabel });
    const amount = parseAmountToCents(amountText);
    if (!amount.ok) ctx.addIssue({ code: "custom", path: [`line_amount_${i}`], message: amount.error });
    if (label && amount.ok && (BILL_LINE_KINDS as readonly string[]).includes(kind))
      lines.push({ kind: kind as BillLineKind, label, amountCents: amount.cents, taxable: form[`line_taxable_${i}`] === "on" });
  }
  if (!typed) ctx.addIssue({ code: "custom", path: ["line_label_1"], message: BILL_REASONS.lineNeeded });
  const taxRateBp = parseTaxRate(value.tax_rate);
  if (taxRateBp === null) ctx.addIssue({ code: "custom", path: ["tax_rate"], message: BILL_REASONS.taxRate });
  return { lines, taxRateBp: taxRateBp ?? 0 };
});

export type BillForm = z.infer<typeof billFormSchema>;

/** Paying a bill: a tip of a percent offered, or an amount typed ("custom"). */
export const billPaymentSchema = z
  .object({
    tip: z.enum(["custom", ...TIP_PERCENTS.map(String)], { error: BILL_REASONS.tipChoice }),
    tip_amount: optionalText(20),
  })
  .transform((value, ctx) => {
    if (value.tip !== "custom") return { tip: { kind: "percent" as const, percent: Number(value.tip) } };
    const amount = parseAmountToCents(value.tip_amount);
    if (!amount.ok) {
      ctx.addIssue({ code: "custom", path: ["tip_amount"], message: amount.error });
      return z.NEVER;
    }
    return { tip: { kind: "amount" as const, cents: amount.cents } };
  });

export type BillPayment = z.infer<typeof billPaymentSchema>;

/** A business records a bill it was paid outside Porchlight: how, a reference (a cheque's number), and a tip it was given. */
export const markBillPaidSchema = z
  .object({
    method: z.enum(MARKED_METHODS, { error: BILL_REASONS.method }),
    reference: optionalText(100),
    tip_amount: optionalText(20),
  })
  .transform((value, ctx) => {
    let tipCents = 0;
    if (value.tip_amount) {
      const amount = parseAmountToCents(value.tip_amount);
      if (!amount.ok) ctx.addIssue({ code: "custom", path: ["tip_amount"], message: amount.error });
      else tipCents = amount.cents;
    }
    return { method: value.method, reference: value.reference || null, tipCents };
  });

export type MarkBillPaid = z.infer<typeof markBillPaidSchema>;
