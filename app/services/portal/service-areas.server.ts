import { cityStateLabel } from "~/domain/places/location";
import { refuse, type Outcome } from "~/domain/outcome";
import { MAX_SERVICE_AREAS, SERVICE_AREA_REASONS, TOO_MANY_AREAS_REASON } from "~/domain/places/service-area";
import { isUuid } from "~/domain/uuid";
import { findLatestApplication } from "~/models/provider-application.server";
import { createServiceArea, deleteServiceArea, listAreaKeys, listServiceAreas } from "~/models/service-area.server";
import { findZipCode } from "~/models/zip-code.server";
import { orFailure } from "~/services/support/failure.server";
import { decideInTransaction, inTransaction } from "~/services/support/transaction.server";

/** A provider's extra service areas (portal, Service Areas): they widen where all of the provider's tiles are found. */

export async function serviceAreasPage(providerUserId: string) {
  const [application, areas] = await Promise.all([findLatestApplication(providerUserId), listServiceAreas(providerUserId)]);
  return {
    primary: application
      ? {
          place: cityStateLabel({ zip: application.zip_code, city: application.city, state: application.state }),
          zip: application.zip_code,
          radius: application.service_radius,
        }
      : null,
    areas: areas.map((area) => ({
      id: area.id,
      zip: area.zip_code,
      place: cityStateLabel({ zip: area.zip_code, city: area.city, state: area.state }),
      radius: area.service_radius,
    })),
  };
}

/**
 * Adds one of a provider's extra areas, unless the zip is unknown, they already have the same
 * zip and radius, or they have the most they may have: checked and written in one transaction
 * (which takes the write lock when it begins), so two simultaneous adds cannot both slip past
 * either rule.
 */
export async function addServiceArea(
  providerUserId: string,
  area: { zipCode: string; serviceRadius: number },
): Promise<Outcome<{ id: string }>> {
  if (!(await findZipCode(area.zipCode))) {
    return { ...refuse(400, SERVICE_AREA_REASONS.failed), fieldErrors: { zip_code: [SERVICE_AREA_REASONS.unknownZip] } };
  }
  return orFailure({ message: SERVICE_AREA_REASONS.failed, log: "adding a service area failed" }, () =>
    decideInTransaction(async (trx) => {
      const existing = await listAreaKeys(trx, providerUserId);
      if (existing.some((known) => known.zip_code === area.zipCode && known.service_radius === area.serviceRadius)) {
        return refuse(400, SERVICE_AREA_REASONS.duplicate, "zip_code");
      }
      if (existing.length >= MAX_SERVICE_AREAS) return refuse(400, TOO_MANY_AREAS_REASON);
      return { ok: true, id: await createServiceArea(trx, { userId: providerUserId, ...area }) };
    }),
  );
}

/** Removes one of the provider's own areas (never another provider's). */
export async function removeServiceArea(providerUserId: string, areaId: string): Promise<Outcome> {
  const removed = isUuid(areaId) && (await inTransaction((trx) => deleteServiceArea(trx, providerUserId, areaId)));
  return removed ? { ok: true } : refuse(404, SERVICE_AREA_REASONS.gone);
}
