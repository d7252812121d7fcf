import { reasons, reasonWith, type ReasonOf } from "../outcome";
import { cellsCovering } from "./slots";

/**
 * Calendars a provider already keeps, whose busy events block their time (decision 0030): what
 * the portal says about them (the e-mail sent when one has failed for an hour is in app/locales).
 */

export const BUSY_CALENDAR_LIMIT = 5;
export const BUSY_CALENDAR_LABEL_MAX = 60;
export const BUSY_CALENDAR_URL_MAX = 2_000;
/** How often each calendar is fetched again. */
export const BUSY_CALENDAR_SYNC_MINUTES = 10;
/** How long a calendar fails before its owner is e-mailed (once). */
export const BUSY_CALENDAR_FAILURE_NOTICE_MINUTES = 60;
/** Reads that failed in a row (or never finished) after which a calendar waits for its owner. */
export const BUSY_CALENDAR_MAX_FAILED_READS = 3;

/**
 * One budget for reading one calendar file, whatever it holds (decision 0039): its bytes, the
 * busy events in the next two weeks, every repeat of every rule (steps), the time and the memory.
 */
export const CALENDAR_BUDGET = {
  bytes: 5_000_000,
  /** The fetch: its whole time, and the redirects it follows (decision 0030). */
  fetchMs: 10_000,
  redirects: 3,
  /** Busy events starting in the next `aheadDays` days: more than a person's calendar ever holds. */
  eventsAhead: 5_000,
  aheadDays: 14,
  /** Events looked at and repeats of rules, together: a daily rule since 1970 is ~21,000. */
  steps: 200_000,
  /** Reading the text once fetched (the fetch has its own 10 s). */
  readMs: 5_000,
  /** BEGIN within BEGIN: a calendar is three deep (an alarm in an event). */
  maxDepth: 8,
  /** The worker's heap: a 5 MB file of 80,000 events reads in a third of it. */
  heapMb: 64,
} as const;

export type CalendarBudgetBreach = "events" | "repeats" | "time";

/**
 * A busy calendar's answers, and why a read of one failed (decision 0047), worded in
 * app/locales/reasons-business.ts: the fetch's (app/lib/public-fetch.server.ts), the reading's
 * (its worker) and the budget's. A failure is stored with the calendar as its reason, so its owner
 * reads it in their language on the Schedule tab and in the e-mail.
 */
export const BUSY_CALENDAR_REASONS = /* @__PURE__ */ reasons("busyCalendar", [
  "urlRequired",
  "urlInvalid",
  "labelTooLong",
  "limit",
  "unreadable",
  "added",
  "removed",
  "readAgain",
  "unknown",
  "events",
  "repeats",
  "time",
  "memory",
  "crashed",
  "busy",
  "notCalendar",
  "malformedEvent",
  "nestedTooDeep",
  "readFailed",
  "addressLost",
  "scheme",
  "privateAddress",
  "noServer",
  "tooLarge",
  "redirects",
  "status",
  "statusNotAllowed",
  "statusNotFound",
  "timeout",
  "network",
]);
export type BusyCalendarReason = ReasonOf<typeof BUSY_CALENDAR_REASONS>;

export const LABEL_TOO_LONG_REASON = /* @__PURE__ */ reasonWith("busyCalendar.labelTooLong" satisfies BusyCalendarReason, {
  max: BUSY_CALENDAR_LABEL_MAX,
});
export const CALENDAR_LIMIT_REASON = /* @__PURE__ */ reasonWith("busyCalendar.limit" satisfies BusyCalendarReason, {
  max: BUSY_CALENDAR_LIMIT,
});

/** Over the budget, or the reading's worker ended otherwise: why, as its owner reads it. */
export function budgetReason(breach: CalendarBudgetBreach | "memory" | "crashed" | "busy"): string {
  if (breach === "events")
    return reasonWith(BUSY_CALENDAR_REASONS.events, {
      max: CALENDAR_BUDGET.eventsAhead.toLocaleString("en-US"),
      days: CALENDAR_BUDGET.aheadDays,
    });
  if (breach === "repeats") return reasonWith(BUSY_CALENDAR_REASONS.repeats, { max: CALENDAR_BUDGET.steps.toLocaleString("en-US") });
  return BUSY_CALENDAR_REASONS[breach];
}

/** A calendar that could not be read, with why. */
export const unreadableReason = (reason: string) => reasonWith(BUSY_CALENDAR_REASONS.unreadable, { reason });

/** A calendar added, or read again on its owner's asking, with the busy times ahead it brought. */
export const calendarReadReason = (read: "added" | "readAgain", count: number) => reasonWith(BUSY_CALENDAR_REASONS[read], { count });

/** What a calendar server answered, when it was not the calendar. */
export function serverAnsweredReason(status: number): string {
  const reason =
    status === 401 || status === 403
      ? BUSY_CALENDAR_REASONS.statusNotAllowed
      : status === 404 || status === 410
        ? BUSY_CALENDAR_REASONS.statusNotFound
        : BUSY_CALENDAR_REASONS.status;
  return reasonWith(reason, { status });
}

/**
 * The address a calendar gave, as one to fetch: webcal:// (how calendars hand out a subscription)
 * is https://; only http(s), with a dotted host and no credentials. Null for anything else.
 */
export function calendarAddressOf(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text.trim().replace(/^webcals?:\/\//i, "https://"));
  } catch {
    return null;
  }
  const fetchable = (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
  return fetchable && url.hostname.includes(".") ? url : null;
}

/** What the portal calls a calendar when its owner gave no name: its service, from the address's host. */
export function calendarServiceName(url: URL): string {
  const host = url.hostname.toLowerCase();
  if (host === "calendar.google.com" || host.endsWith(".google.com")) return "Google Calendar";
  if (host.startsWith("outlook.") || host.endsWith(".office365.com") || host.endsWith(".outlook.com")) return "Outlook";
  if (host.endsWith(".icloud.com")) return "iCloud";
  return host;
}

/**
 * Enough of an address to recognise it, and none of its secret: the host, and the last part of
 * the path only when it is a short file name ("basic.ics"), never a token.
 */
export function calendarAddressHint(url: URL): string {
  const last = url.pathname.split("/").filter(Boolean).at(-1) ?? "";
  const fileName = /^[\w.-]{1,24}\.ics$/i.test(last) && !/[0-9a-f]{12,}/i.test(last) ? last : "";
  return fileName ? `${url.hostname}/…/${fileName}` : `${url.hostname}/…`;
}

/** How a calendar's state is worded in a language (app/locales/calendar-status.ts). */
export type SyncWords = {
  synced: (at: Date, timeZone: string, busyEvents: number) => string;
  notSynced: string;
  stopped: (synced: string, tries: number, error: string | null) => string;
  failed: (synced: string, error: string) => string;
};

/**
 * "Last synced Nov 26, 2026, 4:50 PM CST · 12 busy times ahead", or why it has not; `stopped`
 * when its reads failed three times in a row and it waits for its owner's "Try again".
 */
export function calendarSyncStatus(
  calendar: { last_synced_at: string | null; busy_events: number; last_error: string | null; failed_reads: number },
  timeZone: string,
  words: SyncWords,
): { text: string; failing: boolean; stopped: boolean } {
  const synced = calendar.last_synced_at
    ? words.synced(new Date(calendar.last_synced_at), timeZone, calendar.busy_events)
    : words.notSynced;
  const stopped = calendar.failed_reads >= BUSY_CALENDAR_MAX_FAILED_READS;
  if (stopped) return { text: words.stopped(synced, BUSY_CALENDAR_MAX_FAILED_READS, calendar.last_error), failing: true, stopped };
  // A read under way counts until it finishes: only a recorded error is a failure to show.
  if (!calendar.last_error) return { text: synced, failing: false, stopped };
  return { text: words.failed(synced, calendar.last_error), failing: true, stopped };
}

/**
 * Whether a booked job now overlaps a busy time of the provider's calendars (an event added
 * after the booking was made): the job is kept and flagged, as one outside the hours is.
 */
export function clashesWithCalendar(booking: { starts_at: string; duration_minutes: number }, busyCells: ReadonlySet<number>): boolean {
  return busyCells.size > 0 && cellsCovering(new Date(booking.starts_at), booking.duration_minutes).some((cell) => busyCells.has(cell));
}
