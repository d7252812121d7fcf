import tzLookup from "@photostructure/tz-lookup";
import { z } from "zod";

/**
 * What migration 0007 computed with, frozen: copies (2026-12-05) of the time-zone, job-length and
 * weekly-hours rules it ran, so that changing those rules in app/ never changes what an old
 * database becomes. Never edited: a later rule is a later migration's.
 */

export const FALLBACK_TIME_ZONE = "America/Chicago";

const STATE_TIME_ZONES: Record<string, string> = {
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

const US_ZONE =
  /^(Pacific\/Honolulu|America\/(New_York|Chicago|Denver|Phoenix|Los_Angeles|Anchorage|Juneau|Sitka|Nome|Yakutat|Metlakatla|Adak|Detroit|Boise|Menominee|Indiana\/\w+|Kentucky\/\w+|North_Dakota\/\w+))$/;

const timeZoneForState = (state: string) => STATE_TIME_ZONES[state.toUpperCase()] || FALLBACK_TIME_ZONE;

/** A zip's zone from its coordinates, else its state's (a zip near a border may fall outside the US's zones). */
export function timeZoneAt(place: { lat: number; lng: number; state: string }): string {
  try {
    const zone = tzLookup(place.lat, place.lng);
    return US_ZONE.test(zone) ? zone : timeZoneForState(place.state);
  } catch {
    return timeZoneForState(place.state);
  }
}

/** The catalogue's job lengths other than an hour, by service name (lower case). */
const DURATIONS: Record<string, number> = {
  hvac: 90,
  painting: 180,
  "house cleaning": 120,
  landscaping: 90,
  "security systems": 120,
  "moving services": 180,
  "car detailing": 120,
};

export const defaultDurationMinutes = (serviceName: string) => DURATIONS[serviceName.trim().toLowerCase()] ?? 60;

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
type Weekday = (typeof WEEKDAYS)[number];
type DayAvailability = { available: boolean; startTime: string; endTime: string };
type Availability = Record<Weekday, DayAvailability>;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const BOUNDS = { earliest: "06:00", latest: "22:00" } as const;
const STANDARD_HOURS = Object.fromEntries(
  WEEKDAYS.map((day) => [day, { available: day !== "sunday", startTime: "08:00", endTime: "18:00" }]),
) as Availability;

const dayAvailability = z
  .object({ available: z.boolean(), startTime: z.string().regex(TIME_PATTERN), endTime: z.string().regex(TIME_PATTERN) })
  .refine((day) => !day.available || day.startTime < day.endTime);
const availability = z.object(Object.fromEntries(WEEKDAYS.map((day) => [day, dayAvailability])) as Record<Weekday, typeof dayAvailability>);

/** A tile's stored hours, read as the app read them then: unreadable or all days off is the standard week, pulled inside 06:00 to 22:00. */
export function weeklyHoursOf(json: string | null | undefined): Availability {
  let hours: Availability | null = null;
  try {
    const parsed = json ? availability.safeParse(JSON.parse(json)) : null;
    hours = parsed?.success ? parsed.data : null;
  } catch {
    hours = null;
  }
  const week = hours && WEEKDAYS.some((day) => hours![day].available) ? hours : STANDARD_HOURS;
  const clamp = (time: string) => (time < BOUNDS.earliest ? BOUNDS.earliest : time > BOUNDS.latest ? BOUNDS.latest : time);
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const { available, startTime, endTime } = week[day];
      const start = clamp(startTime);
      const end = clamp(endTime);
      return [day, { available: available && start < end, startTime: start, endTime: end }];
    }),
  ) as Availability;
}

function offsetMinutesAt(utcMs: number, timeZone: string): number {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
      .formatToParts(new Date(utcMs))
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** The instant of a wall-clock date and time in a zone (in a repeated hour, the earlier one). */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hours, minutes] = time.split(":").map(Number);
  const wallMs = Date.UTC(year, month - 1, day, hours, minutes);
  if (!Number.isFinite(wallMs)) return new Date(NaN);
  const before = offsetMinutesAt(wallMs - 86_400_000, timeZone);
  const after = offsetMinutesAt(wallMs + 86_400_000, timeZone);
  const withBefore = wallMs - before * 60_000;
  if (before === after) return new Date(withBefore);
  const withAfter = wallMs - after * 60_000;
  const beforeHolds = offsetMinutesAt(withBefore, timeZone) === before;
  const afterHolds = offsetMinutesAt(withAfter, timeZone) === after;
  if (beforeHolds && afterHolds) return new Date(Math.min(withBefore, withAfter));
  return new Date(afterHolds ? withAfter : withBefore);
}
