import { getDb, type Executor } from "~/lib/db.server";
import { newId } from "~/domain/uuid";
import { indexServiceArea } from "./area-index.server";
import { requireZipCode } from "./zip-code.server";

/** An extra area of a provider: it widens where all of that provider's tiles are found. */
export async function createServiceArea(
  executor: Executor,
  input: { userId: string; zipCode: string; serviceRadius: number },
): Promise<string> {
  const zip = await requireZipCode(input.zipCode, executor);
  const id = newId();
  await executor
    .insertInto("service_areas")
    .values({ id, user_id: input.userId, zip_code: zip.zip, service_radius: input.serviceRadius })
    .execute();
  await indexServiceArea(executor, id, {
    lat: zip.lat,
    lng: zip.lng,
    radiusMiles: input.serviceRadius,
    providerUserId: input.userId,
  });
  return id;
}

export const MAX_SERVICE_AREAS = 20;

export type AddAreaOutcome = { ok: true; id: string } | { ok: false; reason: "duplicate" | "too-many" };

/**
 * Adds one of a provider's extra areas, unless they already have the same zip and radius or
 * the most they may have: checked and written in one transaction (which takes the write lock
 * when it begins), so two simultaneous adds cannot both slip past either rule.
 */
export async function addServiceArea(input: { userId: string; zipCode: string; serviceRadius: number }): Promise<AddAreaOutcome> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const existing = await trx
        .selectFrom("service_areas")
        .select(["zip_code", "service_radius"])
        .where("user_id", "=", input.userId)
        .execute();
      if (existing.some((area) => area.zip_code === input.zipCode && area.service_radius === input.serviceRadius)) {
        return { ok: false, reason: "duplicate" } as const;
      }
      if (existing.length >= MAX_SERVICE_AREAS) return { ok: false, reason: "too-many" } as const;
      return { ok: true, id: await createServiceArea(trx, input) } as const;
    });
}

export async function listServiceAreas(userId: string) {
  return getDb()
    .selectFrom("service_areas as a")
    .innerJoin("zip_codes as z", "z.zip", "a.zip_code")
    .select(["a.id", "a.zip_code", "a.service_radius", "a.created_at", "z.city", "z.state"])
    .where("a.user_id", "=", userId)
    .orderBy("a.created_at")
    .execute();
}

/** Removes one of the provider's own areas (never another provider's); true when removed. */
export async function deleteServiceArea(userId: string, areaId: string): Promise<boolean> {
  const result = await getDb().deleteFrom("service_areas").where("id", "=", areaId).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
