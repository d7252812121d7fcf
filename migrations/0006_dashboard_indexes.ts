import type { Kysely } from "kysely";

/** The business dashboard's stat cards and lists, per business. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("bookings_provider_date").on("bookings").columns(["provider_user_id", "preferred_date"]).execute();
  await db.schema.createIndex("bookings_provider_status").on("bookings").columns(["provider_user_id", "status"]).execute();
  await db.schema
    .createIndex("payments_owner_status_created_at")
    .on("payments")
    .columns(["owner_user_id", "status", "created_at"])
    .execute();
  await db.schema.createIndex("customers_owner_status").on("customers").columns(["owner_user_id", "status"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    "bookings_provider_date",
    "bookings_provider_status",
    "payments_owner_status_created_at",
    "customers_owner_status",
  ]) {
    await db.schema.dropIndex(index).execute();
  }
}
