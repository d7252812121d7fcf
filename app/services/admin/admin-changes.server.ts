import { LOCATION_SETTING_REASONS, type LocationSettingName } from "~/domain/places/location";
import { refuse, type Outcome } from "~/domain/outcome";
import type { PageRequest } from "~/domain/pagination";
import { TILE_REASONS } from "~/domain/admin/tiles";
import type { TileEdit } from "~/domain/admin/tiles.schema.server";
import { isUuid } from "~/domain/uuid";
import { recordAudit } from "~/models/audit.server";
import { listLocationSettings, updateLocationSetting } from "~/models/location-settings.server";
import { applyTileEdit, findTile, listTilesForAdmin, setServiceActive } from "~/models/service.server";
import { findZipCode } from "~/models/zip-code.server";
import { orFailure } from "~/services/support/failure.server";
import { inTransaction } from "~/services/support/transaction.server";

/** The admin's Service Tiles and Location Settings: the pages, and each change with its audit entry. */

/** A keyset page of every tile, and the tile being edited (the edit dialog's values). */
export async function tilesPage(page: PageRequest, editId: string | null, now = new Date()) {
  return orFailure({ message: TILE_REASONS.fetchFailed, log: "loading service tiles failed" }, async () => {
    const [{ rows, links }, editing] = await Promise.all([
      listTilesForAdmin(page, now),
      isUuid(editId) ? findTile(editId) : Promise.resolve(undefined),
    ]);
    return {
      ok: true,
      links,
      tiles: rows.map(({ credentials_held: held, ...row }) => ({
        ...row,
        // Active but held out of the lists until a credential it needs is verified (decision 0035).
        waitingForCredential: row.is_active === 1 && !Number(held),
      })),
      editing: editing
        ? {
            id: editing.id,
            service_name: editing.service_name,
            zip_code: editing.zip_code,
            service_radius: String(editing.service_radius),
            plan_type: editing.plan_type,
            category: editing.category,
          }
        : null,
    };
  });
}

/** Turns a tile on or off for customers. */
export async function setTileActive(id: string, active: boolean, adminId: string): Promise<Outcome<{ message: string }>> {
  if (!isUuid(id)) return refuse(404, TILE_REASONS.unknown);
  return inTransaction(async (trx) => {
    if (!(await setServiceActive(trx, id, active))) return refuse(404, TILE_REASONS.unknown);
    await recordAudit(trx, { actorUserId: adminId, action: active ? "tile.activate" : "tile.deactivate", entity: "service", entityId: id });
    return { ok: true, message: active ? TILE_REASONS.activated : TILE_REASONS.deactivated };
  });
}

/** Edits a tile (it moves to the new zip, which must be a real one; its coverage follows). */
export async function updateTile(id: string, edit: TileEdit, adminId: string): Promise<Outcome> {
  if (!isUuid(id)) return refuse(404, TILE_REASONS.unknown);
  if (!(await findZipCode(edit.zip_code))) return refuse(400, TILE_REASONS.unknownZip, "zip_code");
  return orFailure({ message: TILE_REASONS.saveFailed, log: "tile edit failed", details: { id } }, () =>
    inTransaction(async (trx) => {
      const before = await applyTileEdit(trx, id, edit);
      if (!before) return refuse(404, TILE_REASONS.unknown);
      await recordAudit(trx, {
        actorUserId: adminId,
        action: "tile.edit",
        entity: "service",
        entityId: id,
        details: {
          before: {
            service_name: before.service_name,
            zip_code: before.zip_code,
            service_radius: before.service_radius,
            plan_type: before.plan_type,
            category: before.category,
          },
          after: edit,
        },
      });
      return { ok: true };
    }),
  );
}

/** The Location Settings tab: each setting with its label, description and state. */
export async function locationSettingsPage() {
  return orFailure({ message: LOCATION_SETTING_REASONS.loadFailed, log: "loading location settings failed" }, async () => ({
    ok: true,
    settings: (await listLocationSettings()).map((setting) => ({
      name: setting.setting_name,
      description: setting.description,
      enabled: setting.enabled === 1,
      updatedAt: setting.updated_at,
    })),
  }));
}

/** Switches one location-display setting. */
export async function setLocationSetting(name: LocationSettingName, enabled: boolean, adminId: string, now = new Date()): Promise<Outcome> {
  return orFailure({ message: LOCATION_SETTING_REASONS.updateFailed, log: "updating a location setting failed", details: { name } }, () =>
    inTransaction(async (trx) => {
      if (!(await updateLocationSetting(trx, name, enabled, now))) return refuse(404, LOCATION_SETTING_REASONS.updateFailed);
      await recordAudit(trx, {
        actorUserId: adminId,
        action: "location_setting.update",
        entity: "location_display_setting",
        entityId: name,
        details: { enabled },
      });
      return { ok: true };
    }),
  );
}
