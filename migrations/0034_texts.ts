import { sql, type Kysely } from "kysely";

/**
 * Text messages (issue 37; decision 0034). A consent record keeps the exact words a person
 * ticked, where and from which address and browser; a number's opt-out (a STOP) is one row per
 * number, read when each text is sent. The text outbox is the e-mail outbox's twin (a claim's
 * lease, retries) with Twilio's id for its status callbacks. Short links (/b/…) name the signed
 * page a text points to. A message may now come by text: thread_messages is rebuilt for the
 * wider CHECK (SQLite changes a CHECK only so; no table points at it).
 */
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("text_consents")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("phone", "text", (c) => c.notNull().check(sql`phone glob '+1[2-9][0-9][0-9][2-9][0-9][0-9][0-9][0-9][0-9][0-9]'`))
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("wording", "text", (c) => c.notNull())
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("user_agent", "text", (c) => c.notNull())
    .addColumn("consented_at", "text", (c) => c.notNull())
    // A provider's or team member's own alerts; null for a customer's.
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("text_consents_phone").on("text_consents").columns(["phone", "consented_at"]).execute();

  await db.schema
    .createTable("text_numbers")
    .addColumn("phone", "text", (c) => c.primaryKey())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('opted_in', 'opted_out')`))
    .addColumn("changed_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("text_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("to_phone", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull().check(sql`length(body) between 1 and 640`))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('queued', 'sent', 'delivered', 'undelivered', 'failed', 'withdrawn', 'blocked', 'off')`),
    )
    .addColumn("consent_id", "text", (c) => c.references("text_consents.id").onDelete("set null"))
    .addColumn("booking_id", "text")
    // Who the text speaks for (HELP answers with it) and the address it goes to by e-mail when undelivered.
    .addColumn("business_name", "text")
    .addColumn("fallback_email", "text")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("next_attempt_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("sent_at", "text")
    .addColumn("status_at", "text")
    .addColumn("twilio_sid", "text", (c) => c.unique())
    .execute();
  await db.schema.createIndex("text_outbox_due").on("text_outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("text_outbox_to").on("text_outbox").columns(["to_phone", "created_at"]).execute();
  await db.schema.createIndex("text_outbox_created").on("text_outbox").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("text_outbox_booking").on("text_outbox").columns(["booking_id", "kind"]).execute();

  await db.schema
    .createTable("short_links")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  for (const table of ["bookings", "quote_requests", "waitlist_entries", "users"]) {
    await db.schema
      .alterTable(table)
      .addColumn("text_consent_id", "text", (c) => c.references("text_consents.id").onDelete("set null"))
      .execute();
  }

  await db.schema
    .createTable("thread_messages_new")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("thread_id", "text", (c) => c.notNull().references("threads.id").onDelete("cascade"))
    .addColumn("author", "text", (c) => c.notNull().check(sql`author in ('customer', 'provider')`))
    .addColumn("body", "text", (c) => c.notNull().check(sql`length(body) <= 2000`))
    .addColumn("via", "text", (c) =>
      c
        .notNull()
        .defaultTo("web")
        .check(sql`via in ('web', 'email', 'text')`),
    )
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("hidden_at", "text")
    .addColumn("hidden_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("hidden_reason", "text")
    .addColumn("photo_ids", "text", (c) =>
      c
        .notNull()
        .defaultTo("[]")
        .check(sql`json_valid(photo_ids) and json_array_length(photo_ids) <= 3`),
    )
    .addColumn("attachment_notes", "text", (c) =>
      c
        .notNull()
        .defaultTo("[]")
        .check(sql`json_valid(attachment_notes) and json_array_length(attachment_notes) <= 20`),
    )
    .addCheckConstraint("thread_messages_says_something", sql`length(body) >= 1 or json_array_length(photo_ids) >= 1`)
    .execute();
  await sql`insert into thread_messages_new (id, thread_id, author, body, via, created_at, hidden_at, hidden_by, hidden_reason, photo_ids, attachment_notes)
    select id, thread_id, author, body, via, created_at, hidden_at, hidden_by, hidden_reason, photo_ids, attachment_notes from thread_messages`.execute(
    db,
  );
  await db.schema.dropTable("thread_messages").execute();
  await sql`alter table thread_messages_new rename to thread_messages`.execute(db);
  await db.schema.createIndex("thread_messages_thread_created").on("thread_messages").columns(["thread_id", "created_at"]).execute();
}
