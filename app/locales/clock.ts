import type { Language } from "~/domain/language";
import { formatDateLong, formatTime12h } from "./en/time";

/**
 * "9:00 a. m." for "09:00", a wall-clock time of the service's own zone, as the Real Academia
 * writes it. Made by hand, not by Intl: runtimes' ICU versions differ ("a.m.", "a. m."), and
 * the server's words must be the browser's when a page comes alive.
 */
export function spanishClock(time: string): string {
  const hours = Number(time.slice(0, 2));
  return `${hours % 12 === 0 ? 12 : hours % 12}:${time.slice(3, 5)} ${hours < 12 ? "a. m." : "p. m."}`;
}

/** "a la 1:00 p. m.", "a las 10:00 a. m.": a time after a preposition, its article by the hour. */
export function spanishAtClock(time: string): string {
  return `${Number(time.slice(0, 2)) % 12 === 1 ? "a la" : "a las"} ${spanishClock(time)}`;
}

/** A time of day ("09:00") as the language writes it: "9:00 AM", "9:00 a. m.". */
export function clockIn(language: Language, time: string): string {
  return language === "es" ? spanishClock(time) : formatTime12h(time);
}

const SPANISH_LONG_DATE = new Intl.DateTimeFormat("es-US", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "Tuesday, March 3, 2026" / "martes, 3 de marzo de 2026": a day of the service's calendar. */
export function longDateIn(language: Language, date: string): string {
  return language === "es" ? SPANISH_LONG_DATE.format(new Date(`${date}T00:00:00Z`)) : formatDateLong(date);
}

/** A visit of a series: "Wednesday, December 9, 2026 at 10:00 AM", "miércoles, 9 de diciembre de 2026, a las 10:00 a. m.". */
export function visitWordsIn(language: Language, visit: { date: string; time: string }): string {
  if (language === "en") return `${formatDateLong(visit.date)} at ${formatTime12h(visit.time)}`;
  return `${longDateIn("es", visit.date)}, ${spanishAtClock(visit.time)}`;
}

const DURATION_WORDS = {
  en: { hour: "hour", hours: "hours", minutes: "minutes" },
  es: { hour: "hora", hours: "horas", minutes: "minutos" },
} as const;

/** A job's length in the language: "90 minutes" is "1 hour 30 minutes", "1 hora 30 minutos"; "45 minutes". */
export function durationIn(language: Language, minutes: number): string {
  const words = DURATION_WORDS[language];
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} ${words.minutes}`;
  const hourText = `${hours} ${hours === 1 ? words.hour : words.hours}`;
  return rest === 0 ? hourText : `${hourText} ${rest} ${words.minutes}`;
}
