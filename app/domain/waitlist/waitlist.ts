import { reasons, reasonWith, type ReasonOf } from "../outcome";
import { stateMachine } from "../state-machine";
import { addDaysToDate, instantOf, isValidDate } from "../time";

/**
 * The waitlist's rules (issue 36; decision 0033): the windows a customer waits for, which start
 * fits them, when an entry lapses, how long an offer is held, and the words of its pages. An
 * entry waits until it is booked, left or lapsed; each offer is one start held for one entry.
 */

export const WAITLIST_ENTRY_MACHINE = /* @__PURE__ */ stateMachine<"waiting" | "booked" | "left" | "lapsed", "customer" | "system">(
  "waitlist entry",
  {
    initial: ["waiting"],
    table: {
      waiting: { booked: ["customer"], left: ["customer"], lapsed: ["system"] },
      booked: {},
      left: {},
      lapsed: {},
    },
  },
);

export const WAITLIST_OFFER_MACHINE = /* @__PURE__ */ stateMachine<
  "open" | "taken" | "declined" | "lapsed" | "withdrawn",
  "customer" | "system"
>("waitlist offer", {
  initial: ["open"],
  table: {
    // Taken: the customer booked it. Withdrawn: the entry ended (left, or the service stopped taking bookings).
    open: { taken: ["customer"], declined: ["customer"], lapsed: ["system"], withdrawn: ["customer", "system"] },
    taken: {},
    declined: {},
    lapsed: {},
    withdrawn: {},
  },
});

export const MAX_WINDOWS = 5;

/** A day's parts as times in the service's zone (their words are `part.*` in app/locales/waitlist.ts). */
export const DAY_PARTS = {
  any: { start: "00:00", end: "24:00" },
  morning: { start: "00:00", end: "12:00" },
  afternoon: { start: "12:00", end: "17:00" },
  evening: { start: "17:00", end: "24:00" },
  between: { start: "", end: "" },
} as const;
export type DayPart = keyof typeof DAY_PARTS;
export const DAY_PART_VALUES = Object.keys(DAY_PARTS) as DayPart[];

/** A window of dates and a part of each day (or a time range), in the service's zone. */
export type WaitWindow = { from: string; to: string; part: DayPart; start: string; end: string };

/** A waitlist entry's answers (decision 0047), worded in app/locales/reasons-booking.ts. */
export const WAITLIST_REASONS = /* @__PURE__ */ reasons("waitlist", [
  "noWindow",
  "firstDay",
  "order",
  "past",
  "partPast",
  "tooFar",
  "times",
  "timeOrder",
  "tooMany",
  "bot",
  "closed",
  "joined",
  "changed",
  "left",
  "declined",
  "declinedLast",
  "notWaiting",
  "offerEnded",
  "booked",
  "joinFailed",
  "timeFormat",
]);
export type WaitlistReason = ReasonOf<typeof WAITLIST_REASONS>;

/** Field names of the form's windows: window_1_from … window_5_end. */
export function windowField(index: number, part: "from" | "to" | "part" | "start" | "end"): string {
  return `window_${index}_${part}`;
}

export type WindowRow = { from?: string; to?: string; part?: DayPart; start?: string; end?: string };

/**
 * The windows a form gave, checked against the days that can be booked: rows left blank are
 * skipped, a row without a last day is one day, and every problem is named beside its field.
 */
export function checkWindows(
  rows: readonly WindowRow[],
  bounds: { today: string; maxDate: string; horizonDays: number; /** The service's local time now ("15:00"). */ timeNow?: string },
): { ok: true; windows: WaitWindow[] } | { ok: false; fieldErrors: Record<string, string[]> } {
  const windows: WaitWindow[] = [];
  const errors: Record<string, string[]> = {};
  const fail = (index: number, part: "from" | "to" | "part" | "start" | "end", message: string) =>
    (errors[windowField(index, part)] = [message]);
  rows.slice(0, MAX_WINDOWS).forEach((row, k) => {
    const index = k + 1;
    const part = row.part ?? "any";
    if (!row.from && !row.to && (part !== "between" || (!row.start && !row.end))) return;
    if (!row.from || !isValidDate(row.from)) return fail(index, "from", WAITLIST_REASONS.firstDay);
    const to = row.to || row.from;
    if (!isValidDate(to) || to < row.from) return fail(index, "to", WAITLIST_REASONS.order);
    if (to < bounds.today) return fail(index, "to", WAITLIST_REASONS.past);
    if (row.from > bounds.maxDate) return fail(index, "from", reasonWith(WAITLIST_REASONS.tooFar, { days: bounds.horizonDays }));
    let start: string = DAY_PARTS[part].start;
    let end: string = DAY_PARTS[part].end;
    if (part === "between") {
      if (!row.start) return fail(index, "start", WAITLIST_REASONS.times);
      if (!row.end) return fail(index, "end", WAITLIST_REASONS.times);
      if (row.end <= row.start) return fail(index, "end", WAITLIST_REASONS.timeOrder);
      [start, end] = [row.start, row.end];
    }
    // Only today left of it, and that part of today is over ("Morning" at 3 PM): no start can come of it.
    if (to === bounds.today && end <= (bounds.timeNow ?? "00:00"))
      return fail(index, part === "between" ? "end" : "part", WAITLIST_REASONS.partPast);
    windows.push({
      from: row.from < bounds.today ? bounds.today : row.from,
      to: to > bounds.maxDate ? bounds.maxDate : to,
      part,
      start,
      end,
    });
  });
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  if (windows.length === 0) return { ok: false, fieldErrors: { [windowField(1, "from")]: [WAITLIST_REASONS.noWindow] } };
  return { ok: true, windows };
}

/** Whether a start (local date and time) lies in a window: its day in the range, its time in the part of the day. */
export function fitsWindow(window: WaitWindow, date: string, time: string): boolean {
  return date >= window.from && date <= window.to && time >= window.start && time < window.end;
}

export function fitsAnyWindow(windows: readonly WaitWindow[], date: string, time: string): boolean {
  return windows.some((window) => fitsWindow(window, date, time));
}

/**
 * Whether an entry's windows still hold a start it could be offered: a start time of the day
 * (`slotTimes`) in one of its windows, later than now, that was not offered to it before. An
 * entry without one (it waited for one start, offered and let go) can never be offered again.
 */
export function hasStartsLeft(
  windows: readonly WaitWindow[],
  at: { today: string; timeNow: string },
  offeredBefore: (date: string, time: string) => boolean,
  slotTimes: readonly string[],
): boolean {
  for (const window of windows) {
    for (let date = window.from > at.today ? window.from : at.today; date <= window.to; date = addDaysToDate(date, 1)) {
      for (const time of slotTimes) {
        if (date === at.today && time <= at.timeNow) continue;
        if (fitsWindow(window, date, time) && !offeredBefore(date, time)) return true;
      }
    }
  }
  return false;
}

/** Whether two customers wait for some of the same times: the same days and overlapping hours. */
export function windowsOverlap(a: readonly WaitWindow[], b: readonly WaitWindow[]): boolean {
  return a.some((x) => b.some((y) => x.from <= y.to && y.from <= x.to && x.start < y.end && y.start < x.end));
}

/** The days a search for free time covers: from the first window's first day to the last one's last. */
export function windowSpan(windows: readonly WaitWindow[]): { fromDate: string; toDate: string } {
  return {
    fromDate: windows.reduce((min, window) => (window.from < min ? window.from : min), windows[0].from),
    toDate: windows.reduce((max, window) => (window.to > max ? window.to : max), windows[0].to),
  };
}

/** When an entry lapses: the end of its last window's last day, in the service's zone. */
export function lapsesAt(windows: readonly WaitWindow[], timeZone: string): Date {
  return instantOf(addDaysToDate(windowSpan(windows).toDate, 1), "00:00", timeZone);
}

/**
 * How long an offer is held: `minutes` (WAITLIST_OFFER_MINUTES), or `soonMinutes` when the job
 * starts within 24 hours, and never past the start itself.
 */
export function offerExpiry(startsAt: Date, now: Date, hold: { minutes: number; soonMinutes: number }): Date {
  const soon = startsAt.getTime() - now.getTime() <= 24 * 3_600_000;
  const ends = now.getTime() + (soon ? Math.min(hold.soonMinutes, hold.minutes) : hold.minutes) * 60_000;
  return new Date(Math.min(ends, startsAt.getTime()));
}

/**
 * The payment hold of a booking made from an offer: Checkout within the offer's own hold, with
 * at least five minutes to pay, and never longer than a booking's usual hold.
 */
export function paymentHoldFromOffer(offerExpires: Date, now: Date, paymentHoldMinutes: number): Date {
  const atLeast = now.getTime() + 5 * 60_000;
  const atMost = now.getTime() + paymentHoldMinutes * 60_000;
  return new Date(Math.min(atMost, Math.max(offerExpires.getTime(), atLeast)));
}

/** Parses stored windows (written by this module); an unreadable value is no windows. */
export function parseWindows(json: string): WaitWindow[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as WaitWindow[]) : [];
  } catch {
    return [];
  }
}

/**
 * A customer's place in line: among the entries (in the order people joined) that wait for some
 * of the same times as theirs, where they stand and how many wait in all.
 */
export function placeInLine(
  me: { id: string; windows: readonly WaitWindow[] },
  waiting: ReadonlyArray<{ id: string; windows: readonly WaitWindow[] }>,
): { place: number; waiting: number } {
  const sharing = waiting.filter((entry) => entry.id === me.id || windowsOverlap(entry.windows, me.windows));
  const index = sharing.findIndex((entry) => entry.id === me.id);
  return index === -1 ? { place: sharing.length + 1, waiting: sharing.length + 1 } : { place: index + 1, waiting: sharing.length };
}
