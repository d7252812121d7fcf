import { clampToBounds, effectiveAvailability, type Availability } from "~/domain/schedule/availability";
import { parseAvailabilityJson } from "~/domain/schedule/availability.schema.server";
import type { TimeOff } from "~/domain/schedule/schedule";
import { newId } from "~/domain/uuid";
import { BoundedMap } from "~/domain/schedule/bounded-map";
import { getDb, inJsonList, type Executor } from "~/lib/db.server";
import type { Updateable } from "kysely";
import { placeOf, type LatLng } from "~/domain/places/geo";
import type { ProviderSchedulesTable } from "~/lib/db-schema";
import { DEFAULT_PARKING_MINUTES, DEFAULT_TRAVEL_MODE, type TravelMode } from "~/domain/schedule/travel";

/** A provider's weekly hours (effective), buffer and their days off from `fromDate` on. */
export type ProviderSchedule = {
  hours: Availability;
  bufferMinutes: number;
  hasRow: boolean;
  allowsSeries: boolean;
  ownerTakesJobs: boolean;
  customersChooseMember: boolean;
  /** How the business counts travel between jobs (issue 58). */
  travel: { mode: TravelMode; minutesPerMile: number | null; parkingMinutes: number };
  /** The zip codes this person's day starts and ends at (null: the business's place). */
  dayStartZip: string | null;
  dayEndZip: string | null;
  dayStart: LatLng | null;
  dayEnd: LatLng | null;
};

/** Reads stored weekly hours; a provider without a row (or unreadable hours) works standard hours. */
/** Hours by their JSON: most providers share a few, and every card of every list reads them. */
const HOURS_KEPT = 1000;
const hoursByJson = new BoundedMap<string, Availability>(HOURS_KEPT);

/** A provider's weekly hours from their stored JSON (the defaults when there is none); never mutate the result. */
export function scheduleHours(json: string | null | undefined): Availability {
  const key = json ?? "";
  let hours = hoursByJson.get(key);
  if (!hours) {
    hours = effectiveAvailability(parseAvailabilityJson(json));
    hoursByJson.set(key, hours);
  }
  return hours;
}

export async function getProviderSchedule(providerUserId: string, executor: Executor = getDb()): Promise<ProviderSchedule> {
  const row = await executor
    .selectFrom("provider_schedules")
    .select([
      "weekly_hours",
      "buffer_minutes",
      "allows_series",
      "owner_takes_jobs",
      "customers_choose_member",
      "travel_mode",
      "travel_minutes_per_mile",
      "parking_minutes",
      "day_start_zip",
      "day_end_zip",
      "day_start_lat",
      "day_start_lng",
      "day_end_lat",
      "day_end_lng",
    ])
    .where("provider_user_id", "=", providerUserId)
    .executeTakeFirst();
  return {
    hours: scheduleHours(row?.weekly_hours),
    bufferMinutes: row?.buffer_minutes ?? 0,
    hasRow: Boolean(row),
    allowsSeries: row?.allows_series === 1,
    ownerTakesJobs: row?.owner_takes_jobs !== 0,
    customersChooseMember: row?.customers_choose_member === 1,
    travel: {
      mode: row?.travel_mode ?? DEFAULT_TRAVEL_MODE,
      minutesPerMile: row?.travel_minutes_per_mile ?? null,
      parkingMinutes: row?.parking_minutes ?? DEFAULT_PARKING_MINUTES,
    },
    dayStartZip: row?.day_start_zip ?? null,
    dayEndZip: row?.day_end_zip ?? null,
    dayStart: placeOf(row?.day_start_lat, row?.day_start_lng),
    dayEnd: placeOf(row?.day_end_lat, row?.day_end_lng),
  };
}

/** A schedule row's columns set, the row made with standard hours when the person has none yet. */
async function upsertSchedule(executor: Executor, userId: string, set: Updateable<ProviderSchedulesTable>) {
  await executor
    .insertInto("provider_schedules")
    .values({ provider_user_id: userId, weekly_hours: JSON.stringify(clampToBounds(effectiveAvailability(null))), ...set })
    .onConflict((oc) => oc.column("provider_user_id").doUpdateSet({ ...set, updated_at: new Date().toISOString() }))
    .execute();
}

/** The business's travel settings (on the owner's row). */
export async function saveTravelSettings(
  executor: Executor,
  providerUserId: string,
  travel: { mode: TravelMode; minutesPerMile: number | null; parkingMinutes: number },
) {
  await upsertSchedule(executor, providerUserId, {
    travel_mode: travel.mode,
    travel_minutes_per_mile: travel.minutesPerMile,
    parking_minutes: travel.parkingMinutes,
  });
}

type DayPlace = { zip: string; lat: number; lng: number } | null;

/** Where one person's day starts and ends: zip codes with their centres, or none (the business's place). */
export async function saveDayPlaces(executor: Executor, userId: string, places: { start: DayPlace; end: DayPlace }) {
  await upsertSchedule(executor, userId, {
    day_start_zip: places.start?.zip ?? null,
    day_start_lat: places.start?.lat ?? null,
    day_start_lng: places.start?.lng ?? null,
    day_end_zip: places.end?.zip ?? null,
    day_end_lat: places.end?.lat ?? null,
    day_end_lng: places.end?.lng ?? null,
  });
}

/** The portal's switch: whether customers may book a series of visits with this provider. */
export async function setAllowsSeries(executor: Executor, providerUserId: string, allows: boolean) {
  const value = allows ? (1 as const) : (0 as const);
  await executor
    .insertInto("provider_schedules")
    .values({
      provider_user_id: providerUserId,
      weekly_hours: JSON.stringify(clampToBounds(effectiveAvailability(null))),
      allows_series: value,
    })
    .onConflict((oc) => oc.column("provider_user_id").doUpdateSet({ allows_series: value, updated_at: new Date().toISOString() }))
    .execute();
}

/** The business's sales-tax rate (basis points) its bills start with. */
export async function findSalesTaxRate(providerUserId: string, executor: Executor = getDb()): Promise<number> {
  const row = await executor
    .selectFrom("provider_schedules")
    .select("sales_tax_bp")
    .where("provider_user_id", "=", providerUserId)
    .executeTakeFirst();
  return row?.sales_tax_bp ?? 0;
}

/** Keeps the rate the owner last billed at as the business's (a business with no schedule has no jobs to bill). */
export async function saveSalesTaxRate(executor: Executor, providerUserId: string, bp: number) {
  await executor
    .updateTable("provider_schedules")
    .set({ sales_tax_bp: bp, updated_at: new Date().toISOString() })
    .where("provider_user_id", "=", providerUserId)
    .execute();
}

/**
 * A new provider's schedule, from the hours in their application (pulled inside the editor's
 * bounds). An existing schedule is kept: the provider's own later changes win.
 */
export async function ensureProviderSchedule(executor: Executor, providerUserId: string, hours: Availability | null) {
  await executor
    .insertInto("provider_schedules")
    .values({ provider_user_id: providerUserId, weekly_hours: JSON.stringify(clampToBounds(effectiveAvailability(hours))) })
    .onConflict((oc) => oc.column("provider_user_id").doNothing())
    .execute();
}

/** Saves weekly hours and buffer; every service of the provider follows at once. */
export async function saveProviderSchedule(
  executor: Executor,
  providerUserId: string,
  schedule: { hours: Availability; bufferMinutes: number },
) {
  const values = {
    weekly_hours: JSON.stringify(schedule.hours),
    buffer_minutes: schedule.bufferMinutes,
    updated_at: new Date().toISOString(),
  };
  await executor
    .insertInto("provider_schedules")
    .values({ provider_user_id: providerUserId, ...values })
    .onConflict((oc) => oc.column("provider_user_id").doUpdateSet(values))
    .execute();
}

/** Days off of several providers that end on or after `fromDate` and start on or before `toDate`. */
export async function listTimeOff(
  providerUserIds: readonly string[],
  range: { fromDate: string; toDate: string },
  executor: Executor = getDb(),
) {
  if (providerUserIds.length === 0) return new Map<string, TimeOff[]>();
  const rows = await executor
    .selectFrom("provider_time_off")
    .select(["provider_user_id", "start_date", "end_date"])
    .where("provider_user_id", "in", inJsonList(providerUserIds))
    .where("end_date", ">=", range.fromDate)
    .where("start_date", "<=", range.toDate)
    .execute();
  const byProvider = new Map<string, TimeOff[]>();
  for (const row of rows) {
    const list = byProvider.get(row.provider_user_id) ?? [];
    list.push({ startDate: row.start_date, endDate: row.end_date });
    byProvider.set(row.provider_user_id, list);
  }
  return byProvider;
}

/** One provider's time off that has not ended before `fromDate`, soonest first. */
export async function listUpcomingTimeOff(providerUserId: string, fromDate: string, limit = 100) {
  return getDb()
    .selectFrom("provider_time_off")
    .select(["id", "start_date", "end_date", "note"])
    .where("provider_user_id", "=", providerUserId)
    .where("end_date", ">=", fromDate)
    .orderBy("start_date")
    .orderBy("id")
    .limit(limit)
    .execute();
}

export async function addTimeOff(executor: Executor, providerUserId: string, off: TimeOff & { note: string | null }) {
  const id = newId();
  await executor
    .insertInto("provider_time_off")
    .values({ id, provider_user_id: providerUserId, start_date: off.startDate, end_date: off.endDate, note: off.note })
    .execute();
  return id;
}

/** Removes the provider's own time off; false when it was not theirs or is gone. */
export async function removeTimeOff(executor: Executor, providerUserId: string, id: string): Promise<boolean> {
  const result = await executor
    .deleteFrom("provider_time_off")
    .where("id", "=", id)
    .where("provider_user_id", "=", providerUserId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Takes the provider's morning summary for a date: true for the one caller that wins it. */
export async function claimProviderDigest(executor: Executor, providerUserId: string, date: string): Promise<boolean> {
  const result = await executor
    .insertInto("provider_digests")
    .values({ provider_user_id: providerUserId, date })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}
