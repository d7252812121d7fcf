import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { EnvError, getEnv } from "~/lib/env.server";
import { getDb } from "~/lib/db.server";
import { projectRoot } from "~/lib/isolated/project-root.server";
import { log } from "~/lib/logger.server";
import { startMailer, stopMailer } from "~/services/support/mailer.server";
import { startTexter, stopTexter } from "~/services/support/texter.server";
import { migrateToLatest, pendingMigrations } from "~/lib/migrate.server";
import { hasAnyService } from "~/models/service.server";
import { ensureAdminAccount } from "~/services/support/auth.server";
import { startScheduler, stopScheduler } from "~/services/jobs/index.server";
import { createApp } from "./app";
import { REMIX_SERVER_BUILD } from "./build-paths";

const ROOT = projectRoot(import.meta.url);
const BUILD_PATH = path.join(ROOT, REMIX_SERVER_BUILD);

function loadEnvOrExit() {
  try {
    return getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`Porchlight cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

async function importBuild(): Promise<ServerBuild> {
  if (!fs.existsSync(BUILD_PATH)) {
    console.error(`Porchlight cannot start: ${REMIX_SERVER_BUILD} is missing. Run \`npm run build\` first.`);
    process.exit(1);
  }
  const stamp = fs.statSync(BUILD_PATH).mtimeMs;
  return import(`${pathToFileURL(BUILD_PATH).href}?t=${stamp}`) as Promise<ServerBuild>;
}

/**
 * The compiled server carries the Remix build inside it (scripts/build-server.mjs): one copy of
 * the app's code and of its packages, loaded from one file. Run from source (tests, `tsx`),
 * the server reads the Remix build from build/remix/ instead.
 */
async function productionBuild(): Promise<ServerBuild> {
  if (process.env.PORCHLIGHT_BUNDLED === "true") return (await import("virtual:remix-build")) as unknown as ServerBuild;
  return importBuild();
}

/**
 * In development Vite compiles the app on request: its middleware serves the browser's modules
 * (with hot reload) and every request loads the current server build from it.
 */
async function developmentServer() {
  const vite = await import("vite");
  const server = await vite.createServer({ root: ROOT, server: { middlewareMode: true } });
  return {
    build: () => server.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>,
    devServer: server.middlewares,
  };
}

type Env = ReturnType<typeof getEnv>;

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

async function main() {
  const env = loadEnvOrExit();
  const db = getDb();

  if (process.env.PORCHLIGHT_SET_UP_ONLY === "true") {
    await setUpDatabase(env);
    await db.destroy();
    return;
  }
  // Run from source (development) the work is done here; compiled, only when due, in a child.
  if (env.NODE_ENV !== "production") await setUpDatabase(env);
  else if (await setUpIsDue(env)) await setUpInChildProcess();

  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await ensureAdminAccount({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    log.info("admin account ensured", { email: env.ADMIN_EMAIL });
  }

  const app = createApp({
    env,
    root: ROOT,
    ...(env.NODE_ENV === "development" ? await developmentServer() : { build: await productionBuild() }),
  });
  startMailer();
  startTexter();
  startScheduler();

  const server = app.listen(env.PORT, env.HOST, () => {
    log.info("Porchlight is listening", { url: `http://localhost:${env.PORT}`, env: env.NODE_ENV });
  });

  // Docker and Fly give a stopping machine 10 s: everything below fits in under 9.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    // No new e-mail is claimed from now on; one being sent may finish.
    const background = Promise.all([stopScheduler(), stopMailer(5_000), stopTexter(3_000)]);
    const force = setTimeout(() => {
      log.warn("requests still in flight after 7 s; closing anyway");
      server.closeAllConnections();
    }, 7_000);
    force.unref();
    const last = setTimeout(() => {
      log.warn("still stopping after 9 s; exiting");
      process.exit(0);
    }, 9_000);
    last.unref();
    server.close(async () => {
      await background;
      await db.destroy();
      log.info("stopped cleanly");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  log.error("start-up failed", { error });
  process.exit(1);
});
