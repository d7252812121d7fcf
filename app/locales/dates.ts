import type { Language } from "~/domain/language";
import { addMinutesToTime, localClock, timeZoneAbbreviation } from "~/domain/time";
import { formatAppointment, formatInstant, formatLocalDay, formatShortDate, formatTime12h } from "./en/time";
import { longDateIn, spanishAtClock, spanishClock } from "./clock";

type Appointment = { preferred_date: string; preferred_time: string; duration_minutes: number; timeZoneLabel: string };

/**
 * A job in its own zone: "Tuesday, December 8, 2026, 10:00 AM to 11:00 AM (CST)", "martes, 8 de
 * diciembre de 2026, de 10:00 a. m. a 11:00 a. m. (CST)".
 */
export function appointmentIn(language: Language, appointment: Appointment): string {
  if (language === "en") return formatAppointment(appointment);
  const end = addMinutesToTime(appointment.preferred_time, appointment.duration_minutes);
  return `${longDateIn("es", appointment.preferred_date)}, de ${spanishClock(appointment.preferred_time)} a ${spanishClock(end)} (${appointment.timeZoneLabel})`;
}

const SPANISH_SHORT_DATE = new Intl.DateTimeFormat("es-US", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** A proposal on the asked day: "11:30 AM the same day", "a las 11:30 a. m. del mismo día". */
export function sameDayIn(language: Language, time: string): string {
  if (language === "en") return `${formatTime12h(time)} the same day`;
  return `${spanishAtClock(time)} del mismo día`;
}

/** A calendar day, short: "Dec 8, 2026", "8 dic 2026". */
export function shortDateIn(language: Language, date: string): string {
  if (language === "en") return formatShortDate(date);
  const [year, month, day] = date.split("-").map(Number);
  return SPANISH_SHORT_DATE.format(new Date(Date.UTC(year, month - 1, day)));
}

/** A moment in a zone: "Dec 5, 2026, 10:00 AM CST", "5 dic 2026, 10:00 a. m. CST". */
export function instantIn(language: Language, instant: Date, timeZone: string): string {
  if (language === "en") return formatInstant(instant, timeZone);
  const { date, time } = localClock(instant, timeZone);
  return `${shortDateIn("es", date)}, ${spanishClock(time)} ${timeZoneAbbreviation(instant, timeZone)}`;
}

/** The day a moment fell on in a zone, short: "Dec 5, 2026", "5 dic 2026". */
export function localDayIn(language: Language, iso: string, timeZone: string): string {
  if (language === "en") return formatLocalDay(iso, timeZone);
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : shortDateIn("es", localClock(instant, timeZone).date);
}

/** How often a series' visits come: "every 2 weeks", "cada 2 semanas". */
export function intervalIn(language: Language, weeks: number): string {
  if (language === "es") return weeks === 1 ? "cada semana" : `cada ${weeks} semanas`;
  return weeks === 1 ? "every week" : `every ${weeks} weeks`;
}
