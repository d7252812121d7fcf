import { reasons, type ReasonOf } from "../outcome";
export const LOCATION_SETTING_NAMES = ["show_city_names", "show_state_in_location", "show_zip_with_city", "show_service_areas"] as const;

export type LocationSettingName = (typeof LOCATION_SETTING_NAMES)[number];
export type LocationSettings = Record<LocationSettingName, boolean>;

/** What the settings migration starts with; also used when the settings cannot be read. */
export const DEFAULT_LOCATION_SETTINGS: LocationSettings = {
  show_city_names: true,
  show_state_in_location: true,
  show_zip_with_city: false,
  show_service_areas: true,
};

export function isLocationSettingName(value: unknown): value is LocationSettingName {
  return LOCATION_SETTING_NAMES.includes(value as LocationSettingName);
}

export type Place = { zip: string; city?: string | null; state?: string | null };

/**
 * The one location formatter (customer cards and service pages):
 * - city names off (or unknown city): the zip code alone;
 * - otherwise the city, then ", ST" when the state is on, then the zip when zip-with-city is on.
 */
export function formatPlace(place: Place, settings: LocationSettings): string {
  if (!settings.show_city_names || !place.city) return place.zip;
  let text = place.city;
  if (settings.show_state_in_location && place.state) text += `, ${place.state}`;
  if (settings.show_zip_with_city) text += ` ${place.zip}`;
  return text;
}

const CITY_AND_STATE: LocationSettings = {
  show_city_names: true,
  show_state_in_location: true,
  show_zip_with_city: false,
  show_service_areas: false,
};
const EVERY_PART: LocationSettings = { ...CITY_AND_STATE, show_zip_with_city: true };

/** 'Austin, TX' (the service list's heading, portal and admin labels), falling back to the zip. */
export function cityStateLabel(place: Place): string {
  return formatPlace(place, CITY_AND_STATE);
}

/** 'Austin, TX 78701': a place in full, for admins and addresses (the zip alone without a city). */
export function fullPlace(place: Place): string {
  return formatPlace(place, EVERY_PART);
}

/** The Location Settings tab's answers (spec section 8; decision 0047), worded in app/locales/admin-sentences.ts. */
export const LOCATION_SETTING_REASONS = /* @__PURE__ */ reasons("locationSetting", ["updated", "updateFailed", "loadFailed"]);
export type LocationSettingReason = ReasonOf<typeof LOCATION_SETTING_REASONS>;
