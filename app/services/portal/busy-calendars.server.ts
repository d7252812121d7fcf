import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { busyCalendarFailingEmailFor } from "~/locales/calendar-emails";
import { syncWordsOf } from "~/locales/calendar-status";
import {
  BUSY_CALENDAR_FAILURE_NOTICE_MINUTES,
  BUSY_CALENDAR_LIMIT,
  BUSY_CALENDAR_MAX_FAILED_READS,
  BUSY_CALENDAR_REASONS,
  budgetReason,
  CALENDAR_LIMIT_REASON,
  unreadableReason,
  BUSY_CALENDAR_SYNC_MINUTES,
  CALENDAR_BUDGET,
  calendarAddressHint,
  calendarAddressOf,
  calendarServiceName,
  calendarSyncStatus,
} from "~/domain/schedule/busy-calendars";
import { CELL_MS } from "~/domain/schedule/slots";
import { SERIES_WINDOW_DAYS } from "~/domain/series/series";
import { refuse, type Outcome } from "~/domain/outcome";
import { newId } from "~/domain/uuid";
import { getEnv } from "~/lib/env.server";
import { publicOrigin } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import type { CalendarRead } from "~/lib/isolated/calendar-read.worker";
import { runIsolated } from "~/lib/isolated/run.server";
import { openText, sealText } from "~/lib/sealed-text.server";
import {
  countBusyCalendars,
  deleteBusyCalendar,
  insertBusyCalendar,
  listBusyCalendars,
  markBusyCalendarFailed,
  markBusyCalendarUnchanged,
  markFailureTold,
  saveBusyReading,
  takeBusyCalendarForOwner,
  takeDueBusyCalendars,
  type SyncableCalendar,
} from "~/models/busy-calendar.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import { findUserById, findUserLanguage } from "~/models/user.server";
import type { SignedInUser } from "~/services/support/access.server";
import { providerClock } from "~/services/support/business-clock.server";
import { inTransaction } from "~/services/support/transaction.server";

/**
 * Busy times from the calendars a provider already keeps (decision 0030): read when added and every
 * 10 minutes into cells the slot engine and the database treat as taken, each read in a worker
 * thread within one budget (0039). After three failures in a row a calendar waits for "Try again".
 */

const SEALED_PURPOSE = "busy-calendar-url";
/** Read ahead as far as anything can be booked: a series' reach, and a day's margin. */
const READ_AHEAD_DAYS = SERIES_WINDOW_DAYS + 1;
/** The worker's whole time: the fetch's, the reading's and a little to start. */
const READ_BUDGET = { timeoutMs: CALENDAR_BUDGET.fetchMs + CALENDAR_BUDGET.readMs + 3_000, heapMb: CALENDAR_BUDGET.heapMb };
/** Calendars read per scheduler round on one machine (each within its budget). */
const SYNCS_PER_ROUND = 20;
/** Error names a read's own failures carry across from its worker: their messages are the owner's words. */
const TOLD_AS_THEY_ARE = new Set(["PublicFetchError", "CalendarFormatError", "CalendarBudgetError"]);

async function zoneOf(personUserId: string): Promise<string> {
  return (await providerClock(personUserId)).timeZone;
}

/** The provider's calendars as the portal lists them, each with its sync status in their zone. */
export async function busyCalendarsOf(provider: SignedInUser, language: Language = DEFAULT_LANGUAGE) {
  const [calendars, timeZone] = await Promise.all([listBusyCalendars(provider.id), zoneOf(provider.id)]);
  return {
    limit: BUSY_CALENDAR_LIMIT,
    calendars: calendars.map((calendar) => ({
      id: calendar.id,
      label: calendar.label,
      hint: calendar.url_hint,
      status: calendarSyncStatus(calendar, timeZone, syncWordsOf(language)),
    })),
  };
}

type ReadResult = { ok: true; read: CalendarRead & { fromCell: number } } | { ok: false; message: string };

/** Reads a calendar's address in a worker thread: its busy cells from now on, or why not in its owner's words. */
async function readIsolated(
  url: URL,
  previous: { etag: string | null; lastModified: string | null },
  personUserId: string,
  now: Date,
): Promise<ReadResult> {
  const fromCell = Math.floor(now.getTime() / CELL_MS);
  const result = await runIsolated(
    "calendar-read",
    {
      url: url.toString(),
      etag: previous.etag,
      lastModified: previous.lastModified,
      userAgent: `Porchlight calendar sync (+${publicOrigin()})`,
      allowHosts: getEnv().CALENDAR_FETCH_PRIVATE_HOSTS,
      window: { fromMs: fromCell * CELL_MS, toMs: now.getTime() + READ_AHEAD_DAYS * 86_400_000, timeZone: await zoneOf(personUserId) },
    },
    READ_BUDGET,
  );
  if (result.ok) return { ok: true, read: { ...result.value, fromCell } };
  if (result.failure !== "error") return { ok: false, message: budgetReason(result.failure === "timeout" ? "time" : result.failure) };
  if (!TOLD_AS_THEY_ARE.has(result.error.name)) log.error("busy calendar read failed", { error: result.error });
  return { ok: false, message: TOLD_AS_THEY_ARE.has(result.error.name) ? result.error.message : BUSY_CALENDAR_REASONS.readFailed };
}

/** Reads one calendar (taken for this round) and stores what it found, or why it failed. */
async function syncCalendar(calendar: SyncableCalendar, now: Date): Promise<ReadResult> {
  const address = openText(calendar.sealed_url, SEALED_PURPOSE);
  const url = address ? calendarAddressOf(address) : null;
  const result = url
    ? await readIsolated(url, { etag: calendar.etag, lastModified: calendar.last_modified }, calendar.person_user_id, now)
    : ({ ok: false, message: BUSY_CALENDAR_REASONS.addressLost } as const);
  if (!result.ok) {
    await markBusyCalendarFailed(calendar.id, result.message, now);
    if (calendar.failed_reads >= BUSY_CALENDAR_MAX_FAILED_READS) log.warn("busy calendar waits for its owner", { calendarId: calendar.id });
    await tellOwnerOfLongFailure(calendar, result.message, now);
    return result;
  }
  const { read } = result;
  if (!read.changed) await markBusyCalendarUnchanged(calendar.id, now, nextSyncAt(now, 0));
  else await inTransaction((trx) => saveBusyReading(trx, calendar, read, now, nextSyncAt(now, 0)), { queuesEmail: false });
  return result;
}

/**
 * After an hour of failures, or when it stops being read until its owner says so, the owner is
 * e-mailed, once, whichever machine gets there first.
 */
async function tellOwnerOfLongFailure(calendar: SyncableCalendar, message: string, now: Date) {
  const failingSince = new Date(calendar.failing_since ?? now.toISOString());
  const stopped = calendar.failed_reads >= BUSY_CALENDAR_MAX_FAILED_READS;
  const longEnough = now.getTime() - failingSince.getTime() >= BUSY_CALENDAR_FAILURE_NOTICE_MINUTES * 60_000;
  if (calendar.failure_told_at || !(stopped || longEnough)) return;
  const owner = await findUserById(calendar.person_user_id);
  if (!owner) return;
  const timeZone = await zoneOf(calendar.person_user_id);
  await inTransaction(async (trx) => {
    if (!(await markFailureTold(calendar.id, now, trx))) return;
    await enqueueEmail(
      trx,
      busyCalendarFailingEmailFor({
        language: await findUserLanguage(owner.id, trx),
        email: owner.email,
        label: calendar.label,
        error: message,
        failingSince,
        lastSynced: calendar.last_synced_at ? new Date(calendar.last_synced_at) : null,
        timeZone,
        scheduleUrl: `${publicOrigin()}/provider/schedule#busy-calendars`,
        stopped,
      }),
    );
  });
}

/**
 * When to read again after `failedReads` reads in a row did not succeed: a scheduler round (a
 * minute) early on success, so what a calendar says is never more than 10 minutes old here;
 * then 30 and 90 minutes, so a file that fails (or takes its worker down) is never read in a loop.
 */
function nextSyncAt(now: Date, failedReads: number): Date {
  return new Date(now.getTime() + (BUSY_CALENDAR_SYNC_MINUTES * 3 ** failedReads - 1) * 60_000);
}

/**
 * Adds a calendar: read first, so a wrong address is told beside the field rather than found
 * failing later, and kept (with what it said) only when it gave a calendar, within the limit of
 * calendars per person. Nothing is stored before the read succeeds.
 */
export async function addBusyCalendar(
  provider: SignedInUser,
  input: { calendar_url: string; calendar_label?: string },
  now: Date,
): Promise<Outcome<{ events: number }>> {
  const url = calendarAddressOf(input.calendar_url);
  if (!url) return refuse(400, BUSY_CALENDAR_REASONS.urlInvalid, "calendar_url");
  if ((await countBusyCalendars(provider.id)) >= BUSY_CALENDAR_LIMIT) return refuse(409, CALENDAR_LIMIT_REASON, "calendar_url");
  const result = await readIsolated(url, { etag: null, lastModified: null }, provider.id, now);
  if (!result.ok) return refuse(400, unreadableReason(result.message), "calendar_url");
  const read = result.read.changed ? result.read : { ...result.read, cells: [], events: 0, etag: null, lastModified: null };
  const id = newId();
  const added = await inTransaction(
    async (trx) => {
      const calendar = {
        id,
        personUserId: provider.id,
        label: input.calendar_label ?? calendarServiceName(url),
        sealedUrl: sealText(url.toString(), SEALED_PURPOSE),
        urlHint: calendarAddressHint(url),
        now,
        nextSyncAt: nextSyncAt(now, 0),
      };
      if (!(await insertBusyCalendar(trx, calendar, BUSY_CALENDAR_LIMIT))) return false;
      return saveBusyReading(trx, { id, person_user_id: provider.id }, read, now, calendar.nextSyncAt);
    },
    { queuesEmail: false },
  );
  if (!added) return refuse(409, CALENDAR_LIMIT_REASON, "calendar_url");
  return { ok: true, events: read.events };
}

/** Reads a calendar again at once, at its owner's word: one that waited for them is read on its own again. */
export async function retryBusyCalendar(provider: SignedInUser, calendarId: string, now: Date): Promise<Outcome<{ events: number }>> {
  const calendar = await takeBusyCalendarForOwner(calendarId, provider.id, (failedReads) => nextSyncAt(now, failedReads), now);
  if (!calendar) return refuse(404, BUSY_CALENDAR_REASONS.unknown);
  const result = await syncCalendar(calendar, now);
  if (!result.ok) return refuse(400, unreadableReason(result.message));
  return { ok: true, events: result.read.changed ? result.read.events : calendar.busy_events };
}

export async function removeBusyCalendar(provider: SignedInUser, calendarId: string): Promise<Outcome> {
  const removed = await inTransaction((trx) => deleteBusyCalendar(trx, calendarId, provider.id), { queuesEmail: false });
  return removed ? { ok: true } : refuse(404, BUSY_CALENDAR_REASONS.unknown);
}

/** The scheduler's round: every calendar due is read again (at most 20 per round per machine). */
export async function syncDueBusyCalendars(now: Date): Promise<number> {
  const due = await takeDueBusyCalendars(now, (failedReads) => nextSyncAt(now, failedReads), SYNCS_PER_ROUND);
  for (const calendar of due) await syncCalendar(calendar, now);
  return due.length;
}
