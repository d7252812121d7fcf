import { searchNeedle } from "~/domain/discovery/search-text";
import { fullPlace } from "~/domain/places/location";
import { splitAddressQuery } from "~/domain/booking/booking";
import { boundingBox, haversineMiles } from "~/domain/places/geo";
import { rankPlaceSuggestions } from "~/domain/places/place-suggestions";
import { getDb } from "~/lib/db.server";

const EXTRA_MILES = 10;

/**
 * Address suggestions from our own data: no geocoding service is called. The zip table's
 * places within the service's area (plus a margin) whose city or zip matches what follows the
 * customer's last comma, in the order of `rankPlaceSuggestions`, completed into
 * "street, City, ST 12345".
 */
export async function suggestAddresses(input: string, area: { lat: number; lng: number; radiusMiles: number }) {
  const { street, term } = splitAddressQuery(input);
  if (term.length < 2) return [];
  const box = boundingBox(area, area.radiusMiles + EXTRA_MILES);
  const needle = searchNeedle(term);
  const rows = await getDb()
    .selectFrom("zip_codes")
    .select(["zip", "city", "state", "lat", "lng"])
    .where("lat", ">=", box.minLat)
    .where("lat", "<=", box.maxLat)
    .where("lng", ">=", box.minLng)
    .where("lng", "<=", box.maxLng)
    .where((eb) => (/^\d+$/.test(needle) ? eb("zip", "like", `${needle}%`) : eb(eb.fn("instr", ["city_search", eb.val(needle)]), ">", 0)))
    .limit(200)
    .execute();
  return rankPlaceSuggestions(
    rows.map((row) => ({ ...row, miles: haversineMiles(area, row) })),
    term,
  ).map((row) => `${street}${fullPlace(row)}`);
}
