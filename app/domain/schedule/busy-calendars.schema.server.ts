import { z } from "zod";
import {
  BUSY_CALENDAR_LABEL_MAX,
  BUSY_CALENDAR_REASONS,
  LABEL_TOO_LONG_REASON,
  BUSY_CALENDAR_URL_MAX,
  calendarAddressOf,
} from "./busy-calendars";

/** The add-a-calendar form: its address (as the calendar gave it) and an optional name. */
export const busyCalendarSchema = z.object({
  calendar_url: z
    .string({ error: BUSY_CALENDAR_REASONS.urlRequired })
    .trim()
    .min(1, { message: BUSY_CALENDAR_REASONS.urlRequired, abort: true })
    .max(BUSY_CALENDAR_URL_MAX, { message: BUSY_CALENDAR_REASONS.urlInvalid, abort: true })
    .refine((text) => calendarAddressOf(text) !== null, BUSY_CALENDAR_REASONS.urlInvalid),
  calendar_label: z
    .string()
    .trim()
    .max(BUSY_CALENDAR_LABEL_MAX, LABEL_TOO_LONG_REASON)
    .optional()
    .transform((value) => value || undefined),
});
