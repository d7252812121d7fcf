import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, inject } from "vitest";

/**
 * Runs before each integration test file, before the app's modules load. On embedded SQLite it
 * points DATABASE_URL at a fresh copy of the migrated template; on a libSQL server (files run
 * one at a time then) it empties every table, so files never see each other's data.
 */
const template = inject("templateDatabase");
const file = template ? path.join(os.tmpdir(), `porchlight-${randomUUID()}.db`) : null;
if (file) {
  fs.copyFileSync(template, file);
  process.env.DATABASE_URL = `file:${file}`;
}
process.env.NODE_ENV = "test";
process.env.SESSION_SECRET = "integration-test-secret-0123456789";
// Tests that look at log lines set their own level.
process.env.LOG_LEVEL ??= "silent";

// Children before parents, so foreign keys never object.
const TABLES_IN_DELETE_ORDER = [
  "text_outbox",
  "text_numbers",
  "short_links",
  "waitlist_holds",
  "waitlist_offers",
  "waitlist_entries",
  "busy_calendar_cells",
  "busy_calendars",
  "calendar_feeds",
  "inbound_events",
  "booking_claims",
  "provider_digests",
  "provider_time_off",
  "provider_schedules",
  "disputes",
  "payments",
  "bills",
  "email_outbox",
  "service_shares",
  "social_posts",
  "service_page_views",
  "thread_messages",
  "quotes",
  "threads",
  "quote_requests",
  "bookings",
  "booking_series",
  "customers",
  "area_index_entries",
  "service_areas",
  "services",
  "credentials",
  "credential_documents",
  "media",
  "provider_applications",
  "audit_log",
  "sessions",
  "provider_payment_accounts",
  "profiles",
  "users",
  "text_consents",
  "app_meta",
  "job_leases",
  "email_sign_in_links",
  "contact_opt_outs",
  "customer_sessions",
  "data_exports",
  "customer_addresses",
  "customer_accounts",
  // Counters keyed by addresses and e-mails: on a shared libSQL server, one file's would be another's traces.
  "rate_limits",
];

beforeAll(async () => {
  if (file) return;
  const { getDb } = await import("~/lib/db.server");
  const { DEFAULT_LOCATION_SETTINGS } = await import("~/domain/places/location");
  const db = getDb();
  for (const table of TABLES_IN_DELETE_ORDER) await db.deleteFrom(table as never).execute();
  await db.deleteFrom("zip_codes").where("zip", "<", "00100").execute();
  for (const [name, enabled] of Object.entries(DEFAULT_LOCATION_SETTINGS)) {
    await db
      .updateTable("location_display_settings")
      .set({ enabled: enabled ? 1 : 0 })
      .where("setting_name", "=", name)
      .execute();
  }
});

afterAll(async () => {
  const { getDb } = await import("~/lib/db.server");
  const { stopMailer } = await import("~/services/support/mailer.server");
  const { stopTexter } = await import("~/services/support/texter.server");
  // Let deliveries scheduled by the last actions start, then wait for them to finish.
  await new Promise((resolve) => setImmediate(resolve));
  await Promise.all([stopMailer(), stopTexter()]);
  await getDb().destroy();
  if (file) for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });
});
