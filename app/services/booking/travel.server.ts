import type { LatLng } from "~/domain/places/geo";
import { estimateDrive, samePlace, type Drive, type TravelContext, type TravelProfile } from "~/domain/schedule/travel";
import { BoundedMap } from "~/domain/schedule/bounded-map";
import { getEnv } from "~/lib/env.server";
import { log, requestContext } from "~/lib/logger.server";
import { OSRM_MAX_PLACES, osrmTable } from "~/lib/osrm.server";

/**
 * Drive times between places (issue 58, decision 0057): OSRM's where OSRM_URL names a server and
 * it answered for the pair within a day, else the estimate. OSRM is asked ahead of the engine,
 * once per request for every pair it lacks, within OSRM_BUDGET_MS; the engine itself never waits.
 */

/** OSRM's drive between two places rounded to about 100 m: seconds of driving and metres. */
type Routed = { seconds: number; metres: number; expires: number };

const ROUTED_LIFETIME_MS = 24 * 3600_000;
const ROUTED_KEPT = 50_000;
const routed = new Map<string, Routed>();
const METRES_PER_MILE = 1609.344;

const keyOf = (place: LatLng) => `${place.lat.toFixed(3)},${place.lng.toFixed(3)}`;
const pairKey = (from: LatLng, to: LatLng) => `${keyOf(from)}>${keyOf(to)}`;

function routedBetween(from: LatLng, to: LatLng, now: number): Routed | null {
  if (routed.size === 0) return null;
  const found = routed.get(pairKey(from, to));
  return found && found.expires > now ? found : null;
}

/** The drive from one place to another under a business's profile: OSRM's when known, parking added; else the estimate. */
export function driveBetween(from: LatLng, to: LatLng, profile: TravelProfile, now = Date.now()): Drive {
  if (samePlace(from, to)) return { minutes: 0, miles: 0 };
  const found = routedBetween(from, to, now);
  if (!found) return estimateDrive(from, to, profile);
  return { minutes: Math.ceil(found.seconds / 60 + profile.parkingMinutes), miles: found.metres / METRES_PER_MILE };
}

/** How many drives a shared map of a place's keeps before it starts again. */
const MAX_DRIVES_BY_PLACE = 4_096;

/** Drives to and from one place, in minutes, by the other place (the object a route holds). */
export type DrivesOfPlace = { toHere: Map<LatLng, number>; fromHere: Map<LatLng, number> };

/** Drives to and from a place to keep across requests (they also gather the places of days' ends, new objects each request). */
export function newDrivesOfPlace(): DrivesOfPlace {
  return { toHere: new BoundedMap(MAX_DRIVES_BY_PLACE), fromHere: new BoundedMap(MAX_DRIVES_BY_PLACE) };
}

/**
 * What the slot engine is given: the job's place, and drives read from what is known now, each
 * pair's worked out once (the engine asks about the same places for every start it judges).
 * `known` carries the drives to and from the job's place worked out before (the lists share
 * them while they are pure estimates: see RoutesRead.drivesOf).
 */
export function travelContext(profile: TravelProfile, place: LatLng, known?: DrivesOfPlace): TravelContext {
  const now = Date.now();
  // The engine asks almost only about drives to and from the job's place: one map each way,
  // and a map per place for the rest (the day's route view, which drives between jobs).
  const { toHere, fromHere } = known ?? { toHere: new Map<LatLng, number>(), fromHere: new Map<LatLng, number>() };
  const between = new Map<LatLng, Map<LatLng, number>>();
  const drive = (from: LatLng, to: LatLng) => driveBetween(from, to, profile, now).minutes;
  return {
    place,
    minutes(from, to) {
      const memo = to === place ? toHere : from === place ? fromHere : null;
      const key = to === place ? from : to;
      if (memo) {
        let minutes = memo.get(key);
        if (minutes === undefined) memo.set(key, (minutes = drive(from, to)));
        return minutes;
      }
      let fromThere = between.get(from);
      if (!fromThere) between.set(from, (fromThere = new Map()));
      let minutes = fromThere.get(to);
      if (minutes === undefined) fromThere.set(to, (minutes = drive(from, to)));
      return minutes;
    },
  };
}

/** After OSRM fails or runs out of time, how long nobody asks it again (the estimate stands in). */
const QUIET_AFTER_FAILURE_MS = 30_000;
let quietUntil = 0;

/** Whether learnDrives would ask OSRM now: there is one, and it is not resting after a failure. */
export function asksOsrm(): boolean {
  return osrmToAsk() !== null;
}

function osrmToAsk(): string | null {
  const { OSRM_URL } = getEnv();
  return OSRM_URL && Date.now() >= quietUntil ? OSRM_URL : null;
}

/**
 * Asks OSRM, when there is one, for the drives between these places that it has not answered
 * within a day: a late or failed answer leaves the estimate. A request waits on OSRM no longer
 * than one budget in all, however many times it asks (`osrmDeadline`), and a failure keeps
 * everyone from asking for a while.
 */
export async function learnDrives(places: readonly LatLng[]): Promise<void> {
  const OSRM_URL = osrmToAsk();
  if (!OSRM_URL) return;
  const now = Date.now();
  const distinct = [...new Map(places.map((place) => [keyOf(place), place])).values()].slice(0, OSRM_MAX_PLACES);
  const missing = distinct.some((from) => distinct.some((to) => !samePlace(from, to) && !routedBetween(from, to, now)));
  if (!missing) return;
  const budget = osrmDeadline() - now;
  if (budget <= 0) return;
  const everyone = distinct.map((_, i) => i);
  const table = await osrmTable(OSRM_URL, distinct, { sources: everyone, destinations: everyone }, budget);
  if (!table) {
    quietUntil = Date.now() + QUIET_AFTER_FAILURE_MS;
    log.warn("OSRM did not answer in time: drive times are estimated", { places: distinct.length, quietForMs: QUIET_AFTER_FAILURE_MS });
    return;
  }
  if (routed.size > ROUTED_KEPT) routed.clear();
  distinct.forEach((from, i) =>
    distinct.forEach((to, j) => {
      const seconds = table.durations[i][j];
      const metres = table.distances[i][j];
      if (seconds !== null && metres !== null) routed.set(pairKey(from, to), { seconds, metres, expires: now + ROUTED_LIFETIME_MS });
    }),
  );
}

/**
 * When the asks of OSRM must all be done by: one budget from the request's first ask (kept in the
 * request's context), or from now outside a request.
 */
function osrmDeadline(): number {
  const request = requestContext.getStore();
  const until = request?.osrmUntil ?? Date.now() + getEnv().OSRM_BUDGET_MS;
  if (request) request.osrmUntil = until;
  return until;
}

/** Forgets every drive OSRM gave, and any failure (tests that start another fake). */
export function forgetRoutedDrives() {
  routed.clear();
  quietUntil = 0;
}
