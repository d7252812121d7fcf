import { scheduleHours } from "~/models/provider-schedule.server";
import { teamsOf } from "~/models/team.server";
import { bookingThreadIds } from "~/models/thread.server";
import {
  ADMIN_BOOKING_REASONS,
  BOOKINGS_PER_PAGE,
  bookingsHref,
  canNotifyEnRoute,
  resolveCalendar,
  typeFilterValues,
  type BookingsQuery,
} from "~/domain/booking/admin-bookings";
import { bookingActions, isLive } from "~/domain/booking/booking-lifecycle";
import type { BusinessScope } from "~/domain/accounts/business";
import { mapSearchUrl } from "~/domain/places/maps";
import type { PageRequest } from "~/domain/pagination";
import { offSchedule, type OffSchedule } from "~/domain/schedule/schedule";
import { clashesWithCalendar } from "~/domain/schedule/busy-calendars";
import { atPlace, CELL_MS, cellRangeOfDates, checkSlot, SLOT_MINUTES } from "~/domain/schedule/slots";
import { placeOf } from "~/domain/places/geo";
import { SERIES_WINDOW_DAYS } from "~/domain/series/series";
import { getActiveService } from "~/models/service.server";
import { slotContextOver } from "./availability.server";
import { listCalendarBusyCells } from "~/models/busy-calendar.server";
import { bookingZoneLabel, isValidDate } from "~/domain/time";
import { isUuid } from "~/domain/uuid";
import { log } from "~/lib/logger.server";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { appointmentIn, localDayIn } from "~/locales/dates";
import { bookingTimeIn, bookingWhenIn } from "~/locales/admin-bookings";
import { listWordsIn } from "~/locales/business-lists";
import {
  countBookingsPerDay,
  listBookingServiceTypes,
  listBookingsForAdmin,
  listBookingsOnDay,
  listLeftOutOfCalendar,
} from "~/models/booking-admin.server";
import { listBusinessBookings } from "~/models/booking.server";
import { getProviderSchedule, listTimeOff } from "~/models/provider-schedule.server";
import { listLedgers } from "~/models/ledger.server";
import { listLostDisputes } from "~/models/dispute.server";
import { businessClock } from "~/services/support/business-clock.server";
import { orFailure } from "~/services/support/failure.server";
import { adminMoneyOf, businessMoneyOf } from "~/services/payments/index.server";

/** The lists of bookings a business reads: the portal's Bookings, the admin's list and calendar. */

/** The longest a job lasts (4 hours): calendar cells beyond the last start to read. */
const LONGEST_JOB_MS = 240 * 60_000;

/**
 * The provider's upcoming and past bookings, a keyset page each, with the lifecycle's next
 * steps; an upcoming booking outside the provider's hours (kept when the hours changed) or at a
 * time their own calendar now has them busy is flagged so they can call the customer.
 */
type FreeAt = Array<{ userId: string; free: boolean; busyMinutes: number; addedDriveMinutes: number | null }>;

/**
 * For each upcoming job, its service's performers and whether each is free at its time (the
 * check reassignJob makes), with how much of that day is already taken. One reading of the
 * calendars per service and job length over the page's days, not one per job.
 */
async function whoIsFree(
  rows: ReadonlyArray<{
    id: string;
    service_id: string | null;
    status: string;
    starts_at: string;
    preferred_date: string;
    preferred_time: string;
    duration_minutes: number;
    service_lat: number | null;
    service_lng: number | null;
  }>,
  now: Date,
): Promise<Map<string, FreeAt>> {
  const open = rows.filter((row) => row.service_id && isLive(row.status) && new Date(row.starts_at) > now);
  const groups = new Map<string, typeof open>();
  for (const row of open) {
    const key = `${row.service_id}|${row.duration_minutes}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const found = new Map<string, FreeAt>();
  await Promise.all(
    [...groups.values()].map(async (group) => {
      const service = await getActiveService(group[0].service_id!);
      if (!service) return;
      const dates = group.map((row) => row.preferred_date).sort();
      const context = await slotContextOver(service, { fromDate: dates[0], toDate: dates[dates.length - 1] }, now, {
        durationMinutes: group[0].duration_minutes,
        windowDays: SERIES_WINDOW_DAYS,
      });
      if (!context?.team) return;
      for (const row of group) {
        const check = checkSlot(row.preferred_date, row.preferred_time, atPlace(context, placeOf(row.service_lat, row.service_lng)));
        const free = new Map(check.ok ? (check.free ?? []).map((person) => [person.userId, person]) : []);
        const day = cellRangeOfDates(row.preferred_date, row.preferred_date, service.timeZone);
        found.set(
          row.id,
          context.team.map((person) => {
            let cells = 0;
            for (let cell = day.from; cell < day.to; cell++) if (person.busyCells.has(cell)) cells += 1;
            return {
              userId: person.userId,
              free: free.has(person.userId),
              busyMinutes: cells * SLOT_MINUTES,
              addedDriveMinutes: context.travel ? (free.get(person.userId)?.addedDriveMinutes ?? null) : null,
            };
          }),
        );
      }
    }),
  );
  return found;
}

export async function providerBookings(
  providerUserId: string,
  pages: { upcoming: PageRequest; past: PageRequest },
  now: Date,
  only: { person?: string | null; day?: string | null } = {},
  language: Language = DEFAULT_LANGUAGE,
) {
  const words = listWordsIn(language);
  const [lists, schedule, teams] = await Promise.all([
    listBusinessBookings({ userId: providerUserId, seesAll: false }, now, pages, {
      person: only.person && isUuid(only.person) ? only.person : null,
      day: only.day && isValidDate(only.day) ? only.day : null,
    }),
    getProviderSchedule(providerUserId),
    teamsOf([providerUserId], now),
  ]);
  // Each job is judged by the calendar of whoever does it: the owner's, or a team member's.
  const team = teams.get(providerUserId);
  const memberHours = new Map((team?.members ?? []).map((member) => [member.user_id, scheduleHours(member.weekly_hours)]));
  // Whom an upcoming job can be given to: the team's people who perform its service, free or not then.
  const freeNow = team ? await whoIsFree(lists.upcoming.rows, now) : new Map<string, FreeAt>();
  const nameOf = (userId: string) =>
    userId === providerUserId ? words.you : (team?.members.find((member) => member.user_id === userId)?.name ?? "");
  const assigneesOf = (row: { id: string; assigned_user_id: string | null }) =>
    (freeNow.get(row.id) ?? [])
      .filter((person) => person.userId !== (row.assigned_user_id ?? providerUserId))
      .map((person) => ({
        id: person.userId,
        name: nameOf(person.userId),
        free: person.free,
        busyThatDay: words.busyThatDay(person.busyMinutes, person.addedDriveMinutes),
      }));
  const personOf = (row: { assigned_user_id: string | null }) => row.assigned_user_id ?? providerUserId;
  const people = [...new Set([providerUserId, ...lists.upcoming.rows.map(personOf)])];
  const dates = lists.upcoming.rows.map((row) => row.preferred_date).sort();
  const ids = [...lists.upcoming.rows, ...lists.past.rows].map((row) => row.id);
  const starts = lists.upcoming.rows.map((row) => new Date(row.starts_at).getTime());
  const [timeOffs, ledgers, threads, calendarCells, lost] = await Promise.all([
    dates.length ? listTimeOff(people, { fromDate: dates[0], toDate: dates[dates.length - 1] }) : Promise.resolve(new Map()),
    listLedgers(ids),
    bookingThreadIds(ids),
    starts.length
      ? listCalendarBusyCells(people, {
          from: Math.floor(Math.min(...starts) / CELL_MS),
          to: Math.ceil((Math.max(...starts) + LONGEST_JOB_MS) / CELL_MS),
        })
      : Promise.resolve(new Map<string, Set<number>>()),
    listLostDisputes(ids),
  ]);
  const flag = (row: (typeof lists.upcoming.rows)[number]): OffSchedule | null => {
    if (!isLive(row.status) || new Date(row.starts_at) <= now) return null;
    const person = personOf(row);
    const hours = person === providerUserId ? schedule.hours : (memberHours.get(person) ?? schedule.hours);
    return (
      offSchedule(row, { hours, timeOff: timeOffs.get(person) ?? [] }) ??
      (clashesWithCalendar(row, calendarCells.get(person) ?? new Set()) ? "calendar-busy" : null)
    );
  };
  const view = (rows: typeof lists.upcoming.rows) =>
    rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      serviceType: row.service_type,
      customerName: row.customer_name,
      customerPhone: row.customer_phone,
      customerEmail: row.customer_email,
      address: row.service_address,
      specialRequests: row.special_requests,
      cancellationReason: row.cancellation_reason,
      status: row.status,
      when: appointmentIn(language, { ...row, timeZoneLabel: bookingZoneLabel(row) }),
      member: row.member_name,
      assignees: assigneesOf(row),
      offSchedule: flag(row),
      actions: bookingActions(row, now, "provider"),
      money: businessMoneyOf(row, ledgers.get(row.id) ?? [], now, language, lost.get(row.id) ?? 0),
      messagesHref: threads.has(row.id) ? `/provider/messages/${threads.get(row.id)}` : null,
      seriesMark: words.seriesMark(row),
      inSeries: row.series_index !== null,
    }));
  return {
    upcoming: { rows: view(lists.upcoming.rows), links: lists.upcoming.links },
    past: { rows: view(lists.past.rows), links: lists.past.links },
    // Whose jobs the list can be narrowed to: the owner and the team (none without a team).
    people: team?.members.length
      ? [{ id: providerUserId, name: words.you }, ...team.members.map((member) => ({ id: member.user_id, name: member.name }))]
      : [],
  };
}

/** What an admin can do with a listed booking: the lifecycle's next steps (en route only while notifiable). */
function adminActions(row: { id: string; status: string; starts_at: string; provider_notified: number }, now: Date) {
  const actions = bookingActions(row, now, "admin");
  return isUuid(row.id)
    ? { ...actions, offered: actions.offered.filter((change) => change.to !== "en_route" || canNotifyEnRoute(row)) }
    : { offered: [], canCancel: false };
}

async function adminList(query: BookingsQuery, now: Date, language: Language) {
  const words = listWordsIn(language);
  const { rows, total, links } = await listBookingsForAdmin(
    { after: query.after, before: query.before, perPage: BOOKINGS_PER_PAGE },
    query.q,
  );
  const ledgers = await listLedgers(rows.map((row) => row.id));
  return {
    total,
    previousHref: links.previous ? bookingsHref(query, { after: null, before: links.previous }) : null,
    nextHref: links.next ? bookingsHref(query, { after: links.next, before: null }) : null,
    bookings: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      customer_name: row.customer_name,
      customer_email: row.customer_email,
      customer_phone: row.customer_phone,
      service_type: row.service_type,
      business_name: row.business_name,
      member: row.member_name,
      service_address: row.service_address,
      mapUrl: mapSearchUrl(row),
      when: bookingWhenIn(language, row.preferred_date, row.preferred_time, bookingZoneLabel(row)),
      bookedOn: localDayIn(language, row.created_at, row.time_zone),
      status: row.status,
      notified: Boolean(row.provider_notified),
      actions: adminActions(row, now),
      invalidId: !isUuid(row.id),
      money: adminMoneyOf(ledgers.get(row.id) ?? [], row.time_zone, language),
      seriesMark: words.seriesMark(row),
    })),
  };
}

async function adminCalendar(query: BookingsQuery, today: string, language: Language) {
  const words = listWordsIn(language);
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
    typeValues: typeFilterValues(types, query.type),
    dayBookings: dayRows
      .filter((row) => isUuid(row.id))
      .map((row) => ({
        id: row.id,
        reference: row.reference,
        time: bookingTimeIn(language, row.preferred_time, bookingZoneLabel(row)),
        customer_name: row.customer_name,
        service_type: row.service_type,
        business_name: row.business_name,
        member: row.member_name,
        status: row.status,
        seriesMark: words.seriesMark(row),
      })),
  };
}

type AdminBookings =
  { list: Awaited<ReturnType<typeof adminList>>; calendar: null } | { list: null; calendar: Awaited<ReturnType<typeof adminCalendar>> };

/**
 * The admin's Bookings sub-tab: a keyset page of the list, or the calendar's month and chosen
 * day. The calendar's "today" is the marketplace's home zone's; each booking shows in its own.
 */
export async function adminBookings(admin: BusinessScope, query: BookingsQuery, language: Language = DEFAULT_LANGUAGE) {
  const { now, date: today } = await businessClock(admin);
  const bookings = await orFailure<AdminBookings>(
    { message: ADMIN_BOOKING_REASONS.loadFailed, log: "loading bookings failed", details: { view: query.view } },
    async () =>
      query.view === "calendar"
        ? { ok: true, list: null, calendar: await adminCalendar(query, today, language) }
        : { ok: true, list: await adminList(query, now, language), calendar: null },
  );
  return { today, bookings };
}
