import { z } from "zod";

export const WEEKDAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;

export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** 24-hour "HH:MM"; zero padding makes string order equal time order (the SQL relies on it). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export const DEFAULT_START_TIME = "09:00";
export const DEFAULT_END_TIME = "17:00";

const timeSchema = z.string().regex(TIME_PATTERN, "Use the format HH:MM");

export const dayAvailabilitySchema = z
  .object({ available: z.boolean(), startTime: timeSchema, endTime: timeSchema })
  .refine((day) => !day.available || day.startTime < day.endTime, {
    message: "The end time must be after the start time",
    path: ["endTime"],
  });

export type DayAvailability = z.infer<typeof dayAvailabilitySchema>;

export const availabilitySchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayAvailabilitySchema])) as Record<
    Weekday,
    typeof dayAvailabilitySchema
  >,
);

export type Availability = Record<Weekday, DayAvailability>;

/** Spec: every day unavailable by default, 09:00 to 17:00 when switched on. */
export function emptyAvailability(): Availability {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      { available: false, startTime: DEFAULT_START_TIME, endTime: DEFAULT_END_TIME },
    ]),
  ) as Availability;
}

/**
 * Hours assumed for a provider who set none: Monday to Saturday, so that every slot of the
 * booking grid (08:00 up to 17:30, each 30 minutes long) fits.
 */
export const STANDARD_HOURS: Availability = Object.fromEntries(
  WEEKDAYS.map((day) => [
    day,
    { available: day !== "sunday", startTime: "08:00", endTime: "18:00" },
  ]),
) as Availability;

export function hasAnyAvailability(availability: Availability): boolean {
  return WEEKDAYS.some((day) => availability[day].available);
}

export function effectiveAvailability(availability: Availability | null | undefined): Availability {
  return availability && hasAnyAvailability(availability) ? availability : STANDARD_HOURS;
}

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

/** Open when the day is available and start <= time < end. */
export function isOpenAt(availability: Availability, weekday: Weekday, time: string): boolean {
  const day = availability[weekday];
  return day.available && day.startTime <= time && time < day.endTime;
}

export type NextOpening = { weekday: Weekday; time: string; daysAhead: number };

/** The next moment the provider opens, looking up to a week ahead; null if never. */
export function nextOpening(
  availability: Availability,
  weekday: Weekday,
  time: string,
): NextOpening | null {
  const start = WEEKDAYS.indexOf(weekday);
  for (let daysAhead = 0; daysAhead <= 7; daysAhead++) {
    const day = WEEKDAYS[(start + daysAhead) % 7];
    const hours = availability[day];
    if (!hours.available) continue;
    if (daysAhead === 0 && time >= hours.startTime) continue;
    return { weekday: day, time: hours.startTime, daysAhead };
  }
  return null;
}
