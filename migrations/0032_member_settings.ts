import type { Kysely } from "kysely";

/**
 * A team's settings (issue 35, parts 1-3; decision 0032): whether a business lets customers
 * choose which member comes, and each member's optional photo (a /media address), shown to the
 * customer beside the first name of who is coming.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("provider_schedules")
    .addColumn("customers_choose_member", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("team_members").addColumn("photo_url", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("team_members").dropColumn("photo_url").execute();
  await db.schema.alterTable("provider_schedules").dropColumn("customers_choose_member").execute();
}
