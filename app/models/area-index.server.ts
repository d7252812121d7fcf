import { sql } from "kysely";
import { boundingBox, DISTANCE_TOLERANCE_MILES, EARTH_RADIUS_MILES } from "~/domain/geo";
import type { Executor } from "~/lib/db.server";

/**
 * The coverage index: one entry per tile and per extra service area, each with its
 * bounding box in the area_index R*Tree. Every write of a tile's or an area's place or
 * radius goes through here, inside the caller's transaction.
 */
type Coverage = {
  lat: number;
  lng: number;
  radiusMiles: number;
  providerUserId: string | null;
};

type Owner = { serviceId: string } | { serviceAreaId: string };

async function insertEntry(executor: Executor, owner: Owner, coverage: Coverage): Promise<void> {
  const entry = await executor
    .insertInto("area_index_entries")
    .values({
      service_id: "serviceId" in owner ? owner.serviceId : null,
      service_area_id: "serviceAreaId" in owner ? owner.serviceAreaId : null,
      provider_user_id: coverage.providerUserId,
      lat: coverage.lat,
      lng: coverage.lng,
      radius_miles: coverage.radiusMiles,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const box = boundingBox(coverage, coverage.radiusMiles);
  await executor
    .insertInto("area_index")
    .values({
      id: entry.id,
      min_lat: box.minLat,
      max_lat: box.maxLat,
      min_lng: box.minLng,
      max_lng: box.maxLng,
    })
    .execute();
}

async function deleteEntry(executor: Executor, owner: Owner): Promise<void> {
  // The delete trigger removes the matching R*Tree row.
  await executor
    .deleteFrom("area_index_entries")
    .$if("serviceId" in owner, (qb) => qb.where("service_id", "=", (owner as { serviceId: string }).serviceId))
    .$if("serviceAreaId" in owner, (qb) =>
      qb.where("service_area_id", "=", (owner as { serviceAreaId: string }).serviceAreaId),
    )
    .execute();
}

export async function indexService(executor: Executor, serviceId: string, coverage: Coverage) {
  await deleteEntry(executor, { serviceId });
  await insertEntry(executor, { serviceId }, coverage);
}

export async function indexServiceArea(executor: Executor, serviceAreaId: string, coverage: Coverage) {
  await deleteEntry(executor, { serviceAreaId });
  await insertEntry(executor, { serviceAreaId }, coverage);
}

/**
 * SQL for the great-circle distance in miles from an entry's centre (`e.lat`, `e.lng`) to a
 * point: the same haversine formula as app/domain/geo.ts, written with functions that exist
 * in both SQLite and libSQL (power, not pow).
 */
function distanceFromEntry(lat: number, lng: number) {
  return sql<number>`${2 * EARTH_RADIUS_MILES} * asin(min(1, sqrt(
    power(sin(radians(e.lat - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(e.lat)) * power(sin(radians(e.lng - ${lng}) / 2), 2)
  )))`;
}

/**
 * Ids of the tiles covering a point: the R*Tree finds the boxes that contain it, the exact
 * distance keeps those within their radius; an extra service area covers all of its
 * provider's tiles.
 */
export function coveringServiceIds(executor: Executor, point: { lat: number; lng: number }) {
  return executor
    .with("hits", (qb) =>
      qb
        .selectFrom("area_index as r")
        .innerJoin("area_index_entries as e", "e.id", "r.id")
        .select(["e.service_id", "e.service_area_id", "e.provider_user_id"])
        .where("r.min_lat", "<=", point.lat)
        .where("r.max_lat", ">=", point.lat)
        .where("r.min_lng", "<=", point.lng)
        .where("r.max_lng", ">=", point.lng)
        .where(distanceFromEntry(point.lat, point.lng), "<=", sql<number>`e.radius_miles + ${DISTANCE_TOLERANCE_MILES}`),
    )
    .selectFrom("hits")
    .select("hits.service_id as id")
    .where("hits.service_id", "is not", null)
    .union((qb) =>
      qb
        .selectFrom("services as s")
        .innerJoin("hits as h", "h.provider_user_id", "s.provider_user_id")
        .select("s.id as id")
        .where("h.service_area_id", "is not", null),
    );
}
