import type { Kysely } from "kysely";

/**
 * A hidden message's photos are withheld (decision 0025): their public address answers 404 to
 * everyone but an administrator, who still reads the hidden message they judged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("media").addColumn("withheld_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("media").dropColumn("withheld_at").execute();
}
