import { addDaysToDate, instantOf, weekdayOfDate } from "../time";

/**
 * The status to show on the dashboard: a confirmed or en-route booking whose job time (its own
 * length) has begun and not ended reads "in progress" until the provider says otherwise (spec:
 * the overview shows confirmed, in-progress and pending).
 */
export function displayBookingStatus(booking: { status: string; starts_at: string; duration_minutes: number }, now: Date): string {
  if (booking.status !== "confirmed" && booking.status !== "en_route") return booking.status;
  const start = new Date(booking.starts_at).getTime();
  const time = now.getTime();
  return time >= start && time < start + booking.duration_minutes * 60_000 ? "in_progress" : booking.status;
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
