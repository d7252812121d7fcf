import { z } from "zod";
import { ERASURE_REASONS } from "./erasure";

/** "Delete my account and data" (fields `reviews`: keep or remove, and `confirm`, the box ticked). */
export const erasureSchema = z.object({
  reviews: z.enum(["keep", "remove"], { error: ERASURE_REASONS.chooseReviews }),
  confirm: z.literal("on", { error: ERASURE_REASONS.confirm }),
});
