import {
  BUSY_CALENDAR_FAILURE_NOTICE_MINUTES,
  BUSY_CALENDAR_LIMIT,
  BUSY_CALENDAR_MESSAGES,
  BUSY_CALENDAR_SYNC_MINUTES,
  busyCalendarFailingEmail,
  calendarAddressHint,
  calendarAddressOf,
  calendarServiceName,
  calendarSyncStatus,
} from "~/domain/schedule/busy-calendars";
import { CalendarFormatError, readBusyCells } from "~/domain/schedule/busy-events.server";
import { CELL_MS } from "~/domain/schedule/slots";
import { SERIES_WINDOW_DAYS } from "~/domain/series/series";
import { refuse, type Outcome } from "~/domain/outcome";
import { newId } from "~/domain/uuid";
import { getEnv } from "~/lib/env.server";
import { publicOrigin } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { fetchPublicText, PublicFetchError } from "~/lib/public-fetch.server";
import { openText, sealText } from "~/lib/sealed-text.server";
import {
  deleteBusyCalendar,
  insertBusyCalendar,
  listBusyCalendars,
  markBusyCalendarFailed,
  markBusyCalendarUnchanged,
  markFailureTold,
  saveBusyReading,
  takeBusyCalendar,
  takeDueBusyCalendars,
  type SyncableCalendar,
} from "~/models/busy-calendar.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import { findUserById } from "~/models/user.server";
import type { SignedInUser } from "~/services/support/access.server";
import { providerClock } from "~/services/support/business-clock.server";
import { inTransaction } from "~/services/support/transaction.server";

/**
 * Busy times from the calendars a provider already keeps (issue 35, part 4; decision 0030): the
 * addresses they add, each fetched at once and then every 10 minutes by the scheduler, read into
 * the cells their busy events cover. The slot engine sees those cells as taken, and the database
 * refuses a booking claim on them. A calendar that fails keeps its last busy times.
 */

const SEALED_PURPOSE = "busy-calendar-url";
/** Read ahead as far as anything can be booked: a series' reach, and a day's margin. */
const READ_AHEAD_DAYS = SERIES_WINDOW_DAYS + 1;
const FETCH_LIMITS = { maxBytes: 5_000_000, timeoutMs: 10_000, maxRedirects: 3 };
/** Calendars fetched per scheduler round on one machine (each within its 10 s). */
const SYNCS_PER_ROUND = 20;

async function zoneOf(personUserId: string): Promise<string> {
  return (await providerClock(personUserId)).timeZone;
}

/** The provider's calendars as the portal lists them, each with its sync status in their zone. */
export async function busyCalendarsOf(provider: SignedInUser) {
  const [calendars, timeZone] = await Promise.all([listBusyCalendars(provider.id), zoneOf(provider.id)]);
  return {
    limit: BUSY_CALENDAR_LIMIT,
    calendars: calendars.map((calendar) => ({
      id: calendar.id,
      label: calendar.label,
      hint: calendar.url_hint,
      status: calendarSyncStatus(calendar, timeZone),
    })),
  };
}

/** `events` is null when the calendar had not changed since the last fetch (304). */
type SyncResult = { ok: true; events: number | null } | { ok: false; message: string };

/** Fetches one calendar (taken for this round) and stores what it found, or why it failed. */
async function syncCalendar(calendar: SyncableCalendar, now: Date): Promise<SyncResult> {
  const address = openText(calendar.sealed_url, SEALED_PURPOSE);
  const url = address ? calendarAddressOf(address) : null;
  try {
    if (!url) throw new PublicFetchError("scheme", "Its address can no longer be read: please add the calendar again.");
    const result = await fetchPublicText(url, {
      ...FETCH_LIMITS,
      etag: calendar.etag,
      lastModified: calendar.last_modified,
      userAgent: `Porchlight calendar sync (+${publicOrigin()})`,
      accept: "text/calendar, text/plain;q=0.8, */*;q=0.5",
      allowHosts: getEnv().CALENDAR_FETCH_PRIVATE_HOSTS,
    });
    if (!result.changed) {
      await markBusyCalendarUnchanged(calendar.id, now);
      return { ok: true, events: null };
    }
    const fromCell = Math.floor(now.getTime() / CELL_MS);
    const reading = readBusyCells(result.body, {
      from: new Date(fromCell * CELL_MS),
      to: new Date(now.getTime() + READ_AHEAD_DAYS * 86_400_000),
      timeZone: await zoneOf(calendar.person_user_id),
    });
    if (reading.truncated) log.warn("busy calendar read only in part", { calendarId: calendar.id, events: reading.events });
    await inTransaction(
      (trx) => saveBusyReading(trx, calendar, { ...reading, fromCell, etag: result.etag, lastModified: result.lastModified }, now),
      { queuesEmail: false },
    );
    return { ok: true, events: reading.events };
  } catch (error) {
    if (!(error instanceof PublicFetchError) && !(error instanceof CalendarFormatError)) {
      log.error("busy calendar sync failed", { calendarId: calendar.id, error });
    }
    const message =
      error instanceof PublicFetchError || error instanceof CalendarFormatError ? error.message : "The calendar could not be read.";
    await markBusyCalendarFailed(calendar.id, message, now);
    await tellOwnerOfLongFailure(calendar, message, now);
    return { ok: false, message };
  }
}

/** After an hour of failures the owner is e-mailed, once, whichever machine gets there first. */
async function tellOwnerOfLongFailure(calendar: SyncableCalendar, message: string, now: Date) {
  const failingSince = new Date(calendar.failing_since ?? now.toISOString());
  if (calendar.failure_told_at || now.getTime() - failingSince.getTime() < BUSY_CALENDAR_FAILURE_NOTICE_MINUTES * 60_000) return;
  const owner = await findUserById(calendar.person_user_id);
  if (!owner) return;
  const timeZone = await zoneOf(calendar.person_user_id);
  await inTransaction(async (trx) => {
    if (!(await markFailureTold(calendar.id, now, trx))) return;
    await enqueueEmail(
      trx,
      busyCalendarFailingEmail({
        email: owner.email,
        label: calendar.label,
        error: message,
        failingSince,
        lastSynced: calendar.last_synced_at ? new Date(calendar.last_synced_at) : null,
        timeZone,
        scheduleUrl: `${publicOrigin()}/provider/schedule#busy-calendars`,
      }),
    );
  });
}

/** Due a scheduler round (a minute) early, so what a calendar says is never more than 10 minutes old here. */
function nextSyncAt(now: Date): Date {
  return new Date(now.getTime() + (BUSY_CALENDAR_SYNC_MINUTES - 1) * 60_000);
}

/**
 * Adds a calendar: read at once, so a wrong address is told beside the field rather than found
 * failing later; kept only when it gave a calendar, within the limit of calendars per person.
 */
export async function addBusyCalendar(
  provider: SignedInUser,
  input: { calendar_url: string; calendar_label?: string },
  now: Date,
): Promise<Outcome<{ events: number }>> {
  const url = calendarAddressOf(input.calendar_url);
  if (!url) return refuse(400, BUSY_CALENDAR_MESSAGES.urlInvalid, "calendar_url");
  const id = newId();
  const added = await insertBusyCalendar(
    {
      id,
      personUserId: provider.id,
      label: input.calendar_label ?? calendarServiceName(url),
      sealedUrl: sealText(url.toString(), SEALED_PURPOSE),
      urlHint: calendarAddressHint(url),
      now,
    },
    BUSY_CALENDAR_LIMIT,
  );
  if (!added) return refuse(409, BUSY_CALENDAR_MESSAGES.limit, "calendar_url");
  const calendar = await takeBusyCalendar(id, nextSyncAt(now));
  const result = calendar ? await syncCalendar(calendar, now) : { ok: false as const, message: "" };
  if (!result.ok) {
    await inTransaction((trx) => deleteBusyCalendar(trx, id, provider.id), { queuesEmail: false });
    return refuse(400, BUSY_CALENDAR_MESSAGES.unreadable(result.message), "calendar_url");
  }
  return { ok: true, events: result.events ?? 0 };
}

export async function removeBusyCalendar(provider: SignedInUser, calendarId: string): Promise<Outcome> {
  const removed = await inTransaction((trx) => deleteBusyCalendar(trx, calendarId, provider.id), { queuesEmail: false });
  return removed ? { ok: true } : refuse(404, BUSY_CALENDAR_MESSAGES.unknown);
}

/** The scheduler's round: every calendar due is fetched again (at most 20 per round per machine). */
export async function syncDueBusyCalendars(now: Date): Promise<number> {
  const due = await takeDueBusyCalendars(now, nextSyncAt(now), SYNCS_PER_ROUND);
  for (const calendar of due) await syncCalendar(calendar, now);
  return due.length;
}
