import { formatterFor, addMinutesToTime, localClock, type Weekday } from "~/domain/time";

/**
 * Dates and times as an American English reader reads them ("Monday, November 23, 2026",
 * "9:00 AM"): the English beside app/locales/clock.ts's and dates.ts's Spanish. The domain
 * computes local dates and times; it does not word them.
 */

/** "09:00" -> "9:00 AM". */
export function formatTime12h(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  const suffix = hours >= 12 && hours < 24 ? "PM" : "AM";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** "Monday, November 23, 2026". */
export function formatDateLong(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return formatterFor("date-long", "UTC", { weekday: "long", year: "numeric", month: "long", day: "numeric" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** "Monday, November 23, 2026, 10:00 AM to 11:00 AM (CST)": a job in its own zone. */
export function formatAppointment(appointment: {
  preferred_date: string;
  preferred_time: string;
  duration_minutes: number;
  timeZoneLabel: string;
}): string {
  const end = addMinutesToTime(appointment.preferred_time, appointment.duration_minutes);
  return `${formatDateLong(appointment.preferred_date)}, ${formatTime12h(appointment.preferred_time)} to ${formatTime12h(end)} (${appointment.timeZoneLabel})`;
}

/** "Nov 22, 2026, 10:05 AM CST": a moment as it read on the wall in a zone. */
export function formatInstant(instant: Date, timeZone: string): string {
  return formatterFor("instant", timeZone, {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(instant);
}

/** "Nov 23, 2026" for a "YYYY-MM-DD" calendar date. */
export function formatShortDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return formatterFor("date-short", "UTC", { year: "numeric", month: "short", day: "numeric" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** "Nov 23, 2026": the calendar day of an instant (an ISO time) in a zone; the text itself if it is no time. */
export function formatLocalDay(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return formatShortDate(localClock(instant, timeZone).date);
}

/** "November 2026". */
export function monthLabel(month: string): string {
  const [year, m] = month.split("-").map(Number);
  return formatterFor("month", "UTC", { month: "long", year: "numeric" }).format(new Date(Date.UTC(year, m - 1, 1)));
}

/** A weekday's name, by its stored name. */
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** "Nov 25, 2026, 10:00 AM" in the business's time zone. */
export function formatPaymentDate(iso: string, timeZone: string): string {
  return formatterFor("payment-date", timeZone, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));
}
