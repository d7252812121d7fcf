import ICAL from "ical.js";
import { budgetReason, BUSY_CALENDAR_REASONS, CALENDAR_BUDGET, type CalendarBudgetBreach } from "~/domain/schedule/busy-calendars";
import { ianaZoneOf } from "~/domain/schedule/calendar-zones";
import { CELL_MS } from "~/domain/schedule/slots";
import { instantOf } from "~/domain/time";

/**
 * Which 30-minute cells (the claims' grid) a calendar's busy events cover between two instants,
 * recurring events expanded in wall-clock time and placed in their TZID's zone. It runs only in the
 * calendar's worker thread (ical.js never loads on the requests' thread), within one budget for the
 * whole file: the rules of decisions 0030 and 0039.
 */

export class CalendarFormatError extends Error {
  constructor(detail: string = BUSY_CALENDAR_REASONS.notCalendar) {
    super(detail);
    this.name = "CalendarFormatError";
  }
}

const MALFORMED_EVENT = BUSY_CALENDAR_REASONS.malformedEvent;

/** Runs the reading of one event: what ical.js throws at a malformed value is the calendar's fault, told as such. */
function readingEvent<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof CalendarBudgetError || error instanceof CalendarFormatError) throw error;
    throw new CalendarFormatError(MALFORMED_EVENT);
  }
}

export class CalendarBudgetError extends Error {
  constructor(public readonly breach: CalendarBudgetBreach) {
    super(budgetReason(breach));
    this.name = "CalendarBudgetError";
  }
}

const DAY_MS = 86_400_000;
/** Instances come in order of their original times, read as UTC within a day of their instant; a moved one lands a day or so away. */
const MARGIN_MS = 2 * DAY_MS;
/** How often (in steps) the deadline is looked at. */
const CLOCK_EVERY = 256;

export type BusyReading = {
  /** Sorted, each once. */
  cells: number[];
  /** Busy occurrences found in the window. */
  events: number;
};

type Window = { from: Date; to: Date; timeZone: string };
type ReadOptions = { budget?: Partial<typeof CALENDAR_BUDGET>; clock?: () => number };

/** One VEVENT's text, found by the scan. */
type EventBlock = { start: number; end: number };

const BOUNDARY = /^(BEGIN|END):([A-Za-z0-9-]+)[ \t]*\r?$/gim;

/**
 * The VEVENTs of the file's first VCALENDAR, as stretches of its text: a linear scan of the
 * BEGIN and END lines that checks they nest (no deeper than the budget allows), builds nothing.
 */
function eventBlocks(text: string, maxDepth: number): EventBlock[] {
  const opening = /^\uFEFF?\s*BEGIN:VCALENDAR[ \t]*\r?$/im.exec(text.slice(0, 1_000));
  if (
    !opening ||
    text
      .slice(0, opening.index)
      .replace(/^\uFEFF/, "")
      .trim() !== ""
  )
    throw new CalendarFormatError();
  const stack: string[] = [];
  const blocks: EventBlock[] = [];
  let eventStart = -1;
  BOUNDARY.lastIndex = 0;
  for (let match = BOUNDARY.exec(text); match; match = BOUNDARY.exec(text)) {
    const name = match[2].toUpperCase();
    if (match[1].toUpperCase() === "BEGIN") {
      if (stack.length === 0 && name !== "VCALENDAR") throw new CalendarFormatError();
      stack.push(name);
      if (stack.length > maxDepth) throw new CalendarFormatError(BUSY_CALENDAR_REASONS.nestedTooDeep);
      if (stack.length === 2 && name === "VEVENT") eventStart = match.index;
      continue;
    }
    if (stack.pop() !== name) throw new CalendarFormatError();
    if (stack.length === 1 && name === "VEVENT") blocks.push({ start: eventStart, end: match.index + match[0].length });
    if (stack.length === 0) return blocks;
  }
  throw new CalendarFormatError();
}

const RECURS = /^(RRULE|RDATE|RECURRENCE-ID)[;:]/im;
const START_DATE = /^DTSTART[^:\r\n]*:(\d{8})/im;
const END_DATE = /^DTEND[^:\r\n]*:(\d{8})/im;

const compactDate = (ms: number) => new Date(ms).toISOString().slice(0, 10).replace(/-/g, "");

/**
 * Whether an event that does not repeat (RECURS) can block nothing in the window, by its dates
 * alone: such an event (most of a calendar kept for years) is never parsed.
 */
function plainlyOutside(block: string, firstDate: string, lastDate: string): boolean {
  const start = START_DATE.exec(block)?.[1];
  if (start && start > lastDate) return true;
  const end = END_DATE.exec(block)?.[1];
  return Boolean(start && end && end < firstDate);
}

function componentOf(block: string): ICAL.Component {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(block);
  } catch {
    throw new CalendarFormatError();
  }
  if (!Array.isArray(parsed) || String(parsed[0]).toLowerCase() !== "vevent") throw new CalendarFormatError();
  return new ICAL.Component(parsed as never);
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
  return Number.isFinite(from) && Number.isFinite(to) && to > from ? { start: from, end: to } : null;
}

/**
 * Masters and their exceptions, related by UID once: ical.js's Event otherwise searches its
 * parent calendar for exceptions, which made a calendar of n events cost n².
 */
function eventsByUid(components: readonly ICAL.Component[]): ICAL.Event[] {
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
  return [...masters.values(), ...orphans];
}

export function readBusyCells(text: string, window: Window, options: ReadOptions = {}): BusyReading {
  const budget = { ...CALENDAR_BUDGET, ...options.budget };
  const clock = options.clock ?? Date.now;
  const deadline = clock() + budget.readMs;
  const from = window.from.getTime();
  const to = window.to.getTime();
  const aheadUntil = from + budget.aheadDays * DAY_MS;

  let steps = 0;
  /** Counts one unit of work against the budget: a block looked at, a repeat of a rule. */
  const step = () => {
    steps += 1;
    if (steps > budget.steps) throw new CalendarBudgetError("repeats");
    if (steps % CLOCK_EVERY === 0 && clock() > deadline) throw new CalendarBudgetError("time");
  };

  const cells = new Set<number>();
  let events = 0;
  let ahead = 0;
  const take = (interval: Interval | null) => {
    if (!interval || interval.end <= from || interval.start >= to) return;
    events += 1;
    if (interval.start < aheadUntil && ++ahead > budget.eventsAhead) throw new CalendarBudgetError("events");
    const first = Math.floor(Math.max(interval.start, from) / CELL_MS);
    const last = Math.ceil(Math.min(interval.end, to) / CELL_MS);
    for (let cell = first; cell < last; cell++) cells.add(cell);
  };

  // A plain event is read and let go at once; only what repeats (and its exceptions) is kept to expand.
  const firstDate = compactDate(from - MARGIN_MS);
  const lastDate = compactDate(to + MARGIN_MS);
  const repeating: ICAL.Component[] = [];
  for (const block of eventBlocks(text, budget.maxDepth)) {
    step();
    const body = text.slice(block.start, block.end);
    if (RECURS.test(body)) {
      repeating.push(componentOf(body));
      continue;
    }
    if (plainlyOutside(body, firstDate, lastDate)) continue;
    readingEvent(() => {
      const event = new ICAL.Event(componentOf(body));
      if (event.startDate) take(busyInterval(event.component, event.startDate, event.endDate, window.timeZone));
    });
  }

  for (const event of readingEvent(() => eventsByUid(repeating))) {
    step();
    readingEvent(() => {
      if (!event.isRecurring()) return take(busyInterval(event.component, event.startDate, event.endDate, window.timeZone));
      const iterator = event.iterator();
      for (let next = iterator.next(); next; next = iterator.next()) {
        step();
        const roughly = next.toUnixTime() * 1000;
        if (roughly > to + MARGIN_MS) break;
        if (roughly < from - MARGIN_MS) continue;
        const details = event.getOccurrenceDetails(next);
        take(busyInterval(details.item.component, details.startDate, details.endDate, window.timeZone));
      }
    });
  }
  return { cells: [...cells].sort((a, b) => a - b), events };
}
