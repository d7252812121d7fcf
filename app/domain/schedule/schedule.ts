import { reasons, reasonWith, type ReasonOf } from "../outcome";
import { type Availability } from "./availability";
import { addDaysToDate, minutesOfDay, weekdayOfDate } from "../time";

/**
 * A provider's schedule: weekly hours (shared by all of their services), a buffer between jobs,
 * days off, and a job length per service. The slot engine (slots.ts) reads all of them.
 */

export const BUFFER_CHOICES = [0, 15, 30, 60] as const;
export type BufferMinutes = (typeof BUFFER_CHOICES)[number];

/** Job lengths a service can have: 30 minutes to 4 hours in 30-minute steps. */
export const DURATION_CHOICES: readonly number[] = [30, 60, 90, 120, 150, 180, 210, 240];
export const DEFAULT_DURATION_MINUTES = 60;

/** A provider's Schedule tab's answers (decision 0047), worded in app/locales/reasons-business.ts. */
export const SCHEDULE_REASONS = /* @__PURE__ */ reasons("schedule", [
  "seriesSaved",
  "buffer",
  "duration",
  "noDay",
  "startDate",
  "endBeforeStart",
  "pastDate",
  "tooLong",
  "timeOffUnknown",
  "saved",
  "durationsSaved",
  "timeOffAdded",
  "timeOffRemoved",
  "durationOf",
  "savedOutside",
  "timeOffAddedOutside",
]);
export type ScheduleReason = ReasonOf<typeof SCHEDULE_REASONS>;

/** A stretch of days off, both ends included, in the provider's own calendar. */
export type TimeOff = { startDate: string; endDate: string };

export const TIME_OFF_NOTE_MAX = 200;
export const TIME_OFF_MAX_DAYS = 365;

export function isDayOff(date: string, timeOff: readonly TimeOff[]): boolean {
  return timeOff.some((off) => off.startDate <= date && date <= off.endDate);
}

/** How many days a stretch of time off covers. */
export function timeOffDays(off: TimeOff): number {
  let days = 1;
  for (let date = off.startDate; date < off.endDate; date = addDaysToDate(date, 1)) days += 1;
  return days;
}

/**
 * Whether a booking now lies outside the provider's schedule: on a day off, on a day they do not
 * work, or not wholly inside that day's hours. Such bookings are kept and flagged.
 */
export function isOutsideSchedule(
  booking: { preferred_date: string; preferred_time: string; duration_minutes: number },
  schedule: { hours: Availability; timeOff: readonly TimeOff[] },
): boolean {
  return offSchedule(booking, schedule) !== null;
}

/**
 * Why a booking no longer fits its provider's schedule: its day is off, it is outside that day's
 * hours, or a calendar the provider keeps now has them busy then (busy-calendars.ts).
 */
export type OffSchedule = "day-off" | "outside-hours" | "calendar-busy";

/** Why a booking is outside the schedule, or null when it fits. */
export function offSchedule(
  booking: { preferred_date: string; preferred_time: string; duration_minutes: number },
  schedule: { hours: Availability; timeOff: readonly TimeOff[] },
): Exclude<OffSchedule, "calendar-busy"> | null {
  const day = schedule.hours[weekdayOfDate(booking.preferred_date)];
  if (isDayOff(booking.preferred_date, schedule.timeOff) || !day.available) return "day-off";
  const start = minutesOfDay(booking.preferred_time);
  return start < minutesOfDay(day.startTime) || start + booking.duration_minutes > minutesOfDay(day.endTime) ? "outside-hours" : null;
}

/** The schedule saved or time off added and, when some bookings no longer fit, how many are kept outside it. */
export function scheduleChangeReason(change: "saved" | "timeOffAdded", outside: number): string {
  if (outside === 0) return SCHEDULE_REASONS[change];
  return reasonWith(change === "saved" ? SCHEDULE_REASONS.savedOutside : SCHEDULE_REASONS.timeOffAddedOutside, { count: outside });
}
