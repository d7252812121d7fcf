import type { BusinessScope } from "~/domain/business";
import { formatDollars } from "~/domain/money";
import { refuse, type Outcome } from "~/domain/outcome";
import type { PageRequest } from "~/domain/pagination";
import {
  addsToTotalSpent,
  describeCard,
  formatPaymentDate,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  toPaymentRecord,
  type PaymentInput,
  type PaymentMethod,
  type PaymentStatusFilter,
} from "~/domain/payments";
import { formatShortDate, formatTime12h } from "~/domain/time";
import { newId } from "~/domain/uuid";
import type { Executor } from "~/lib/db.server";
import { log } from "~/lib/logger.server";
import { getBookingDetails } from "~/models/booking.server";
import { addCustomerSpending, listCustomerChoices } from "~/models/customer.server";
import { insertPayment, listBookingChoices, listPayments } from "~/models/payment.server";
import { ownership } from "./access.server";
import { businessClock } from "./business-clock.server";
import { orFailure } from "./failure.server";
import { decideInTransaction } from "./transaction.server";

/** The business dashboard's Payments: the list and the form that records one. */

type Choice = { value: string; label: string };

/**
 * A keyset page of the business's payments (every business's for an admin) and the form's
 * customers and bookings. Each part that fails to load says so on its own, so the other still shows.
 */
export async function paymentsPage(scope: BusinessScope, filter: { status: PaymentStatusFilter }, page: PageRequest) {
  const [payments, choices] = await Promise.all([
    orFailure({ message: PAYMENT_MESSAGES.loadFailed, log: "loading payments failed" }, async () => {
      const [{ rows, links }, clock] = await Promise.all([listPayments(scope, filter, page), businessClock(scope)]);
      return {
        ok: true,
        links,
        rows: rows.map((row) => ({
          id: row.id,
          date: formatPaymentDate(row.created_at, clock.timeZone),
          customer: row.customer_name,
          // One ledger: online charges and refunds (a refund reads minus) beside the payments typed in.
          amount: `${row.kind === "refund" ? "−" : ""}${formatDollars(row.amount_cents)}`,
          method:
            row.source === "stripe"
              ? `Card, online: ${row.reason ?? (row.kind === "refund" ? "Refund" : "Payment")}`
              : row.method
                ? (PAYMENT_METHOD_LABELS[row.method as PaymentMethod] ?? row.method)
                : "No charge",
          status: row.status,
          card: describeCard(row),
          booking:
            row.booking_service && row.booking_date && row.booking_time
              ? `For ${row.booking_service} on ${formatShortDate(row.booking_date)} at ${formatTime12h(row.booking_time)}`
              : null,
          notes: row.notes,
          business: row.owner_email,
        })),
      };
    }),
    orFailure({ message: PAYMENT_MESSAGES.formLoadFailed, log: "loading payment form choices failed" }, async () => {
      const [customers, bookings] = await Promise.all([listCustomerChoices(scope, 500), listBookingChoices(scope)]);
      return {
        ok: true,
        customers: customers.map((c): Choice => ({
          value: c.id,
          label: scope.seesAll ? `${c.name} (${c.email}) · ${c.owner_email ?? "unknown business"}` : `${c.name} (${c.email})`,
        })),
        bookings: bookings.map((b): Choice => ({
          value: b.id,
          label: [
            `${formatShortDate(b.preferred_date)} at ${formatTime12h(b.preferred_time)}`,
            b.service_type,
            b.customer_name,
            ...(b.status === "cancelled" ? ["cancelled"] : []),
            ...(scope.seesAll && b.owner_email ? [b.owner_email] : []),
          ].join(" · "),
        })),
      };
    }),
  ]);
  return { payments, choices };
}

/**
 * Records a payment for the business. In one transaction: the customer (and booking) must be
 * the business's (the access gate decides), the row is written with only brand, last four and
 * expiry of a card, and a completed payment adds its amount to the customer's total spent. A
 * refusal changes nothing. `executor` joins a transaction already open (the demo seed).
 */
export async function recordPayment(
  scope: BusinessScope,
  input: PaymentInput,
  options: { executor?: Executor; now?: Date } = {},
): Promise<Outcome<{ id: string; status: "completed" | "pending" }>> {
  const createdAt = (options.now ?? new Date()).toISOString();
  const work = async (trx: Executor): Promise<Outcome<{ id: string; status: "completed" | "pending" }>> => {
    const customer = await ownership(scope, { customer: input.customerId }, trx);
    if (!customer.ok) return refuse(400, PAYMENT_MESSAGES.unknownCustomer, "customer_id");
    if (input.bookingId) {
      const booking = await ownership(scope, { booking: input.bookingId }, trx);
      if (!booking.ok) return refuse(400, PAYMENT_MESSAGES.unknownBooking, "booking_id");
      const bookedBy = (await getBookingDetails(booking.id, trx))?.customer_id;
      if (bookedBy && bookedBy !== customer.id) return refuse(400, PAYMENT_MESSAGES.bookingOtherCustomer, "booking_id");
    }
    const record = toPaymentRecord(input);
    const id = newId();
    await insertPayment(trx, { id, owner_user_id: scope.userId, ...record, created_at: createdAt });
    if (addsToTotalSpent(record)) await addCustomerSpending(trx, customer.id, record.amount_cents);
    return { ok: true, id, status: record.status };
  };
  if (options.executor?.isTransaction) return work(options.executor);
  const outcome = await orFailure({ message: PAYMENT_MESSAGES.failed, log: "recording a payment failed" }, () => decideInTransaction(work));
  if (outcome.ok) log.info("payment recorded", { paymentId: outcome.id, status: outcome.status, method: input.method });
  else if (outcome.status === 400) log.warn("payment refused", { reason: outcome.message, userId: scope.userId });
  return outcome;
}
