import { z } from "zod";
import { optionalText, requiredText } from "../forms/fields.schema.server";
import { REVIEW_TEXT_MAX, REPLY_TEXT_MAX, HIDE_REASON_MAX, REVIEW_REASONS } from "./reviews";

/** The customer's review form. */
export const reviewFormSchema = z.object({
  rating: z.coerce
    .number({ error: REVIEW_REASONS.ratingRequired })
    .int(REVIEW_REASONS.ratingRequired)
    .min(1, REVIEW_REASONS.ratingRequired)
    .max(5, REVIEW_REASONS.ratingRequired),
  body: optionalText(REVIEW_TEXT_MAX, { multiline: true }),
});

export type ReviewForm = z.infer<typeof reviewFormSchema>;

/** The provider's reply to one review. */
export const replyFormSchema = z.object({
  reviewId: z.string().trim().min(1),
  reply: requiredText(REVIEW_REASONS.replyRequired, REPLY_TEXT_MAX, { multiline: true }),
});

/** The admin's moderation of one review. */
export const moderationFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("hide"),
    reviewId: z.string().trim().min(1),
    reason: requiredText(REVIEW_REASONS.reasonRequired, HIDE_REASON_MAX, { multiline: true }),
  }),
  z.object({ intent: z.literal("restore"), reviewId: z.string().trim().min(1) }),
]);
