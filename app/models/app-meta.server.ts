import { getDb } from "~/lib/db.server";

/** Set by the demo seed: only a database seeded with demo data shows the demo sign-in hint. */
export const DEMO_SEEDED_KEY = "demo_seeded";

export async function isDemoDatabase(): Promise<boolean> {
  const row = await getDb().selectFrom("app_meta").select("value").where("key", "=", DEMO_SEEDED_KEY).executeTakeFirst();
  return Boolean(row);
}
