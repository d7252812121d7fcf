import { sql, type Kysely } from "kysely";

/**
 * A customer's data to take (issue 56, decision 0052): a ZIP of what Porchlight keeps about their
 * address, built by the background process, kept seven days behind their session. One export is
 * asked for at a time: a second ask while one is being built returns that one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  await db.schema
    .createTable("data_exports")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "text", (c) => c.notNull().references("customer_accounts.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('queued', 'building', 'ready', 'failed')`))
    .addColumn("requested_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("status_changed_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("zip", "blob")
    .addColumn("size_bytes", "integer")
    .execute();
  await sql`create unique index data_exports_one_at_a_time on data_exports (customer_id) where status in ('queued', 'building')`.execute(
    db,
  );
  await sql`create index data_exports_customer on data_exports (customer_id, requested_at)`.execute(db);
  await sql`create index data_exports_due on data_exports (status, status_changed_at)`.execute(db);
  await sql`create index data_exports_expiry on data_exports (expires_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("data_exports").execute();
}
