import { addsToTotalSpent, PAYMENT_MESSAGES, toPaymentRecord, type PaymentInput, type PaymentStatusFilter } from "~/domain/payments";
import { newId } from "~/domain/uuid";
import type { BusinessScope } from "~/lib/business.server";
import { getDb, type Executor } from "~/lib/db.server";
import { addCustomerSpending, findCustomerForBusiness } from "./customer.server";

/** A payment the business may not record (another business's customer or booking). */
export class PaymentRefusedError extends Error {
  constructor(
    readonly field: "customer_id" | "booking_id",
    message: string,
  ) {
    super(message);
    this.name = "PaymentRefusedError";
  }
}

/** Runs `work` in the caller's transaction, or in a new one. */
function inTransaction<T>(executor: Executor, work: (trx: Executor) => Promise<T>): Promise<T> {
  return executor.isTransaction ? work(executor) : executor.transaction().execute(work);
}

/** A booking the business may attach a payment to (its own; any for an admin), or undefined. */
export async function findBookingForBusiness(scope: BusinessScope, id: string, executor: Executor = getDb()) {
  return executor
    .selectFrom("bookings")
    .select(["id", "customer_id", "provider_user_id"])
    .where("id", "=", id)
    .$if(!scope.seesAll, (qb) => qb.where("provider_user_id", "=", scope.userId))
    .executeTakeFirst();
}

/**
 * Records a payment for the business. In one transaction: the customer (and booking) must be
 * the business's, the row is written with only brand, last four and expiry of a card, and a
 * completed payment adds its amount to the customer's total spent. A refusal changes nothing.
 */
export async function recordPayment(
  scope: BusinessScope,
  input: PaymentInput,
  options: { executor?: Executor; now?: Date } = {},
): Promise<{ id: string; status: "completed" | "pending" }> {
  const executor = options.executor ?? getDb();
  const createdAt = (options.now ?? new Date()).toISOString();
  return inTransaction(executor, async (trx) => {
    const customer = await findCustomerForBusiness(scope, input.customerId, trx);
    if (!customer) throw new PaymentRefusedError("customer_id", PAYMENT_MESSAGES.unknownCustomer);
    if (input.bookingId) {
      const booking = await findBookingForBusiness(scope, input.bookingId, trx);
      if (!booking) throw new PaymentRefusedError("booking_id", PAYMENT_MESSAGES.unknownBooking);
      if (booking.customer_id && booking.customer_id !== customer.id) {
        throw new PaymentRefusedError("booking_id", PAYMENT_MESSAGES.bookingOtherCustomer);
      }
    }
    const record = toPaymentRecord(input);
    const id = newId();
    await trx
      .insertInto("payments")
      .values({ id, owner_user_id: scope.userId, ...record, created_at: createdAt })
      .execute();
    if (addsToTotalSpent(record)) await addCustomerSpending(trx, customer.id, record.amount_cents);
    return { id, status: record.status };
  });
}

/** The business's payments (every business's for an admin), newest first, optionally by status. */
export async function listPayments(scope: BusinessScope, filter: { status: PaymentStatusFilter }, limit = 200) {
  return getDb()
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
      "p.created_at",
      "c.name as customer_name",
      "u.email as owner_email",
      "b.service_type as booking_service",
      "b.preferred_date as booking_date",
      "b.preferred_time as booking_time",
    ])
    .$if(!scope.seesAll, (qb) => qb.where("p.owner_user_id", "=", scope.userId))
    .$if(filter.status !== "all", (qb) => qb.where("p.status", "=", filter.status as Exclude<PaymentStatusFilter, "all">))
    .orderBy("p.created_at", "desc")
    .orderBy("p.id", "desc")
    .limit(limit)
    .execute();
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
