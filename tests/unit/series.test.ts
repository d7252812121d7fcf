import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { STANDARD_HOURS } from "~/domain/schedule/availability";
import { buildSeriesIcs } from "~/domain/booking/ics";
import {
  addMonthsToDate,
  planVisits,
  ruleRefusal as refusalOfRule,
  SERIES_REASONS,
  seriesDates,
  seriesStarts,
  type SeriesRule,
} from "~/domain/series/series";
import { claimedCells, SLOT_REASONS, type SlotContext } from "~/domain/schedule/slots";
import { sayIn } from "~/locales/messages";
import { bookingWithRepeatSchema, parseChosenVisits } from "~/domain/series/series.schema.server";

/** A series' dates and starts: every rule, both ends, across both daylight-saving changes and in Arizona (none). */

const weekly = (count: number): SeriesRule => ({ intervalWeeks: 1, end: { kind: "count", count } });
const utcHours = (dates: string[], zone: string) => seriesStarts(dates, "10:00", zone).map((start) => start.toISOString().slice(11, 16));

describe("series expansion", () => {
  it("repeats every 1, 2 or 4 weeks for a number of visits", () => {
    expect(seriesDates("2026-03-02", weekly(4))).toEqual(["2026-03-02", "2026-03-09", "2026-03-16", "2026-03-23"]);
    expect(seriesDates("2026-03-02", { intervalWeeks: 2, end: { kind: "count", count: 3 } })).toEqual([
      "2026-03-02",
      "2026-03-16",
      "2026-03-30",
    ]);
    expect(seriesDates("2026-01-30", { intervalWeeks: 4, end: { kind: "count", count: 3 } })).toEqual([
      "2026-01-30",
      "2026-02-27",
      "2026-03-27",
    ]);
  });

  it("ends on or before a date, and never past six months or 26 visits", () => {
    expect(seriesDates("2026-03-02", { intervalWeeks: 2, end: { kind: "until", until: "2026-03-30" } })).toEqual([
      "2026-03-02",
      "2026-03-16",
      "2026-03-30",
    ]);
    expect(seriesDates("2026-03-02", { intervalWeeks: 2, end: { kind: "until", until: "2026-03-29" } })).toHaveLength(2);
    const weeklyHalfYear = seriesDates("2026-01-05", { intervalWeeks: 1, end: { kind: "until", until: "2026-07-05" } });
    expect(weeklyHalfYear).toHaveLength(26);
    expect(weeklyHalfYear.at(-1)! <= addMonthsToDate("2026-01-05", 6)).toBe(true);
    expect(seriesDates("2026-01-05", weekly(40))).toHaveLength(26);
  });

  it("says what is wrong with a rule beside its field", () => {
    // As an English reader reads it: the refusal's message is a reason's id (decision 0047).
    const ruleRefusal = (...args: Parameters<typeof refusalOfRule>) => {
      const refusal = refusalOfRule(...args);
      return refusal && { ...refusal, message: sayIn("en", refusal.message) };
    };
    expect(ruleRefusal("2026-03-02", weekly(1))).toEqual({ field: "series_count", message: "Choose from 2 to 26 visits" });
    expect(ruleRefusal("2026-03-02", weekly(27))).toEqual({ field: "series_count", message: "Choose from 2 to 26 visits" });
    expect(ruleRefusal("2026-03-02", { intervalWeeks: 4, end: { kind: "count", count: 8 } })).toEqual({
      field: "series_count",
      message: "A series can last at most 6 months",
    });
    expect(ruleRefusal("2026-03-02", { intervalWeeks: 1, end: { kind: "until", until: "2026-03-02" } })?.message).toBe(
      "The last visit must come after the first",
    );
    expect(ruleRefusal("2026-03-02", { intervalWeeks: 1, end: { kind: "until", until: "2026-09-03" } })?.message).toBe(
      "A series can last at most 6 months",
    );
    expect(ruleRefusal("2026-03-02", { intervalWeeks: 4, end: { kind: "until", until: "2026-03-20" } })?.message).toBe(
      "A series needs at least 2 visits; choose a later end date",
    );
    expect(ruleRefusal("2026-03-02", weekly(26))).toBeNull();
  });

  it("keeps 10:00 at 10:00 local across the spring change in New York and Denver, and in Arizona without one", () => {
    // Mondays around Sunday 2026-03-08, when the US springs forward.
    const dates = seriesDates("2026-03-02", weekly(3));
    expect(utcHours(dates, "America/New_York")).toEqual(["15:00", "14:00", "14:00"]);
    expect(utcHours(dates, "America/Denver")).toEqual(["17:00", "16:00", "16:00"]);
    expect(utcHours(dates, "America/Phoenix")).toEqual(["17:00", "17:00", "17:00"]);
  });

  it("keeps 10:00 at 10:00 local across the autumn change too", () => {
    // Every 2 weeks around Sunday 2026-11-01, when the US falls back.
    const dates = seriesDates("2026-10-20", { intervalWeeks: 2, end: { kind: "count", count: 3 } });
    expect(dates).toEqual(["2026-10-20", "2026-11-03", "2026-11-17"]);
    expect(utcHours(dates, "America/New_York")).toEqual(["14:00", "15:00", "15:00"]);
    expect(utcHours(dates, "America/Denver")).toEqual(["16:00", "17:00", "17:00"]);
    expect(utcHours(dates, "America/Phoenix")).toEqual(["17:00", "17:00", "17:00"]);
  });
});

describe("planning a series' visits", () => {
  const context = (busy: number[] = [], timeOff: Array<{ startDate: string; endDate: string }> = []): SlotContext => ({
    hours: STANDARD_HOURS,
    bufferMinutes: 0,
    timeZone: "America/Denver",
    durationMinutes: 60,
    timeOff,
    busyCells: new Set(busy),
    now: new Date("2026-02-20T15:00:00Z"),
    windowDays: 200,
  });
  const dates = seriesDates("2026-03-02", weekly(4));
  const cellsAt = (date: string, time: string) =>
    claimedCells(date, time, { timeZone: "America/Denver", durationMinutes: 60, bufferMinutes: 0 });

  it("keeps every free visit as asked", () => {
    expect(planVisits(dates, "10:00", context()).map((visit) => visit.kind)).toEqual(["as-asked", "as-asked", "as-asked", "as-asked"]);
  });

  it("proposes the nearest free time that day for a taken visit (the earlier of two as near)", () => {
    // An hour's job: 09:30 would run into the 10:00 booking; 09:00 and 11:00 are as near, 09:00 is earlier.
    const plan = planVisits(dates, "10:00", context(cellsAt("2026-03-16", "10:00")));
    expect(plan[2]).toEqual({
      index: 3,
      ruleDate: "2026-03-16",
      kind: "proposal",
      date: "2026-03-16",
      time: "09:00",
      // Booked before the plan was made: not the race message.
      reason: SERIES_REASONS.alreadyBooked,
    });
  });

  it("proposes the next working day for a day off, and nothing when there is none before the next visit", () => {
    const plan = planVisits(dates, "10:00", context([], [{ startDate: "2026-03-09", endDate: "2026-03-09" }]));
    expect(plan[1]).toMatchObject({ kind: "proposal", date: "2026-03-10", time: "10:00" });
    const away = planVisits(dates, "10:00", context([], [{ startDate: "2026-03-16", endDate: "2026-03-22" }]));
    expect(away[2]).toMatchObject({ kind: "unavailable", reason: SLOT_REASONS.dayOff });
    expect(sayIn("en", SLOT_REASONS.dayOff)).toBe("The provider is away on this day. Please choose another date.");
    expect(away[3].kind).toBe("as-asked");
  });
});

describe("the series' calendar file", () => {
  it("round-trips through ical.js: the rule, its exceptions and a moved visit, 10:00 local across the spring change", () => {
    const text = buildSeriesIcs({
      uid: "series-1@porchlight",
      sequence: 3,
      startDate: "2026-02-23",
      time: "10:00",
      intervalWeeks: 2,
      count: 6,
      exdates: ["2026-04-20"],
      overrides: [{ ruleDate: "2026-03-23", date: "2026-03-24", time: "14:00" }],
      durationMinutes: 90,
      timeZone: "America/Denver",
      summary: "Cleaning with Sparkle",
      description: "A recurring booking",
      location: "1 Main St",
      url: "https://porchlight.example/bookings/x",
      stamp: new Date("2026-02-01T12:00:00Z"),
    });
    const calendar = new ICAL.Component(ICAL.parse(text));
    const timezone = calendar.getFirstSubcomponent("vtimezone")!;
    ICAL.TimezoneService.register(timezone);
    const [main, ...exceptions] = calendar.getAllSubcomponents("vevent");
    expect(main.getFirstPropertyValue("rrule")!.toString()).toBe("FREQ=WEEKLY;COUNT=6;INTERVAL=2");
    expect(main.getFirstPropertyValue("sequence")).toBe(3);
    const event = new ICAL.Event(main);
    for (const exception of exceptions) event.relateException(exception);
    const iterator = event.iterator();
    const starts: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) {
      const occurrence = event.getOccurrenceDetails(next);
      const isExcluded = main.getAllProperties("exdate").some((exdate) => (exdate.getFirstValue() as ICAL.Time).compare(next) === 0);
      if (!isExcluded) starts.push(occurrence.startDate.toJSDate().toISOString());
    }
    expect(starts).toEqual([
      "2026-02-23T17:00:00.000Z", // 10:00 MST
      "2026-03-09T16:00:00.000Z", // 10:00 MDT: the spring change in between
      "2026-03-24T20:00:00.000Z", // moved: Tuesday 14:00 MDT
      "2026-04-06T16:00:00.000Z",
      // 2026-04-20 cancelled
      "2026-05-04T16:00:00.000Z",
    ]);
  });
});

describe("the booking form's Repeat fields", () => {
  const base = {
    customer_name: "Rae Repeat",
    customer_email: "rae@example.org",
    customer_phone: "(512) 555-0100",
    preferred_date: "2026-03-02",
    preferred_time: "10:00",
  };

  it("give no rule for a single visit, and a rule for a series", () => {
    expect(bookingWithRepeatSchema.parse(base).rule).toBeNull();
    expect(bookingWithRepeatSchema.parse({ ...base, repeat: "2", series_end: "count", series_count: "6" }).rule).toEqual({
      intervalWeeks: 2,
      end: { kind: "count", count: 6 },
    });
    expect(bookingWithRepeatSchema.parse({ ...base, repeat: "1", series_end: "until", series_until: "2026-04-01" }).rule).toEqual({
      intervalWeeks: 1,
      end: { kind: "until", until: "2026-04-01" },
    });
  });

  it("say what is wrong beside the field", () => {
    const result = bookingWithRepeatSchema.safeParse({ ...base, repeat: "4", series_end: "count", series_count: "40" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), sayIn("en", issue.message)])).toEqual([
      ["series_count", "Choose from 2 to 26 visits"],
    ]);
  });

  it("read the visits kept on the plan, and refuse anything else", () => {
    const form = new FormData();
    form.set("visit_1", "2026-03-02T10:00");
    form.set("visit_2", "drop");
    form.set("visit_3", "2026-03-16T09:30");
    expect(parseChosenVisits(form)).toEqual([
      { index: 1, date: "2026-03-02", time: "10:00" },
      { index: 3, date: "2026-03-16", time: "09:30" },
    ]);
    form.set("visit_4", "<script>");
    expect(parseChosenVisits(form)).toBeNull();
  });
});
