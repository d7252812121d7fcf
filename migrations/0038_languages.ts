import { sql, type Kysely } from "kysely";

/**
 * Each person's language (issue 54), kept with what they made: every e-mail or text about it is
 * in that language whatever the other side's. English for every row made before.
 */
const TABLES = ["bookings", "booking_series", "quote_requests", "waitlist_entries", "text_consents", "users"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} add column language text not null default 'en' check (language in ('en', 'es'))`.execute(db);
  }
}
