import { sql } from "kysely";
import { getDb } from "~/lib/db.server";

/**
 * Fixed-window counters shared by every machine (one row per key and window). Counting is one
 * atomic upsert that returns the new count, so concurrent requests never both read the same
 * number: the database decides who went past a limit.
 */

const windowOf = (windowMs: number, now: Date) => Math.floor(now.getTime() / windowMs) * windowMs;

/** Adds `by` (1, or -1 to give one back) to the key's current window; returns the window's count. */
export async function countEvent(key: string, windowMs: number, now: Date, by: 1 | -1 = 1): Promise<number> {
  const row = await getDb()
    .insertInto("rate_limits")
    .values({ key, window_start: windowOf(windowMs, now), count: Math.max(0, by) })
    .onConflict((oc) => oc.columns(["key", "window_start"]).doUpdateSet({ count: sql<number>`max(0, rate_limits.count + ${by})` }))
    .returning("count")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The first moment at or after `from`, on a pace of one event every `intervalMs`, that no caller
 * has claimed, on any machine. Each moment is a window of its own: the upsert that counts it to 1
 * claims it, so two callers never get the same one and claimed moments are `intervalMs` apart.
 * A caller only ever waits behind the moments others hold, so the walk is as long as the queue.
 */
export async function claimPacedMoment(key: string, intervalMs: number, from: Date): Promise<Date> {
  for (let moment = Math.ceil(from.getTime() / intervalMs) * intervalMs; ; moment += intervalMs) {
    if ((await countEvent(key, intervalMs, new Date(moment))) === 1) return new Date(moment);
  }
}

/** Drops windows that ended before `before` (they can no longer limit anything). */
export async function deleteEndedWindows(before: Date) {
  await getDb()
    .deleteFrom("rate_limits")
    .where("window_start", "<", before.getTime() - 24 * 3_600_000)
    .execute();
}
