import { sql, type Kysely } from "kysely";

/**
 * "Charge my saved card after the job, up to $X" (issue 57, decision 0055): what the customer
 * agreed to when booking, in cents; null when they did not. Their card is then saved with the
 * booking's payment, and a bill within it is charged to the card off-session.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table bookings add column after_job_cap_cents integer check (after_job_cap_cents is null or after_job_cap_cents > 0)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table bookings drop column after_job_cap_cents`.execute(db);
}
