import cluster from "node:cluster";
import { log } from "~/lib/logger.server";

/**
 * Calls `shutdown` once, on the first SIGTERM or SIGINT (Docker and Fly give a stopping machine
 * 10 s: every process stops within 9), or, in a child, when its primary is gone: a child never
 * serves on alone.
 */
export function onStop(shutdown: (signal: string) => void | Promise<void>) {
  let stopping = false;
  const once = (signal: string) => {
    if (stopping) return;
    stopping = true;
    void shutdown(signal);
  };
  process.on("SIGTERM", () => once("SIGTERM"));
  process.on("SIGINT", () => once("SIGINT"));
  if (cluster.isWorker) process.on("disconnect", () => once("disconnect"));
}

/** Exits after `ms` whatever is still running, so a stop never outlasts the platform's grace. */
export function exitAfter(ms: number, warning: string) {
  setTimeout(() => {
    log.warn(warning);
    process.exit(0);
  }, ms).unref();
}
