import { sql } from "kysely";
import { getDb, type DB } from "~/lib/db.server";

export type JobClaim = {
  /** The job's name: one row per job. */
  job: string;
  /** The period to run for (a minute's or an hour's number): each is claimed at most once. */
  period: number;
  /** Who claims (a process on a machine). */
  holder: string;
  now: Date;
  /** How long the claim holds without being renewed. */
  leaseMs: number;
};

/**
 * Claims a job's period: one atomic upsert, so of every process on every machine sharing the
 * database exactly one wins a period, and none while the last holder's lease lasts (one round at a
 * time). A holder that died lets go when its lease runs out.
 */
export async function claimJobPeriod(claim: JobClaim, db: DB = getDb()): Promise<boolean> {
  const now = claim.now.getTime();
  const heldUntil = now + claim.leaseMs;
  const claimed = await db
    .insertInto("job_leases")
    .values({ job: claim.job, period: claim.period, holder: claim.holder, held_until: heldUntil, rounds: 1 })
    .onConflict((conflict) =>
      conflict
        .column("job")
        .doUpdateSet({
          period: claim.period,
          holder: claim.holder,
          held_until: heldUntil,
          rounds: sql<number>`job_leases.rounds + 1`,
        })
        .where("job_leases.period", "<", claim.period)
        .where("job_leases.held_until", "<=", now),
    )
    .returning("job")
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Keeps a claim while its round goes on; false when it was lost (the lease ran out and another took it). */
export async function renewJobLease(claim: JobClaim, db: DB = getDb()): Promise<boolean> {
  const result = await db
    .updateTable("job_leases")
    .set({ held_until: claim.now.getTime() + claim.leaseMs })
    .where("job", "=", claim.job)
    .where("holder", "=", claim.holder)
    .where("period", "=", claim.period)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Lets go of a claim whose round is done, so the next period need not wait for the lease. */
export async function releaseJobLease(claim: Omit<JobClaim, "now" | "leaseMs">, db: DB = getDb()): Promise<void> {
  await db
    .updateTable("job_leases")
    .set({ held_until: 0 })
    .where("job", "=", claim.job)
    .where("holder", "=", claim.holder)
    .where("period", "=", claim.period)
    .execute();
}
