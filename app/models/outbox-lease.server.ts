import type { Selectable } from "kysely";
import type { Database } from "~/lib/db-schema";
import { getDb } from "~/lib/db.server";

/** The outboxes a background sender works through (app/lib/background-sender.server.ts): e-mails and texts. */
export type OutboxTable = "email_outbox" | "text_outbox";

/**
 * Claims a due row for this machine: one atomic update moves its due time past the lease, so of
 * several machines (sharing a libSQL database) exactly one wins each row. A machine that dies
 * mid-send leaves the row to be retried once the lease runs out.
 */
export async function claimOutboxRow(
  table: OutboxTable,
  row: { id: string; next_attempt_at: string },
  leaseMs: number,
  now: Date,
): Promise<boolean> {
  const result = await getDb()
    .updateTable(table)
    .set({ next_attempt_at: new Date(now.getTime() + leaseMs).toISOString() })
    .where("id", "=", row.id)
    .where("status", "=", "queued")
    .where("next_attempt_at", "=", row.next_attempt_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The queued rows due by now, soonest first. */
export async function findDueOutboxRows<T extends OutboxTable>(table: T, now: Date, limit = 20): Promise<Array<Selectable<Database[T]>>> {
  const rows = await getDb()
    .selectFrom(table as OutboxTable)
    .selectAll()
    .where("status", "=", "queued")
    .where("next_attempt_at", "<=", now.toISOString())
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();
  return rows as Array<Selectable<Database[T]>>;
}

/** What waits to be sent now in an outbox: how many rows, and since when the oldest has been due. */
export async function outboxBacklog(table: OutboxTable, now: Date): Promise<{ due: number; oldestDueAt: string | null }> {
  const row = await getDb()
    .selectFrom(table)
    .select((eb) => [eb.fn.countAll<number>().as("due"), eb.fn.min("next_attempt_at").as("oldest")])
    .where("status", "=", "queued")
    .where("next_attempt_at", "<=", now.toISOString())
    .executeTakeFirstOrThrow();
  return { due: Number(row.due), oldestDueAt: (row.oldest as string | null) ?? null };
}
