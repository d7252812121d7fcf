import { describe, expect, it } from "vitest";
import { formatDollars } from "~/domain/payments/money";
import { cardWordsOf } from "~/locales/discovery";

const formatPriceRange = cardWordsOf("en").priceRange;

describe("formatDollars", () => {
  it.each([
    [0, "$0"],
    [8900, "$89"],
    [8950, "$89.50"],
    [5, "$0.05"],
    [1234500, "$12,345"],
  ])("%i cents reads %s", (cents, text) => {
    expect(formatDollars(cents)).toBe(text);
  });
});

describe("formatPriceRange with only an upper price", () => {
  it("reads as a ceiling, not a starting price", () => {
    expect(formatPriceRange({ fromCents: null, toCents: 20000, unit: null })).toBe("Up to $200");
    expect(formatPriceRange({ fromCents: null, toCents: 20000, unit: "per hour" })).toBe("Up to $200 per hour");
  });
});
