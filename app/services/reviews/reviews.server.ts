import { firstNameAndInitial } from "~/domain/forms/fields";
import { OUTBOX_NOTE_REASONS } from "~/domain/statuses";
import type { ReviewInvitationData } from "~/locales/en/review-emails";
import { reviewHiddenEmailsFor } from "~/locales/notices";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { reviewInvitationEmailFor, reviewReminderEmailFor } from "~/locales/review-emails";
import { longDateIn } from "~/locales/clock";
import { unnamedProviderWords } from "~/locales/unnamed-provider";
import { REVIEW_REASONS, REVIEW_REMINDER_KIND, reviewEditableUntil, reviewLinkExpiry, reviewReminderAt } from "~/domain/reviews/reviews";
import { type ReviewForm } from "~/domain/reviews/reviews.schema.server";
import { refuse, refuseForm, type Outcome, type Refusal } from "~/domain/outcome";
import type { Executor } from "~/lib/db.server";
import type { ReviewRow } from "~/lib/db-schema";
import { log } from "~/lib/logger.server";
import { newReviewNonce, reviewPath, reviewToken, type ReviewLink } from "~/lib/signed-links.server";
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
import type { Owned } from "~/services/support/access.server";
import { takeReviewPost } from "~/services/support/limits.server";
import { decideInTransaction, inTransaction } from "~/services/support/transaction.server";

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
    language: Language;
  },
  options: { origin: string; now: Date },
): Promise<void> {
  const claims = { bookingId: booking.id, nonce: newReviewNonce(), expiresAt: reviewLinkExpiry(options.now) };
  await saveReviewInvitation(trx, claims);
  const data: ReviewInvitationData = {
    customerName: booking.customer_name,
    customerEmail: booking.customer_email,
    serviceName: booking.service_type,
    businessName: booking.business_name ?? unnamedProviderWords[booking.language].yourProvider,
    date: booking.preferred_date,
    reviewUrl: `${options.origin}${reviewPath(reviewToken(claims), booking.language)}`,
  };
  await enqueueEmail(trx, reviewInvitationEmailFor({ ...data, language: booking.language }), { bookingId: booking.id });
  await enqueueEmail(trx, reviewReminderEmailFor({ ...data, language: booking.language }), {
    bookingId: booking.id,
    sendAfter: reviewReminderAt(options.now),
  });
}

export type ReviewInvitationState =
  | { ok: true; mode: "new"; invitation: ReviewInvitation; review: null }
  | { ok: true; mode: "edit"; invitation: ReviewInvitation; review: ReviewRow };

/** A review link the gate could not open (forged, cut short, another kind of token). */
export const INVALID_REVIEW_LINK: Refusal = refuse(403, REVIEW_REASONS.invalidLink);

/**
 * What a review link allows now: writing the review (a current, unexpired link of a completed
 * booking without one), changing it (within 7 days of writing), or nothing, with the reason. A
 * replaced link and a used one past its edit window are refused.
 */
export async function reviewInvitationState(link: ReviewLink, now: Date, executor?: Executor): Promise<ReviewInvitationState | Refusal> {
  const invitation = await findReviewInvitation(link.bookingId, executor);
  if (!invitation) return refuse(403, REVIEW_REASONS.invalidLink);
  if (invitation.nonce !== link.nonce) return refuse(410, REVIEW_REASONS.replacedLink);
  if (invitation.status !== "completed" || !invitation.service_id) return refuse(409, REVIEW_REASONS.notCompleted);
  const review = await findReviewOfBooking(link.bookingId, executor);
  if (review) {
    if (now.toISOString() >= review.editable_until) return refuse(410, REVIEW_REASONS.editClosed);
    return { ok: true, mode: "edit", invitation, review };
  }
  if (now.getTime() >= link.expiresAt.getTime()) return refuse(410, REVIEW_REASONS.expired);
  return { ok: true, mode: "new", invitation, review: null };
}

/** The review page of a link that allows a review: what is reviewed and what was written before. */
export async function reviewPage(
  link: ReviewLink,
  now: Date,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Outcome<{ review: ReturnType<typeof reviewView> }>> {
  const state = await reviewInvitationState(link, now);
  return state.ok ? { ok: true, review: reviewView(state, language) } : state;
}

function reviewView(state: ReviewInvitationState, language: Language) {
  const { invitation, review } = state;
  return {
    mode: state.mode,
    serviceId: invitation.service_id,
    serviceName: invitation.service_type,
    businessName: invitation.business_name ?? unnamedProviderWords[language].yourProvider,
    date: longDateIn(language, invitation.preferred_date),
    reviewerName: firstNameAndInitial(invitation.customer_name),
    defaultValue: { rating: review ? String(review.rating) : "", body: review?.body ?? "" },
  };
}

/**
 * Writes or changes the review a link allows, and keeps the service's rating in step in the
 * same transaction. Of two simultaneous first submissions the unique booking keeps one; the
 * other becomes a change of it, within the same edit window.
 */
export async function submitReview(input: {
  link: ReviewLink;
  form: ReviewForm;
  now: Date;
}): Promise<Outcome<{ created: boolean; serviceId: string }>> {
  return decideInTransaction(async (trx) => {
    const link = await reviewInvitationState(input.link, input.now, trx);
    if (!link.ok) return link;
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
        reviewerName: firstNameAndInitial(invitation.customer_name),
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
      if (!changed) return refuse(410, REVIEW_REASONS.editClosed);
    }
    await refreshServiceRating(trx, serviceId);
    await withdrawQueuedEmails(trx, invitation.booking_id, REVIEW_REMINDER_KIND, OUTBOX_NOTE_REASONS.reviewWritten);
    await recordAudit(trx, {
      actorUserId: null,
      action: created ? "review.write" : "review.edit",
      entity: "booking",
      entityId: invitation.booking_id,
      details: { by: "customer", rating: input.form.rating, service_id: serviceId },
    });
    return { ok: true as const, created, serviceId };
  });
}

/** The refusal's code when the link itself no longer allows a review (the page says so instead of a form). */
export const REVIEW_LINK_REFUSED = "review-link-refused";

/**
 * A customer posts the review their link allows: the link is checked first, then the address's
 * limit (a token is needed too; this stops floods of edits), then the form, then it is written.
 */
export async function postReview(input: { link: ReviewLink; form: ReviewForm | null; ip: string; now: Date }) {
  const state = await reviewInvitationState(input.link, input.now);
  if (!state.ok) return { ...state, code: REVIEW_LINK_REFUSED };
  if (!(await takeReviewPost(input.ip, input.now)).ok) {
    log.warn("review rate limit reached", { bookingId: input.link.bookingId });
    return refuse(429, REVIEW_REASONS.tooMany);
  }
  if (!input.form) return refuseForm();
  return submitReview({ link: input.link, form: input.form, now: input.now });
}

/** A provider answers a review of one of their services (one reply, which they may change). */
export async function replyToReview(input: { review: Owned<"review">; reply: string; now: Date }): Promise<Outcome> {
  const providerUserId = input.review.actor.userId;
  return inTransaction(async (trx) => {
    const review = await findReview(input.review.id, trx);
    if (!review) return refuse(404, REVIEW_REASONS.notFound);
    await saveReply(trx, { reviewId: review.id, providerUserId, reply: input.reply, at: input.now });
    await recordAudit(trx, {
      actorUserId: providerUserId,
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
export async function moderateReview(input: { review: Owned<"review">; hide: { reason: string } | null; now: Date }): Promise<Outcome> {
  const adminUserId = input.review.actor.userId;
  return inTransaction(async (trx) => {
    const review = await findReview(input.review.id, trx);
    if (!review) return refuse(404, REVIEW_REASONS.notFound);
    const changed = await setReviewHidden(trx, {
      reviewId: review.id,
      hide: input.hide ? { at: input.now, reason: input.hide.reason, by: adminUserId } : null,
    });
    if (!changed) return { ok: true as const };
    await refreshServiceRating(trx, review.service_id);
    if (input.hide) {
      for (const email of reviewHiddenEmailsFor({
        language: review.language,
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
      actorUserId: adminUserId,
      action: input.hide ? "review.hide" : "review.restore",
      entity: "review",
      entityId: review.id,
      details: input.hide ? { reason: input.hide.reason, service_id: review.service_id } : { service_id: review.service_id },
    });
    return { ok: true as const };
  });
}
