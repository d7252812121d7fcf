import {
  DEFAULT_LOCATION_SETTINGS,
  isLocationSettingName,
  type LocationSettingName,
  type LocationSettings,
} from "~/domain/places/location";
import { getDb, type Executor } from "~/lib/db.server";

/** The four display switches as one object (spec: ordered by setting_name when listed). */
export async function getLocationSettings(): Promise<LocationSettings> {
  const rows = await getDb().selectFrom("location_display_settings").select(["setting_name", "enabled"]).execute();
  const settings = { ...DEFAULT_LOCATION_SETTINGS };
  for (const row of rows) {
    if (isLocationSettingName(row.setting_name)) settings[row.setting_name] = row.enabled === 1;
  }
  return settings;
}

/** The settings as rows for the admin (spec: ordered by setting_name). */
export async function listLocationSettings() {
  return getDb()
    .selectFrom("location_display_settings")
    .select(["setting_name", "description", "enabled", "updated_at"])
    .orderBy("setting_name")
    .execute();
}

/** Switches one setting; false when there is no such setting. */
export async function updateLocationSetting(executor: Executor, name: LocationSettingName, enabled: boolean, now: Date): Promise<boolean> {
  const result = await executor
    .updateTable("location_display_settings")
    .set({ enabled: enabled ? 1 : 0, updated_at: now.toISOString() })
    .where("setting_name", "=", name)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
