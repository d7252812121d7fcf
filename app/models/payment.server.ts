import { sql, type Insertable } from "kysely";
import { keysetPage } from "~/lib/keyset.server";
import type { PageRequest } from "~/domain/pagination";
import type { PaymentStatusFilter } from "~/domain/payments/payment-status";
import type { BusinessScope } from "~/domain/accounts/business";
import { getDb, type Executor } from "~/lib/db.server";
import type { PaymentsTable } from "~/lib/db-schema";

/** Stores a payment the business typed in (of a card, its brand and last four digits only); false when its one-time key was used. */
export async function insertPayment(executor: Executor, row: Insertable<PaymentsTable>): Promise<boolean> {
  const result = await executor
    .insertInto("payments")
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** The payment a form's one-time key already recorded for this business. */
export async function findPaymentByRequestKey(executor: Executor, ownerUserId: string, requestKey: string) {
  return executor
    .selectFrom("payments")
    .select(["id", "status", "state", "source"])
    .where("owner_user_id", "=", ownerUserId)
    .where("request_key", "=", requestKey)
    .executeTakeFirst();
}

/** One keyset page of the business's payments (every business's for an admin), newest first, optionally by status. */
export async function listPayments(scope: BusinessScope, filter: { status: PaymentStatusFilter }, page: PageRequest) {
  const query = getDb()
    .selectFrom("payments as p")
    .innerJoin("customers as c", "c.id", "p.customer_id")
    .leftJoin("users as u", "u.id", "p.owner_user_id")
    .leftJoin("bookings as b", "b.id", "p.booking_id")
    .select([
      "p.id",
      "p.amount_cents",
      "p.method",
      "p.status",
      "p.card_brand",
      "p.card_last4",
      "p.card_expiry",
      "p.notes",
      "p.kind",
      "p.source",
      "p.state",
      "p.purpose",
      "p.application_fee_cents",
      "p.reason",
      "p.failure_reason",
      "p.created_at",
      "c.name as customer_name",
      "u.email as owner_email",
      "b.service_type as booking_service",
      "b.preferred_date as booking_date",
      "b.preferred_time as booking_time",
    ])
    .$if(!scope.seesAll, (qb) => qb.where("p.owner_user_id", "=", scope.userId))
    .$if(filter.status !== "all", (qb) => qb.where("p.status", "=", filter.status as Exclude<PaymentStatusFilter, "all">));
  return keysetPage(query, {
    sortColumn: "p.created_at",
    idColumn: "p.id",
    descending: true,
    page,
    key: (row) => [row.created_at, row.id],
  });
}

/** The business's bookings a payment can be for, latest first (every business's for an admin). */
export async function listBookingChoices(scope: BusinessScope, limit = 100) {
  return getDb()
    .selectFrom("bookings as b")
    .leftJoin("users as u", "u.id", "b.provider_user_id")
    .select([
      "b.id",
      "b.service_type",
      "b.customer_name",
      "b.customer_id",
      "b.preferred_date",
      "b.preferred_time",
      "b.status",
      "u.email as owner_email",
    ])
    .$if(!scope.seesAll, (qb) => qb.where("b.provider_user_id", "=", scope.userId))
    .orderBy("b.preferred_date", "desc")
    .orderBy("b.preferred_time", "desc")
    .limit(limit)
    .execute();
}

/**
 * The settled movements of a date range, oldest first, for the accountant's file (decision 0055):
 * each with its booking's reference, and a bill's lines and tax on the row that paid it.
 */
export async function listLedgerForExport(scope: BusinessScope, range: { since: string; before: string; limit: number }) {
  return getDb()
    .selectFrom("payments as p")
    .innerJoin("customers as c", "c.id", "p.customer_id")
    .leftJoin("bookings as b", "b.id", "p.booking_id")
    .leftJoin("bills as bl", "bl.id", "p.bill_id")
    .leftJoin("payments as rc", "rc.id", "p.refund_of")
    .select([
      "p.created_at",
      "b.reference",
      "c.name as customer_name",
      "p.kind",
      "p.source",
      "p.method",
      "p.amount_cents",
      "p.tip_cents",
      "p.application_fee_cents",
      "bl.lines as bill_lines",
      "bl.tax_cents as bill_tax_cents",
      "rc.amount_cents as charge_amount_cents",
      "rc.application_fee_cents as charge_fee_cents",
    ])
    .where("p.status", "=", "completed")
    .where("p.created_at", ">=", range.since)
    .where("p.created_at", "<", range.before)
    .$if(!scope.seesAll, (qb) => qb.where("p.owner_user_id", "=", scope.userId))
    .orderBy("p.created_at")
    .orderBy("p.id")
    .limit(range.limit)
    .execute();
}

/** The business's bills not paid yet, with their bookings, to weigh what they still have due (at most `limit`). */
export async function listUnpaidBills(scope: BusinessScope, limit: number) {
  return getDb()
    .selectFrom("bills")
    .select(["id", "booking_id", "total_cents", "status"])
    .where("status", "!=", "paid")
    .$if(!scope.seesAll, (qb) => qb.where("owner_user_id", "=", scope.userId))
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
}

/** Tips the business was paid in a range (a bill's payment by card, or recorded with cash). */
export async function sumTips(scope: BusinessScope, range: { since: string; before: string }): Promise<number> {
  const row = await getDb()
    .selectFrom("payments")
    .select(sql<number>`coalesce(sum(tip_cents), 0)`.as("n"))
    .where("status", "=", "completed")
    .where("kind", "=", "charge")
    .where("created_at", ">=", range.since)
    .where("created_at", "<", range.before)
    .$if(!scope.seesAll, (qb) => qb.where("owner_user_id", "=", scope.userId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
