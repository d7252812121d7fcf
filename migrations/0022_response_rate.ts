import { sql, type Kysely } from "kysely";

/**
 * A provider's response rate beside their response time (issue 33): the share of their requests
 * of the last 90 days answered within 24 hours, kept on their tiles like the time. The "Fastest
 * Response" sort reads it, so the search's two covering indexes take it too (migration 0014).
 */
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

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table services add column response_rate_percent integer check (response_rate_percent is null or response_rate_percent between 0 and 100)`.execute(
    db,
  );
  for (const name of ["services_search_by_id", "services_search_by_provider"]) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema
    .createIndex("services_search_by_id")
    .on("services")
    .columns(["id", ...SEARCH_COLUMNS, "provider_user_id"])
    .execute();
  await db.schema
    .createIndex("services_search_by_provider")
    .on("services")
    .columns(["provider_user_id", ...SEARCH_COLUMNS, "id"])
    .execute();
}
