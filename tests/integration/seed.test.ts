import { beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_IDS } from "~/domain/categories";
import { getDb } from "~/lib/db.server";
import { searchServices } from "~/models/service.server";
import { verifyLogin } from "~/models/user.server";
import { requireZipCode } from "~/models/zip-code.server";
import { DEMO_ADMIN, DEMO_PROVIDER } from "../../scripts/seed/demo-data";
import { DEMO_SEEDED_KEY, seedDemoIfEmpty } from "../../scripts/seed/demo";

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
    const result = await searchServices({ point, category, q: "", sort: "rating", filter: "all", page: 1, now: new Date() });
    expect(result.total).toBeGreaterThanOrEqual(5);
  });

  it("gives the demo provider approved tiles in 78701 and upcoming bookings", async () => {
    const db = getDb();
    const provider = await db.selectFrom("users").select("id").where("email", "=", DEMO_PROVIDER.email).executeTakeFirstOrThrow();
    const tiles = await db.selectFrom("services").select(["zip_code", "is_active"]).where("provider_user_id", "=", provider.id).execute();
    expect(tiles.length).toBeGreaterThanOrEqual(2);
    expect(tiles.every((tile) => tile.zip_code === "78701" && tile.is_active === 1)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const upcoming = await db.selectFrom("bookings").select("id").where("provider_user_id", "=", provider.id).where("preferred_date", ">", today).where("status", "=", "confirmed").execute();
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

  it("has some providers available right now, whatever the time", async () => {
    const point = await requireZipCode("78701");
    const result = await searchServices({ point, category: "home-services", q: "", sort: "rating", filter: "available", page: 1, now: new Date("2026-11-22T08:00:00Z") });
    expect(result.total).toBeGreaterThan(0);
  });
});
