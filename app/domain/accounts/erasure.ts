import { reasons, type ReasonOf } from "../outcome";

/** Erasing a customer's account and data (issue 56, decision 0053): the form's answers. */
export const ERASURE_REASONS = /* @__PURE__ */ reasons("erasure", ["chooseReviews", "confirm", "erased", "linkSent"]);
export type ErasureReason = ReasonOf<typeof ERASURE_REASONS>;

/** Where a customer confirms the erasure (an admin's link for a person who wrote in opens it too). */
export const ERASURE_PATH = "/account/delete";
