import { foldForSearch } from "../discovery/search-text";

export type PlaceCandidate = { zip: string; city: string; state: string; miles: number };

export const MAX_PLACE_SUGGESTIONS = 8;

/**
 * The order of address suggestions. Without street geocoding we cannot know which of a city's
 * zip codes a street is in, so a city typed is answered by that city: cities whose name begins
 * with what was typed come first, then the nearest cities to the service; within a city, its
 * zip codes in ascending order, which in US numbering starts at the main post office and the
 * centre ("100 Congress Ave, Aus" → Austin 78701 first, from wherever the provider is), those
 * of the city's own three-digit area first (Austin's IRS codes 733xx come after its 787xx). When
 * several cities match, each gets a share of the list before any gets more.
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
