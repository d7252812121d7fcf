import type { BusinessScope } from "~/domain/business";
import { addsToTotalSpent, PAYMENT_MESSAGES, toPaymentRecord, type PaymentInput } from "~/domain/payments";
import { newId } from "~/domain/uuid";
import type { Executor } from "~/lib/db.server";
import { addCustomerSpending, findCustomerForBusiness } from "~/models/customer.server";
import { findBookingForBusiness, insertPayment } from "~/models/payment.server";
import { inTransaction } from "./transaction.server";

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

/**
 * Records a payment for the business. In one transaction: the customer (and booking) must be
 * the business's, the row is written with only brand, last four and expiry of a card, and a
 * completed payment adds its amount to the customer's total spent. A refusal changes nothing.
 * `executor` joins a transaction already open (the demo seed).
 */
export async function recordPayment(
  scope: BusinessScope,
  input: PaymentInput,
  options: { executor?: Executor; now?: Date } = {},
): Promise<{ id: string; status: "completed" | "pending" }> {
  const createdAt = (options.now ?? new Date()).toISOString();
  const work = async (trx: Executor) => {
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
    await insertPayment(trx, { id, owner_user_id: scope.userId, ...record, created_at: createdAt });
    if (addsToTotalSpent(record)) await addCustomerSpending(trx, customer.id, record.amount_cents);
    return { id, status: record.status };
  };
  return options.executor?.isTransaction ? work(options.executor) : inTransaction(work);
}
