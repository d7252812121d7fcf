import { sql, type Kysely } from "kysely";

/**
 * Verified reviews: one per completed booking, written from a signed invitation link. A
 * service's rating and review count are kept from its visible reviews (rating_sum for the
 * Bayesian ranking); the numbers seeded before this migration were not backed by reviews, so
 * every service starts again from its real reviews: none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.isTransaction) return migrate(db);
  await db.transaction().execute(migrate);
}

async function migrate(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("review_invitations")
    .addColumn("booking_id", "text", (c) => c.primaryKey().references("bookings.id").onDelete("cascade"))
    .addColumn("nonce", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();

  await db.schema
    .createTable("reviews")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("booking_id", "text", (c) => c.notNull().unique().references("bookings.id").onDelete("cascade"))
    .addColumn("service_id", "text", (c) => c.notNull().references("services.id").onDelete("cascade"))
    .addColumn("provider_user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("rating", "integer", (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn("body", "text", (c) => c.check(sql`length(body) <= 2000`))
    .addColumn("reviewer_name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("editable_until", "text", (c) => c.notNull())
    .addColumn("hidden_at", "text")
    .addColumn("hidden_reason", "text")
    .addColumn("hidden_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("reply", "text", (c) => c.check(sql`length(reply) <= 2000`))
    .addColumn("replied_at", "text")
    .execute();
  // A service page's visible reviews, newest first; a provider's and the admin's lists.
  await db.schema.createIndex("reviews_service_visible").on("reviews").columns(["service_id", "hidden_at", "created_at", "id"]).execute();
  await db.schema.createIndex("reviews_provider_created_at").on("reviews").columns(["provider_user_id", "created_at"]).execute();
  await db.schema.createIndex("reviews_hidden_created_at").on("reviews").columns(["hidden_at", "created_at"]).execute();
  await db.schema.createIndex("reviews_created_at").on("reviews").columns(["created_at"]).execute();

  await db.schema
    .alterTable("services")
    .addColumn("rating_sum", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update services set rating = null, review_count = 0, rating_sum = 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("services").dropColumn("rating_sum").execute();
  await db.schema.dropTable("reviews").execute();
  await db.schema.dropTable("review_invitations").execute();
}
