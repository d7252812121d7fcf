import { sql } from "kysely";
import { getDb } from "~/lib/db.server";

/** Counts one view of a service page for today (UTC). */
export async function recordServiceView(serviceId: string, now = new Date()) {
  await getDb()
    .insertInto("service_page_views")
    .values({ service_id: serviceId, day: now.toISOString().slice(0, 10), views: 1 })
    .onConflict((oc) => oc.columns(["service_id", "day"]).doUpdateSet({ views: sql`views + 1` }))
    .execute();
}

/** Per service of a provider: page views since a day, live bookings, and shares. */
export async function providerAnalytics(userId: string, sinceDay: string) {
  return getDb()
    .selectFrom("services as s")
    .select((eb) => [
      "s.id",
      "s.service_name",
      eb
        .selectFrom("service_page_views as v")
        .select(sql<number>`coalesce(sum(v.views), 0)`.as("n"))
        .whereRef("v.service_id", "=", "s.id")
        .where("v.day", ">=", sinceDay)
        .as("views"),
      eb
        .selectFrom("bookings as b")
        .select(sql<number>`count(*)`.as("n"))
        .whereRef("b.service_id", "=", "s.id")
        .where("b.status", "!=", "cancelled")
        .as("bookings"),
      eb
        .selectFrom("service_shares as sh")
        .select(sql<number>`count(*)`.as("n"))
        .whereRef("sh.service_id", "=", "s.id")
        .as("shares"),
    ])
    .where("s.provider_user_id", "=", userId)
    .orderBy("s.service_name")
    .execute();
}
