import { directionsUrl } from "~/domain/places/maps";
import { placeOf, type LatLng } from "~/domain/places/geo";
import { dayRoute, mapPoints, type RouteMap } from "~/domain/schedule/route";
import { dayPlacesOf, ROUTE_PROFILE_WHEN_OFF, type Drive } from "~/domain/schedule/travel";
import { instantOf, localClock } from "~/domain/time";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { driveIn } from "~/locales/travel";
import { getProviderSchedule } from "~/models/provider-schedule.server";
import { getActiveService } from "~/models/service.server";
import { listPlacedJobs } from "~/models/booking.server";
import type { Executor } from "~/lib/db.server";
import { driveBetween, learnDrives } from "./travel.server";

/** The map's box, in SVG units: it scales to the card's width. */
const MAP = { width: 320, height: 200, margin: 16 } as const;

type RouteJob = { id: string; service_id: string | null; service_lat: number | null; service_lng: number | null; service_address: string };

export type DayRouteView = {
  /** Per job, in order: the drive into it ("18 min · 9 mi") and its directions link. */
  legs: Record<string, { drive: string | null; directions: string | null }>;
  home: string | null;
  total: string;
  map: RouteMap | null;
};

/**
 * One person's day as a route (issue 58): their jobs of one day in start order, the drive into each
 * from the day's start place or the job before, back to the day's end place, the total, and the
 * map's points. Drives come from OSRM where it answered, else the business's estimate (suburbs when
 * its travel is off: the route still reads as one).
 */
export async function routeOfDay(
  personUserId: string,
  jobs: readonly RouteJob[],
  language: Language = DEFAULT_LANGUAGE,
): Promise<DayRouteView | null> {
  if (jobs.length === 0) return null;
  const serviceId = jobs.find((job) => job.service_id)?.service_id;
  const [service, person] = await Promise.all([serviceId ? getActiveService(serviceId) : undefined, getProviderSchedule(personUserId)]);
  // The owner's day places are on their own schedule row, as a member's are.
  const { start, end } = dayPlacesOf(person, service?.place ?? null);
  const places = jobs.map((job) => placeOf(job.service_lat, job.service_lng));
  const known = [start, end, ...places].filter((place): place is LatLng => place !== null);
  await learnDrives(known);
  const profile = service?.travel ?? ROUTE_PROFILE_WHEN_OFF;
  const route = dayRoute(
    places.map((place) => ({ place })),
    { start, end },
    (from, to) => driveBetween(from, to, profile),
  );
  // No drive (the same place) is not worth a line.
  const words = (drive: Drive | null) => (drive && drive.minutes > 0 ? driveIn(language, drive) : null);
  return {
    legs: Object.fromEntries(
      jobs.map((job, i) => [
        job.id,
        { drive: words(route.into[i]), directions: directionsUrl({ ...job, service_address: job.service_address }) },
      ]),
    ),
    home: words(route.home),
    total: driveIn(language, route.total),
    map: routeMap(places, start, end),
  };
}

function routeMap(places: ReadonlyArray<LatLng | null>, start: LatLng | null, end: LatLng | null): RouteMap | null {
  const stops = places.flatMap((place, i) => (place ? [{ place, label: String(i + 1) }] : []));
  if (stops.length === 0) return null;
  const all = [...(start ? [start] : []), ...stops.map((stop) => stop.place), ...(end ? [end] : [])];
  const points = mapPoints(all, MAP);
  const startPoint = start ? points[0] : null;
  const stopPoints = points.slice(start ? 1 : 0, (start ? 1 : 0) + stops.length);
  const endPoint = end ? points[points.length - 1] : null;
  return {
    width: MAP.width,
    height: MAP.height,
    stops: stopPoints.map((point, i) => ({ ...point, label: stops[i].label })),
    start: startPoint,
    end: endPoint,
    path: points.map((point, i) => `${i === 0 ? "M" : "L"}${point.x} ${point.y}`).join(" "),
  };
}

/**
 * How many minutes a person on their way to a job needs (issue 58): the drive from their previous
 * job that day, else from their day's start place; null where a place is unknown.
 */
export async function arrivalMinutesOf(
  executor: Executor,
  booking: {
    id: string;
    assigned_user_id: string | null;
    service_id: string | null;
    starts_at: string;
    service_lat: number | null;
    service_lng: number | null;
  },
): Promise<number | null> {
  const to = placeOf(booking.service_lat, booking.service_lng);
  if (!to || !booking.assigned_user_id || !booking.service_id) return null;
  const startMs = Date.parse(booking.starts_at);
  const [service, person] = await Promise.all([
    getActiveService(booking.service_id, executor),
    getProviderSchedule(booking.assigned_user_id, executor),
  ]);
  // The job before is that day's (in the service's zone); else the day starts at its start place.
  const dayStartMs = service
    ? instantOf(localClock(new Date(startMs), service.timeZone).date, "00:00", service.timeZone).getTime()
    : startMs;
  const jobs = await listPlacedJobs(
    [booking.assigned_user_id],
    { fromMs: dayStartMs, toMs: startMs },
    { exceptBookingId: booking.id, executor },
  );
  const before = jobs.get(booking.assigned_user_id)?.at(-1);
  const from = before?.place ?? dayPlacesOf(person, service?.place ?? null).start;
  if (!from) return null;
  await learnDrives([from, to]);
  const profile = service?.travel ?? ROUTE_PROFILE_WHEN_OFF;
  const drive = driveBetween(from, to, { ...profile, parkingMinutes: 0 });
  return drive.minutes > 0 ? Math.max(5, Math.round(drive.minutes / 5) * 5) : null;
}
