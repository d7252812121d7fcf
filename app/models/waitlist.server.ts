import { sql, type Insertable, type Selectable } from "kysely";
import { WAITLIST_ENTRY_MACHINE, WAITLIST_OFFER_MACHINE } from "~/domain/waitlist/waitlist";
import { getDb, inJsonList, type Executor } from "~/lib/db.server";
import { cellsByPerson } from "./busy-calendar.server";
import type { WaitlistEntriesTable, WaitlistEntryStatus, WaitlistOffersTable, WaitlistOfferStatus } from "~/lib/db-schema";

/** The waitlist's rows (decision 0033): entries, the offers made to them, and the cells an open offer holds. */

export type WaitlistEntryRow = Selectable<WaitlistEntriesTable>;
export type WaitlistOfferRow = Selectable<WaitlistOffersTable>;

/** A bounded read: the sweep takes the queue in slices, a page shows the first of a list. */
const QUEUE_SLICE = 100;

export async function insertWaitlistEntry(executor: Executor, entry: Insertable<WaitlistEntriesTable>) {
  await executor.insertInto("waitlist_entries").values(entry).execute();
}

export function getWaitlistEntry(id: string, executor: Executor = getDb()): Promise<WaitlistEntryRow | undefined> {
  return executor.selectFrom("waitlist_entries").selectAll().where("id", "=", id).executeTakeFirst();
}

/** New windows for an entry still waiting (its place, the time it joined, stays). */
export async function changeEntryWindows(executor: Executor, id: string, change: { windows: string; lapsesAt: Date }): Promise<boolean> {
  const result = await executor
    .updateTable("waitlist_entries")
    .set({ windows: change.windows, lapses_at: change.lapsesAt.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "waiting")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves an entry by the table's compare-and-set; false when it was not in a state the move starts from. */
export async function changeEntryStatus(
  executor: Executor,
  id: string,
  change: { to: WaitlistEntryStatus; by: "customer" | "system"; at: Date; bookingId?: string },
): Promise<boolean> {
  const from = WAITLIST_ENTRY_MACHINE.sources(change.to, change.by);
  if (from.length === 0) return false;
  const result = await executor
    .updateTable("waitlist_entries")
    .set({ status: change.to, status_changed_at: change.at.toISOString(), ...(change.bookingId ? { booking_id: change.bookingId } : {}) })
    .where("id", "=", id)
    .where("status", "in", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Entries whose last window has passed lapse (the sweep); returns how many. */
export async function lapseEndedEntries(executor: Executor, now: Date): Promise<number> {
  const result = await executor
    .updateTable("waitlist_entries")
    .set({ status: "lapsed", status_changed_at: now.toISOString() })
    .where("status", "in", WAITLIST_ENTRY_MACHINE.sources("lapsed", "system"))
    .where("lapses_at", "<=", now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The services with people waiting whose waitlist is on (a provider's alone when asked). */
export async function listServicesWithWaiting(options: { providerUserId?: string; executor?: Executor } = {}): Promise<string[]> {
  const rows = await (options.executor ?? getDb())
    .selectFrom("waitlist_entries as e")
    .innerJoin("services as s", "s.id", "e.service_id")
    .select("e.service_id")
    .distinct()
    .where("e.status", "=", "waiting")
    .where("s.is_active", "=", 1)
    .where("s.waitlist_on", "=", 1)
    .$if(Boolean(options.providerUserId), (qb) => qb.where("e.provider_user_id", "=", options.providerUserId!))
    .limit(QUEUE_SLICE)
    .execute();
  return rows.map((row) => row.service_id);
}

/**
 * A service's waiting entries in the order people joined, but those whose customer holds an
 * offer already (one live offer per customer), with the starts each was offered before.
 */
export async function listOfferableEntries(serviceId: string, executor: Executor = getDb()) {
  const entries = await executor
    .selectFrom("waitlist_entries as e")
    .selectAll("e")
    .where("e.service_id", "=", serviceId)
    .where("e.status", "=", "waiting")
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("waitlist_offers as o")
            .select("o.id")
            .whereRef("o.customer_email", "=", "e.customer_email")
            .where("o.status", "=", "open"),
        ),
      ),
    )
    .orderBy("e.joined_at")
    // The database's own insertion order breaks a tie of the clock (two joins in one millisecond).
    .orderBy(sql`e.rowid`)
    .limit(QUEUE_SLICE)
    .execute();
  const offered = new Map<string, Set<string>>();
  if (entries.length === 0) return { entries, offered };
  const rows = await executor
    .selectFrom("waitlist_offers")
    .select(["entry_id", "starts_at"])
    .where("entry_id", "in", inJsonList(entries.map((entry) => entry.id)))
    .execute();
  for (const row of rows) offered.set(row.entry_id, (offered.get(row.entry_id) ?? new Set()).add(row.starts_at));
  return { entries, offered };
}

/** The starts an entry was offered (any offer, any outcome). */
export async function listOfferedStarts(executor: Executor, entryId: string): Promise<Set<string>> {
  const rows = await executor.selectFrom("waitlist_offers").select("starts_at").where("entry_id", "=", entryId).execute();
  return new Set(rows.map((row) => row.starts_at));
}

/** A service's waiting entries with their windows and when they joined (the customer's place; the portal's list). */
export function listWaitingEntries(serviceId: string, options: { limit?: number; executor?: Executor } = {}) {
  return (options.executor ?? getDb())
    .selectFrom("waitlist_entries")
    .select(["id", "customer_name", "customer_email", "windows", "joined_at"])
    .where("service_id", "=", serviceId)
    .where("status", "=", "waiting")
    .orderBy("joined_at")
    .orderBy(sql`rowid`)
    .limit(options.limit ?? 500)
    .execute();
}

/**
 * The first `perService` people waiting for each of these services, in the order they joined,
 * each with their place and how many wait for that service in all: one query for the portal.
 */
export function listWaitingByService(serviceIds: readonly string[], perService: number) {
  const ranked = getDb()
    .selectFrom("waitlist_entries")
    .select([
      "id",
      "service_id",
      "customer_name",
      "windows",
      "joined_at",
      sql<number>`row_number() over (partition by service_id order by joined_at, rowid)`.as("place"),
      sql<number>`count(*) over (partition by service_id)`.as("waiting"),
    ])
    .where("service_id", "in", inJsonList(serviceIds))
    .where("status", "=", "waiting");
  return getDb().selectFrom(ranked.as("r")).selectAll().where("place", "<=", perService).orderBy("service_id").orderBy("place").execute();
}

function isUniqueOpenOffer(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: waitlist_offers\.(customer_email|entry_id)/.test(error.message);
}

/** Inserts an open offer; false when the customer holds one already, or was offered this start before (the indexes decide). */
export async function insertWaitlistOffer(executor: Executor, offer: Insertable<WaitlistOffersTable>): Promise<boolean> {
  try {
    await executor.insertInto("waitlist_offers").values(offer).execute();
    return true;
  } catch (error) {
    if (isUniqueOpenOffer(error)) return false;
    throw error;
  }
}

function isHoldConflict(error: unknown): boolean {
  return (
    error instanceof Error &&
    /UNIQUE constraint failed: waitlist_holds\.person_user_id, waitlist_holds\.cell|taken: waitlist_holds\.cell/.test(error.message)
  );
}

/**
 * Holds an offer's cells for the person who would do the job; false when a cell is booked, busy
 * in their calendar or held for another offer (the primary key and migration 0033's trigger).
 */
export async function holdCells(
  executor: Executor,
  hold: { offerId: string; personUserId: string; cells: readonly number[] },
): Promise<boolean> {
  try {
    await executor
      .insertInto("waitlist_holds")
      .values(hold.cells.map((cell) => ({ person_user_id: hold.personUserId, cell, offer_id: hold.offerId })))
      .execute();
    return true;
  } catch (error) {
    if (isHoldConflict(error)) return false;
    throw error;
  }
}

export async function releaseHold(executor: Executor, offerId: string) {
  await executor.deleteFrom("waitlist_holds").where("offer_id", "=", offerId).execute();
}

/** The cells open offers hold for these people in [from, to): read as busy beside bookings' claims. */
export function holdCellsQuery(executor: Executor, personUserIds: readonly string[], range: { from: number; to: number }) {
  return executor
    .selectFrom("waitlist_holds")
    .select(["person_user_id as user_id", "cell"])
    .where("person_user_id", "in", inJsonList(personUserIds))
    .where("cell", ">=", range.from)
    .where("cell", "<", range.to);
}

/** The cells open offers hold for these people in [from, to), by person: a business's scheduling tells them from bookings. */
export async function listHeldCells(
  personUserIds: readonly string[],
  range: { from: number; to: number },
): Promise<Map<string, Set<number>>> {
  if (personUserIds.length === 0) return new Map();
  return cellsByPerson(await holdCellsQuery(getDb(), personUserIds, range).execute());
}

/**
 * Moves an offer by the table's compare-and-set. Taking it needs it unexpired at `at`: an offer
 * whose time ran out cannot be booked even before the sweep has lapsed it.
 */
export async function changeOfferStatus(
  executor: Executor,
  id: string,
  change: { to: WaitlistOfferStatus; by: "customer" | "system"; at: Date; bookingId?: string },
): Promise<boolean> {
  const from = WAITLIST_OFFER_MACHINE.sources(change.to, change.by);
  if (from.length === 0) return false;
  const at = change.at.toISOString();
  const result = await executor
    .updateTable("waitlist_offers")
    .set({ status: change.to, status_changed_at: at, ...(change.bookingId ? { booking_id: change.bookingId } : {}) })
    .where("id", "=", id)
    .where("status", "in", from)
    .$if(change.to === "taken" || change.to === "declined", (qb) => qb.where("expires_at", ">", at))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The booking an offer became. */
export async function setOfferBooking(executor: Executor, offerId: string, bookingId: string) {
  await executor.updateTable("waitlist_offers").set({ booking_id: bookingId }).where("id", "=", offerId).execute();
}

/** The open offer of an entry, if any. */
export function getOpenOffer(entryId: string, executor: Executor = getDb()): Promise<WaitlistOfferRow | undefined> {
  return executor.selectFrom("waitlist_offers").selectAll().where("entry_id", "=", entryId).where("status", "=", "open").executeTakeFirst();
}

/** The offer an entry was last made (its page says how it ended). */
export function getLatestOffer(entryId: string, executor: Executor = getDb()): Promise<WaitlistOfferRow | undefined> {
  return executor
    .selectFrom("waitlist_offers")
    .selectAll()
    .where("entry_id", "=", entryId)
    .orderBy("offered_at", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** Open offers whose hold has run out (a slice at a time). */
export function listExpiredOffers(now: Date, executor: Executor = getDb()) {
  return executor
    .selectFrom("waitlist_offers")
    .selectAll()
    .where("status", "=", "open")
    .where("expires_at", "<=", now.toISOString())
    .orderBy("expires_at")
    .limit(QUEUE_SLICE)
    .execute();
}

/** A provider's offers for jobs on one local date, with who they were made to. */
export function listOffersOnDay(providerUserId: string, date: string) {
  return getDb()
    .selectFrom("waitlist_offers as o")
    .innerJoin("waitlist_entries as e", "e.id", "o.entry_id")
    .innerJoin("services as s", "s.id", "o.service_id")
    .select(["o.id", "o.preferred_time", "o.starts_at", "o.status", "o.expires_at", "o.offered_at"])
    .select(["e.customer_name", "e.time_zone", "s.service_name"])
    .where("o.provider_user_id", "=", providerUserId)
    .where("o.preferred_date", "=", date)
    .orderBy("o.starts_at")
    .orderBy("o.offered_at")
    .limit(QUEUE_SLICE)
    .execute();
}
