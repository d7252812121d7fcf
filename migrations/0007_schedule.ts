import { sql, type Kysely } from "kysely";
import { defaultDurationMinutes, FALLBACK_TIME_ZONE, instantOf, timeZoneAt, weeklyHoursOf } from "./frozen/schedule-0007";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** Statuses whose booking still holds its time (migration-time copy of the lifecycle's list). */
const LIVE = ["pending", "confirmed"];
const CELL_MS = 30 * 60_000;

/**
 * The schedule made true (docs/decisions/0005): each zip's own time zone; a job length per
 * service; a provider's weekly hours, buffer and time off in their own tables; bookings with
 * their zone, length, start instant and the full lifecycle of statuses; claims of 30-minute
 * cells that make overlapping bookings impossible; reminders tied to their booking.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // better-sqlite3 runs each migration in the migrator's transaction; on libSQL it has none,
  // so the table rebuilds below get one of their own.
  if (db.isTransaction) await migrate(db);
  else await db.transaction().execute((trx) => migrate(trx));
}

async function migrate(db: Kysely<any>) {
  await zipTimeZones(db);
  await serviceDurations(db);
  await providerSchedules(db);
  await rebuildBookingsAndPayments(db);
  await bookingClaims(db);
  await outboxBookingLink(db);
}

async function zipTimeZones(db: Kysely<any>) {
  await db.schema.alterTable("zip_codes").addColumn("time_zone", "text").execute();
  const rows = await db.selectFrom("zip_codes").select(["zip", "state", "lat", "lng"]).execute();
  const byZone = new Map<string, string[]>();
  for (const row of rows) {
    const zone = timeZoneAt(row);
    byZone.set(zone, [...(byZone.get(zone) ?? []), row.zip]);
  }
  for (const [zone, zips] of byZone) {
    for (let i = 0; i < zips.length; i += 5000) {
      await db
        .updateTable("zip_codes")
        .set({ time_zone: zone })
        .where("zip", "in", sql`(select value from json_each(${JSON.stringify(zips.slice(i, i + 5000))}))`)
        .execute();
    }
  }
}

async function serviceDurations(db: Kysely<any>) {
  await db.schema
    .alterTable("services")
    .addColumn("duration_minutes", "integer", (c) =>
      c
        .notNull()
        .defaultTo(60)
        .check(sql`duration_minutes between 30 and 240 and duration_minutes % 30 = 0`),
    )
    .execute();
  const names = await db.selectFrom("services").select("service_name").distinct().execute();
  for (const { service_name } of names) {
    const minutes = defaultDurationMinutes(service_name);
    if (minutes !== 60) {
      await db.updateTable("services").set({ duration_minutes: minutes }).where("service_name", "=", service_name).execute();
    }
  }
}

/** Weekly hours and buffer per provider, taken from their newest tile's copy of the hours. */
async function providerSchedules(db: Kysely<any>) {
  await db.schema
    .createTable("provider_schedules")
    .addColumn("provider_user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("weekly_hours", "text", (c) => c.notNull().check(sql`json_valid(weekly_hours)`))
    .addColumn("buffer_minutes", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`buffer_minutes in (0, 15, 30, 60)`),
    )
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  const tiles = await db
    .selectFrom("services")
    .select(["provider_user_id", "availability"])
    .where("provider_user_id", "is not", null)
    .orderBy("created_at", "desc")
    .execute();
  const seen = new Set<string>();
  for (const tile of tiles) {
    if (seen.has(tile.provider_user_id)) continue;
    seen.add(tile.provider_user_id);
    const hours = weeklyHoursOf(tile.availability);
    await db
      .insertInto("provider_schedules")
      .values({ provider_user_id: tile.provider_user_id, weekly_hours: JSON.stringify(hours) })
      .execute();
  }
  await db.schema.alterTable("services").dropColumn("availability").execute();

  await db.schema
    .createTable("provider_time_off")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("provider_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("start_date", "text", (c) => c.notNull())
    .addColumn("end_date", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addCheckConstraint("provider_time_off_order", sql`end_date >= start_date`)
    .execute();
  await db.schema.createIndex("provider_time_off_provider_end").on("provider_time_off").columns(["provider_user_id", "end_date"]).execute();

  // One morning summary per provider and day, whichever machine gets there first.
  await db.schema
    .createTable("provider_digests")
    .addColumn("provider_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("provider_digests_pk", ["provider_user_id", "date"])
    .modifyEnd(sql`without rowid`)
    .execute();
}

/**
 * The status CHECK gains en_route, in_progress and no_show, which SQLite can only do by
 * rebuilding the table. Renaming `bookings` points payments' foreign key at the old table, so
 * payments are rebuilt too (pointing at the new one) before the old bookings table is dropped;
 * no foreign-key action fires and no row changes.
 */
async function rebuildBookingsAndPayments(db: Kysely<any>) {
  await sql`alter table bookings rename to bookings_0006`.execute(db);
  await db.schema
    .createTable("bookings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("service_id", "text", (c) => c.references("services.id").onDelete("set null"))
    .addColumn("provider_user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("customer_id", "text", (c) => c.references("customers.id").onDelete("set null"))
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_email", "text", (c) => c.notNull())
    .addColumn("customer_phone", "text", (c) => c.notNull())
    .addColumn("service_type", "text", (c) => c.notNull())
    .addColumn("service_address", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("service_lat", "real")
    .addColumn("service_lng", "real")
    .addColumn("preferred_date", "text", (c) => c.notNull())
    .addColumn("preferred_time", "text", (c) => c.notNull())
    .addColumn("time_zone", "text", (c) => c.notNull())
    .addColumn("duration_minutes", "integer", (c) => c.notNull().check(sql`duration_minutes between 30 and 240`))
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("special_requests", "text")
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("confirmed")
        .check(sql`status in ('pending', 'confirmed', 'en_route', 'in_progress', 'completed', 'cancelled', 'no_show')`),
    )
    .addColumn("status_changed_at", "text")
    .addColumn("provider_notified", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`provider_notified in (0, 1)`),
    )
    .addColumn("sequence", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`sequence >= 0`),
    )
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("cancelled_at", "text")
    .addColumn("cancelled_by", "text", (c) => c.check(sql`cancelled_by is null or cancelled_by in ('customer', 'provider', 'admin')`))
    .addColumn("cancellation_reason", "text")
    .execute();
  // Zone and length from the booked service (legacy bookings had neither); the start instant
  // is set just below, in JavaScript, where time zones are known.
  await sql`
    insert into bookings (
      id, service_id, provider_user_id, customer_id, customer_name, customer_email, customer_phone,
      service_type, service_address, service_lat, service_lng, preferred_date, preferred_time,
      time_zone, duration_minutes, starts_at, special_requests, status, status_changed_at,
      provider_notified, sequence, created_at, cancelled_at, cancelled_by, cancellation_reason
    )
    select
      b.id, b.service_id, b.provider_user_id, b.customer_id, b.customer_name, b.customer_email, b.customer_phone,
      b.service_type, b.service_address, b.service_lat, b.service_lng, b.preferred_date, b.preferred_time,
      coalesce(z.time_zone, ${FALLBACK_TIME_ZONE}), coalesce(s.duration_minutes, 60), '', b.special_requests, b.status, null,
      b.provider_notified, 0, b.created_at, b.cancelled_at, case when b.status = 'cancelled' then 'customer' end, null
    from bookings_0006 b
    left join services s on s.id = b.service_id
    left join zip_codes z on z.zip = s.zip_code
  `.execute(db);

  const bookings = await db.selectFrom("bookings").select(["id", "preferred_date", "preferred_time", "time_zone"]).execute();
  const startsAt: Record<string, string> = {};
  for (const booking of bookings) {
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(booking.preferred_date) && /^\d{2}:\d{2}$/.test(booking.preferred_time);
    startsAt[booking.id] = valid
      ? instantOf(booking.preferred_date, booking.preferred_time, booking.time_zone).toISOString()
      : new Date(0).toISOString();
  }
  const ids = Object.keys(startsAt);
  for (let i = 0; i < ids.length; i += 1000) {
    const chunk = Object.fromEntries(ids.slice(i, i + 1000).map((id) => [id, startsAt[id]]));
    await sql`
      update bookings set starts_at = json_extract(${JSON.stringify(chunk)}, '$."' || id || '"')
      where id in (select key from json_each(${JSON.stringify(chunk)}))
    `.execute(db);
  }

  await sql`alter table payments rename to payments_0006`.execute(db);
  await db.schema
    .createTable("payments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("owner_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("customer_id", "text", (c) => c.notNull().references("customers.id"))
    .addColumn("booking_id", "text", (c) => c.references("bookings.id").onDelete("set null"))
    .addColumn("amount_cents", "integer", (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn("method", "text", (c) => c.check(sql`method is null or method in ('cash', 'check', 'credit', 'venmo', 'cashapp')`))
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('pending', 'completed', 'failed')`))
    .addColumn("card_brand", "text")
    .addColumn("card_last4", "text", (c) => c.check(sql`card_last4 is null or card_last4 glob '[0-9][0-9][0-9][0-9]'`))
    .addColumn("card_expiry", "text", (c) => c.check(sql`card_expiry is null or card_expiry glob '[0-1][0-9]/[0-9][0-9]'`))
    .addColumn("notes", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`insert into payments select * from payments_0006`.execute(db);
  await sql`drop table payments_0006`.execute(db);
  await sql`drop table bookings_0006`.execute(db);

  await db.schema.createIndex("payments_owner_created_at").on("payments").columns(["owner_user_id", "created_at"]).execute();
  await db.schema.createIndex("payments_customer_id").on("payments").column("customer_id").execute();
  await db.schema
    .createIndex("payments_owner_status_created_at")
    .on("payments")
    .columns(["owner_user_id", "status", "created_at"])
    .execute();
  await db.schema.createIndex("payments_booking_id").on("payments").column("booking_id").execute();

  await db.schema.createIndex("bookings_created_at").on("bookings").column("created_at").execute();
  await db.schema.createIndex("bookings_preferred_date").on("bookings").columns(["preferred_date", "preferred_time"]).execute();
  await db.schema.createIndex("bookings_service_id").on("bookings").column("service_id").execute();
  await db.schema.createIndex("bookings_customer_id").on("bookings").column("customer_id").execute();
  await db.schema.createIndex("bookings_service_type").on("bookings").column("service_type").execute();
  await db.schema.createIndex("bookings_provider_date").on("bookings").columns(["provider_user_id", "preferred_date"]).execute();
  await db.schema.createIndex("bookings_provider_status").on("bookings").columns(["provider_user_id", "status"]).execute();
  await db.schema.createIndex("bookings_starts_at").on("bookings").column("starts_at").execute();
}

/**
 * Every live booking holds the 30-minute cells (on an absolute UTC grid, so zones never
 * matter) that its job and the provider's buffer cover: the primary key makes overlap
 * impossible. Legacy live bookings claim their job's cells, oldest booking first; a legacy
 * booking that already overlapped an older one keeps its time but not the shared cells.
 */
async function bookingClaims(db: Kysely<any>) {
  await db.schema
    .createTable("booking_claims")
    .addColumn("provider_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("cell", "integer", (c) => c.notNull())
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("booking_claims_pk", ["provider_user_id", "cell"])
    .modifyEnd(sql`without rowid`)
    .execute();
  await db.schema.createIndex("booking_claims_booking_id").on("booking_claims").column("booking_id").execute();

  const live = await db
    .selectFrom("bookings")
    .select(["id", "provider_user_id", "starts_at", "duration_minutes"])
    .where("status", "in", LIVE)
    .where("provider_user_id", "is not", null)
    .where("starts_at", ">", new Date(Date.now() - 86_400_000).toISOString())
    .orderBy("created_at")
    .execute();
  for (const booking of live) {
    const first = Math.floor(new Date(booking.starts_at).getTime() / CELL_MS);
    const count = Math.ceil(booking.duration_minutes / 30);
    const cells = Array.from({ length: count }, (_, k) => ({
      provider_user_id: booking.provider_user_id,
      cell: first + k,
      booking_id: booking.id,
    }));
    await db
      .insertInto("booking_claims")
      .values(cells)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

async function outboxBookingLink(db: Kysely<any>) {
  await db.schema
    .alterTable("email_outbox")
    .addColumn("booking_id", "text", (c) => c.references("bookings.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("email_outbox_booking_id").on("email_outbox").columns(["booking_id", "kind"]).execute();
}

export async function down(): Promise<void> {
  throw new Error("0007_schedule cannot be reverted: restore a backup instead.");
}
