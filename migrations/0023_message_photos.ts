import { sql, type Kysely } from "kysely";

/**
 * Photos in messages (issue 33, docs/decisions/0025): a message keeps up to three photos (media
 * ids, as a request does) and the notes on attachments that were not kept, and may be photos
 * alone, so its text may be empty when it has a photo. SQLite changes a CHECK only by rebuilding
 * the table (new table, copy, drop, rename); no table points at thread_messages.
 */
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export async function up(db: Kysely<any>): Promise<void> {
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
        .check(sql`via in ('web', 'email')`),
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
    // A message says something: its text or at least one photo.
    .addCheckConstraint("thread_messages_says_something", sql`length(body) >= 1 or json_array_length(photo_ids) >= 1`)
    .execute();
  await sql`insert into thread_messages_new (id, thread_id, author, body, via, created_at, hidden_at, hidden_by, hidden_reason)
    select id, thread_id, author, body, via, created_at, hidden_at, hidden_by, hidden_reason from thread_messages`.execute(db);
  await db.schema.dropTable("thread_messages").execute();
  await sql`alter table thread_messages_new rename to thread_messages`.execute(db);
  await db.schema.createIndex("thread_messages_thread_created").on("thread_messages").columns(["thread_id", "created_at"]).execute();
}
