import { sql, type Kysely } from "kysely";

/**
 * One number that every change to what public pages show raises, in the same transaction, by
 * triggers: a rendered page kept by the page cache (server/page-cache.ts) is served only while
 * the number it was rendered at is still current, on every machine sharing the database.
 */
export const PUBLIC_TABLES = [
  "services",
  "service_areas",
  "location_display_settings",
  "bookings",
  "booking_claims",
  "provider_schedules",
  "provider_time_off",
  "reviews",
  "rating_totals",
  "provider_applications",
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (db.isTransaction) return migrate(db);
  await db.transaction().execute(migrate);
}

async function migrate(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("public_data_version")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
  await sql`insert into public_data_version (id, version) values (1, 1)`.execute(db);
  for (const table of PUBLIC_TABLES) {
    for (const event of ["insert", "update", "delete"]) {
      await sql
        .raw(
          `create trigger ${table}_${event}_public_version after ${event} on ${table} begin update public_data_version set version = version + 1 where id = 1; end`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of PUBLIC_TABLES) {
    for (const event of ["insert", "update", "delete"])
      await sql.raw(`drop trigger if exists ${table}_${event}_public_version`).execute(db);
  }
  await db.schema.dropTable("public_data_version").execute();
}
