import { parentPort, workerData } from "node:worker_threads";
import { ISOLATED_TASKS, type IsolatedTaskName } from "./tasks.worker";

/**
 * A worker thread's entry (decision 0039): runs one task on outside bytes and posts its result,
 * or its error by name and message. Compiled to build/server/isolated-work.js; run from source
 * through boot.mjs. `module` (from source only: tests) names another module whose `run` is the task.
 */
type Job = { task?: IsolatedTaskName; module?: string; input: unknown };

const job = workerData as Job;
try {
  const run = job.module
    ? ((await import(job.module)) as { run: (input: unknown) => unknown }).run
    : (ISOLATED_TASKS[job.task!] as (input: unknown) => unknown);
  parentPort!.postMessage({ ok: true, value: await run(job.input) });
} catch (error) {
  const { name, message } = error instanceof Error ? error : { name: "Error", message: String(error) };
  parentPort!.postMessage({ ok: false, error: { name, message } });
}
