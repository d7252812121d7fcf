/** Mean Earth radius in statute miles. */
export const EARTH_RADIUS_MILES = 3958.8;

/**
 * Distances are compared with this tolerance so that a point exactly on the edge of a
 * radius counts as inside despite floating-point rounding (about 1.6 mm).
 */
export const DISTANCE_TOLERANCE_MILES = 1e-6;

const MILES_PER_DEGREE_LATITUDE = (Math.PI / 180) * EARTH_RADIUS_MILES;

export type LatLng = { lat: number; lng: number };

export type BoundingBox = { minLat: number; maxLat: number; minLng: number; maxLng: number };

/** A place from two nullable columns: none unless both are there. */
export function placeOf(lat: number | null | undefined, lng: number | null | undefined): LatLng | null {
  return lat == null || lng == null ? null : { lat, lng };
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance; the SQL in app/models/service.server.ts computes the same formula. */
export function haversineMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function isWithinRadius(center: LatLng, point: LatLng, radiusMiles: number): boolean {
  return haversineMiles(center, point) <= radiusMiles + DISTANCE_TOLERANCE_MILES;
}

/**
 * A box that contains every point within `radiusMiles` of `center`. Longitude degrees
 * shrink towards the poles, so the longitude span is widened by 1/cos of the latitude at
 * the box's poleward edge, where a degree of longitude is shortest.
 */
export function boundingBox(center: LatLng, radiusMiles: number): BoundingBox {
  const margin = 1.0001;
  const latDelta = (radiusMiles / MILES_PER_DEGREE_LATITUDE) * margin;
  const minLat = Math.max(-90, center.lat - latDelta);
  const maxLat = Math.min(90, center.lat + latDelta);
  const poleward = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const cosPoleward = Math.cos(toRadians(poleward));
  const lngDelta = cosPoleward < 1e-6 ? 180 : Math.min(180, latDelta / cosPoleward);
  return {
    minLat,
    maxLat,
    minLng: Math.max(-180, center.lng - lngDelta),
    maxLng: Math.min(180, center.lng + lngDelta),
  };
}

export function boxContains(box: BoundingBox, point: LatLng): boolean {
  return point.lat >= box.minLat && point.lat <= box.maxLat && point.lng >= box.minLng && point.lng <= box.maxLng;
}
