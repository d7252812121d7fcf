import { applicationFee, chargeDueAt, ONLINE_PAYMENT_MESSAGES, savesCardFirst } from "~/domain/online-payments";
import { cellsCovering } from "~/domain/slots";
import { lateForSlotEmail } from "~/domain/payment-emails";
import { refuse, type Outcome } from "~/domain/outcome";
import { getEnv } from "~/lib/env.server";
import { publicOrigin } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { bookingPath, type BookingLink } from "~/lib/signed-links.server";
import { getStripe, type Stripe } from "~/lib/stripe.server";
import type { Executor } from "~/lib/db.server";
import { reopenRequest } from "~/models/quote-request.server";
import { recordAudit } from "~/models/audit.server";
import { changeBookingStatus, claimCells, getBookingDetails, releaseCells, SlotTakenError } from "~/models/booking.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import { getProviderSchedule } from "~/models/provider-schedule.server";
import {
  claimStripeEvent,
  confirmPaidBooking,
  findBookingIdByCheckoutSession,
  findMovementByStripeId,
  getPayableBooking,
  HOLD_RELEASED_REASON,
  listDueCardCharges,
  listExpiredHolds,
  moveChargeState,
  recordStripeMovement,
  saveCardForLater,
  setCheckoutSession,
  settleMovement,
  updateAccountState,
  type PayableBooking,
} from "~/models/online-payments.server";
import { announceBooking, announceSeries, emailDataOf } from "./booking-announcements.server";
import { listSeriesVisits } from "~/models/series.server";
import { afterMovementCompleted, chargeFailed, chargeSucceeded, queueCardCharge, queueRefund, sendUnsentMovements } from "./money.server";
import { inTransaction } from "./transaction.server";

/**
 * Stripe Checkout for a booking (docs/decisions/0017). A booking that asks to be paid waits as
 * `pending`, its time held; the customer is sent to a Checkout Session by a plain 303 (no
 * JavaScript needed) and the booking is confirmed only when Stripe's signed event says it was
 * paid, each event applied once by its id. A hold that runs out releases the time (the sweep,
 * or the session's expiry event); a payment that lands after someone else took the time is
 * refunded in full and the customer told. Jobs more than six days ahead save the card instead
 * and are charged 48 hours before.
 */

/** Checkout Sessions live at least 30 minutes (Stripe's minimum); our hold may be shorter. */
const SESSION_MIN_SECONDS = 30 * 60 + 60;

function urls(booking: { id: string }, link: BookingLink | null) {
  const page = `${publicOrigin()}${link ? `/bookings/${link.bookingId}?token=${link.token}` : bookingPath(booking.id)}`;
  return { success: `${page}&checkout=done`, cancel: `${page}&checkout=cancelled` };
}

async function createSession(stripe: Stripe, booking: PayableBooking, now: Date): Promise<Stripe.Checkout.Session> {
  const { success, cancel } = urls(booking, null);
  const expiresAt = Math.floor(now.getTime() / 1000) + SESSION_MIN_SECONDS;
  const metadata = { booking_id: booking.id };
  // A series saves the card once, and each visit is charged 48 hours before it.
  const saveCard = booking.status === "pending" && (booking.series_id !== null || savesCardFirst(new Date(booking.starts_at), now));
  if (saveCard) {
    const customer = await stripe.customers.create({ email: booking.customer_email, name: booking.customer_name, metadata });
    return stripe.checkout.sessions.create({
      mode: "setup",
      customer: customer.id,
      currency: "usd",
      client_reference_id: booking.id,
      setup_intent_data: { metadata },
      metadata,
      success_url: success,
      cancel_url: cancel,
      expires_at: expiresAt,
    });
  }
  const amount = booking.amount_due_cents;
  const fee = applicationFee(amount, getEnv().PLATFORM_FEE_PERCENT);
  return stripe.checkout.sessions.create({
    mode: "payment",
    customer_email: booking.customer_email,
    client_reference_id: booking.id,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "usd",
          unit_amount: amount,
          product_data: { name: `${booking.service_type}: ${booking.payment_mode === "full" ? "payment" : "deposit"}` },
        },
      },
    ],
    // A destination charge: the provider's account receives it, the platform keeps its fee.
    payment_intent_data: {
      ...(fee > 0 ? { application_fee_amount: fee } : {}),
      transfer_data: { destination: booking.stripe_account_id! },
      metadata,
    },
    metadata,
    success_url: success,
    cancel_url: cancel,
    expires_at: expiresAt,
  });
}

/**
 * Where the customer pays what their booking asks now: the open Checkout Session of a booking
 * waiting for its payment (a new one when there is none), or a new one for a saved card's
 * declined charge. Refused when nothing is due or online payment is unavailable.
 */
export async function checkoutFor(bookingId: string, now: Date): Promise<Outcome<{ url: string }>> {
  const stripe = getStripe();
  const booking = await getPayableBooking(bookingId);
  if (!stripe || !booking?.stripe_account_id) return refuse(409, ONLINE_PAYMENT_MESSAGES.unavailable);
  const holding = booking.status === "pending" && booking.hold_expires_at !== null && new Date(booking.hold_expires_at) > now;
  const declined = booking.charge_state === "failed" && ["confirmed", "en_route"].includes(booking.status);
  if (!holding && !declined)
    return refuse(
      409,
      booking.status === "pending" || booking.cancelled_by === null
        ? ONLINE_PAYMENT_MESSAGES.holdExpired
        : "Nothing is due on this booking.",
    );
  try {
    if (booking.checkout_session_id) {
      const open = await stripe.checkout.sessions.retrieve(booking.checkout_session_id);
      if (open.status === "open" && open.url) return { ok: true, url: open.url };
    }
    const session = await createSession(stripe, booking, now);
    await inTransaction((trx) => setCheckoutSession(trx, booking.id, session.id), { queuesEmail: false });
    if (!session.url) throw new Error(`Checkout Session ${session.id} has no URL`);
    return { ok: true, url: session.url };
  } catch (error) {
    log.error("a Checkout Session could not be made", { error, bookingId });
    return refuse(500, ONLINE_PAYMENT_MESSAGES.unavailable);
  }
}

/** Releases a booking whose payment hold ran out: its time is free again (once). */
export async function releaseHold(trx: Executor, bookingId: string, now: Date): Promise<boolean> {
  const released = await changeBookingStatus(trx, bookingId, { from: ["pending"], to: "cancelled", at: now, reason: HOLD_RELEASED_REASON });
  if (!released) return false;
  // A series waits for its card as one: every visit's hold goes together.
  const { series_id: seriesId } = (await getPayableBooking(bookingId, trx))!;
  if (seriesId) {
    for (const visit of await listSeriesVisits(seriesId, trx)) {
      if (visit.id !== bookingId && visit.status === "pending") await releaseHold(trx, visit.id, now);
    }
  }
  await releaseCells(trx, bookingId);
  // A quote booked but never paid for: the customer may accept it (or another) again.
  await reopenRequest(trx, bookingId);
  await recordAudit(trx, { actorUserId: null, action: "booking.hold_released", entity: "booking", entityId: bookingId });
  return true;
}

/**
 * Sends a customer who just booked a service that asks to be paid to its Checkout Session;
 * when no session can be made, the booking's time is given back at once and the customer told.
 */
export async function checkoutNewBooking(bookingId: string, now: Date): Promise<Outcome<{ url: string }>> {
  const checkout = await checkoutFor(bookingId, now);
  if (!checkout.ok) await inTransaction((trx) => releaseHold(trx, bookingId, now));
  return checkout;
}

/** The scheduler's sweep: every hold that ran out is released, and its Checkout Session expired (best effort). */
export async function releaseExpiredHolds(now: Date): Promise<number> {
  const stripe = getStripe();
  let released = 0;
  for (const hold of await listExpiredHolds(now)) {
    if (!(await inTransaction((trx) => releaseHold(trx, hold.id, now)))) continue;
    released += 1;
    if (stripe && hold.checkout_session_id) {
      // A customer paying at this very moment is refunded or re-seated by the completion event.
      await stripe.checkout.sessions.expire(hold.checkout_session_id).catch(() => undefined);
    }
  }
  return released;
}

/** The scheduler's charges of saved cards whose deposit or price falls due (48 hours before the job). */
export async function chargeDueCards(now: Date) {
  for (const { id } of await listDueCardCharges(now)) {
    await inTransaction(async (trx) => {
      if (!(await moveChargeState(trx, id, ["due"], "charging"))) return;
      const booking = await getPayableBooking(id, trx);
      if (!booking) return;
      await queueCardCharge(trx, id, {
        amountCents: booking.amount_due_cents,
        reason: booking.payment_mode === "full" ? "Payment" : "Deposit",
        now,
      });
    });
    await sendUnsentMovements({ bookingId: id });
  }
}

// ---- Stripe's events ----------------------------------------------------------------------------

type Prepared = { event: Stripe.Event; setupIntent: Stripe.SetupIntent | null };

/** What an event needs from Stripe beyond itself, fetched before the transaction (no network call holds the database). */
async function prepare(event: Stripe.Event): Promise<Prepared> {
  const stripe = getStripe();
  if (event.type === "checkout.session.completed" && event.data.object.mode === "setup" && event.data.object.setup_intent && stripe) {
    const id = typeof event.data.object.setup_intent === "string" ? event.data.object.setup_intent : event.data.object.setup_intent.id;
    return { event, setupIntent: await stripe.setupIntents.retrieve(id) };
  }
  return { event, setupIntent: null };
}

/** A paid or card-saving booking is seated: confirmed (its time claimed again if its hold ran out), or null when its time is taken. */
async function seat(
  trx: Executor,
  booking: PayableBooking,
  now: Date,
  options: { announce: boolean } = { announce: true },
): Promise<boolean> {
  if (booking.status === "cancelled" && booking.cancelled_by === null) {
    // Its hold ran out: the same cells (job and the provider's buffer) are claimed again, if still free.
    const { bufferMinutes } = await getProviderSchedule(booking.provider_user_id!, trx);
    const cells = cellsCovering(new Date(booking.starts_at), booking.duration_minutes + bufferMinutes);
    try {
      await claimCells(trx, { providerUserId: booking.provider_user_id!, bookingId: booking.id, cells });
    } catch (error) {
      if (error instanceof SlotTakenError) return false;
      throw error;
    }
  }
  if (!(await confirmPaidBooking(trx, booking.id, now))) return false;
  if (options.announce) await announceBooking(trx, booking.id, { origin: publicOrigin(), now });
  await recordAudit(trx, {
    actorUserId: null,
    action: "booking.paid",
    entity: "booking",
    entityId: booking.id,
    details: { by: "customer" },
  });
  return true;
}

async function checkoutCompleted(trx: Executor, prepared: Prepared, session: Stripe.Checkout.Session, now: Date): Promise<string | null> {
  const bookingId = session.metadata?.booking_id ?? (session.id ? await findBookingIdByCheckoutSession(session.id, trx) : undefined);
  const booking = bookingId ? await getPayableBooking(bookingId, trx) : undefined;
  if (!booking?.provider_user_id || !booking.customer_id) return null;
  const seatable = booking.status === "pending" || (booking.status === "cancelled" && booking.cancelled_by === null);

  if (session.mode === "setup") {
    const intent = prepared.setupIntent;
    const paymentMethod = typeof intent?.payment_method === "string" ? intent.payment_method : intent?.payment_method?.id;
    const customer = typeof intent?.customer === "string" ? intent.customer : intent?.customer?.id;
    if (!seatable || !paymentMethod || !customer) return null;
    if (booking.series_id) {
      await seatSeries(trx, booking.series_id, { customerId: customer, paymentMethodId: paymentMethod }, now);
      return booking.id;
    }
    if (await seat(trx, booking, now)) {
      await saveCardForLater(trx, booking.id, {
        customerId: customer,
        paymentMethodId: paymentMethod,
        dueAt: chargeDueAt(new Date(booking.starts_at)),
      });
    } else {
      await enqueueEmail(
        trx,
        lateForSlotEmail(emailDataOf((await getBookingDetails(booking.id, trx))!, publicOrigin()), 0, bookAgainUrl(booking)),
        {
          bookingId: booking.id,
        },
      );
    }
    return booking.id;
  }

  if (session.payment_status !== "paid" || !session.payment_intent) return null;
  const intentId = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent.id;
  const amount = session.amount_total ?? booking.amount_due_cents;
  const what = booking.payment_mode === "full" ? "Payment" : "Deposit";
  const chargeId = await recordStripeMovement(trx, {
    ownerUserId: booking.provider_user_id,
    customerId: booking.customer_id,
    bookingId: booking.id,
    kind: "charge",
    amountCents: amount,
    status: "completed",
    reason: what,
    stripeId: intentId,
    applicationFeeCents: applicationFee(amount, getEnv().PLATFORM_FEE_PERCENT),
    now,
  });
  if (!chargeId) return null;
  await afterMovementCompleted(trx, chargeId);

  if (seatable) {
    if (!(await seat(trx, booking, now))) {
      // Paid after the hold ran out, and the time is someone else's now: all of it goes back.
      await queueRefund(trx, booking.id, {
        amountCents: amount,
        reason: "Refund: the time was taken before the payment arrived",
        createdBy: null,
        now,
      });
      const details = await getBookingDetails(booking.id, trx);
      await enqueueEmail(trx, lateForSlotEmail(emailDataOf(details!, publicOrigin()), amount, bookAgainUrl(booking)), {
        bookingId: booking.id,
      });
    }
  } else if (booking.charge_state === "failed") {
    await moveChargeState(trx, booking.id, ["failed"], "paid");
  } else {
    // Paid twice (two sessions), or after the booking ended: the money goes back.
    await queueRefund(trx, booking.id, {
      amountCents: amount,
      reason: "Refund: this booking was already paid or has ended",
      createdBy: null,
      now,
    });
  }
  return booking.id;
}

/**
 * A series' card is saved: every visit still waiting is seated with it (each charged 48 hours
 * before its start) and the series announced once; a visit whose time was taken after its hold
 * ran out stays cancelled, and the customer sees it on the series' page.
 */
async function seatSeries(trx: Executor, seriesId: string, card: { customerId: string; paymentMethodId: string }, now: Date) {
  const seated: string[] = [];
  for (const visit of await listSeriesVisits(seriesId, trx)) {
    const booking = await getPayableBooking(visit.id, trx);
    const waiting = booking && (booking.status === "pending" || (booking.status === "cancelled" && booking.cancelled_by === null));
    if (!booking || !waiting || !(await seat(trx, booking, now, { announce: false }))) continue;
    await saveCardForLater(trx, booking.id, { ...card, dueAt: chargeDueAt(new Date(booking.starts_at)) });
    seated.push(booking.id);
  }
  await announceSeries(trx, seated, { origin: publicOrigin(), now });
}

function bookAgainUrl(booking: { service_id: string | null }): string {
  return booking.service_id ? `${publicOrigin()}/service/${booking.service_id}?book=1` : publicOrigin();
}

async function apply(trx: Executor, prepared: Prepared, now: Date): Promise<string | null> {
  const { event } = prepared;
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return checkoutCompleted(trx, prepared, event.data.object, now);
    case "checkout.session.expired": {
      const bookingId = await findBookingIdByCheckoutSession(event.data.object.id, trx);
      if (bookingId) await releaseHold(trx, bookingId, now);
      return null;
    }
    case "payment_intent.succeeded": {
      const movementId = event.data.object.metadata?.payment_row_id;
      if (movementId) await chargeSucceeded(trx, movementId, event.data.object.id);
      return null;
    }
    case "account.updated":
      await updateAccountState(trx, event.data.object.id, {
        chargesEnabled: event.data.object.charges_enabled ?? false,
        detailsSubmitted: event.data.object.details_submitted ?? false,
      });
      return null;
    case "refund.updated":
    case "refund.failed": {
      const refund = event.data.object;
      const movement = await findMovementByStripeId(refund.id, trx);
      const status =
        refund.status === "succeeded" ? "completed" : refund.status === "failed" || refund.status === "canceled" ? "failed" : null;
      if (movement && status && (await settleMovement(trx, movement.id, { stripeId: refund.id, status })) && status === "completed") {
        await afterMovementCompleted(trx, movement.id);
      }
      return null;
    }
    default:
      return null;
  }
}

/**
 * Applies one verified Stripe event, once: the event's id is claimed in the same transaction as
 * its changes, so a second delivery (or two machines at once) changes nothing. The refunds it
 * decided are sent after the commit.
 */
export async function applyStripeEvent(event: Stripe.Event, now = new Date()): Promise<{ applied: boolean }> {
  if (event.type === "payment_intent.payment_failed") {
    // Stripe's answer to the charge may already have recorded it; failing is once either way.
    const movementId = event.data.object.metadata?.payment_row_id;
    const fresh = await inTransaction((trx) => claimStripeEvent(trx, event), { queuesEmail: false });
    if (fresh && movementId) await chargeFailed(movementId, event.data.object.id);
    return { applied: fresh };
  }
  const prepared = await prepare(event);
  const result = await inTransaction(async (trx) => {
    if (!(await claimStripeEvent(trx, event))) return { applied: false, bookingId: null };
    return { applied: true, bookingId: await apply(trx, prepared, now) };
  });
  if (result.bookingId) await sendUnsentMovements({ bookingId: result.bookingId });
  return { applied: result.applied };
}

/** A customer cancelled a booking still waiting for its payment: its session is closed too. */
export async function closeCheckout(bookingId: string) {
  const stripe = getStripe();
  const booking = await getPayableBooking(bookingId);
  if (stripe && booking?.checkout_session_id) await stripe.checkout.sessions.expire(booking.checkout_session_id).catch(() => undefined);
}
