import type { Availability } from "~/domain/schedule/availability";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { policyWordsIn } from "~/locales/policy";
import { timeOffLabelIn } from "~/locales/schedule";
import { isLive } from "~/domain/booking/booking-lifecycle";
import { reasonWith, refuse, type Outcome } from "~/domain/outcome";
import { isOutsideSchedule, SCHEDULE_REASONS, type TimeOff } from "~/domain/schedule/schedule";
import { durationSchema } from "~/domain/schedule/schedule.schema.server";
import { isUuid } from "~/domain/uuid";
import { listBusinessBookings, listLiveBookingsOnDates } from "~/models/booking.server";
import {
  addTimeOff,
  getProviderSchedule,
  listTimeOff,
  listUpcomingTimeOff,
  removeTimeOff,
  saveDayPlaces,
  saveProviderSchedule,
  saveTravelSettings,
  setAllowsSeries,
} from "~/models/provider-schedule.server";
import { findZipCode } from "~/models/zip-code.server";
import { listAssignedJobs } from "~/models/team.server";
import { routeOfDay } from "~/services/booking/index.server";
import { clockIn } from "~/locales/clock";
import { TRAVEL_REASONS } from "~/domain/schedule/travel";
import type { TravelSettings } from "~/domain/schedule/travel.schema.server";
import { listProviderServices, setServiceDurations } from "~/models/service.server";
import { getCancellationPolicy } from "~/models/online-payments.server";
import { providerClock } from "~/services/support/business-clock.server";
import { timeFreed } from "~/services/support/freed-time.server";
import { inTransaction } from "~/services/support/transaction.server";
import { emailDataOf, reread } from "~/services/notifications/index.server";
import { dayOffClashEmailFor } from "~/locales/series-emails";
import { enqueueEmail } from "~/models/email-outbox.server";
import { publicOrigin } from "~/lib/http.server";

/**
 * A provider's schedule (portal, Schedule): weekly hours and buffer, each service's job length,
 * days off. Every service of the provider follows at once (the slot engine reads one schedule
 * per provider); bookings already made are kept, and the count of upcoming ones that now fall
 * outside the schedule is returned so the provider can act.
 */

const DAY_MS = 86_400_000;

/** How many upcoming bookings a schedule change looks at (the soonest). */
const OUTSIDE_CHECKED = 500;

/** The provider's own date today, in their zip's zone (days off before it are past). */
export async function providerToday(providerUserId: string): Promise<string> {
  return (await providerClock(providerUserId)).date;
}

export async function schedulePage(providerUserId: string, language: Language = DEFAULT_LANGUAGE, now = new Date()) {
  const today = await providerToday(providerUserId);
  const [schedule, services, timeOff, policy, jobs] = await Promise.all([
    getProviderSchedule(providerUserId),
    listProviderServices(providerUserId),
    listUpcomingTimeOff(providerUserId, today),
    getCancellationPolicy(providerUserId),
    listAssignedJobs(providerUserId, { from: new Date(now.getTime() - DAY_MS), to: new Date(now.getTime() + DAY_MS) }),
  ]);
  const todays = jobs.filter((job) => job.preferred_date === today && job.status !== "no_show");
  return {
    /** The owner's own jobs today as a route (issue 58). */
    todaysJobs: todays.map((job) => ({
      id: job.id,
      when: clockIn(language, job.preferred_time),
      service: job.service_type,
      customer: job.customer_name,
      address: job.service_address,
    })),
    route: await routeOfDay(providerUserId, todays, language),
    allowsSeries: schedule.allowsSeries,
    policy,
    policyWords: policyWordsIn(language, policy, null),
    today,
    hours: schedule.hours,
    bufferMinutes: schedule.bufferMinutes,
    travel: schedule.travel,
    dayPlaces: { start: schedule.dayStartZip, end: schedule.dayEndZip },
    services: services.map((service) => ({
      id: service.id,
      name: service.service_name,
      durationMinutes: service.duration_minutes,
      active: service.is_active === 1,
    })),
    timeOff: timeOff.map((off) => timeOffRow(off, language)),
  };
}

/** A day off as the portal lists it: "Monday, December 7, 2026 to … (3 days)", in the page's language. */
function timeOffRow(off: { id: string; start_date: string; end_date: string; note: string | null }, language: Language = DEFAULT_LANGUAGE) {
  return { id: off.id, label: timeOffLabelIn(language, off), note: off.note };
}

/** A team member's hours, buffer and upcoming days off, judged by their business's date today (decision 0032). */
export async function personSchedule(personUserId: string, today: string, language: Language = DEFAULT_LANGUAGE) {
  const [schedule, timeOff] = await Promise.all([getProviderSchedule(personUserId), listUpcomingTimeOff(personUserId, today)]);
  return {
    hours: schedule.hours,
    bufferMinutes: schedule.bufferMinutes,
    dayPlaces: { start: schedule.dayStartZip, end: schedule.dayEndZip },
    timeOff: timeOff.map((off) => timeOffRow(off, language)),
  };
}

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

/**
 * Saves a person's weekly hours and buffer (the owner's, or a member's for `business`); time the
 * new hours open is offered to the business's waitlist at once.
 */
export async function saveWeeklySchedule(
  providerUserId: string,
  schedule: { hours: Availability; bufferMinutes: number },
  now: Date,
  business = providerUserId,
) {
  await inTransaction((trx) => saveProviderSchedule(trx, providerUserId, schedule));
  await timeFreed(business, now);
  return { outside: await countOutside(providerUserId, now) };
}

/**
 * Sets the job length of each of the provider's services the form names (`duration.<id>`): all
 * of them or, when one is not a length offered, none.
 */
export async function setJobLengths(providerUserId: string, field: (name: string) => FormDataEntryValue | null): Promise<Outcome> {
  const services = await listProviderServices(providerUserId);
  const durations: Array<{ serviceId: string; minutes: number }> = [];
  for (const service of services) {
    const raw = field(`duration.${service.id}`);
    if (raw === null) continue;
    const parsed = durationSchema.safeParse(raw);
    if (!parsed.success) return refuse(400, reasonWith(SCHEDULE_REASONS.durationOf, { service: service.service_name }));
    durations.push({ serviceId: service.id, minutes: parsed.data });
  }
  await inTransaction((trx) => setServiceDurations(trx, providerUserId, durations));
  return { ok: true };
}

/**
 * Adds days off. Bookings already on those days are kept and flagged to both sides: the
 * provider's list marks them, and each customer is e-mailed to move (or cancel) their visit.
 */
export async function addDaysOff(providerUserId: string, off: TimeOff & { note: string | null }, now: Date) {
  await inTransaction(async (trx) => {
    await addTimeOff(trx, providerUserId, off);
    for (const { id } of await listLiveBookingsOnDates(trx, providerUserId, { from: off.startDate, to: off.endDate })) {
      const booking = await reread(trx, id);
      if (new Date(booking.starts_at) > now)
        await enqueueEmail(trx, dayOffClashEmailFor(emailDataOf(booking, publicOrigin())), { bookingId: id });
    }
  });
  return { outside: await countOutside(providerUserId, now) };
}

/** The portal's switch: whether customers may book a series of visits with the provider. */
export async function setSeriesSwitch(providerUserId: string, allows: boolean) {
  await inTransaction((trx) => setAllowsSeries(trx, providerUserId, allows), { queuesEmail: false });
}

/** Removes one of the person's own days off (never another's); the day's time is offered to the business's waitlist. */
export async function removeDayOff(providerUserId: string, id: string, now: Date, business = providerUserId): Promise<Outcome> {
  const removed = isUuid(id) && (await inTransaction((trx) => removeTimeOff(trx, providerUserId, id)));
  if (!removed) return refuse(404, SCHEDULE_REASONS.timeOffUnknown);
  await timeFreed(business, now);
  return { ok: true };
}

/**
 * The business's travel settings (issue 58): how drives between jobs are counted, or off. Time a
 * change frees (travel off, a faster profile) is offered to the waitlist at once.
 */
export async function saveTravel(providerUserId: string, travel: TravelSettings, now: Date) {
  await inTransaction((trx) => saveTravelSettings(trx, providerUserId, travel), { queuesEmail: false });
  await timeFreed(providerUserId, now);
}

/**
 * Where one person's day starts and ends (the owner's, or a member's for `business`): zip codes we
 * know, refused beside their field otherwise; empty is the business's own place.
 */
export async function saveDayPlacesOf(
  personUserId: string,
  zips: { day_start_zip: string | null; day_end_zip: string | null },
  now: Date,
  business = personUserId,
): Promise<Outcome> {
  const placeOf = async (zip: string | null) => {
    if (!zip) return null;
    const found = await findZipCode(zip);
    return found ? { zip, lat: found.lat, lng: found.lng } : undefined;
  };
  const [start, end] = await Promise.all([placeOf(zips.day_start_zip), placeOf(zips.day_end_zip)]);
  if (start === undefined) return refuse(400, TRAVEL_REASONS.unknownZip, "day_start_zip");
  if (end === undefined) return refuse(400, TRAVEL_REASONS.unknownZip, "day_end_zip");
  await inTransaction((trx) => saveDayPlaces(trx, personUserId, { start, end }), { queuesEmail: false });
  await timeFreed(business, now);
  return { ok: true };
}
