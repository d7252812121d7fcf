import { addDaysToDate, instantOf, weekdayOfDate } from "./time";

/** How long a job is taken to last when deciding whether it is in progress. */
export const JOB_MINUTES = 60;

/**
 * The status to show on the dashboard: a confirmed booking whose hour has begun and not ended
 * reads "in-progress" (spec: the overview shows confirmed, in-progress and pending).
 */
export function displayBookingStatus(booking: { status: string; preferred_date: string; preferred_time: string }, now: Date, timeZone: string): string {
  if (booking.status !== "confirmed") return booking.status;
  const start = instantOf(booking.preferred_date, booking.preferred_time, timeZone).getTime();
  const time = now.getTime();
  return time >= start && time < start + JOB_MINUTES * 60_000 ? "in-progress" : booking.status;
}

/** The calendar week (Sunday to Saturday, spec section 9) containing a date. */
export function weekOf(date: string): { start: string; end: string } {
  const sundayOffset = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"].indexOf(weekdayOfDate(date));
  const start = addDaysToDate(date, -sundayOffset);
  return { start, end: addDaysToDate(start, 7) };
}

/** The instants bounding a local week, for comparing with UTC timestamps. */
export function weekInstants(date: string, timeZone: string): { from: string; to: string } {
  const { start, end } = weekOf(date);
  return { from: instantOf(start, "00:00", timeZone).toISOString(), to: instantOf(end, "00:00", timeZone).toISOString() };
}
