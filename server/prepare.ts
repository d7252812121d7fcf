import type { Env } from "~/lib/env.server";
import { getDb } from "~/lib/db.server";
import { log } from "~/lib/logger.server";
import { migrateToLatest, pendingMigrations } from "~/lib/migrate.server";
import { hasAnyService } from "~/models/service.server";
import { ensureAdminAccount } from "~/services/support/auth.server";
import { setUpInChildProcess } from "./set-up-process";

/** The migrations still to run and, when asked for, the demo data of an empty database. */
async function setUpDatabase(env: Env) {
  const db = getDb();
  const applied = await migrateToLatest(db);
  if (applied.length) log.info("migrations applied", { migrations: applied });
  if (env.SEED_DEMO) {
    const { seedDemoIfEmpty } = await import("~/seed/demo.server");
    const seeded = await seedDemoIfEmpty(db);
    if (seeded) log.info("demo data seeded", seeded);
  }
}

async function setUpIsDue(env: Env): Promise<boolean> {
  const db = getDb();
  return (await pendingMigrations(db)).length > 0 || (env.SEED_DEMO && !(await hasAnyService(db)));
}

/** Everything set-up does, here: the database, then the admin account. */
export async function setUpEverything(env: Env) {
  await setUpDatabase(env);
  await ensureAdmin(env);
}

/**
 * The single process's set-up (WEB_CONCURRENCY=1): from source (development) all here; compiled,
 * a fresh database's one-time work (the 41,000-row zip table, the demo data) in a child, so the
 * server starts at the size it has on an existing database (docs/decisions/0021).
 */
export async function prepare(env: Env) {
  if (env.NODE_ENV !== "production") return setUpEverything(env);
  if (await setUpIsDue(env)) await setUpInChildProcess();
  else await ensureAdmin(env);
}

async function ensureAdmin(env: Env) {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return;
  await ensureAdminAccount({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  log.info("admin account ensured", { email: env.ADMIN_EMAIL });
}
