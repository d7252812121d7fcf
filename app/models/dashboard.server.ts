import { sql } from "kysely";
import type { BusinessScope } from "~/lib/business.server";
import { getDb } from "~/lib/db.server";

/** The four stat cards, from the database, for one business (or every business for an admin). */
export async function dashboardStats(scope: BusinessScope, range: { today: string; weekFrom: string; weekTo: string }) {
  const db = getDb();
  const mine = scope.seesAll ? null : scope.userId;
  const [todaysBookings, completedJobs, revenue, activeCustomers] = await Promise.all([
    db
      .selectFrom("bookings")
      .select(sql<number>`count(*)`.as("n"))
      .where("preferred_date", "=", range.today)
      .where("status", "!=", "cancelled")
      .$if(mine !== null, (qb) => qb.where("provider_user_id", "=", mine))
      .executeTakeFirstOrThrow(),
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
    todaysBookings: Number(todaysBookings.n),
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
  "b.status",
  "s.business_name",
] as const;

/** Upcoming bookings (soonest first) and recent ones (latest first) of the business. */
export async function listDashboardBookings(scope: BusinessScope, today: string, limit = 10) {
  const base = getDb()
    .selectFrom("bookings as b")
    .leftJoin("services as s", "s.id", "b.service_id")
    .select(BOOKING_COLUMNS)
    .$if(!scope.seesAll, (qb) => qb.where("b.provider_user_id", "=", scope.userId));
  const [upcoming, recent] = await Promise.all([
    base.where("b.preferred_date", ">=", today).where("b.status", "!=", "cancelled").orderBy("b.preferred_date").orderBy("b.preferred_time").limit(limit).execute(),
    base.where("b.preferred_date", "<", today).orderBy("b.preferred_date", "desc").orderBy("b.preferred_time", "desc").limit(limit).execute(),
  ]);
  return { upcoming, recent };
}
