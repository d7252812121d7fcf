import type { Kysely } from "kysely";

/** Whether a business lets customers choose which team member comes (issue 35, part 2; decision 0032). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("provider_schedules")
    .addColumn("customers_choose_member", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("provider_schedules").dropColumn("customers_choose_member").execute();
}
