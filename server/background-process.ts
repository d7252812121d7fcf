import { getDb } from "~/lib/db.server";
import { log } from "~/lib/logger.server";
import { isBackgroundNudge } from "~/lib/process-role.server";
import { startScheduler, stopScheduler } from "~/services/jobs/index.server";
import { notifyMailer, startMailer, stopMailer } from "~/services/support/mailer.server";
import { notifyTexter, startTexter, stopTexter } from "~/services/support/texter.server";
import { exitAfter, onStop } from "./stop-signals";

/**
 * The sending and the scheduler's rounds: the background process's work (decision 0048), or the
 * single process's beside its requests.
 */
export function startBackgroundWork() {
  startMailer();
  startTexter();
  startScheduler();
  // A web process's commit queued something: it is sent now, not at the next round.
  process.on("message", (message: unknown) => {
    if (!isBackgroundNudge(message)) return;
    if (message.sender === "mailer") notifyMailer();
    else if (message.sender === "texter") notifyTexter();
  });
}

/** Stops claiming work; what is being sent may finish. */
export const stopBackgroundWork = () => Promise.all([stopScheduler(), stopMailer(5_000), stopTexter(3_000)]);

export function runBackgroundProcess() {
  startBackgroundWork();
  log.info("background process started");
  onStop(async (signal) => {
    log.info("shutting down", { signal });
    exitAfter(9_000, "still stopping after 9 s; exiting");
    await stopBackgroundWork();
    await getDb().destroy();
    log.info("stopped cleanly");
    process.exit(0);
  });
}
