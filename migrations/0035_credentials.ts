import { sql, type Kysely } from "kysely";

/**
 * Verified credentials (issue 38; decision 0035). A credential is a record an admin checked:
 * its kind, issuer, state, number, the date it expires (and the instant that is in the
 * business's zone), the private document it was checked against, and its state. What a category
 * or a licensed trade requires is a setting (rules, trades); a tile is listed only while its
 * provider holds every requirement verified and unexpired, which the lists decide by the clock
 * when they are read. Documents live in their own table: never a public URL, only the business
 * and admins can open them.
 */
const KINDS = sql`('licence', 'insurance', 'background_check', 'certification')`;

/** The search's covering indexes (migration 0022) take what the listing rule reads of a tile: its zip (for its state) and service type. */
const SEARCH_COLUMNS = [
  "is_active",
  "category",
  "plan_type",
  "rating_sum",
  "review_count",
  "service_name",
  "price_from_cents",
  "response_time_minutes",
  "response_rate_percent",
];

async function searchIndexes(db: Kysely<any>, extra: string[]) {
  for (const name of ["services_search_by_id", "services_search_by_provider"]) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema
    .createIndex("services_search_by_id")
    .on("services")
    .columns(["id", ...SEARCH_COLUMNS, ...extra, "provider_user_id"])
    .execute();
  await db.schema
    .createIndex("services_search_by_provider")
    .on("services")
    .columns(["provider_user_id", ...SEARCH_COLUMNS, ...extra, "id"])
    .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("credential_documents")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("provider_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("content_type", "text", (c) => c.notNull().check(sql`content_type in ('application/pdf', 'image/jpeg', 'image/png')`))
    .addColumn("bytes", "blob", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull().check(sql`size between 1 and 10485760`))
    .addColumn("sha256", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("credentials")
    .addColumn("id", "text", (c) => c.primaryKey())
    // The business it belongs to, and the person it is about (the owner, or a team member).
    .addColumn("provider_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("holder_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("application_id", "text", (c) => c.references("provider_applications.id").onDelete("set null"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ${KINDS}`))
    .addColumn("issuer", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull().check(sql`state glob '[A-Z][A-Z]'`))
    .addColumn("number", "text", (c) => c.notNull())
    .addColumn("expires_on", "text", (c) => c.notNull())
    // The start of the day after expires_on in the business's zone: valid through its date.
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("document_id", "text", (c) => c.notNull().references("credential_documents.id"))
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('submitted', 'verified', 'rejected', 'expired', 'withdrawn')`))
    .addColumn("reason", "text")
    .addColumn("submitted_at", "text", (c) => c.notNull())
    .addColumn("status_changed_at", "text", (c) => c.notNull())
    .addColumn("verified_at", "text")
    .addColumn("verified_by", "text", (c) => c.references("users.id").onDelete("set null"))
    // The last expiry reminder sent (30, 7 or 1 days before); null before the first.
    .addColumn("reminded_days", "integer")
    .execute();
  await db.schema.createIndex("credentials_queue").on("credentials").columns(["status", "submitted_at"]).execute();
  await db.schema.createIndex("credentials_expiry").on("credentials").columns(["status", "expires_at"]).execute();
  await db.schema.createIndex("credentials_business").on("credentials").columns(["provider_user_id", "submitted_at"]).execute();
  // The lists' question: does this person hold this kind, verified, until after now?
  await db.schema.createIndex("credentials_held").on("credentials").columns(["holder_user_id", "kind", "status", "expires_at"]).execute();

  await db.schema
    .createTable("credential_rules")
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ${KINDS}`))
    .addPrimaryKeyConstraint("credential_rules_pk", ["category", "kind"])
    .execute();
  await db.schema
    .createTable("licensed_trades")
    .addColumn("state", "text", (c) => c.notNull().check(sql`state glob '[A-Z][A-Z]'`))
    .addColumn("service_type", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("licensed_trades_pk", ["state", "service_type"])
    .execute();
  await db.schema
    .createTable("credential_lookups")
    .addColumn("state", "text", (c) => c.notNull().check(sql`state glob '[A-Z][A-Z]'`))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ${KINDS}`))
    .addColumn("url", "text", (c) => c.notNull().check(sql`url like 'https://%'`))
    .addPrimaryKeyConstraint("credential_lookups_pk", ["state", "kind"])
    .execute();

  await searchIndexes(db, ["zip_code", "service_type"]);

  await sql`insert into credential_rules (category, kind) values
    ('medical-home-services', 'licence'), ('medical-home-services', 'background_check'),
    ('tutoring-teaching-services', 'background_check')`.execute(db);
  await sql`insert into licensed_trades (state, service_type) values
    ('TX', 'Electrical'), ('TX', 'Plumbing'), ('TX', 'HVAC'),
    ('CA', 'Electrical'), ('CA', 'Plumbing'), ('CA', 'HVAC'),
    ('FL', 'Electrical'), ('FL', 'Plumbing'), ('FL', 'HVAC'),
    ('NY', 'Electrical'), ('NY', 'Plumbing')`.execute(db);
  await sql`insert into credential_lookups (state, kind, url) values
    ('TX', 'licence', 'https://www.tdlr.texas.gov/LicenseSearch/'),
    ('CA', 'licence', 'https://www.cslb.ca.gov/OnlineServices/CheckLicenseII/CheckLicense.aspx'),
    ('FL', 'licence', 'https://www.myfloridalicense.com/wl11.asp'),
    ('NY', 'licence', 'https://www.op.nysed.gov/verification-search')`.execute(db);

  for (const table of ["credentials", "credential_rules", "licensed_trades"]) {
    for (const event of ["insert", "update", "delete"]) {
      await sql
        .raw(
          `create trigger ${table}_${event}_public_version after ${event} on ${table} begin update public_data_version set version = version + 1 where id = 1; end`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await searchIndexes(db, []);
  for (const table of ["credentials", "credential_rules", "licensed_trades"]) {
    for (const event of ["insert", "update", "delete"])
      await sql.raw(`drop trigger if exists ${table}_${event}_public_version`).execute(db);
  }
  for (const table of ["credential_lookups", "licensed_trades", "credential_rules", "credentials", "credential_documents"]) {
    await db.schema.dropTable(table).execute();
  }
}
