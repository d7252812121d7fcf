import type { Availability } from "~/domain/availability";
import { isLive } from "~/domain/booking-lifecycle";
import { isOutsideSchedule, type TimeOff } from "~/domain/schedule";
import { getDb } from "~/lib/db.server";
import { listBusinessBookings } from "~/models/booking.server";
import { addTimeOff, getProviderSchedule, listTimeOff, saveProviderSchedule } from "~/models/provider-schedule.server";

/**
 * A provider's schedule changes. Every service of the provider follows at once (the slot
 * engine reads one schedule per provider); bookings already made are kept, and the count of
 * upcoming ones that now fall outside the schedule is returned so the provider can act.
 */

/** How many upcoming bookings a schedule change looks at (the soonest). */
const OUTSIDE_CHECKED = 500;

async function countOutside(providerUserId: string, now: Date): Promise<number> {
  const first = (perPage: number) => ({ after: null, before: null, perPage });
  const [
    {
      upcoming: { rows: upcoming },
    },
    schedule,
  ] = await Promise.all([
    listBusinessBookings({ userId: providerUserId, seesAll: false }, now, { upcoming: first(OUTSIDE_CHECKED), past: first(0) }),
    getProviderSchedule(providerUserId),
  ]);
  const live = upcoming.filter((booking) => isLive(booking.status) && new Date(booking.starts_at) > now);
  if (live.length === 0) return 0;
  const dates = live.map((booking) => booking.preferred_date).sort();
  const timeOff = (await listTimeOff([providerUserId], { fromDate: dates[0], toDate: dates[dates.length - 1] })).get(providerUserId) ?? [];
  return live.filter((booking) => isOutsideSchedule(booking, { hours: schedule.hours, timeOff })).length;
}

export async function saveWeeklySchedule(providerUserId: string, schedule: { hours: Availability; bufferMinutes: number }, now: Date) {
  await saveProviderSchedule(getDb(), providerUserId, schedule);
  return { outside: await countOutside(providerUserId, now) };
}

export async function addDaysOff(providerUserId: string, off: TimeOff & { note: string | null }, now: Date) {
  await addTimeOff(getDb(), providerUserId, off);
  return { outside: await countOutside(providerUserId, now) };
}
