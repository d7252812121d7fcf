import { getDb } from "~/lib/db.server";
import { log } from "~/lib/logger.server";
import { gaugeOnRead, startProcessMetrics } from "~/lib/metrics.server";
import { isBackgroundNudge } from "~/lib/process-role.server";
import { startScheduler, stopScheduler } from "~/services/jobs/index.server";
import { notifyMailer, startMailer, stopMailer } from "~/services/support/mailer.server";
import { notifyTexter, startTexter, stopTexter } from "~/services/support/texter.server";
import { outboxBacklogs } from "~/services/support/outbox-backlogs.server";
import { exitAfter, onStop } from "./stop-signals";

/**
 * The sending and the scheduler's rounds: the background process's work (decision 0048), or the
 * single process's beside its requests.
 */
export function startBackgroundWork() {
  startProcessMetrics();
  watchOutboxes();
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

/** The outboxes' backlogs, read when metrics are asked for, by the one process that sends. */
function watchOutboxes() {
  let backlogs: ReturnType<typeof outboxBacklogs> | null = null;
  // One query for both gauges of one scrape.
  const read = () => (backlogs ??= outboxBacklogs(new Date()).finally(() => setTimeout(() => (backlogs = null), 1_000)));
  gaugeOnRead("outbox_due", "Rows due to be sent now, by outbox (email, text).", ["outbox"], async (gauge) => {
    for (const backlog of await read()) gauge.set({ outbox: backlog.outbox }, backlog.due);
  });
  gaugeOnRead("outbox_oldest_due_seconds", "How long the oldest row due has waited, by outbox.", ["outbox"], async (gauge) => {
    for (const backlog of await read()) gauge.set({ outbox: backlog.outbox }, backlog.oldestDueSeconds);
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
