import { reasons, type ReasonOf } from "../outcome";
import { stateMachine } from "../state-machine";
import type { PaymentMethod } from "../payments/payments";

/**
 * The bill after the job (issue 57, decision 0055): what the job really cost, as lines the person
 * who completed it writes, with the business's sales tax on the lines it marks taxable. What the
 * booking already paid (a deposit, a prepayment) is applied; the rest is due. A bill more than
 * APPROVAL_MARGIN_PERCENT above what was agreed waits for the customer's approval first.
 */

export const BILL_STATES = ["awaiting_approval", "due", "paid"] as const;
export type BillState = (typeof BILL_STATES)[number];

/** Who moves a bill: the customer (approving it), the business (recording a payment it took), or a payment landing. */
export type BillMover = "customer" | "business" | "payment";

export const BILL_MACHINE = /* @__PURE__ */ stateMachine<BillState, BillMover>("bill", {
  // Paid at once: what the booking already paid covers it.
  initial: ["awaiting_approval", "due", "paid"],
  table: {
    // Paying in cash to the person at the door approves it too.
    awaiting_approval: { due: ["customer"], paid: ["business"] },
    due: { paid: ["business", "payment"] },
    paid: {},
  },
});

export const BILL_LINE_KINDS = ["labour", "parts", "trip", "discount", "other"] as const;
export type BillLineKind = (typeof BILL_LINE_KINDS)[number];

/** One line of a bill: its amount is positive, and a discount takes it off. */
export type BillLine = { kind: BillLineKind; label: string; amountCents: number; taxable: boolean };

/** Rows of lines on the bill form (no script needed to add one). */
export const BILL_LINE_ROWS = 8;
/** How far above the agreed price a bill may go before the customer approves it. */
export const APPROVAL_MARGIN_PERCENT = 10;
/** The highest sales-tax rate a business may set, in basis points (25 %). */
export const MAX_TAX_BP = 2_500;
/** The tips the payment page offers, in percent of the job before tax. */
export const TIP_PERCENTS = [0, 10, 15, 20] as const;
/** Ways a business records a bill it was paid outside Porchlight: the spec's methods but a card. */
export const MARKED_METHODS = ["cash", "check", "venmo", "cashapp"] as const satisfies readonly PaymentMethod[];
export type MarkedMethod = (typeof MARKED_METHODS)[number];

export const BILL_REASONS = /* @__PURE__ */ reasons("bill", [
  "written",
  "approved",
  "markedPaid",
  "notCompleted",
  "alreadyBilled",
  "lineNeeded",
  "lineLabel",
  "lineKind",
  "tooManyLines",
  "negativeTotal",
  "taxRate",
  "notAwaiting",
  "notDue",
  "tipChoice",
  "tipTooHigh",
  "method",
  "referenceTooLong",
  "payOnline",
  "nothingDue",
  "exportRange",
  "exportTooMany",
  "booksLoadFailed",
]);
export type BillReason = ReasonOf<typeof BILL_REASONS>;

const signed = (line: BillLine) => (line.kind === "discount" ? -line.amountCents : line.amountCents);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export type BillTotals = { subtotalCents: number; taxableCents: number; taxCents: number; totalCents: number };

/** A bill's totals: the lines (discounts off), the tax on the taxable lines (half a cent up), and the whole. */
export function billTotals(lines: readonly BillLine[], taxRateBp: number): BillTotals {
  const subtotalCents = sum(lines.map(signed));
  const taxableCents = Math.max(0, sum(lines.filter((line) => line.taxable).map(signed)));
  const taxCents = Math.round((taxableCents * taxRateBp) / 10_000);
  return { subtotalCents, taxableCents, taxCents, totalCents: subtotalCents + taxCents };
}

/**
 * Whether the customer must approve a bill before it is charged: it is more than the margin above
 * what was agreed (the booked price or the accepted quote), or nothing was agreed at all.
 */
export function needsApproval(totalCents: number, referenceCents: number | null): boolean {
  if (referenceCents === null || referenceCents <= 0) return totalCents > 0;
  return totalCents * 100 > referenceCents * (100 + APPROVAL_MARGIN_PERCENT);
}

/**
 * What a customer agrees their saved card may be charged after the job: the booked price and the
 * approval margin, to the dollar above. A bill past it needs their approval anyway.
 */
export function afterJobCapOf(priceCents: number): number {
  return Math.ceil((priceCents * (100 + APPROVAL_MARGIN_PERCENT)) / 100 / 100) * 100;
}

/** Whether a bill's due is charged to the card saved for it: the customer agreed, and it is within what they agreed to. */
export function chargesSavedCard(bill: { status: BillState; dueCents: number }, capCents: number | null, hasCard: boolean): boolean {
  return bill.status === "due" && capCents !== null && hasCard && bill.dueCents > 0 && bill.dueCents <= capCents;
}

/** What is left to pay once what the booking already paid is applied. */
export function dueOf(totalCents: number, appliedCents: number): number {
  return Math.max(0, totalCents - appliedCents);
}

/** The state a new bill is written in. */
export function firstBillState(totals: { totalCents: number; dueCents: number }, referenceCents: number | null): BillState {
  if (totals.dueCents === 0) return "paid";
  return needsApproval(totals.totalCents, referenceCents) ? "awaiting_approval" : "due";
}

/** A tip of a percent of the job before tax, to the cent. */
export function tipOfPercent(percent: number, subtotalCents: number): number {
  return Math.round((Math.max(0, subtotalCents) * percent) / 100);
}

/** The most a tip may be: the job's own price (a typo of an extra zero is refused, not charged). */
export function maxTipCents(subtotalCents: number): number {
  return Math.max(0, subtotalCents);
}

/** The lines as stored (JSON); bad data reads as no lines. */
export function parseBillLines(json: string): BillLine[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.flatMap((line) =>
      line &&
      (BILL_LINE_KINDS as readonly string[]).includes(line.kind) &&
      typeof line.label === "string" &&
      Number.isInteger(line.amountCents) &&
      line.amountCents >= 0
        ? [{ kind: line.kind, label: line.label, amountCents: line.amountCents, taxable: line.taxable === true }]
        : [],
    );
  } catch {
    return [];
  }
}

/** "8.25" for 825 basis points: the form's field. */
export function taxRateInput(bp: number): string {
  return (bp / 100).toFixed(2).replace(/\.?0+$/, "") || "0";
}

/** Reads a percent ("8.25", "8.25 %") as basis points, or null when it is not one. */
export function parseTaxRate(input: string | null | undefined): number | null {
  const text = (input ?? "").trim().replace(/\s*%$/, "");
  if (text === "") return 0;
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return bp <= MAX_TAX_BP ? bp : null;
}

/** A ledger row as the bill reads it: online or typed in, money in or out, and whether it pays a bill. */
export type AppliedRow = {
  kind: "charge" | "refund";
  state: string | null;
  status: string;
  amount_cents: number;
  bill_id: string | null;
};

const COUNTED_CHARGE_STATES = ["succeeded", "partially_refunded", "refunded", "sent", "sending"];

/**
 * What the booking paid before its bill, to take off it: online charges that landed or are on their
 * way, and payments the business recorded, less what went back. A payment of the bill itself is not.
 */
export function appliedToBill(rows: readonly AppliedRow[]): number {
  let applied = 0;
  for (const row of rows) {
    if (row.bill_id !== null) continue;
    const counts =
      row.state === null
        ? row.status === "completed"
        : row.kind === "refund"
          ? row.state !== "failed"
          : COUNTED_CHARGE_STATES.includes(row.state);
    if (counts) applied += row.kind === "refund" ? -row.amount_cents : row.amount_cents;
  }
  return Math.max(0, applied);
}
