import type { Insertable } from "kysely";
import { keysetPage } from "~/lib/keyset.server";
import type { PageRequest } from "~/domain/pagination";
import type { PaymentStatusFilter } from "~/domain/payments";
import type { BusinessScope } from "~/domain/business";
import { getDb, type Executor } from "~/lib/db.server";
import type { PaymentsTable } from "~/lib/db-schema";

/** Stores a payment row (card details already reduced to brand, last four and expiry). */
export async function insertPayment(executor: Executor, row: Insertable<PaymentsTable>): Promise<void> {
  await executor.insertInto("payments").values(row).execute();
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
      "p.reason",
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
