import type { CsvValue } from "../accounts/data-export";
import { parseBillLines } from "../billing/bill";

/**
 * The ledger as an accountant imports it (issue 57, decision 0055): one row per money movement of
 * a date range, in dollars with two decimals, refunds negative, each with what the platform kept
 * and what the business was paid out. A bill's payment carries its lines and tax.
 */
export const LEDGER_EXPORT_COLUMNS = [
  "date",
  "reference",
  "customer",
  "kind",
  "method",
  "lines",
  "tax",
  "tip",
  "amount",
  "platform_fee",
  "payout",
] as const;

/** The longest range one file covers, and the most rows it holds. */
export const LEDGER_EXPORT_MAX_DAYS = 366;
export const LEDGER_EXPORT_MAX_ROWS = 10_000;

export type LedgerExportRow = {
  created_at: string;
  reference: string | null;
  customer_name: string;
  /** A dispute the business lost is money out, as a refund is (decision 0056). */
  kind: "charge" | "refund" | "dispute";
  source: "manual" | "stripe";
  method: string | null;
  amount_cents: number;
  tip_cents: number;
  application_fee_cents: number;
  bill_lines: string | null;
  bill_tax_cents: number | null;
  /** A refund's charge: its amount and fee, which a refund gives back in proportion. */
  charge_amount_cents: number | null;
  charge_fee_cents: number | null;
};

const dollars = (cents: number) => Math.round(cents) / 100;

/** The platform's fee a movement moved: a charge's own, a refund's share of its charge's (negative). */
export function feeMoved(
  row: Pick<LedgerExportRow, "kind" | "source" | "amount_cents" | "application_fee_cents" | "charge_amount_cents" | "charge_fee_cents">,
): number {
  if (row.source !== "stripe") return 0;
  if (row.kind === "charge") return row.application_fee_cents;
  if (row.kind === "dispute") return 0;
  if (!row.charge_amount_cents || !row.charge_fee_cents) return 0;
  return -Math.round((row.charge_fee_cents * row.amount_cents) / row.charge_amount_cents);
}

export function ledgerExportCsvRows(rows: readonly LedgerExportRow[], dateOf: (iso: string) => string): Array<Record<string, CsvValue>> {
  return rows.map((row) => {
    const sign = row.kind === "charge" ? 1 : -1;
    const fee = feeMoved(row);
    const lines = row.bill_lines
      ? parseBillLines(row.bill_lines)
          .map((line) => `${line.label} ${(line.kind === "discount" ? -line.amountCents : line.amountCents) / 100}`)
          .join("; ")
      : null;
    return {
      date: dateOf(row.created_at),
      reference: row.reference,
      customer: row.customer_name,
      kind: row.kind,
      method: row.source === "stripe" ? "card" : row.method,
      lines,
      tax: row.bill_tax_cents !== null ? dollars(row.bill_tax_cents) : null,
      tip: row.tip_cents ? dollars(row.tip_cents) : null,
      amount: dollars(sign * row.amount_cents),
      platform_fee: dollars(fee),
      payout: dollars(sign * row.amount_cents - fee),
    };
  });
}
