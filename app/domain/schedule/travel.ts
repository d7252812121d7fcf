import { haversineMiles, type LatLng } from "../places/geo";
import { reasons, type ReasonOf } from "../outcome";

/**
 * Travel between jobs (issue 58, decision 0057): how long a person takes to get from one place to
 * another, estimated without any service from the great-circle distance, a road factor and the
 * business's speed, plus parking and setup on arrival.
 */

/** How a business's travel is estimated: off (the buffer alone, as before), a speed profile, or minutes per mile. */
export const TRAVEL_MODES = ["off", "urban", "suburban", "rural", "per_mile"] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

/** Average door-to-door speeds of the profiles, in miles per hour. */
export const PROFILE_MPH = { urban: 20, suburban: 30, rural: 45 } as const;

/** Roads are longer than the straight line: the usual detour factor of US road networks. */
export const ROAD_FACTOR = 1.3;

export const DEFAULT_TRAVEL_MODE: TravelMode = "suburban";
export const DEFAULT_PARKING_MINUTES = 5;
export const MAX_PARKING_MINUTES = 60;
export const MINUTES_PER_MILE_RANGE = { min: 0.5, max: 10 } as const;

/** What the travel settings' forms say (words in app/locales/reasons-business.ts). */
export const TRAVEL_REASONS = /* @__PURE__ */ reasons("travel", [
  "mode",
  "minutesPerMile",
  "parking",
  "zip",
  "unknownZip",
  "saved",
  "placesSaved",
]);
export type TravelReason = ReasonOf<typeof TRAVEL_REASONS>;

/** A business's travel settings; `minutesPerMile` only with "per_mile". */
export type TravelProfile = { mode: Exclude<TravelMode, "off">; minutesPerMile: number | null; parkingMinutes: number };

/** A drive: minutes door to door (parking included) and road miles. */
export type Drive = { minutes: number; miles: number };

/** The profile a day's route is drawn with where a business's travel is off: the route still reads as one. */
export const ROUTE_PROFILE_WHEN_OFF: TravelProfile = {
  mode: DEFAULT_TRAVEL_MODE as TravelProfile["mode"],
  minutesPerMile: null,
  parkingMinutes: DEFAULT_PARKING_MINUTES,
};

/** The profile a business's stored settings describe, or null when travel is off. */
export function travelProfileOf(row: {
  travel_mode: string | null | undefined;
  travel_minutes_per_mile: number | null | undefined;
  parking_minutes: number | null | undefined;
}): TravelProfile | null {
  const mode = (TRAVEL_MODES as readonly string[]).includes(row.travel_mode ?? "") ? (row.travel_mode as TravelMode) : DEFAULT_TRAVEL_MODE;
  if (mode === "off") return null;
  if (mode === "per_mile" && !row.travel_minutes_per_mile) return null;
  return {
    mode,
    minutesPerMile: mode === "per_mile" ? row.travel_minutes_per_mile! : null,
    parkingMinutes: row.parking_minutes ?? DEFAULT_PARKING_MINUTES,
  };
}

/** Coordinates this close (about 100 m) are the same place: no drive, the buffer is the cushion. */
const SAME_PLACE_DEGREES = 0.001;

export function samePlace(a: LatLng, b: LatLng): boolean {
  return Math.abs(a.lat - b.lat) < SAME_PLACE_DEGREES && Math.abs(a.lng - b.lng) < SAME_PLACE_DEGREES;
}

/** Road miles between two places: the great circle times the road factor. */
export function roadMiles(from: LatLng, to: LatLng): number {
  return haversineMiles(from, to) * ROAD_FACTOR;
}

/** Minutes of driving `miles` of road under a profile (no parking). */
export function drivingMinutes(miles: number, profile: TravelProfile): number {
  const minutesPerMile = profile.minutesPerMile ?? 60 / PROFILE_MPH[profile.mode as keyof typeof PROFILE_MPH];
  return miles * minutesPerMile;
}

/**
 * The estimated drive from one place to another, rounded up to the minute, parking included;
 * none between two places that are the same (two jobs at one address, or both known only by one
 * zip code's centre), where the buffer stays the only cushion as before.
 */
export function estimateDrive(from: LatLng, to: LatLng, profile: TravelProfile): Drive {
  if (samePlace(from, to)) return { minutes: 0, miles: 0 };
  const miles = roadMiles(from, to);
  return { minutes: Math.ceil(drivingMinutes(miles, profile) + profile.parkingMinutes), miles };
}

/** A live job of a person: when it runs and where (null: no coordinates, the buffer alone applies). */
export type PlacedJob = { startMs: number; endMs: number; place: LatLng | null };

/** A stretch of time in epoch ms, from inclusive to exclusive. */
export type Span = { fromMs: number; toMs: number };

/**
 * A person's jobs in start order, and where their day starts and ends. `read`, when given, names
 * the spans whose jobs `jobs` holds (a list reads a person's day only when it looks at it);
 * without it, `jobs` holds every job of the dates asked about.
 */
export type Route = { jobs: readonly PlacedJob[]; startPlace: LatLng | null; endPlace: LatLng | null; read?: readonly Span[] };

/** Where a person's day starts and ends: their own day places, else the business's own place. */
export function dayPlacesOf(
  person: { dayStart: LatLng | null; dayEnd: LatLng | null },
  businessPlace: LatLng | null,
): { start: LatLng | null; end: LatLng | null } {
  return { start: person.dayStart ?? businessPlace, end: person.dayEnd ?? businessPlace };
}

/** Whether a route holds every job of a day (its local bounds). */
export function routeKnows(route: Route, day: Span): boolean {
  if (!route.read) return true;
  for (const span of route.read) if (span.fromMs <= day.fromMs && span.toMs >= day.toMs) return true;
  return false;
}

/** The index of a route's first job starting at or after `ms` (its jobs are in start order). */
function firstJobFrom(jobs: readonly PlacedJob[], ms: number): number {
  let low = 0;
  let high = jobs.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (jobs[middle].startMs < ms) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How many minutes a drive between two places takes (the engine's one question about travel). */
export type DriveMinutes = (from: LatLng, to: LatLng) => number;

/** What the slot engine needs to judge travel: where the job asked about is, and the drives. */
export type TravelContext = { place: LatLng; minutes: DriveMinutes };

/** The jobs just before and after a stretch on one day (the day's bounds in epoch ms). */
function neighbours(route: Route, startMs: number, endMs: number, day: Span) {
  let before: PlacedJob | null = null;
  let after: PlacedJob | null = null;
  const jobs = route.jobs;
  for (let i = firstJobFrom(jobs, day.fromMs); i < jobs.length; i++) {
    const job = jobs[i];
    if (job.startMs >= day.toMs) break;
    if (job.endMs <= startMs) before = job;
    else if (job.startMs >= endMs) {
      after = job;
      break;
    }
  }
  return { before, after };
}

/**
 * Whether a person can reach a job at `travel.place` from `startMs` to `endMs`: from the end of
 * their previous job that day (else from their day's start place at opening) in time for its
 * start, and from its end to their next job (else to their day's end place by closing). A job or
 * place without coordinates asks nothing: the buffer alone applies, as before.
 */
export function reachable(
  route: Route,
  startMs: number,
  endMs: number,
  day: Span & { opensMs: number; closesMs: number },
  travel: TravelContext,
): boolean {
  const { before, after } = neighbours(route, startMs, endMs, day);
  const from = before ? before.place : route.startPlace;
  const leaves = before ? before.endMs : day.opensMs;
  if (from && leaves + travel.minutes(from, travel.place) * 60_000 > startMs) return false;
  const to = after ? after.place : route.endPlace;
  const due = after ? after.startMs : day.closesMs;
  return !(to && endMs + travel.minutes(travel.place, to) * 60_000 > due);
}

/**
 * How many minutes of driving a job at `travel.place` adds to a person's day: the detour from
 * what comes before it to what comes after, through it (places unknown count as none).
 */
export function addedDriveMinutes(route: Route, job: { startMs: number; endMs: number }, day: Span, travel: TravelContext): number {
  const { before, after } = neighbours(route, job.startMs, job.endMs, day);
  const from = before ? before.place : route.startPlace;
  const to = after ? after.place : route.endPlace;
  const leg = (a: LatLng | null, b: LatLng | null) => (a && b ? travel.minutes(a, b) : 0);
  return leg(from, travel.place) + leg(travel.place, to) - leg(from, to);
}
