import { applicationFee, chargeDueAt, ONLINE_PAYMENT_REASONS, savesCardFirst } from "~/domain/payments/online-payments";
import { hasLanded } from "~/domain/payments/money-states";
import { inLanguage, type Language } from "~/domain/language";
import { cardSavedTooLateEmailFor, lateForSlotEmailFor } from "~/locales/payment-emails";
import { ledgerReasonMidSentence } from "~/locales/money";
import { LEDGER_REASONS } from "~/domain/payments/settlement";
import { cellsCovering } from "~/domain/schedule/slots";
import { refuse, type Outcome } from "~/domain/outcome";
import { getEnv } from "~/lib/env.server";
import { publicOrigin } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { bookingPath } from "~/lib/signed-links.server";
import type { Executor } from "~/lib/db.server";
import { recordAudit } from "~/models/audit.server";
import { changeBookingStatus, claimCells, releaseCells, SlotTakenError } from "~/models/booking.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import { insertCharge, listBookingLedger, listDueScheduledCharges } from "~/models/ledger.server";
import {
  getPayableBooking,
  listExpiredHolds,
  listPayableSeriesVisits,
  saveCard,
  setCheckoutSession,
  type PayableBooking,
} from "~/models/online-payments.server";
import { getProviderSchedule } from "~/models/provider-schedule.server";
import { reopenRequest } from "~/models/quote-request.server";
import { announceBooking, announceSeries, emailDataOf } from "~/services/notifications/index.server";
import { inTransaction } from "~/services/support/transaction.server";
import { onlinePaymentsEnabled } from "~/lib/stripe.server";
import * as gateway from "./gateway.server";
import { chargeLanded, joinSends, NOTHING_TO_SEND, settleBooking, settleEnding, type Sends } from "./money.server";
import { sendAfterCommit } from "./send.server";

/**
 * Stripe Checkout for a booking (docs/decisions/0017, 0022): the booking waits as `pending` with
 * its time held, the customer goes to Checkout by a plain 303, and only Stripe's signed event
 * confirms it. An expired hold gives the time back; jobs more than six days ahead save the card and
 * are charged 48 hours before.
 */

/** What Checkout's line says is paid, in the customer's language. */

/** Checkout Sessions live at least 30 minutes (Stripe's minimum); our hold may be shorter. */
const SESSION_MIN_SECONDS = 30 * 60 + 60;

function pageUrls(booking: PayableBooking) {
  const page = `${publicOrigin()}${bookingPath(booking.id, booking.language)}`;
  return { success: `${page}&checkout=done`, cancel: `${page}&checkout=cancelled` };
}

/** A booking's Checkout page for this attempt: Stripe makes one per key, so a double submit gets the same page. */
function createPage(booking: PayableBooking, attempt: number, now: Date) {
  const metadata = { booking_id: booking.id };
  const expiresAt = new Date(now.getTime() + SESSION_MIN_SECONDS * 1000);
  const key = `checkout-${booking.id}-${attempt}`;
  // A series saves the card once, and each visit is charged 48 hours before it.
  const saveFirst = booking.status === "pending" && (booking.series_id !== null || savesCardFirst(new Date(booking.starts_at), now));
  if (saveFirst) {
    return gateway.createCardSavingPage(
      {
        customerEmail: booking.customer_email,
        customerName: booking.customer_name,
        metadata,
        urls: pageUrls(booking),
        expiresAt,
        language: booking.language,
      },
      key,
    );
  }
  return gateway.createPaymentPage(
    {
      amountCents: booking.amount_due_cents,
      applicationFeeCents: applicationFee(booking.amount_due_cents, getEnv().PLATFORM_FEE_PERCENT),
      destination: booking.stripe_account_id!,
      productName: `${booking.service_type}: ${ledgerReasonMidSentence(booking.language, booking.payment_mode === "full" ? LEDGER_REASONS.payment : LEDGER_REASONS.deposit)}`,
      customerEmail: booking.customer_email,
      metadata,
      urls: pageUrls(booking),
      expiresAt,
      language: booking.language,
      saveCard: booking.after_job_cap_cents !== null,
    },
    key,
  );
}

/** What a booking still asks to be paid on a page: its hold's payment, or a saved card's declined charge. */
async function payable(booking: PayableBooking, now: Date): Promise<boolean> {
  if (booking.status === "pending") return booking.hold_expires_at !== null && new Date(booking.hold_expires_at) > now;
  if (booking.status !== "confirmed" && booking.status !== "en_route") return false;
  const ledger = await listBookingLedger(booking.id);
  const due = ledger.filter((row) => row.purpose === "due");
  return due.some((row) => row.state === "failed") && !due.some((row) => hasLanded(row.state ?? "") || row.state === "sent");
}

/**
 * Where the customer pays what their booking asks now: its open Checkout page, or a new one when
 * there is none or it expired. A page is keyed by the booking and its attempt's number (the
 * stored page's number plus one), so requests at once get one page from Stripe.
 */
export async function checkoutFor(bookingId: string, now: Date): Promise<Outcome<{ url: string }>> {
  const booking = await getPayableBooking(bookingId);
  if (!onlinePaymentsEnabled() || !booking?.stripe_account_id) return refuse(409, ONLINE_PAYMENT_REASONS.unavailable);
  if (!(await payable(booking, now)))
    return refuse(
      409,
      booking.status === "pending" || booking.status === "expired" ? ONLINE_PAYMENT_REASONS.holdExpired : ONLINE_PAYMENT_REASONS.nothingDue,
    );
  if (booking.checkout_session_id) {
    const current = await gateway.retrievePage(booking.checkout_session_id);
    if (!current.ok) return refuse(409, ONLINE_PAYMENT_REASONS.unavailable);
    if (current.value.status === "open" && current.value.url) return { ok: true, url: current.value.url };
    // Paid already, its event on the way: a second page would take the money twice. A completed
    // card-saving page took no money: a declined charge of that card is paid on a new page.
    if (current.value.status === "complete" && current.value.mode === "payment") return refuse(409, ONLINE_PAYMENT_REASONS.confirming);
  }
  const attempt = booking.checkout_attempt + 1;
  const page = await createPage(booking, attempt, now);
  if (!page.ok || !page.value.url) {
    log.error("a Checkout Session could not be made", { bookingId, reason: page.ok ? "no URL" : page.reason });
    return refuse(409, ONLINE_PAYMENT_REASONS.unavailable);
  }
  await inTransaction((trx) => setCheckoutSession(trx, booking.id, { sessionId: page.value.id, attempt }), { queuesEmail: false });
  return { ok: true, url: page.value.url };
}

/**
 * A hold ran out: the booking is expired (once), its time and its request given back, and its
 * money settled (nothing is kept). A series waits for its card as one: every visit goes together.
 */
export async function releaseHold(trx: Executor, booking: PayableBooking, now: Date): Promise<Sends | null> {
  const bookingId = booking.id;
  if (!(await changeBookingStatus(trx, bookingId, { to: "expired", by: "hold", at: now }))) return null;
  const sends: Sends[] = [];
  if (booking.series_id) {
    // The other visits, read together (the one in hand is not read again).
    for (const visit of await listPayableSeriesVisits(booking.series_id, trx)) {
      if (visit.id !== bookingId && visit.status === "pending") sends.push((await releaseHold(trx, visit, now)) ?? NOTHING_TO_SEND);
    }
  }
  await releaseCells(trx, bookingId);
  // A quote booked but never paid for: the customer may accept it (or another) again.
  await reopenRequest(trx, bookingId);
  await recordAudit(trx, { actorUserId: null, action: "booking.hold_released", entity: "booking", entityId: bookingId });
  sends.push((await settleEnding(trx, { ...booking, status: "expired" }, { kind: "expired" }, { actorUserId: null, now })).sends);
  if (booking.checkout_session_id) sends.push({ movements: [], closePages: [booking.checkout_session_id] });
  return joinSends(...sends);
}

/** Releases the hold of a booking known by its id (read here, once). */
async function releaseHoldOf(trx: Executor, bookingId: string, now: Date): Promise<Sends | null> {
  const booking = await getPayableBooking(bookingId, trx);
  return booking ? releaseHold(trx, booking, now) : null;
}

/**
 * Sends a customer who just booked a service that asks to be paid to its Checkout page; when no
 * page can be made, the booking's time is given back at once and the customer told.
 */
export async function checkoutNewBooking(bookingId: string, now: Date): Promise<Outcome<{ url: string }>> {
  const checkout = await checkoutFor(bookingId, now);
  if (!checkout.ok) {
    const released = await inTransaction((trx) => releaseHoldOf(trx, bookingId, now));
    if (released) await sendAfterCommit(released, now);
  }
  return checkout;
}

/** Gives back the time of every unpaid booking of a provider whose hold ran out (inside a booking's transaction). */
export async function releaseProviderHolds(trx: Executor, providerUserId: string, now: Date, limit = 20): Promise<Sends> {
  const sends: Sends[] = [];
  for (const hold of await listExpiredHolds(now, { providerUserId, limit }, trx))
    sends.push((await releaseHoldOf(trx, hold.id, now)) ?? NOTHING_TO_SEND);
  return joinSends(...sends);
}

/** The sweep: every hold that ran out is released, and its Checkout page closed. */
export async function releaseExpiredHolds(now: Date): Promise<number> {
  let released = 0;
  for (const hold of await listExpiredHolds(now)) {
    const sends = await inTransaction((trx) => releaseHoldOf(trx, hold.id, now));
    if (!sends) continue;
    released += 1;
    await sendAfterCommit(sends, now);
  }
  return released;
}

/**
 * A paid (or card-saving) booking is seated: a pending one confirmed; an expired one confirmed
 * when its cells (job and buffer) are still free, claimed again. False when its time was taken.
 */
export async function seat(trx: Executor, booking: PayableBooking, now: Date, options: { announce: boolean } = { announce: true }) {
  if (booking.status === "expired") {
    // The time comes back to whoever the job was given to, with their own buffer.
    const person = booking.assigned_user_id ?? booking.provider_user_id!;
    const { bufferMinutes } = await getProviderSchedule(person, trx);
    const cells = cellsCovering(new Date(booking.starts_at), booking.duration_minutes + bufferMinutes);
    try {
      await claimCells(trx, { providerUserId: person, bookingId: booking.id, cells });
    } catch (error) {
      if (error instanceof SlotTakenError) return false;
      throw error;
    }
  }
  if (!(await changeBookingStatus(trx, booking.id, { to: "confirmed", by: "payment", at: now }))) return false;
  if (options.announce) await announceBooking(trx, { ...booking, status: "confirmed" }, { origin: publicOrigin(), now });
  await recordAudit(trx, {
    actorUserId: null,
    action: "booking.paid",
    entity: "booking",
    entityId: booking.id,
    details: { by: "customer" },
  });
  return true;
}

/** The service's page to book again, in the customer's language. */
function bookAgainUrl(booking: { service_id: string | null; language: Language }): string {
  return `${publicOrigin()}${inLanguage(booking.service_id ? `/service/${booking.service_id}?book=1` : "/", booking.language)}`;
}

/**
 * A booking's deposit or price was paid on its Checkout page: recorded once (by its payment
 * intent), the booking seated when it was waiting, and the rule settles the rest (a second
 * payment, or money for a booking that ended, goes back; the e-mail says why).
 */
export async function bookingPagePaid(
  trx: Executor,
  booking: PayableBooking,
  payment: { intentId: string; amountCents: number },
  now: Date,
): Promise<Sends> {
  if (!booking.provider_user_id || !booking.customer_id) return NOTHING_TO_SEND;
  const chargeId = await insertCharge(trx, {
    ownerUserId: booking.provider_user_id,
    customerId: booking.customer_id,
    bookingId: booking.id,
    amountCents: payment.amountCents,
    reason: booking.payment_mode === "full" ? LEDGER_REASONS.payment : LEDGER_REASONS.deposit,
    state: "succeeded",
    purpose: "due",
    stripeId: payment.intentId,
    applicationFeeCents: applicationFee(payment.amountCents, getEnv().PLATFORM_FEE_PERCENT),
    now,
  });
  if (!chargeId) return NOTHING_TO_SEND;
  const waiting = booking.status === "pending" || booking.status === "expired";
  if (!waiting) return chargeLanded(trx, chargeId, now, { booking });
  if (await seat(trx, booking, now)) return chargeLanded(trx, chargeId, now, { booking: { ...booking, status: "confirmed" } });
  // Paid after the hold ran out, and the time is someone else's now: all of it goes back.
  const sends = await chargeLanded(trx, chargeId, now, { booking, reason: LEDGER_REASONS.refundTimeTaken, receipt: false });
  await enqueueEmail(trx, lateForSlotEmailFor(emailDataOf(booking, publicOrigin()), payment.amountCents, bookAgainUrl(booking)), {
    bookingId: booking.id,
  });
  return sends;
}

/**
 * A card was saved on a booking's card-saving page: the booking (or every waiting visit of its
 * series) is seated, and its deposit or price is scheduled 48 hours before its start (sent at
 * once when that time has come). A booking whose time was taken meanwhile is told nothing was
 * charged.
 */
export async function bookingCardSaved(
  trx: Executor,
  booking: PayableBooking,
  card: { customerId: string; paymentMethodId: string },
  now: Date,
): Promise<Sends> {
  if (booking.status !== "pending" && booking.status !== "expired") return NOTHING_TO_SEND;
  if (booking.series_id) return seatSeries(trx, booking.series_id, card, now);
  if (!(await seat(trx, booking, now))) {
    await enqueueEmail(trx, cardSavedTooLateEmailFor(emailDataOf(booking, publicOrigin()), bookAgainUrl(booking)), {
      bookingId: booking.id,
    });
    return NOTHING_TO_SEND;
  }
  return scheduleDueCharge(trx, { ...booking, status: "confirmed" }, card, now);
}

async function scheduleDueCharge(trx: Executor, booking: PayableBooking, card: { customerId: string; paymentMethodId: string }, now: Date) {
  await saveCard(trx, booking.id, card);
  if (booking.amount_due_cents > 0 && booking.provider_user_id && booking.customer_id) {
    await insertCharge(trx, {
      ownerUserId: booking.provider_user_id,
      customerId: booking.customer_id,
      bookingId: booking.id,
      amountCents: booking.amount_due_cents,
      reason: booking.payment_mode === "full" ? LEDGER_REASONS.payment : LEDGER_REASONS.deposit,
      state: "scheduled",
      purpose: "due",
      dueAt: chargeDueAt(new Date(booking.starts_at)).toISOString(),
      applicationFeeCents: applicationFee(booking.amount_due_cents, getEnv().PLATFORM_FEE_PERCENT),
      now,
    });
  }
  // Its 48 hours may already be under way: the rule sends it now.
  return settleBooking(trx, booking, now);
}

/**
 * A series' card is saved: every visit still waiting is seated with it (each charged 48 hours
 * before its start) and the series announced once; a visit whose time was taken after its hold
 * ran out stays expired, and the customer sees it on the series' page.
 */
async function seatSeries(trx: Executor, seriesId: string, card: { customerId: string; paymentMethodId: string }, now: Date) {
  const seated: PayableBooking[] = [];
  const sends: Sends[] = [];
  // Every visit read in one query, each handed on as it stands.
  for (const booking of await listPayableSeriesVisits(seriesId, trx)) {
    const waiting = booking.status === "pending" || booking.status === "expired";
    if (!waiting || !(await seat(trx, booking, now, { announce: false }))) continue;
    const confirmed = { ...booking, status: "confirmed" as const };
    sends.push(await scheduleDueCharge(trx, confirmed, card, now));
    seated.push(confirmed);
  }
  await announceSeries(trx, seated, { origin: publicOrigin(), now });
  return joinSends(...sends);
}

/** A booking's Checkout page expired: the hold it was paying for is released, when it is the booking's current page. */
export async function bookingPageExpired(trx: Executor, booking: PayableBooking, sessionId: string, now: Date): Promise<Sends> {
  if (booking.status !== "pending" || booking.checkout_session_id !== sessionId) return NOTHING_TO_SEND;
  return (await releaseHold(trx, booking, now)) ?? NOTHING_TO_SEND;
}

/** The sweep's saved cards whose 48 hours have come: the rule sends each (or voids it, its booking ended). */
export async function chargeDueCards(now: Date) {
  for (const { booking_id: bookingId } of await listDueScheduledCharges(now)) {
    if (!bookingId) continue;
    const sends = await inTransaction(async (trx) => {
      const booking = await getPayableBooking(bookingId, trx);
      return booking ? settleBooking(trx, booking, now) : NOTHING_TO_SEND;
    });
    await sendAfterCommit(sends, now);
  }
}
