import { z } from "zod";
import { optionalText, requiredText } from "../forms/fields.schema.server";
import { ADDRESS_LABEL_MAX, ADDRESS_REASONS, SAVED_ADDRESS_MAX } from "./saved-addresses";

/** Saving an address (fields `label`, optional; `address`; `default`, ticked to make it the default). */
export const savedAddressSchema = z.object({
  label: optionalText(ADDRESS_LABEL_MAX),
  address: requiredText(ADDRESS_REASONS.addressRequired, SAVED_ADDRESS_MAX).pipe(z.string().min(5, ADDRESS_REASONS.addressTooShort)),
  default: z.literal("on").optional(),
});
