import { spawn } from "node:child_process";
import type { Env } from "~/lib/env.server";
import { getDb } from "~/lib/db.server";
import { log } from "~/lib/logger.server";
import { migrateToLatest, pendingMigrations } from "~/lib/migrate.server";
import { hasAnyService } from "~/models/service.server";
import { ensureAdminAccount } from "~/services/support/auth.server";

/** The migrations still to run and, when asked for, the demo data of an empty database. */
export async function setUpDatabase(env: Env) {
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

/**
 * A fresh database's one-time work (the 41,000-row zip table, the demo data) runs in a child
 * process of this same program: the memory it takes leaves with it, and the server starts at
 * the size it has on an existing database (docs/decisions/0021). A stop asked for meanwhile
 * is passed on.
 */
function setUpInChildProcess(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      env: { ...process.env, PORCHLIGHT_SET_UP_ONLY: "true" },
      stdio: "inherit",
    });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on("SIGTERM", forward).on("SIGINT", forward);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      process.off("SIGTERM", forward).off("SIGINT", forward);
      if (code === 0) resolve();
      else reject(new Error(`the database set-up stopped (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** What only the first process does, before any other starts: the database's set-up and the admin account. */
export async function prepare(env: Env) {
  // Run from source (development) the work is done here; compiled, only when due, in a child.
  if (env.NODE_ENV !== "production") await setUpDatabase(env);
  else if (await setUpIsDue(env)) await setUpInChildProcess();

  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await ensureAdminAccount({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    log.info("admin account ensured", { email: env.ADMIN_EMAIL });
  }
}
