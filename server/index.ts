import { EnvError, getEnv } from "~/lib/env.server";
import { log } from "~/lib/logger.server";
import { processRole } from "~/lib/process-role.server";
import { SET_UP_ONLY_VARIABLE, setUpInChildProcess } from "./set-up-process";
import { onStop } from "./stop-signals";

/**
 * Porchlight's one command. One process does everything under WEB_CONCURRENCY=1; otherwise this
 * first process has a child set the database up, then only watches the web processes and the
 * background process it starts (decisions 0048, 0049). Each part loads only its own code: the
 * primary stays small.
 */

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

async function main() {
  const env = loadEnvOrExit();

  if (process.env[SET_UP_ONLY_VARIABLE] === "true") {
    const [{ setUpEverything }, { getDb }] = await Promise.all([import("./prepare"), import("~/lib/db.server")]);
    await setUpEverything(env);
    await getDb().destroy();
    return;
  }
  const role = processRole();
  if (role === "web") return (await import("./web-process")).runWebProcess(env, { withBackgroundWork: false });
  if (role === "background") return (await import("./background-process")).runBackgroundProcess();

  if (env.webProcesses === 1) {
    await (await import("./prepare")).prepare(env);
    return (await import("./web-process")).runWebProcess(env, { withBackgroundWork: true });
  }

  // The primary only supervises: it never opens the database, so none of that code stays in it.
  await setUpInChildProcess();
  const { superviseProcesses } = await import("./supervisor");
  const supervisor = superviseProcesses(env.webProcesses);
  log.info("processes started", { web: env.webProcesses, background: 1 });
  const metrics = env.METRICS_PORT ? await servedClusterMetrics(env.METRICS_PORT, supervisor.registry) : null;
  onStop(async (signal) => {
    log.info("shutting down", { signal });
    metrics?.close();
    await supervisor.stop();
    log.info("stopped cleanly");
    process.exit(0);
  });
}

/** Every child's metrics added up, with the primary's own, on the metrics port. */
async function servedClusterMetrics(port: number, own: import("prom-client").Registry) {
  const env = getEnv();
  const [{ serveMetrics }, { clusterMetricsGatherer }] = await Promise.all([import("./metrics-server"), import("~/lib/metrics.server")]);
  return serveMetrics({ port, host: env.METRICS_HOST, token: env.METRICS_TOKEN, gather: clusterMetricsGatherer(own) });
}

main().catch((error) => {
  log.error("start-up failed", { error });
  process.exit(1);
});
