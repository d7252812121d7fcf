import { sql, type Kysely } from "kysely";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * Busy times from the calendars providers already keep (issue 35, part 4; decision 0030): the
 * addresses they gave (sealed: a secret address is a password to their calendar), what each
 * fetch found, and the 30-minute cells their busy events cover, on the booking claims' grid. A
 * trigger refuses any booking claim on a cell a known busy event holds, so the database decides,
 * as it does between bookings; the cells raise the public pages' version as claims do.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("busy_calendars")
    .addColumn("id", "text", (c) => c.primaryKey())
    // Whose time the calendar blocks (the provider today; a team member later).
    .addColumn("person_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("sealed_url", "text", (c) => c.notNull())
    // Enough of the address to recognise it ("calendar.google.com … basic.ics"), never the secret.
    .addColumn("url_hint", "text", (c) => c.notNull())
    .addColumn("etag", "text")
    .addColumn("last_modified", "text")
    .addColumn("last_synced_at", "text")
    .addColumn("busy_events", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("failing_since", "text")
    .addColumn("failure_told_at", "text")
    // When the next fetch is due; taken by a compare-and-set so one machine fetches it.
    .addColumn("next_sync_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("busy_calendars_person").on("busy_calendars").columns(["person_user_id", "created_at"]).execute();
  await db.schema.createIndex("busy_calendars_due").on("busy_calendars").column("next_sync_at").execute();

  await db.schema
    .createTable("busy_calendar_cells")
    .addColumn("calendar_id", "text", (c) => c.notNull().references("busy_calendars.id").onDelete("cascade"))
    .addColumn("cell", "integer", (c) => c.notNull())
    .addColumn("person_user_id", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("busy_calendar_cells_pk", ["calendar_id", "cell"])
    .execute();
  await db.schema.createIndex("busy_calendar_cells_person").on("busy_calendar_cells").columns(["person_user_id", "cell"]).execute();

  await sql
    .raw(
      `create trigger booking_claims_calendar_busy before insert on booking_claims
       when exists (select 1 from busy_calendar_cells where person_user_id = new.provider_user_id and cell = new.cell)
       begin select raise(abort, 'busy in a calendar: booking_claims.cell'); end`,
    )
    .execute(db);
  for (const event of ["insert", "update", "delete"]) {
    await sql
      .raw(
        `create trigger busy_calendar_cells_${event}_public_version after ${event} on busy_calendar_cells begin update public_data_version set version = version + 1 where id = 1; end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw("drop trigger if exists booking_claims_calendar_busy").execute(db);
  for (const event of ["insert", "update", "delete"])
    await sql.raw(`drop trigger if exists busy_calendar_cells_${event}_public_version`).execute(db);
  await db.schema.dropTable("busy_calendar_cells").ifExists().execute();
  await db.schema.dropTable("busy_calendars").ifExists().execute();
}
