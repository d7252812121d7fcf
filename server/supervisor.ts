import cluster, { type Worker } from "node:cluster";
import { isBackgroundNudge, PROCESS_ROLE_VARIABLE } from "~/lib/process-role.server";
import { log } from "~/lib/logger.server";
import { prometheus } from "~/lib/metrics.server";

type ChildRole = "web" | "background";

/** A process that dies sooner than this after its start counts towards a crash loop, and waits longer each time. */
const QUICK_DEATH_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** Docker and Fly give a stopping machine 10 s; each child stops itself within 9 (server/index.ts). */
const STOP_GRACE_MS = 9_500;

/**
 * The primary process under WEB_CONCURRENCY > 1 (decision 0048): it starts the web processes,
 * which share the port (node:cluster hands connections out in turn), and the one background
 * process; it passes web processes' nudges on to the background process, starts a process again
 * when one dies (later and later if it keeps dying at once), and on a stop asks every child to
 * drain and waits for them.
 */
export function superviseProcesses(webProcesses: number) {
  const roles = new Map<number, { role: ChildRole; startedAt: number }>();
  const quickDeaths: Record<ChildRole, number> = { web: 0, background: 0 };
  let background: Worker | null = null;
  let stopping = false;
  /** The primary's own metrics, served beside its children's. */
  const registry = new prometheus.Registry();
  const restarts = new prometheus.Counter({
    name: "porchlight_process_restarts_total",
    help: "Web and background processes started again after they stopped, by role.",
    labelNames: ["role"] as const,
    registers: [registry],
  });
  for (const role of ["web", "background"] as const) restarts.inc({ role }, 0);
  let allStopped: () => void = () => {};

  function start(role: ChildRole) {
    const child = cluster.fork({ [PROCESS_ROLE_VARIABLE]: role });
    roles.set(child.id, { role, startedAt: Date.now() });
    if (role === "background") background = child;
  }

  cluster.on("message", (_child, message: unknown) => {
    if (isBackgroundNudge(message) && background?.isConnected()) background.send(message);
  });

  cluster.on("exit", (child, code, signal) => {
    const started = roles.get(child.id);
    roles.delete(child.id);
    if (child === background) background = null;
    if (stopping) {
      if (roles.size === 0) allStopped();
      return;
    }
    if (!started) return;
    const { role, startedAt } = started;
    quickDeaths[role] = Date.now() - startedAt < QUICK_DEATH_MS ? quickDeaths[role] + 1 : 0;
    const delay = quickDeaths[role] === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 250 * 2 ** quickDeaths[role]);
    restarts.inc({ role });
    log.warn("a process stopped; starting another", { role, pid: child.process.pid, code, signal, inMs: delay });
    setTimeout(() => stopping || start(role), delay).unref();
  });

  for (let i = 0; i < webProcesses; i++) start("web");
  start("background");

  return {
    registry,
    /** Asks every child to finish what it is doing and stop; kills what is left after the grace. */
    stop(): Promise<void> {
      stopping = true;
      const children = Object.values(cluster.workers ?? {}).filter((child): child is Worker => child !== undefined);
      if (children.length === 0) return Promise.resolve();
      const stopped = new Promise<void>((resolve) => (allStopped = resolve));
      for (const child of children) child.process.kill("SIGTERM");
      const kill = setTimeout(() => {
        log.warn("processes still running after the grace; killing them");
        for (const child of Object.values(cluster.workers ?? {})) child?.process.kill("SIGKILL");
      }, STOP_GRACE_MS);
      return stopped.finally(() => clearTimeout(kill));
    },
  };
}
