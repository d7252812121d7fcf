import { sql, type Kysely } from "kysely";

/**
 * One-time sign-in links (docs/decisions/0020): an account locked by failed sign-ins is offered
 * one by e-mail. Only the token's SHA-256 is kept; using it marks it used in one atomic update.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("sign_in_links")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
    .execute();
  await sql`create index sign_in_links_user on sign_in_links (user_id) where used_at is null`.execute(db);
  await sql`create index sign_in_links_expiry on sign_in_links (expires_at)`.execute(db);
}
