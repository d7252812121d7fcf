import { boundingBox, isWithinRadius, type BoundingBox, type LatLng } from "./geo";

/** One tile's or extra service area's coverage, as the search reads it. */
export type CoverageEntry = {
  serviceId: string | null;
  providerUserId: string | null;
  lat: number;
  lng: number;
  radiusMiles: number;
  /** A tile's category code; null for an extra service area, which covers every category. */
  category: number | null;
};

export type Coverers = {
  /** Tiles of the category whose own radius covers the point. */
  serviceIds: string[];
  /** Providers with an extra service area covering the point: all their tiles count. */
  providerUserIds: string[];
};

/** Cells of one degree: a 100-mile radius spans a dozen or so, a point reads one of each kind. */
const CELLS_PER_DEGREE = 1;
const cellOf = (degrees: number) => Math.floor(degrees * CELLS_PER_DEGREE);
const cellKey = (latCell: number, lngCell: number) => latCell * 4000 + lngCell;

/**
 * The coverage index in memory: each tile listed, for its category, and each extra area, for
 * all, in every cell its bounding box touches, so a point's candidates are two cells' lists,
 * and the exact haversine distance (app/domain/places/geo.ts) keeps those within their radius.
 */
type Indexed = CoverageEntry & BoundingBox;

/** Within the entry's box first (four comparisons), then within its radius. */
const covers = (entry: Indexed, point: LatLng) =>
  point.lat >= entry.minLat &&
  point.lat <= entry.maxLat &&
  point.lng >= entry.minLng &&
  point.lng <= entry.maxLng &&
  isWithinRadius(entry, point, entry.radiusMiles);

export class CoverageGrid {
  private readonly tileCells = new Map<number, Map<number, Indexed[]>>();
  private readonly areaCells = new Map<number, Indexed[]>();

  constructor(entries: Iterable<CoverageEntry>) {
    for (const entry of entries) {
      let cells = this.areaCells;
      if (entry.category !== null) {
        cells = this.tileCells.get(entry.category) ?? new Map();
        this.tileCells.set(entry.category, cells);
      }
      const box = boundingBox(entry, entry.radiusMiles);
      // One shape for every entry (a spread makes a slower one).
      const indexed: Indexed = {
        serviceId: entry.serviceId,
        providerUserId: entry.providerUserId,
        lat: entry.lat,
        lng: entry.lng,
        radiusMiles: entry.radiusMiles,
        category: entry.category,
        minLat: box.minLat,
        maxLat: box.maxLat,
        minLng: box.minLng,
        maxLng: box.maxLng,
      };
      for (let lat = cellOf(indexed.minLat); lat <= cellOf(indexed.maxLat); lat++) {
        for (let lng = cellOf(indexed.minLng); lng <= cellOf(indexed.maxLng); lng++) {
          const key = cellKey(lat, lng);
          const cell = cells.get(key);
          if (cell) cell.push(indexed);
          else cells.set(key, [indexed]);
        }
      }
    }
  }

  coverersOf(point: LatLng, category: number): Coverers {
    const key = cellKey(cellOf(point.lat), cellOf(point.lng));
    const serviceIds: string[] = [];
    for (const entry of this.tileCells.get(category)?.get(key) ?? []) {
      if (entry.serviceId && covers(entry, point)) serviceIds.push(entry.serviceId);
    }
    const providerUserIds = new Set<string>();
    for (const entry of this.areaCells.get(key) ?? []) {
      if (entry.providerUserId && covers(entry, point)) providerUserIds.add(entry.providerUserId);
    }
    return { serviceIds, providerUserIds: [...providerUserIds] };
  }
}
