import { isBookingStatus, type BookingStatus } from "./booking-lifecycle";
import { isMonth, monthOf } from "../admin/calendar";
import { encodeCursor, parsePageRequest, type Cursor } from "../pagination";
import { isValidDate } from "../time";
import { isUuid } from "../uuid";
import { reasons, type ReasonOf } from "../outcome";

/**
 * The admin's Bookings sub-tab (/admin/bookings): its query string, links, filter chips and the
 * month summary of the calendar. Pure rules; the route reads the request and the models query.
 */

export const BOOKINGS_PATH = "/admin/bookings";

/** Answers about bookings in the admin's list and the business's dashboard (decision 0047), worded in app/locales/reasons-booking.ts. */
export const ADMIN_BOOKING_REASONS = /* @__PURE__ */ reasons("bookings", [
  "notified",
  "invalidBookingId",
  "loadFailed",
  "changeFailed",
  "checkRefund",
]);
export type AdminBookingReason = ReasonOf<typeof ADMIN_BOOKING_REASONS>;

/** Spec: Notify En Route shows only for a confirmed, not yet notified booking with a UUID id. */
export function canNotifyEnRoute(booking: { id: string; status: string; provider_notified: number | boolean }): boolean {
  return isUuid(booking.id) && booking.status === "confirmed" && !booking.provider_notified;
}

export const BOOKINGS_PER_PAGE = 25;

export type BookingsView = "list" | "calendar";

/** Spec section 9's status filter (all, pending, confirmed, completed, cancelled) and the lifecycle's other statuses. */
export type BookingStatusFilter = BookingStatus;

/** "all" stands for no filter: an option value is never an empty string (spec's dropdown rule). */
export const ALL = "all";

/** The longest service type a filter accepts (a longer value cannot be a real one). */
const MAX_TYPE_LENGTH = 200;

/**
 * What the URL asks for. `month` and `day` are only what was given (valid or null); the month
 * and day actually shown come from resolveCalendar, so links never pin defaults into the URL.
 */
export type BookingsQuery = {
  view: BookingsView;
  /** Where the list's page starts (keyset: after or before a booking), null on the first page. */
  after: Cursor | null;
  before: Cursor | null;
  month: string | null;
  day: string | null;
  type: string | null;
  status: BookingStatusFilter | null;
  /** The list's search: a customer's name, e-mail or phone, or a booking reference. */
  q: string | null;
};

export const DEFAULT_QUERY: BookingsQuery = {
  view: "list",
  after: null,
  before: null,
  month: null,
  day: null,
  type: null,
  status: null,
  q: null,
};

/** The longest search a box takes (longer text cannot be a name, an e-mail, a phone or a reference). */
export const MAX_SEARCH_LENGTH = 100;

const isStatusFilter = isBookingStatus;

/** Reads ?view, ?after, ?before, ?month, ?day, ?type, ?status and ?q; anything unusable falls back to its default. */
export function parseBookingsQuery(params: URLSearchParams): BookingsQuery {
  const view: BookingsView = params.get("view") === "calendar" ? "calendar" : "list";
  const { after, before } = parsePageRequest(params, BOOKINGS_PER_PAGE);
  const month = params.get("month");
  const day = params.get("day");
  const type = (params.get("type") ?? "").trim();
  const status = params.get("status");
  const q = (params.get("q") ?? "").trim().replace(/\s+/g, " ").slice(0, MAX_SEARCH_LENGTH);
  return {
    view,
    after,
    before,
    month: isMonth(month) ? month : null,
    day: day !== null && isValidDate(day) ? day : null,
    type: type && type !== ALL && type.length <= MAX_TYPE_LENGTH ? type : null,
    status: isStatusFilter(status) ? status : null,
    q: q || null,
  };
}

/**
 * The month shown and the day selected. The month is ?month, else the month of ?day, else the
 * current one. The day is ?day when it lies in that month, else today when today does.
 */
export function resolveCalendar(query: Pick<BookingsQuery, "month" | "day">, today: string): { month: string; day: string | null } {
  const month = query.month ?? (query.day ? monthOf(query.day) : monthOf(today));
  if (query.day && monthOf(query.day) === month) return { month, day: query.day };
  return { month, day: monthOf(today) === month ? today : null };
}

/**
 * The canonical URL of a state of the Bookings sub-tab. The calendar's month, day and filters
 * travel with the list too, so switching views and coming back keeps them.
 */
export function bookingsHref(query: BookingsQuery, changes: Partial<BookingsQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams({ view: next.view });
  if (next.view === "list" && next.after) params.set("after", encodeCursor(next.after));
  else if (next.view === "list" && next.before) params.set("before", encodeCursor(next.before));
  if (next.month) params.set("month", next.month);
  if (next.day) params.set("day", next.day);
  if (next.type) params.set("type", next.type);
  if (next.status) params.set("status", next.status);
  if (next.q) params.set("q", next.q);
  return `${BOOKINGS_PATH}?${params}`;
}

/** An active filter (its label is worded by the page), with the link that removes just that filter. */
export type FilterChip = { key: "type" | "status"; removeHref: string };

/** One chip per active calendar filter. */
export function filterChips(query: BookingsQuery): FilterChip[] {
  const chips: FilterChip[] = [];
  if (query.type) chips.push({ key: "type", removeHref: bookingsHref(query, { type: null }) });
  if (query.status) chips.push({ key: "status", removeHref: bookingsHref(query, { status: null }) });
  return chips;
}

/** The calendar without any filter, on the same month and day. */
export function clearFiltersHref(query: BookingsQuery): string {
  return bookingsHref(query, { type: null, status: null });
}

/**
 * The service-type filter's options: "all" first, then every distinct non-blank type (sorted),
 * plus the one in the URL when no booking has it (so the select still shows what is applied).
 */
export function typeFilterValues(types: readonly string[], selected: string | null): string[] {
  const values = new Set(types.map((type) => type.trim()).filter((type) => type && type !== ALL));
  if (selected) values.add(selected);
  return [ALL, ...[...values].sort((a, b) => a.localeCompare(b))];
}

/** The first and the day after the last day of a month, for `date >= start and date < end`. */
export function monthRange(month: string): { start: string; end: string } {
  if (!isMonth(month)) throw new Error(`Not a month: ${month}`);
  const [year, m] = month.split("-").map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
  return { start: `${month}-01`, end: `${next}-01` };
}

/** Where an admin finds one booking: the list searched for its reference. */
export function bookingSearchHref(reference: string): string {
  return bookingsHref(DEFAULT_QUERY, { q: reference });
}

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a stored time is a wall-clock "HH:MM" (older rows may hold free text). */
export function isClockTime(time: string): boolean {
  return TIME_PATTERN.test(time);
}
