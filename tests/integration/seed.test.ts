import { beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_IDS } from "~/domain/discovery/categories";
import { localClock } from "~/domain/time";
import { getDb } from "~/lib/db.server";
import { searchServices } from "~/models/service.server";
import { searchServiceList } from "~/services/discovery/service-search.server";
import { verifyLogin } from "~/models/user.server";
import { requireZipCode } from "~/models/zip-code.server";
import { DEMO_ADMIN, DEMO_PROVIDER } from "~/seed/demo-data";
import { DEMO_SEEDED_KEY, seedDemoIfEmpty } from "~/seed/demo.server";

let summary: Awaited<ReturnType<typeof seedDemoIfEmpty>>;

beforeAll(async () => {
  summary = await seedDemoIfEmpty(getDb());
});

describe("demo seed", () => {
  it("seeds once and then leaves a database with services alone", async () => {
    expect(summary).not.toBeNull();
    expect(summary!.providers).toBeGreaterThanOrEqual(41);
    expect(await seedDemoIfEmpty(getDb())).toBeNull();
  });

  it("creates the demo admin and provider, who can sign in", async () => {
    expect(await verifyLogin(DEMO_ADMIN.email, DEMO_ADMIN.password)).toMatchObject({ role: "admin" });
    expect(await verifyLogin(DEMO_PROVIDER.email, DEMO_PROVIDER.password)).toMatchObject({ role: "provider" });
  });

  it("marks the database as seeded with demo data", async () => {
    const row = await getDb().selectFrom("app_meta").selectAll().where("key", "=", DEMO_SEEDED_KEY).executeTakeFirst();
    expect(row).toBeDefined();
  });

  it.each(CATEGORY_IDS)("covers 78701 with at least 5 active %s tiles", async (category) => {
    const point = await requireZipCode("78701");
    const result = await searchServices({ point, category, q: "", sort: "rating", filter: "all", page: 1 });
    expect(result.total).toBeGreaterThanOrEqual(5);
  });

  it("gives the demo provider approved tiles in 78701 and upcoming bookings", async () => {
    const db = getDb();
    const provider = await db.selectFrom("users").select("id").where("email", "=", DEMO_PROVIDER.email).executeTakeFirstOrThrow();
    const tiles = await db.selectFrom("services").select(["zip_code", "is_active"]).where("provider_user_id", "=", provider.id).execute();
    expect(tiles.length).toBeGreaterThanOrEqual(2);
    expect(tiles.every((tile) => tile.zip_code === "78701" && tile.is_active === 1)).toBe(true);
    // The demo's dates are Austin's: in the evening there, UTC is already on tomorrow.
    const today = localClock(new Date(), "America/Chicago").date;
    const upcoming = await db
      .selectFrom("bookings")
      .select("id")
      .where("provider_user_id", "=", provider.id)
      .where("preferred_date", ">", today)
      .where("status", "=", "confirmed")
      .execute();
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
  });

  it("adds providers in Beverly Hills, Santa Monica and New York, premium and community plans, and pending applications", async () => {
    const db = getDb();
    const zips = await db.selectFrom("services").select("zip_code").distinct().execute();
    const seededZips = zips.map((row) => row.zip_code);
    expect(seededZips).toEqual(expect.arrayContaining(["90210", "90401", "10001"]));
    const plans = await db.selectFrom("services").select("plan_type").distinct().execute();
    expect(plans.map((row) => row.plan_type).sort()).toEqual(["community", "premium"]);
    const pending = await db.selectFrom("provider_applications").select("id").where("status", "=", "pending").execute();
    expect(pending.length).toBeGreaterThanOrEqual(3);
  });

  it("has providers available now on a working morning, and none on a Sunday", async () => {
    const point = await requireZipCode("78701");
    const search = (now: Date) =>
      searchServiceList({ point, category: "home-services", q: "", sort: "rating", filter: "available", page: 1, now });
    // 10:00 in Austin, a week from now on a weekday: most providers work then.
    let morning = new Date(Date.now() + 7 * 86_400_000);
    while ([0, 6].includes(morning.getUTCDay())) morning = new Date(morning.getTime() + 86_400_000);
    morning = new Date(`${morning.toISOString().slice(0, 10)}T16:00:00Z`);
    expect((await search(morning)).total).toBeGreaterThan(0);
    let sunday = new Date(Date.now() + 86_400_000);
    while (sunday.getUTCDay() !== 0) sunday = new Date(sunday.getTime() + 86_400_000);
    expect((await search(new Date(`${sunday.toISOString().slice(0, 10)}T17:00:00Z`))).total).toBe(0);
  });

  it("has bookings in every status of the lifecycle a booking paid on site goes through, live ones holding their provider's time", async () => {
    const db = getDb();
    const statuses = await db.selectFrom("bookings").select("status").distinct().execute();
    expect(statuses.map((row) => row.status).sort()).toEqual(["cancelled", "completed", "confirmed", "en_route", "in_progress", "no_show"]);
    // Demo bookings are paid on site: none waits for a payment (pending is a hold on the way to Stripe).
    const unclaimed = await db
      .selectFrom("bookings as b")
      .select("b.id")
      .where("b.status", "in", ["pending", "confirmed", "en_route", "in_progress"])
      .where((eb) => eb.not(eb.exists(eb.selectFrom("booking_claims as c").select("c.cell").whereRef("c.booking_id", "=", "b.id"))))
      .execute();
    expect(unclaimed).toEqual([]);
    const finished = await db
      .selectFrom("booking_claims as c")
      .innerJoin("bookings as b", "b.id", "c.booking_id")
      .select("b.id")
      .where("b.status", "in", ["completed", "cancelled", "no_show"])
      .execute();
    expect(finished).toEqual([]);
  });
});

describe("demo ratings", () => {
  it("backs every seeded rating with reviews of completed bookings of the same tile", async () => {
    const db = getDb();
    expect(summary!.reviews).toBeGreaterThan(100);
    const services = await db.selectFrom("services").select(["id", "rating", "review_count", "rating_sum"]).execute();
    const reviews = await db
      .selectFrom("reviews as r")
      .innerJoin("bookings as b", "b.id", "r.booking_id")
      .select([
        "r.service_id",
        "r.rating",
        "r.hidden_at",
        "b.status",
        "b.service_id as booking_service_id",
        "r.provider_user_id",
        "b.provider_user_id as booking_provider",
      ])
      .execute();
    for (const review of reviews) {
      expect(review).toMatchObject({
        status: "completed",
        booking_service_id: review.service_id,
        booking_provider: review.provider_user_id,
      });
    }
    for (const service of services) {
      const own = reviews.filter((review) => review.service_id === service.id && review.hidden_at === null);
      expect(service.review_count).toBe(own.length);
      expect(service.rating_sum).toBe(own.reduce((sum, review) => sum + review.rating, 0));
      if (own.length === 0) expect(service.rating).toBeNull();
      else expect(service.rating).toBeCloseTo(service.rating_sum / own.length, 9);
    }
    // Some tiles are new (no reviews), most are not.
    expect(services.some((service) => service.review_count === 0)).toBe(true);
    expect(services.filter((service) => service.review_count > 0).length).toBeGreaterThan(services.length / 2);
  });
});
