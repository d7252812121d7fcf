import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import type { Env } from "~/lib/env.server";
import { getDb } from "~/lib/db.server";
import { projectRoot } from "~/lib/isolated/project-root.server";
import { log } from "~/lib/logger.server";
import { processMetricsText, startProcessMetrics } from "~/lib/metrics.server";
import { createApp } from "./app";
import { REMIX_SERVER_BUILD } from "./build-paths";
import { serveMetrics } from "./metrics-server";
import { exitAfter, onStop } from "./stop-signals";

const ROOT = projectRoot(import.meta.url);
const BUILD_PATH = path.join(ROOT, REMIX_SERVER_BUILD);

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

/**
 * A process answering requests: one of several web processes sharing the port, or the single
 * process, which does the background work beside them.
 */
export async function runWebProcess(env: Env, { withBackgroundWork }: { withBackgroundWork: boolean }) {
  const db = getDb();
  const app = createApp({
    env,
    root: ROOT,
    ...(env.NODE_ENV === "development" ? await developmentServer() : { build: await productionBuild() }),
  });
  startProcessMetrics();
  const background = withBackgroundWork ? await import("./background-process") : null;
  background?.startBackgroundWork();
  // The single process serves its own metrics; under a primary, the primary serves everyone's.
  const metrics =
    withBackgroundWork && env.METRICS_PORT
      ? serveMetrics({ port: env.METRICS_PORT, host: env.METRICS_HOST, token: env.METRICS_TOKEN, gather: processMetricsText })
      : null;

  const server = app.listen(env.PORT, env.HOST, () => {
    log.info("Porchlight is listening", { url: `http://localhost:${env.PORT}`, env: env.NODE_ENV });
  });

  onStop((signal) => {
    log.info("shutting down", { signal });
    // No new e-mail is claimed from now on; one being sent may finish.
    const backgroundStopped = background?.stopBackgroundWork();
    const force = setTimeout(() => {
      log.warn("requests still in flight after 7 s; closing anyway");
      server.closeAllConnections();
    }, 7_000);
    force.unref();
    exitAfter(9_000, "still stopping after 9 s; exiting");
    metrics?.close();
    server.close(async () => {
      await backgroundStopped;
      await db.destroy();
      log.info("stopped cleanly");
      process.exit(0);
    });
    server.closeIdleConnections();
  });
}
