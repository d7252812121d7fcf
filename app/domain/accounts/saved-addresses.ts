import { reasons, type ReasonOf } from "../outcome";

/** A customer's saved addresses (issue 56): at most five, one of them the default. */
export const MAX_SAVED_ADDRESSES = 5;
export const SAVED_ADDRESS_MAX = 200;
export const ADDRESS_LABEL_MAX = 40;

export const ADDRESS_REASONS = /* @__PURE__ */ reasons("addresses", [
  "addressRequired",
  "addressTooShort",
  "tooMany",
  "added",
  "removed",
  "madeDefault",
  "notFound",
]);
export type AddressReason = ReasonOf<typeof ADDRESS_REASONS>;
