import { sql, type Kysely } from "kysely";

/**
 * One table of inbound events for every webhook the product takes (issue 33): Stripe's events by
 * their id, e-mailed replies by their Message-ID, later text messages by theirs. An event is
 * claimed in the same transaction as what it changes; its (source, id) key lets it in once.
 * Stripe's events already received move over.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("inbound_events")
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("external_id", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
    .addPrimaryKeyConstraint("inbound_events_key", ["source", "external_id"])
    .execute();
  await sql`insert into inbound_events (source, external_id, type, received_at) select 'stripe', id, type, received_at from stripe_events`.execute(
    db,
  );
  await db.schema.dropTable("stripe_events").execute();
}
