import { WEEKDAYS, type Weekday } from "../time";
import { reasons, type ReasonOf } from "../outcome";

/**
 * Weekly hours: for each weekday whether the provider works and from when to when. A provider's
 * hours are shared by all of their services; the slot engine (slots.ts) books inside them.
 */

/** 24-hour "HH:MM"; zero padding makes string order equal time order. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export const DEFAULT_START_TIME = "09:00";
export const DEFAULT_END_TIME = "17:00";

/** Working hours lie within these bounds: a provider's day ends by 22:00. */
export const HOURS_BOUNDS = { earliest: "06:00", latest: "22:00" } as const;

/** Why a day's hours were refused; worded in app/locales/reasons-forms.ts. */
export const HOURS_REASONS = /* @__PURE__ */ reasons("hours", ["format", "order", "bounds"]);
export type HoursReason = ReasonOf<typeof HOURS_REASONS>;

export type DayAvailability = { available: boolean; startTime: string; endTime: string };

export type Availability = Record<Weekday, DayAvailability>;

/** Spec: every day unavailable by default, 09:00 to 17:00 when switched on. */
export function emptyAvailability(): Availability {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, { available: false, startTime: DEFAULT_START_TIME, endTime: DEFAULT_END_TIME }]),
  ) as Availability;
}

/**
 * Hours assumed for a provider who set none: Monday to Saturday, so that every start of the
 * booking grid (08:00 up to 17:30) has room for a short job.
 */
export const STANDARD_HOURS: Availability = Object.fromEntries(
  WEEKDAYS.map((day) => [day, { available: day !== "sunday", startTime: "08:00", endTime: "18:00" }]),
) as Availability;

export function hasAnyAvailability(availability: Availability): boolean {
  return WEEKDAYS.some((day) => availability[day].available);
}

export function effectiveAvailability(availability: Availability | null | undefined): Availability {
  return availability && hasAnyAvailability(availability) ? availability : STANDARD_HOURS;
}

const withinBounds = (time: string) => time >= HOURS_BOUNDS.earliest && time <= HOURS_BOUNDS.latest;

/** A working day's hours lie within 06:00 and 22:00 (days off are not checked). */
export function dayWithinBounds(day: DayAvailability): boolean {
  return !day.available || (withinBounds(day.startTime) && withinBounds(day.endTime));
}

/** Hours stored before the bounds existed (e.g. "00:00" to "24:00"), pulled inside them. */
export function clampToBounds(hours: Availability): Availability {
  const clamp = (time: string) =>
    time < HOURS_BOUNDS.earliest ? HOURS_BOUNDS.earliest : time > HOURS_BOUNDS.latest ? HOURS_BOUNDS.latest : time;
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const { available, startTime, endTime } = hours[day];
      const start = clamp(startTime);
      const end = clamp(endTime);
      return [day, { available: available && start < end, startTime: start, endTime: end }];
    }),
  ) as Availability;
}

/** The form field names of one weekday. */
export function availabilityFieldNames(day: Weekday) {
  return {
    available: `availability.${day}.available`,
    startTime: `availability.${day}.startTime`,
    endTime: `availability.${day}.endTime`,
  } as const;
}

export type HoursRun = { first: Weekday; last: Weekday; startTime: string; endTime: string };

/** The working days in order, those next to each other with the same hours run together (none: no working days). */
export function weeklyHoursRuns(hours: Availability): HoursRun[] {
  const runs: HoursRun[] = [];
  for (const day of WEEKDAYS) {
    const { available, startTime, endTime } = hours[day];
    if (!available) continue;
    const run = runs[runs.length - 1];
    const next = run && run.startTime === startTime && run.endTime === endTime && WEEKDAYS.indexOf(run.last) === WEEKDAYS.indexOf(day) - 1;
    if (next) run.last = day;
    else runs.push({ first: day, last: day, startTime, endTime });
  }
  return runs;
}
