import { sql, type Kysely } from "kysely";

/**
 * The bill after the job (issue 57, decision 0055): one per booking, its lines as JSON (a quote's
 * are too), its totals in integer cents and its state moved only along BILL_MACHINE. A bill's
 * payment is a ledger row (`payments.bill_id`), its tip a part of that row that carries no platform
 * fee (`payments.tip_cents`). A business's sales-tax rate is in basis points (825: 8.25 %).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  await db.schema
    .createTable("bills")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("booking_id", "text", (c) => c.notNull().unique().references("bookings.id").onDelete("cascade"))
    .addColumn("owner_user_id", "text", (c) => c.notNull().references("users.id"))
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('awaiting_approval', 'due', 'paid')`))
    .addColumn("lines", "text", (c) => c.notNull())
    .addColumn("reference_cents", "integer")
    .addColumn("subtotal_cents", "integer", (c) => c.notNull())
    .addColumn("tax_rate_bp", "integer", (c) => c.notNull().check(sql`tax_rate_bp between 0 and 2500`))
    .addColumn("tax_cents", "integer", (c) => c.notNull().check(sql`tax_cents >= 0`))
    .addColumn("total_cents", "integer", (c) => c.notNull().check(sql`total_cents >= 0`))
    .addColumn("tip_cents", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`tip_cents >= 0`),
    )
    .addColumn("written_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("worker_user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("paid_method", "text", (c) => c.check(sql`paid_method in ('cash', 'check', 'credit', 'venmo', 'cashapp')`))
    .addColumn("paid_reference", "text", (c) => c.check(sql`length(paid_reference) <= 100`))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("approved_at", "text")
    .addColumn("paid_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index bills_owner_status on bills (owner_user_id, status, created_at)`.execute(db);
  await sql`create index bills_worker_paid on bills (worker_user_id, paid_at) where status = 'paid'`.execute(db);
  await sql`alter table payments add column bill_id text references bills(id)`.execute(db);
  await sql`alter table payments add column tip_cents integer not null default 0 check (tip_cents >= 0)`.execute(db);
  await sql`create index payments_bill on payments (bill_id) where bill_id is not null`.execute(db);
  await sql`alter table provider_schedules add column sales_tax_bp integer not null default 0 check (sales_tax_bp between 0 and 2500)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index payments_bill`.execute(db);
  await sql`alter table payments drop column tip_cents`.execute(db);
  await sql`alter table payments drop column bill_id`.execute(db);
  await sql`alter table provider_schedules drop column sales_tax_bp`.execute(db);
  await db.schema.dropTable("bills").execute();
}
