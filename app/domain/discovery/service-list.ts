import { AVAILABLE_NOW_MINUTES, BADGE_HORIZON_DAYS, type BookableStart } from "../schedule/slots";
import { addDaysToDate, localClock, weekdayOfDate, type Weekday } from "../time";

export const SERVICE_SORTS = ["rating", "price", "response"] as const;
export type ServiceSort = (typeof SERVICE_SORTS)[number];

export const SERVICE_FILTERS = ["all", "available", "premium", "verified"] as const;
export type ServiceFilter = (typeof SERVICE_FILTERS)[number];

export const SERVICES_PER_PAGE = 12;
export const SEARCH_MAX_LENGTH = 100;

/** Spec section 9: shown only where a tile has no data of its own. */
export const FALLBACKS = {
  rating: 4.5,
  priceFromCents: 5000,
  priceToCents: 10000,
  responseTimeMinutes: 60,
} as const;

/**
 * A median time to answer as a card rounds it: minutes under an hour, half hours under a day,
 * then days; the spec's fallback without one.
 */
export function responseTimeAmount(minutes: number | null): { unit: "minute" | "hour" | "day"; value: number } {
  const value = minutes ?? FALLBACKS.responseTimeMinutes;
  if (value < 60) return { unit: "minute", value };
  if (value < 1440) return { unit: "hour", value: Math.round((value / 60) * 2) / 2 };
  return { unit: "day", value: Math.round(value / 1440) };
}

/** The fields of a tile the list rules look at. */
export type ListedService = {
  id: string;
  service_name: string;
  business_name: string;
  description: string | null;
  plan_type: string;
  rating: number | null;
  rating_sum: number;
  review_count: number;
  price_from_cents: number | null;
  response_time_minutes: number | null;
  response_rate_percent: number | null;
};

type SortField = "bayesian_rating" | "review_count" | "price_from_cents" | "response_time_minutes" | "answers_few" | "service_name" | "id";
export type SortKey = { field: SortField; direction: "asc" | "desc"; fallback?: number };

/**
 * The order of each sort, key by key. The search query (app/models/service.server.ts)
 * builds its ORDER BY from this table (the search test checks it against the same table in
 * memory). "bayesian_rating" is the rating rule of app/domain/reviews/reviews.ts; "answers_few" is 1
 * for a tile whose provider answers under RESPONSE_RATE_LOW_PERCENT of requests within a day, else 0
 * (answersFew).
 */
export const SORT_ORDERS: Record<ServiceSort, readonly SortKey[]> = {
  rating: [
    { field: "bayesian_rating", direction: "desc" },
    { field: "review_count", direction: "desc" },
    { field: "service_name", direction: "asc" },
    { field: "id", direction: "asc" },
  ],
  price: [
    { field: "price_from_cents", direction: "asc", fallback: FALLBACKS.priceFromCents },
    { field: "bayesian_rating", direction: "desc" },
    { field: "id", direction: "asc" },
  ],
  // A fast median means little from a provider who answers under half their requests within a day.
  response: [
    { field: "answers_few", direction: "asc" },
    { field: "response_time_minutes", direction: "asc", fallback: FALLBACKS.responseTimeMinutes },
    { field: "bayesian_rating", direction: "desc" },
    { field: "id", direction: "asc" },
  ],
};

/** A service's rating as a card shows it ("4.5"): the mean of its visible reviews, or null when it has none. */
export function shownRating(service: { rating: number | null; review_count: number }): string | null {
  return service.review_count <= 0 || service.rating === null ? null : service.rating.toFixed(1);
}

/** The sort's "answers_few" key of a tile: 1 when its provider answers under half their requests within a day. */
export function answersFew(service: { response_rate_percent: number | null }): 0 | 1 {
  return service.response_rate_percent !== null && service.response_rate_percent < RESPONSE_RATE_LOW_PERCENT ? 1 : 0;
}

/** Below this share of requests answered within a day, a provider is not listed among the fast. */
export const RESPONSE_RATE_LOW_PERCENT = 50;

export type AvailabilityBadge = { availableNow: boolean; label: string };

/** The day of a first free start as a badge names it: today, tomorrow, a weekday this week, or a date. */
export type BadgeDay = { kind: "today" } | { kind: "tomorrow" } | { kind: "weekday"; weekday: Weekday } | { kind: "date"; date: string };

/** A badge's words, in the page's language (decision 0044: the words are the caller's, the rule is here). */
export type BadgeWords = {
  notOnline: string;
  noTimes: (weeks: number) => string;
  now: string;
  at: (day: BadgeDay, time: string) => string;
};

/**
 * What a card says about when the service can be booked, from the slot engine's first free
 * start (in the service's zone): "Available Now" when it begins within the next hour, else the
 * day and time it does.
 */
export function availabilityBadge(
  first: BookableStart | null | "not-online",
  now: Date,
  timeZone: string,
  words: BadgeWords,
): AvailabilityBadge {
  if (first === "not-online") return { availableNow: false, label: words.notOnline };
  if (!first) return { availableNow: false, label: words.noTimes(BADGE_HORIZON_DAYS / 7) };
  if (first.startsAt.getTime() - now.getTime() <= AVAILABLE_NOW_MINUTES * 60_000) return { availableNow: true, label: words.now };
  const today = localClock(now, timeZone).date;
  const day: BadgeDay =
    first.date === today
      ? { kind: "today" }
      : first.date === addDaysToDate(today, 1)
        ? { kind: "tomorrow" }
        : first.date < addDaysToDate(today, 7)
          ? { kind: "weekday", weekday: weekdayOfDate(first.date) }
          : { kind: "date", date: first.date };
  return { availableNow: false, label: words.at(day, first.time) };
}

/** Where the customer is in the list: carried to the service page so Back returns there. */
/** The list's query: search text, sort, filter and page. */
export type ServiceListQuery = { q: string; sort: ServiceSort; filter: ServiceFilter; page: number };

export type ListState = { zip: string; category: string } & Partial<ServiceListQuery>;

export function listStateParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams({ zip: state.zip, category: state.category });
  if (state.q) params.set("q", state.q);
  if (state.sort && state.sort !== "rating") params.set("sort", state.sort);
  if (state.filter && state.filter !== "all") params.set("filter", state.filter);
  if (state.page && state.page > 1) params.set("page", String(state.page));
  return params;
}
