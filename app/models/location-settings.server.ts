import {
  DEFAULT_LOCATION_SETTINGS,
  isLocationSettingName,
  type LocationSettings,
} from "~/domain/location";
import { getDb } from "~/lib/db.server";

/** The four display switches as one object (spec: ordered by setting_name when listed). */
export async function getLocationSettings(): Promise<LocationSettings> {
  const rows = await getDb()
    .selectFrom("location_display_settings")
    .select(["setting_name", "enabled"])
    .execute();
  const settings = { ...DEFAULT_LOCATION_SETTINGS };
  for (const row of rows) {
    if (isLocationSettingName(row.setting_name)) settings[row.setting_name] = row.enabled === 1;
  }
  return settings;
}
