import { beforeAll, describe, expect, it } from "vitest";
import { bayesianRating, catalogueMean } from "~/domain/reviews/reviews";
import { answersFew, SORT_ORDERS, type ListedService, type ServiceSort, type SortKey } from "~/domain/discovery/service-list";
import { haversineMiles } from "~/domain/places/geo";
import { getDb } from "~/lib/db.server";
import { catalogueRatingTotals, searchServices, type ServiceSearch } from "~/models/service.server";
import { searchServiceList } from "~/services/discovery/service-search.server";
import { createServiceArea, deleteServiceArea } from "~/models/service-area.server";
import { addTestReviews, ALWAYS_OPEN, createTestProvider, createTestTile, insertTestZip, northOf, openOnlyOn } from "../support/factories";

/** The sort table applied in memory: the reference the SQL ORDER BY is checked against. */
function compareServices(sort: ServiceSort, mean: number | null) {
  const value = (service: ListedService, key: SortKey) =>
    key.field === "bayesian_rating"
      ? bayesianRating(service.rating_sum, service.review_count, mean)
      : key.field === "answers_few"
        ? answersFew(service)
        : (service[key.field] ?? key.fallback ?? null);
  return (a: ListedService, b: ListedService): number => {
    for (const key of SORT_ORDERS[sort]) {
      const left = value(a, key);
      const right = value(b, key);
      if (left === right) continue;
      const order = typeof left === "number" && typeof right === "number" ? left - right : String(left) < String(right) ? -1 : 1;
      return key.direction === "asc" ? order : -order;
    }
    return 0;
  };
}

// A Saturday, 15:00 in Kansas (America/Chicago, CST).
const NOW = new Date("2026-11-21T21:00:00Z");
const CENTRE = { lat: 39.0, lng: -98.0 };

function search(point: { lat: number; lng: number }, overrides: Partial<ServiceSearch> = {}) {
  return searchServices({
    point,
    category: "home-services",
    q: "",
    sort: "rating",
    filter: "all",
    page: 1,
    ...overrides,
  });
}

/** The customer's list: filters (Available Now too) and availability badges from the slot engine. */
function list(point: { lat: number; lng: number }, overrides: Partial<Parameters<typeof searchServiceList>[0]> = {}) {
  return searchServiceList({ point, category: "home-services", q: "", sort: "rating", filter: "all", page: 1, now: NOW, ...overrides });
}

describe("radius search", () => {
  it("includes a tile exactly at its radius and excludes one just beyond it", async () => {
    const customer = { lat: 38.0, lng: -97.0 };
    const atEdgeZip = await insertTestZip(northOf(customer, 10));
    const beyondZip = await insertTestZip(northOf(customer, 10.01));
    const atEdge = await createTestTile({ zipCode: atEdgeZip, serviceRadius: 10, category: "automotive-home-services" });
    const beyond = await createTestTile({ zipCode: beyondZip, serviceRadius: 10, category: "automotive-home-services" });

    expect(haversineMiles(customer, northOf(customer, 10))).toBeCloseTo(10, 9);
    const { services } = await search(customer, { category: "automotive-home-services" });
    const ids = services.map((s) => s.id);
    expect(ids).toContain(atEdge);
    expect(ids).not.toContain(beyond);
  });

  it("finds a provider's tiles through an extra service area", async () => {
    const customer = { lat: 36.0, lng: -95.0 };
    const farZip = await insertTestZip(northOf(customer, 200));
    const nearZip = await insertTestZip(northOf(customer, 12));
    const provider = await createTestProvider();
    const tile = await createTestTile({
      zipCode: farZip,
      serviceRadius: 5,
      providerUserId: provider.id,
      category: "automotive-home-services",
    });

    expect((await search(customer, { category: "automotive-home-services" })).services.map((s) => s.id)).not.toContain(tile);
    await createServiceArea(getDb(), { userId: provider.id, zipCode: nearZip, serviceRadius: 15 });
    const { services, total } = await search(customer, { category: "automotive-home-services" });
    expect(services.map((s) => s.id)).toEqual([tile]);
    expect(total).toBe(1);
  });

  it("lists a tile once even when both its own radius and an extra area cover the customer", async () => {
    const customer = { lat: 35.0, lng: -99.0 };
    const zip = await insertTestZip(northOf(customer, 3));
    const provider = await createTestProvider();
    const tile = await createTestTile({
      zipCode: zip,
      serviceRadius: 10,
      providerUserId: provider.id,
      category: "home-services",
    });
    await createServiceArea(getDb(), { userId: provider.id, zipCode: zip, serviceRadius: 20 });
    const { services, total } = await search(customer, { category: "home-services" });
    expect(services.map((s) => s.id)).toEqual([tile]);
    expect(total).toBe(1);
  });

  it("follows every change of what it searches, whichever server made it, and never one rolled back", async () => {
    const customer = { lat: 33.0, lng: -103.0 };
    const farZip = await insertTestZip(northOf(customer, 300));
    const nearZip = await insertTestZip(northOf(customer, 8));
    const provider = await createTestProvider();
    const tile = await createTestTile({
      zipCode: farZip,
      serviceRadius: 5,
      providerUserId: provider.id,
      category: "automotive-home-services",
    });
    const found = async (q = "") => (await search(customer, { category: "automotive-home-services", q })).services.map((s) => s.id);

    expect(await found()).toEqual([]);
    const area = await createServiceArea(getDb(), { userId: provider.id, zipCode: nearZip, serviceRadius: 10 });
    expect(await found()).toEqual([tile]);
    // Written as another server would: straight to the database, which raises the index's version.
    await getDb().updateTable("services").set({ search_text: "changed elsewhere" }).where("id", "=", tile).execute();
    expect(await found("elsewhere")).toEqual([tile]);
    await getDb().updateTable("services").set({ is_active: 0 }).where("id", "=", tile).execute();
    expect(await found()).toEqual([]);
    await getDb().updateTable("services").set({ is_active: 1 }).where("id", "=", tile).execute();
    expect(await deleteServiceArea(getDb(), provider.id, area)).toBe(true);
    expect(await found()).toEqual([]);

    await expect(
      getDb()
        .transaction()
        .execute(async (trx) => {
          await createServiceArea(trx, { userId: provider.id, zipCode: nearZip, serviceRadius: 10 });
          throw new Error("roll back");
        }),
    ).rejects.toThrow("roll back");
    expect(await found()).toEqual([]);
  });

  it("leaves out inactive tiles and other categories", async () => {
    const customer = { lat: 34.0, lng: -101.0 };
    const zip = await insertTestZip(customer);
    const active = await createTestTile({ zipCode: zip });
    await createTestTile({ zipCode: zip, isActive: false });
    await createTestTile({ zipCode: zip, category: "automotive-home-services" });
    const { services } = await search(customer);
    expect(services.map((s) => s.id)).toEqual([active]);
  });
});

describe("search, filters, sort and pages", () => {
  const point = CENTRE;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const zip = await insertTestZip(point);
    ids.top = await createTestTile({
      zipCode: zip,
      serviceName: "Drain Cleaning",
      businessName: "Top Drains",
      priceFromCents: 15000,
      responseTimeMinutes: 240,
      planType: "premium",
      availability: ALWAYS_OPEN,
    });
    ids.tie = await createTestTile({
      zipCode: zip,
      serviceName: "Gutter Care",
      businessName: "Gutter Guys",
      priceFromCents: 9000,
      responseTimeMinutes: 30,
      availability: openOnlyOn("monday"),
    });
    ids.noData = await createTestTile({
      zipCode: zip,
      serviceName: "Odd Jobs",
      businessName: "Fallback Fixers",
      description: "Ceiling fans and more",
    });
    ids.cheap = await createTestTile({
      zipCode: zip,
      serviceName: "Lawn Mowing",
      businessName: "Cheap Cuts",
      priceFromCents: 2000,
      responseTimeMinutes: 120,
      planType: "premium",
    });
    const stars = (fives: number, fours: number) => [...Array(fives).fill(5), ...Array(fours).fill(4)];
    await addTestReviews(ids.top, stars(9, 1));
    await addTestReviews(ids.tie, stars(45, 5));
    await addTestReviews(ids.cheap, [3, 4, 5]);
  });

  const expected = async (sort: ServiceSort) => {
    const rows = await getDb().selectFrom("services").selectAll().where("id", "in", Object.values(ids)).execute();
    const mean = catalogueMean(await catalogueRatingTotals());
    return [...rows].sort(compareServices(sort, mean)).map((row) => row.id);
  };

  it.each(["rating", "price", "response"] as const)("orders by %s exactly as the domain rule says", async (sort) => {
    const { services } = await search(point, { sort });
    expect(services.map((s) => s.id)).toEqual(await expected(sort));
  });

  it("keeps each tile's rating and count from its reviews", async () => {
    const rows = await getDb()
      .selectFrom("services")
      .select(["id", "rating", "review_count", "rating_sum"])
      .where("id", "in", [ids.top, ids.noData])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ids.top)).toMatchObject({ review_count: 10, rating_sum: 49 });
    expect(byId.get(ids.top)!.rating).toBeCloseTo(4.9, 9);
    expect(byId.get(ids.noData)).toMatchObject({ review_count: 0, rating_sum: 0, rating: null });
  });

  it("applies the spec's fallbacks when sorting tiles with missing data", async () => {
    expect((await search(point, { sort: "rating" })).services.map((s) => s.id)).toEqual([ids.tie, ids.top, ids.noData, ids.cheap]);
    expect((await search(point, { sort: "price" })).services.map((s) => s.id)).toEqual([ids.cheap, ids.noData, ids.tie, ids.top]);
    expect((await search(point, { sort: "response" })).services.map((s) => s.id)).toEqual([ids.tie, ids.noData, ids.cheap, ids.top]);
  });

  it("filters premium tiles", async () => {
    const { services } = await search(point, { filter: "premium" });
    expect(services.map((s) => s.id).sort()).toEqual([ids.top, ids.cheap].sort());
  });

  it("filters tiles with a free start within the hour, in their own time zone", async () => {
    // Saturday 15:00 local: 15:30 is free for the always-open and the standard-hours tiles; Monday-only is not.
    const { services, total } = await list(point, { filter: "available" });
    expect(services.map((s) => s.id).sort()).toEqual([ids.top, ids.noData, ids.cheap].sort());
    expect(total).toBe(3);
    expect(services.every((service) => service.badge.label === "Available Now")).toBe(true);
    // Sunday 15:00 local: nobody is booked on a Sunday, whatever their hours say.
    const sunday = await list(point, { filter: "available", now: new Date("2026-11-22T21:00:00Z") });
    expect(sunday.services).toEqual([]);
  });

  it("filters and badges agree on the same rows at any moment", async () => {
    const moments = [
      "2026-11-21T21:00:00Z",
      "2026-11-22T21:00:00Z",
      "2026-11-23T14:10:00Z",
      "2026-11-23T15:50:00Z",
      "2026-11-24T00:10:00Z",
      "2026-11-21T23:40:00Z",
    ];
    for (const iso of moments) {
      const now = new Date(iso);
      const all = await list(point, { now, perPage: 50 });
      const badged = all.services
        .filter((service) => service.badge.availableNow)
        .map((service) => service.id)
        .sort();
      const filtered = (await list(point, { now, perPage: 50, filter: "available" })).services.map((service) => service.id).sort();
      expect(filtered).toEqual(badged);
    }
  });

  it("searches names, businesses and descriptions case-insensitively", async () => {
    expect((await search(point, { q: "DRAIN" })).services.map((s) => s.id)).toEqual([ids.top]);
    expect((await search(point, { q: "gutter guys" })).services.map((s) => s.id)).toEqual([ids.tie]);
    expect((await search(point, { q: "ceiling" })).services.map((s) => s.id)).toEqual([ids.noData]);
    expect((await search(point, { q: "100%_" })).services).toEqual([]);
  });

  it("paginates with the total count of all matches", async () => {
    const first = await search(point, { perPage: 3 });
    const second = await search(point, { perPage: 3, page: 2 });
    expect(first.total).toBe(4);
    expect(second.total).toBe(4);
    expect(first.services).toHaveLength(3);
    expect(second.services.map((s) => s.id)).toEqual([ids.cheap]);
  });

  it("returns each tile with its place, its zip's zone and its provider's schedule", async () => {
    const { services } = await search(point, { q: "drain" });
    expect(services[0]).toMatchObject({
      city: "Testville",
      state: "KS",
      timeZone: "America/Chicago",
      bufferMinutes: 0,
      duration_minutes: 60,
    });
    // Hours applied for before the 06:00 to 22:00 bounds are pulled inside them.
    expect(services[0].hours.sunday).toEqual({ available: true, startTime: "06:00", endTime: "22:00" });
  });
});

describe("Highest Rated", () => {
  it("ranks two hundred reviews at 4.8 above a single 5-star review, and a new tile at the catalogue's mean", async () => {
    const point = { lat: 41.5, lng: -99.5 };
    const zip = await insertTestZip(point);
    const many = await createTestTile({ zipCode: zip, serviceName: "Many Reviews", category: "tutoring-services" });
    const single = await createTestTile({ zipCode: zip, serviceName: "One Review", category: "tutoring-services" });
    const fresh = await createTestTile({ zipCode: zip, serviceName: "No Reviews", category: "tutoring-services" });
    await addTestReviews(many, [...Array(160).fill(5), ...Array(40).fill(4)]);
    await addTestReviews(single, [5]);
    // The rest of the catalogue: a hundred reviews at 4.0 elsewhere bring its mean to a usual ~4.6.
    const elsewhere = await createTestTile({ zipCode: zip, category: "automotive-home-services" });
    await addTestReviews(elsewhere, Array(100).fill(4));

    const { services } = await search(point, { category: "tutoring-services", sort: "rating" });
    expect(services.map((s) => s.id)).toEqual([many, single, fresh]);
    const byId = new Map(services.map((s) => [s.id, s]));
    expect(byId.get(single)!.rating).toBe(5);
    expect(byId.get(many)!.rating).toBeCloseTo(4.8, 9);
  });
});
