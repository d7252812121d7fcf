import { randomBytes } from "node:crypto";
import { log } from "~/lib/logger.server";
import { bookingToken, idToken, openBookingLink, openWaitlistLink } from "~/lib/signed-links.server";
import { recordAudit } from "~/models/audit.server";
import { eraseCustomerRecords } from "~/models/customer-erasure.server";
import { findOpenCommitments } from "~/models/customer-home.server";
import { cancelBookingAsCustomer } from "~/services/booking/index.server";
import type { CustomerAccount } from "~/services/support/auth.server";
import { inTransaction } from "~/services/support/transaction.server";
import { leaveWaitlist } from "~/services/waitlist/index.server";

/**
 * "Delete my account and data" (issue 56, decision 0053). First what the person still has ahead
 * ends through its own path: each live booking is cancelled as its customer would cancel it, so
 * its policy's settlement refunds what it promises (and tells the business), and each waiting
 * place is left. Then, in one transaction, every record made with the address is erased or
 * given the pseudonym, and the erasure is audited with its counts only.
 */
export async function eraseCustomer(customer: CustomerAccount, input: { removeReviews: boolean; origin: string; now?: Date }) {
  const now = input.now ?? new Date();
  const open = await findOpenCommitments(customer.email, now);
  let cancelled = 0;
  for (const id of open.bookingIds) {
    const outcome = await cancelBookingAsCustomer({ link: openBookingLink(id, bookingToken(id))!, origin: input.origin, now });
    if (outcome.ok) cancelled += 1;
    // A job under way cannot be cancelled: it stays, under the pseudonym, for the business to finish.
    else log.info("erasure left a booking that cannot be cancelled", { bookingId: id, reason: outcome.message });
  }
  for (const id of open.entryIds) await leaveWaitlist(openWaitlistLink(id, idToken("waitlist", id))!, now);

  const pseudonymEmail = `deleted-${randomBytes(8).toString("hex")}@deleted.invalid`;
  const counts = await inTransaction(async (trx) => {
    const erased = await eraseCustomerRecords(trx, { email: customer.email, pseudonymEmail, removeReviews: input.removeReviews });
    await recordAudit(trx, {
      actorUserId: null,
      action: "customer.erase",
      entity: "customer_account",
      entityId: customer.id,
      details: { ...erased, cancelled, reviewsRemoved: input.removeReviews },
    });
    return erased;
  });
  log.info("customer erased", { customerId: customer.id, ...counts, cancelled });
  return { ...counts, cancelled };
}
