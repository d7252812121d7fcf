import { reasons, reasonWith, type ReasonOf } from "../outcome";
import { checkSlot, slotsForDate, checkDate, startPlanner, takerOf, type SlotContext } from "../schedule/slots";
import { addDaysToDate, instantOf, isValidDate, minutesOfDay } from "../time";

/**
 * Recurring jobs (docs/decisions/0019): a rule every 1, 2 or 4 weeks from a first date at a local
 * time, each visit a booking of its own. Dates are counted on the calendar and each start taken in
 * the zone on its own date, so 10:00 stays 10:00 across daylight-saving changes.
 */

export const SERIES_INTERVALS = [1, 2, 4] as const;
export type SeriesInterval = (typeof SERIES_INTERVALS)[number];
export const SERIES_MIN_VISITS = 2;
export const SERIES_MAX_VISITS = 26;
export const SERIES_MAX_MONTHS = 6;
/** How far ahead a series' visits (and a proposal past the last one) may lie. */
export const SERIES_WINDOW_DAYS = 200;
/** A proposal for a visit that cannot be had looks at most this many days later. */
const PROPOSAL_DAYS = 6;

export const REPEAT_CHOICES: ReadonlyArray<"none" | `${SeriesInterval}`> = ["none", "1", "2", "4"];

export type SeriesEnd = { kind: "count"; count: number } | { kind: "until"; until: string };
export type SeriesRule = { intervalWeeks: SeriesInterval; end: SeriesEnd };

/** A series' reasons (decision 0047), worded in app/locales/reasons-booking.ts. */
export const SERIES_REASONS = /* @__PURE__ */ reasons("series", [
  "alreadyBooked",
  "repeat",
  "count",
  "until",
  "untilBefore",
  "untilFar",
  "tooFewVisits",
  "notAllowed",
  "nothingChosen",
  "booked",
  "changed",
  "cancelledFollowing",
  "movedFollowing",
  "visitRefused",
  "notMoved",
  "visitCannotMove",
  "visitTaken",
  "otherMember",
  "saveFailed",
  "cancelFailed",
]);
export type SeriesReason = ReasonOf<typeof SERIES_REASONS>;

export const SERIES_COUNT_REASON = /* @__PURE__ */ reasonWith("series.count" satisfies SeriesReason, {
  min: SERIES_MIN_VISITS,
  max: SERIES_MAX_VISITS,
});

/** A visit's start as a reason carries it, worded in the reader's language ("2026-12-08T10:00"). */
const startOf = (visit: { date: string; time: string }) => `${visit.date}T${visit.time}`;

/** "Booked! 4 visits are on the provider's calendar…" */
export const seriesBookedReason = (count: number) => reasonWith(SERIES_REASONS.booked, { count });

/** This visit and the `count - 1` after it were cancelled or moved. */
export const followingChangedReason = (change: "cancelled" | "moved", count: number) =>
  reasonWith(change === "cancelled" ? SERIES_REASONS.cancelledFollowing : SERIES_REASONS.movedFollowing, { count, after: count - 1 });

/** A chosen visit cannot be booked (a slot's reason), so the series was not. */
export const visitRefusedReason = (visit: { index: number; date: string; time: string }, reason: string) =>
  reasonWith(SERIES_REASONS.visitRefused, { index: visit.index, at: startOf(visit), reason });

/** The visits a move of "this and following" cannot make, each with its slot's reason: none moved. */
export const notMovedReason = (failures: ReadonlyArray<{ index: number; date: string; time: string; reason: string }>) =>
  reasonWith(SERIES_REASONS.notMoved, {
    count: failures.length,
    visits: failures.map((failure) =>
      reasonWith(SERIES_REASONS.visitCannotMove, { index: failure.index, at: startOf(failure), reason: failure.reason }),
    ),
  });

/** A visit's new time was taken between the check and the claim: none moved. */
export const visitTakenReason = (visit: { index: number; date: string; time: string }) =>
  reasonWith(SERIES_REASONS.visitTaken, { index: visit.index, at: startOf(visit) });

/** The same day of the month `months` later (the month's last day when it has fewer days). */
export function addMonthsToDate(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number);
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, last))).toISOString().slice(0, 10);
}

/** The rule's dates from the first one: every N weeks, for a count or until a date, never past six months or 26 visits. */
export function seriesDates(start: string, rule: SeriesRule): string[] {
  const limit = addMonthsToDate(start, SERIES_MAX_MONTHS);
  const dates: string[] = [];
  for (let k = 0; dates.length < SERIES_MAX_VISITS; k++) {
    const date = addDaysToDate(start, k * 7 * rule.intervalWeeks);
    if (date > limit) break;
    if (rule.end.kind === "count" && dates.length === rule.end.count) break;
    if (rule.end.kind === "until" && date > rule.end.until) break;
    dates.push(date);
  }
  return dates;
}

/** What is wrong with a rule for a first date (the field it belongs to and the words), or null. */
export function ruleRefusal(start: string, rule: SeriesRule): { field: "series_count" | "series_until"; message: string } | null {
  const tooLong = reasonWith(SERIES_REASONS.untilFar, { months: SERIES_MAX_MONTHS });
  if (rule.end.kind === "count") {
    const { count } = rule.end;
    if (!Number.isInteger(count) || count < SERIES_MIN_VISITS || count > SERIES_MAX_VISITS)
      return { field: "series_count", message: SERIES_COUNT_REASON };
    if (seriesDates(start, rule).length < count) return { field: "series_count", message: tooLong };
    return null;
  }
  const { until } = rule.end;
  if (!isValidDate(until)) return { field: "series_until", message: SERIES_REASONS.until };
  if (until <= start) return { field: "series_until", message: SERIES_REASONS.untilBefore };
  if (until > addMonthsToDate(start, SERIES_MAX_MONTHS)) return { field: "series_until", message: tooLong };
  if (seriesDates(start, rule).length < SERIES_MIN_VISITS)
    return { field: "series_until", message: reasonWith(SERIES_REASONS.tooFewVisits, { min: SERIES_MIN_VISITS }) };
  return null;
}

/** Each date's start at the same local time in the zone (10:00 stays 10:00 across daylight-saving changes). */
export function seriesStarts(dates: readonly string[], time: string, timeZone: string): Date[] {
  return dates.map((date) => instantOf(date, time, timeZone));
}

/** A visit the customer kept: the rule's visit it stands for, and its date and time (as asked, or a proposal they took). */
export type ChosenVisitInput = { index: number; date: string; time: string };

/** One visit of a plan: as asked, moved to a proposed time (with why), or not to be had. */
export type VisitPlan =
  | { index: number; ruleDate: string; kind: "as-asked"; date: string; time: string; person?: string | null }
  | { index: number; ruleDate: string; kind: "proposal"; date: string; time: string; reason: string; person?: string | null }
  | { index: number; ruleDate: string; kind: "unavailable"; reason: string };

/** The free start nearest a time on a date (the earlier of two as near), or null. */
function nearestFree(date: string, time: string, context: SlotContext): string | null {
  const wanted = minutesOfDay(time);
  const free = slotsForDate(date, context).slots.filter((slot) => slot.status === "free");
  free.sort((a, b) => Math.abs(minutesOfDay(a.time) - wanted) - Math.abs(minutesOfDay(b.time) - wanted) || a.time.localeCompare(b.time));
  return free[0]?.time ?? null;
}

/**
 * Every visit of a series judged by the slot engine: its own date at the asked time when free, else
 * the nearest free time that day or the next working day as a proposal, else none. Planned visits
 * count as taken for the later ones; `context.busyCells` must cover every date of the series.
 */
export function planVisits(dates: readonly string[], time: string, context: SlotContext, firstPerson: string | null = null): VisitPlan[] {
  const planner = startPlanner(context);
  const engine = planner.context;
  // With a team, the visits stay with one member while they are free (as booking them does),
  // starting with whom the first visit would go to; each visit says who takes it.
  let member: string | null = firstPerson;
  const take = (date: string, at: string): string | undefined => {
    const check = checkSlot(date, at, engine);
    if (!check.ok) return undefined;
    const taker = takerOf(check, member);
    member ??= taker?.userId ?? null;
    planner.hold(taker?.userId ?? null, taker?.cells ?? check.cells, check.startsAt);
    return taker?.userId;
  };
  return dates.map((ruleDate, i): VisitPlan => {
    const index = i + 1;
    const check = checkSlot(ruleDate, time, engine);
    if (check.ok) return { index, ruleDate, kind: "as-asked", date: ruleDate, time, person: take(ruleDate, time) };
    // A date someone booked long before this plan is not a race lost a moment ago.
    const reason = check.reason === "taken" ? SERIES_REASONS.alreadyBooked : check.message;
    const sameDay = checkDate(ruleDate, engine).ok ? nearestFree(ruleDate, time, engine) : null;
    if (sameDay) return { index, ruleDate, kind: "proposal", date: ruleDate, time: sameDay, reason, person: take(ruleDate, sameDay) };
    const nextRuleDate = dates[i + 1];
    for (let offset = 1; offset <= PROPOSAL_DAYS; offset++) {
      const date = addDaysToDate(ruleDate, offset);
      if (nextRuleDate && date >= nextRuleDate) break;
      if (!checkDate(date, engine).ok) continue;
      const at = nearestFree(date, time, engine);
      if (!at) continue;
      return { index, ruleDate, kind: "proposal", date, time: at, reason, person: take(date, at) };
    }
    return { index, ruleDate, kind: "unavailable", reason };
  });
}

/** A visit of a series a team member other than the first visit's takes (decision 0032). */
export function otherMemberReason(usual: string, other: string): string {
  return reasonWith(SERIES_REASONS.otherMember, { usual, other });
}
