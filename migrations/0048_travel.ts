import { sql, type Kysely } from "kysely";

/**
 * Travel between jobs (issue 58, decision 0057). On the business's row (the owner's schedule):
 * how travel is estimated (off, a speed profile, or minutes per mile) and the parking and setup
 * minutes on arrival. On every person's row (owner and member): where their day starts and ends,
 * a zip code kept with its centre's coordinates (none: the business's own place).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const columns = [
    sql`travel_mode text not null default 'suburban' check (travel_mode in ('off', 'urban', 'suburban', 'rural', 'per_mile'))`,
    sql`travel_minutes_per_mile real check (travel_minutes_per_mile is null or travel_minutes_per_mile between 0.5 and 10)`,
    sql`parking_minutes integer not null default 5 check (parking_minutes between 0 and 60)`,
    sql`day_start_zip text`,
    sql`day_start_lat real`,
    sql`day_start_lng real`,
    sql`day_end_zip text`,
    sql`day_end_lat real`,
    sql`day_end_lng real`,
  ];
  for (const column of columns) await sql`alter table provider_schedules add column ${column}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [
    "day_end_lng",
    "day_end_lat",
    "day_end_zip",
    "day_start_lng",
    "day_start_lat",
    "day_start_zip",
    "parking_minutes",
    "travel_minutes_per_mile",
    "travel_mode",
  ])
    await sql`alter table provider_schedules drop column ${sql.raw(column)}`.execute(db);
}
