import { newId } from "~/domain/uuid";
import { getDb, type Executor } from "~/lib/db.server";

export type AuditEntry = {
  actorUserId: string;
  action: string;
  entity: string;
  entityId: string | null;
  details?: Record<string, unknown>;
};

/** Records an admin decision; call it in the transaction of the change it describes. */
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
