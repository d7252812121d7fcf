import { reviewHiddenEmails, reviewInvitationEmail, reviewReminderEmail, type ReviewInvitationData } from "~/domain/review-emails";
import {
  REVIEW_MESSAGES,
  REVIEW_REMINDER_KIND,
  reviewEditableUntil,
  reviewerName,
  reviewLinkExpiry,
  reviewReminderAt,
} from "~/domain/reviews";
import { type ReviewForm } from "~/domain/reviews.schema.server";
import { isUuid } from "~/domain/uuid";
import type { Executor } from "~/lib/db.server";
import type { ReviewRow } from "~/lib/db-schema";
import { newReviewNonce, readReviewToken, reviewPath, reviewToken } from "~/lib/review-token.server";
import { recordAudit } from "~/models/audit.server";
import { enqueueEmail, withdrawQueuedEmails } from "~/models/email-outbox.server";
import {
  findReview,
  findReviewInvitation,
  findReviewOfBooking,
  insertReview,
  refreshServiceRating,
  saveReply,
  saveReviewInvitation,
  setReviewHidden,
  updateReviewInWindow,
  type ReviewInvitation,
} from "~/models/review.server";
import { inTransaction } from "./transaction.server";

export type ReviewRefusal = { ok: false; status: 400 | 403 | 404 | 409 | 410; message: string };
const refuse = (status: ReviewRefusal["status"], message: string): ReviewRefusal => ({ ok: false, status, message });

/**
 * Invites the customer of a booking just marked completed: a signed link (valid 30 days) by
 * e-mail now, and one reminder after 3 days that is withdrawn when they review first. Runs in
 * the transaction that completes the booking.
 */
export async function inviteReview(
  trx: Executor,
  booking: {
    id: string;
    customer_name: string;
    customer_email: string;
    service_type: string;
    preferred_date: string;
    business_name: string | null;
  },
  options: { origin: string; now: Date },
): Promise<void> {
  const claims = { bookingId: booking.id, nonce: newReviewNonce(), expiresAt: reviewLinkExpiry(options.now) };
  await saveReviewInvitation(trx, claims);
  const data: ReviewInvitationData = {
    customerName: booking.customer_name,
    customerEmail: booking.customer_email,
    serviceName: booking.service_type,
    businessName: booking.business_name ?? "Your provider",
    date: booking.preferred_date,
    reviewUrl: `${options.origin}${reviewPath(reviewToken(claims))}`,
  };
  await enqueueEmail(trx, reviewInvitationEmail(data), { bookingId: booking.id });
  await enqueueEmail(trx, reviewReminderEmail(data), { bookingId: booking.id, sendAfter: reviewReminderAt(options.now) });
}

export type ReviewLink =
  | { ok: true; mode: "new"; invitation: ReviewInvitation; review: null }
  | { ok: true; mode: "edit"; invitation: ReviewInvitation; review: ReviewRow };

/**
 * What a review link allows now: writing the review (a genuine, current, unexpired link of a
 * completed booking without one), changing it (within 7 days of writing), or nothing, with
 * the reason. A forged link, a replaced one and a used one past its edit window are refused.
 */
export async function openReviewLink(token: string | null, now: Date, executor?: Executor): Promise<ReviewLink | ReviewRefusal> {
  const claims = readReviewToken(token);
  if (!claims || !isUuid(claims.bookingId)) return refuse(403, REVIEW_MESSAGES.invalidLink);
  const invitation = await findReviewInvitation(claims.bookingId, executor);
  if (!invitation) return refuse(403, REVIEW_MESSAGES.invalidLink);
  if (invitation.nonce !== claims.nonce) return refuse(410, REVIEW_MESSAGES.replacedLink);
  if (invitation.status !== "completed" || !invitation.service_id) return refuse(409, REVIEW_MESSAGES.notCompleted);
  const review = await findReviewOfBooking(claims.bookingId, executor);
  if (review) {
    if (now.toISOString() >= review.editable_until) return refuse(410, REVIEW_MESSAGES.editClosed);
    return { ok: true, mode: "edit", invitation, review };
  }
  if (now.getTime() >= claims.expiresAt.getTime()) return refuse(410, REVIEW_MESSAGES.expired);
  return { ok: true, mode: "new", invitation, review: null };
}

/**
 * Writes or changes the review a link allows, and keeps the service's rating in step in the
 * same transaction. Of two simultaneous first submissions the unique booking keeps one; the
 * other becomes a change of it, within the same edit window.
 */
export async function submitReview(input: {
  token: string | null;
  form: ReviewForm;
  now: Date;
}): Promise<{ ok: true; created: boolean } | ReviewRefusal> {
  try {
    return await inTransaction(async (trx) => {
      const link = await openReviewLink(input.token, input.now, trx);
      if (!link.ok) throw new Refused(link);
      const { invitation } = link;
      const body = input.form.body?.trim() || null;
      const serviceId = invitation.service_id!;
      let created = false;
      if (link.mode === "new") {
        const id = await insertReview(trx, {
          bookingId: invitation.booking_id,
          serviceId,
          providerUserId: invitation.provider_user_id,
          rating: input.form.rating,
          body,
          reviewerName: reviewerName(invitation.customer_name),
          at: input.now,
          editableUntil: reviewEditableUntil(input.now),
        });
        created = id !== null;
      }
      if (!created) {
        const changed = await updateReviewInWindow(trx, {
          bookingId: invitation.booking_id,
          rating: input.form.rating,
          body,
          at: input.now,
        });
        if (!changed) throw new Refused(refuse(410, REVIEW_MESSAGES.editClosed));
      }
      await refreshServiceRating(trx, serviceId);
      await withdrawQueuedEmails(trx, invitation.booking_id, REVIEW_REMINDER_KIND, "The customer wrote their review.");
      await recordAudit(trx, {
        actorUserId: null,
        action: created ? "review.write" : "review.edit",
        entity: "booking",
        entityId: invitation.booking_id,
        details: { by: "customer", rating: input.form.rating, service_id: serviceId },
      });
      return { ok: true as const, created };
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

class Refused extends Error {
  constructor(readonly refusal: ReviewRefusal) {
    super(refusal.message);
  }
}

/** A provider answers a review of one of their services (one reply, which they may change). */
export async function replyToReview(input: { reviewId: string; providerUserId: string; reply: string; now: Date }) {
  if (!isUuid(input.reviewId)) return refuse(404, REVIEW_MESSAGES.notFound);
  return inTransaction(async (trx) => {
    const review = await findReview(input.reviewId, trx);
    if (!review || review.provider_user_id !== input.providerUserId) return refuse(404, REVIEW_MESSAGES.notFound);
    await saveReply(trx, { reviewId: review.id, providerUserId: input.providerUserId, reply: input.reply, at: input.now });
    await recordAudit(trx, {
      actorUserId: input.providerUserId,
      action: "review.reply",
      entity: "review",
      entityId: review.id,
      details: { edited: review.reply !== null },
    });
    return { ok: true as const };
  });
}

/**
 * An admin hides a review (with a reason both sides are told) or restores it. Hidden reviews
 * leave the service page and its rating, recomputed in the same transaction.
 */
export async function moderateReview(input: {
  reviewId: string;
  adminUserId: string;
  hide: { reason: string } | null;
  now: Date;
}): Promise<{ ok: true } | ReviewRefusal> {
  if (!isUuid(input.reviewId)) return refuse(404, REVIEW_MESSAGES.notFound);
  return inTransaction(async (trx) => {
    const review = await findReview(input.reviewId, trx);
    if (!review) return refuse(404, REVIEW_MESSAGES.notFound);
    const changed = await setReviewHidden(trx, {
      reviewId: review.id,
      hide: input.hide ? { at: input.now, reason: input.hide.reason, by: input.adminUserId } : null,
    });
    if (!changed) return { ok: true as const };
    await refreshServiceRating(trx, review.service_id);
    if (input.hide) {
      for (const email of reviewHiddenEmails({
        customerName: review.customer_name,
        customerEmail: review.customer_email,
        providerEmail: review.provider_email,
        serviceName: review.service_name,
        businessName: review.business_name,
        reason: input.hide.reason,
      })) {
        if (email.to) await enqueueEmail(trx, email);
      }
    }
    await recordAudit(trx, {
      actorUserId: input.adminUserId,
      action: input.hide ? "review.hide" : "review.restore",
      entity: "review",
      entityId: review.id,
      details: input.hide ? { reason: input.hide.reason, service_id: review.service_id } : { service_id: review.service_id },
    });
    return { ok: true as const };
  });
}
