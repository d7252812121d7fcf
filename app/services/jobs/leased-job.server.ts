import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import type { DB } from "~/lib/db.server";
import { log } from "~/lib/logger.server";
import { jobRoundSeconds } from "~/lib/metrics.server";
import { claimJobPeriod, releaseJobLease, renewJobLease } from "~/models/job-lease.server";

/** A job run once per period by whichever process claims the period first (decision 0048). */
export type LeasedJob = {
  job: string;
  periodMs: number;
  /** How long a claim holds unrenewed: a holder that died lets go after this. */
  leaseMs: number;
};

/** This process, as a holder of leases: the machine, the process and this start of it. */
const THIS_PROCESS = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

export const periodOf = (job: LeasedJob, now: Date) => Math.floor(now.getTime() / job.periodMs);

/**
 * Runs `work` if this holder wins the job's period at `now`: never twice for one period, never
 * beside another holder's round. The claim is renewed while the work goes on and let go after.
 * Answers whether it ran.
 */
export async function runLeasedJob(
  job: LeasedJob,
  now: Date,
  work: (now: Date) => Promise<unknown>,
  options: { holder?: string; db?: DB } = {},
): Promise<boolean> {
  const claim = { job: job.job, period: periodOf(job, now), holder: options.holder ?? THIS_PROCESS };
  if (!(await claimJobPeriod({ ...claim, now, leaseMs: job.leaseMs }, options.db))) return false;
  const heartbeat = setInterval(() => {
    renewJobLease({ ...claim, now: new Date(), leaseMs: job.leaseMs }, options.db).then(
      (kept) => kept || log.warn("a background job's lease was lost while it ran", { job: job.job }),
      (error: unknown) => log.warn("a background job's lease could not be renewed", { job: job.job, error }),
    );
  }, job.leaseMs / 3);
  heartbeat.unref();
  const timer = jobRoundSeconds.startTimer({ job: job.job });
  let outcome = "failed";
  try {
    await work(now);
    outcome = "done";
  } finally {
    timer({ outcome });
    clearInterval(heartbeat);
    await releaseJobLease(claim, options.db);
  }
  return true;
}
