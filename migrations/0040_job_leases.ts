import type { Kysely } from "kysely";

/**
 * Background work in its own process, on as many machines as share the database (issue 55;
 * decision 0048). A job (the scheduler's minute round, its hourly housekeeping) runs at most once
 * per period and one at a time: its row names the last period claimed, who holds it, and until
 * when. A holder that dies lets go when its lease runs out.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("job_leases")
    .addColumn("job", "text", (c) => c.primaryKey())
    .addColumn("period", "integer", (c) => c.notNull())
    .addColumn("holder", "text", (c) => c.notNull())
    .addColumn("held_until", "integer", (c) => c.notNull())
    .addColumn("rounds", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("job_leases").execute();
}
