import { sql } from "kysely";
import { getDb, type Executor } from "~/lib/db.server";

/**
 * Marks a visitor as counted for a service, day and kind; true the first time only (the
 * primary key decides, whichever machine asks).
 */
export async function firstVisitToday(
  executor: Executor,
  input: { serviceId: string; visitor: string; kind: string; now: Date },
): Promise<boolean> {
  const result = await executor
    .insertInto("analytics_visitors")
    .values({ service_id: input.serviceId, day: input.now.toISOString().slice(0, 10), kind: input.kind, visitor: input.visitor })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Counts a view of an active service's page, once per visitor and day (UTC); other ids count nothing. */
export async function recordServiceView(executor: Executor, input: { serviceId: string; visitor: string; now: Date }) {
  const { serviceId, visitor, now } = input;
  const active = await executor
    .selectFrom("services")
    .select("id")
    .where("id", "=", serviceId)
    .where("is_active", "=", 1)
    .executeTakeFirst();
  if (!active || !(await firstVisitToday(executor, { serviceId, visitor, kind: "view", now }))) return;
  await executor
    .insertInto("service_page_views")
    .values({ service_id: serviceId, day: now.toISOString().slice(0, 10), views: 1 })
    .onConflict((oc) => oc.columns(["service_id", "day"]).doUpdateSet({ views: sql`views + 1` }))
    .execute();
}

/** Forgets who was counted before yesterday: only today's visitors matter. */
export async function forgetOldVisitors(now: Date) {
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  await getDb().deleteFrom("analytics_visitors").where("day", "<", yesterday).execute();
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
        .where("b.status", "not in", ["cancelled", "expired"])
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
