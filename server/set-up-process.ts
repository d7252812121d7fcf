import { spawn } from "node:child_process";

/** Set in the child that sets the database up and then exits (server/index.ts). */
export const SET_UP_ONLY_VARIABLE = "PORCHLIGHT_SET_UP_ONLY";

/**
 * Runs this same program as a child that only sets up (migrations, the demo data of an empty
 * database, the admin account) and exits: the memory that work takes, and the code it loads,
 * leave with it (docs/decisions/0021, 0049). A stop asked for meanwhile is passed on.
 */
export function setUpInChildProcess(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      env: { ...process.env, [SET_UP_ONLY_VARIABLE]: "true" },
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
