import { getDb, type Executor } from "~/lib/db.server";

/**
 * Claims a submission in the transaction that will make what it asks for: the entity the same
 * submission made before (committed), or null when this one is the first and goes ahead.
 */
export async function claimSubmission(executor: Executor, input: { id: string; kind: string }): Promise<string | null> {
  const inserted = await executor
    .insertInto("submissions")
    .values({ id: input.id, kind: input.kind })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return null;
  const prior = await executor.selectFrom("submissions").select("entity_id").where("id", "=", input.id).executeTakeFirst();
  return prior?.entity_id ?? null;
}

/** What a submission made, once its transaction has committed; null when it has made nothing yet. */
export async function findSubmission(id: string): Promise<string | null> {
  const row = await getDb().selectFrom("submissions").select("entity_id").where("id", "=", id).executeTakeFirst();
  return row?.entity_id ?? null;
}

/** What the claimed submission made, written before its transaction commits. */
export async function completeSubmission(executor: Executor, input: { id: string; entityId: string }) {
  await executor.updateTable("submissions").set({ entity_id: input.entityId }).where("id", "=", input.id).execute();
}

/** A day is far longer than any retry or double tap. */
export async function deleteOldSubmissions(now: Date) {
  await getDb()
    .deleteFrom("submissions")
    .where("created_at", "<", new Date(now.getTime() - 24 * 3_600_000).toISOString())
    .execute();
}
