import { categoryCode } from "~/domain/discovery/categories";
import { CoverageGrid, type Coverers } from "~/domain/places/coverage-grid";
import type { LatLng } from "~/domain/places/geo";
import { getDb, type Executor } from "~/lib/db.server";
import { preparedQuery } from "~/lib/prepared-query.server";

/**
 * The coverage record: one entry per tile and per extra service area, with its centre and
 * radius, from which each server keeps the search's coverage grid in memory (its version moves
 * with every change here). Every write of a tile's or an area's place or radius goes through
 * here, inside the caller's transaction.
 */
type Coverage = {
  lat: number;
  lng: number;
  radiusMiles: number;
  providerUserId: string | null;
};

type Owner = { serviceId: string } | { serviceAreaId: string };

async function replaceEntry(executor: Executor, owner: Owner, coverage: Coverage): Promise<void> {
  if ("serviceId" in owner) {
    await executor.deleteFrom("area_index_entries").where("service_id", "=", owner.serviceId).execute();
  } else {
    await executor.deleteFrom("area_index_entries").where("service_area_id", "=", owner.serviceAreaId).execute();
  }
  await executor
    .insertInto("area_index_entries")
    .values({
      service_id: "serviceId" in owner ? owner.serviceId : null,
      service_area_id: "serviceAreaId" in owner ? owner.serviceAreaId : null,
      provider_user_id: coverage.providerUserId,
      lat: coverage.lat,
      lng: coverage.lng,
      radius_miles: coverage.radiusMiles,
    })
    .execute();
}

export function indexService(executor: Executor, serviceId: string, coverage: Coverage) {
  return replaceEntry(executor, { serviceId }, coverage);
}

export function indexServiceArea(executor: Executor, serviceAreaId: string, coverage: Coverage) {
  return replaceEntry(executor, { serviceAreaId }, coverage);
}

/** The grid as of one coverage_version of one database. */
let current: { db: Executor; version: number; grid: CoverageGrid } | null = null;
const versionQuery = preparedQuery()(() => getDb().selectFrom("coverage_version").select("version").where("id", "=", 1));

/**
 * The coverage grid (app/domain/places/coverage-grid.ts), read again whenever coverage_version has
 * moved since it was read, on whichever server the change was made (triggers of migration
 * 0015: coverage and a tile's category, nothing else). Outside any transaction, so it never
 * holds a change that may yet be rolled back.
 */
async function coverageGrid(): Promise<CoverageGrid> {
  const db = getDb();
  const version = (await versionQuery(db, {}))[0]?.version ?? 0;
  if (current?.db === db && current.version === version) return current.grid;
  // Read after the version: what is kept is at least as new as the number it is kept under.
  const rows = await db
    .selectFrom("area_index_entries as e")
    .leftJoin("services as s", "s.id", "e.service_id")
    .select(["e.service_id", "e.provider_user_id", "e.lat", "e.lng", "e.radius_miles", "s.category"])
    .execute();
  const grid = new CoverageGrid(
    rows.map((row) => ({
      serviceId: row.service_id,
      providerUserId: row.provider_user_id,
      lat: row.lat,
      lng: row.lng,
      radiusMiles: row.radius_miles,
      category: row.service_id ? categoryCode(row.category ?? "") : null,
    })),
  );
  current = { db, version, grid };
  return grid;
}

/** Who covers a point for a category: tiles by their own radius, providers by an extra area. */
export async function findCoverers(point: LatLng, category: string): Promise<Coverers> {
  return (await coverageGrid()).coverersOf(point, categoryCode(category));
}
