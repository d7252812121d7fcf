import { sql, type Kysely } from "kysely";

/**
 * Recurring jobs (docs/decisions/0019): a series is its rule, and each visit a booking of its
 * own carrying the series, its place in the rule and the rule's date it stands for (a moved
 * visit keeps that date, for the calendar's RECURRENCE-ID). A provider allows series with a
 * switch kept beside their hours.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.isTransaction) return migrate(db);
  await db.transaction().execute(migrate);
}

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

async function migrate(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("booking_series")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("service_id", "text", (c) => c.references("services.id").onDelete("set null"))
    .addColumn("provider_user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_email", "text", (c) => c.notNull())
    .addColumn("start_date", "text", (c) => c.notNull())
    /** The local time of every visit (HH:MM in time_zone). */
    .addColumn("time", "text", (c) => c.notNull())
    .addColumn("time_zone", "text", (c) => c.notNull())
    .addColumn("duration_minutes", "integer", (c) => c.notNull())
    .addColumn("interval_weeks", "integer", (c) => c.notNull().check(sql`interval_weeks in (1, 2, 4)`))
    /** How many dates the rule has (the calendar's COUNT). */
    .addColumn("visit_count", "integer", (c) => c.notNull().check(sql`visit_count between 2 and 26`))
    /** Raised on every change to a visit, for the calendar's SEQUENCE. */
    .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  const visitColumns: Array<[string, string, (c: any) => any]> = [
    ["series_id", "text", (c) => c.references("booking_series.id").onDelete("set null")],
    ["series_index", "integer", (c) => c.check(sql`series_index is null or series_index between 1 and 26`)],
    ["series_size", "integer", (c) => c],
    ["series_date", "text", (c) => c],
  ];
  for (const [name, type, build] of visitColumns) {
    await db.schema
      .alterTable("bookings")
      .addColumn(name, type as "text", build)
      .execute();
  }
  await sql`create index bookings_series on bookings (series_id, starts_at) where series_id is not null`.execute(db);

  await db.schema
    .alterTable("provider_schedules")
    .addColumn("allows_series", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`allows_series in (0, 1)`),
    )
    .execute();
}
