import {
  appliedToBill,
  BILL_REASONS,
  billTotals,
  chargesSavedCard,
  dueOf,
  firstBillState,
  maxTipCents,
  tipOfPercent,
  type BillLine,
} from "~/domain/billing/bill";
import type { BillForm, BillPayment, MarkBillPaid } from "~/domain/billing/bill.schema.server";
import { NOT_FOUND_REASONS, refuse, type Outcome } from "~/domain/outcome";
import { applicationFee, ONLINE_PAYMENT_REASONS } from "~/domain/payments/online-payments";
import { LEDGER_REASONS } from "~/domain/payments/settlement";
import { parseQuoteLines } from "~/domain/quotes/quotes";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { publicOrigin } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { billPath, type BillLink } from "~/lib/signed-links.server";
import { onlinePaymentsEnabled } from "~/lib/stripe.server";
import { ledgerReasonIn } from "~/locales/money";
import { recordAudit } from "~/models/audit.server";
import {
  billChargeInFlight,
  findBill,
  findBillOfBooking,
  findOpenBillCharge,
  findQuoteOfBooking,
  insertBill,
  insertMarkedBillPayment,
  moveBill,
} from "~/models/bill.server";
import { getBookingDetails, type BookingDetails } from "~/models/booking.server";
import { addCustomerSpending } from "~/models/customer.server";
import { insertCharge, listBookingLedger, moveCharge, setLinkCheckoutSession } from "~/models/ledger.server";
import { findPaymentAccount } from "~/models/online-payments.server";
import { saveSalesTaxRate } from "~/models/provider-schedule.server";
import type { Owned } from "~/services/support/access.server";
import { inTransaction } from "~/services/support/transaction.server";
import { billEmailData, billPaid, queueBillReminders, tellBillWritten } from "./bill-notices.server";
import * as gateway from "./gateway.server";
import { NOTHING_TO_SEND, settleBooking, type Sends } from "./money.server";
import { sendAfterCommit } from "./send.server";

/**
 * The bill after the job (issue 57, decision 0055): written by whoever completed it, approved by
 * the customer when it went above what was agreed, paid by card (with a tip) through Checkout or
 * recorded by the business. Every payment is a ledger row; the one settlement rule gives back
 * what the booking paid above its bill.
 */

/** What a booking's bill is weighed against: the accepted quote's total, else the booked price. */
export async function agreedPriceOf(booking: BookingDetails, executor?: Executor): Promise<{ cents: number | null; lines: BillLine[] }> {
  const quote = booking.quote_id ? await findQuoteOfBooking(booking.quote_id, executor) : undefined;
  if (quote)
    return {
      cents: quote.total_cents,
      lines: parseQuoteLines(quote.lines).map((line) => ({
        kind: "labour",
        label: line.label,
        amountCents: line.amountCents,
        taxable: false,
      })),
    };
  const price = booking.price_cents;
  return {
    cents: price,
    lines: price ? [{ kind: "labour", label: booking.service_type, amountCents: price, taxable: false }] : [],
  };
}

/** Writes a completed job's bill and sends it; a deposit above it goes back at once. */
export async function writeBill(owned: Owned<"booking">, form: BillForm, now: Date): Promise<Outcome<{ id: string }>> {
  const outcome = await inTransaction(async (trx): Promise<Outcome<{ id: string; sends: Sends }>> => {
    const booking = await getBookingDetails(owned.id, trx);
    if (!booking?.provider_user_id || !booking.customer_id) return refuse(404, NOT_FOUND_REASONS.booking);
    if (booking.status !== "completed") return refuse(409, BILL_REASONS.notCompleted);
    const totals = billTotals(form.lines, form.taxRateBp);
    if (totals.subtotalCents < 0) return refuse(400, BILL_REASONS.negativeTotal, "line_amount_1");
    const agreed = await agreedPriceOf(booking, trx);
    const applied = appliedToBill(await listBookingLedger(booking.id, trx));
    const status = firstBillState({ totalCents: totals.totalCents, dueCents: dueOf(totals.totalCents, applied) }, agreed.cents);
    const id = await insertBill(trx, {
      bookingId: booking.id,
      ownerUserId: booking.provider_user_id,
      status,
      lines: form.lines,
      referenceCents: agreed.cents,
      subtotalCents: totals.subtotalCents,
      taxRateBp: form.taxRateBp,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      writtenBy: owned.actor.userId,
      workerUserId: booking.assigned_user_id ?? booking.provider_user_id,
      now,
    });
    if (!id) return refuse(409, BILL_REASONS.alreadyBilled);
    // The owner's rate is the business's next bill's; a member's or an admin's is this bill's alone.
    if (owned.actor.userId === booking.provider_user_id) await saveSalesTaxRate(trx, booking.provider_user_id, form.taxRateBp);
    const settled = await settleBooking(trx, booking, now);
    const sends: Sends = { movements: [...settled.movements], closePages: [...settled.closePages] };
    const bill = (await findBill(id, trx))!;
    // The customer agreed at booking to have their saved card charged after the job, up to a cap.
    const dueCents = dueOf(totals.totalCents, applied);
    const charging = chargesSavedCard({ status, dueCents }, booking.after_job_cap_cents, booking.stripe_payment_method_id !== null);
    if (charging) {
      const chargeId = await insertCharge(trx, {
        ownerUserId: booking.provider_user_id,
        customerId: booking.customer_id,
        bookingId: booking.id,
        amountCents: dueCents,
        reason: LEDGER_REASONS.bill,
        state: "sending",
        purpose: "card_on_file",
        applicationFeeCents: applicationFee(dueCents, getEnv().PLATFORM_FEE_PERCENT),
        billId: id,
        now,
      });
      if (chargeId) sends.movements.push(chargeId);
    }
    if (status === "paid") await billPaid(trx, id, booking);
    else await tellBillWritten(trx, bill, booking, now, { charging });
    await recordAudit(trx, {
      actorUserId: owned.actor.userId,
      action: "bill.write",
      entity: "booking",
      entityId: booking.id,
      details: { bill_id: id, total_cents: totals.totalCents, applied_cents: applied, status, charged_to_saved_card: charging },
    });
    return { ok: true, id, sends };
  });
  if (!outcome.ok) return outcome;
  await sendAfterCommit(outcome.sends, now);
  return { ok: true, id: outcome.id };
}

/** The customer approves a bill that went above what was agreed: it is due, and its reminders start. */
export async function approveBill(link: BillLink, now: Date): Promise<Outcome> {
  return inTransaction(async (trx) => {
    const bill = await findBill(link.billId, trx);
    if (!bill) return refuse(404, NOT_FOUND_REASONS.payment);
    if (!(await moveBill(trx, bill.id, "due", "customer", { at: now }))) return refuse(409, BILL_REASONS.notAwaiting);
    const booking = await getBookingDetails(bill.booking_id, trx);
    if (booking) await queueBillReminders(trx, await billEmailData(trx, { ...bill, status: "due" }, booking), booking.id, now);
    await recordAudit(trx, {
      actorUserId: null,
      action: "bill.approve",
      entity: "booking",
      entityId: bill.booking_id,
      details: { bill_id: bill.id },
    });
    return { ok: true };
  });
}

/** The business records that it was paid outside Porchlight: a ledger row for what was due and the tip, and the bill is paid. */
export async function markBillPaid(owned: Owned<"booking">, form: MarkBillPaid, now: Date): Promise<Outcome> {
  const outcome = await inTransaction(async (trx): Promise<Outcome<{ sends: Sends }>> => {
    const booking = await getBookingDetails(owned.id, trx);
    const bill = await findBillOfBooking(owned.id, trx);
    if (!booking?.customer_id || !bill) return refuse(404, NOT_FOUND_REASONS.booking);
    if (form.tipCents > maxTipCents(bill.subtotal_cents)) return refuse(400, BILL_REASONS.tipTooHigh, "tip_amount");
    const ledger = await listBookingLedger(booking.id, trx);
    const due = dueOf(bill.total_cents, appliedToBill(ledger));
    const moved = await moveBill(trx, bill.id, "paid", "business", {
      at: now,
      tipCents: form.tipCents,
      method: form.method,
      reference: form.reference,
    });
    if (!moved) return refuse(409, BILL_REASONS.nothingDue);
    await insertMarkedBillPayment(trx, {
      billId: bill.id,
      ownerUserId: bill.owner_user_id,
      customerId: booking.customer_id,
      bookingId: booking.id,
      amountCents: due + form.tipCents,
      tipCents: form.tipCents,
      method: form.method,
      reference: form.reference,
      reason: LEDGER_REASONS.bill,
      createdBy: owned.actor.userId,
      now,
    });
    await addCustomerSpending(trx, booking.customer_id, due + form.tipCents);
    // A card page the customer opened is no longer owed: it is voided (money landing on it anyway goes back).
    const sends: Sends = { movements: [], closePages: [] };
    const open = await findOpenBillCharge(bill.id, trx);
    if (open && (await moveCharge(trx, open.id, "voided", "settlement", { at: now })) && open.checkout_session_id)
      sends.closePages.push(open.checkout_session_id);
    await billPaid(trx, bill.id, booking);
    await recordAudit(trx, {
      actorUserId: owned.actor.userId,
      action: "bill.mark_paid",
      entity: "booking",
      entityId: booking.id,
      details: { bill_id: bill.id, method: form.method, amount_cents: due + form.tipCents, tip_cents: form.tipCents },
    });
    return { ok: true, sends };
  });
  if (!outcome.ok) return outcome;
  await sendAfterCommit(outcome.sends, now);
  return { ok: true };
}

/**
 * Opens Stripe's Checkout for what a bill has due and the tip the customer chose: the open page
 * when it asks the same, else a new row and page (an earlier page is voided and closed).
 */
export async function payBill(link: BillLink, payment: BillPayment, now: Date): Promise<Outcome<{ url: string }>> {
  const bill = await findBill(link.billId);
  if (!bill) return refuse(404, NOT_FOUND_REASONS.payment);
  if (bill.status === "awaiting_approval") return refuse(409, BILL_REASONS.notDue);
  if (bill.status === "paid") return refuse(409, BILL_REASONS.nothingDue);
  const account = await findPaymentAccount(bill.owner_user_id);
  if (!onlinePaymentsEnabled() || account?.charges_enabled !== 1) return refuse(409, BILL_REASONS.payOnline);
  // The card saved for it is being charged: its receipt, or the link again on a decline, follows.
  if (await billChargeInFlight(bill.id)) return refuse(409, ONLINE_PAYMENT_REASONS.confirming);
  const booking = await getBookingDetails(bill.booking_id);
  if (!booking?.customer_id) return refuse(404, NOT_FOUND_REASONS.booking);
  const due = dueOf(bill.total_cents, appliedToBill(await listBookingLedger(booking.id)));
  if (due === 0) return refuse(409, BILL_REASONS.nothingDue);
  const tipCents = payment.tip.kind === "percent" ? tipOfPercent(payment.tip.percent, bill.subtotal_cents) : payment.tip.cents;
  if (tipCents > maxTipCents(bill.subtotal_cents)) return refuse(400, BILL_REASONS.tipTooHigh, "tip_amount");
  const amountCents = due + tipCents;
  const open = await findOpenBillCharge(bill.id);
  if (open?.checkout_session_id && open.amount_cents === amountCents && open.tip_cents === tipCents) {
    const current = await gateway.retrievePage(open.checkout_session_id);
    if (current.ok && current.value.status === "open" && current.value.url) return { ok: true, url: current.value.url };
    if (current.ok && current.value.status === "complete") return refuse(409, ONLINE_PAYMENT_REASONS.confirming);
  }
  const customerId = booking.customer_id;
  const written = await inTransaction(
    async (trx) => {
      const closePages: string[] = [];
      if (open && (await moveCharge(trx, open.id, "voided", "settlement", { at: now })) && open.checkout_session_id)
        closePages.push(open.checkout_session_id);
      const id = await insertCharge(trx, {
        ownerUserId: bill.owner_user_id,
        customerId,
        bookingId: booking.id,
        amountCents,
        reason: LEDGER_REASONS.bill,
        state: "open",
        purpose: "link",
        // A tip carries no platform fee: it goes to the business whole.
        applicationFeeCents: applicationFee(due, getEnv().PLATFORM_FEE_PERCENT),
        billId: bill.id,
        tipCents,
        now,
      });
      return { id, sends: { movements: [], closePages } satisfies Sends };
    },
    { queuesEmail: false },
  );
  await sendAfterCommit(written.sends.closePages.length ? written.sends : NOTHING_TO_SEND, now);
  if (!written.id) return refuse(409, ONLINE_PAYMENT_REASONS.unavailable);
  const page = `${publicOrigin()}${billPath(bill.id)}`;
  const created = await gateway.createPaymentPage(
    {
      amountCents,
      applicationFeeCents: applicationFee(due, getEnv().PLATFORM_FEE_PERCENT),
      destination: account.stripe_account_id,
      productName: `${ledgerReasonIn(booking.language, LEDGER_REASONS.bill)} ${booking.reference}`,
      customerEmail: booking.customer_email,
      metadata: { payment_row_id: written.id, booking_id: booking.id },
      urls: { success: `${page}&checkout=done`, cancel: page },
      expiresAt: new Date(now.getTime() + 23 * 3_600_000),
      language: booking.language,
    },
    `bill-${written.id}-1`,
  );
  if (!created.ok || !created.value.url) {
    log.error("a bill's Checkout Session could not be made", { billId: bill.id, reason: created.ok ? "no URL" : created.reason });
    return refuse(409, ONLINE_PAYMENT_REASONS.unavailable);
  }
  const rowId = written.id;
  await inTransaction((trx) => setLinkCheckoutSession(trx, rowId, { sessionId: created.value.id, attempt: 1 }), { queuesEmail: false });
  return { ok: true, url: created.value.url };
}
