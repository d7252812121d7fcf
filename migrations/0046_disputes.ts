import { sql, type Kysely } from "kysely";

/**
 * Disputes (issue 57, decision 0056): a card payment a customer's bank disputes, one row per
 * Stripe dispute (its id unique, so a second delivery of its event changes nothing), its state
 * moved only along DISPUTE_MACHINE. A lost dispute is the movement the payout subtracts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  await db.schema
    .createTable("disputes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("stripe_dispute_id", "text", (c) => c.notNull().unique())
    .addColumn("payment_id", "text", (c) => c.notNull().references("payments.id"))
    .addColumn("booking_id", "text", (c) => c.references("bookings.id").onDelete("set null"))
    .addColumn("owner_user_id", "text", (c) => c.notNull().references("users.id"))
    .addColumn("amount_cents", "integer", (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn("reason", "text", (c) => c.notNull().check(sql`length(reason) <= 60`))
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('needs_response', 'under_review', 'won', 'lost', 'closed')`))
    .addColumn("evidence_due_by", "text")
    .addColumn("evidence_submitted_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index disputes_owner on disputes (owner_user_id, created_at)`.execute(db);
  await sql`create index disputes_open on disputes (owner_user_id, evidence_due_by) where status in ('needs_response', 'under_review')`.execute(
    db,
  );
  await sql`create index disputes_booking on disputes (booking_id) where booking_id is not null`.execute(db);
  await sql`create index disputes_lost on disputes (owner_user_id, updated_at) where status = 'lost'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("disputes").execute();
}
