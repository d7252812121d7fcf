import type { Kysely } from "kysely";

/** The admins' audit log page: newest first, by action or by actor. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("audit_log_action_created_at").on("audit_log").columns(["action", "created_at"]).execute();
  await db.schema.createIndex("audit_log_actor_created_at").on("audit_log").columns(["actor_user_id", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("audit_log_action_created_at").execute();
  await db.schema.dropIndex("audit_log_actor_created_at").execute();
}
