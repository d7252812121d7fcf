import { cardCredentials, type VerifiedCredential } from "../credentials/credentials";
import type { LocationSettings, Place } from "../places/location";
import { dueNowOf, type PayableService, type PaymentMode } from "../payments/online-payments";
import type { AvailabilityBadge } from "./service-list";

/** What a tile needs for display, whatever query produced it. */
export type DisplayableService = {
  id: string;
  service_name: string;
  business_name: string;
  owner_name: string;
  category: string;
  plan_type: string;
  logo_url: string | null;
  zip_code: string;
  city: string;
  state: string;
  service_radius: number;
  rating: number | null;
  review_count: number;
  price_from_cents: number | null;
  price_to_cents: number | null;
  price_unit: string | null;
  response_time_minutes: number | null;
  response_rate_percent: number | null;
  description: string | null;
  duration_minutes: number;
  /** The provider's verified, unexpired credentials (decision 0035); none when absent. */
  verifiedCredentials?: readonly VerifiedCredential[];
} & Partial<PayableService>;

export type ServiceCardView = {
  id: string;
  serviceName: string;
  businessName: string;
  categoryLabel: string;
  isPremium: boolean;
  logoUrl: string | null;
  description: string | null;
  availableNow: boolean;
  availabilityLabel: string;
  /** The mean of the visible reviews ("4.8"), or null for a service without reviews. */
  rating: string | null;
  /** "12 reviews", or "New · no reviews yet". */
  reviews: string;
  reviewCount: number;
  responseTime: string;
  /** "Answers 80% of requests within a day", once the provider has five requests in 90 days. */
  responseRate: string | null;
  area: string;
  priceRange: string;
  duration: string;
  /** What Porchlight verified, each with its dates: "Licence verified Nov 2026 · to Jun 2027". */
  credentials: string[];
  /** What booking asks to be paid online: "$25 deposit to book", or null (paid on site). */
  dueNow: string | null;
};

/** How a card words its facts, in the page's language (decision 0044: the words are the caller's). */
export type CardWords = {
  category: (category: string) => string;
  /** The rating as shown ("4.5", null without reviews) and the reviews' count in words ("New · no reviews yet"). */
  ratingSummary: (service: { rating: number | null; review_count: number }) => { rating: string | null; reviews: string };
  /** A median time to answer ("2 hours"); without one, the spec's fallback. */
  responseTime: (minutes: number | null) => string;
  /** "Answers 80% of requests within a day", or null while there are too few requests to say. */
  responseRate: (percent: number | null) => string | null;
  /** A place with its service radius, when service areas are shown. */
  serviceArea: (place: Place & { radiusMiles: number }, settings: LocationSettings) => string;
  /** "$50-100" (a range), "From $150 per room", "Up to $200", or the spec's fallback '$50-100' without a price. */
  priceRange: (price: { fromCents: number | null; toCents: number | null; unit: string | null }) => string;
  duration: (minutes: number) => string;
  /** A card's short badge: "Licence verified Nov 2026 · to Jun 2027". */
  credential: (credential: VerifiedCredential) => string;
  /** What booking asks to be paid online: "$25 deposit to book", "Pay $120 when booking"; null when paid on site. */
  dueNow: (mode: PaymentMode | null, amountDueCents: number) => string | null;
};

/**
 * The text a customer reads about a tile, with the spec's fallbacks where data is missing. The
 * availability badge comes from the slot engine (app/services/booking/availability.server.ts).
 */
export function toServiceCardView(
  service: DisplayableService,
  settings: LocationSettings,
  badge: AvailabilityBadge,
  onlinePayments = false,
  words: CardWords,
): ServiceCardView {
  const due =
    service.payment_rule !== undefined
      ? dueNowOf(
          {
            payment_rule: service.payment_rule,
            deposit_cents: service.deposit_cents ?? null,
            deposit_percent: service.deposit_percent ?? null,
            price_from_cents: service.price_from_cents,
            takes_online_payments: service.takes_online_payments ?? null,
          },
          onlinePayments,
        )
      : { mode: null, amountDueCents: 0 };
  return {
    id: service.id,
    serviceName: service.service_name,
    businessName: service.business_name,
    categoryLabel: words.category(service.category),
    isPremium: service.plan_type === "premium",
    logoUrl: service.logo_url,
    description: service.description,
    availableNow: badge.availableNow,
    availabilityLabel: badge.label,
    ...words.ratingSummary(service),
    reviewCount: service.review_count,
    responseTime: words.responseTime(service.response_time_minutes),
    responseRate: words.responseRate(service.response_rate_percent),
    area: words.serviceArea(
      { zip: service.zip_code, city: service.city, state: service.state, radiusMiles: service.service_radius },
      settings,
    ),
    priceRange: words.priceRange({
      fromCents: service.price_from_cents,
      toCents: service.price_to_cents,
      unit: service.price_unit,
    }),
    duration: words.duration(service.duration_minutes),
    credentials: cardCredentials(service.verifiedCredentials ?? []).map(words.credential),
    dueNow: words.dueNow(due.mode, due.amountDueCents),
  };
}
