import { describe, expect, it } from "vitest";
import { CoverageGrid, type CoverageEntry } from "~/domain/places/coverage-grid";
import { isWithinRadius } from "~/domain/places/geo";

// A seeded generator: the same entries and points on every run.
let seed = 42;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const between = (min: number, max: number) => min + random() * (max - min);

function entries(count: number): CoverageEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const area = random() < 0.2;
    const category = Math.floor(random() * 4);
    return {
      serviceId: area ? null : `tile-${i}`,
      providerUserId: `provider-${i % 50}`,
      // Alaska to Florida, across cell edges and the antimeridian-free US box.
      lat: between(24, 66),
      lng: between(-170, -66),
      radiusMiles: between(5, 100),
      category: area ? null : category,
    };
  });
}

describe("CoverageGrid", () => {
  const all = entries(3000);
  const grid = new CoverageGrid(all);

  it("finds exactly the entries whose radius covers the point, in the category", () => {
    for (let i = 0; i < 500; i++) {
      const point = { lat: between(24, 66), lng: between(-170, -66) };
      const category = Math.floor(random() * 4);
      const expected = all.filter(
        (entry) => (entry.category === null || entry.category === category) && isWithinRadius(entry, point, entry.radiusMiles),
      );
      const found = grid.coverersOf(point, category);
      expect(found.serviceIds.sort()).toEqual(expected.flatMap((entry) => entry.serviceId ?? []).sort());
      expect(found.providerUserIds.sort()).toEqual(
        [...new Set(expected.flatMap((entry) => (entry.serviceId ? [] : [entry.providerUserId!])))].sort(),
      );
    }
  });

  it("covers a point just inside the radius, not one just beyond it or of another category", () => {
    const edge = new CoverageGrid([{ serviceId: "t", providerUserId: null, lat: 30, lng: -97, radiusMiles: 69.09, category: 0 }]);
    expect(edge.coverersOf({ lat: 30.99, lng: -97 }, 0).serviceIds).toEqual(["t"]);
    expect(edge.coverersOf({ lat: 31.01, lng: -97 }, 0).serviceIds).toEqual([]);
    expect(edge.coverersOf({ lat: 30.99, lng: -97 }, 1).serviceIds).toEqual([]);
  });
});
