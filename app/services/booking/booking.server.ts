import { placeOf } from "~/domain/places/geo";
import { firstNameOf } from "~/domain/team/team";
import { bookingEndedNote, OUTBOX_NOTE_REASONS } from "~/domain/statuses";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { BOOKING_REASONS, slotFieldOf, zipInAddress } from "~/domain/booking/booking";
import { ADMIN_BOOKING_REASONS } from "~/domain/booking/admin-bookings";
import {
  cancellationRefusal,
  CUSTOMER_REASONS,
  isLive,
  LIFECYCLE_REASONS,
  notAllowedReason,
  MOVABLE_STATUSES,
  STATUS_LABEL_REASONS,
  rescheduleRefusal,
  transitionRefusal,
  type BookingStatus,
} from "~/domain/booking/booking-lifecycle";
import { cancelledEmailsFor, enRouteEmailFor, noShowEmailFor, rescheduledEmailsFor } from "~/locales/booking-emails";
import { checkSlot, SLOT_REASONS, type SlotCheck } from "~/domain/schedule/slots";
import { timeZoneAbbreviation } from "~/domain/time";
import { newId } from "~/domain/uuid";
import { dueNowOf, policyOf } from "~/domain/payments/online-payments";
import { afterJobCapOf } from "~/domain/billing/bill";
import { NOT_FOUND_REASONS, type Outcome, type Refusal, refuse } from "~/domain/outcome";
import type { BookingLink } from "~/lib/signed-links.server";
import type { Executor } from "~/lib/db.server";
import type { CancelledBy } from "~/lib/db-schema";
import { getEnv } from "~/lib/env.server";
import { onlinePaymentsEnabled } from "~/lib/stripe.server";
import { orFailure } from "~/services/support/failure.server";
import { decideInTransaction } from "~/services/support/transaction.server";
import type { Owned } from "~/services/support/access.server";
import { recordAudit } from "~/models/audit.server";
import { reopenRequest } from "~/models/quote-request.server";
import {
  changeBookingStatus,
  getBookingDetails,
  insertBooking,
  moveBooking,
  releaseCells,
  SlotTakenError,
  type BookingDetails,
  type NewBooking,
} from "~/models/booking.server";
import { adjustCustomerBookings, recordOnlineCustomer } from "~/models/customer.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import { getActiveService, type ServiceCard } from "~/models/service.server";
import { findZipCode } from "~/models/zip-code.server";
import { attachBooking, insertThread } from "~/models/thread.server";
import { bumpSeriesSequence, seriesHasReviewInvitation } from "~/models/series.server";
import { SERIES_WINDOW_DAYS } from "~/domain/series/series";
import { slotContextFor } from "./availability.server";
import { arrivalMinutesOf } from "./day-route.server";
import { assigneeFor, claimJob } from "./assignment.server";
import {
  endingMoneyWords,
  joinSends,
  NOTHING_TO_SEND,
  releaseProviderHolds,
  sendAfterCommit,
  settleBooking,
  settleEnding,
  type Sends,
} from "~/services/payments/index.server";
import type { OneTimeSubmission } from "~/lib/submission-key.server";
import { madeBy, priorOf } from "~/services/support/submissions.server";
import {
  announceBooking,
  emailDataOf,
  queueReminder,
  reread,
  withdrawReminder,
  withdrawTimeTexts,
  consentOfForm,
  textBookingCustomer,
  textWhenOf,
  withdrawBookingTexts,
} from "~/services/notifications/index.server";
import type { ConsentContext } from "~/lib/http.server";
import { customerTexts } from "~/locales/texts";
import { inviteReview } from "~/services/reviews/index.server";
import { timeFreed } from "~/services/support/freed-time.server";

/**
 * The booking use cases: book, move, cancel and change a booking's status, each checking with the
 * slot engine and the lifecycle, and writing the booking, its claims, its e-mails and its audit
 * entry in one transaction. A customer acts through their signed link, a business on a booking the
 * access gate found theirs.
 */

/** Who acts: a customer (through their booking link), or a signed-in provider or admin. */
export type Actor = { kind: "customer" } | { kind: "provider" | "admin"; userId: string };

export type BookingRequest = {
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  preferred_date: string;
  preferred_time: string;
  service_address?: string;
  special_requests?: string | null;
  /** "on": the customer ticked the box for texts about this booking. */
  text_consent?: "on";
  /** "on": the customer agreed their saved card be charged after the job, up to the cap (decision 0055). */
  charge_after_job?: "on";
};

/**
 * A booking made from an accepted quote (docs/decisions/0018): the quote's job length and total,
 * its deposit (asked online when payment is on), its thread carried on, and its request claimed
 * inside the booking's transaction (`claim` refuses when another accept won).
 */
export type QuoteTerms = {
  quoteId: string;
  threadId: string;
  durationMinutes: number;
  totalCents: number;
  depositCents: number | null;
  claim: (trx: Executor, bookingId: string) => Promise<Refusal | null>;
};

/**
 * A booking of a start a waitlist offer holds (decision 0033): in the booking's transaction the
 * offer is taken and its hold let go (`release` refuses an offer that ended), the booking claims
 * the same cells for the same person, and `attach` records what it became.
 */
export type OfferHold = {
  release: (trx: Executor) => Promise<Refusal | null>;
  attach: (trx: Executor, booking: { id: string; awaitingPayment: boolean }) => Promise<void>;
  prefer: string;
  paymentHoldUntil: Date;
};

/** What a customer's booking asks to be paid now: the quote's deposit, else the service's rule. */
/** A start the slot rules refused, beside its field: "just booked" is a conflict (409), the rest bad input. */
function slotRefusal(check: Extract<SlotCheck, { ok: false }>): Refusal {
  return refuse(check.reason === "taken" || check.reason === "unreachable" ? 409 : 400, check.message, slotFieldOf(check.reason));
}

function dueOf(service: ServiceCard, actor: Actor, quote: QuoteTerms | undefined) {
  if (actor.kind !== "customer") return { mode: null, amountDueCents: 0 };
  if (!quote) return dueNowOf(service, onlinePaymentsEnabled());
  if (quote.depositCents === null || !onlinePaymentsEnabled() || service.takes_online_payments !== 1)
    return { mode: null, amountDueCents: 0 };
  return { mode: quote.depositCents >= quote.totalCents ? ("full" as const) : ("deposit" as const), amountDueCents: quote.depositCents };
}

/**
 * The row of one booking (a single one, or a visit of a series) as every booking flow writes it:
 * the customer's details, the job's place, zone, length and start, what it asks to be paid now
 * (then it waits as `pending`, its hold running) and the policy the customer saw.
 */
export function bookingRow(input: {
  id: string;
  service: ServiceCard;
  customerId: string;
  request: BookingRequest;
  coordinates: { lat: number; lng: number };
  timeZone: string;
  durationMinutes: number;
  startsAt: Date;
  due: { mode: "deposit" | "full" | null; amountDueCents: number };
  priceCents: number | null;
  quoteId?: string | null;
  series?: { id: string; index: number; size: number; date: string };
  /** Who does the job (the provider, or a member of their team). */
  assignedUserId: string;
  /** When an unpaid booking lets its time go: PAYMENT_HOLD_MINUTES from now unless a waitlist offer says sooner. */
  paymentHoldUntil?: Date;
  /** The customer's consent to texts about it (decision 0034). */
  textConsentId?: string | null;
  /** The customer's language, which every e-mail and text to them uses. */
  language?: Language;
  now: Date;
}): NewBooking {
  const { request, now } = input;
  const awaitingPayment = input.due.mode !== null;
  return {
    id: input.id,
    service_id: input.service.id,
    provider_user_id: input.service.provider_user_id,
    assigned_user_id: input.assignedUserId,
    customer_id: input.customerId,
    customer_name: request.customer_name,
    customer_email: request.customer_email,
    customer_phone: request.customer_phone,
    service_type: input.service.service_name,
    service_address: request.service_address ?? "",
    service_lat: input.coordinates.lat,
    service_lng: input.coordinates.lng,
    preferred_date: request.preferred_date,
    preferred_time: request.preferred_time,
    time_zone: input.timeZone,
    duration_minutes: input.durationMinutes,
    starts_at: input.startsAt.toISOString(),
    special_requests: request.special_requests || null,
    text_consent_id: input.textConsentId ?? null,
    language: input.language ?? DEFAULT_LANGUAGE,
    status: awaitingPayment ? "pending" : "confirmed",
    status_changed_at: now.toISOString(),
    created_at: now.toISOString(),
    price_cents: input.priceCents,
    payment_mode: input.due.mode,
    amount_due_cents: input.due.amountDueCents,
    // The terms the customer saw: every later refund and fee follows these.
    cancellation_policy: JSON.stringify(policyOf(input.service)),
    hold_expires_at: awaitingPayment
      ? (input.paymentHoldUntil ?? new Date(now.getTime() + getEnv().PAYMENT_HOLD_MINUTES * 60_000)).toISOString()
      : null,
    quote_id: input.quoteId ?? null,
    // Asked only of a single booking paid online with a price: its card is saved with the payment.
    after_job_cap_cents:
      request.charge_after_job === "on" && awaitingPayment && !input.series && input.priceCents ? afterJobCapOf(input.priceCents) : null,
    ...(input.series
      ? { series_id: input.series.id, series_index: input.series.index, series_size: input.series.size, series_date: input.series.date }
      : {}),
  };
}

/** Where the job happens: the zip in the customer's address when it is a known one, else the service's. */
export async function jobCoordinates(trx: Executor, service: ServiceCard, address: string) {
  const zip = zipInAddress(address);
  const place = zip ? await findZipCode(zip, trx) : undefined;
  return place ? { lat: place.lat, lng: place.lng } : { lat: service.lat, lng: service.lng };
}

/**
 * A booking's transaction: a refusal keeps nothing it wrote, and a claim that lost the race for
 * a cell (the database's UNIQUE decides) is the customer's "just booked" beside the time.
 */
async function decided<T extends object>(work: (trx: Executor) => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await decideInTransaction(work);
  } catch (error) {
    if (error instanceof SlotTakenError) return refuse(409, SLOT_REASONS.taken, "preferred_time");
    throw error;
  }
}

type BookingInput = {
  service: ServiceCard;
  request: BookingRequest;
  origin: string;
  now: Date;
  actor: Actor;
  customerId?: string;
  quote?: QuoteTerms;
  /** The form's one-time submission: posted again, it finds this booking (docs/decisions/0026). */
  once?: OneTimeSubmission;
  /** The team member the customer chose, where the owner lets them (decision 0032). */
  member?: string | null;
  /** The waitlist offer holding this start for the customer. */
  offer?: OfferHold;
  /** Where the form was sent from, recorded with a tick for texts (decision 0034)... */
  consent?: ConsentContext | null;
  /** ...or the consent given before (the quote request's, the waitlist entry's) that carries on. */
  textConsentId?: string | null;
  /** The customer's language: the page's they booked on, or what they asked in before. */
  language?: Language;
};

/**
 * Books a start on a service, for the customer themselves or a job a business books for one of its
 * customers (`customerId`). In one transaction: the start checked against the slot rules on the
 * database's claims, given to whoever does it, the customer recorded, the booking and its claim
 * written, its conversation opened, the people told, audited.
 */
export async function bookService(input: BookingInput): Promise<Outcome<{ id: string; awaitingPayment: boolean; duplicate?: boolean }>> {
  const { service, request, now } = input;
  const providerUserId = service.provider_user_id;
  if (!providerUserId) return refuse(400, BOOKING_REASONS.cannotBook);
  const outcome = await decided(
    async (trx): Promise<Outcome<{ id: string; awaitingPayment: boolean; sends: Sends; duplicate?: boolean }>> => {
      const prior = await priorOf(trx, input.once);
      if (prior) return { ok: true, id: prior, awaitingPayment: false, sends: NOTHING_TO_SEND, duplicate: true };
      // An unpaid booking whose hold ran out gives its time back before anyone books (the sweep may not have come yet).
      const released = await releaseProviderHolds(trx, providerUserId, now);
      const start = await checkedStart(trx, input);
      if (!start.ok) return start;
      const assignee = await assigneeFor(trx, {
        providerUserId,
        check: start.check,
        timeZone: start.context.timeZone,
        prefer: input.offer?.prefer,
      });
      const customerId = await customerOf(trx, input, providerUserId);
      // A customer's booking of a service that asks to be paid online waits for its payment,
      // holding its time meanwhile; a business books its customers' jobs to be paid on site.
      const due = dueOf(service, input.actor, input.quote);
      const awaitingPayment = due.mode !== null;
      const id = newId();
      await insertBooking(
        trx,
        bookingRow({
          id,
          service,
          customerId,
          request,
          coordinates: await jobCoordinates(trx, service, request.service_address ?? ""),
          timeZone: start.context.timeZone,
          durationMinutes: start.context.durationMinutes,
          startsAt: start.check.startsAt,
          due,
          priceCents: input.quote ? input.quote.totalCents : service.price_from_cents,
          quoteId: input.quote?.quoteId ?? null,
          assignedUserId: assignee.userId,
          paymentHoldUntil: input.offer?.paymentHoldUntil,
          textConsentId: (await consentOfForm(trx, request, input.consent, now)) ?? input.textConsentId ?? null,
          language: input.language,
          now,
        }),
      );
      await claimJob(trx, id, assignee);
      await input.offer?.attach(trx, { id, awaitingPayment });
      const refused = await openConversation(trx, input, id, providerUserId);
      if (refused) return refused;
      if (!awaitingPayment) await announceBooking(trx, await reread(trx, id), { origin: input.origin, now });
      await auditBooking(trx, input, id, awaitingPayment ? due.amountDueCents : null);
      await madeBy(trx, input.once, id);
      return { ok: true, id, awaitingPayment, sends: released };
    },
  );
  if (!outcome.ok) return outcome;
  await sendAfterCommit(outcome.sends, now);
  return { ok: true, id: outcome.id, awaitingPayment: outcome.awaitingPayment, duplicate: outcome.duplicate };
}

/** The start asked for, checked by the slot rules on the claims as they are in this transaction (a waitlist offer's hold let go first). */
async function checkedStart(trx: Executor, input: BookingInput) {
  if (input.offer) {
    const ended = await input.offer.release(trx);
    if (ended) return ended;
  }
  const context = await slotContextFor(input.service, input.request.preferred_date, input.now, {
    executor: trx,
    durationMinutes: input.quote?.durationMinutes,
    member: input.member,
    place: await jobCoordinates(trx, input.service, input.request.service_address ?? ""),
  });
  if (!context) return refuse(400, BOOKING_REASONS.cannotBook);
  const check = checkSlot(input.request.preferred_date, input.request.preferred_time, context);
  if (!check.ok) return slotRefusal(check);
  return { ok: true as const, context, check };
}

/** The business's customer record: the one the business booked for, or the online customer, found or added. */
async function customerOf(trx: Executor, input: BookingInput, providerUserId: string): Promise<string> {
  if (input.customerId) {
    await adjustCustomerBookings(trx, input.customerId, 1);
    return input.customerId;
  }
  return recordOnlineCustomer(trx, {
    ownerUserId: providerUserId,
    name: input.request.customer_name,
    email: input.request.customer_email,
    phone: input.request.customer_phone,
    address: input.request.service_address ?? "",
  });
}

/** Every booking has its conversation: a quote's carries on (once its claim holds), any other gets a new one. */
async function openConversation(trx: Executor, input: BookingInput, id: string, providerUserId: string): Promise<Refusal | null> {
  if (input.quote) {
    const refusal = await input.quote.claim(trx, id);
    if (refusal) return refusal;
    await attachBooking(trx, input.quote.threadId, id);
    return null;
  }
  await insertThread(trx, {
    id: newId(),
    booking_id: id,
    service_id: input.service.id,
    provider_user_id: providerUserId,
    customer_name: input.request.customer_name,
    customer_email: input.request.customer_email,
    sent_at: input.now.toISOString(),
  });
  return null;
}

function auditBooking(trx: Executor, input: BookingInput, id: string, awaitingPaymentCents: number | null) {
  return recordAudit(trx, {
    actorUserId: input.actor.kind === "customer" ? null : input.actor.userId,
    action: "booking.create",
    entity: "booking",
    entityId: id,
    details: {
      by: input.actor.kind,
      service_id: input.service.id,
      date: input.request.preferred_date,
      time: input.request.preferred_time,
      ...(awaitingPaymentCents !== null ? { awaiting_payment: awaitingPaymentCents } : {}),
      ...(input.quote ? { quote_id: input.quote.quoteId } : {}),
      ...(input.offer ? { from_waitlist: true } : {}),
    },
  });
}

/**
 * The customer moves their booking to another start of the same service: the old cells are
 * freed and the new ones claimed in one transaction (a booking racing for them leaves exactly
 * one owner), the reminder moves, both sides are e-mailed, and calendars see a higher SEQUENCE.
 */
export async function rescheduleBooking(
  input: ({ link: BookingLink } | { owned: Owned<"booking"> }) & { date: string; time: string; origin: string; now: Date },
): Promise<Outcome> {
  const { now } = input;
  // The customer's link, or a booking the gate found the provider's (or an admin's).
  const { bookingId, actor } = whoMoves("link" in input ? input.link : input.owned);
  const outcome = await decided(async (trx): Promise<Outcome<{ sends: Sends; freed: string }>> => {
    const booking = await getBookingDetails(bookingId, trx);
    if (!booking) return refuse(404, NOT_FOUND_REASONS.booking);
    const refusal = rescheduleRefusal(booking, now, actor.kind === "customer" ? getEnv().RESCHEDULE_NOTICE_HOURS : 0);
    if (refusal) return refuse(400, refusal);
    const service = booking.service_id ? await getActiveService(booking.service_id, trx) : undefined;
    if (!service || !service.provider_user_id) return refuse(400, CUSTOMER_REASONS.serviceGone);
    if (input.date === booking.preferred_date && input.time === booking.preferred_time) {
      return refuse(400, CUSTOMER_REASONS.moveSameTime, "preferred_time");
    }
    const context = await slotContextFor(service, input.date, now, {
      executor: trx,
      exceptBookingId: booking.id,
      durationMinutes: booking.duration_minutes,
      place: placeOf(booking.service_lat, booking.service_lng),
      // A series reaches further ahead than one booking may.
      windowDays: booking.series_id ? SERIES_WINDOW_DAYS : undefined,
    });
    if (!context) return refuse(400, CUSTOMER_REASONS.serviceGone);
    const check = checkSlot(input.date, input.time, context);
    if (!check.ok) return slotRefusal(check);

    // The job stays with whoever does it while they are free at the new time.
    const assignee = await assigneeFor(trx, {
      providerUserId: service.provider_user_id,
      check,
      timeZone: context.timeZone,
      prefer: booking.assigned_user_id,
    });
    await releaseCells(trx, booking.id);
    await claimJob(trx, booking.id, assignee);
    const moved = await moveBooking(trx, booking.id, {
      date: input.date,
      time: input.time,
      timeZone: context.timeZone,
      startsAt: check.startsAt,
      assignedUserId: assignee.userId,
      from: MOVABLE_STATUSES,
    });
    if (!moved) return refuse(409, CUSTOMER_REASONS.changedMeanwhile);
    if (booking.series_id) await bumpSeriesSequence(trx, booking.series_id);
    // The booking as the move left it, read once for its money and its e-mails: a saved card's
    // charge follows the new start (sent now when its 48 hours have begun).
    const after = await reread(trx, booking.id);
    const sends = await settleBooking(trx, after, now);
    const data = emailDataOf(after, input.origin);
    await withdrawReminder(trx, booking.id, OUTBOX_NOTE_REASONS.bookingMoved, now);
    await queueReminder(trx, after, data, now);
    const previous = {
      preferred_date: booking.preferred_date,
      preferred_time: booking.preferred_time,
      timeZoneLabel: timeZoneAbbreviation(new Date(booking.starts_at), booking.time_zone),
    };
    for (const email of rescheduledEmailsFor(data, previous)) {
      if (email.to) await enqueueEmail(trx, email, { bookingId: booking.id });
    }
    // An earlier move's text not sent yet says a time that no longer holds; the customer's own move is confirmed at once, whatever the hour.
    await withdrawBookingTexts(trx, booking.id, ["booking_moved"], OUTBOX_NOTE_REASONS.movedAgain, now);
    await textBookingCustomer(
      trx,
      after,
      "booking_moved",
      (link) =>
        customerTexts(after.language).moved({ business: data.businessName, service: after.service_type, when: textWhenOf(after), link }),
      { now, urgent: actor.kind === "customer" },
    );
    await recordAudit(trx, {
      actorUserId: actor.kind === "customer" ? null : actor.userId,
      action: "booking.reschedule",
      entity: "booking",
      entityId: booking.id,
      details: { by: actor.kind, from: `${booking.preferred_date} ${booking.preferred_time}`, to: `${input.date} ${input.time}` },
    });
    return { ok: true, sends, freed: service.provider_user_id };
  });
  if (!outcome.ok) return outcome;
  await sendAfterCommit(outcome.sends, now);
  await timeFreed(outcome.freed, now);
  return { ok: true };
}

/** The booking a move or a cancellation is about, and who makes it. */
export function whoMoves(scope: BookingLink | Owned<"booking">): { bookingId: string; actor: Actor } {
  if ("bookingId" in scope) return { bookingId: scope.bookingId, actor: { kind: "customer" } };
  return { bookingId: scope.id, actor: { kind: scope.actor.seesAll ? "admin" : "provider", userId: scope.actor.userId } };
}

/**
 * Cancels a booking: frees its time, withdraws its reminder, settles its money by the policy
 * (what goes to Stripe is returned, to send after the commit) and tells whoever did not cancel
 * (unless `quiet`: a series' cancellation tells once for all). A booking that was still waiting
 * for its payment gives its quote's request back and closes its Checkout page.
 */
export async function cancelInside(
  trx: Executor,
  booking: BookingDetails,
  options: { by: CancelledBy; actorUserId: string | null; reason: string | null; origin: string; now: Date; quiet?: boolean },
): Promise<Outcome<{ settlement: { feeCents: number; refundCents: number }; sends: Sends }>> {
  const changed = await changeBookingStatus(trx, booking.id, {
    to: "cancelled",
    by: options.by,
    at: options.now,
    cancelledBy: options.by,
    reason: options.reason,
  });
  if (!changed) return refuse(409, CUSTOMER_REASONS.changedMeanwhile);
  await releaseCells(trx, booking.id);
  await withdrawTimeTexts(trx, booking.id, OUTBOX_NOTE_REASONS.cancelled, options.now);
  // The policy the customer saw decides what is refunded or charged (a provider's cancellation refunds all).
  const { settlement, sends, told } = await settleEnding(
    trx,
    { ...booking, status: "cancelled" },
    { kind: "cancellation", by: options.by },
    options,
  );
  const unpaid = booking.status === "pending";
  if (unpaid) await reopenRequest(trx, booking.id);
  if (booking.customer_id) await adjustCustomerBookings(trx, booking.customer_id, -1);
  if (booking.series_id) await bumpSeriesSequence(trx, booking.series_id);
  if (!options.quiet) {
    const data = emailDataOf(booking, options.origin);
    const money = {
      customer: endingMoneyWords(told, { audience: "customer", ending: "cancellation" }, data.language ?? DEFAULT_LANGUAGE),
      business: endingMoneyWords(told, { audience: "business", ending: "cancellation" }, data.providerLanguage ?? DEFAULT_LANGUAGE),
    };
    for (const email of cancelledEmailsFor(data, { by: options.by, reason: options.reason, money })) {
      if (email.to) await enqueueEmail(trx, email, { bookingId: booking.id });
    }
    const refund = customerTexts(booking.language).refundWords({
      refundedCents: told.settlement.refundCents,
      keptCents: told.settlement.feeCents,
    });
    await textBookingCustomer(
      trx,
      booking,
      "booking_cancelled",
      (link) =>
        customerTexts(booking.language).cancelled({
          business: data.businessName,
          service: booking.service_type,
          when: textWhenOf(booking),
          refund,
          link,
        }),
      // The customer's own cancellation is confirmed at once, whatever the hour (decision 0034).
      { now: options.now, urgent: options.by === "customer" },
    );
  }
  await recordAudit(trx, {
    actorUserId: options.actorUserId,
    action: "booking.status",
    entity: "booking",
    entityId: booking.id,
    details: {
      by: options.by,
      from: booking.status,
      to: "cancelled",
      reason: options.reason,
      ...(settlement.feeCents || settlement.refundCents ? { fee_cents: settlement.feeCents, refund_cents: settlement.refundCents } : {}),
    },
  });
  const page: Sends =
    unpaid && booking.checkout_session_id ? { movements: [], closePages: [booking.checkout_session_id] } : NOTHING_TO_SEND;
  return { ok: true, settlement, sends: joinSends(sends, page) };
}

/** The customer cancels from their booking link (before the start). */
export async function cancelBookingAsCustomer(input: { link: BookingLink; origin: string; now: Date }): Promise<Outcome> {
  const outcome = await decided(async (trx) => {
    const booking = await getBookingDetails(input.link.bookingId, trx);
    if (!booking) return refuse(404, NOT_FOUND_REASONS.booking);
    const refusal = cancellationRefusal(booking, input.now);
    if (refusal) return refuse(400, refusal);
    const cancelled = await cancelInside(trx, booking, {
      by: "customer",
      actorUserId: null,
      reason: null,
      origin: input.origin,
      now: input.now,
    });
    return cancelled.ok ? { ...cancelled, freed: booking.provider_user_id } : cancelled;
  });
  if (!outcome.ok) return outcome;
  // Once the end has committed: its refund and fee go to Stripe, and a payment page still open closes.
  await sendAfterCommit(outcome.sends, input.now);
  await timeFreed(outcome.freed, input.now);
  return { ok: true };
}

/**
 * A provider (their own bookings) or an admin (any) moves a booking along its lifecycle:
 * confirmed → en route (the customer is e-mailed) → in progress → completed, or a no-show, or
 * cancelled with a reason the customer receives. Finished bookings free their time.
 */
export async function changeStatus(input: {
  booking: Owned<"booking">;
  to: BookingStatus;
  reason?: string | null;
  origin: string;
  now: Date;
}): Promise<Outcome<{ to: BookingStatus }>> {
  const { actor } = input.booking;
  const by = actor.seesAll ? ("admin" as const) : actor.role === "member" ? ("member" as const) : ("provider" as const);
  const failure = {
    message: ADMIN_BOOKING_REASONS.changeFailed,
    log: "booking status change failed",
    details: { bookingId: input.booking.id },
  };
  const outcome = await orFailure(failure, () =>
    decided(async (trx): Promise<Outcome<{ to: BookingStatus; sends: Sends }>> => {
      const booking = await getBookingDetails(input.booking.id, trx);
      if (!booking) return refuse(404, NOT_FOUND_REASONS.booking);
      const refusal = transitionRefusal(booking, input.to, input.now, by);
      if (refusal) return refuse(409, refusal);
      // The table lets no member cancel; said again so the cancellation below is the business's.
      if (input.to === "cancelled" && by !== "member") {
        const reason = input.reason?.trim() ?? "";
        if (!reason) return refuse(400, LIFECYCLE_REASONS.reasonRequired);
        const cancelled = await cancelInside(trx, booking, {
          by,
          actorUserId: actor.userId,
          reason,
          origin: input.origin,
          now: input.now,
        });
        return cancelled.ok ? { ok: true, to: input.to, sends: cancelled.sends } : cancelled;
      }
      const changed = await changeBookingStatus(trx, booking.id, {
        to: input.to,
        by,
        at: input.now,
        notified: input.to === "en_route",
      });
      if (!changed) return refuse(409, notAllowedReason(booking.status, input.to));
      if (!isLive(input.to)) {
        await releaseCells(trx, booking.id);
        await withdrawTimeTexts(trx, booking.id, bookingEndedNote(STATUS_LABEL_REASONS[input.to]), input.now);
      }
      const details: Record<string, unknown> = { by, from: booking.status, to: input.to };
      let sends = NOTHING_TO_SEND;
      if (input.to === "no_show") {
        // The policy the customer saw: its no-show fee is kept or charged, the rest refunded.
        const ended = await settleEnding(
          trx,
          { ...booking, status: input.to },
          { kind: "no-show" },
          { actorUserId: actor.userId, now: input.now },
        );
        sends = ended.sends;
        // The customer is told, in the words the provider saw before confirming it.
        const data = emailDataOf(booking, input.origin);
        await enqueueEmail(
          trx,
          noShowEmailFor(
            data,
            endingMoneyWords(ended.told, { audience: "customer", ending: "no-show" }, data.language ?? DEFAULT_LANGUAGE),
          ),
          {
            bookingId: booking.id,
          },
        );
        if (ended.settlement.feeCents || ended.settlement.refundCents)
          Object.assign(details, { fee_cents: ended.settlement.feeCents, refund_cents: ended.settlement.refundCents });
      }
      // The job is done: a saved card's deposit or price not taken yet is due now.
      if (input.to === "completed") sends = await settleBooking(trx, { ...booking, status: input.to }, input.now);
      if (input.to === "en_route") {
        const data = emailDataOf(booking, input.origin);
        // How long the drive from their last place takes (issue 58): "about 20 minutes".
        const arrivalMinutes = await arrivalMinutesOf(trx, booking);
        details.email_id = await enqueueEmail(trx, enRouteEmailFor({ ...data, arrivalMinutes }), { bookingId: booking.id });
        details.customer_email = booking.customer_email;
        // "On the way" goes at once, whatever the hour: the customer is waiting at the door.
        await textBookingCustomer(
          trx,
          booking,
          "on_the_way",
          (link) =>
            customerTexts(booking.language).onTheWay({
              business: data.businessName,
              who: data.member ?? firstNameOf(booking.owner_name ?? data.businessName),
              service: booking.service_type,
              link,
              minutes: arrivalMinutes,
            }),
          { now: input.now, urgent: true },
        );
      }
      if (input.to === "completed") {
        // A series is reviewed once, after its first completed visit.
        const reviewed = booking.series_id !== null && (await seriesHasReviewInvitation(trx, booking.series_id));
        if (!reviewed) await inviteReview(trx, booking, { origin: input.origin, now: input.now });
      }
      await recordAudit(trx, { actorUserId: actor.userId, action: "booking.status", entity: "booking", entityId: booking.id, details });
      return { ok: true, to: input.to, sends };
    }),
  );
  if (!outcome.ok) return outcome;
  await sendAfterCommit(outcome.sends, input.now);
  if (!isLive(outcome.to)) await timeFreed(input.booking.ownerUserId, input.now);
  return { ok: true, to: outcome.to };
}
