import { sql } from "kysely";
import { BUSY_CALENDAR_MAX_FAILED_READS } from "~/domain/schedule/busy-calendars";
import { getDb, inJsonList, type Executor } from "~/lib/db.server";

/** Calendars whose busy events block a person's time (migration 0029) and the cells they cover. */

export type NewBusyCalendar = { id: string; personUserId: string; label: string; sealedUrl: string; urlHint: string; now: Date };

/**
 * Adds a calendar already read (due again at `nextSyncAt`) unless the person already has `max`
 * of them (one statement decides).
 */
export async function insertBusyCalendar(
  executor: Executor,
  calendar: NewBusyCalendar & { nextSyncAt: Date },
  max: number,
): Promise<boolean> {
  const at = calendar.now.toISOString();
  const result = await sql`insert into busy_calendars (id, person_user_id, label, sealed_url, url_hint, next_sync_at, created_at)
    select ${calendar.id}, ${calendar.personUserId}, ${calendar.label}, ${calendar.sealedUrl}, ${calendar.urlHint}, ${calendar.nextSyncAt.toISOString()}, ${at}
    where (select count(*) from busy_calendars where person_user_id = ${calendar.personUserId}) < ${max}`.execute(executor);
  return Number(result.numAffectedRows ?? 0) === 1;
}

/** Counts a person's calendars (before a read that a full list would waste). */
export async function countBusyCalendars(personUserId: string): Promise<number> {
  const row = await getDb()
    .selectFrom("busy_calendars")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("person_user_id", "=", personUserId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const SHOWN_COLUMNS = [
  "id",
  "label",
  "url_hint",
  "last_synced_at",
  "busy_events",
  "last_error",
  "failing_since",
  "failed_reads",
  "created_at",
] as const;

/** A person's calendars as the portal shows them (never the address itself). */
export async function listBusyCalendars(personUserId: string) {
  return getDb()
    .selectFrom("busy_calendars")
    .select(SHOWN_COLUMNS)
    .where("person_user_id", "=", personUserId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** Deletes every calendar a person keeps (a removed team member's), with their cells. */
export async function deleteBusyCalendarsOf(executor: Executor, personUserId: string) {
  await executor.deleteFrom("busy_calendar_cells").where("person_user_id", "=", personUserId).execute();
  await executor.deleteFrom("busy_calendars").where("person_user_id", "=", personUserId).execute();
}

/** Removes a person's calendar and the busy times it held; false when it is not theirs (or gone). */
export async function deleteBusyCalendar(executor: Executor, id: string, personUserId: string): Promise<boolean> {
  const found = await executor
    .selectFrom("busy_calendars")
    .select("id")
    .where("id", "=", id)
    .where("person_user_id", "=", personUserId)
    .executeTakeFirst();
  if (!found) return false;
  await executor.deleteFrom("busy_calendar_cells").where("calendar_id", "=", id).execute();
  await executor.deleteFrom("busy_calendars").where("id", "=", id).execute();
  return true;
}

export type SyncableCalendar = {
  id: string;
  person_user_id: string;
  sealed_url: string;
  etag: string | null;
  last_modified: string | null;
  failing_since: string | null;
  failure_told_at: string | null;
  last_synced_at: string | null;
  label: string;
  failed_reads: number;
  busy_events: number;
};

const SYNC_COLUMNS = [
  "id",
  "person_user_id",
  "sealed_url",
  "etag",
  "last_modified",
  "failing_since",
  "failure_told_at",
  "last_synced_at",
  "label",
  "failed_reads",
  "busy_events",
] as const;

/** A calendar still read on its own: fewer failed reads in a row than make it wait for its owner (the due index's condition). */
const readOnItsOwn = sql<boolean>`failed_reads < ${sql.lit(BUSY_CALENDAR_MAX_FAILED_READS)}`;

/**
 * Takes a calendar for a read by a compare-and-set on its due time (false when another machine
 * did), and counts the read as failed until it succeeds: a read that never finishes (its
 * machine stopped) counts too. `nextAt` says when to try again if it does not succeed.
 */
async function take<C extends SyncableCalendar & { next_sync_at: string }>(
  calendar: C,
  nextAt: (failedReads: number) => Date,
): Promise<SyncableCalendar | undefined> {
  const result = await getDb()
    .updateTable("busy_calendars")
    .set((eb) => ({ next_sync_at: nextAt(calendar.failed_reads).toISOString(), failed_reads: eb("failed_reads", "+", 1) }))
    .where("id", "=", calendar.id)
    .where("next_sync_at", "=", calendar.next_sync_at)
    .where(readOnItsOwn)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  const { next_sync_at: _taken, ...taken } = calendar;
  return { ...taken, failed_reads: calendar.failed_reads + 1 };
}

/**
 * The calendars due for a read, each taken, so machines sharing the database never read the
 * same one twice in a round. A calendar whose reads failed three times in a row is not due.
 */
export async function takeDueBusyCalendars(now: Date, nextAt: (failedReads: number) => Date, limit: number): Promise<SyncableCalendar[]> {
  const due = await getDb()
    .selectFrom("busy_calendars")
    .select([...SYNC_COLUMNS, "next_sync_at"])
    .where("next_sync_at", "<=", now.toISOString())
    .where(readOnItsOwn)
    .orderBy("next_sync_at")
    .limit(limit)
    .execute();
  const taken: SyncableCalendar[] = [];
  for (const calendar of due) {
    const mine = await take(calendar, nextAt);
    if (mine) taken.push(mine);
  }
  return taken;
}

/**
 * One of a person's calendars, taken for a read now at its owner's word: its failed reads are
 * forgotten first, so a calendar that waited for its owner is read on its own again.
 */
export async function takeBusyCalendarForOwner(
  id: string,
  personUserId: string,
  nextAt: (failedReads: number) => Date,
  now: Date,
): Promise<SyncableCalendar | undefined> {
  const reset = await getDb()
    .updateTable("busy_calendars")
    .set({ failed_reads: 0, next_sync_at: now.toISOString() })
    .where("id", "=", id)
    .where("person_user_id", "=", personUserId)
    .returning([...SYNC_COLUMNS, "next_sync_at"])
    .executeTakeFirst();
  return reset ? take(reset, nextAt) : undefined;
}

/** The cells a calendar holds from `fromCell` on. */
async function storedCells(executor: Executor, calendarId: string, fromCell: number): Promise<Set<number>> {
  const rows = await executor
    .selectFrom("busy_calendar_cells")
    .select("cell")
    .where("calendar_id", "=", calendarId)
    .where("cell", ">=", fromCell)
    .execute();
  return new Set(rows.map((row) => row.cell));
}

const BATCH = 500;

/** What a successful read records: when, no failure (nor its count), and when it is due again. */
function readSucceeded(now: Date, nextSyncAt: Date) {
  return {
    last_synced_at: now.toISOString(),
    last_error: null,
    failing_since: null,
    failure_told_at: null,
    failed_reads: 0,
    next_sync_at: nextSyncAt.toISOString(),
  };
}

/**
 * What a fetch found: the calendar's cells from `fromCell` on become `cells` (only the
 * differences are written, so an unchanged calendar does not disturb the public pages' cache),
 * and the fetch is recorded as a success. Cells before `fromCell` have passed: they go. False,
 * writing nothing, when the calendar was removed while it was being fetched.
 */
export async function saveBusyReading(
  trx: Executor,
  calendar: Pick<SyncableCalendar, "id" | "person_user_id">,
  reading: { cells: readonly number[]; events: number; fromCell: number; etag: string | null; lastModified: string | null },
  now: Date,
  nextSyncAt: Date,
): Promise<boolean> {
  // First, so a calendar removed meanwhile is found before any of its cells is written.
  const recorded = await trx
    .updateTable("busy_calendars")
    .set({
      etag: reading.etag,
      last_modified: reading.lastModified,
      busy_events: reading.events,
      ...readSucceeded(now, nextSyncAt),
    })
    .where("id", "=", calendar.id)
    .executeTakeFirst();
  if (Number(recorded.numUpdatedRows) === 0) return false;
  await trx.deleteFrom("busy_calendar_cells").where("calendar_id", "=", calendar.id).where("cell", "<", reading.fromCell).execute();
  const stored = await storedCells(trx, calendar.id, reading.fromCell);
  const wanted = new Set(reading.cells.filter((cell) => cell >= reading.fromCell));
  const gone = [...stored].filter((cell) => !wanted.has(cell));
  const added = [...wanted].filter((cell) => !stored.has(cell));
  for (let i = 0; i < gone.length; i += BATCH) {
    await trx
      .deleteFrom("busy_calendar_cells")
      .where("calendar_id", "=", calendar.id)
      .where("cell", "in", sql<number>`(select value from json_each(${JSON.stringify(gone.slice(i, i + BATCH))}))`)
      .execute();
  }
  for (let i = 0; i < added.length; i += BATCH) {
    await trx
      .insertInto("busy_calendar_cells")
      .values(added.slice(i, i + BATCH).map((cell) => ({ calendar_id: calendar.id, cell, person_user_id: calendar.person_user_id })))
      .execute();
  }
  return true;
}

/** A fetch that found the calendar unchanged (304) is a success too. */
export async function markBusyCalendarUnchanged(calendarId: string, now: Date, nextSyncAt: Date) {
  await getDb().updateTable("busy_calendars").set(readSucceeded(now, nextSyncAt)).where("id", "=", calendarId).execute();
}

/** A failed fetch: the busy times found before stay; the first failure's time is kept. */
export async function markBusyCalendarFailed(calendarId: string, error: string, now: Date) {
  await getDb()
    .updateTable("busy_calendars")
    .set((eb) => ({ last_error: error, failing_since: eb.fn.coalesce("failing_since", eb.val(now.toISOString())) }))
    .where("id", "=", calendarId)
    .execute();
}

/** Records that the owner was told of a failing calendar; false when someone already did. */
export async function markFailureTold(calendarId: string, now: Date, executor: Executor = getDb()): Promise<boolean> {
  const result = await executor
    .updateTable("busy_calendars")
    .set({ failure_told_at: now.toISOString() })
    .where("id", "=", calendarId)
    .where("failure_told_at", "is", null)
    .where("failing_since", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The cells busy events of these people's calendars hold in [from, to), by whose: the slot engine's read too (listBusyCells). */
export function calendarCellsQuery(executor: Executor, personUserIds: readonly string[], range: { from: number; to: number }) {
  return executor
    .selectFrom("busy_calendar_cells")
    .select(["person_user_id as user_id", "cell"])
    .where("person_user_id", "in", inJsonList(personUserIds))
    .where("cell", ">=", range.from)
    .where("cell", "<", range.to);
}

/** The cells these people's calendars hold in [from, to), by person. */
export async function listCalendarBusyCells(
  personUserIds: readonly string[],
  range: { from: number; to: number },
): Promise<Map<string, Set<number>>> {
  if (personUserIds.length === 0) return new Map();
  return cellsByPerson(await calendarCellsQuery(getDb(), personUserIds, range).execute());
}

/** Rows of cells (claims, busy events, holds) gathered by the person whose time they take. */
export function cellsByPerson(rows: ReadonlyArray<{ user_id: string; cell: number }>): Map<string, Set<number>> {
  const byPerson = new Map<string, Set<number>>();
  for (const row of rows) {
    const cells = byPerson.get(row.user_id) ?? new Set<number>();
    cells.add(row.cell);
    byPerson.set(row.user_id, cells);
  }
  return byPerson;
}
