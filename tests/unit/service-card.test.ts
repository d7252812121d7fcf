import { describe, expect, it } from "vitest";
import { DEFAULT_LOCATION_SETTINGS, type LocationSettings } from "~/domain/places/location";
import { toServiceCardView, type DisplayableService } from "~/domain/discovery/service-card";
import type { AvailabilityBadge } from "~/domain/discovery/service-list";
import { cardWordsOf } from "~/locales/discovery";

/** A card as an English reader reads it. */
const cardView = (service: DisplayableService, settings: LocationSettings, badge: AvailabilityBadge, onlinePayments = false) =>
  toServiceCardView(service, settings, badge, onlinePayments, cardWordsOf("en"));

const NOW_BADGE = { availableNow: true, label: "Available Now" };

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
    response_rate_percent: null,
    description: "Same-day drain service",
    duration_minutes: 60,
    verifiedCredentials: [
      {
        kind: "licence",
        issuer: "Texas Department of Licensing and Regulation",
        state: "TX",
        number: "M-40112",
        expiresOn: "2027-06-30",
        verifiedAt: "2026-11-03T16:00:00.000Z",
        holderFirstName: null,
        personFirstName: "Dana",
        timeZone: "America/Chicago",
      },
    ],
    ...overrides,
  };
}

describe("toServiceCardView", () => {
  it("shows a tile's own data", () => {
    expect(cardView(tile(), DEFAULT_LOCATION_SETTINGS, NOW_BADGE)).toEqual({
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
      reviewCount: 127,
      responseTime: "30 minutes",
      responseRate: null,
      area: "Austin, TX (25-mile radius)",
      priceRange: "$89-250",
      duration: "1 hour",
      credentials: ["Licence verified Nov 2026 · to Jun 2027"],
      dueNow: null,
    });
  });

  it("says what booking asks to be paid online, only when online payment is on and the provider's account takes it", () => {
    const payable = tile({
      payment_rule: "deposit",
      deposit_cents: 2_500,
      deposit_percent: null,
      price_from_cents: 8_900,
      takes_online_payments: 1,
    });
    expect(cardView(payable, DEFAULT_LOCATION_SETTINGS, NOW_BADGE, true).dueNow).toBe("$25 deposit to book");
    expect(cardView(payable, DEFAULT_LOCATION_SETTINGS, NOW_BADGE, false).dueNow).toBeNull();
    expect(cardView({ ...payable, takes_online_payments: null }, DEFAULT_LOCATION_SETTINGS, NOW_BADGE, true).dueNow).toBeNull();
    const full = tile({
      payment_rule: "full",
      deposit_cents: null,
      deposit_percent: null,
      price_from_cents: 8_900,
      takes_online_payments: 1,
    });
    expect(cardView(full, DEFAULT_LOCATION_SETTINGS, NOW_BADGE, true).dueNow).toBe("Pay $89 when booking");
  });

  it("uses the spec's fallbacks where the tile has no data, but never a rating without reviews", () => {
    const view = cardView(
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
      NOW_BADGE,
    );
    expect(view).toMatchObject({
      rating: null,
      reviews: "New · no reviews yet",
      reviewCount: 0,
      priceRange: "$50-100",
      responseTime: "1 hour",
      logoUrl: null,
      description: null,
      categoryLabel: "Not specified",
      isPremium: false,
    });
  });

  it("shows an unknown category raw", () => {
    expect(cardView(tile({ category: "Pet Care" }), DEFAULT_LOCATION_SETTINGS, NOW_BADGE).categoryLabel).toBe("Pet Care");
  });

  it("shows a starting price with its unit", () => {
    const view = cardView(
      tile({ price_from_cents: 15000, price_to_cents: null, price_unit: "per room" }),
      DEFAULT_LOCATION_SETTINGS,
      NOW_BADGE,
    );
    expect(view.priceRange).toBe("From $150 per room");
  });

  it("follows the location settings", () => {
    const cases: [LocationSettings, string][] = [
      [
        { show_city_names: false, show_state_in_location: true, show_zip_with_city: true, show_service_areas: true },
        "78701 (25-mile radius)",
      ],
      [{ show_city_names: true, show_state_in_location: true, show_zip_with_city: false, show_service_areas: false }, "Austin, TX"],
      [
        { show_city_names: true, show_state_in_location: true, show_zip_with_city: true, show_service_areas: true },
        "Austin, TX 78701 (25-mile radius)",
      ],
      [{ show_city_names: true, show_state_in_location: false, show_zip_with_city: false, show_service_areas: false }, "Austin"],
    ];
    for (const [settings, area] of cases) {
      expect(cardView(tile(), settings, NOW_BADGE).area).toBe(area);
    }
  });

  it("shows the tile's radius and falls back to the zip for an unknown city", () => {
    const view = cardView(tile({ city: "", state: "", zip_code: "73301", service_radius: 50 }), DEFAULT_LOCATION_SETTINGS, NOW_BADGE);
    expect(view.area).toBe("73301 (50-mile radius)");
  });

  it("shows the badge it is given (from the slot engine) and the job length", () => {
    const view = cardView(tile({ duration_minutes: 150 }), DEFAULT_LOCATION_SETTINGS, {
      availableNow: false,
      label: "Available tomorrow from 8:00 AM",
    });
    expect(view.availableNow).toBe(false);
    expect(view.availabilityLabel).toBe("Available tomorrow from 8:00 AM");
    expect(view.duration).toBe("2 hours 30 minutes");
  });
});

describe("a card's response rate", () => {
  it("says how often the provider answers within a day, once it is known", () => {
    const settings = { showCity: true, showState: true, showZip: false } as never;
    expect(cardView(tile({ response_rate_percent: 80 }), settings, NOW_BADGE).responseRate).toBe("Answers 80% of requests within a day");
    expect(cardView(tile({ response_rate_percent: null }), settings, NOW_BADGE).responseRate).toBeNull();
  });
});
