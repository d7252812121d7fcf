import { sql } from "kysely";
import { getDb } from "~/lib/db.server";

/** Whether the database answers a trivial query (throws when it does not). */
export async function pingDatabase(): Promise<void> {
  await sql`select 1`.execute(getDb());
}
