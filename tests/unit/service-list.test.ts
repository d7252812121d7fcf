import { badgeWordsOf, cardWordsOf } from "~/locales/discovery";
import { describe, expect, it } from "vitest";
import { availabilityBadge, listStateParams, SERVICE_SORTS, SORT_ORDERS } from "~/domain/discovery/service-list";
import { parseListState, parseServiceListQuery } from "~/domain/discovery/service-list.schema.server";

/** A card's price and answer time as an English reader reads them. */
const { priceRange: formatPriceRange, responseTime: formatResponseTime } = cardWordsOf("en");

describe("parseServiceListQuery", () => {
  const parse = (query: string) => parseServiceListQuery(new URLSearchParams(query));

  it("uses the defaults for an empty query", () => {
    expect(parse("")).toEqual({ q: "", sort: "rating", filter: "all", page: 1 });
  });

  it("reads valid values", () => {
    expect(parse("q=drain&sort=price&filter=premium&page=3")).toEqual({
      q: "drain",
      sort: "price",
      filter: "premium",
      page: 3,
    });
    expect(parse("sort=response&filter=available")).toEqual({
      q: "",
      sort: "response",
      filter: "available",
      page: 1,
    });
  });

  it.each(["bogus", "PRICE", "Price", "", "rating ", "price,response"])("falls back to rating for sort=%j", (sort) => {
    expect(parse(`sort=${encodeURIComponent(sort)}`).sort).toBe("rating");
  });

  it.each(["bogus", "Premium", "", "none"])("falls back to all for filter=%j", (filter) => {
    expect(parse(`filter=${encodeURIComponent(filter)}`).filter).toBe("all");
  });

  it.each(["0", "-1", "1.5", "abc", "", "10001", "1e9", "Infinity", "NaN"])("falls back to page 1 for page=%j", (page) => {
    expect(parse(`page=${encodeURIComponent(page)}`).page).toBe(1);
  });

  it("accepts pages from 1 to 10000", () => {
    expect(parse("page=1").page).toBe(1);
    expect(parse("page=2").page).toBe(2);
    expect(parse("page=10000").page).toBe(10000);
  });

  it("trims the search text", () => {
    expect(parse("q=%20%20tile%20grout%20%20").q).toBe("tile grout");
    expect(parse("q=%20%20%20").q).toBe("");
  });

  it("keeps search text of up to 100 characters and drops longer text", () => {
    const hundred = "a".repeat(100);
    expect(parse(`q=${hundred}`).q).toBe(hundred);
    expect(parse(`q=${"a".repeat(101)}`).q).toBe("");
    expect(parse(`q=${"a".repeat(5000)}`).q).toBe("");
  });

  it("measures the length after trimming", () => {
    const hundred = "b".repeat(100);
    expect(parse(`q=%20%20${hundred}%20%20`).q).toBe(hundred);
  });

  it("falls back per field: one bad value does not reset the others", () => {
    expect(parse(`q=paint&sort=nope&filter=premium&page=zero`)).toEqual({
      q: "paint",
      sort: "rating",
      filter: "premium",
      page: 1,
    });
  });

  it("uses the first of repeated parameters", () => {
    expect(parse("sort=price&sort=response").sort).toBe("price");
  });
});

describe("SORT_ORDERS", () => {
  it("ends every sort with id so the order is total", () => {
    for (const sort of SERVICE_SORTS) {
      expect(SORT_ORDERS[sort].at(-1)).toEqual({ field: "id", direction: "asc" });
    }
  });
});

describe("formatPriceRange", () => {
  it("shows the spec's fallback '$50-100' when no price is known", () => {
    expect(formatPriceRange({ fromCents: null, toCents: null, unit: null })).toBe("$50-100");
  });

  it("keeps the unit on the fallback range", () => {
    expect(formatPriceRange({ fromCents: null, toCents: null, unit: "per visit" })).toBe("$50-100 per visit");
  });

  it("shows a range as '$from-to'", () => {
    expect(formatPriceRange({ fromCents: 5000, toCents: 10000, unit: null })).toBe("$50-100");
    expect(formatPriceRange({ fromCents: 7900, toCents: 25000, unit: null })).toBe("$79-250");
    expect(formatPriceRange({ fromCents: 12000, toCents: 20000, unit: "per hour" })).toBe("$120-200 per hour");
  });

  it("shows a starting price as 'From $x unit'", () => {
    expect(formatPriceRange({ fromCents: 15000, toCents: null, unit: "per room" })).toBe("From $150 per room");
    expect(formatPriceRange({ fromCents: 8900, toCents: null, unit: null })).toBe("From $89");
    expect(formatPriceRange({ fromCents: 19900, toCents: null, unit: "installation" })).toBe("From $199 installation");
  });

  it("shows cents with two decimals", () => {
    expect(formatPriceRange({ fromCents: 8950, toCents: null, unit: null })).toBe("From $89.50");
    expect(formatPriceRange({ fromCents: 8999, toCents: null, unit: null })).toBe("From $89.99");
    expect(formatPriceRange({ fromCents: 8905, toCents: null, unit: null })).toBe("From $89.05");
    expect(formatPriceRange({ fromCents: 8950, toCents: 12025, unit: null })).toBe("$89.50-120.25");
    expect(formatPriceRange({ fromCents: 8950, toCents: 12000, unit: null })).toBe("$89.50-120");
  });

  it("groups thousands", () => {
    expect(formatPriceRange({ fromCents: 150000, toCents: 250000, unit: null })).toBe("$1,500-2,500");
    expect(formatPriceRange({ fromCents: 123456, toCents: null, unit: null })).toBe("From $1,234.56");
  });

  it("ignores an empty unit", () => {
    expect(formatPriceRange({ fromCents: 15000, toCents: null, unit: "" })).toBe("From $150");
  });
});

describe("formatResponseTime", () => {
  it.each([
    [null, "1 hour"],
    [0, "0 minutes"],
    [1, "1 minute"],
    [15, "15 minutes"],
    [30, "30 minutes"],
    [59, "59 minutes"],
    [60, "1 hour"],
    [65, "1 hour"],
    [75, "1.5 hours"],
    [90, "1.5 hours"],
    [120, "2 hours"],
    [150, "2.5 hours"],
    [180, "3 hours"],
    [240, "4 hours"],
    [1439, "24 hours"],
    [1440, "1 day"],
    [2000, "1 day"],
    [2880, "2 days"],
    [10080, "7 days"],
  ])("formats %j minutes as %s", (minutes, expected) => {
    expect(formatResponseTime(minutes)).toBe(expected);
  });
});

describe("availabilityBadge", () => {
  // Monday 2026-11-23, 09:10 in Chicago.
  const now = new Date("2026-11-23T15:10:00Z");
  const zone = "America/Chicago";
  const start = (date: string, time: string, iso: string) => ({ date, time, startsAt: new Date(iso) });

  it("says 'Available Now' for a free start within the hour", () => {
    expect(availabilityBadge(start("2026-11-23", "09:30", "2026-11-23T15:30:00Z"), now, zone, badgeWordsOf("en"))).toEqual({
      availableNow: true,
      label: "Available Now",
    });
    expect(availabilityBadge(start("2026-11-23", "10:00", "2026-11-23T16:00:00Z"), now, zone, badgeWordsOf("en")).availableNow).toBe(true);
    // 10:30 is 80 minutes away.
    expect(availabilityBadge(start("2026-11-23", "10:30", "2026-11-23T16:30:00Z"), now, zone, badgeWordsOf("en"))).toEqual({
      availableNow: false,
      label: "Available today from 10:30 AM",
    });
  });

  it("names tomorrow, a weekday this week, or the date further on", () => {
    expect(availabilityBadge(start("2026-11-24", "08:00", "2026-11-24T14:00:00Z"), now, zone, badgeWordsOf("en")).label).toBe(
      "Available tomorrow from 8:00 AM",
    );
    expect(availabilityBadge(start("2026-11-27", "13:30", "2026-11-27T19:30:00Z"), now, zone, badgeWordsOf("en")).label).toBe(
      "Available Friday from 1:30 PM",
    );
    expect(availabilityBadge(start("2026-11-30", "09:00", "2026-11-30T15:00:00Z"), now, zone, badgeWordsOf("en")).label).toBe(
      "Available Nov 30 from 9:00 AM",
    );
  });

  it("judges 'today' in the service's zone", () => {
    // 2026-11-24T05:30Z is Monday 23:30 in Chicago but Tuesday 00:30 in New York.
    const late = new Date("2026-11-24T05:30:00Z");
    const tuesday = start("2026-11-24", "08:00", "2026-11-24T13:00:00Z");
    expect(availabilityBadge(tuesday, late, "America/New_York", badgeWordsOf("en")).label).toBe("Available today from 8:00 AM");
    expect(availabilityBadge(tuesday, late, zone, badgeWordsOf("en")).label).toBe("Available tomorrow from 8:00 AM");
  });

  it("says so when nothing is free in the next two weeks, or the service is not booked online", () => {
    expect(availabilityBadge(null, now, zone, badgeWordsOf("en"))).toEqual({
      availableNow: false,
      label: "No open times in the next 2 weeks",
    });
    expect(availabilityBadge("not-online", now, zone, badgeWordsOf("en"))).toEqual({
      availableNow: false,
      label: "Not taking online bookings",
    });
  });
});

describe("listStateParams / parseListState", () => {
  it("omits the defaults", () => {
    expect(listStateParams({ zip: "78701", category: "home-services" }).toString()).toBe("zip=78701&category=home-services");
    expect(listStateParams({ zip: "78701", category: "home-services", q: "", sort: "rating", filter: "all", page: 1 }).toString()).toBe(
      "zip=78701&category=home-services",
    );
  });

  it("writes the values that differ from the defaults", () => {
    expect(
      listStateParams({
        zip: "78701",
        category: "home-services",
        q: "tile grout",
        sort: "price",
        filter: "premium",
        page: 3,
      }).toString(),
    ).toBe("zip=78701&category=home-services&q=tile+grout&sort=price&filter=premium&page=3");
  });

  it("round-trips through parseListState", () => {
    const states = [
      { zip: "78701", category: "home-services", q: "", sort: "rating", filter: "all", page: 1 },
      { zip: "90210", category: "automotive-home-services", q: "wax & polish", sort: "response", filter: "available", page: 2 },
      { zip: "10001", category: "tutoring-teaching-services", q: "math", sort: "price", filter: "premium", page: 12 },
    ] as const;
    for (const state of states) {
      const params = new URLSearchParams(listStateParams(state).toString());
      expect(parseListState(params)).toEqual(state);
    }
  });

  it("fills in defaults when reading a minimal state", () => {
    expect(parseListState(new URLSearchParams("zip=78701&category=home-services"))).toEqual({
      zip: "78701",
      category: "home-services",
      q: "",
      sort: "rating",
      filter: "all",
      page: 1,
    });
  });

  it("falls back on junk list values but keeps the state", () => {
    expect(parseListState(new URLSearchParams("zip=78701&category=home-services&sort=x&filter=y&page=-4"))).toEqual({
      zip: "78701",
      category: "home-services",
      q: "",
      sort: "rating",
      filter: "all",
      page: 1,
    });
  });

  it("returns null without a 5-digit zip and a category", () => {
    expect(parseListState(new URLSearchParams(""))).toBeNull();
    expect(parseListState(new URLSearchParams("category=home-services"))).toBeNull();
    expect(parseListState(new URLSearchParams("zip=78701"))).toBeNull();
    expect(parseListState(new URLSearchParams("zip=78701&category="))).toBeNull();
    expect(parseListState(new URLSearchParams("zip=7870&category=home-services"))).toBeNull();
    expect(parseListState(new URLSearchParams("zip=78701-1234&category=home-services"))).toBeNull();
    expect(parseListState(new URLSearchParams("zip=abcde&category=home-services"))).toBeNull();
  });
});
