import { z } from "zod";
import { hasAnyAvailability } from "./availability";
import { availabilityFormSchema } from "./availability.schema.server";
import { optionalText } from "../forms/fields.schema.server";
import { addDaysToDate, isValidDate } from "../time";
import { BUFFER_CHOICES, type BufferMinutes, DURATION_CHOICES, SCHEDULE_REASONS, TIME_OFF_NOTE_MAX, TIME_OFF_MAX_DAYS } from "./schedule";

export const bufferSchema = z.coerce
  .number({ error: SCHEDULE_REASONS.buffer })
  .refine((value): value is BufferMinutes => (BUFFER_CHOICES as readonly number[]).includes(value), SCHEDULE_REASONS.buffer);

/** The weekly hours form: hours for each weekday (at least one working day) and the buffer. */
export const weeklyScheduleSchema = z
  .object({ availability: availabilityFormSchema, buffer_minutes: bufferSchema })
  .refine((value) => hasAnyAvailability(value.availability), { message: SCHEDULE_REASONS.noDay, path: ["availability"] });

export const durationSchema = z.coerce
  .number({ error: SCHEDULE_REASONS.duration })
  .refine((value) => DURATION_CHOICES.includes(value), SCHEDULE_REASONS.duration);

/** The add-time-off form: a first day, an optional last day (one day when blank) and a note. */
export function timeOffFormSchema(today: string) {
  return z
    .object({
      start_date: z
        .string({ error: SCHEDULE_REASONS.startDate })
        .trim()
        .min(1, { message: SCHEDULE_REASONS.startDate, abort: true })
        .refine(isValidDate, { message: SCHEDULE_REASONS.startDate, abort: true })
        .refine((date) => date >= today, SCHEDULE_REASONS.pastDate),
      end_date: z
        .string()
        .trim()
        .optional()
        .refine((date) => !date || isValidDate(date), SCHEDULE_REASONS.endBeforeStart),
      note: optionalText(TIME_OFF_NOTE_MAX),
    })
    .transform((value) => ({ startDate: value.start_date, endDate: value.end_date || value.start_date, note: value.note || null }))
    .superRefine((value, ctx) => {
      if (value.endDate < value.startDate) {
        ctx.addIssue({ code: "custom", path: ["end_date"], message: SCHEDULE_REASONS.endBeforeStart });
      } else if (value.endDate > addDaysToDate(value.startDate, TIME_OFF_MAX_DAYS - 1)) {
        ctx.addIssue({ code: "custom", path: ["end_date"], message: SCHEDULE_REASONS.tooLong });
      }
    });
}
