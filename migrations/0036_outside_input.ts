import { sql, type Kysely } from "kysely";

/**
 * Outside data that cannot take the server down, and texts only on their owner's word (issue
 * 51; decision 0039). A calendar counts its reads that have not succeeded (each read counts as
 * failed until it succeeds, so a read that never finished counts too); after three it waits for
 * its owner, out of the due index. A consent to texts is confirmed by its number's YES (when,
 * and the message's id) after a question asked once (when); a number has at most one question
 * waiting for its answer. A text may wait for that YES ('held'): text_outbox is rebuilt for the
 * wider CHECK (SQLite changes a CHECK only so; no table points at it).
 */
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("busy_calendars")
    .addColumn("failed_reads", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.dropIndex("busy_calendars_due").execute();
  await db.schema
    .createIndex("busy_calendars_due")
    .on("busy_calendars")
    .column("next_sync_at")
    .where(sql.ref("failed_reads"), "<", 3)
    .execute();

  await db.schema.alterTable("text_consents").addColumn("asked_at", "text").execute();
  await db.schema.alterTable("text_consents").addColumn("confirmed_at", "text").execute();
  await db.schema.alterTable("text_consents").addColumn("confirmation_sid", "text").execute();
  await db.schema
    .alterTable("text_numbers")
    .addColumn("pending_consent_id", "text", (c) => c.references("text_consents.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("text_numbers").addColumn("asked_at", "text").execute();
  // Consents given before this migration were given under the old rule: their numbers were
  // texted without a YES, and keep being texted.
  await sql`update text_consents set confirmed_at = consented_at`.execute(db);

  await db.schema
    .createTable("text_outbox_new")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("to_phone", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull().check(sql`length(body) between 1 and 640`))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('held', 'queued', 'sent', 'delivered', 'undelivered', 'failed', 'withdrawn', 'blocked', 'off')`),
    )
    .addColumn("consent_id", "text", (c) => c.references("text_consents.id").onDelete("set null"))
    .addColumn("booking_id", "text")
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
  const columns = sql.raw(
    "id, to_phone, body, kind, status, consent_id, booking_id, business_name, fallback_email, attempts, last_error, next_attempt_at, created_at, sent_at, status_at, twilio_sid",
  );
  await sql`insert into text_outbox_new (${columns}) select ${columns} from text_outbox`.execute(db);
  await db.schema.dropTable("text_outbox").execute();
  await sql`alter table text_outbox_new rename to text_outbox`.execute(db);
  await db.schema.createIndex("text_outbox_due").on("text_outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("text_outbox_to").on("text_outbox").columns(["to_phone", "created_at"]).execute();
  await db.schema.createIndex("text_outbox_created").on("text_outbox").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("text_outbox_booking").on("text_outbox").columns(["booking_id", "kind"]).execute();
  await db.schema.createIndex("text_outbox_held").on("text_outbox").columns(["consent_id", "status"]).execute();
}
