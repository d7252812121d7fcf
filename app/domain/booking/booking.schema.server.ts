import { z } from "zod";
import { textConsentField } from "../texts/texts.schema.server";
import { emailField, optionalText, phoneField, requiredText } from "../forms/fields.schema.server";
import { SLOT_REASONS } from "../schedule/slots";
import { BOOKING_REASONS } from "./booking";

/**
 * The booking form: one schema for the server (authoritative) and the browser. Slot rules
 * that need the provider's calendar are checked afterwards by app/domain/slots.ts.
 */
export const bookingFormSchema = z.object({
  customer_name: requiredText(BOOKING_REASONS.name, 100),
  customer_email: emailField({ required: BOOKING_REASONS.emailRequired, invalid: BOOKING_REASONS.email }),
  customer_phone: phoneField({ required: BOOKING_REASONS.phoneRequired, invalid: BOOKING_REASONS.phone }),
  /** The box for texts (decision 0034): "on" when ticked; the number is checked for texts by the use case. */
  text_consent: textConsentField,
  preferred_date: requiredText(BOOKING_REASONS.date).pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, SLOT_REASONS.dateInvalid)),
  preferred_time: requiredText(BOOKING_REASONS.time).pipe(z.string().regex(/^\d{2}:\d{2}$/, SLOT_REASONS.offGrid)),
  service_address: optionalText(200),
  special_requests: optionalText(1000, { multiline: true }),
  /** "Charge my saved card after the job, up to…" (decision 0055): "on" when ticked. */
  charge_after_job: z.literal("on").optional(),
});

export type BookingForm = z.infer<typeof bookingFormSchema>;
