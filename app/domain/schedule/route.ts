import type { LatLng } from "../places/geo";
import type { Drive } from "./travel";

/**
 * A person's day as a route (issue 58): their jobs in order with the drive into each, from the
 * day's start place and back to its end place, the day's total, and the points of a small map.
 */

/** A drive between two stops, or null where one has no place. */
export type Leg = Drive | null;

export type DayRoute = {
  /** The drive into each job: from the start place for the first, else from the job before. */
  into: Leg[];
  /** The drive from the last job to the end place (none without jobs). */
  home: Leg;
  total: Drive;
};

export function dayRoute(
  jobs: ReadonlyArray<{ place: LatLng | null }>,
  ends: { start: LatLng | null; end: LatLng | null },
  drive: (from: LatLng, to: LatLng) => Drive,
): DayRoute {
  const leg = (from: LatLng | null, to: LatLng | null): Leg => (from && to ? drive(from, to) : null);
  const into = jobs.map((job, i) => leg(i === 0 ? ends.start : jobs[i - 1].place, job.place));
  const home = jobs.length > 0 ? leg(jobs[jobs.length - 1].place, ends.end) : null;
  const total = [...into, home].reduce<Drive>(
    (sum, next) => (next ? { minutes: sum.minutes + next.minutes, miles: sum.miles + next.miles } : sum),
    { minutes: 0, miles: 0 },
  );
  return { into, home, total };
}

/**
 * The places' positions in a `width` × `height` box with a margin: longitude shrunk by the cosine
 * of the latitude so distances look true, the whole fitted and centred. One place sits in the middle.
 */
export function mapPoints(
  places: readonly LatLng[],
  box: { width: number; height: number; margin: number },
): Array<{ x: number; y: number }> {
  if (places.length === 0) return [];
  const midLat = places.reduce((sum, place) => sum + place.lat, 0) / places.length;
  const squeeze = Math.cos((midLat * Math.PI) / 180);
  const xs = places.map((place) => place.lng * squeeze);
  const ys = places.map((place) => -place.lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const inner = { width: box.width - 2 * box.margin, height: box.height - 2 * box.margin };
  const scale = spanX === 0 && spanY === 0 ? 0 : Math.min(inner.width / (spanX || Infinity), inner.height / (spanY || Infinity));
  const offsetX = box.margin + (inner.width - spanX * scale) / 2;
  const offsetY = box.margin + (inner.height - spanY * scale) / 2;
  return xs.map((x, i) => ({
    x: Math.round((offsetX + (x - minX) * scale) * 10) / 10,
    y: Math.round((offsetY + (ys[i] - minY) * scale) * 10) / 10,
  }));
}

/** A day's map as the page draws it (SVG units): the jobs' points in order (1, 2, …), the day's ends, one path through all. */
export type RouteMap = {
  width: number;
  height: number;
  stops: Array<{ x: number; y: number; label: string }>;
  start: { x: number; y: number } | null;
  end: { x: number; y: number } | null;
  path: string;
};
