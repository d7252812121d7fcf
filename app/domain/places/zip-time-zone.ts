import tzLookup from "@photostructure/tz-lookup";
import { timeZoneForState } from "../time";

/**
 * IANA zones in use in the 50 states and DC. A zip's centre close to a border can fall on the
 * Canadian or Mexican side of the dataset's polygons; such a result is replaced by the state's
 * zone.
 */
const US_ZONE =
  /^(Pacific\/Honolulu|America\/(New_York|Chicago|Denver|Phoenix|Los_Angeles|Anchorage|Juneau|Sitka|Nome|Yakutat|Metlakatla|Adak|Detroit|Boise|Menominee|Indiana\/\w+|Kentucky\/\w+|North_Dakota\/\w+))$/;

/** The time zone of a US place from its coordinates (offline dataset), else its state's zone. */
export function timeZoneAt(place: { lat: number; lng: number; state: string }): string {
  try {
    const zone = tzLookup(place.lat, place.lng);
    return US_ZONE.test(zone) ? zone : timeZoneForState(place.state);
  } catch {
    return timeZoneForState(place.state);
  }
}
