import { sql } from "kysely";
import { LIVE_STATUSES } from "~/domain/booking-lifecycle";
import { addDaysToDate, localClock } from "~/domain/time";
import type { BusinessScope } from "~/lib/business.server";
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
    .where("status", "not in", ["cancelled", "no_show"])
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
      .select(sql<number>`coalesce(sum(amount_cents), 0)`.as("n"))
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

const BOOKING_COLUMNS = [
  "b.id",
  "b.service_type",
  "b.customer_name",
  "b.customer_phone",
  "b.preferred_date",
  "b.preferred_time",
  "b.time_zone",
  "b.starts_at",
  "b.duration_minutes",
  "b.status",
  "s.business_name",
] as const;

/**
 * Upcoming bookings (live and not yet over; soonest first) and recent ones (started before now
 * and no longer under way; latest first) of the business.
 */
export async function listDashboardBookings(scope: BusinessScope, now: Date, limit = 10) {
  const base = getDb()
    .selectFrom("bookings as b")
    .leftJoin("services as s", "s.id", "b.service_id")
    .select(BOOKING_COLUMNS)
    .$if(!scope.seesAll, (qb) => qb.where("b.provider_user_id", "=", scope.userId));
  // A job that started less than the longest job ago may still be under way.
  const underWaySince = new Date(now.getTime() - 4 * 3_600_000).toISOString();
  const [upcoming, recent] = await Promise.all([
    base.where("b.starts_at", ">=", underWaySince).where("b.status", "in", LIVE_STATUSES).orderBy("b.starts_at").limit(limit).execute(),
    base
      .where("b.starts_at", "<", now.toISOString())
      .where((eb) => eb.or([eb("b.starts_at", "<", underWaySince), eb("b.status", "not in", LIVE_STATUSES)]))
      .orderBy("b.starts_at", "desc")
      .limit(limit)
      .execute(),
  ]);
  return { upcoming, recent };
}
