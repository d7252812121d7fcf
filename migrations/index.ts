import type { Migration } from "kysely";

/**
 * Every migration, by name, loaded only when it has to run: a start on an up-to-date database
 * imports none of them (0002 alone carries the 41,000-row zip table). The compiled server
 * bundles each as its own chunk. A test checks this list against the files beside it.
 */
export const MIGRATIONS: Record<string, () => Promise<Migration>> = {
  "0001_schema": () => import("./0001_schema"),
  "0002_zip_codes": () => import("./0002_zip_codes"),
  "0003_booking_extras": () => import("./0003_booking_extras"),
  "0004_provider_portal": () => import("./0004_provider_portal"),
  "0005_booking_service_type_index": () => import("./0005_booking_service_type_index"),
  "0006_dashboard_indexes": () => import("./0006_dashboard_indexes"),
  "0007_schedule": () => import("./0007_schedule"),
  "0008_limits_and_outbox": () => import("./0008_limits_and_outbox"),
  "0009_audit_indexes": () => import("./0009_audit_indexes"),
  "0010_search_text": () => import("./0010_search_text"),
  "0011_reviews": () => import("./0011_reviews"),
  "0012_rating_totals": () => import("./0012_rating_totals"),
  "0013_public_data_version": () => import("./0013_public_data_version"),
  "0014_scale": () => import("./0014_scale"),
  "0015_coverage_grid": () => import("./0015_coverage_grid"),
  "0016_online_payments": () => import("./0016_online_payments"),
  "0017_quotes_and_threads": () => import("./0017_quotes_and_threads"),
  "0018_series": () => import("./0018_series"),
  "0019_sign_in_links": () => import("./0019_sign_in_links"),
  "0020_money_states": () => import("./0020_money_states"),
  "0021_inbound_events": () => import("./0021_inbound_events"),
  "0022_response_rate": () => import("./0022_response_rate"),
  "0023_message_photos": () => import("./0023_message_photos"),
  "0024_submissions": () => import("./0024_submissions"),
  "0025_booking_references": () => import("./0025_booking_references"),
  "0026_quote_request_types": () => import("./0026_quote_request_types"),
  "0027_unread_messages": () => import("./0027_unread_messages"),
  "0028_calendar_feeds": () => import("./0028_calendar_feeds"),
  "0029_busy_calendars": () => import("./0029_busy_calendars"),
  "0030_withheld_media": () => import("./0030_withheld_media"),
  "0031_team_members": () => import("./0031_team_members"),
  "0032_member_settings": () => import("./0032_member_settings"),
  "0033_waitlist": () => import("./0033_waitlist"),
  "0034_texts": () => import("./0034_texts"),
  "0035_credentials": () => import("./0035_credentials"),
  "0036_outside_input": () => import("./0036_outside_input"),
  "0037_booking_reference_required": () => import("./0037_booking_reference_required"),
  "0038_languages": () => import("./0038_languages"),
  "0039_stored_reasons": () => import("./0039_stored_reasons"),
  "0040_job_leases": () => import("./0040_job_leases"),
  "0041_customer_accounts": () => import("./0041_customer_accounts"),
  "0042_data_exports": () => import("./0042_data_exports"),
  "0043_contact_preferences": () => import("./0043_contact_preferences"),
  "0044_saved_addresses": () => import("./0044_saved_addresses"),
  "0045_bills": () => import("./0045_bills"),
  "0046_disputes": () => import("./0046_disputes"),
  "0047_charge_after_the_job": () => import("./0047_charge_after_the_job"),
  "0048_travel": () => import("./0048_travel"),
};

/**
 * Migrations that rebuild a table other tables point at: they run outside the transaction that
 * holds the others, with foreign keys off for their own (app/lib/migrate.server.ts).
 */
export const WITHOUT_FOREIGN_KEYS: ReadonlySet<string> = new Set(["0020_money_states"]);
