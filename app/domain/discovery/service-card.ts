import { cardCredentials, credentialBadge, type VerifiedCredential } from "../credentials/credentials";
import { categoryLabel } from "./categories";
import { formatServiceArea, type LocationSettings } from "../places/location";
import { dueNowLabel, dueNowOf, type PayableService } from "../payments/online-payments";
import { formatDuration } from "../schedule/schedule";
import { ratingSummary } from "../reviews/reviews";
import { formatPriceRange, formatResponseTime, type AvailabilityBadge, formatResponseRate } from "./service-list";

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
  ratingSummary: typeof ratingSummary;
  responseTime: typeof formatResponseTime;
  responseRate: typeof formatResponseRate;
  serviceArea: typeof formatServiceArea;
  priceRange: typeof formatPriceRange;
  duration: typeof formatDuration;
  credential: typeof credentialBadge;
  dueNow: typeof dueNowLabel;
};

export const ENGLISH_CARD: CardWords = {
  category: categoryLabel,
  ratingSummary,
  responseTime: formatResponseTime,
  responseRate: formatResponseRate,
  serviceArea: formatServiceArea,
  priceRange: formatPriceRange,
  duration: formatDuration,
  credential: credentialBadge,
  dueNow: dueNowLabel,
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
  words: CardWords = ENGLISH_CARD,
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
