import { sql, type Kysely } from "kysely";

/**
 * Booking page extras: shares of service pages (the spec's post-to-social-media call, type
 * 'service_share', recorded here), and an index for address suggestions near a service.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("service_shares")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("service_id", "text", (c) => c.notNull().references("services.id").onDelete("cascade"))
    .addColumn("type", "text", (c) =>
      c
        .notNull()
        .defaultTo("service_share")
        .check(sql`type = 'service_share'`),
    )
    .addColumn("channel", "text", (c) =>
      c.notNull().check(sql`channel in ('facebook', 'x', 'linkedin', 'email', 'web_share', 'copy_link')`),
    )
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
    .execute();
  await db.schema.createIndex("service_shares_service_created_at").on("service_shares").columns(["service_id", "created_at"]).execute();

  // Suggestions look for places in a latitude band around the service first.
  await db.schema.createIndex("zip_codes_lat").on("zip_codes").column("lat").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("zip_codes_lat").execute();
  await db.schema.dropTable("service_shares").execute();
}
