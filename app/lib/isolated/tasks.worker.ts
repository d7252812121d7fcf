import { readCalendar } from "./calendar-read.worker";

/**
 * The work on outside bytes that runs in a worker thread of its own (decision 0039), by name:
 * the worker's entry (entry.worker.ts) runs them; run.server.ts starts it and imports only their types. Each task
 * takes and returns plain data (structured-cloned between threads) and throws its own errors,
 * which come back by name and message.
 */
export const ISOLATED_TASKS = {
  "calendar-read": readCalendar,
} as const;

export type IsolatedTaskName = keyof typeof ISOLATED_TASKS;
export type IsolatedInput<K extends IsolatedTaskName> = Parameters<(typeof ISOLATED_TASKS)[K]>[0];
export type IsolatedOutput<K extends IsolatedTaskName> = Awaited<ReturnType<(typeof ISOLATED_TASKS)[K]>>;
