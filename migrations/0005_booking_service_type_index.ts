import type { Kysely } from "kysely";

/** The admin calendar's service-type filter lists distinct service types of bookings. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("bookings_service_type").on("bookings").column("service_type").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("bookings_service_type").execute();
}
