import { describe, expect, it } from "vitest";
import { emptyAvailability, STANDARD_HOURS, type Availability } from "~/domain/availability";
import { DEFAULT_LOCATION_SETTINGS, type LocationSettings } from "~/domain/location";
import { toServiceCardView, type DisplayableService } from "~/domain/service-card";

// Monday 2024-06-10 17:00 UTC = 12:00 in Chicago (CDT), 10:00 in Los Angeles (PDT).
const MONDAY_NOON_CHICAGO = new Date("2024-06-10T17:00:00Z");

function tile(overrides: Partial<DisplayableService> = {}): DisplayableService {
  return {
    id: "2f1c6f2e-8a7b-4c1d-9e0f-1a2b3c4d5e6f",
    service_name: "Drain Cleaning",
    business_name: "Hill Country Plumbing",
    owner_name: "Dana Reyes",
    category: "home-services",
    plan_type: "premium",
    logo_url: "/media/logo-1",
    zip_code: "78701",
    city: "Austin",
    state: "TX",
    service_radius: 25,
    rating: 4.8,
    review_count: 127,
    price_from_cents: 8900,
    price_to_cents: 25000,
    price_unit: null,
    response_time_minutes: 30,
    description: "Same-day drain service",
    availability: STANDARD_HOURS,
    timeZone: "America/Chicago",
    ...overrides,
  };
}

describe("toServiceCardView", () => {
  it("shows a tile's own data", () => {
    expect(toServiceCardView(tile(), DEFAULT_LOCATION_SETTINGS, MONDAY_NOON_CHICAGO)).toEqual({
      id: "2f1c6f2e-8a7b-4c1d-9e0f-1a2b3c4d5e6f",
      serviceName: "Drain Cleaning",
      businessName: "Hill Country Plumbing",
      categoryLabel: "Home Services",
      isPremium: true,
      logoUrl: "/media/logo-1",
      description: "Same-day drain service",
      availableNow: true,
      availabilityLabel: "Available Now",
      rating: "4.8",
      reviews: "127 reviews",
      responseTime: "30 minutes",
      area: "Austin, TX (25-mile radius)",
      priceRange: "$89-250",
    });
  });

  it("uses the spec's fallbacks where the tile has no data", () => {
    const view = toServiceCardView(
      tile({
        rating: null,
        review_count: 0,
        price_from_cents: null,
        price_to_cents: null,
        response_time_minutes: null,
        logo_url: null,
        description: null,
        category: "",
        plan_type: "community",
      }),
      DEFAULT_LOCATION_SETTINGS,
      MONDAY_NOON_CHICAGO,
    );
    expect(view).toMatchObject({
      rating: "4.5",
      reviews: "No reviews yet",
      priceRange: "$50-100",
      responseTime: "1 hour",
      logoUrl: null,
      description: null,
      categoryLabel: "Not specified",
      isPremium: false,
    });
  });

  it("shows an unknown category raw", () => {
    expect(toServiceCardView(tile({ category: "Pet Care" }), DEFAULT_LOCATION_SETTINGS, MONDAY_NOON_CHICAGO).categoryLabel).toBe(
      "Pet Care",
    );
  });

  it("shows a starting price with its unit", () => {
    const view = toServiceCardView(
      tile({ price_from_cents: 15000, price_to_cents: null, price_unit: "per room" }),
      DEFAULT_LOCATION_SETTINGS,
      MONDAY_NOON_CHICAGO,
    );
    expect(view.priceRange).toBe("From $150 per room");
  });

  it("follows the location settings", () => {
    const cases: [LocationSettings, string][] = [
      [
        { show_city_names: false, show_state_in_location: true, show_zip_with_city: true, show_service_areas: true },
        "78701 (25-mile radius)",
      ],
      [
        { show_city_names: true, show_state_in_location: true, show_zip_with_city: false, show_service_areas: false },
        "Austin, TX",
      ],
      [
        { show_city_names: true, show_state_in_location: true, show_zip_with_city: true, show_service_areas: true },
        "Austin, TX 78701 (25-mile radius)",
      ],
      [
        { show_city_names: true, show_state_in_location: false, show_zip_with_city: false, show_service_areas: false },
        "Austin",
      ],
    ];
    for (const [settings, area] of cases) {
      expect(toServiceCardView(tile(), settings, MONDAY_NOON_CHICAGO).area).toBe(area);
    }
  });

  it("shows the tile's radius and falls back to the zip for an unknown city", () => {
    const view = toServiceCardView(
      tile({ city: "", state: "", zip_code: "73301", service_radius: 50 }),
      DEFAULT_LOCATION_SETTINGS,
      MONDAY_NOON_CHICAGO,
    );
    expect(view.area).toBe("73301 (50-mile radius)");
  });

  it("judges availability on the tile's own local clock", () => {
    const afternoons: Availability = {
      ...emptyAvailability(),
      monday: { available: true, startTime: "11:00", endTime: "17:00" },
    };
    // 12:00 in Chicago: open. 10:00 in Los Angeles: opens at 11:00.
    const chicago = toServiceCardView(tile({ availability: afternoons }), DEFAULT_LOCATION_SETTINGS, MONDAY_NOON_CHICAGO);
    expect(chicago.availableNow).toBe(true);
    expect(chicago.availabilityLabel).toBe("Available Now");
    const losAngeles = toServiceCardView(
      tile({ availability: afternoons, timeZone: "America/Los_Angeles" }),
      DEFAULT_LOCATION_SETTINGS,
      MONDAY_NOON_CHICAGO,
    );
    expect(losAngeles.availableNow).toBe(false);
    expect(losAngeles.availabilityLabel).toBe("Available today from 11:00 AM");
  });

  it("uses the local date across midnight UTC", () => {
    // Tuesday 2024-06-11 02:00 UTC is still Monday 21:00 in Chicago.
    const view = toServiceCardView(tile(), DEFAULT_LOCATION_SETTINGS, new Date("2024-06-11T02:00:00Z"));
    expect(view.availableNow).toBe(false);
    expect(view.availabilityLabel).toBe("Available tomorrow from 8:00 AM");
  });

  it("says 'Not taking bookings' when no day is available", () => {
    const view = toServiceCardView(tile({ availability: emptyAvailability() }), DEFAULT_LOCATION_SETTINGS, MONDAY_NOON_CHICAGO);
    expect(view.availableNow).toBe(false);
    expect(view.availabilityLabel).toBe("Not taking bookings");
  });
});
