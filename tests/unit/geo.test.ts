import { describe, expect, it } from "vitest";
import { boundingBox, boxContains, haversineMiles, isWithinRadius, type LatLng } from "~/domain/places/geo";

const R = 3958.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

/** The point `distanceMiles` from `start` along the initial `bearingDegrees` (great circle). */
function destination(start: LatLng, bearingDegrees: number, distanceMiles: number): LatLng {
  const delta = distanceMiles / R;
  const theta = rad(bearingDegrees);
  const phi1 = rad(start.lat);
  const lambda1 = rad(start.lng);
  const phi2 = Math.asin(Math.sin(phi1) * Math.cos(delta) + Math.cos(phi1) * Math.sin(delta) * Math.cos(theta));
  const lambda2 =
    lambda1 + Math.atan2(Math.sin(theta) * Math.sin(delta) * Math.cos(phi1), Math.cos(delta) - Math.sin(phi1) * Math.sin(phi2));
  return { lat: deg(phi2), lng: deg(lambda2) };
}

/** Independent check: the spherical law of cosines. */
function lawOfCosinesMiles(a: LatLng, b: LatLng): number {
  const cosine = Math.sin(rad(a.lat)) * Math.sin(rad(b.lat)) + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(rad(b.lng - a.lng));
  return R * Math.acos(Math.min(1, Math.max(-1, cosine)));
}

const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const DALLAS = { lat: 32.7767, lng: -96.797 };
const BEVERLY_HILLS = { lat: 34.0736, lng: -118.4004 };
const NEW_YORK = { lat: 40.7128, lng: -74.006 };

describe("haversineMiles", () => {
  it("is zero for the same point", () => {
    expect(haversineMiles(AUSTIN, AUSTIN)).toBe(0);
    expect(haversineMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 0 })).toBe(0);
  });

  it("equals R * radians(dLat) for two points on a meridian", () => {
    for (const [lat1, lat2] of [
      [30, 31],
      [30.2672, 30.5],
      [-10, 25],
      [0, 90],
      [-45, -44.9],
      [60, 64],
    ]) {
      const expected = R * rad(Math.abs(lat2 - lat1));
      expect(haversineMiles({ lat: lat1, lng: -97.7 }, { lat: lat2, lng: -97.7 })).toBeCloseTo(expected, 6);
    }
  });

  it("gives one degree of latitude as about 69.09 miles", () => {
    expect(haversineMiles({ lat: 30, lng: -97 }, { lat: 31, lng: -97 })).toBeCloseTo(69.0941, 3);
  });

  it("gives one degree of longitude on the equator the same length as one of latitude", () => {
    expect(haversineMiles({ lat: 0, lng: 10 }, { lat: 0, lng: 11 })).toBeCloseTo(R * rad(1), 6);
  });

  it("shrinks a degree of longitude by cos(latitude) for short distances", () => {
    const distance = haversineMiles({ lat: 60, lng: 10 }, { lat: 60, lng: 10.01 });
    expect(distance).toBeCloseTo(R * rad(0.01) * Math.cos(rad(60)), 4);
  });

  it("gives a quarter circumference from the equator to the pole and half to the antipode", () => {
    expect(haversineMiles({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo((Math.PI * R) / 2, 6);
    expect(haversineMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * R, 6);
    expect(haversineMiles({ lat: 30, lng: -97 }, { lat: -30, lng: 83 })).toBeCloseTo(Math.PI * R, 6);
  });

  it("matches real-world distances between cities", () => {
    expect(haversineMiles(AUSTIN, DALLAS)).toBeGreaterThan(181);
    expect(haversineMiles(AUSTIN, DALLAS)).toBeLessThan(183);
    expect(haversineMiles(BEVERLY_HILLS, NEW_YORK)).toBeGreaterThan(2440);
    expect(haversineMiles(BEVERLY_HILLS, NEW_YORK)).toBeLessThan(2460);
  });

  it("agrees with the spherical law of cosines", () => {
    for (const [a, b] of [
      [AUSTIN, DALLAS],
      [BEVERLY_HILLS, NEW_YORK],
      [AUSTIN, NEW_YORK],
      [
        { lat: -33.87, lng: 151.21 },
        { lat: 51.51, lng: -0.13 },
      ],
    ]) {
      expect(haversineMiles(a, b)).toBeCloseTo(lawOfCosinesMiles(a, b), 4);
    }
  });

  it("is symmetric", () => {
    for (const [a, b] of [
      [AUSTIN, DALLAS],
      [BEVERLY_HILLS, NEW_YORK],
      [
        { lat: -64, lng: 170 },
        { lat: 64, lng: -170 },
      ],
    ]) {
      expect(haversineMiles(a, b)).toBe(haversineMiles(b, a));
    }
  });

  it("takes the short way across the antimeridian", () => {
    expect(haversineMiles({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(R * rad(1), 6);
  });

  it("recovers the distance of a destination point in any direction", () => {
    for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
      expect(haversineMiles(AUSTIN, destination(AUSTIN, bearing, 25))).toBeCloseTo(25, 8);
    }
  });
});

describe("isWithinRadius", () => {
  it("counts the centre itself as inside, even with radius 0", () => {
    expect(isWithinRadius(AUSTIN, AUSTIN, 0)).toBe(true);
    expect(isWithinRadius(AUSTIN, AUSTIN, 25)).toBe(true);
  });

  it("counts a point exactly on the radius as inside", () => {
    const north = { lat: AUSTIN.lat + deg(25 / R), lng: AUSTIN.lng };
    expect(isWithinRadius(AUSTIN, north, 25)).toBe(true);
    for (const bearing of [0, 30, 90, 137, 180, 200, 270, 333]) {
      for (const radius of [1, 5, 25, 100]) {
        const edge = destination(AUSTIN, bearing, radius);
        expect(isWithinRadius(AUSTIN, edge, radius)).toBe(true);
      }
    }
  });

  it("counts a point at its own measured distance as inside", () => {
    const distance = haversineMiles(AUSTIN, DALLAS);
    expect(isWithinRadius(AUSTIN, DALLAS, distance)).toBe(true);
    expect(isWithinRadius(DALLAS, AUSTIN, distance)).toBe(true);
  });

  it("counts a point 0.001 mile beyond the radius as outside", () => {
    for (const bearing of [0, 45, 90, 180, 270]) {
      for (const radius of [1, 5, 25, 100]) {
        const beyond = destination(AUSTIN, bearing, radius + 0.001);
        expect(isWithinRadius(AUSTIN, beyond, radius)).toBe(false);
      }
    }
    const distance = haversineMiles(AUSTIN, DALLAS);
    expect(isWithinRadius(AUSTIN, DALLAS, distance - 0.001)).toBe(false);
  });

  it("compares real distances with a radius", () => {
    expect(isWithinRadius(AUSTIN, DALLAS, 200)).toBe(true);
    expect(isWithinRadius(AUSTIN, DALLAS, 150)).toBe(false);
    expect(isWithinRadius(AUSTIN, DALLAS, 25)).toBe(false);
  });
});

describe("boxContains", () => {
  const box = { minLat: 10, maxLat: 20, minLng: -100, maxLng: -90 };

  it("includes points inside and on every edge and corner", () => {
    expect(boxContains(box, { lat: 15, lng: -95 })).toBe(true);
    expect(boxContains(box, { lat: 10, lng: -95 })).toBe(true);
    expect(boxContains(box, { lat: 20, lng: -95 })).toBe(true);
    expect(boxContains(box, { lat: 15, lng: -100 })).toBe(true);
    expect(boxContains(box, { lat: 15, lng: -90 })).toBe(true);
    expect(boxContains(box, { lat: 10, lng: -100 })).toBe(true);
    expect(boxContains(box, { lat: 20, lng: -90 })).toBe(true);
  });

  it("excludes points just outside any edge", () => {
    expect(boxContains(box, { lat: 9.999, lng: -95 })).toBe(false);
    expect(boxContains(box, { lat: 20.001, lng: -95 })).toBe(false);
    expect(boxContains(box, { lat: 15, lng: -100.001 })).toBe(false);
    expect(boxContains(box, { lat: 15, lng: -89.999 })).toBe(false);
    expect(boxContains(box, { lat: 25, lng: -80 })).toBe(false);
  });
});

describe("boundingBox", () => {
  it("is centred on the centre with a latitude half-span of radius / miles-per-degree (plus a tiny margin)", () => {
    const box = boundingBox(AUSTIN, 25);
    const latDelta = 25 / (R * rad(1));
    expect(box.maxLat - AUSTIN.lat).toBeCloseTo(latDelta * 1.0001, 10);
    expect(AUSTIN.lat - box.minLat).toBeCloseTo(latDelta * 1.0001, 10);
    expect(box.maxLng - AUSTIN.lng).toBeCloseTo(AUSTIN.lng - box.minLng, 10);
    // Longitude degrees are shorter than latitude degrees away from the equator.
    expect(box.maxLng - AUSTIN.lng).toBeGreaterThan(box.maxLat - AUSTIN.lat);
  });

  it("is only a little larger than needed at moderate latitudes", () => {
    const box = boundingBox(AUSTIN, 25);
    const exactLngHalfSpan = deg(Math.asin(Math.sin(25 / R) / Math.cos(rad(AUSTIN.lat))));
    expect(box.maxLng - AUSTIN.lng).toBeGreaterThanOrEqual(exactLngHalfSpan);
    expect(box.maxLng - AUSTIN.lng).toBeLessThan(exactLngHalfSpan * 1.02);
  });

  it("collapses to the centre for radius 0", () => {
    expect(boundingBox(AUSTIN, 0)).toEqual({
      minLat: AUSTIN.lat,
      maxLat: AUSTIN.lat,
      minLng: AUSTIN.lng,
      maxLng: AUSTIN.lng,
    });
  });

  it("clamps to the valid latitude and longitude ranges near a pole", () => {
    const box = boundingBox({ lat: 89.9, lng: 0 }, 100);
    expect(box.maxLat).toBe(90);
    expect(box.minLat).toBeCloseTo(89.9 - (100 / (R * rad(1))) * 1.0001, 10);
    expect(box.minLng).toBe(-180);
    expect(box.maxLng).toBe(180);
  });

  it("clamps longitudes to [-180, 180] for a huge radius", () => {
    const box = boundingBox({ lat: 40, lng: -100 }, 3000);
    expect(box.minLng).toBeGreaterThanOrEqual(-180);
    expect(box.maxLng).toBeLessThanOrEqual(180);
    expect(box.minLat).toBeGreaterThanOrEqual(-90);
    expect(box.maxLat).toBeLessThanOrEqual(90);
  });

  const centres: LatLng[] = [
    AUSTIN,
    DALLAS,
    BEVERLY_HILLS,
    NEW_YORK,
    { lat: 0, lng: 0 },
    { lat: 0.05, lng: -60 },
    { lat: 25.77, lng: -80.19 }, // Miami
    { lat: 47.61, lng: -122.33 }, // Seattle
    { lat: 61.22, lng: -149.9 }, // Anchorage
    { lat: 64, lng: -147.7 }, // Fairbanks, 64N
    { lat: 64, lng: 20 },
    { lat: 70.2, lng: -148.5 }, // Prudhoe Bay
    { lat: 19.9, lng: -155.6 }, // Hawaii
    { lat: -33.87, lng: 151.21 }, // Sydney
    { lat: -23.5, lng: -46.6 }, // Sao Paulo
    { lat: -45, lng: 170 },
    { lat: -64, lng: -60 }, // Antarctic peninsula, 64S
    { lat: -70, lng: 10 },
  ];
  const radii = [0.5, 1, 5, 25, 50, 100, 250];

  it("contains every point on the circle for many centres and radii", () => {
    const misses: string[] = [];
    for (const centre of centres) {
      for (const radius of radii) {
        const box = boundingBox(centre, radius);
        for (let bearing = 0; bearing < 360; bearing += 2.5) {
          const point = destination(centre, bearing, radius);
          if (!boxContains(box, point)) {
            misses.push(`${centre.lat},${centre.lng} r=${radius} bearing=${bearing}`);
          }
        }
      }
    }
    expect(misses).toEqual([]);
  });

  it("contains points inside the circle (fractions of the radius)", () => {
    const misses: string[] = [];
    for (const centre of centres) {
      for (const radius of [5, 25, 100]) {
        const box = boundingBox(centre, radius);
        for (const fraction of [0.1, 0.5, 0.9, 0.999]) {
          for (let bearing = 0; bearing < 360; bearing += 15) {
            const point = destination(centre, bearing, radius * fraction);
            if (!boxContains(box, point)) misses.push(`${centre.lat},${centre.lng} r=${radius}`);
          }
        }
      }
    }
    expect(misses).toEqual([]);
  });

  it("contains the extreme north, south, east and west points of the circle", () => {
    for (const centre of [AUSTIN, { lat: 64, lng: -147.7 }, { lat: -64, lng: -60 }]) {
      const radius = 25;
      const box = boundingBox(centre, radius);
      // The easternmost point is reached at a bearing slightly under 90 degrees away from the equator.
      const eastBearing = deg(Math.acos(Math.tan(radius / R) * Math.tan(rad(Math.abs(centre.lat)))));
      const east = destination(centre, centre.lat >= 0 ? eastBearing : 180 - eastBearing, radius);
      const west = destination(centre, centre.lat >= 0 ? 360 - eastBearing : 180 + eastBearing, radius);
      expect(boxContains(box, destination(centre, 0, radius))).toBe(true);
      expect(boxContains(box, destination(centre, 180, radius))).toBe(true);
      expect(boxContains(box, east)).toBe(true);
      expect(boxContains(box, west)).toBe(true);
      expect(haversineMiles(centre, east)).toBeCloseTo(radius, 8);
    }
  });

  it("excludes points well beyond the circle", () => {
    const box = boundingBox(AUSTIN, 25);
    for (let bearing = 0; bearing < 360; bearing += 45) {
      // The box's corners are at most ~sqrt(2) radii away; 1.5 radii is always outside.
      expect(boxContains(box, destination(AUSTIN, bearing, 37.5))).toBe(false);
    }
    expect(boxContains(box, DALLAS)).toBe(false);
  });
});
