import { sql, type Kysely } from "kysely";

/**
 * The waitlist (issue 36; decision 0033). A customer's entry names the windows they want; when
 * time frees, the first entry in the order people joined whose window fits is offered one start,
 * held for them alone: the offer's cells (`waitlist_holds`) are keyed like a booking's claims by
 * (person, cell), and two triggers make a hold and a booking's claim refuse each other, so the
 * database decides every race between an offer, a booking and a second offer. One open offer
 * per customer (their e-mail) and never the same start twice to one entry: unique indexes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("services")
    .addColumn("waitlist_on", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("waitlist_entries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("service_id", "text", (c) => c.notNull().references("services.id").onDelete("cascade"))
    .addColumn("provider_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_email", "text", (c) => c.notNull())
    .addColumn("customer_phone", "text", (c) => c.notNull())
    // The windows as the customer gave them (JSON), in the service's zone.
    .addColumn("windows", "text", (c) => c.notNull())
    .addColumn("time_zone", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('waiting', 'booked', 'left', 'lapsed')`))
    .addColumn("joined_at", "text", (c) => c.notNull())
    .addColumn("status_changed_at", "text", (c) => c.notNull())
    // When the last window ends: the entry lapses then.
    .addColumn("lapses_at", "text", (c) => c.notNull())
    .addColumn("booking_id", "text", (c) => c.references("bookings.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("waitlist_entries_queue")
    .on("waitlist_entries")
    // The queue's order: when people joined, then the rowid every index ends with.
    .columns(["service_id", "status", "joined_at"])
    .execute();
  await db.schema.createIndex("waitlist_entries_lapse").on("waitlist_entries").columns(["status", "lapses_at"]).execute();

  await db.schema
    .createTable("waitlist_offers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("entry_id", "text", (c) => c.notNull().references("waitlist_entries.id").onDelete("cascade"))
    .addColumn("service_id", "text", (c) => c.notNull().references("services.id").onDelete("cascade"))
    .addColumn("provider_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("assigned_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("customer_email", "text", (c) => c.notNull())
    .addColumn("preferred_date", "text", (c) => c.notNull())
    .addColumn("preferred_time", "text", (c) => c.notNull())
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('open', 'taken', 'declined', 'lapsed', 'withdrawn')`))
    .addColumn("offered_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("status_changed_at", "text", (c) => c.notNull())
    .addColumn("booking_id", "text", (c) => c.references("bookings.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("waitlist_offers_one_open_per_customer")
    .on("waitlist_offers")
    .column("customer_email")
    .unique()
    .where(sql.ref("status"), "=", "open")
    .execute();
  await db.schema.createIndex("waitlist_offers_entry_start").on("waitlist_offers").columns(["entry_id", "starts_at"]).unique().execute();
  await db.schema.createIndex("waitlist_offers_open").on("waitlist_offers").columns(["status", "expires_at"]).execute();
  await db.schema
    .createIndex("waitlist_offers_provider_day")
    .on("waitlist_offers")
    .columns(["provider_user_id", "preferred_date"])
    .execute();

  await db.schema
    .createTable("waitlist_holds")
    .addColumn("person_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("cell", "integer", (c) => c.notNull())
    .addColumn("offer_id", "text", (c) => c.notNull().references("waitlist_offers.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("waitlist_holds_pk", ["person_user_id", "cell"])
    .modifyEnd(sql`without rowid`)
    .execute();
  await db.schema.createIndex("waitlist_holds_offer").on("waitlist_holds").column("offer_id").execute();

  await sql
    .raw(
      `create trigger booking_claims_waitlist_hold before insert on booking_claims
       when exists (select 1 from waitlist_holds where person_user_id = new.provider_user_id and cell = new.cell)
       begin select raise(abort, 'held for a waitlist offer: booking_claims.cell'); end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger waitlist_holds_taken before insert on waitlist_holds
       when exists (select 1 from booking_claims where provider_user_id = new.person_user_id and cell = new.cell)
         or exists (select 1 from busy_calendar_cells where person_user_id = new.person_user_id and cell = new.cell)
       begin select raise(abort, 'taken: waitlist_holds.cell'); end`,
    )
    .execute(db);
  // A held start is not free on the public pages: they are rendered again when holds change.
  for (const event of ["insert", "delete"])
    await sql
      .raw(
        `create trigger waitlist_holds_${event}_public_version after ${event} on waitlist_holds begin update public_data_version set version = version + 1 where id = 1; end`,
      )
      .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of [
    "booking_claims_waitlist_hold",
    "waitlist_holds_taken",
    "waitlist_holds_insert_public_version",
    "waitlist_holds_delete_public_version",
  ])
    await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
  await db.schema.dropTable("waitlist_holds").ifExists().execute();
  await db.schema.dropTable("waitlist_offers").ifExists().execute();
  await db.schema.dropTable("waitlist_entries").ifExists().execute();
  await db.schema.alterTable("services").dropColumn("waitlist_on").execute();
}
