import { getDb } from "~/lib/db.server";

type Compiled = { sql: string };
type Executor = { executeQuery: (compiled: Compiled, ...rest: unknown[]) => unknown };

/**
 * The SQL of every query Kysely runs while `work` runs, on either engine (its executors share one
 * `executeQuery`): for tests that count reads or read a query's plan.
 */
export async function queriesDuring(work: () => Promise<unknown>): Promise<string[]> {
  let prototype = Object.getPrototypeOf(getDb().getExecutor()) as Executor;
  while (!Object.hasOwn(prototype, "executeQuery")) prototype = Object.getPrototypeOf(prototype) as Executor;
  const execute = prototype.executeQuery;
  const seen: string[] = [];
  prototype.executeQuery = function (this: Executor, compiled: Compiled, ...rest: unknown[]) {
    seen.push(compiled.sql);
    return execute.call(this, compiled, ...rest);
  };
  try {
    await work();
  } finally {
    prototype.executeQuery = execute;
  }
  return seen;
}
