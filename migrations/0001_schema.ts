import { sql, type Kysely } from "kysely";

/**
 * Every table of the data model (design.md). Later changes add new migrations; this file
 * never changes once landed. Ids are UUID text, times ISO 8601 UTC text, money integer cents.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) =>
      c
        .notNull()
        .unique()
        .modifyEnd(sql`collate nocase`),
    )
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("profiles")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('provider', 'admin')`))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();
  await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();

  await db.schema
    .createTable("media")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("content_type", "text", (c) =>
      c.notNull().check(sql`content_type in ('image/png', 'image/jpeg', 'image/gif', 'image/webp')`),
    )
    .addColumn("bytes", "blob", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull().check(sql`size > 0 and size <= 2097152`))
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("zip_codes")
    .addColumn("zip", "text", (c) => c.primaryKey().check(sql`zip glob '[0-9][0-9][0-9][0-9][0-9]'`))
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("lat", "real", (c) => c.notNull().check(sql`lat between -90 and 90`))
    .addColumn("lng", "real", (c) => c.notNull().check(sql`lng between -180 and 180`))
    .modifyEnd(sql`without rowid`)
    .execute();

  await db.schema
    .createTable("provider_applications")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("business_name", "text", (c) => c.notNull())
    .addColumn("owner_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("zip_code", "text", (c) => c.notNull())
    .addColumn("service_radius", "integer", (c) =>
      c
        .notNull()
        .defaultTo(25)
        .check(sql`service_radius between 5 and 100`),
    )
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("website", "text")
    .addColumn("logo_url", "text")
    .addColumn("services_provided", "text", (c) =>
      c
        .notNull()
        .defaultTo("[]")
        .check(sql`json_valid(services_provided)`),
    )
    .addColumn("custom_services", "text", (c) => c.check(sql`custom_services is null or json_valid(custom_services)`))
    .addColumn("licenses", "text", (c) => c.notNull())
    .addColumn("insurance", "text", (c) => c.notNull())
    .addColumn("years_in_business", "integer", (c) => c.notNull().check(sql`years_in_business >= 0`))
    .addColumn("additional_info", "text")
    .addColumn("plan_type", "text", (c) =>
      c
        .notNull()
        .defaultTo("community")
        .check(sql`plan_type in ('community', 'premium')`),
    )
    .addColumn("availability", "text", (c) => c.notNull().check(sql`json_valid(availability)`))
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("reviewed_at", "text")
    .addColumn("review_note", "text")
    .addColumn("reviewed_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("provider_applications_created_at").on("provider_applications").column("created_at").execute();
  await db.schema
    .createIndex("provider_applications_status_created_at")
    .on("provider_applications")
    .columns(["status", "created_at"])
    .execute();
  await db.schema.createIndex("provider_applications_user_id").on("provider_applications").column("user_id").execute();

  await db.schema
    .createTable("services")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("application_id", "text", (c) => c.references("provider_applications.id").onDelete("set null"))
    .addColumn("provider_user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("service_name", "text", (c) => c.notNull())
    .addColumn("service_type", "text", (c) => c.notNull())
    .addColumn("business_name", "text", (c) => c.notNull())
    .addColumn("owner_name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("zip_code", "text", (c) => c.notNull().references("zip_codes.zip"))
    .addColumn("service_radius", "integer", (c) =>
      c
        .notNull()
        .defaultTo(25)
        .check(sql`service_radius > 0 and service_radius <= 500`),
    )
    .addColumn("plan_type", "text", (c) =>
      c
        .notNull()
        .defaultTo("community")
        .check(sql`plan_type in ('community', 'premium')`),
    )
    .addColumn("category", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("logo_url", "text")
    .addColumn("is_active", "integer", (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`is_active in (0, 1)`),
    )
    .addColumn("lat", "real", (c) => c.notNull())
    .addColumn("lng", "real", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("price_from_cents", "integer", (c) => c.check(sql`price_from_cents is null or price_from_cents >= 0`))
    .addColumn("price_to_cents", "integer", (c) => c.check(sql`price_to_cents is null or price_to_cents >= price_from_cents`))
    .addColumn("price_unit", "text")
    .addColumn("response_time_minutes", "integer", (c) => c.check(sql`response_time_minutes is null or response_time_minutes > 0`))
    .addColumn("rating", "real", (c) => c.check(sql`rating is null or rating between 0 and 5`))
    .addColumn("review_count", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`review_count >= 0`),
    )
    .addColumn("availability", "text", (c) => c.notNull().check(sql`json_valid(availability)`))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("services_created_at").on("services").column("created_at").execute();
  await db.schema.createIndex("services_provider_user_id").on("services").column("provider_user_id").execute();
  await db.schema.createIndex("services_application_id").on("services").column("application_id").execute();

  await db.schema
    .createTable("service_areas")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("zip_code", "text", (c) => c.notNull().references("zip_codes.zip"))
    .addColumn("service_radius", "integer", (c) =>
      c
        .notNull()
        .defaultTo(25)
        .check(sql`service_radius between 5 and 100`),
    )
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("service_areas_user_id").on("service_areas").columns(["user_id", "created_at"]).execute();

  // The radius search: an R*Tree of bounding boxes (area_index) whose ids are the integer
  // keys of area_index_entries, one entry per tile and per extra service area. The entry
  // holds the exact centre and radius for the haversine check. A third dimension holds the
  // tile's category code (an extra area spans them all), so a search only visits the boxes
  // of the category asked for. Entries cascade with their owner; the trigger keeps the
  // R*Tree free of orphans.
  await db.schema
    .createTable("area_index_entries")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("service_id", "text", (c) => c.unique().references("services.id").onDelete("cascade"))
    .addColumn("service_area_id", "text", (c) => c.unique().references("service_areas.id").onDelete("cascade"))
    .addColumn("provider_user_id", "text")
    .addColumn("lat", "real", (c) => c.notNull())
    .addColumn("lng", "real", (c) => c.notNull())
    .addColumn("radius_miles", "real", (c) => c.notNull().check(sql`radius_miles > 0`))
    .addCheckConstraint("area_index_entries_one_owner", sql`(service_id is null) <> (service_area_id is null)`)
    .execute();
  await db.schema.createIndex("area_index_entries_provider_user_id").on("area_index_entries").column("provider_user_id").execute();
  await sql`create virtual table area_index using rtree(id, min_lat, max_lat, min_lng, max_lng, min_category, max_category)`.execute(db);
  await sql`
    create trigger area_index_entries_after_delete after delete on area_index_entries
    begin
      delete from area_index where id = old.id;
    end
  `.execute(db);

  await db.schema
    .createTable("customers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("owner_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().modifyEnd(sql`collate nocase`))
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("total_bookings", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`total_bookings >= 0`),
    )
    .addColumn("total_spent_cents", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`total_spent_cents >= 0`),
    )
    .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("customers_owner_email", ["owner_user_id", "email"])
    .execute();
  await db.schema.createIndex("customers_owner_created_at").on("customers").columns(["owner_user_id", "created_at"]).execute();

  await db.schema
    .createTable("bookings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("service_id", "text", (c) => c.references("services.id").onDelete("set null"))
    .addColumn("provider_user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("customer_id", "text", (c) => c.references("customers.id").onDelete("set null"))
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_email", "text", (c) => c.notNull())
    .addColumn("customer_phone", "text", (c) => c.notNull())
    .addColumn("service_type", "text", (c) => c.notNull())
    .addColumn("service_address", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("service_lat", "real")
    .addColumn("service_lng", "real")
    .addColumn("preferred_date", "text", (c) => c.notNull())
    .addColumn("preferred_time", "text", (c) => c.notNull())
    .addColumn("special_requests", "text")
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("confirmed")
        .check(sql`status in ('pending', 'confirmed', 'completed', 'cancelled')`),
    )
    .addColumn("provider_notified", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`provider_notified in (0, 1)`),
    )
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("cancelled_at", "text")
    .execute();
  // The database decides booking races: one live booking per provider, date and time.
  await sql`
    create unique index bookings_provider_slot_live
    on bookings (provider_user_id, preferred_date, preferred_time)
    where status <> 'cancelled'
  `.execute(db);
  await db.schema.createIndex("bookings_created_at").on("bookings").column("created_at").execute();
  await db.schema.createIndex("bookings_preferred_date").on("bookings").columns(["preferred_date", "preferred_time"]).execute();
  await db.schema.createIndex("bookings_service_id").on("bookings").column("service_id").execute();
  await db.schema.createIndex("bookings_customer_id").on("bookings").column("customer_id").execute();

  await db.schema
    .createTable("payments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("owner_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("customer_id", "text", (c) => c.notNull().references("customers.id"))
    .addColumn("booking_id", "text", (c) => c.references("bookings.id").onDelete("set null"))
    .addColumn("amount_cents", "integer", (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn("method", "text", (c) => c.check(sql`method is null or method in ('cash', 'check', 'credit', 'venmo', 'cashapp')`))
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('pending', 'completed', 'failed')`))
    // Never a full card number or a CVV: only what a receipt shows.
    .addColumn("card_brand", "text")
    .addColumn("card_last4", "text", (c) => c.check(sql`card_last4 is null or card_last4 glob '[0-9][0-9][0-9][0-9]'`))
    .addColumn("card_expiry", "text", (c) => c.check(sql`card_expiry is null or card_expiry glob '[0-1][0-9]/[0-9][0-9]'`))
    .addColumn("notes", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("payments_owner_created_at").on("payments").columns(["owner_user_id", "created_at"]).execute();
  await db.schema.createIndex("payments_customer_id").on("payments").column("customer_id").execute();

  await db.schema
    .createTable("location_display_settings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("setting_name", "text", (c) => c.notNull().unique())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("enabled", "integer", (c) => c.notNull().check(sql`enabled in (0, 1)`))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db
    .insertInto("location_display_settings")
    .values([
      {
        id: "5f1c6f0e-8a55-4c1e-9a57-3c7b3f0f0a01",
        setting_name: "show_city_names",
        description: "Show city names instead of bare zip codes in service locations",
        enabled: 1,
      },
      {
        id: "5f1c6f0e-8a55-4c1e-9a57-3c7b3f0f0a02",
        setting_name: "show_state_in_location",
        description: "Add the state abbreviation after the city name",
        enabled: 1,
      },
      {
        id: "5f1c6f0e-8a55-4c1e-9a57-3c7b3f0f0a03",
        setting_name: "show_zip_with_city",
        description: "Show the zip code alongside the city name",
        enabled: 0,
      },
      {
        id: "5f1c6f0e-8a55-4c1e-9a57-3c7b3f0f0a04",
        setting_name: "show_service_areas",
        description: "Show each provider's service radius with its location",
        enabled: 1,
      },
    ])
    .execute();

  await db.schema
    .createTable("email_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("to", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("html", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("queued")
        .check(sql`status in ('queued', 'sent', 'failed', 'logged')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("next_attempt_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("email_outbox_status_next_attempt_at").on("email_outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("email_outbox_created_at").on("email_outbox").column("created_at").execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("actor_user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", "text")
    .addColumn("details", "text", (c) => c.check(sql`details is null or json_valid(details)`))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("audit_log_entity").on("audit_log").columns(["entity", "entity_id"]).execute();
  await db.schema.createIndex("audit_log_created_at").on("audit_log").column("created_at").execute();

  // Facts about this database itself, e.g. whether the demo data was seeded into it.
  await db.schema
    .createTable("app_meta")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error("0001_schema cannot be reverted: restore a backup instead.");
}
