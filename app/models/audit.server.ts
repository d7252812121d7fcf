import { NO_ACCOUNT_ACTOR, type AuditAction, type AuditFilter } from "~/domain/admin/audit";
import { newId } from "~/domain/uuid";
import type { PageRequest } from "~/domain/pagination";
import { keysetPage } from "~/lib/keyset.server";
import { getDb, type Executor } from "~/lib/db.server";

export type AuditEntry = {
  /** Null for a customer, who has no account (their booking link is their key). */
  actorUserId: string | null;
  action: AuditAction;
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

/**
 * One page of the audit log, newest first: who did what to which entity and when, filtered by
 * actor, action and a window of instants (`since` inclusive, `before` exclusive).
 */
export async function listAuditLog(
  filter: Pick<AuditFilter, "actor" | "action"> & { since: string | null; before: string | null },
  page: PageRequest,
) {
  const base = getDb()
    .selectFrom("audit_log as a")
    .$if(filter.actor === NO_ACCOUNT_ACTOR, (qb) => qb.where("a.actor_user_id", "is", null))
    .$if(filter.actor !== null && filter.actor !== NO_ACCOUNT_ACTOR, (qb) => qb.where("a.actor_user_id", "=", filter.actor!))
    .$if(filter.action !== null, (qb) => qb.where("a.action", "=", filter.action!))
    .$if(filter.since !== null, (qb) => qb.where("a.created_at", ">=", filter.since!))
    .$if(filter.before !== null, (qb) => qb.where("a.created_at", "<", filter.before!));
  const [{ rows, links }, count] = await Promise.all([
    keysetPage(
      base
        .leftJoin("users as u", "u.id", "a.actor_user_id")
        .leftJoin("profiles as p", "p.user_id", "a.actor_user_id")
        .select([
          "a.id",
          "a.action",
          "a.entity",
          "a.entity_id",
          "a.details",
          "a.created_at",
          "a.actor_user_id",
          "u.email as actor_email",
          "p.role as actor_role",
        ]),
      { sortColumn: "a.created_at", idColumn: "a.id", descending: true, page, key: (row) => [row.created_at, row.id] },
    ),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, links, total: Number(count.n) };
}

/** The accounts that appear in the audit log, for its actor filter (e-mail order, bounded). */
export async function listAuditActors(limit = 500) {
  return getDb()
    .selectFrom("users as u")
    .leftJoin("profiles as p", "p.user_id", "u.id")
    .select(["u.id", "u.email", "p.role"])
    .where((eb) => eb.exists(eb.selectFrom("audit_log as a").select("a.id").whereRef("a.actor_user_id", "=", "u.id")))
    .orderBy("u.email")
    .limit(limit)
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
