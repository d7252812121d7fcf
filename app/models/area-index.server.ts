import { ALL_CATEGORY_CODES, categoryCode } from "~/domain/categories";
import { boundingBox, isWithinRadius } from "~/domain/geo";
import { CompiledQuery } from "kysely";
import type { Executor } from "~/lib/db.server";

/**
 * The coverage index: one entry per tile and per extra service area, each with its
 * bounding box (and category range) in the area_index R*Tree. Every write of a tile's or an
 * area's place, radius or category goes through here, inside the caller's transaction.
 */
type Coverage = {
  lat: number;
  lng: number;
  radiusMiles: number;
  providerUserId: string | null;
};

type Owner = { serviceId: string; category: string } | { serviceAreaId: string };

async function replaceEntry(executor: Executor, owner: Owner, coverage: Coverage): Promise<void> {
  // The delete trigger removes the old R*Tree row.
  if ("serviceId" in owner) {
    await executor.deleteFrom("area_index_entries").where("service_id", "=", owner.serviceId).execute();
  } else {
    await executor.deleteFrom("area_index_entries").where("service_area_id", "=", owner.serviceAreaId).execute();
  }
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
  const categories = "serviceId" in owner ? { min: categoryCode(owner.category), max: categoryCode(owner.category) } : ALL_CATEGORY_CODES;
  await executor
    .insertInto("area_index")
    .values({
      id: entry.id,
      min_lat: box.minLat,
      max_lat: box.maxLat,
      min_lng: box.minLng,
      max_lng: box.maxLng,
      min_category: categories.min,
      max_category: categories.max,
    })
    .execute();
}

export function indexService(executor: Executor, service: { id: string; category: string }, coverage: Coverage) {
  return replaceEntry(executor, { serviceId: service.id, category: service.category }, coverage);
}

export function indexServiceArea(executor: Executor, serviceAreaId: string, coverage: Coverage) {
  return replaceEntry(executor, { serviceAreaId }, coverage);
}

export type Coverers = {
  /** Tiles of the category whose own radius covers the point. */
  serviceIds: string[];
  /** Providers with an extra service area covering the point: all their tiles count. */
  providerUserIds: string[];
};

/**
 * Who covers a point for a category: the R*Tree finds the boxes that contain the point (in
 * that category, or any category for extra areas); the exact haversine distance from
 * app/domain/geo.ts then keeps the candidates within their radius.
 */
export async function findCoverers(executor: Executor, point: { lat: number; lng: number }, category: string): Promise<Coverers> {
  const code = categoryCode(category);
  // Built once, then run with each point's values: the search asks this on every list.
  coverersQuery ??= executor
    .selectFrom("area_index as r")
    .innerJoin("area_index_entries as e", "e.id", "r.id")
    .select(["e.service_id", "e.provider_user_id", "e.lat", "e.lng", "e.radius_miles"])
    .where("r.min_lat", "<=", 0)
    .where("r.max_lat", ">=", 0)
    .where("r.min_lng", "<=", 0)
    .where("r.max_lng", ">=", 0)
    .where("r.min_category", "<=", 0)
    .where("r.max_category", ">=", 0)
    .compile();
  const { rows: candidates } = await executor.executeQuery<CandidateRow>(
    CompiledQuery.raw(coverersQuery.sql, [point.lat, point.lat, point.lng, point.lng, code, code]),
  );
  const serviceIds: string[] = [];
  const providerUserIds = new Set<string>();
  for (const candidate of candidates) {
    if (!isWithinRadius(candidate, point, candidate.radius_miles)) continue;
    if (candidate.service_id) serviceIds.push(candidate.service_id);
    else if (candidate.provider_user_id) providerUserIds.add(candidate.provider_user_id);
  }
  return { serviceIds, providerUserIds: [...providerUserIds] };
}

type CandidateRow = { service_id: string | null; provider_user_id: string | null; lat: number; lng: number; radius_miles: number };
let coverersQuery: CompiledQuery | null = null;
