import { timeZoneAbbreviation, utcOffsetMinutes } from "../time";

/** iCalendar (RFC 5545) text for one appointment, in the service's own time zone. */
export type CalendarEvent = {
  uid: string;
  /** Raised each time the event changes (moved, cancelled), so calendars replace their copy. */
  sequence: number;
  date: string; // YYYY-MM-DD, local to timeZone
  time: string; // HH:MM, local to timeZone
  durationMinutes: number;
  timeZone: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  stamp: Date;
  cancelled?: boolean;
};

function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Lines longer than 75 octets continue on the next line after a space. */
const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

function fold(line: string): string {
  if (octets(line) <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const charSize = octets(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (size + charSize > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function offset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, "0")}${String(absolute % 60).padStart(2, "0")}`;
}

function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * A VTIMEZONE for a US zone: standard time in January, daylight time in July, switching by the
 * US rules (second Sunday of March, first Sunday of November at 02:00) when the two differ.
 */
function timeZoneBlock(timeZone: string, year: number): string[] {
  const january = new Date(Date.UTC(year, 0, 15, 12));
  const july = new Date(Date.UTC(year, 6, 15, 12));
  const standard = utcOffsetMinutes(january, timeZone);
  const daylight = utcOffsetMinutes(july, timeZone);
  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`];
  if (standard !== daylight) {
    lines.push(
      "BEGIN:DAYLIGHT",
      `TZOFFSETFROM:${offset(standard)}`,
      `TZOFFSETTO:${offset(daylight)}`,
      `TZNAME:${timeZoneAbbreviation(july, timeZone)}`,
      "DTSTART:19700308T020000",
      "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
      "END:DAYLIGHT",
    );
  }
  lines.push(
    "BEGIN:STANDARD",
    `TZOFFSETFROM:${offset(daylight)}`,
    `TZOFFSETTO:${offset(standard)}`,
    `TZNAME:${timeZoneAbbreviation(january, timeZone)}`,
    standard !== daylight ? "DTSTART:19701101T020000" : "DTSTART:19700101T000000",
    ...(standard !== daylight ? ["RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU"] : []),
    "END:STANDARD",
    "END:VTIMEZONE",
  );
  return lines;
}

/** Wall-clock arithmetic (the event's DTEND is a local time in the same zone as DTSTART). */
function addMinutes(date: string, time: string, minutes: number): { date: string; time: string } {
  const [year, month, day] = date.split("-").map(Number);
  const [hours, mins] = time.split(":").map(Number);
  const end = new Date(Date.UTC(year, month - 1, day, hours, mins + minutes));
  return { date: end.toISOString().slice(0, 10), time: end.toISOString().slice(11, 16) };
}

const local = (date: string, time: string) => `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;

/** The lines every event of ours has: who, when it was stamped, what, where. */
function eventLines(event: Omit<CalendarEvent, "date" | "time">, start: { date: string; time: string }): string[] {
  const end = addMinutes(start.date, start.time, event.durationMinutes);
  return [
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${event.timeZone}:${local(start.date, start.time)}`,
    `DTEND;TZID=${event.timeZone}:${local(end.date, end.time)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
  ];
}

function calendar(
  method: "PUBLISH" | "CANCEL",
  timeZones: readonly string[],
  year: number,
  events: string[][],
  header: readonly string[] = [],
): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Porchlight//Bookings//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    ...header,
    ...timeZones.flatMap((timeZone) => timeZoneBlock(timeZone, year)),
    ...events.flatMap((event) => ["BEGIN:VEVENT", ...event, "END:VEVENT"]),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

export function buildIcs(event: CalendarEvent): string {
  return calendar(event.cancelled ? "CANCEL" : "PUBLISH", [event.timeZone], Number(event.date.slice(0, 4)), [eventLines(event, event)]);
}

/**
 * A series as one event: the rule (RRULE, weekly every N weeks, COUNT dates), an EXDATE for
 * each date without a visit (dropped when booking, or cancelled), and an override (same UID,
 * RECURRENCE-ID the rule's date and time) for each visit at another date or time. SEQUENCE is
 * the series', raised on every change, so calendars replace their copy.
 */
export type SeriesCalendarEvent = Omit<CalendarEvent, "date" | "time"> & {
  startDate: string;
  time: string;
  intervalWeeks: number;
  count: number;
  /** Rule dates without a visit. */
  exdates: readonly string[];
  /** Visits away from their rule date or time. */
  overrides: ReadonlyArray<{ ruleDate: string; date: string; time: string }>;
};

export function buildSeriesIcs(series: SeriesCalendarEvent): string {
  const main = eventLines(series, { date: series.startDate, time: series.time });
  main.splice(5, 0, `RRULE:FREQ=WEEKLY;INTERVAL=${series.intervalWeeks};COUNT=${series.count}`);
  for (const date of series.exdates) main.push(`EXDATE;TZID=${series.timeZone}:${local(date, series.time)}`);
  const overrides = series.overrides.map((visit) => [
    ...eventLines(series, visit),
    `RECURRENCE-ID;TZID=${series.timeZone}:${local(visit.ruleDate, series.time)}`,
  ]);
  return calendar(series.cancelled ? "CANCEL" : "PUBLISH", [series.timeZone], Number(series.startDate.slice(0, 4)), [main, ...overrides]);
}

/**
 * A subscription feed (a calendar app's "From URL"): a named calendar of many events, in as many
 * zones as its jobs are, each event with its own UID and SEQUENCE; a cancelled job stays in it,
 * marked cancelled, so a subscribed calendar drops it.
 */
export function buildFeedIcs(feed: { name: string; events: readonly CalendarEvent[]; year: number }): string {
  const zones = [...new Set(feed.events.map((event) => event.timeZone))].sort();
  const header = [`X-WR-CALNAME:${escapeText(feed.name)}`, "REFRESH-INTERVAL;VALUE=DURATION:PT1H", "X-PUBLISHED-TTL:PT1H"];
  return calendar(
    "PUBLISH",
    zones,
    feed.year,
    feed.events.map((event) => eventLines(event, event)),
    header,
  );
}
