import { sql, type Kysely } from "kysely";

/**
 * Indexes for lists and counts at scale (a business with 100,000 bookings and 10,000
 * customers), keyset pagination's sort orders, and a trigram full-text index of customers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.isTransaction) return migrate(db);
  await db.transaction().execute(migrate);
}

/** A phone as written and as digits ("(512) 555-0142 5125550142"), so typed digits find it. */
export function phoneSearchSql(phone: string): string {
  const digits = ["(", ")", " ", "-", ".", "+"].reduce((text, character) => `replace(${text}, '${character}', '')`, phone);
  return `${phone} || ' ' || ${digits}`;
}

/** Single-column indexes that the new ones below begin with. */
const SUPERSEDED = [
  "bookings_created_at",
  "customers_owner_created_at",
  "services_created_at",
  "provider_applications_created_at",
  "provider_applications_status_created_at",
  "audit_log_created_at",
  "email_outbox_created_at",
  "reviews_created_at",
  "reviews_provider_created_at",
  "payments_owner_created_at",
  "services_provider_user_id",
];

/** What the customer's search filters and sorts tiles by: read from these indexes alone, never from the rows. */
const SEARCH_COLUMNS = [
  "is_active",
  "category",
  "plan_type",
  "rating_sum",
  "review_count",
  "service_name",
  "price_from_cents",
  "response_time_minutes",
];

async function migrate(db: Kysely<any>): Promise<void> {
  const index = (name: string, table: string, columns: string[]) =>
    db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
  // A business's bookings by start (portal and dashboard lists), the admin's by creation.
  await index("bookings_provider_starts_at", "bookings", ["provider_user_id", "starts_at", "id"]);
  await index("bookings_created_at_id", "bookings", ["created_at", "id"]);
  // The calendar counts a month's bookings per day from the index alone, filters and ids included.
  await index("bookings_calendar", "bookings", ["preferred_date", "service_type", "status", "id"]);
  await index("bookings_status", "bookings", ["status"]);
  await index("customers_owner_created_at_id", "customers", ["owner_user_id", "created_at", "id"]);
  await index("customers_created_at_id", "customers", ["created_at", "id"]);
  await index("customers_status", "customers", ["status"]);
  await index("services_created_at_id", "services", ["created_at", "id"]);
  await index("provider_applications_created_at_id", "provider_applications", ["created_at", "id"]);
  await index("provider_applications_status_created_at_id", "provider_applications", ["status", "created_at", "id"]);
  await index("audit_log_created_at_id", "audit_log", ["created_at", "id"]);
  await index("email_outbox_created_at_id", "email_outbox", ["created_at", "id"]);
  await index("reviews_created_at_id", "reviews", ["created_at", "id"]);
  await index("reviews_provider_created_at_id", "reviews", ["provider_user_id", "created_at", "id"]);
  await index("payments_owner_created_at_id", "payments", ["owner_user_id", "created_at", "id"]);
  await index("payments_created_at_id", "payments", ["created_at", "id"]);
  // The search looks tiles up by id (those whose own area covers the point) and by provider
  // (those of a provider with an extra area there): both covering.
  await index("services_search_by_id", "services", ["id", ...SEARCH_COLUMNS, "provider_user_id"]);
  await index("services_search_by_provider", "services", ["provider_user_id", ...SEARCH_COLUMNS, "id"]);
  for (const name of SUPERSEDED) await db.schema.dropIndex(name).ifExists().execute();

  // Customers found by any three or more characters of their folded name and e-mail or of their
  // phone (as written or as digits), through a trigram index kept by triggers.
  await sql`create virtual table customers_fts using fts5(search_text, phone, tokenize = 'trigram')`.execute(db);
  await sql
    .raw(`insert into customers_fts (rowid, search_text, phone) select rowid, search_text, ${phoneSearchSql("phone")} from customers`)
    .execute(db);
  await sql
    .raw(
      `create trigger customers_fts_insert after insert on customers begin
        insert into customers_fts (rowid, search_text, phone) values (new.rowid, new.search_text, ${phoneSearchSql("new.phone")});
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger customers_fts_update after update of search_text, phone on customers begin
        delete from customers_fts where rowid = old.rowid;
        insert into customers_fts (rowid, search_text, phone) values (new.rowid, new.search_text, ${phoneSearchSql("new.phone")});
      end`,
    )
    .execute(db);
  await sql`create trigger customers_fts_delete after delete on customers begin delete from customers_fts where rowid = old.rowid; end`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of ["customers_fts_insert", "customers_fts_update", "customers_fts_delete"]) {
    await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
  }
  await sql`drop table if exists customers_fts`.execute(db);
}
