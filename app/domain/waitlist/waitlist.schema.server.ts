import { z } from "zod";
import { textConsentField } from "../texts/texts.schema.server";
import { emailField, optionalText, phoneField, requiredText } from "../forms/fields.schema.server";
import { BOOKING_REASONS } from "../booking/booking";
import { SLOT_REASONS } from "../schedule/slots";
import { DAY_PART_VALUES, MAX_WINDOWS, WAITLIST_REASONS, windowField, type WindowRow } from "./waitlist";

const optionalDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, SLOT_REASONS.dateInvalid)
  .optional();
const optionalTime = z
  .string()
  .trim()
  .regex(/^\d{2}:\d{2}$/, WAITLIST_REASONS.timeFormat)
  .optional();

const windowShape = Object.fromEntries(
  Array.from({ length: MAX_WINDOWS }, (_, k) => k + 1).flatMap((index) => [
    [windowField(index, "from"), optionalDate],
    [windowField(index, "to"), optionalDate],
    [windowField(index, "part"), z.enum(DAY_PART_VALUES).optional()],
    [windowField(index, "start"), optionalTime],
    [windowField(index, "end"), optionalTime],
  ]),
) as Record<string, typeof optionalDate>;

/** The windows' fields alone (changing an entry). */
export const waitlistWindowsSchema = z.object(windowShape);

/** Joining a waitlist: who, and up to five windows (checked against the calendar by app/domain/waitlist). */
export const waitlistJoinSchema = z.object({
  customer_name: requiredText(BOOKING_REASONS.name, 100),
  customer_email: emailField({ required: BOOKING_REASONS.emailRequired, invalid: BOOKING_REASONS.email }),
  customer_phone: phoneField({ required: BOOKING_REASONS.phoneRequired, invalid: BOOKING_REASONS.phone }),
  /** The box for texts (decision 0034): "on" when ticked; the number is checked for texts by the use case. */
  text_consent: textConsentField,
  ...windowShape,
});

/** The rows of a parsed form's windows, in order. */
export function windowRowsOf(value: Record<string, unknown>): WindowRow[] {
  return Array.from({ length: MAX_WINDOWS }, (_, k) => {
    const get = (part: "from" | "to" | "part" | "start" | "end") => value[windowField(k + 1, part)] as string | undefined;
    return { from: get("from"), to: get("to"), part: get("part") as WindowRow["part"], start: get("start"), end: get("end") };
  });
}

/** Booking an offer: where the job is and notes (the customer's details are the entry's, the time the offer's). */
export const offerBookingSchema = z.object({
  service_address: optionalText(200),
  special_requests: optionalText(1000, { multiline: true }),
});
