import { newId } from "~/domain/uuid";
import { getDb, type Executor } from "~/lib/db.server";

export type AuditEntry = {
  /** Null for a customer, who has no account (their booking link is their key). */
  actorUserId: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  details?: Record<string, unknown>;
};

/** Records a decision or change; call it in the transaction of the change it describes. */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor
    .insertInto("audit_log")
    .values({
      id: newId(),
      actor_user_id: entry.actorUserId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      details: entry.details ? JSON.stringify(entry.details) : null,
    })
    .execute();
}

export async function listAuditEntries(entity: string, entityId: string) {
  return getDb()
    .selectFrom("audit_log as a")
    .leftJoin("users as u", "u.id", "a.actor_user_id")
    .select(["a.id", "a.action", "a.details", "a.created_at", "u.email as actor_email"])
    .where("a.entity", "=", entity)
    .where("a.entity_id", "=", entityId)
    .orderBy("a.created_at", "desc")
    .execute();
}

/** What happened to a booking, oldest first (its page's history). */
export async function listBookingHistory(bookingId: string) {
  const rows = await getDb()
    .selectFrom("audit_log")
    .select(["id", "action", "details", "created_at"])
    .where("entity", "=", "booking")
    .where("entity_id", "=", bookingId)
    .orderBy("created_at")
    .orderBy("id")
    .limit(100)
    .execute();
  return rows.map((row) => {
    let details: Record<string, unknown> = {};
    try {
      details = row.details ? (JSON.parse(row.details) as Record<string, unknown>) : {};
    } catch {
      // unreadable details: the entry still shows its action
    }
    return {
      id: row.id,
      action: row.action,
      at: row.created_at,
      to: typeof details.to === "string" ? details.to : null,
      by: typeof details.by === "string" ? details.by : null,
    };
  });
}
