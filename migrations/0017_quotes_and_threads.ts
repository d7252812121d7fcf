import { sql, type Kysely } from "kysely";

/**
 * Quotes and conversations (docs/decisions/0018): a customer's request for quotes, one thread
 * per request and provider (which carries on once the quote is booked) and per booking, the
 * providers' quotes and the messages of both sides. Photos are media rows, now up to 5 MB (the
 * table is rebuilt: SQLite cannot change a CHECK in place). A reply by e-mail comes back to a
 * signed address, so the outbox keeps each e-mail's Reply-To.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.isTransaction) return migrate(db);
  await db.transaction().execute(migrate);
}

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

async function migrate(db: Kysely<any>): Promise<void> {
  // A request's photos are at most 5 MB (a logo stays at 2 MB by the application form's rule).
  await sql`create table media_next (
    id text primary key,
    content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
    bytes blob not null,
    size integer not null check (size > 0 and size <= 5242880),
    sha256 text not null,
    created_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`.execute(db);
  await sql`insert into media_next (id, content_type, bytes, size, sha256, created_at) select id, content_type, bytes, size, sha256, created_at from media`.execute(
    db,
  );
  await sql`drop table media`.execute(db);
  await sql`alter table media_next rename to media`.execute(db);

  await db.schema.alterTable("email_outbox").addColumn("reply_to", "text").execute();

  // What the card says until a provider has answered three requests: the catalogue's words.
  await db.schema.alterTable("services").addColumn("catalogue_response_minutes", "integer").execute();
  await sql`update services set catalogue_response_minutes = response_time_minutes`.execute(db);

  await db.schema
    .createTable("quote_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("zip_code", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().check(sql`length(description) between 20 and 2000`))
    .addColumn("needed", "text", (c) => c.notNull().check(sql`needed in ('flexible', 'week', 'date')`))
    .addColumn("needed_date", "text", (c) => c.check(sql`(needed = 'date') = (needed_date is not null)`))
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_email", "text", (c) => c.notNull())
    .addColumn("customer_phone", "text", (c) => c.notNull())
    // Asked from one service's page (that provider alone), or from the list (null).
    .addColumn("service_id", "text", (c) => c.references("services.id").onDelete("set null"))
    /** JSON array of media ids, at most three. */
    .addColumn("photo_ids", "text", (c) =>
      c
        .notNull()
        .defaultTo("[]")
        .check(sql`json_valid(photo_ids) and json_array_length(photo_ids) <= 3`),
    )
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("open")
        .check(sql`status in ('open', 'booked', 'closed')`),
    )
    // The booking an accepted quote became: set once, by the one accept that wins.
    .addColumn("booking_id", "text", (c) => c.unique().references("bookings.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("threads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("request_id", "text", (c) => c.references("quote_requests.id").onDelete("cascade"))
    .addColumn("booking_id", "text", (c) => c.unique().references("bookings.id").onDelete("cascade"))
    .addColumn("service_id", "text", (c) => c.references("services.id").onDelete("set null"))
    .addColumn("provider_user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_email", "text", (c) => c.notNull())
    // A request's answer by this provider: waiting, quoted, declined (with a reason) or closed.
    .addColumn("answer", "text", (c) => c.check(sql`answer is null or answer in ('waiting', 'quoted', 'declined', 'closed')`))
    .addColumn("decline_reason", "text")
    .addColumn("sent_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("first_reply_at", "text")
    .addColumn("last_message_at", "text")
    .addColumn("reported_at", "text")
    .addColumn("reported_by", "text", (c) => c.check(sql`reported_by is null or reported_by in ('customer', 'provider')`))
    .addColumn("report_reason", "text")
    .addCheckConstraint("threads_about_something", sql`request_id is not null or booking_id is not null`)
    .execute();
  await sql`create unique index threads_request_service on threads (request_id, service_id) where request_id is not null`.execute(db);
  // The portal's Requests tab (newest first) and the response-time median read this.
  await sql`create index threads_provider_requests on threads (provider_user_id, sent_at, id) where request_id is not null`.execute(db);
  await sql`create index threads_request_sent on threads (sent_at) where request_id is not null`.execute(db);
  await sql`create index threads_reported on threads (reported_at) where reported_at is not null`.execute(db);

  await db.schema
    .createTable("quotes")
    .addColumn("id", "text", (c) => c.primaryKey())
    // One quote per provider and request: a revision replaces it while it is open.
    .addColumn("thread_id", "text", (c) => c.notNull().unique().references("threads.id").onDelete("cascade"))
    .addColumn("request_id", "text", (c) => c.notNull().references("quote_requests.id").onDelete("cascade"))
    .addColumn("service_id", "text", (c) => c.references("services.id").onDelete("set null"))
    /** JSON array of { label, amountCents }. */
    .addColumn("lines", "text", (c) => c.notNull().check(sql`json_valid(lines) and json_array_length(lines) between 1 and 10`))
    .addColumn("total_cents", "integer", (c) => c.notNull().check(sql`total_cents >= 0`))
    .addColumn("deposit_cents", "integer", (c) =>
      c.check(sql`deposit_cents is null or (deposit_cents >= 50 and deposit_cents <= total_cents)`),
    )
    .addColumn("duration_minutes", "integer", (c) =>
      c.notNull().check(sql`duration_minutes between 30 and 240 and duration_minutes % 30 = 0`),
    )
    /** YYYY-MM-DD in the service's own calendar: the last day it can be accepted. */
    .addColumn("valid_until", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("open")
        .check(sql`status in ('open', 'accepted', 'closed')`),
    )
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("quotes_request").on("quotes").column("request_id").execute();

  await db.schema
    .createTable("thread_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("thread_id", "text", (c) => c.notNull().references("threads.id").onDelete("cascade"))
    .addColumn("author", "text", (c) => c.notNull().check(sql`author in ('customer', 'provider')`))
    .addColumn("body", "text", (c) => c.notNull().check(sql`length(body) between 1 and 2000`))
    .addColumn("via", "text", (c) =>
      c
        .notNull()
        .defaultTo("web")
        .check(sql`via in ('web', 'email')`),
    )
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("hidden_at", "text")
    .addColumn("hidden_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("hidden_reason", "text")
    .execute();
  await db.schema.createIndex("thread_messages_thread_created").on("thread_messages").columns(["thread_id", "created_at"]).execute();

  // A booking made from a quote carries its lines and total.
  await db.schema
    .alterTable("bookings")
    .addColumn("quote_id", "text", (c) => c.references("quotes.id").onDelete("set null"))
    .execute();

  // Every booking has its thread; the ones made before threads get theirs here.
  await sql`insert into threads (id, booking_id, service_id, provider_user_id, customer_name, customer_email, sent_at)
    select lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' ||
      substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))),
      id, service_id, provider_user_id, customer_name, customer_email, created_at
    from bookings`.execute(db);
}
