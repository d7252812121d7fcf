import { sql, type Kysely } from "kysely";

/**
 * One-time submission keys (issue 34, docs/decisions/0026): a form that creates something carries
 * a key rendered with it; what its post made is kept under the SHA-256 of the kind, the key and
 * what was posted, claimed in the transaction that makes it, so the same post sent again (a double
 * tap on a slow phone) finds the first one's result instead of making a second. Kept for a day.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("submissions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("entity_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
    .execute();
  await sql`create index submissions_created on submissions (created_at)`.execute(db);
}
