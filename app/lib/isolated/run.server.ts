import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { log } from "../logger.server";
import { outsideReads } from "../metrics.server";
import { projectRoot } from "./project-root.server";
import type { IsolatedInput, IsolatedOutput, IsolatedTaskName } from "./tasks.worker";

/**
 * Work on outside bytes runs in a worker thread of its own, never on the requests' thread: its own
 * heap, so a file that needs too much memory ends its worker and not the server, and a hard
 * deadline after which it is terminated. Two at a time per machine, with a bounded queue
 * (docs/decisions/0039).
 */

export type IsolatedBudget = {
  /** Wall-clock time from start to answer; the worker is terminated past it. */
  timeoutMs: number;
  /** The worker's old-generation heap. */
  heapMb: number;
};

/** What went wrong outside the task's own errors: past its time, out of its memory, dead, or no room to start. */
export type IsolatedFailure = "timeout" | "memory" | "crashed" | "busy";
/** A task's own error, by name (its class) and message: the caller knows which it may show. */
export type IsolatedError = { name: string; message: string };
export type IsolatedResult<T> =
  { ok: true; value: T } | { ok: false; failure: IsolatedFailure } | { ok: false; failure: "error"; error: IsolatedError };

const MAX_RUNNING = 2;
const MAX_WAITING = 20;
let running = 0;
const waiting: Array<() => void> = [];

async function takeSlot(): Promise<boolean> {
  if (running < MAX_RUNNING) {
    running += 1;
    return true;
  }
  if (waiting.length >= MAX_WAITING) return false;
  await new Promise<void>((resolve) => waiting.push(resolve));
  return true;
}

function releaseSlot() {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

/** How many tasks run and wait now (for the tests and the logs). */
export function isolatedLoad() {
  return { running, waiting: waiting.length };
}

/**
 * The worker's file: the compiled one beside the compiled server, or from source the TypeScript
 * entry through tsx (boot.mjs).
 */
function workerFile(): { file: URL; data: Record<string, string> } {
  const root = projectRoot(import.meta.url);
  if (process.env.PORCHLIGHT_BUNDLED === "true") return { file: pathToFileURL(path.join(root, "build/server/isolated-work.js")), data: {} };
  return {
    file: pathToFileURL(path.join(root, "app/lib/isolated/boot.mjs")),
    data: { entry: pathToFileURL(path.join(root, "app/lib/isolated/entry.worker.ts")).href },
  };
}

type Job = { task: IsolatedTaskName } | { module: string };

function spawn(job: Job, input: unknown, budget: IsolatedBudget): Promise<IsolatedResult<unknown>> {
  return new Promise((resolve) => {
    const { file, data } = workerFile();
    const worker = new Worker(file, {
      workerData: { ...data, ...job, input },
      resourceLimits: { maxOldGenerationSizeMb: budget.heapMb, maxYoungGenerationSizeMb: 8, stackSizeMb: 4 },
    });
    let settled = false;
    const finish = (result: IsolatedResult<unknown>) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      void worker.terminate();
      resolve(result);
    };
    const deadline = setTimeout(() => finish({ ok: false, failure: "timeout" }), budget.timeoutMs);
    worker.once("message", (message: { ok: true; value: unknown } | { ok: false; error: IsolatedError }) =>
      finish(message.ok ? { ok: true, value: message.value } : { ok: false, failure: "error", error: message.error }),
    );
    worker.once("error", (error: NodeJS.ErrnoException) =>
      finish({ ok: false, failure: error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "memory" : "crashed" }),
    );
    worker.once("exit", () => finish({ ok: false, failure: "crashed" }));
  });
}

async function runJob(job: Job, input: unknown, budget: IsolatedBudget): Promise<IsolatedResult<unknown>> {
  const task = "task" in job ? job.task : "module";
  if (!(await takeSlot())) {
    outsideReads.inc({ task, result: "busy" });
    return { ok: false, failure: "busy" };
  }
  const started = performance.now();
  try {
    const result = await spawn(job, input, budget);
    outsideReads.inc({ task, result: result.ok ? "ok" : result.failure });
    if (!result.ok && result.failure !== "error")
      log.warn("isolated work stopped", { ...job, failure: result.failure, ms: Math.round(performance.now() - started) });
    return result;
  } finally {
    releaseSlot();
  }
}

/** Runs a named task on outside bytes in a worker thread, within its budget. */
export function runIsolated<K extends IsolatedTaskName>(
  task: K,
  input: IsolatedInput<K>,
  budget: IsolatedBudget,
): Promise<IsolatedResult<IsolatedOutput<K>>> {
  return runJob({ task }, input, budget) as Promise<IsolatedResult<IsolatedOutput<K>>>;
}

/** Runs another module's `run` the same way: from source only (the tests' hostile tasks). */
export function runIsolatedModule(moduleUrl: string, input: unknown, budget: IsolatedBudget): Promise<IsolatedResult<unknown>> {
  if (process.env.PORCHLIGHT_BUNDLED === "true") throw new Error("runIsolatedModule runs from source only");
  return runJob({ module: moduleUrl }, input, budget);
}
