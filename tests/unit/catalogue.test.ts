import { describe, expect, it } from "vitest";
import { CATALOGUE, findCatalogueEntry, startingPriceLabel } from "~/domain/discovery/catalogue";
import { isCategoryId } from "~/domain/discovery/categories";

describe("CATALOGUE", () => {
  it("has the spec's ten entries, in order, with their starting prices", () => {
    expect(CATALOGUE.map((entry) => [entry.name, entry.priceFromCents, entry.priceUnit])).toEqual([
      ["Plumbing", 8900, null],
      ["Electrical", 9900, null],
      ["HVAC", 7900, null],
      ["Handyman", 6900, null],
      ["Painting", 15000, "per room"],
      ["House Cleaning", 12000, "per visit"],
      ["Landscaping", 8000, "per visit"],
      ["Security Systems", 19900, "installation"],
      ["Moving Services", 12000, "per hour"],
      ["Car Detailing", 8900, null],
    ]);
  });

  it("labels the starting prices as the spec lists them", () => {
    expect(CATALOGUE.map((entry) => `${entry.name}: ${startingPriceLabel(entry)}`)).toEqual([
      "Plumbing: From $89",
      "Electrical: From $99",
      "HVAC: From $79",
      "Handyman: From $69",
      "Painting: From $150 per room",
      "House Cleaning: From $120 per visit",
      "Landscaping: From $80 per visit",
      "Security Systems: From $199 installation",
      "Moving Services: From $120 per hour",
      "Car Detailing: From $89",
    ]);
  });

  it("gives every entry a description, details, a response time, a rating and a known category", () => {
    for (const entry of CATALOGUE) {
      expect(entry.description.length).toBeGreaterThan(10);
      expect(entry.details.length).toBeGreaterThan(0);
      expect(entry.details.every((detail) => detail.trim().length > 0)).toBe(true);
      expect(entry.responseTimeMinutes).toBeGreaterThan(0);
      expect(Number.isInteger(entry.responseTimeMinutes)).toBe(true);
      expect(entry.rating).toBeGreaterThanOrEqual(1);
      expect(entry.rating).toBeLessThanOrEqual(5);
      expect(isCategoryId(entry.category)).toBe(true);
      expect(Number.isInteger(entry.priceFromCents)).toBe(true);
    }
  });

  it("puts Car Detailing under automotive and the rest under home services", () => {
    expect(CATALOGUE.filter((entry) => entry.category === "automotive-home-services").map((entry) => entry.name)).toEqual([
      "Car Detailing",
    ]);
    expect(CATALOGUE.filter((entry) => entry.category === "home-services")).toHaveLength(9);
  });

  it("has unique names", () => {
    expect(new Set(CATALOGUE.map((entry) => entry.name.toLowerCase())).size).toBe(10);
  });
});

describe("findCatalogueEntry", () => {
  it("finds an entry by exact name", () => {
    expect(findCatalogueEntry("Plumbing")?.priceFromCents).toBe(8900);
    expect(findCatalogueEntry("Security Systems")?.priceUnit).toBe("installation");
  });

  it("ignores case and surrounding whitespace", () => {
    expect(findCatalogueEntry("hvac")?.name).toBe("HVAC");
    expect(findCatalogueEntry("HOUSE CLEANING")?.name).toBe("House Cleaning");
    expect(findCatalogueEntry("  car detailing  ")?.name).toBe("Car Detailing");
  });

  it("returns undefined for other names", () => {
    expect(findCatalogueEntry("Pool Cleaning")).toBeUndefined();
    expect(findCatalogueEntry("Plumb")).toBeUndefined();
    expect(findCatalogueEntry("HouseCleaning")).toBeUndefined();
    expect(findCatalogueEntry("")).toBeUndefined();
  });

  it("finds every entry by its own name", () => {
    for (const entry of CATALOGUE) {
      expect(findCatalogueEntry(entry.name)).toBe(entry);
    }
  });
});

describe("startingPriceLabel", () => {
  it("shows whole dollars without decimals", () => {
    expect(startingPriceLabel({ priceFromCents: 8900, priceUnit: null })).toBe("From $89");
    expect(startingPriceLabel({ priceFromCents: 15000, priceUnit: "per room" })).toBe("From $150 per room");
  });

  it("shows cents with two decimals", () => {
    expect(startingPriceLabel({ priceFromCents: 8950, priceUnit: null })).toBe("From $89.50");
    expect(startingPriceLabel({ priceFromCents: 8999, priceUnit: "per visit" })).toBe("From $89.99 per visit");
  });

  it("groups thousands", () => {
    expect(startingPriceLabel({ priceFromCents: 250000, priceUnit: null })).toBe("From $2,500");
  });

  it("ignores an empty unit", () => {
    expect(startingPriceLabel({ priceFromCents: 8900, priceUnit: "" })).toBe("From $89");
  });
});
