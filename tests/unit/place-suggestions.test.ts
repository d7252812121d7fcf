import { describe, expect, it } from "vitest";
import { rankPlaceSuggestions, type PlaceCandidate } from "~/domain/places/place-suggestions";

const place = (zip: string, city: string, miles: number): PlaceCandidate => ({ zip, city, state: "TX", miles });

describe("the order of address suggestions", () => {
  it("answers a city typed with that city's zip codes from its lowest, whatever is nearest the provider", () => {
    const nearRoundRock = [
      place("78728", "Austin", 3),
      place("78727", "Austin", 4),
      place("78701", "Austin", 18),
      place("78702", "Austin", 17),
    ];
    expect(rankPlaceSuggestions(nearRoundRock, "Aus").map((p) => p.zip)).toEqual(["78701", "78702", "78727", "78728"]);
  });

  it("puts cities that begin with the text before cities that merely contain it, then the nearest", () => {
    const ranked = rankPlaceSuggestions([place("78617", "Del Valle", 1), place("78666", "Valley Mills", 30)], "Val");
    expect(ranked.map((p) => p.city)).toEqual(["Valley Mills", "Del Valle"]);
  });

  it("gives every matching city a share of the eight places before one city fills them", () => {
    const austin = Array.from({ length: 10 }, (_, i) => place(`787${String(i).padStart(2, "0")}`, "Austin", 1 + i));
    const ranked = rankPlaceSuggestions([...austin, place("78664", "Round Rock", 20), place("78665", "Round Rock", 21)], "R");
    expect(ranked).toHaveLength(8);
    expect(ranked.slice(0, 2).map((p) => p.city)).toEqual(["Round Rock", "Round Rock"]);
    expect(ranked.filter((p) => p.city === "Austin")).toHaveLength(6);
  });

  it("lists a city's own area before its unique codes elsewhere in the numbering", () => {
    const austin = [place("73301", "Austin", 1), place("78702", "Austin", 2), place("78701", "Austin", 3)];
    expect(rankPlaceSuggestions(austin, "Austin").map((p) => p.zip)).toEqual(["78701", "78702", "73301"]);
  });

  it("orders zip prefixes by number", () => {
    expect(rankPlaceSuggestions([place("78749", "Austin", 5), place("78741", "Austin", 2)], "7874").map((p) => p.zip)).toEqual([
      "78741",
      "78749",
    ]);
  });
});
