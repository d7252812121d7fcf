import { sql, type Kysely } from "kysely";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * Rate limits that every machine shares (a counter per key and fixed window, raised by one
 * atomic upsert); the visitors already counted today for page views and shares; and an outbox
 * status for an e-mail withdrawn before it was sent (a reminder of a cancelled or moved
 * booking), which the admin's outbox keeps listing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.isTransaction) await migrate(db);
  else await db.transaction().execute((trx) => migrate(trx));
}

async function migrate(db: Kysely<any>) {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("window_start", "integer", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull().check(sql`count >= 0`))
    .addPrimaryKeyConstraint("rate_limits_pk", ["key", "window_start"])
    .modifyEnd(sql`without rowid`)
    .execute();
  await db.schema.createIndex("rate_limits_window_start").on("rate_limits").column("window_start").execute();

  // Who already counted today: a page view or a share is counted once per visitor (a keyed hash
  // of their address), per service, per day.
  await db.schema
    .createTable("analytics_visitors")
    .addColumn("service_id", "text", (c) => c.notNull().references("services.id").onDelete("cascade"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("visitor", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_visitors_pk", ["service_id", "day", "kind", "visitor"])
    .modifyEnd(sql`without rowid`)
    .execute();
  await db.schema.createIndex("analytics_visitors_day").on("analytics_visitors").column("day").execute();

  // SQLite changes a CHECK only by rebuilding the table; nothing references the outbox.
  await sql`alter table email_outbox rename to email_outbox_0007`.execute(db);
  await db.schema
    .createTable("email_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("to", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("html", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("queued")
        .check(sql`status in ('queued', 'sent', 'failed', 'logged', 'withdrawn')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("next_attempt_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("sent_at", "text")
    .addColumn("booking_id", "text", (c) => c.references("bookings.id").onDelete("cascade"))
    .execute();
  await sql`
    insert into email_outbox (id, "to", subject, html, text, kind, status, attempts, last_error, next_attempt_at, created_at, sent_at, booking_id)
    select id, "to", subject, html, text, kind, status, attempts, last_error, next_attempt_at, created_at, sent_at, booking_id from email_outbox_0007
  `.execute(db);
  await sql`drop table email_outbox_0007`.execute(db);
  await db.schema.createIndex("email_outbox_status_next_attempt_at").on("email_outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("email_outbox_created_at").on("email_outbox").column("created_at").execute();
  await db.schema.createIndex("email_outbox_booking_id").on("email_outbox").columns(["booking_id", "kind"]).execute();
}

export async function down(): Promise<void> {
  throw new Error("0008_limits_and_outbox cannot be reverted: restore a backup instead.");
}
