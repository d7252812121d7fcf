import type { Executor } from "~/lib/db.server";
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
