import { sql, type Kysely } from "kysely";

/**
 * A business's jobs in the calendar it already uses (issue 35, part 5): a private subscription
 * address per provider, kept only as the SHA-256 of its random token (the address is shown once;
 * regenerating it replaces the hash, so the old address stops at once).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("calendar_feeds")
    .addColumn("owner_user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("calendar_feeds").ifExists().execute();
}
