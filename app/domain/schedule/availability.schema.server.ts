import { z } from "zod";
import { TIME_PATTERN, DEFAULT_START_TIME, DEFAULT_END_TIME, HOURS_REASONS, type Availability, dayWithinBounds } from "./availability";
import { WEEKDAYS, type Weekday } from "../time";

const timeSchema = z.string().regex(TIME_PATTERN, HOURS_REASONS.format);

export const dayAvailabilitySchema = z
  .object({ available: z.boolean(), startTime: timeSchema, endTime: timeSchema })
  .refine((day) => !day.available || day.startTime < day.endTime, {
    message: HOURS_REASONS.order,
    path: ["endTime"],
  });

export const availabilitySchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayAvailabilitySchema])) as Record<Weekday, typeof dayAvailabilitySchema>,
);

/** Reads stored JSON; anything unreadable counts as "set none". */
export function parseAvailabilityJson(json: string | null | undefined): Availability | null {
  if (!json) return null;
  try {
    const result = availabilitySchema.safeParse(JSON.parse(json));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const timeText = (value: unknown, fallback: string) => (typeof value === "string" && value.trim() !== "" ? value.trim() : fallback);

/**
 * One weekday as a form sends it (`available` is a checkbox: "on" when ticked, absent when
 * not): a day is off unless ticked, 09:00 to 17:00 unless changed, and a working day ends
 * after it starts, within 06:00 and 22:00.
 */
export const dayAvailabilityFormSchema = z.preprocess(
  (raw) => {
    const day = isRecord(raw) ? raw : {};
    return {
      available: day.available === "on" || day.available === "true" || day.available === true,
      startTime: timeText(day.startTime, DEFAULT_START_TIME),
      endTime: timeText(day.endTime, DEFAULT_END_TIME),
    };
  },
  dayAvailabilitySchema.refine(dayWithinBounds, { message: HOURS_REASONS.bounds, path: ["endTime"] }),
);

/** The week from the fields `availability.monday.available`, `availability.monday.startTime`, ... */
export const availabilityFormSchema = z.preprocess(
  (raw) => (isRecord(raw) ? raw : {}),
  z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, dayAvailabilityFormSchema])) as Record<Weekday, typeof dayAvailabilityFormSchema>,
  ),
);
