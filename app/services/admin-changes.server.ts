import type { LocationSettingName } from "~/domain/location";
import type { TileEdit } from "~/domain/admin.schema.server";
import { recordAudit } from "~/models/audit.server";
import { updateLocationSetting } from "~/models/location-settings.server";
import { applyTileEdit, setServiceActive } from "~/models/service.server";
import { inTransaction } from "./transaction.server";

/** The admin's changes to tiles and settings, each together with its audit entry. */

/** Turns a tile on or off for customers. Returns undefined for an unknown id. */
export async function setTileActive(id: string, active: boolean, adminId: string) {
  return inTransaction(async (trx) => {
    if (!(await setServiceActive(trx, id, active))) return undefined;
    await recordAudit(trx, { actorUserId: adminId, action: active ? "tile.activate" : "tile.deactivate", entity: "service", entityId: id });
    return { active };
  });
}

/** Edits a tile (it moves to the new zip, its coverage follows). Returns undefined for an unknown id. */
export async function updateTile(id: string, edit: TileEdit, adminId: string) {
  return inTransaction(async (trx) => {
    const before = await applyTileEdit(trx, id, edit);
    if (!before) return undefined;
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
    return { id };
  });
}

/** Switches one location-display setting; false when there is no such setting. */
export async function setLocationSetting(name: LocationSettingName, enabled: boolean, adminId: string, now = new Date()) {
  return inTransaction(async (trx) => {
    if (!(await updateLocationSetting(trx, name, enabled, now))) return false;
    await recordAudit(trx, {
      actorUserId: adminId,
      action: "location_setting.update",
      entity: "location_display_setting",
      entityId: name,
      details: { enabled },
    });
    return true;
  });
}
