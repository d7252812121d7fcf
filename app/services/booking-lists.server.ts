import { bookingThreadIds } from "~/models/thread.server";
import { seriesMark } from "~/domain/series";
import {
  ADMIN_BOOKING_MESSAGES,
  BOOKINGS_PER_PAGE,
  bookingsHref,
  canNotifyEnRoute,
  formatBookingTime,
  formatBookingWhen,
  resolveCalendar,
  typeFilterOptions,
  type BookingsQuery,
} from "~/domain/admin-bookings";
import { allowedNextStatuses, bookingActions, isLive } from "~/domain/booking-lifecycle";
import { amountInput, formatDollars } from "~/domain/money";
import { ledgerLine, settlementWords, type Settlement } from "~/domain/online-payments";
import type { BusinessScope } from "~/domain/business";
import { mapSearchUrl } from "~/domain/maps";
import type { PageRequest } from "~/domain/pagination";
import { isOutsideSchedule } from "~/domain/schedule";
import { bookingZoneLabel, formatAppointment, formatLocalDay } from "~/domain/time";
import { isUuid } from "~/domain/uuid";
import { log } from "~/lib/logger.server";
import {
  countBookingsPerDay,
  listBookingServiceTypes,
  listBookingsForAdmin,
  listBookingsOnDay,
  listLeftOutOfCalendar,
} from "~/models/booking-admin.server";
import { listBusinessBookings } from "~/models/booking.server";
import { getProviderSchedule, listTimeOff } from "~/models/provider-schedule.server";
import { listLedgers, type LedgerEntry } from "~/models/online-payments.server";
import { businessClock } from "./business-clock.server";
import { orFailure } from "./failure.server";
import { balanceOf, settlementFrom } from "./money.server";

/** The lists of bookings a business reads: the portal's Bookings, the admin's list and calendar. */

/**
 * The provider's upcoming and past bookings, a keyset page each, with the lifecycle's next
 * steps; an upcoming booking outside the provider's hours (kept when the hours changed) is
 * flagged so they can call the customer.
 */
export async function providerBookings(providerUserId: string, pages: { upcoming: PageRequest; past: PageRequest }, now: Date) {
  const [lists, schedule] = await Promise.all([
    listBusinessBookings({ userId: providerUserId, seesAll: false }, now, pages),
    getProviderSchedule(providerUserId),
  ]);
  const dates = lists.upcoming.rows.map((row) => row.preferred_date).sort();
  const ids = [...lists.upcoming.rows, ...lists.past.rows].map((row) => row.id);
  const [timeOffs, ledgers, threads] = await Promise.all([
    dates.length ? listTimeOff([providerUserId], { fromDate: dates[0], toDate: dates[dates.length - 1] }) : Promise.resolve(new Map()),
    listLedgers(ids),
    bookingThreadIds(ids),
  ]);
  const timeOff = timeOffs.get(providerUserId) ?? [];
  const view = (rows: typeof lists.upcoming.rows) =>
    rows.map((row) => ({
      id: row.id,
      serviceType: row.service_type,
      customerName: row.customer_name,
      customerPhone: row.customer_phone,
      customerEmail: row.customer_email,
      address: row.service_address,
      specialRequests: row.special_requests,
      cancellationReason: row.cancellation_reason,
      status: row.status,
      when: formatAppointment({ ...row, timeZoneLabel: bookingZoneLabel(row) }),
      outsideHours: isLive(row.status) && new Date(row.starts_at) > now && isOutsideSchedule(row, { hours: schedule.hours, timeOff }),
      actions: bookingActions(row, now),
      money: moneyOfRow(row, ledgers.get(row.id) ?? [], now),
      messagesHref: threads.has(row.id) ? `/provider/messages/${threads.get(row.id)}` : null,
      seriesMark: seriesMark(row),
      inSeries: row.series_index !== null,
    }));
  return {
    upcoming: { rows: view(lists.upcoming.rows), links: lists.upcoming.links },
    past: { rows: view(lists.past.rows), links: lists.past.links },
  };
}

/**
 * A listed booking's money, as the business reads it: its payments and refunds, the fee the
 * policy took, and what marking a no-show would keep or charge (shown before it is done).
 */
function moneyOfRow(
  row: Parameters<typeof settlementFrom>[0] & { fee_cents: number; time_zone: string; status: string },
  ledger: LedgerEntry[],
  now: Date,
) {
  const next = allowedNextStatuses(row.status);
  const noShow = next.includes("no_show") ? settlementFrom(row, ledger, { kind: "no-show" }, now) : null;
  const cancel = next.includes("cancelled") ? settlementFrom(row, ledger, { kind: "cancellation", by: "provider" }, now) : null;
  const words = (lead: string, settlement: Settlement | null) =>
    settlement && (settlement.feeCents > 0 || settlement.refundCents > 0 || settlement.chargeCents > 0)
      ? `${lead}: ${settlementWords(settlement, "business")}`
      : null;
  return {
    ledger: ledger.map((entry) => ledgerLine(entry, row.time_zone)),
    fee: row.fee_cents > 0 ? formatDollars(row.fee_cents) : null,
    noShowTerms: words("Marking a no-show", noShow),
    cancelTerms: words("Cancelling", cancel),
  };
}

/** The spec's name for marking a booking en route: it e-mails the customer. */
const ADMIN_ACTION_LABELS = { en_route: "Notify En Route" } as const;

/** What an admin can do with a listed booking: the lifecycle's next steps (en route only while notifiable). */
function adminActions(row: { id: string; status: string; starts_at: string; provider_notified: number }, now: Date) {
  const actions = bookingActions(row, now, ADMIN_ACTION_LABELS);
  return isUuid(row.id)
    ? { ...actions, offered: actions.offered.filter((change) => change.to !== "en_route" || canNotifyEnRoute(row)) }
    : { offered: [], canCancel: false };
}

async function adminList(query: BookingsQuery, now: Date) {
  const { rows, total, links } = await listBookingsForAdmin({ after: query.after, before: query.before, perPage: BOOKINGS_PER_PAGE });
  const ledgers = await listLedgers(rows.map((row) => row.id));
  return {
    total,
    previousHref: links.previous ? bookingsHref(query, { after: null, before: links.previous }) : null,
    nextHref: links.next ? bookingsHref(query, { after: links.next, before: null }) : null,
    bookings: rows.map((row) => ({
      id: row.id,
      customer_name: row.customer_name,
      customer_email: row.customer_email,
      customer_phone: row.customer_phone,
      service_type: row.service_type,
      business_name: row.business_name,
      service_address: row.service_address,
      mapUrl: mapSearchUrl(row),
      when: formatBookingWhen(row.preferred_date, row.preferred_time, bookingZoneLabel(row)),
      bookedOn: formatLocalDay(row.created_at, row.time_zone),
      status: row.status,
      notified: Boolean(row.provider_notified),
      actions: adminActions(row, now),
      invalidId: !isUuid(row.id),
      money: refundableOf(ledgers.get(row.id) ?? [], row.time_zone),
      seriesMark: seriesMark(row),
    })),
  };
}

/** A listed booking's ledger for an admin, and what of its online payments can still be refunded. */
function refundableOf(ledger: LedgerEntry[], timeZone: string) {
  const { paidCents } = balanceOf(ledger);
  return {
    ledger: ledger.map((entry) => ledgerLine(entry, timeZone)),
    refundable: paidCents > 0 ? formatDollars(paidCents) : null,
    refundableDollars: amountInput(paidCents),
  };
}

async function adminCalendar(query: BookingsQuery, today: string) {
  const { month, day } = resolveCalendar(query, today);
  const filters = { type: query.type, status: query.status };
  const [types, counts, leftOut, dayRows] = await Promise.all([
    listBookingServiceTypes(),
    countBookingsPerDay(month, filters),
    listLeftOutOfCalendar(month, filters),
    day ? listBookingsOnDay(day, filters) : Promise.resolve([]),
  ]);
  for (const booking of leftOut) {
    if (booking.reason === "invalid-date") {
      log.warn("booking with an invalid preferred_date left out of the calendar", {
        bookingId: booking.id,
        preferredDate: booking.preferred_date,
      });
    }
  }
  return {
    month,
    day,
    counts,
    typeOptions: typeFilterOptions(types, query.type),
    dayBookings: dayRows
      .filter((row) => isUuid(row.id))
      .map((row) => ({
        id: row.id,
        time: formatBookingTime(row.preferred_time, bookingZoneLabel(row)),
        customer_name: row.customer_name,
        service_type: row.service_type,
        business_name: row.business_name,
        status: row.status,
        seriesMark: seriesMark(row),
      })),
  };
}

type AdminBookings =
  { list: Awaited<ReturnType<typeof adminList>>; calendar: null } | { list: null; calendar: Awaited<ReturnType<typeof adminCalendar>> };

/**
 * The admin's Bookings sub-tab: a keyset page of the list, or the calendar's month and chosen
 * day. The calendar's "today" is the marketplace's home zone's; each booking shows in its own.
 */
export async function adminBookings(admin: BusinessScope, query: BookingsQuery) {
  const { now, date: today } = await businessClock(admin);
  const bookings = await orFailure<AdminBookings>(
    { message: ADMIN_BOOKING_MESSAGES.loadFailed, log: "loading bookings failed", details: { view: query.view } },
    async () =>
      query.view === "calendar"
        ? { ok: true, list: null, calendar: await adminCalendar(query, today) }
        : { ok: true, list: await adminList(query, now), calendar: null },
  );
  return { today, bookings };
}
