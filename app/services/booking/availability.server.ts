import {
  availableNowUntil,
  BADGE_HORIZON_DAYS,
  CELL_MS,
  cellRangeOfDates,
  firstBookableStart,
  FREE_DAYS_AHEAD,
  freeDays,
  slotsForDate,
  type BookableStart,
  type FreeDay,
  type SlotContext,
} from "~/domain/schedule/slots";
import { availabilityBadge, type AvailabilityBadge } from "~/domain/service-list";
import { addDaysToDate, isValidDate, localClock } from "~/domain/time";
import type { Executor } from "~/lib/db.server";
import { listBusyCells } from "~/models/booking.server";
import { listTimeOff } from "~/models/provider-schedule.server";
import type { ServiceCalendar } from "~/models/service.server";

/** The longest a job and its buffer can last (240 + 60 minutes): cells beyond a start to read. */
const LONGEST_CLAIM_MS = 300 * 60_000;

type Options = {
  exceptBookingId?: string;
  exceptBookingIds?: readonly string[];
  executor?: Executor;
  durationMinutes?: number;
  windowDays?: number;
};

/**
 * The slot engine's view of one service over local dates: the provider's hours, buffer and
 * days off, the job length (the service's, or a booking's own when it moves), and the cells
 * the provider's other live bookings hold those days. Null when nobody can be booked online.
 */
export async function slotContextOver(
  service: ServiceCalendar,
  dates: { fromDate: string; toDate: string },
  now: Date,
  options: Options = {},
): Promise<SlotContext | null> {
  const providerUserId = service.provider_user_id;
  if (!providerUserId) return null;
  const [busy, timeOff] = await Promise.all([
    listBusyCells([providerUserId], cellRangeOfDates(dates.fromDate, dates.toDate, service.timeZone), options),
    listTimeOff([providerUserId], dates, options.executor),
  ]);
  return {
    hours: service.hours,
    bufferMinutes: service.bufferMinutes,
    timeZone: service.timeZone,
    durationMinutes: options.durationMinutes ?? service.duration_minutes,
    timeOff: timeOff.get(providerUserId) ?? [],
    busyCells: busy.get(providerUserId) ?? new Set(),
    now,
    windowDays: options.windowDays,
  };
}

/** The same for one local date (today's in the service's zone when the date is not one). */
export function slotContextFor(service: ServiceCalendar, date: string, now: Date, options: Options = {}): Promise<SlotContext | null> {
  const safeDate = isValidDate(date) ? date : localClock(now, service.timeZone).date;
  return slotContextOver(service, { fromDate: safeDate, toDate: safeDate }, now, options);
}

export type SlotsForDate = Pick<ReturnType<typeof slotsForDate>, "slots" | "message"> & { date: string };

/** The picker's times for a date (empty, with the reason, when the date cannot be booked). */
export async function slotsForService(service: ServiceCalendar, date: string, now: Date, options: Options = {}): Promise<SlotsForDate> {
  const context = await slotContextFor(service, date, now, options);
  if (!context) return { date, slots: [], message: "This service cannot be booked online." };
  return { date, ...slotsForDate(date, context) };
}

/**
 * The days of the next two weeks with free starts for a job of this service (of `durationMinutes`
 * when a quote says how long): one read of the provider's bookings and days off.
 */
export async function freeDaysForService(
  service: ServiceCalendar,
  now: Date,
  options: Pick<Options, "durationMinutes" | "executor" | "exceptBookingId"> = {},
): Promise<FreeDay[]> {
  const today = localClock(now, service.timeZone).date;
  const context = await slotContextOver(service, { fromDate: today, toDate: addDaysToDate(today, FREE_DAYS_AHEAD) }, now, options);
  return context ? freeDays(context) : [];
}

/**
 * Each service's first free start, looking `days` ahead (and no later than `until`): the
 * provider's bookings and days off are read for all services at once.
 */
export async function firstFreeStarts(
  services: readonly ServiceCalendar[],
  now: Date,
  options: { days?: number; until?: Date } = {},
): Promise<Map<string, BookableStart | null>> {
  const days = options.days ?? BADGE_HORIZON_DAYS;
  const providers = [...new Set(services.flatMap((service) => (service.provider_user_id ? [service.provider_user_id] : [])))];
  const todays = services.map((service) => localClock(now, service.timeZone).date).sort();
  const fromDate = todays[0] ?? localClock(now, "UTC").date;
  const toDate = addDaysToDate(todays[todays.length - 1] ?? fromDate, days);
  const cellsUntil = options.until ? options.until.getTime() + LONGEST_CLAIM_MS : now.getTime() + (days + 1) * 86_400_000;
  const [busy, timeOff] = await Promise.all([
    listBusyCells(providers, { from: Math.floor(now.getTime() / CELL_MS), to: Math.ceil(cellsUntil / CELL_MS) }),
    listTimeOff(providers, { fromDate, toDate }),
  ]);
  const starts = new Map<string, BookableStart | null>();
  for (const service of services) {
    const provider = service.provider_user_id;
    if (!provider) {
      starts.set(service.id, null);
      continue;
    }
    const context: SlotContext = {
      hours: service.hours,
      bufferMinutes: service.bufferMinutes,
      timeZone: service.timeZone,
      durationMinutes: service.duration_minutes,
      timeOff: timeOff.get(provider) ?? [],
      busyCells: busy.get(provider) ?? new Set(),
      now,
    };
    starts.set(service.id, firstBookableStart(context, { days, until: options.until }));
  }
  return starts;
}

/** The availability badge of each service (cards, service pages). */
export async function availabilityBadges(services: readonly ServiceCalendar[], now: Date): Promise<Map<string, AvailabilityBadge>> {
  const starts = await firstFreeStarts(services, now);
  return new Map(
    services.map((service) => [
      service.id,
      availabilityBadge(service.provider_user_id ? (starts.get(service.id) ?? null) : "not-online", now, service.timeZone),
    ]),
  );
}

/**
 * The services that are "Available Now": a free start within the next hour. The badge asks the
 * same engine with a longer horizon; a start inside the hour is found either way, so the filter
 * and the badge agree.
 */
export async function availableNow(services: readonly ServiceCalendar[], now: Date): Promise<ServiceCalendar[]> {
  const until = availableNowUntil(now);
  const starts = await firstFreeStarts(services, now, { days: 2, until });
  return services.filter((service) => starts.get(service.id) != null);
}
