import { textBookingCustomer, textWhenOf } from "~/services/notifications/index.server";
import { appliedToBill, dueOf, parseBillLines } from "~/domain/billing/bill";
import type { Executor } from "~/lib/db.server";
import { publicOrigin } from "~/lib/http.server";
import { billPath } from "~/lib/signed-links.server";
import { billEmailIn, billReceiptEmailIn, billReminderEmailIn, type BillEmailData } from "~/locales/bill-emails";
import { customerTexts } from "~/locales/texts";
import { unnamedProviderWords } from "~/locales/unnamed-provider";
import { findBill, moveBill, type BillRow } from "~/models/bill.server";
import type { BookingDetails } from "~/models/booking.server";
import { enqueueEmail, withdrawQueuedEmails } from "~/models/email-outbox.server";
import { listBookingLedger, type Movement } from "~/models/ledger.server";

/**
 * What a bill tells its customer (decision 0055): the bill once written, two reminders while it is
 * due (3 and 7 days on, withdrawn in the transaction that pays it) and the receipt once paid. Kept
 * apart from money.server.ts, which calls billChargeLanded when a bill's payment lands.
 */

const REMINDER_DAYS = [3, 7] as const;
const DAY = 86_400_000;

/** A bill as its e-mails say it, with what the booking already paid and what is due now. */
export async function billEmailData(trx: Executor, bill: BillRow, booking: BookingDetails): Promise<BillEmailData> {
  const appliedCents = appliedToBill(await listBookingLedger(booking.id, trx));
  const language = booking.language;
  return {
    to: booking.customer_email,
    customerName: booking.customer_name,
    businessName: booking.business_name ?? unnamedProviderWords[language].yourProvider,
    service: booking.service_type,
    reference: booking.reference,
    lines: parseBillLines(bill.lines),
    taxCents: bill.tax_cents,
    totalCents: bill.total_cents,
    appliedCents,
    dueCents: bill.status === "paid" ? 0 : dueOf(bill.total_cents, appliedCents),
    tipCents: bill.tip_cents,
    url: `${publicOrigin()}${billPath(bill.id, language)}`,
    language,
  };
}

/**
 * The bill reaches its customer: by e-mail, by text where they confirmed a number, and its
 * reminders once it is due. A bill charged to the card they saved for it says so, and waits for
 * the charge: its receipt, or on a decline the link (billChargeDeclined).
 */
export async function tellBillWritten(
  trx: Executor,
  bill: BillRow,
  booking: BookingDetails,
  now: Date,
  options: { charging?: boolean } = {},
) {
  const data = await billEmailData(trx, bill, booking);
  if (options.charging) {
    await enqueueEmail(trx, billEmailIn(data, "charging"), { bookingId: booking.id });
    return;
  }
  await enqueueEmail(trx, billEmailIn(data, bill.status === "awaiting_approval" ? "approve" : "pay"), { bookingId: booking.id });
  await textBookingCustomer(
    trx,
    booking,
    "payment_link",
    (link) =>
      customerTexts(booking.language).paymentLink({
        business: data.businessName,
        service: booking.service_type,
        when: textWhenOf(booking),
        amountCents: data.dueCents,
        link,
      }),
    { now, path: billPath(bill.id, booking.language) },
  );
  if (bill.status === "due") await queueBillReminders(trx, data, booking.id, now);
}

/** The two reminders of a due bill, each sent once unless the bill is paid first. */
export async function queueBillReminders(trx: Executor, data: BillEmailData, bookingId: string, now: Date) {
  for (const days of REMINDER_DAYS)
    await enqueueEmail(trx, billReminderEmailIn(data), { bookingId, sendAfter: new Date(now.getTime() + days * DAY) });
}

/** A bill was just paid: its reminders are withdrawn and its receipt goes out. */
export async function billPaid(trx: Executor, billId: string, booking: BookingDetails) {
  const bill = await findBill(billId, trx);
  if (!bill) return;
  await withdrawQueuedEmails(trx, booking.id, "bill_reminder", "The bill was paid.");
  await enqueueEmail(trx, billReceiptEmailIn(await billEmailData(trx, bill, booking)), { bookingId: booking.id });
}

/**
 * A bill's payment landed (inside the transaction that recorded it, before the booking's money is
 * settled): the bill is paid with the tip it carried. Whether this landing paid it: a second page
 * paid lands on a bill already paid, and the settlement gives it back.
 */
export async function billChargeLanded(trx: Executor, charge: Movement, booking: BookingDetails, now: Date): Promise<boolean> {
  if (!charge.bill_id) return false;
  const paid = await moveBill(trx, charge.bill_id, "paid", "payment", { at: now, tipCents: charge.tip_cents, method: "credit" });
  if (paid) await billPaid(trx, charge.bill_id, booking);
  return paid;
}

/** The saved card was declined for a bill: the customer pays by the bill's link, reminded as for any bill due. */
export async function billChargeDeclined(trx: Executor, charge: Movement, booking: BookingDetails, now: Date) {
  if (!charge.bill_id) return;
  const bill = await findBill(charge.bill_id, trx);
  if (bill?.status === "due") await tellBillWritten(trx, bill, booking, now);
}
