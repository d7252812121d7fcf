import { sql, type Kysely } from "kysely";

/**
 * Money through the booking (docs/decisions/0017): a service's payment rule, a provider's
 * cancellation policy and connected Stripe account, what a booking asks to be paid and the
 * policy its customer saw, one ledger of payments and refunds (the dashboard's manual payments
 * included), and each Stripe event applied once. Columns are added (SQLite keeps the rows);
 * a booking waiting for its payment is `pending`, a status the lifecycle already has.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.isTransaction) return migrate(db);
  await db.transaction().execute(migrate);
}

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

async function migrate(db: Kysely<any>): Promise<void> {
  // The service's rule: paid on site (none), a deposit (a fixed amount or a percent of the price), or in full.
  await db.schema
    .alterTable("services")
    .addColumn("payment_rule", "text", (c) =>
      c
        .notNull()
        .defaultTo("none")
        .check(sql`payment_rule in ('none', 'deposit', 'full')`),
    )
    .execute();
  await db.schema
    .alterTable("services")
    .addColumn("deposit_cents", "integer", (c) => c.check(sql`deposit_cents is null or deposit_cents >= 50`))
    .execute();
  await db.schema
    .alterTable("services")
    .addColumn("deposit_percent", "integer", (c) => c.check(sql`deposit_percent is null or deposit_percent between 1 and 100`))
    .execute();

  // The provider's cancellation policy, beside their hours.
  await db.schema
    .alterTable("provider_schedules")
    .addColumn("free_cancel_hours", "integer", (c) =>
      c
        .notNull()
        .defaultTo(24)
        .check(sql`free_cancel_hours between 0 and 168`),
    )
    .execute();
  await db.schema
    .alterTable("provider_schedules")
    .addColumn("late_fee_percent", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`late_fee_percent between 0 and 100`),
    )
    .execute();
  await db.schema
    .alterTable("provider_schedules")
    .addColumn("no_show_fee_percent", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`no_show_fee_percent between 0 and 100`),
    )
    .execute();

  await db.schema
    .createTable("provider_payment_accounts")
    .addColumn("provider_user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("stripe_account_id", "text", (c) => c.notNull().unique())
    .addColumn("charges_enabled", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`charges_enabled in (0, 1)`),
    )
    .addColumn("details_submitted", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`details_submitted in (0, 1)`),
    )
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  for (const event of ["insert", "update", "delete"]) {
    // Whether a card says "$25 deposit to book" depends on the provider's account being able to take it.
    await sql
      .raw(
        `create trigger provider_payment_accounts_${event}_public_version after ${event} on provider_payment_accounts begin update public_data_version set version = version + 1 where id = 1; end`,
      )
      .execute(db);
  }

  // What the booking asks to be paid online, and the terms its customer saw when booking.
  const bookingColumns: Array<[string, string, (c: any) => any]> = [
    ["price_cents", "integer", (c) => c.check(sql`price_cents is null or price_cents >= 0`)],
    ["payment_mode", "text", (c) => c.check(sql`payment_mode is null or payment_mode in ('deposit', 'full')`)],
    [
      "amount_due_cents",
      "integer",
      (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`amount_due_cents >= 0`),
    ],
    ["cancellation_policy", "text", (c) => c.check(sql`cancellation_policy is null or json_valid(cancellation_policy)`)],
    ["hold_expires_at", "text", (c) => c],
    ["checkout_session_id", "text", (c) => c],
    ["stripe_customer_id", "text", (c) => c],
    ["stripe_payment_method_id", "text", (c) => c],
    ["charge_due_at", "text", (c) => c],
    ["charge_state", "text", (c) => c.check(sql`charge_state is null or charge_state in ('due', 'charging', 'failed', 'paid')`)],
    // What a late cancellation or a no-show cost the customer under the policy.
    [
      "fee_cents",
      "integer",
      (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`fee_cents >= 0`),
    ],
  ];
  for (const [name, type, build] of bookingColumns) {
    await db.schema
      .alterTable("bookings")
      .addColumn(name, type as "text", build)
      .execute();
  }
  await db.schema
    .createIndex("bookings_hold_expires_at")
    .on("bookings")
    .column("hold_expires_at")
    .where(sql.ref("status"), "=", "pending")
    .execute();
  await db.schema
    .createIndex("bookings_charge_due_at")
    .on("bookings")
    .column("charge_due_at")
    .where(sql.ref("charge_state"), "=", "due")
    .execute();
  await db.schema.createIndex("bookings_checkout_session").on("bookings").column("checkout_session_id").execute();

  // One ledger: a row is money in (a charge) or out (a refund), typed in by the business
  // (manual) or moved by Stripe (its object's id, once).
  await db.schema
    .alterTable("payments")
    .addColumn("kind", "text", (c) =>
      c
        .notNull()
        .defaultTo("charge")
        .check(sql`kind in ('charge', 'refund')`),
    )
    .execute();
  await db.schema
    .alterTable("payments")
    .addColumn("source", "text", (c) =>
      c
        .notNull()
        .defaultTo("manual")
        .check(sql`source in ('manual', 'stripe')`),
    )
    .execute();
  await db.schema.alterTable("payments").addColumn("reason", "text").execute();
  await db.schema.alterTable("payments").addColumn("stripe_id", "text").execute();
  await db.schema
    .alterTable("payments")
    .addColumn("application_fee_cents", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`application_fee_cents >= 0`),
    )
    .execute();
  await db.schema.alterTable("payments").addColumn("created_by", "text").execute();
  // A refund gives back part of one charge (its payment intent), never more than is left of it.
  await db.schema
    .alterTable("payments")
    .addColumn("refund_of", "text", (c) => c.references("payments.id"))
    .execute();
  await sql`create unique index payments_stripe_id on payments (stripe_id) where stripe_id is not null`.execute(db);
  await db.schema.createIndex("payments_booking_created_at").on("payments").columns(["booking_id", "created_at"]).execute();

  await db.schema
    .createTable("stripe_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
}
