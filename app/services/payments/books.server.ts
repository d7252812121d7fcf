import type { BusinessScope } from "~/domain/accounts/business";
import { toCsv } from "~/domain/accounts/data-export";
import { appliedToBill, BILL_REASONS, dueOf } from "~/domain/billing/bill";
import { weekInstants } from "~/domain/dashboard/dashboard";
import { refuse, type Outcome } from "~/domain/outcome";
import {
  LEDGER_EXPORT_COLUMNS,
  LEDGER_EXPORT_MAX_DAYS,
  LEDGER_EXPORT_MAX_ROWS,
  ledgerExportCsvRows,
  type LedgerExportRow,
} from "~/domain/payments/ledger-export";
import { formatDollars } from "~/domain/payments/money";
import { addDaysToDate, instantOf, isValidDate, localClock } from "~/domain/time";
import { listLedgers } from "~/models/ledger.server";
import { listLedgerForExport, listUnpaidBills, sumTips } from "~/models/payment.server";
import { listLostDisputesForExport, listOpenDisputes } from "~/models/dispute.server";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { instantIn } from "~/locales/dates";
import { businessClock } from "~/services/support/business-clock.server";
import { orFailure } from "~/services/support/failure.server";

/**
 * The books from the ledger (issue 57, decision 0055): what bills are still owed, the tips of the
 * week, and a date range of movements as CSV for the accountant.
 */

/** How many unpaid bills are weighed for the figure: beyond it, the figure says "at least". */
const UNPAID_BILLS_WEIGHED = 500;

/** What bills are still owed, the week's tips and the open disputes; a failure to load says so on its own (the rest of the page still shows). */
export function billsSummary(scope: BusinessScope, language: Language = DEFAULT_LANGUAGE) {
  return orFailure({ message: BILL_REASONS.booksLoadFailed, log: "loading the books failed" }, async () => ({
    ok: true as const,
    ...(await summaryOf(scope, language)),
  }));
}

async function summaryOf(scope: BusinessScope, language: Language) {
  const clock = await businessClock(scope);
  const week = weekInstants(clock.date, clock.timeZone);
  const [unpaid, tipsCents, disputes] = await Promise.all([
    listUnpaidBills(scope, UNPAID_BILLS_WEIGHED),
    sumTips(scope, { since: week.from, before: week.to }),
    listOpenDisputes(scope, 20),
  ]);
  const ledgers = await listLedgers(unpaid.map((bill) => bill.booking_id));
  const dueCents = unpaid.reduce((total, bill) => total + dueOf(bill.total_cents, appliedToBill(ledgers.get(bill.booking_id) ?? [])), 0);
  return {
    outstandingCount: unpaid.length,
    outstanding: formatDollars(dueCents),
    atLeast: unpaid.length === UNPAID_BILLS_WEIGHED,
    tipsThisWeek: formatDollars(tipsCents),
    disputes: disputes.map((dispute) => ({
      id: dispute.id,
      amount: formatDollars(dispute.amount_cents),
      status: dispute.status,
      deadline: dispute.evidence_due_by ? instantIn(language, new Date(dispute.evidence_due_by), clock.timeZone) : null,
    })),
    exportFrom: `${clock.date.slice(0, 8)}01`,
    exportTo: clock.date,
  };
}

/** The settled movements from `from` to `to` (whole days in the business's zone) as CSV. */
export async function ledgerExport(
  scope: BusinessScope,
  range: { from: unknown; to: unknown },
): Promise<Outcome<{ csv: string; filename: string }>> {
  const { from, to } = range;
  if (typeof from !== "string" || typeof to !== "string" || !isValidDate(from) || !isValidDate(to) || to < from)
    return refuse(400, BILL_REASONS.exportRange);
  if (addDaysToDate(from, LEDGER_EXPORT_MAX_DAYS) <= to) return refuse(400, BILL_REASONS.exportRange);
  const { timeZone } = await businessClock(scope);
  const since = instantOf(from, "00:00", timeZone);
  const before = instantOf(addDaysToDate(to, 1), "00:00", timeZone);
  const window = { since: since.toISOString(), before: before.toISOString(), limit: LEDGER_EXPORT_MAX_ROWS + 1 };
  const [movements, lost] = await Promise.all([listLedgerForExport(scope, window), listLostDisputesForExport(scope, window)]);
  if (movements.length + lost.length > LEDGER_EXPORT_MAX_ROWS) return refuse(400, BILL_REASONS.exportTooMany);
  const rows: LedgerExportRow[] = [
    ...movements,
    ...lost.map((dispute) => ({
      created_at: dispute.updated_at,
      reference: dispute.reference,
      customer_name: dispute.customer_name,
      kind: "dispute" as const,
      source: "stripe" as const,
      method: null,
      amount_cents: dispute.amount_cents,
      tip_cents: 0,
      application_fee_cents: 0,
      bill_lines: null,
      bill_tax_cents: null,
      charge_amount_cents: null,
      charge_fee_cents: null,
    })),
  ].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const csv = toCsv(
    LEDGER_EXPORT_COLUMNS,
    ledgerExportCsvRows(rows, (iso) => localClock(new Date(iso), timeZone).date),
  );
  return { ok: true, csv, filename: `porchlight-payments-${from}-to-${to}.csv` };
}
