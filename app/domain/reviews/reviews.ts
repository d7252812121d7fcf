import { reasons, type ReasonOf } from "../outcome";
import { FALLBACKS } from "../discovery/service-list";
import { localClock } from "../time";

/** Reviews come only from completed bookings: rules for writing, showing and ranking them. */

export const REVIEW_TEXT_MAX = 2000;
export const REPLY_TEXT_MAX = 2000;
export const HIDE_REASON_MAX = 500;
export const REVIEWS_PER_PAGE = 10;

const DAY_MS = 86_400_000;
/** A review link works for 30 days after the job is marked completed. */
export const REVIEW_LINK_DAYS = 30;
/** One reminder, 3 days after the invitation, when no review was written. */
export const REVIEW_REMINDER_DAYS = 3;
/** The customer may change their review for 7 days after writing it. */
export const REVIEW_EDIT_DAYS = 7;

export const REVIEW_INVITE_KIND = "review_invite";
export const REVIEW_REMINDER_KIND = "review_reminder";

export function reviewLinkExpiry(completedAt: Date): Date {
  return new Date(completedAt.getTime() + REVIEW_LINK_DAYS * DAY_MS);
}

export function reviewReminderAt(completedAt: Date): Date {
  return new Date(completedAt.getTime() + REVIEW_REMINDER_DAYS * DAY_MS);
}

export function reviewEditableUntil(writtenAt: Date): Date {
  return new Date(writtenAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);
}

/**
 * "Highest Rated" ranks by a Bayesian average: every service starts with PRIOR_WEIGHT reviews
 * at the catalogue-wide mean, so a single 5-star review does not outrank two hundred at 4.8
 * (docs/decisions/0009-ratings-from-reviews.md).
 */
export const RATING_PRIOR_WEIGHT = 5;

/** The prior's mean when no review exists anywhere yet (every service then ranks the same). */
export const RATING_PRIOR_MEAN_WITHOUT_REVIEWS = FALLBACKS.rating;

export function bayesianRating(ratingSum: number, reviewCount: number, catalogueMean: number | null): number {
  const mean = catalogueMean ?? RATING_PRIOR_MEAN_WITHOUT_REVIEWS;
  return (RATING_PRIOR_WEIGHT * mean + ratingSum) / (RATING_PRIOR_WEIGHT + reviewCount);
}

/** The catalogue-wide mean of visible reviews, or null when there are none. */
export function catalogueMean(totals: { ratingSum: number; reviewCount: number }): number | null {
  return totals.reviewCount > 0 ? totals.ratingSum / totals.reviewCount : null;
}

/** A review's answers, to its customer, its provider and the admin (decision 0047), worded in app/locales/reasons-business.ts. */
export const REVIEW_REASONS = /* @__PURE__ */ reasons("review", [
  "ratingRequired",
  "invalidLink",
  "replacedLink",
  "expired",
  "editClosed",
  "notCompleted",
  "tooMany",
  "saved",
  "updated",
  "replyRequired",
  "replySaved",
  "reasonRequired",
  "hidden",
  "restored",
  "notFound",
]);
export type ReviewReason = ReasonOf<typeof REVIEW_REASONS>;

export const ADMIN_REVIEW_FILTERS = ["all", "visible", "hidden"] as const;
export type AdminReviewFilter = (typeof ADMIN_REVIEW_FILTERS)[number];

/** A review as pages show it: its date in the service's own zone. */
export function toReviewView(
  row: {
    id: string;
    rating: number;
    body: string | null;
    reviewer_name: string;
    created_at: string;
    reply: string | null;
    hidden_reason?: string | null;
  },
  timeZone: string,
  dayWords: (date: string) => string,
) {
  const day = localClock(new Date(row.created_at), timeZone).date;
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    reviewerName: row.reviewer_name,
    date: dayWords(day),
    isoDate: day,
    reply: row.reply,
    hiddenReason: row.hidden_reason ?? null,
  };
}
