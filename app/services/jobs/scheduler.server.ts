import { log } from "~/lib/logger.server";
import { forgetOldVisitors } from "~/models/analytics.server";
import { deleteEndedWindows } from "~/models/rate-limit.server";
import { deleteExpiredSessions } from "~/models/session.server";
import { deleteEndedCustomerSignIns } from "~/models/customer-account.server";
import { deleteEndedDataExports } from "~/models/data-export.server";
import { deleteEndedSignInLinks } from "~/models/sign-in-link.server";
import { deleteOldSubmissions } from "~/models/submission.server";
import { paymentSweep } from "~/services/payments/index.server";
import { queueMorningSummaries } from "./reminders.server";
import { refreshLeavingResponseTimes } from "~/services/quotes/index.server";
import { syncDueBusyCalendars } from "~/services/portal/index.server";
import { sweepWaitlists } from "~/services/waitlist/index.server";
import { sweepCredentials } from "~/services/credentials/index.server";
import { runLeasedJob, type LeasedJob } from "./leased-job.server";
import { buildDueDataExports } from "~/services/customer-home/index.server";

/**
 * The background process's work (decision 0048): every minute the due morning summaries,
 * payments' timed work, waitlist offers, credentials' reminders and lapses and the calendars due
 * for a read; every hour the housekeeping of sessions, rate-limit windows, visitor counts,
 * submission keys and response times. Each minute's round and each hour's housekeeping runs once,
 * in whichever process on whichever machine claims it first (a lease in the database).
 */
const MINUTE_ROUND: LeasedJob = { job: "scheduler.minute", periodMs: 60_000, leaseMs: 120_000 };
const HOUSEKEEPING: LeasedJob = { job: "scheduler.hour", periodMs: 3_600_000, leaseMs: 600_000 };
/** How often a process asks for the current minute: often enough that no minute goes unclaimed. */
const CHECK_EVERY_MS = 10_000;

type SchedulerState = {
  timer: NodeJS.Timeout | null;
  running: Promise<unknown> | null;
  /** Calendar fetches wait on other servers (up to 10 s each): they run beside the rounds, never in their way. */
  syncing: Promise<unknown> | null;
};
const state: SchedulerState = { timer: null, running: null, syncing: null };

function syncCalendars(now: Date) {
  if (state.syncing) return;
  state.syncing = syncDueBusyCalendars(now)
    .catch((error) => log.error("calendar sync failed", { error }))
    .finally(() => {
      state.syncing = null;
    });
}

async function minuteRound(now: Date) {
  await queueMorningSummaries(now);
  // Money: holds that ran out give their time back, saved cards due are charged, and requests
  // Stripe did not answer are sent again (each with its own idempotency key).
  await paymentSweep(now);
  // The waitlist: offers not taken in time pass on, and time freed (holds released just above
  // among it) is offered to the next customer waiting for it.
  await sweepWaitlists(now);
  // Credentials: reminders before they lapse, and the lapse itself told to whom it concerns (the
  // lists already compare expiries with the clock).
  await sweepCredentials(now);
}

async function housekeeping(now: Date) {
  await Promise.all([
    deleteExpiredSessions(),
    deleteEndedWindows(now),
    deleteEndedSignInLinks(now),
    deleteEndedCustomerSignIns(now),
    deleteEndedDataExports(now),
    deleteOldSubmissions(now),
    forgetOldVisitors(now),
    refreshLeavingResponseTimes(now),
  ]);
}

async function tick(now: Date) {
  syncCalendars(now);
  await runLeasedJob(MINUTE_ROUND, now, minuteRound);
  await runLeasedJob(HOUSEKEEPING, now, housekeeping);
  // Customers' data files are claimed one by one, so they need no lease, and are ready within seconds.
  await buildDueDataExports(now);
}

export function startScheduler(intervalMs = CHECK_EVERY_MS) {
  if (state.timer) return;
  const run = () => {
    if (state.running) return;
    state.running = tick(new Date())
      .catch((error) => log.error("scheduled work failed", { error }))
      .finally(() => {
        state.running = null;
      });
  };
  state.timer = setInterval(run, intervalMs);
  state.timer.unref();
  run();
}

/** Stops starting new work and waits (briefly) for a run in progress. */
export async function stopScheduler(graceMs = 3_000) {
  if (state.timer) clearInterval(state.timer);
  state.timer = null;
  let timeout: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all([state.running, state.syncing]),
    new Promise<void>((resolve) => (timeout = setTimeout(resolve, graceMs))),
  ]);
  clearTimeout(timeout);
}
