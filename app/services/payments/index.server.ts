/**
 * Money (docs/decisions/0017, 0022): the one door of the payments module. Routes and the other
 * use cases import from here; the files beside it are its own.
 *
 * - gateway: every call to Stripe, and how its failures are read
 * - events: Stripe's events, translated once into payment events, one handler each
 * - money: the one settlement rule applied inside a booking's transaction (endings, moves, landings)
 * - send: what a committed change owes Stripe, sent with its row's id as the idempotency key
 * - checkout: a booking's Checkout page, holds, saved cards, seating a paid booking
 * - links: payment links and card-on-file charges asked by a business, and the customer's page
 * - refunds: an admin's refunds; views: a booking's money as people read it
 * - accounts: providers' connected accounts, payment rules and cancellation policies
 * - dashboard: the business dashboard's Payments
 * - bills: the bill after the job, its payment with a tip, and its pages (bill-pages, bill-notices)
 * - books: what bills are owed, tips, the accountant's CSV; disputes: Stripe's disputes and the evidence sent
 */
import { log } from "~/lib/logger.server";
import { chargeDueCards, releaseExpiredHolds } from "./checkout.server";
import { sendUnsentMovements } from "./send.server";

export { applyStripeEvent, verifiedEvent } from "./events.server";
export { endingMoneyWords, joinSends, NOTHING_TO_SEND, settleBooking, settleEnding, type EndingMoney, type Sends } from "./money.server";
export { sendAfterCommit } from "./send.server";
export {
  bookingPageExpired,
  checkoutFor,
  checkoutNewBooking,
  releaseHold,
  releaseProviderHolds,
  releaseExpiredHolds,
  chargeDueCards,
} from "./checkout.server";
export { paymentLinkPage, payPaymentLink, takesCardsOnline } from "./links.server";
export { refundBooking } from "./refunds.server";
export { adminMoneyOf, businessMoneyOf, customerMoneyOf, previewEnding } from "./views.server";
export {
  cancellationPolicy,
  connectStripe,
  paymentSettings,
  refreshStripeAccount,
  saveCancellation,
  setServicePayment,
} from "./accounts.server";
export { creditWays, paymentsPage, recordPayment } from "./dashboard.server";
export { approveBill, markBillPaid, payBill, writeBill } from "./bills.server";
export { billFormPage, billPage, billPdf, paymentPdf, type BillView } from "./bill-pages.server";
export { billsSummary, ledgerExport } from "./books.server";
export { disputePage, respondToDispute } from "./disputes.server";

/** The scheduler's minute of money: holds that ran out give their time back, saved cards due are charged, unanswered requests are sent again. */
export async function paymentSweep(now: Date) {
  for (const [name, work] of [
    ["holds", () => releaseExpiredHolds(now)],
    ["due cards", () => chargeDueCards(now)],
    ["unsent", () => sendUnsentMovements(now)],
  ] as const) {
    try {
      await work();
    } catch (error) {
      log.error(`the payment sweep's ${name} failed`, { error });
    }
  }
}
