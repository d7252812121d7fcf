import { BoundedMap } from "./schedule/bounded-map";
/** The days of the week, Monday first (as weekly hours are shown). */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

export type Weekday = (typeof WEEKDAYS)[number];

/**
 * IANA time zone by state, where a state spans two zones the zone of most of its population.
 * Only a fallback: every zip has its own zone, from its coordinates (zip-time-zone.ts).
 */
export const STATE_TIME_ZONES: Record<string, string> = {
  AL: "America/Chicago",
  AK: "America/Anchorage",
  AZ: "America/Phoenix",
  AR: "America/Chicago",
  CA: "America/Los_Angeles",
  CO: "America/Denver",
  CT: "America/New_York",
  DE: "America/New_York",
  DC: "America/New_York",
  FL: "America/New_York",
  GA: "America/New_York",
  HI: "Pacific/Honolulu",
  ID: "America/Boise",
  IL: "America/Chicago",
  IN: "America/Indiana/Indianapolis",
  IA: "America/Chicago",
  KS: "America/Chicago",
  KY: "America/New_York",
  LA: "America/Chicago",
  ME: "America/New_York",
  MD: "America/New_York",
  MA: "America/New_York",
  MI: "America/Detroit",
  MN: "America/Chicago",
  MS: "America/Chicago",
  MO: "America/Chicago",
  MT: "America/Denver",
  NE: "America/Chicago",
  NV: "America/Los_Angeles",
  NH: "America/New_York",
  NJ: "America/New_York",
  NM: "America/Denver",
  NY: "America/New_York",
  NC: "America/New_York",
  ND: "America/Chicago",
  OH: "America/New_York",
  OK: "America/Chicago",
  OR: "America/Los_Angeles",
  PA: "America/New_York",
  RI: "America/New_York",
  SC: "America/New_York",
  SD: "America/Chicago",
  TN: "America/Chicago",
  TX: "America/Chicago",
  UT: "America/Denver",
  VT: "America/New_York",
  VA: "America/New_York",
  WA: "America/Los_Angeles",
  WV: "America/New_York",
  WI: "America/Chicago",
  WY: "America/Denver",
};

export const US_STATES = Object.keys(STATE_TIME_ZONES);

export const FALLBACK_TIME_ZONE = "America/Chicago";

export function timeZoneForState(state: string | null | undefined): string {
  return (state && STATE_TIME_ZONES[state.toUpperCase()]) || FALLBACK_TIME_ZONE;
}

/** A place's zone: its zip's own (from coordinates), else its state's. */
export function timeZoneOfPlace(place: { time_zone?: string | null; state?: string | null } | null | undefined): string {
  return place?.time_zone || timeZoneForState(place?.state);
}

export type LocalClock = { date: string; weekday: Weekday; time: string };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per kind and zone: building an Intl.DateTimeFormat costs far more than using one. */
export function formatterFor(kind: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A zone's UTC offset is constant within each quarter hour (every transition of a US zone, and
 * of nearly every zone since 1970, falls on one), so it is asked of Intl once per zone and
 * quarter hour and then reused: the slot engine converts thousands of times per page.
 */
const OFFSET_BUCKET_MS = 15 * 60_000;
const MAX_CACHED_OFFSETS = 50_000;
const offsets = new BoundedMap<string, number>(MAX_CACHED_OFFSETS);

function offsetMinutesAt(utcMs: number, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(utcMs / OFFSET_BUCKET_MS)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = utcOffsetMinutes(new Date(utcMs), timeZone);
    offsets.set(key, offset);
  }
  return offset;
}

const pad2 = (value: number) => String(value).padStart(2, "0");

/** The wall-clock date, weekday and time at `instant` in `timeZone`. */
export function localClock(instant: Date, timeZone: string): LocalClock {
  const wall = new Date(instant.getTime() + offsetMinutesAt(instant.getTime(), timeZone) * 60_000);
  return {
    date: `${wall.getUTCFullYear()}-${pad2(wall.getUTCMonth() + 1)}-${pad2(wall.getUTCDate())}`,
    weekday: WEEKDAYS[(wall.getUTCDay() + 6) % 7],
    time: `${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}`,
  };
}

/** "09:30" -> 570: minutes since midnight of a wall-clock "HH:MM". */
export function minutesOfDay(time: string): number {
  // "HH:MM", the form every stored time has, read digit by digit: the engine asks per start.
  if (time.length === 5 && time.charCodeAt(2) === 58) {
    const h1 = time.charCodeAt(0) - 48;
    const h2 = time.charCodeAt(1) - 48;
    const m1 = time.charCodeAt(3) - 48;
    const m2 = time.charCodeAt(4) - 48;
    if ((h1 | h2 | m1 | m2) >= 0 && h1 <= 9 && h2 <= 9 && m1 <= 9 && m2 <= 9) return (h1 * 10 + h2) * 60 + m1 * 10 + m2;
  }
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** 570 -> "09:30". */
export function timeOfDay(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** "10:00" + 90 -> "11:30" (a wall-clock time on the same day; jobs never pass midnight). */
export function addMinutesToTime(time: string, minutes: number): string {
  return timeOfDay(minutesOfDay(time) + minutes);
}

/** Calendar arithmetic on "YYYY-MM-DD" strings (no time zone involved). */
export function addDaysToDate(date: string, days: number): string {
  // Asked for the same few dates by every search of a page, like instantOf.
  const key = `${date}|${days}`;
  let later = laterDates.get(key);
  if (later === undefined) {
    const [year, month, day] = date.split("-").map(Number);
    later = new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
    laterDates.set(key, later);
  }
  return later;
}

const MAX_CACHED_DATES = 10_000;
const laterDates = new BoundedMap<string, string>(MAX_CACHED_DATES);
const weekdays = new BoundedMap<string, Weekday>(MAX_CACHED_DATES);
const validDates = new BoundedMap<string, boolean>(MAX_CACHED_DATES);

export function weekdayOfDate(date: string): Weekday {
  let weekday = weekdays.get(date);
  if (weekday === undefined) {
    const [year, month, day] = date.split("-").map(Number);
    weekday = WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7];
    weekdays.set(date, weekday);
  }
  return weekday;
}

export function isValidDate(date: string): boolean {
  // Every search asks about the same few dates.
  let valid = validDates.get(date);
  if (valid === undefined) validDates.set(date, (valid = isRealDate(date)));
  return valid;
}

function isRealDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const [year, month, day] = date.split("-").map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/**
 * The instant a wall-clock date and time happen in a time zone. A time that happens twice (the
 * hour repeated when clocks go back) is its first occurrence; one that never happens (the hour
 * skipped when they go forward) is read with the offset before the change, so 02:30 becomes
 * 03:30 (as JavaScript's Date does).
 */
export function instantOf(date: string, time: string, timeZone: string): Date {
  return new Date(instantMsOf(date, time, timeZone));
}

/** The same instant in epoch milliseconds, without a Date to make (the slot engine asks thousands of times a page). */
export function instantMsOf(date: string, time: string, timeZone: string): number {
  // The engine asks about the same few dates and times for every service of a page.
  const key = `${timeZone}|${date}|${time}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    instant = instantMs(date, time, timeZone);
    instants.set(key, instant);
  }
  return instant;
}

const MAX_CACHED_INSTANTS = 20_000;
const instants = new BoundedMap<string, number>(MAX_CACHED_INSTANTS);

function instantMs(date: string, time: string, timeZone: string): number {
  const [year, month, day] = date.split("-").map(Number);
  const [hours, minutes] = time.split(":").map(Number);
  const wallMs = Date.UTC(year, month - 1, day, hours, minutes);
  if (!Number.isFinite(wallMs)) return NaN;
  const before = offsetMinutesAt(wallMs - 86_400_000, timeZone);
  const after = offsetMinutesAt(wallMs + 86_400_000, timeZone);
  const withBefore = wallMs - before * 60_000;
  if (before === after) return withBefore;
  const withAfter = wallMs - after * 60_000;
  const beforeHolds = offsetMinutesAt(withBefore, timeZone) === before;
  const afterHolds = offsetMinutesAt(withAfter, timeZone) === after;
  if (beforeHolds && afterHolds) return Math.min(withBefore, withAfter);
  return afterHolds ? withAfter : withBefore;
}

/** A booking's zone label ("CST" or "CDT") at its own start. */
export function bookingZoneLabel(booking: { starts_at: string; time_zone: string }): string {
  return timeZoneAbbreviation(new Date(booking.starts_at), booking.time_zone);
}

/** The zone's short name at an instant ("CST", "CDT"). */
export function timeZoneAbbreviation(instant: Date, timeZone: string): string {
  return (
    formatterFor("zone-name", timeZone, { timeZoneName: "short" })
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value ?? timeZone
  );
}

/** UTC offset in minutes at an instant (Chicago in winter: -360). */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const name =
    formatterFor("zone-offset", timeZone, { timeZoneName: "longOffset" })
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}
