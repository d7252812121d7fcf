import ICAL from "ical.js";
import { ianaZoneOf } from "./calendar-zones";
import { CELL_MS } from "./slots";
import { instantOf } from "../time";

/**
 * Which 30-minute cells (the booking claims' grid) a calendar's busy events cover between two
 * instants. Recurring events are expanded with their exceptions (RRULE, RDATE, EXDATE and moved
 * or cancelled instances by RECURRENCE-ID) in wall-clock time, and each occurrence is placed in
 * the zone its TZID names (Windows and display names included); a time without a zone we know,
 * and an all-day event, is read in the person's own zone. Free (TRANSP:TRANSPARENT, Outlook's
 * FREE and working elsewhere) and cancelled events block nothing; tentative ones block, as
 * Google and Outlook count them busy. Server-only: ical.js is not for the browser's bundle.
 */

export class CalendarFormatError extends Error {
  constructor() {
    super("This address did not give a calendar (an iCalendar .ics file).");
    this.name = "CalendarFormatError";
  }
}

/** Bounds on one calendar's work: a rule that repeats every minute cannot take the server's time. */
const MAX_STEPS_PER_EVENT = 20_000;
const MAX_OCCURRENCES = 20_000;
const MARGIN_MS = 2 * 86_400_000;

export type BusyReading = {
  /** Sorted, each once. */
  cells: number[];
  /** Busy occurrences found in the window. */
  events: number;
  /** A bound above cut the reading short (what was read still counts). */
  truncated: boolean;
};

type Window = { from: Date; to: Date; timeZone: string };

/**
 * The calendar's events, each a component of its own: ical.js's Event looks through its parent's
 * events for exceptions when it has a parent, which makes a calendar of n events cost n² (10,000
 * events took 8 s); exceptions are related here instead, by UID, once.
 */
function eventsOf(text: string): ICAL.Component[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch {
    throw new CalendarFormatError();
  }
  // Several VCALENDARs in one file come as a list; the first is the calendar.
  const jcal = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
  if (!Array.isArray(jcal) || String(jcal[0]).toLowerCase() !== "vcalendar" || !Array.isArray(jcal[2])) throw new CalendarFormatError();
  return (jcal[2] as unknown[])
    .filter((sub): sub is unknown[] => Array.isArray(sub) && String(sub[0]).toLowerCase() === "vevent")
    .map((sub) => new ICAL.Component(sub as never));
}

function upperValue(component: ICAL.Component, name: string): string {
  return String(component.getFirstPropertyValue(name) ?? "").toUpperCase();
}

function blocksTime(component: ICAL.Component): boolean {
  if (upperValue(component, "status") === "CANCELLED") return false;
  if (upperValue(component, "transp") === "TRANSPARENT") return false;
  const outlook = upperValue(component, "x-microsoft-cdo-busystatus");
  return outlook !== "FREE" && outlook !== "WORKINGELSEWHERE";
}

function tzidOf(component: ICAL.Component, name: "dtstart" | "dtend"): string | null {
  const value = component.getFirstProperty(name)?.getParameter("tzid");
  return typeof value === "string" ? value : null;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The instant a calendar time is, read in its TZID's zone (or the person's). */
function instantOfTime(time: ICAL.Time, tzid: string | null, fallbackZone: string): Date {
  const date = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  if (time.isDate) return instantOf(date, "00:00", fallbackZone);
  if (time.zone?.tzid === "UTC") return new Date(time.toUnixTime() * 1000);
  return instantOf(date, `${pad(time.hour)}:${pad(time.minute)}`, ianaZoneOf(tzid) ?? fallbackZone);
}

type Interval = { start: number; end: number };

/** An occurrence's stretch of time, or null when it blocks nothing. */
function busyInterval(component: ICAL.Component, start: ICAL.Time, end: ICAL.Time, zone: string): Interval | null {
  if (!blocksTime(component)) return null;
  const startTzid = tzidOf(component, "dtstart");
  const from = instantOfTime(start, startTzid, zone).getTime();
  let to = instantOfTime(end, tzidOf(component, "dtend") ?? startTzid, zone).getTime();
  // An all-day event without an end is one day long (RFC 5545, 3.6.1).
  if (start.isDate && to <= from) {
    const dayAfter = start.clone();
    dayAfter.adjust(1, 0, 0, 0);
    to = instantOfTime(dayAfter, null, zone).getTime();
  }
  return to > from ? { start: from, end: to } : null;
}

function eventsByUid(components: readonly ICAL.Component[]): { masters: ICAL.Event[]; orphans: ICAL.Event[] } {
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Event[] = [];
  for (const component of components) {
    const event = new ICAL.Event(component);
    if (!event.startDate) continue;
    if (event.isRecurrenceException()) exceptions.push(event);
    else masters.set(event.uid, event);
  }
  const orphans: ICAL.Event[] = [];
  for (const exception of exceptions) {
    const master = masters.get(exception.uid);
    if (master) master.relateException(exception);
    else orphans.push(exception);
  }
  return { masters: [...masters.values()], orphans };
}

export function readBusyCells(text: string, window: Window): BusyReading {
  const components = eventsOf(text);
  const from = window.from.getTime();
  const to = window.to.getTime();
  const cells = new Set<number>();
  let events = 0;
  let truncated = false;
  const take = (interval: Interval | null) => {
    if (!interval || interval.end <= from || interval.start >= to) return;
    events += 1;
    const first = Math.floor(Math.max(interval.start, from) / CELL_MS);
    const last = Math.ceil(Math.min(interval.end, to) / CELL_MS);
    for (let cell = first; cell < last; cell++) cells.add(cell);
  };

  const { masters, orphans } = eventsByUid(components);
  for (const event of [...masters, ...orphans]) {
    if (events >= MAX_OCCURRENCES) {
      truncated = true;
      break;
    }
    if (!event.isRecurring()) {
      take(busyInterval(event.component, event.startDate, event.endDate, window.timeZone));
      continue;
    }
    const iterator = event.iterator();
    for (let step = 0; ; step++) {
      if (step >= MAX_STEPS_PER_EVENT || events >= MAX_OCCURRENCES) {
        truncated = true;
        break;
      }
      const next = iterator.next();
      if (!next) break;
      // Instances come in order of their original times. Their wall clock read as UTC is within
      // a day of the instant, and a moved one lands within a day or so: two days' margin.
      const roughly = next.toUnixTime() * 1000;
      if (roughly > to + MARGIN_MS) break;
      if (roughly < from - MARGIN_MS) continue;
      const details = event.getOccurrenceDetails(next);
      take(busyInterval(details.item.component, details.startDate, details.endDate, window.timeZone));
    }
  }
  return { cells: [...cells].sort((a, b) => a - b), events, truncated };
}
