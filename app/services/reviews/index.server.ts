/**
 * Reviews: invitations after a completed job, posting, replies and moderation, and the lists that
 * show them. The one door of app/services/reviews: routes and other features import from here; the
 * files beside it are its own (app/services/README.md).
 *
 * - reviews: invite, post, reply, moderate
 * - review-lists: the portal's and the admin's lists
 */
export {
  INVALID_REVIEW_LINK,
  inviteReview,
  moderateReview,
  postReview,
  replyToReview,
  REVIEW_LINK_REFUSED,
  reviewPage,
} from "./reviews.server";
export { adminReviewsPage, providerReviewsPage } from "./review-lists.server";
