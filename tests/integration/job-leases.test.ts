import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, getDb, type DB } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { claimJobPeriod } from "~/models/job-lease.server";
import { periodOf, runLeasedJob, type LeasedJob } from "~/services/jobs/leased-job.server";

/**
 * The scheduler's rounds across processes and machines (decision 0048): each period runs once,
 * one round at a time, on whichever connection claims it first; a holder that dies lets go when
 * its lease runs out. Three connections stand for three processes, on either engine.
 */
const env = getEnv();
const others: DB[] = [createDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN), createDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN)];
const processes = () => [getDb(), ...others];
afterAll(() => Promise.all(others.map((db) => db.destroy())));

const START = Date.parse("2026-12-07T10:00:00Z");
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a job run once a period by whichever process claims it", () => {
  it("runs once a minute for ten minutes while three processes ask every ten seconds, each at its own moment", async () => {
    const job: LeasedJob = { job: "test.minute", periodMs: 60_000, leaseMs: 120_000 };
    const rounds: Array<{ period: number; by: string }> = [];
    for (let at = 0; at < 10 * 60_000; at += 10_000) {
      await Promise.all(
        processes().map((db, i) =>
          runLeasedJob(
            job,
            new Date(START + at + i * 1_500),
            async (now) => {
              rounds.push({ period: periodOf(job, now), by: `process ${i}` });
              await pause(5);
            },
            { holder: `process ${i}`, db },
          ),
        ),
      );
    }
    const first = periodOf(job, new Date(START));
    expect(rounds.map((round) => round.period)).toEqual(Array.from({ length: 10 }, (_, i) => first + i));
    const lease = await getDb().selectFrom("job_leases").select(["rounds", "period"]).where("job", "=", "test.minute").executeTakeFirst();
    expect(lease).toEqual({ rounds: 10, period: first + 9 });
  });

  it("starts no round while another holder's lease lasts, and lets a dead holder's go when it runs out", async () => {
    const job: LeasedJob = { job: "test.lease", periodMs: 60_000, leaseMs: 120_000 };
    const [a, b] = processes();
    // Process A claims 10:00 and dies mid-round: it never lets go.
    expect(
      await claimJobPeriod(
        { job: job.job, period: periodOf(job, new Date(START)), holder: "A", now: new Date(START), leaseMs: job.leaseMs },
        a,
      ),
    ).toBe(true);
    const ran: number[] = [];
    const work = async (now: Date) => void ran.push(now.getTime());
    // 10:01: a new minute, but A's lease holds until 10:02.
    expect(await runLeasedJob(job, new Date(START + 60_000), work, { holder: "B", db: b })).toBe(false);
    expect(await runLeasedJob(job, new Date(START + 119_000), work, { holder: "B", db: b })).toBe(false);
    // 10:02: the lease ran out; B runs 10:02, once.
    expect(await runLeasedJob(job, new Date(START + 120_000), work, { holder: "B", db: b })).toBe(true);
    expect(await runLeasedJob(job, new Date(START + 130_000), work, { holder: "A", db: a })).toBe(false);
    expect(ran).toEqual([START + 120_000]);
  });

  it("lets go of a period when its work fails, so the next period runs on time", async () => {
    const job: LeasedJob = { job: "test.failing", periodMs: 60_000, leaseMs: 120_000 };
    await expect(runLeasedJob(job, new Date(START), () => Promise.reject(new Error("the round failed")), { holder: "A" })).rejects.toThrow(
      "the round failed",
    );
    expect(await runLeasedJob(job, new Date(START + 60_000), async () => {}, { holder: "B" })).toBe(true);
  });
});
