import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { ServiceCard } from "~/components/services/service-card";
import { serviceCardMarkup } from "~/components/services/service-card-markup.server";
import type { ServiceCardView } from "~/domain/discovery/service-card";

/** What React itself writes for the card (the browser hydrates against it). */
const reactMarkup = (service: ServiceCardView, href: string) =>
  renderToString(createElement(StaticRouter, { location: "/" }, createElement(ServiceCard, { service, href })));

const card = (overrides: Partial<ServiceCardView> = {}): ServiceCardView => ({
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
  responseRate: "Answers 80% of requests within a day",
  area: "Austin, TX · 25 mile radius",
  priceRange: "$89 - $250",
  duration: "1 hour",
  credentials: ["Licence verified Nov 2026 · to Jun 2027", "Insurance verified Oct 2026 · to Oct 2027"],
  dueNow: "$25 deposit to book",
  ...overrides,
});

const HREF = "/service/2f1c6f2e-8a7b-4c1d-9e0f-1a2b3c4d5e6f?zip=78701&category=home-services";

describe("a card's markup from its service's template", () => {
  it.each([
    ["a premium card with everything", card(), HREF],
    [
      "no reviews, no logo, nothing due, not premium",
      card({
        rating: null,
        reviews: "New · no reviews yet",
        reviewCount: 0,
        logoUrl: null,
        dueNow: null,
        isPremium: false,
        credentials: [],
        responseRate: null,
      }),
      HREF,
    ],
    ["a badge with a time kept together", card({ availableNow: false, availabilityLabel: "Next: Tue 9:00 AM CST" }), `${HREF}&sort=price`],
    [
      "a link carrying a search with quotes and ampersands",
      card(),
      `${HREF}&q=${encodeURIComponent(`Bob's "pipes" & <drains>`)}&filter=premium`,
    ],
    ["a link with raw characters to escape", card({ businessName: `O'Neil & "Sons" <Plumbing>` }), `/service/x?q=a&b="c"<d>'e'`],
  ])("is what React writes: %s", (_name, service, href) => {
    expect(serviceCardMarkup(service, href)).toBe(reactMarkup(service, href));
  });

  it("follows the service: a changed view is rendered again, the same view reuses its template with this request's link and badge", () => {
    const first = serviceCardMarkup(card(), HREF)!;
    expect(serviceCardMarkup(card(), `${HREF}&sort=rating`)).toBe(reactMarkup(card(), `${HREF}&sort=rating`));
    const renamed = card({ serviceName: "Water Heater Repair" });
    expect(serviceCardMarkup(renamed, HREF)).toBe(reactMarkup(renamed, HREF));
    expect(serviceCardMarkup(renamed, HREF)).not.toBe(first);
    const later = card({ availableNow: false, availabilityLabel: "Next: Wed 8:00 AM CST" });
    expect(serviceCardMarkup(later, HREF)).toBe(reactMarkup(later, HREF));
  });
});
