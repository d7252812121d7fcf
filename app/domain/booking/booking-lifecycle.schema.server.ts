import { reasonWith } from "../outcome";
import { z } from "zod";
import { plainText } from "../forms/fields.schema.server";
import { CANCELLATION_REASON_MAX, LIFECYCLE_REASONS, OFFERED_STATUSES, type BookingChange } from "./booking-lifecycle";

const bookingId = z.string({ error: LIFECYCLE_REASONS.unknownStatus });

/** A provider's or admin's cancellation of one booking, with the reason the customer reads. */
export const cancelBookingSchema = z.object({
  intent: z.literal("cancel"),
  booking_id: bookingId,
  reason: plainText({ multiline: true, error: LIFECYCLE_REASONS.reasonRequired })
    .trim()
    .min(1, { message: LIFECYCLE_REASONS.reasonRequired, abort: true })
    .max(CANCELLATION_REASON_MAX, reasonWith(LIFECYCLE_REASONS.reasonTooLong, { max: CANCELLATION_REASON_MAX })),
});

/**
 * A row's posted change: `intent=status` with `to`, `intent=cancel` with a `reason`, or the admin
 * panel's `intent=notify` (the spec's Notify En Route).
 */
export const bookingChangeSchema = z
  .discriminatedUnion(
    "intent",
    [
      z.object({ intent: z.literal("notify"), booking_id: bookingId }),
      cancelBookingSchema,
      z.object({
        intent: z.literal("status"),
        booking_id: bookingId,
        to: z.enum(OFFERED_STATUSES, { error: LIFECYCLE_REASONS.unknownStatus }),
      }),
    ],
    { error: LIFECYCLE_REASONS.unknownStatus },
  )
  .transform((change): BookingChange => {
    if (change.intent === "notify") return { bookingId: change.booking_id, to: "en_route", reason: null };
    if (change.intent === "cancel") return { bookingId: change.booking_id, to: "cancelled", reason: change.reason };
    return { bookingId: change.booking_id, to: change.to, reason: null };
  });
