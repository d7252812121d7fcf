import { STATUS_LABEL_REASONS } from "~/domain/booking/booking-lifecycle";
import { bookingListSummaryIn, bookingTimeIn, bookingWhenIn, dayLinkLabelIn, statusFilterOptionsIn } from "~/locales/admin-bookings";
import { sayIn } from "~/locales/messages";
import { pageCount, parsePage } from "~/domain/pagination";
import { formatLocalDay } from "~/locales/en/time";
import { describe, expect, it } from "vitest";
import {
  bookingsHref,
  clearFiltersHref,
  DEFAULT_QUERY,
  MAX_SEARCH_LENGTH,
  bookingSearchHref,
  filterChips,
  monthRange,
  parseBookingsQuery,
  resolveCalendar,
  typeFilterValues,
  type BookingsQuery,
} from "~/domain/booking/admin-bookings";

const parse = (search: string) => parseBookingsQuery(new URLSearchParams(search));

describe("parseBookingsQuery", () => {
  it("defaults to the first page of the list with no calendar state", () => {
    expect(parse("")).toEqual(DEFAULT_QUERY);
  });

  it("reads every parameter", () => {
    const after = "2026-11-05T10:00:00.000Z~2f1c6f2e-8a7b-4c1d-9e0f-1a2b3c4d5e6f";
    expect(parse(`view=calendar&after=${after}&month=2026-11&day=2026-11-05&type=Plumbing&status=confirmed&q=+Ana++Lopez+`)).toEqual({
      view: "calendar",
      after: ["2026-11-05T10:00:00.000Z", "2f1c6f2e-8a7b-4c1d-9e0f-1a2b3c4d5e6f"],
      before: null,
      month: "2026-11",
      day: "2026-11-05",
      type: "Plumbing",
      status: "confirmed",
      q: "Ana Lopez",
    });
  });

  it("keeps a search within its length and carries it in links", () => {
    expect(parse(`q=${"a".repeat(300)}`).q).toHaveLength(MAX_SEARCH_LENGTH);
    expect(parse("q=%20%20").q).toBeNull();
    expect(bookingsHref(parse("q=PL-7K3M9Q&after=2026-11-05T10:00:00.000Z~2f1c6f2e-8a7b-4c1d-9e0f-1a2b3c4d5e6f"))).toBe(
      "/admin/bookings?view=list&after=2026-11-05T10%3A00%3A00.000Z%7E2f1c6f2e-8a7b-4c1d-9e0f-1a2b3c4d5e6f&q=PL-7K3M9Q",
    );
    expect(bookingSearchHref("PL-7K3M9Q")).toBe("/admin/bookings?view=list&q=PL-7K3M9Q");
  });

  it("says how many bookings a search found", () => {
    expect(bookingListSummaryIn("en", 211, null)).toBe("211 bookings, newest first.");
    expect(bookingListSummaryIn("en", 1, "ana")).toBe("1 booking matches “ana”, newest first.");
    expect(bookingListSummaryIn("en", 3, "ana")).toBe("3 bookings match “ana”, newest first.");
    expect(bookingListSummaryIn("en", 0, "zed")).toBe("No bookings match “zed”.");
  });

  it.each([
    ["an unknown view", "view=grid", { view: "list" }],
    ["a cursor without an id", "after=2026-11-05T10:00:00.000Z", { after: null }],
    ["a cursor with markup", "after=%3Cb%3E~x", { after: null }],
    ["an old page number", "page=2", { after: null, before: null }],
    ["month 13", "month=2026-13", { month: null }],
    ["a month without zero padding", "month=2026-1", { month: null }],
    ["an impossible day", "day=2026-02-30", { day: null }],
    ["a day with a time", "day=2026-11-05T10:00", { day: null }],
    ["type 'all'", "type=all", { type: null }],
    ["an empty type", "type=", { type: null }],
    ["a blank type", "type=%20%20", { type: null }],
    ["status 'all'", "status=all", { status: null }],
    ["an unknown status", "status=in-progress", { status: null }],
  ])("ignores %s", (_name, search, expected) => {
    expect(parse(search)).toMatchObject(expected);
  });

  it("trims the service type and refuses one too long to be real", () => {
    expect(parse("type=%20HVAC%20").type).toBe("HVAC");
    expect(parse(`type=${"x".repeat(201)}`).type).toBeNull();
  });
});

describe("resolveCalendar", () => {
  const today = "2026-11-23";

  it("shows the current month with today selected by default", () => {
    expect(resolveCalendar({ month: null, day: null }, today)).toEqual({ month: "2026-11", day: today });
  });

  it("shows the month of ?day when no month is given", () => {
    expect(resolveCalendar({ month: null, day: "2027-01-04" }, today)).toEqual({ month: "2027-01", day: "2027-01-04" });
  });

  it("selects no day in another month unless one is given", () => {
    expect(resolveCalendar({ month: "2026-12", day: null }, today)).toEqual({ month: "2026-12", day: null });
    expect(resolveCalendar({ month: "2026-12", day: "2026-12-24" }, today)).toEqual({ month: "2026-12", day: "2026-12-24" });
  });

  it("ignores a day outside the month shown", () => {
    expect(resolveCalendar({ month: "2026-12", day: "2026-11-02" }, today)).toEqual({ month: "2026-12", day: null });
    expect(resolveCalendar({ month: "2026-11", day: "2026-12-02" }, today)).toEqual({ month: "2026-11", day: today });
  });
});

describe("bookingsHref", () => {
  const calendar: BookingsQuery = {
    view: "calendar",
    after: null,
    before: null,
    month: "2026-11",
    day: "2026-11-05",
    type: "Plumbing",
    status: "confirmed",
    q: null,
  };

  const cursor = ["2026-11-05T10:00:00.000Z", "0b9f6c1e-3c1d-4c33-9a8e-2f1c6a7b8d9e"] as const;

  it("always says which view, and only the list carries where its page starts", () => {
    expect(bookingsHref(DEFAULT_QUERY)).toBe("/admin/bookings?view=list");
    expect(bookingsHref(DEFAULT_QUERY, { after: cursor })).toBe(
      `/admin/bookings?view=list&${new URLSearchParams({ after: cursor.join("~") })}`,
    );
    expect(parse(bookingsHref(DEFAULT_QUERY, { before: cursor }).split("?")[1]).before).toEqual(cursor);
    expect(bookingsHref({ ...calendar, after: cursor })).toBe(
      "/admin/bookings?view=calendar&month=2026-11&day=2026-11-05&type=Plumbing&status=confirmed",
    );
  });

  it("keeps the calendar's state in the list so switching back restores it", () => {
    expect(bookingsHref(calendar, { view: "list" })).toBe(
      "/admin/bookings?view=list&month=2026-11&day=2026-11-05&type=Plumbing&status=confirmed",
    );
    expect(parse(bookingsHref(calendar, { view: "list" }).split("?")[1])).toEqual({ ...calendar, view: "list" });
  });

  it("encodes service types", () => {
    expect(bookingsHref({ ...calendar, type: "SAT & ACT Prep", day: null })).toBe(
      "/admin/bookings?view=calendar&month=2026-11&type=SAT+%26+ACT+Prep&status=confirmed",
    );
  });
});

describe("filter chips", () => {
  const query: BookingsQuery = {
    view: "calendar",
    after: null,
    before: null,
    month: "2026-11",
    day: "2026-11-05",
    type: "HVAC",
    status: "cancelled",
    q: null,
  };

  it("has no chip without filters", () => {
    expect(filterChips({ ...query, type: null, status: null })).toEqual([]);
  });

  it("gives each active filter a chip whose link removes only that filter", () => {
    expect(filterChips(query)).toEqual([
      { key: "type", removeHref: "/admin/bookings?view=calendar&month=2026-11&day=2026-11-05&status=cancelled" },
      { key: "status", removeHref: "/admin/bookings?view=calendar&month=2026-11&day=2026-11-05&type=HVAC" },
    ]);
  });

  it("clears every filter and stays on the same month and day", () => {
    expect(clearFiltersHref(query)).toBe("/admin/bookings?view=calendar&month=2026-11&day=2026-11-05");
  });
});

/** The status select's options as an English reader sees them. */
const STATUS_OPTIONS = statusFilterOptionsIn("en", (status) => sayIn("en", STATUS_LABEL_REASONS[status]));

describe("filter options", () => {
  it("never has an empty option value (spec's dropdown rule)", () => {
    const values = [...STATUS_OPTIONS.map((option) => option.value), ...typeFilterValues(["", " ", "Plumbing"], null)];
    expect(values.every((value) => value.trim() !== "")).toBe(true);
  });

  it("offers the statuses of spec section 9 and the rest of the lifecycle", () => {
    expect(STATUS_OPTIONS.map((option) => option.value)).toEqual([
      "all",
      "pending",
      "confirmed",
      "en_route",
      "in_progress",
      "completed",
      "cancelled",
      "no_show",
      "expired",
    ]);
    expect(STATUS_OPTIONS.map((option) => option.label)).toEqual([
      "All statuses",
      "Pending",
      "Confirmed",
      "En route",
      "In progress",
      "Completed",
      "Cancelled",
      "No-show",
      "Not paid in time",
    ]);
  });

  it("lists the distinct types sorted after 'all', plus the applied one", () => {
    expect(typeFilterValues(["Plumbing", "HVAC", "Plumbing "], "Roofing")).toEqual(["all", "HVAC", "Plumbing", "Roofing"]);
  });
});

describe("monthRange", () => {
  it("covers the month, across a year end", () => {
    expect(monthRange("2026-11")).toEqual({ start: "2026-11-01", end: "2026-12-01" });
    expect(monthRange("2026-12")).toEqual({ start: "2026-12-01", end: "2027-01-01" });
  });

  it("refuses what is not a month", () => {
    expect(() => monthRange("2026-13")).toThrow();
  });

  it("puts a sloppy date inside the range so the calendar can warn about it", () => {
    const { start, end } = monthRange("2026-11");
    expect("2026-11-5" >= start && "2026-11-5" < end).toBe(true);
  });
});

describe("labels", () => {
  it("names a day link with its date and count, for screen readers", () => {
    expect(dayLinkLabelIn("en", "2026-11-05", 2, "2026-11-23")).toBe("Thursday, November 5, 2026: 2 bookings");
    expect(dayLinkLabelIn("en", "2026-11-23", 1, "2026-11-23")).toBe("Monday, November 23, 2026 (today): 1 booking");
    expect(dayLinkLabelIn("en", "2026-11-24", 0, "2026-11-23")).toBe("Tuesday, November 24, 2026: no bookings");
  });

  it("formats when a booking happens, keeping stored text that is not a date or time", () => {
    expect(bookingWhenIn("en", "2026-11-05", "14:30", "CST")).toBe("Thursday, November 5, 2026 at 2:30 PM CST");
    expect(bookingWhenIn("en", "not a date", "soon", "CST")).toBe("not a date soon");
    expect(bookingTimeIn("en", "09:00", "MST")).toBe("9:00 AM MST");
    expect(bookingTimeIn("en", "25:00", "MST")).toBe("25:00");
  });

  it("gives the booked date in the marketplace's time zone", () => {
    // 03:00 UTC on the 24th is still the 23rd in Austin.
    expect(formatLocalDay("2026-11-24T03:00:00.000Z", "America/Chicago")).toBe("Nov 23, 2026");
    expect(formatLocalDay("garbage", "America/Chicago")).toBe("garbage");
  });

  it("counts pages, never fewer than one", () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
    expect(parsePage("3")).toBe(3);
    for (const junk of [null, "", "0", "-2", "1.5", "abc", "1234567"]) expect(parsePage(junk)).toBe(1);
    expect(pageCount(7, 3)).toBe(3);
  });
});
