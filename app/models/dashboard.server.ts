import { sql } from "kysely";
import { addDaysToDate, localClock } from "~/domain/time";
import type { BusinessScope } from "~/domain/accounts/business";
import { getDb } from "~/lib/db.server";

/**
 * How many of the business's bookings are today, each judged in its own zone: the candidates
 * are the dates around `now` anywhere in the country, the zone decides which date is today.
 */
async function countTodaysBookings(mine: string | null, now: Date): Promise<number> {
  const utcToday = now.toISOString().slice(0, 10);
  const rows = await getDb()
    .selectFrom("bookings")
    .select(["preferred_date", "time_zone"])
    .where("preferred_date", ">=", addDaysToDate(utcToday, -1))
    .where("preferred_date", "<=", addDaysToDate(utcToday, 1))
    // An unpaid booking (pending: its payment hold) is not a job yet.
    .where("status", "not in", ["cancelled", "no_show", "pending", "expired"])
    .$if(mine !== null, (qb) => qb.where("provider_user_id", "=", mine))
    .execute();
  const todayIn = new Map<string, string>();
  const today = (zone: string) => {
    if (!todayIn.has(zone)) todayIn.set(zone, localClock(now, zone).date);
    return todayIn.get(zone)!;
  };
  return rows.filter((row) => row.preferred_date === today(row.time_zone)).length;
}

/**
 * The four stat cards, from the database, for one business (or every business for an admin).
 * Active customers include everyone who booked online: a booking records its customer.
 */
export async function dashboardStats(scope: BusinessScope, range: { now: Date; weekFrom: string; weekTo: string }) {
  const db = getDb();
  const mine = scope.seesAll ? null : scope.userId;
  const [todaysBookings, completedJobs, revenue, activeCustomers] = await Promise.all([
    countTodaysBookings(mine, range.now),
    db
      .selectFrom("bookings")
      .select(sql<number>`count(*)`.as("n"))
      .where("status", "=", "completed")
      .$if(mine !== null, (qb) => qb.where("provider_user_id", "=", mine))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("payments")
      // Refunds give money back: one ledger of charges and refunds.
      .select(sql<number>`coalesce(sum(case when kind = 'refund' then -amount_cents else amount_cents end), 0)`.as("n"))
      .where("status", "=", "completed")
      .where("created_at", ">=", range.weekFrom)
      .where("created_at", "<", range.weekTo)
      .$if(mine !== null, (qb) => qb.where("owner_user_id", "=", mine))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("customers")
      .select(sql<number>`count(*)`.as("n"))
      .where("status", "=", "active")
      .$if(mine !== null, (qb) => qb.where("owner_user_id", "=", mine))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    todaysBookings,
    weekRevenueCents: Number(revenue.n),
    activeCustomers: Number(activeCustomers.n),
    completedJobs: Number(completedJobs.n),
  };
}
