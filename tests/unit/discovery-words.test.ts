import { describe, expect, it } from "vitest";
import { availabilityBadge } from "~/domain/discovery/service-list";
import { toServiceCardView, type DisplayableService } from "~/domain/discovery/service-card";
import { DEFAULT_LOCATION_SETTINGS } from "~/domain/places/location";
import { badgeWordsOf, cardWordsOf } from "~/locales/discovery";

// A Tuesday morning in Austin (CST, UTC-6).
const NOW = new Date("2026-12-08T14:00:00Z");
const ZONE = "America/Chicago";
const at = (date: string, time: string, hoursFromUtc = 6) => ({
  date,
  time,
  startsAt: new Date(`${date}T${String(Number(time.slice(0, 2)) + hoursFromUtc).padStart(2, "0")}:${time.slice(3)}:00Z`),
});
const SPACE = "[\\s\\u00a0\\u202f]";

describe("a card's availability in Spanish", () => {
  const badge = (first: Parameters<typeof availabilityBadge>[0]) => availabilityBadge(first, NOW, ZONE, badgeWordsOf("es")).label;

  it("says now, today, tomorrow, a weekday or a date, with the time as Spanish reads it", () => {
    expect(badge(at("2026-12-08", "08:30"))).toBe("Disponible ahora");
    expect(badge(at("2026-12-08", "15:00"))).toMatch(new RegExp(`^Disponible hoy a partir de las 3:00${SPACE}p\\.${SPACE}?m\\.$`));
    expect(badge(at("2026-12-09", "13:00"))).toMatch(new RegExp(`^Disponible mañana a partir de la 1:00${SPACE}p\\.${SPACE}?m\\.$`));
    expect(badge(at("2026-12-11", "09:00"))).toMatch(new RegExp(`^Disponible el viernes a partir de las 9:00${SPACE}a\\.${SPACE}?m\\.$`));
    expect(badge(at("2026-12-18", "09:00"))).toMatch(/^Disponible el 18 dic\.? a partir de las 9:00/);
    expect(badge(null)).toBe("Sin horarios libres en las próximas 2 semanas");
    expect(badge("not-online")).toBe("No acepta reservas en línea");
  });

  it("keeps the English words as they were", () => {
    expect(availabilityBadge(at("2026-12-09", "13:00"), NOW, ZONE, badgeWordsOf("en")).label).toBe("Available tomorrow from 1:00 PM");
    expect(availabilityBadge(at("2026-12-11", "09:00"), NOW, ZONE, badgeWordsOf("en")).label).toBe("Available Friday from 9:00 AM");
  });
});

describe("a card's facts in Spanish", () => {
  const service: DisplayableService = {
    id: "s1",
    service_name: "Plumbing",
    business_name: "Lone Star Home Pros",
    owner_name: "Ana",
    category: "home-services",
    plan_type: "premium",
    logo_url: null,
    zip_code: "78701",
    city: "Austin",
    state: "TX",
    service_radius: 25,
    rating: 4.8,
    review_count: 1234,
    price_from_cents: 5000,
    price_to_cents: null,
    price_unit: "per hour",
    response_time_minutes: 90,
    response_rate_percent: 80,
    description: null,
    duration_minutes: 90,
    payment_rule: "deposit",
    deposit_cents: 2500,
    deposit_percent: null,
    takes_online_payments: 1,
  };
  const badge = { availableNow: true, label: "Disponible ahora" };

  it("words every fact in Spanish, and a provider's own words as written", () => {
    const view = toServiceCardView(service, DEFAULT_LOCATION_SETTINGS, badge, true, cardWordsOf("es"));
    expect(view).toMatchObject({
      serviceName: "Plumbing",
      categoryLabel: "Servicios para el hogar",
      rating: "4.8",
      reviews: "1,234 reseñas",
      responseTime: "1.5 horas",
      responseRate: "Responde al 80 % de las solicitudes en un día",
      area: "Austin, TX (radio de 25 millas)",
      priceRange: "Desde $50 por hora",
      duration: "1 hora 30 minutos",
      dueNow: "Depósito de $25 para reservar",
    });
    const none = toServiceCardView(
      { ...service, rating: null, review_count: 0, price_to_cents: 9000 },
      DEFAULT_LOCATION_SETTINGS,
      badge,
      false,
      cardWordsOf("es"),
    );
    expect(none).toMatchObject({ reviews: "Nuevo · aún sin reseñas", priceRange: "$50-90 por hora", dueNow: null });
  });

  it("is the English card in English", () => {
    const view = toServiceCardView(service, DEFAULT_LOCATION_SETTINGS, badge, true, cardWordsOf("en"));
    expect(view).toMatchObject({
      reviews: "1,234 reviews",
      responseTime: "1.5 hours",
      duration: "1 hour 30 minutes",
      priceRange: "From $50 per hour",
    });
  });
});
