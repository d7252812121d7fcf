import { reasons, reasonWith, type ReasonOf } from "../outcome";
import type { Availability } from "./availability";
import { isDayOff, type TimeOff } from "./schedule";
import { addDaysToDate, instantMsOf, instantOf, isValidDate, localClock, minutesOfDay, timeOfDay, weekdayOfDate } from "../time";
import type { LatLng } from "../places/geo";
import { BoundedMap } from "./bounded-map";
import { addedDriveMinutes, reachable, routeKnows, type PlacedJob, type Route, type Span, type TravelContext } from "./travel";

/**
 * The one slot engine: which starts a service can be booked at, for the picker, the dashboard, the
 * server's check, the badges and "Available Now" alike. Starts every 30 minutes from 08:00 to
 * 17:30, never on a Sunday or in the past, the job and buffer within the day's hours and clear of
 * every live booking (decision 0005).
 */
export const SLOT_MINUTES = 30;
export const FIRST_SLOT = "08:00";
export const LAST_SLOT = "17:30";
/** How far ahead a customer may book. */
export const BOOKING_WINDOW_DAYS = 90;

/**
 * Bookings claim 30-minute cells on an absolute grid (epoch milliseconds / CELL_MS). US zones
 * differ by whole hours, so every local start of the grid begins a cell.
 */
export const CELL_MS = SLOT_MINUTES * 60_000;

export const SLOT_TIMES: readonly string[] = Array.from(
  { length: (minutesOfDay(LAST_SLOT) - minutesOfDay(FIRST_SLOT)) / SLOT_MINUTES + 1 },
  (_, i) => timeOfDay(minutesOfDay(FIRST_SLOT) + i * SLOT_MINUTES),
);

/** Each of SLOT_TIMES as minutes of the day. */
const SLOT_START_MINUTES: readonly number[] = SLOT_TIMES.map(minutesOfDay);

/** The instants of a date's SLOT_TIMES in a zone, worked out once per date and zone. */
const MAX_CACHED_DAYS = 2_000;
const slotInstantsByDay = new BoundedMap<string, readonly number[]>(MAX_CACHED_DAYS);

function slotInstantsOf(date: string, timeZone: string): readonly number[] {
  const key = `${timeZone}|${date}`;
  let instants = slotInstantsByDay.get(key);
  if (!instants) {
    slotInstantsByDay.set(key, (instants = SLOT_TIMES.map((time) => instantMsOf(date, time, timeZone))));
  }
  return instants;
}

/** Today's date where a context's "now" falls: every date check asks it, once per zone per "now". */
const todays = new WeakMap<Date, Map<string, string>>();

function todayOf(context: Pick<SlotContext, "now" | "timeZone">): string {
  let byZone = todays.get(context.now);
  if (!byZone) todays.set(context.now, (byZone = new Map()));
  let today = byZone.get(context.timeZone);
  if (today === undefined) byZone.set(context.timeZone, (today = localClock(context.now, context.timeZone).date));
  return today;
}

/** Why a date or start cannot be booked (decision 0047), worded in app/locales/reasons-booking.ts. */
export const SLOT_REASONS = /* @__PURE__ */ reasons("slot", [
  "dateRequired",
  "dateInvalid",
  "sunday",
  "pastDate",
  "tooFar",
  "dayClosed",
  "dayOff",
  "timeRequired",
  "offGrid",
  "pastTime",
  "outsideHours",
  "taken",
  "unreachable",
  "noFreeSlots",
]);
export type SlotReason = ReasonOf<typeof SLOT_REASONS>;

/** The reason a failed rule gives: the booking window's days (this context's) carried for its words. */
function reasonOfRule(rule: SlotRule, context: { windowDays?: number }): string {
  return rule === "tooFar" ? reasonWith(SLOT_REASONS.tooFar, { days: context.windowDays ?? BOOKING_WINDOW_DAYS }) : SLOT_REASONS[rule];
}

/** "booked": the job would overlap a live booking of the provider (shown, not choosable). */
/** "held": taken only by a waitlist offer's hold (decision 0033), which the business's scheduling tells apart. */
export type SlotStatus = "free" | "booked" | "held";
export type Slot = { time: string; status: SlotStatus };

/** What the engine knows about a provider: shared by every service they offer. */
export type ProviderCalendar = {
  /** Weekly hours (effective: a provider who set none works standard hours). */
  hours: Availability;
  timeOff: readonly TimeOff[];
  bufferMinutes: number;
  /** The service's zone: dates, "today" and "past" are judged there. */
  timeZone: string;
};

/** One person who can do a service's jobs: the owner or a team member, with their own calendar. */
export type Performer = Omit<ProviderCalendar, "timeZone"> & {
  userId: string;
  /** Cells held by this person's live bookings and busy events around the dates asked about. */
  busyCells: ReadonlySet<number>;
  /** Their jobs with places and their day's start and end places, when travel is judged. */
  route?: Route;
};

export type SlotContext = ProviderCalendar & {
  durationMinutes: number;
  now: Date;
  /** Cells held by the provider's other live bookings around the dates asked about. */
  busyCells: ReadonlySet<number>;
  /** How far ahead dates may be booked: BOOKING_WINDOW_DAYS, or a series' longer reach. */
  windowDays?: number;
  /**
   * Travel between jobs (issue 58): where the job asked about is and how long drives take. With
   * it, a start is free only for someone who can get there from what comes before and on to what
   * comes after (their `route`, or the context's own for a provider alone) in time.
   */
  travel?: TravelContext;
  /** The provider's own route, when they work alone. */
  route?: Route;
  /**
   * A provider with a team (decision 0032): the people who perform this service, in the order
   * ties are broken. A start is free when one of them is free for the whole job and their
   * buffer within their hours; the context's own hours, days off and busy cells are then unused.
   */
  team?: readonly Performer[];
};

/**
 * When what the engine says about "now" can next change: starts, "past", "Available Now" and
 * local midnights all fall on the grid, so nothing changes before the next cell begins.
 */
export function nextCellStart(epochMs: number): number {
  return (Math.floor(epochMs / CELL_MS) + 1) * CELL_MS;
}

/** The cells a stretch of time from `start` touches. */
export function cellsCovering(start: Date, minutes: number): number[] {
  const first = Math.floor(start.getTime() / CELL_MS);
  const last = Math.ceil((start.getTime() + minutes * 60_000) / CELL_MS);
  return Array.from({ length: Math.max(1, last - first) }, (_, k) => first + k);
}

/** The cells a job booked at a start claims: its length and the provider's buffer after it. */
export function claimedCells(
  date: string,
  time: string,
  context: Pick<SlotContext, "timeZone" | "durationMinutes" | "bufferMinutes">,
): number[] {
  return cellsCovering(instantOf(date, time, context.timeZone), context.durationMinutes + context.bufferMinutes);
}

/** The first and one-past-the-last cell of the local dates from `from` to `to` (inclusive). */
export function cellRangeOfDates(from: string, to: string, timeZone: string): { from: number; to: number } {
  return {
    from: Math.floor(instantOf(from, "00:00", timeZone).getTime() / CELL_MS),
    to: Math.ceil(instantOf(addDaysToDate(to, 1), "00:00", timeZone).getTime() / CELL_MS),
  };
}

/** The job and buffer end by closing time on a day the provider works. */
function fitsHours(context: SlotContext, date: string, time: string): boolean {
  const day = context.hours[weekdayOfDate(date)];
  const start = minutesOfDay(time);
  return (
    day.available &&
    start >= minutesOfDay(day.startTime) &&
    start + context.durationMinutes + context.bufferMinutes <= minutesOfDay(day.endTime)
  );
}

function isPast(context: Pick<SlotContext, "now" | "timeZone">, date: string, time: string): boolean {
  return instantOf(date, time, context.timeZone).getTime() <= context.now.getTime();
}

function overlapsBooking(context: SlotContext, date: string, time: string): boolean {
  return claimedCells(date, time, context).some((cell) => context.busyCells.has(cell));
}

/** The instants a person's day spans on a date: their opening and closing, and the local day's bounds. */
type DayBounds = { opensMs: number; closesMs: number; fromMs: number; toMs: number };

/** Worked out once per zone, date and hours: every list asks about the same days of the same people. */
const boundsByZone = new Map<string, BoundedMap<string, Map<number, DayBounds>>>();

function dayBounds(context: Pick<SlotContext, "timeZone">, date: string, opens: number, closes: number): DayBounds {
  let byDate = boundsByZone.get(context.timeZone);
  if (!byDate) boundsByZone.set(context.timeZone, (byDate = new BoundedMap(MAX_CACHED_DAYS)));
  let memo = byDate.get(date);
  if (!memo) byDate.set(date, (memo = new Map()));
  const key = opens * 10_000 + closes;
  let bounds = memo.get(key);
  if (!bounds) {
    bounds = {
      opensMs: instantMsOf(date, timeOfDay(opens), context.timeZone),
      closesMs: instantMsOf(date, timeOfDay(Math.min(closes, 24 * 60 - 1)), context.timeZone) + (closes >= 24 * 60 ? 60_000 : 0),
      fromMs: instantMsOf(date, "00:00", context.timeZone),
      toMs: instantMsOf(addDaysToDate(date, 1), "00:00", context.timeZone),
    };
    memo.set(key, bounds);
  }
  return bounds;
}

/**
 * Whether whoever has this route can drive to the job and on in time (issue 58): always, when
 * travel is not judged or they have no route; "unread" when their jobs that day were not read.
 */
function reachOf(
  context: Pick<SlotContext, "timeZone" | "travel">,
  route: Route | undefined,
  date: string,
  hours: { opens: number; closes: number },
  startMs: number,
  minutes: number,
): boolean | "unread" {
  if (!context.travel || !route) return true;
  const bounds = dayBounds(context, date, hours.opens, hours.closes);
  if (!routeKnows(route, bounds)) return "unread";
  return reachable(route, startMs, startMs + minutes * 60_000, bounds, context.travel);
}

/** Whether whoever has this route can reach the job; a day not read counts as not (nothing unjudged is offered). */
function canReach(...args: Parameters<typeof reachOf>): boolean {
  return reachOf(...args) === true;
}

/** A provider alone: their hours on a date as minutes of the day. */
function hoursAlone(context: SlotContext, date: string): { opens: number; closes: number } {
  const day = context.hours[weekdayOfDate(date)];
  return { opens: minutesOfDay(day.startTime), closes: minutesOfDay(day.endTime) };
}

/** A provider alone: whether they can reach a start on a day they work. */
function reachableAlone(context: SlotContext, date: string, time: string, startMs?: number): boolean {
  if (!context.travel || !context.route) return true;
  const startAt = startMs ?? instantOf(date, time, context.timeZone).getTime();
  return canReach(context, context.route, date, hoursAlone(context, date), startAt, context.durationMinutes);
}

/** A team member's day: whether they can reach a start. */
function personReaches(context: SlotContext, day: PersonDay, date: string, startMs: number): boolean {
  return canReach(context, day.person.route, date, day, startMs, context.durationMinutes);
}

/** Which rule a start failed: a key of SLOT_REASONS (the use case maps it to its form's field). */
export type SlotRule = Exclude<keyof typeof SLOT_REASONS, "noFreeSlots">;

export type DateCheck = { ok: true } | { ok: false; reason: SlotRule; message: string };

type DateContext = Pick<SlotContext, "hours" | "timeOff" | "timeZone" | "now" | "windowDays" | "team">;

/** What a check may ask about a start, each worked out once and only when a check asks. */
type StartFacts = {
  date: string;
  time: string;
  startMs: number;
  working: PersonDay[];
  fitting: PersonDay[];
  free: PersonDay[];
  /** Of those free, who can drive there and on in time. */
  reaching: PersonDay[];
};

function factsOf(date: string, time: string, context: DateContext & Partial<SlotContext>): StartFacts {
  const memo: Partial<StartFacts> = {};
  const minutes = context.durationMinutes ?? 0;
  return {
    date,
    time,
    get startMs() {
      return (memo.startMs ??= instantOf(date, time, context.timeZone).getTime());
    },
    get working() {
      return (memo.working ??= workingOn(date, context.team ?? []));
    },
    get fitting() {
      return (memo.fitting ??= this.working.filter((day) => fitsDay(day, minutesOfDay(time), minutes)));
    },
    get free() {
      return (memo.free ??= this.fitting.filter((day) => isFree(day.person, this.startMs, minutes)));
    },
    get reaching() {
      return (memo.reaching ??= this.free.filter((day) => canReach(context, day.person.route, date, day, this.startMs, minutes)));
    },
  };
}

type StartCheck<Context> = { reason: SlotRule; passes: (start: StartFacts, context: Context) => boolean };

/**
 * The rules a date must pass, in order (the first that fails is the answer): a real date, from
 * today to the booking window's end, not a Sunday, a day the provider (or someone of the team)
 * works, and not their day off (with a team: someone works it and is not away).
 */
export const DATE_CHECKS: ReadonlyArray<StartCheck<DateContext>> = [
  { reason: "dateRequired", passes: ({ date }) => date !== "" },
  { reason: "dateInvalid", passes: ({ date }) => isValidDate(date) },
  { reason: "pastDate", passes: ({ date }, context) => date >= todayOf(context) },
  {
    reason: "tooFar",
    passes: ({ date }, context) => date <= addDaysToDate(todayOf(context), context.windowDays ?? BOOKING_WINDOW_DAYS),
  },
  { reason: "sunday", passes: ({ date }) => weekdayOfDate(date) !== "sunday" },
  {
    reason: "dayClosed",
    passes: ({ date }, context) =>
      context.team
        ? context.team.some((person) => person.hours[weekdayOfDate(date)].available)
        : context.hours[weekdayOfDate(date)].available,
  },
  { reason: "dayOff", passes: (start, context) => (context.team ? start.working.length > 0 : !isDayOff(start.date, context.timeOff)) },
];

/**
 * Then the rules a start on that date must pass: one of the listed times, not past, the whole
 * job and buffer within the hours (someone's), and none of their time taken (someone free).
 */
export const TIME_CHECKS: ReadonlyArray<StartCheck<SlotContext>> = [
  { reason: "timeRequired", passes: ({ time }) => time !== "" },
  { reason: "offGrid", passes: ({ time }) => SLOT_TIMES.includes(time) },
  { reason: "pastTime", passes: (start, context) => start.startMs > context.now.getTime() },
  {
    reason: "outsideHours",
    passes: (start, context) => (context.team ? start.fitting.length > 0 : fitsHours(context, start.date, start.time)),
  },
  {
    reason: "taken",
    passes: (start, context) => (context.team ? start.free.length > 0 : !overlapsBooking(context, start.date, start.time)),
  },
  {
    reason: "unreachable",
    passes: (start, context) => (context.team ? start.reaching.length > 0 : reachableAlone(context, start.date, start.time, start.startMs)),
  },
];

function firstFailing<Context extends { windowDays?: number }>(
  checks: ReadonlyArray<StartCheck<Context>>,
  start: StartFacts,
  context: Context,
) {
  const failed = checks.find((check) => !check.passes(start, context));
  return failed ? ({ ok: false, reason: failed.reason, message: reasonOfRule(failed.reason, context) } as const) : null;
}

/**
 * Whether a date can be booked at all (before looking at its times): by anyone of a team; when
 * nobody works it, "away" if someone would but has the day off, else "not available".
 */
export function checkDate(date: string, context: DateContext): DateCheck {
  return firstFailing(DATE_CHECKS, factsOf(date, "", context), context) ?? { ok: true };
}

/**
 * The team's evaluation (decision 0032), time by time rather than person by person: each start's
 * instant is found once, and each person is judged by arithmetic on their hours and cells, so a
 * team of 20 costs little more than one person.
 */
type PersonDay = { person: Performer; opens: number; closes: number };

const workingByTeam = new WeakMap<readonly Performer[], Map<string, PersonDay[]>>();

/** Who of the team works a date (their weekday's hours, not a day off), in the team's order. */
function workingOn(date: string, team: readonly Performer[]): PersonDay[] {
  // A list's searches ask again about the dates they stopped at (searchFirstStart's resume).
  let byDate = workingByTeam.get(team);
  if (!byDate) workingByTeam.set(team, (byDate = new Map()));
  let working = byDate.get(date);
  if (!working) byDate.set(date, (working = peopleWorking(date, team)));
  return working;
}

function peopleWorking(date: string, team: readonly Performer[]): PersonDay[] {
  const weekday = weekdayOfDate(date);
  const working: PersonDay[] = [];
  for (const person of team) {
    const day = person.hours[weekday];
    if (day.available && !isDayOff(date, person.timeOff))
      working.push({ person, opens: minutesOfDay(day.startTime), closes: minutesOfDay(day.endTime) });
  }
  return working;
}

/** Whether a job of `minutes` from `start` (minutes of the day) and the person's buffer end within their hours. */
function fitsDay(day: PersonDay, start: number, minutes: number): boolean {
  return start >= day.opens && start + minutes + day.person.bufferMinutes <= day.closes;
}

/** Whether none of the cells a job from `startMs` and the person's buffer touch is busy for them (as cellsCovering counts). */
function isFree(person: Performer, startMs: number, minutes: number): boolean {
  const first = Math.floor(startMs / CELL_MS);
  const last = Math.max(first + 1, Math.ceil((startMs + (minutes + person.bufferMinutes) * 60_000) / CELL_MS));
  for (let cell = first; cell < last; cell++) if (person.busyCells.has(cell)) return false;
  return true;
}

/**
 * The start times of a bookable date that a job fits (within hours, not past), free or
 * booked; an empty list and the reason when the date cannot be booked.
 */
export function slotsForDate(date: string, context: SlotContext): { slots: Slot[]; message: string | null } {
  if (!context.team) return slotsForDateAlone(date, context);
  const dateCheck = checkDate(date, context);
  if (!dateCheck.ok) return { slots: [], message: dateCheck.message };
  // A time is listed when it fits someone's hours, and free when one of them is free for it.
  const working = workingOn(date, context.team);
  const minutes = context.durationMinutes;
  const slots: Slot[] = [];
  for (const time of SLOT_TIMES) {
    const startMs = instantOf(date, time, context.timeZone).getTime();
    if (startMs <= context.now.getTime()) continue;
    const start = minutesOfDay(time);
    const fitting = working.filter((day) => fitsDay(day, start, minutes));
    if (fitting.length === 0) continue;
    slots.push({
      time,
      status: fitting.some((day) => isFree(day.person, startMs, minutes) && personReaches(context, day, date, startMs)) ? "free" : "booked",
    });
  }
  return { slots, message: slots.some((slot) => slot.status === "free") ? null : SLOT_REASONS.noFreeSlots };
}

/**
 * The same date's slots with the waitlist's holds told apart: a start booked as it stands but
 * free without the holds (`withoutHolds`, the context with their cells taken out) is "held".
 */
export function slotsTellingHolds(
  date: string,
  context: SlotContext,
  withoutHolds: SlotContext,
): { slots: Slot[]; message: string | null } {
  const result = slotsForDate(date, context);
  const freeWithout = new Set(
    slotsForDate(date, withoutHolds)
      .slots.filter((slot) => slot.status === "free")
      .map((slot) => slot.time),
  );
  return {
    ...result,
    slots: result.slots.map((slot) => (slot.status === "booked" && freeWithout.has(slot.time) ? { ...slot, status: "held" } : slot)),
  };
}

function slotsForDateAlone(date: string, context: SlotContext): { slots: Slot[]; message: string | null } {
  const dateCheck = checkDate(date, context);
  if (!dateCheck.ok) return { slots: [], message: dateCheck.message };
  const slots = SLOT_TIMES.filter((time) => !isPast(context, date, time) && fitsHours(context, date, time)).map((time): Slot => ({
    time,
    status: overlapsBooking(context, date, time) || !reachableAlone(context, date, time) ? "booked" : "free",
  }));
  return {
    slots,
    message: slots.some((slot) => slot.status === "free") ? null : SLOT_REASONS.noFreeSlots,
  };
}

/** Someone free for a start, the cells their job and buffer would claim, and the driving it adds to their day. */
export type FreePerformer = { userId: string; cells: number[]; addedDriveMinutes: number };

export type SlotCheck =
  | {
      ok: true;
      cells: number[];
      startsAt: Date;
      /** With a team: everyone free for the whole job, in the team's order (the caller assigns one). */
      free?: FreePerformer[];
    }
  | { ok: false; reason: SlotRule; message: string };

/**
 * The server's decision on a requested start (the claims table still decides races). With a
 * team, the start is free when someone is; refused, "just booked" when someone works then but
 * is busy, else "not available at this time".
 */
export function checkSlot(date: string, time: string, context: SlotContext): SlotCheck {
  const start = factsOf(date, time, context);
  const refused = firstFailing(DATE_CHECKS, start, context) ?? firstFailing(TIME_CHECKS, start, context);
  if (refused) return refused;
  const startsAt = new Date(start.startMs);
  if (!context.team) return { ok: true, cells: claimedCells(date, time, context), startsAt };
  const free = start.reaching.map((day) => ({
    userId: day.person.userId,
    cells: cellsCovering(startsAt, context.durationMinutes + day.person.bufferMinutes),
    addedDriveMinutes: addedDrive(context, day, date, start.startMs),
  }));
  return { ok: true, cells: free[0].cells, startsAt, free };
}

/**
 * A context to plan several starts in (a series' visits): each start held counts as busy for the
 * ones after it, in the cells of whoever takes it (the provider's own, or a team member's).
 */
export function startPlanner(context: SlotContext): {
  context: SlotContext;
  hold(userId: string | null, cells: readonly number[], startsAt: Date): void;
} {
  const planned: SlotContext = {
    ...context,
    busyCells: new Set(context.busyCells),
    route: copyRoute(context.route),
    team: context.team?.map((person) => ({ ...person, busyCells: new Set(person.busyCells), route: copyRoute(person.route) })),
  };
  return {
    context: planned,
    hold(userId, cells, startsAt) {
      const holder = planned.team ? planned.team.find((person) => person.userId === userId) : planned;
      cells.forEach((cell) => (holder?.busyCells as Set<number> | undefined)?.add(cell));
      // A planned visit is a job on the route like a booked one: the next visits drive from and to it.
      const jobs = holder?.route?.jobs as PlacedJob[] | undefined;
      if (jobs && planned.travel) {
        const startMs = startsAt.getTime();
        jobs.push({ startMs, endMs: startMs + planned.durationMinutes * 60_000, place: planned.travel.place });
        jobs.sort((x, y) => x.startMs - y.startMs);
      }
    },
  };
}

function copyRoute(route: Route | undefined): Route | undefined {
  return route && { ...route, jobs: [...route.jobs] };
}

function addedDrive(context: SlotContext, day: PersonDay, date: string, startMs: number): number {
  if (!context.travel || !day.person.route) return 0;
  const bounds = dayBounds(context, date, day.opens, day.closes);
  return addedDriveMinutes(day.person.route, { startMs, endMs: startMs + context.durationMinutes * 60_000 }, bounds, context.travel);
}

/** The same context judging travel for a job at another place (each job of a list at its own address). */
export function atPlace(context: SlotContext, place: LatLng | null): SlotContext {
  return context.travel && place ? { ...context, travel: { ...context.travel, place } } : context;
}

/** Who of a team takes a free start: `prefer` while they are free, else the first free (null for a provider alone). */
export function takerOf(check: Extract<SlotCheck, { ok: true }>, prefer: string | null): FreePerformer | null {
  if (!check.free) return null;
  return check.free.find((person) => person.userId === prefer) ?? check.free[0];
}

export type BookableStart = { date: string; time: string; startsAt: Date };

/** How far ahead the availability badges look for a first free start. */
export const BADGE_HORIZON_DAYS = 14;

/**
 * A person's day whose jobs a search needs and its context did not hold (a list reads routes only
 * where it looks, issue 58): whose (null: the provider working alone) and the local day's bounds.
 */
export type UnreadDay = Span & { userId: string | null };

/**
 * The first free start, or the days whose jobs must be read to know it: the search stops at the
 * first start that someone free for it might reach but whose day was not read, and reports those
 * days; read them into the routes and search again.
 */
export type FirstStartSearch = {
  found: BookableStart | null;
  unread: UnreadDay[];
  /** Where a search that found days unread stopped: the next one, on the same context, resumes there. */
  stoppedAt?: { date: string; time: string };
};

/**
 * The first free start from now on, looking `days` local dates ahead (today included), and
 * no later than `until` when given. `busyCells` must cover the dates looked at.
 */
export function searchFirstStart(
  context: SlotContext,
  options: {
    days?: number;
    until?: Date;
    /** Where an earlier search on this context stopped: the starts before it were judged already. */
    resume?: FirstStartSearch["stoppedAt"];
    /** How many of the people free at a start whose days were not read to ask for (the first in the team's order). */
    unreadAsked?: number;
  } = {},
): FirstStartSearch {
  const today = todayOf(context);
  const minutes = context.durationMinutes;
  const nowMs = context.now.getTime();
  const untilMs = options.until ? options.until.getTime() : Infinity;
  const none: FirstStartSearch = { found: null, unread: [] };
  const resume = options.resume;
  for (let offset = 0; offset < (options.days ?? BADGE_HORIZON_DAYS); offset++) {
    const date = addDaysToDate(today, offset);
    if (resume && date < resume.date) continue;
    const facts = factsOf(date, "", context);
    if (firstFailing(DATE_CHECKS, facts, context)) continue;
    // Alone, the provider is the day's one person, by the rules of their own hours and cells.
    const instants = slotInstantsOf(date, context.timeZone);
    const people: Array<{ day: PersonDay; userId: string | null }> = context.team
      ? facts.working.map((day) => ({ day, userId: day.person.userId }))
      : [{ day: aloneDay(context, date), userId: null }];
    for (let slot = 0; slot < SLOT_TIMES.length; slot++) {
      const time = SLOT_TIMES[slot];
      if (resume && date === resume.date && time < resume.time) continue;
      const startMs = instants[slot];
      if (startMs > untilMs) return none;
      if (startMs <= nowMs) continue;
      const start = SLOT_START_MINUTES[slot];
      let unread: UnreadDay[] | null = null;
      for (const { day, userId } of people) {
        if (!fitsDay(day, start, minutes) || !isFree(day.person, startMs, minutes)) continue;
        const reach = reachOf(context, day.person.route, date, day, startMs, minutes);
        if (reach === true) return { found: { date, time, startsAt: new Date(startMs) }, unread: [] };
        if (reach === "unread" && (unread?.length ?? 0) < (options.unreadAsked ?? Infinity)) {
          const { fromMs, toMs } = dayBounds(context, date, day.opens, day.closes);
          (unread ??= []).push({ userId, fromMs, toMs });
        }
      }
      if (unread) return { found: null, unread, stoppedAt: { date, time } };
    }
  }
  return none;
}

/** A provider alone as the one person of their day: their hours, buffer, cells and route. */
function aloneDay(context: SlotContext, date: string): PersonDay {
  const person: Performer = {
    userId: "",
    hours: context.hours,
    timeOff: context.timeOff,
    bufferMinutes: context.bufferMinutes,
    busyCells: context.busyCells,
    route: context.route,
  };
  return { person, ...hoursAlone(context, date) };
}

/** The first free start, for a context that holds every route it needs (none where it would need a day not read). */
export function firstBookableStart(context: SlotContext, options: { days?: number; until?: Date } = {}): BookableStart | null {
  return searchFirstStart(context, options).found;
}

/** A start within this many minutes makes a service "Available Now". */
export const AVAILABLE_NOW_MINUTES = 60;

/** The horizon "Available Now" looks at: what the filter loads and the badge compares with. */
export function availableNowUntil(now: Date): Date {
  return new Date(now.getTime() + AVAILABLE_NOW_MINUTES * 60_000);
}

/** The date offered first in a picker: the first free start's date, else today. */
export function firstBookableDate(context: SlotContext): string {
  return firstBookableStart(context)?.date ?? localClock(context.now, context.timeZone).date;
}

/** How far ahead the pickers list the days with free times. */
export const FREE_DAYS_AHEAD = 14;

/** A day with free starts, for the list beside a picker ("Mon, Nov 30 · 3 times free"). */
export type FreeDay = { date: string; free: number };

/**
 * The days from today (in the service's zone) through `days - 1` later that have at least one free
 * start, each with how many: one context read over the whole range, judged day by day by the same
 * rules as a date's times.
 */
export function freeDays(context: SlotContext, days = FREE_DAYS_AHEAD): FreeDay[] {
  const today = localClock(context.now, context.timeZone).date;
  const found: FreeDay[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDaysToDate(today, i);
    const free = slotsForDate(date, context).slots.filter((slot) => slot.status === "free").length;
    if (free > 0) found.push({ date, free });
  }
  return found;
}
