import { DATA_EXPORT_MACHINE } from "~/domain/accounts/data-export";
import { newId } from "~/domain/uuid";
import { getDb, type Executor } from "~/lib/db.server";

/** Customers' data exports (migration 0042): every move a compare-and-set DATA_EXPORT_MACHINE allows. */

const from = DATA_EXPORT_MACHINE.sources.bind(DATA_EXPORT_MACHINE);

/**
 * Asks for an export: a new one, or the one already queued or being built (a unique index keeps
 * one at a time, so two asks at once make one). Returns its id and whether this ask made it.
 */
export async function insertDataExport(executor: Executor, customerId: string, expiresAt: Date): Promise<{ id: string; created: boolean }> {
  const id = newId();
  await executor
    .insertInto("data_exports")
    .values({ id, customer_id: customerId, status: "queued", expires_at: expiresAt.toISOString() })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const live = await executor
    .selectFrom("data_exports")
    .select("id")
    .where("customer_id", "=", customerId)
    .where("status", "in", ["queued", "building"])
    .executeTakeFirstOrThrow();
  return { id: live.id, created: live.id === id };
}

/** Takes the oldest queued export to build: of two processes, one gets it. */
export async function claimQueuedDataExport(now: Date) {
  const next = await getDb()
    .selectFrom("data_exports")
    .select("id")
    .where("status", "=", "queued")
    .orderBy("status_changed_at")
    .limit(1)
    .executeTakeFirst();
  if (!next) return null;
  const claimed = await getDb()
    .updateTable("data_exports")
    .set({ status: "building", status_changed_at: now.toISOString() })
    .where("id", "=", next.id)
    .where("status", "in", from("building", "builder"))
    .returning(["id", "customer_id"])
    .executeTakeFirst();
  // Another process took it first: there may be more.
  return claimed ?? { id: null, customer_id: null };
}

export async function finishDataExport(executor: Executor, id: string, zip: Uint8Array, now: Date, expiresAt: Date): Promise<boolean> {
  const result = await executor
    .updateTable("data_exports")
    .set({ status: "ready", zip, size_bytes: zip.byteLength, status_changed_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .where("id", "=", id)
    .where("status", "in", from("ready", "builder"))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function failDataExport(id: string, now: Date) {
  await getDb()
    .updateTable("data_exports")
    .set({ status: "failed", status_changed_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "in", from("failed", "builder"))
    .execute();
}

/** Builds that died with their process go back to the queue. */
export async function requeueStaleDataExports(staleBefore: Date, now: Date) {
  await getDb()
    .updateTable("data_exports")
    .set({ status: "queued", status_changed_at: now.toISOString() })
    .where("status", "in", from("queued", "sweep"))
    .where("status_changed_at", "<", staleBefore.toISOString())
    .execute();
}

export async function deleteEndedDataExports(now: Date) {
  await getDb().deleteFrom("data_exports").where("expires_at", "<", now.toISOString()).execute();
}

/** The customer's latest exports, without their files. */
export async function listDataExports(customerId: string, limit = 3) {
  return getDb()
    .selectFrom("data_exports")
    .select(["id", "status", "requested_at", "expires_at", "size_bytes"])
    .where("customer_id", "=", customerId)
    .orderBy("requested_at", "desc")
    .limit(limit)
    .execute();
}

/** A built file of the customer's that is still kept. */
export async function findReadyDataExport(customerId: string, id: string, now: Date) {
  return getDb()
    .selectFrom("data_exports")
    .select(["zip", "requested_at"])
    .where("id", "=", id)
    .where("customer_id", "=", customerId)
    .where("status", "=", "ready")
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
}
