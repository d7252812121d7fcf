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

/** The zip and radius of each of a provider's extra areas (to refuse a duplicate, or one too many). */
export async function listAreaKeys(executor: Executor, userId: string) {
  return executor.selectFrom("service_areas").select(["zip_code", "service_radius"]).where("user_id", "=", userId).execute();
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
export async function deleteServiceArea(executor: Executor, userId: string, areaId: string): Promise<boolean> {
  const result = await executor.deleteFrom("service_areas").where("id", "=", areaId).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
