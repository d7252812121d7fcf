import { sql, type Kysely } from "kysely";

/**
 * A customer's own Porchlight (issue 56; decision 0051): a customer signs in with a one-time link
 * sent to the e-mail they booked with. Their account and sessions are apart from the businesses'
 * (a business's password never proves an address). The link names the address, not an account:
 * the account is made only once the link proves it; only the token's SHA-256 is kept. What the
 * customer made is found by that address, case folded, so each list of it has an index on it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  await db.schema
    .createTable("customer_accounts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) =>
      c
        .notNull()
        .unique()
        .modifyEnd(sql`collate nocase`),
    )
    .addColumn("language", "text", (c) =>
      c
        .notNull()
        .defaultTo("en")
        .check(sql`language in ('en', 'es')`),
    )
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable("customer_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "text", (c) => c.notNull().references("customer_accounts.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index customer_sessions_customer on customer_sessions (customer_id)`.execute(db);
  await sql`create index customer_sessions_expiry on customer_sessions (expires_at)`.execute(db);
  await db.schema
    .createTable("email_sign_in_links")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index email_sign_in_links_email on email_sign_in_links (email) where used_at is null`.execute(db);
  await sql`create index email_sign_in_links_expiry on email_sign_in_links (expires_at)`.execute(db);
  await sql`create index bookings_customer_email on bookings (lower(customer_email), starts_at, id)`.execute(db);
  await sql`create index quote_requests_customer_email on quote_requests (lower(customer_email), created_at, id)`.execute(db);
  await sql`create index threads_customer_email on threads (lower(customer_email), sent_at, id)`.execute(db);
  await sql`create index waitlist_entries_customer_email on waitlist_entries (lower(customer_email), joined_at, id)`.execute(db);
  await sql`create index customers_email on customers (lower(email))`.execute(db);
  await sql`create index payments_customer_created on payments (customer_id, created_at, id)`.execute(db);
  await sql`create index booking_series_customer_email on booking_series (lower(customer_email), created_at, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    "bookings_customer_email",
    "quote_requests_customer_email",
    "threads_customer_email",
    "waitlist_entries_customer_email",
    "booking_series_customer_email",
    "customers_email",
    "payments_customer_created",
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.dropTable("email_sign_in_links").execute();
  await db.schema.dropTable("customer_sessions").execute();
  await db.schema.dropTable("customer_accounts").execute();
}
