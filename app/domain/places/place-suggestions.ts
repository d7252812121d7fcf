import { foldForSearch } from "../discovery/search-text";

export type PlaceCandidate = { zip: string; city: string; state: string; miles: number };

export const MAX_PLACE_SUGGESTIONS = 8;

/**
 * The order of address suggestions. Without street geocoding a typed city is answered by that city:
 * names beginning with what was typed first, then the cities nearest the service, each city's zips
 * ascending (US numbering starts at the main post office, so "100 Congress Ave, Aus" offers Austin
 * 78701 first), and each matching city its share of the list.
 */
export function rankPlaceSuggestions(candidates: readonly PlaceCandidate[], term: string): PlaceCandidate[] {
  const needle = foldForSearch(term.trim());
  const cities = new Map<string, PlaceCandidate[]>();
  for (const candidate of candidates) {
    const key = `${candidate.city}\n${candidate.state}`;
    cities.set(key, [...(cities.get(key) ?? []), candidate]);
  }
  const groups = [...cities.values()].map((zips) => ({
    zips: inCityOrder(zips),
    prefix: foldForSearch(zips[0].city).startsWith(needle) || zips[0].zip.startsWith(needle),
    nearest: Math.min(...zips.map((zip) => zip.miles)),
  }));
  groups.sort((a, b) => Number(b.prefix) - Number(a.prefix) || a.nearest - b.nearest);
  const share = Math.max(2, Math.floor(MAX_PLACE_SUGGESTIONS / Math.max(1, groups.length)));
  const first = groups.flatMap((group) => group.zips.slice(0, share));
  const rest = groups.flatMap((group) => group.zips.slice(share));
  return [...first, ...rest].slice(0, MAX_PLACE_SUGGESTIONS);
}

/** A city's zip codes: those of its most common three-digit prefix first, each part ascending. */
function inCityOrder(zips: readonly PlaceCandidate[]): PlaceCandidate[] {
  const prefixCount = new Map<string, number>();
  for (const { zip } of zips) prefixCount.set(zip.slice(0, 3), (prefixCount.get(zip.slice(0, 3)) ?? 0) + 1);
  const weight = (zip: string) => prefixCount.get(zip.slice(0, 3)) ?? 0;
  return [...zips].sort((a, b) => weight(b.zip) - weight(a.zip) || a.zip.localeCompare(b.zip));
}
