import { freeDayLabelIn } from "~/locales/booking";
import { describe, expect, it } from "vitest";
import { readInEnglish } from "../support/english";
import { emptyAvailability, STANDARD_HOURS, type Availability } from "~/domain/schedule/availability";
import { type Weekday } from "~/domain/time";
import {
  AVAILABLE_NOW_MINUTES,
  availableNowUntil,
  CELL_MS,
  cellRangeOfDates,
  cellsCovering,
  checkDate,
  checkSlot,
  DATE_CHECKS,
  claimedCells,
  firstBookableDate,
  firstBookableStart,
  freeDays,
  SLOT_TIMES,
  slotsForDate,
  TIME_CHECKS,
  type SlotContext,
  type SlotRule,
} from "~/domain/schedule/slots";

const CHICAGO = "America/Chicago";
const LOS_ANGELES = "America/Los_Angeles";
const NEW_YORK = "America/New_York";

const SUNDAY = "2026-11-22";
const MONDAY = "2026-11-23";
const TUESDAY = "2026-11-24";
const WEDNESDAY = "2026-11-25";
const SATURDAY = "2026-11-28";
const NEXT_SUNDAY = "2026-11-29";

/** Monday 2026-11-23: 09:10 in Chicago (CST, UTC-6), 07:10 in Los Angeles (PST, UTC-8). */
const NOW = new Date("2026-11-23T15:10:00Z");

const ALL_TIMES = [
  "08:00",
  "08:30",
  "09:00",
  "09:30",
  "10:00",
  "10:30",
  "11:00",
  "11:30",
  "12:00",
  "12:30",
  "13:00",
  "13:30",
  "14:00",
  "14:30",
  "15:00",
  "15:30",
  "16:00",
  "16:30",
  "17:00",
  "17:30",
];

/** Every day off except the ones given. */
function hours(days: Partial<Record<Weekday, [string, string]>>): Availability {
  const availability = emptyAvailability();
  for (const [day, [startTime, endTime]] of Object.entries(days) as [Weekday, [string, string]][]) {
    availability[day] = { available: true, startTime, endTime };
  }
  return availability;
}

/** A 30-minute job with no buffer by default: the grid's own unit. */
function context(overrides: Partial<SlotContext> = {}): SlotContext {
  return {
    hours: STANDARD_HOURS,
    timeOff: [],
    bufferMinutes: 0,
    durationMinutes: 30,
    timeZone: CHICAGO,
    now: NOW,
    busyCells: new Set(),
    ...overrides,
  };
}

/** The cells other bookings hold: each listed start on `date` with its own length (and buffer). */
function booked(date: string, starts: string[], minutes = 30, timeZone = CHICAGO): Set<number> {
  return new Set(starts.flatMap((time) => claimedCells(date, time, { timeZone, durationMinutes: minutes, bufferMinutes: 0 })));
}

const times = (result: { slots: { time: string }[] }) => result.slots.map((slot) => slot.time);

describe("the slot rules, one check at a time", () => {
  it("are one list, the date's rules before the time's", () => {
    expect([...DATE_CHECKS, ...TIME_CHECKS].map((check) => check.reason)).toEqual([
      "dateRequired",
      "dateInvalid",
      "pastDate",
      "tooFar",
      "sunday",
      "dayClosed",
      "dayOff",
      "timeRequired",
      "offGrid",
      "pastTime",
      "outsideHours",
      "taken",
      "unreachable",
    ]);
  });

  // Each start fails exactly one rule (the one named), so each rule is seen deciding on its own.
  const alone: Array<[SlotRule, string, string, Partial<SlotContext>]> = [
    ["dateRequired", "", "10:00", {}],
    ["dateInvalid", "2026-02-30", "10:00", {}],
    ["pastDate", "2026-11-20", "10:00", {}],
    ["tooFar", "2027-03-01", "10:00", {}],
    ["sunday", NEXT_SUNDAY, "10:00", { hours: hours({ sunday: ["08:00", "18:00"], tuesday: ["08:00", "18:00"] }) }],
    ["dayClosed", TUESDAY, "10:00", { hours: hours({ monday: ["08:00", "18:00"] }) }],
    ["dayOff", TUESDAY, "10:00", { timeOff: [{ startDate: TUESDAY, endDate: TUESDAY }] }],
    ["timeRequired", TUESDAY, "", {}],
    ["offGrid", TUESDAY, "10:15", {}],
    ["pastTime", MONDAY, "09:00", {}],
    ["outsideHours", TUESDAY, "17:30", { hours: hours({ tuesday: ["09:00", "17:00"] }) }],
    ["taken", TUESDAY, "10:00", { busyCells: booked(TUESDAY, ["10:00"]) }],
    [
      "unreachable",
      TUESDAY,
      "10:00",
      {
        route: { jobs: [], startPlace: { lat: 30.21, lng: -97.78 }, endPlace: null },
        travel: { place: { lat: 30.51, lng: -97.68 }, minutes: () => 121 },
      },
    ],
  ];
  it.each(alone)("%s decides alone", (reason, date, time, overrides) => {
    const check = checkSlot(date, time, context(overrides));
    expect(readInEnglish(check)).toMatchObject({ ok: false, reason });
  });

  it("lets a start through that every rule passes", () => {
    expect(readInEnglish(checkSlot(TUESDAY, "10:00", context()))).toMatchObject({ ok: true });
  });
});

describe("checkDate", () => {
  it("accepts today and later working days", () => {
    expect(readInEnglish(checkDate(MONDAY, context()))).toEqual({ ok: true });
    expect(readInEnglish(checkDate(TUESDAY, context()))).toEqual({ ok: true });
    expect(readInEnglish(checkDate(SATURDAY, context()))).toEqual({ ok: true });
  });

  it("requires a date", () => {
    expect(readInEnglish(checkDate("", context()))).toMatchObject({ ok: false, message: "Please choose a date" });
  });

  it.each(["2026-02-30", "2026-13-01", "2026-11-31", "2027-02-29", "11/23/2026", "2026-11-23T09:00", "tomorrow"])(
    "refuses the invalid date %j",
    (date) => {
      expect(readInEnglish(checkDate(date, context()))).toMatchObject({ ok: false, message: "Please choose a valid date" });
    },
  );

  it.each(["2026-11-21", "2026-11-20", "2026-10-23", "2025-11-24"])("refuses the past date %s", (date) => {
    expect(readInEnglish(checkDate(date, context()))).toEqual({
      ok: false,
      reason: "pastDate",
      message: "This date has passed. Please choose a later date.",
    });
  });

  it("calls a past Sunday past rather than a Sunday", () => {
    expect(readInEnglish(checkDate(SUNDAY, context()).ok)).toBe(false);
    expect(readInEnglish(checkDate(SUNDAY, context()))).toEqual({
      ok: false,
      reason: "pastDate",
      message: "This date has passed. Please choose a later date.",
    });
  });

  it("judges 'past' in the service's time zone", () => {
    // 2026-11-24T05:30Z is Monday 23:30 in Chicago but already Tuesday 00:30 in New York.
    const now = new Date("2026-11-24T05:30:00Z");
    expect(readInEnglish(checkDate(MONDAY, context({ now, timeZone: CHICAGO })))).toEqual({ ok: true });
    expect(readInEnglish(checkDate(MONDAY, context({ now, timeZone: LOS_ANGELES })))).toEqual({ ok: true });
    expect(readInEnglish(checkDate(MONDAY, context({ now, timeZone: NEW_YORK })))).toEqual({
      ok: false,
      reason: "pastDate",
      message: "This date has passed. Please choose a later date.",
    });
    expect(readInEnglish(checkDate(TUESDAY, context({ now, timeZone: NEW_YORK })))).toEqual({ ok: true });
  });

  it("accepts exactly BOOKING_WINDOW_DAYS ahead and refuses one day more", () => {
    // Tuesday 2026-11-24, 09:00 in Chicago: +90 days is Monday 2027-02-22.
    const now = new Date("2026-11-24T15:00:00Z");
    expect(readInEnglish(checkDate("2027-02-22", context({ now })))).toEqual({ ok: true });
    expect(readInEnglish(checkDate("2027-02-23", context({ now })))).toEqual({
      ok: false,
      reason: "tooFar",
      message: "Please choose a date within the next 90 days.",
    });
    expect(readInEnglish(checkDate("2027-11-24", context({ now })))).toEqual({
      ok: false,
      reason: "tooFar",
      message: "Please choose a date within the next 90 days.",
    });
  });

  it("counts the window from today in the service's time zone", () => {
    // Still Monday 11-23 in Chicago (limit 2027-02-21), already Tuesday 11-24 in New York (limit 2027-02-22).
    const now = new Date("2026-11-24T05:30:00Z");
    expect(readInEnglish(checkDate("2027-02-22", context({ now, timeZone: NEW_YORK })))).toEqual({ ok: true });
    expect(readInEnglish(checkDate("2027-02-22", context({ now, timeZone: CHICAGO })))).toEqual({
      ok: false,
      reason: "tooFar",
      message: "Please choose a date within the next 90 days.",
    });
  });

  it("refuses Sundays, even when the provider's hours include Sunday", () => {
    const sundaySeller = hours({ sunday: ["08:00", "18:00"], monday: ["08:00", "18:00"] });
    for (const availability of [STANDARD_HOURS, sundaySeller]) {
      expect(readInEnglish(checkDate(NEXT_SUNDAY, context({ hours: availability })))).toEqual({
        ok: false,
        reason: "sunday",
        message: "Bookings are not available on Sundays. Please choose another day.",
      });
    }
  });

  it("refuses a weekday the provider does not work", () => {
    const availability = hours({ monday: ["09:00", "17:00"], wednesday: ["09:00", "17:00"] });
    expect(readInEnglish(checkDate(MONDAY, context({ hours: availability })))).toEqual({ ok: true });
    expect(readInEnglish(checkDate(WEDNESDAY, context({ hours: availability })))).toEqual({ ok: true });
    expect(readInEnglish(checkDate(TUESDAY, context({ hours: availability })))).toEqual({
      ok: false,
      reason: "dayClosed",
      message: "The provider is not available on this day. Please choose another date.",
    });
    expect(readInEnglish(checkDate(SATURDAY, context({ hours: emptyAvailability() })))).toEqual({
      ok: false,
      reason: "dayClosed",
      message: "The provider is not available on this day. Please choose another date.",
    });
  });

  it("accepts today even when today's times are all gone (the slots say so)", () => {
    const lateEvening = new Date("2026-11-24T05:00:00Z"); // Monday 23:00 in Chicago
    expect(readInEnglish(checkDate(MONDAY, context({ now: lateEvening })))).toEqual({ ok: true });
  });
});

describe("slotsForDate", () => {
  it("lists every grid time as free on a later day with standard hours", () => {
    const result = slotsForDate(TUESDAY, context());
    expect(result.message).toBeNull();
    expect(times(result)).toEqual(ALL_TIMES);
    expect(result.slots.every((slot) => slot.status === "free")).toBe(true);
    expect(result.slots[0]).toEqual({ time: "08:00", status: "free" });
    expect(result.slots[8]).toEqual({ time: "12:00", status: "free" });
    expect(result.slots[19]).toEqual({ time: "17:30", status: "free" });
  });

  it("leaves out today's past times, judged in Chicago (09:10)", () => {
    const result = slotsForDate(MONDAY, context({ timeZone: CHICAGO }));
    expect(result.message).toBeNull();
    expect(times(result)).toEqual(ALL_TIMES.slice(3));
    expect(result.slots[0]).toEqual({ time: "09:30", status: "free" });
    expect(result.slots).toHaveLength(17);
  });

  it("keeps every time today in Los Angeles, where it is only 07:10", () => {
    const result = slotsForDate(MONDAY, context({ timeZone: LOS_ANGELES }));
    expect(result.message).toBeNull();
    expect(times(result)).toEqual(ALL_TIMES);
  });

  it("leaves out a time that starts right now, and keeps it a minute earlier", () => {
    expect(times(slotsForDate(MONDAY, context({ now: new Date("2026-11-23T15:00:00Z") })))[0]).toBe("09:30");
    expect(times(slotsForDate(MONDAY, context({ now: new Date("2026-11-23T14:59:00Z") })))[0]).toBe("09:00");
  });

  it("keeps only 17:30 at 17:29 and nothing after 17:30", () => {
    const at1729 = slotsForDate(MONDAY, context({ now: new Date("2026-11-23T23:29:00Z") }));
    expect(at1729).toEqual({ slots: [{ time: "17:30", status: "free" }], message: null });

    const at1730 = slotsForDate(MONDAY, context({ now: new Date("2026-11-23T23:30:00Z") }));
    expect(readInEnglish(at1730)).toEqual({
      slots: [],
      message: "No times are free on this date. Please choose another date.",
    });
  });

  it("uses standard (winter) and daylight (summer) time for 'now'", () => {
    // 15:10Z is 10:10 in Chicago in July (CDT, UTC-5): Monday 2026-07-20.
    const july = new Date("2026-07-20T15:10:00Z");
    expect(times(slotsForDate("2026-07-20", context({ now: july })))[0]).toBe("10:30");
  });

  it("leaves out times outside the provider's hours (09:00 to 17:00)", () => {
    const availability = hours({ tuesday: ["09:00", "17:00"] });
    const result = slotsForDate(TUESDAY, context({ hours: availability }));
    expect(result.message).toBeNull();
    expect(times(result)).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "12:30",
      "13:00",
      "13:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
      "16:00",
      "16:30",
    ]);
  });

  it("fits a slot when start >= opening and start + 30 min <= closing", () => {
    const availability = hours({ tuesday: ["09:15", "11:45"] });
    expect(times(slotsForDate(TUESDAY, context({ hours: availability })))).toEqual(["09:30", "10:00", "10:30", "11:00"]);

    const morning = hours({ tuesday: ["08:30", "12:00"] });
    expect(times(slotsForDate(TUESDAY, context({ hours: morning })))).toEqual([
      "08:30",
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
    ]);
  });

  it("never goes beyond the grid, however long the provider's day", () => {
    const availability = hours({ tuesday: ["06:00", "22:00"] });
    expect(times(slotsForDate(TUESDAY, context({ hours: availability })))).toEqual(ALL_TIMES);
  });

  it("combines opening hours with today's past times", () => {
    const availability = hours({ monday: ["10:00", "12:00"] });
    expect(times(slotsForDate(MONDAY, context({ hours: availability })))).toEqual(["10:00", "10:30", "11:00", "11:30"]);
    const at1030 = new Date("2026-11-23T16:30:00Z");
    expect(times(slotsForDate(MONDAY, context({ hours: availability, now: at1030 })))).toEqual(["11:00", "11:30"]);
  });

  it("lists booked times with status 'booked'", () => {
    const result = slotsForDate(TUESDAY, context({ busyCells: booked(TUESDAY, ["10:00", "13:30"]) }));
    expect(result.message).toBeNull();
    expect(times(result)).toEqual(ALL_TIMES);
    expect(result.slots.filter((slot) => slot.status === "booked")).toEqual([
      { time: "10:00", status: "booked" },
      { time: "13:30", status: "booked" },
    ]);
    expect(result.slots.filter((slot) => slot.status === "free")).toHaveLength(18);
  });

  it("leaves out booked times that are past or outside the hours", () => {
    const availability = hours({ monday: ["09:00", "12:00"] });
    const result = slotsForDate(MONDAY, context({ hours: availability, busyCells: booked(MONDAY, ["09:00", "10:00", "15:00"]) }));
    expect(result.slots).toEqual([
      { time: "09:30", status: "free" },
      { time: "10:00", status: "booked" },
      { time: "10:30", status: "free" },
      { time: "11:00", status: "free" },
      { time: "11:30", status: "free" },
    ]);
    expect(result.message).toBeNull();
  });

  it("says so when every remaining time is booked", () => {
    const availability = hours({ tuesday: ["09:00", "10:30"] });
    const result = slotsForDate(TUESDAY, context({ hours: availability, busyCells: booked(TUESDAY, ["09:00", "09:30", "10:00"]) }));
    expect(readInEnglish(result)).toEqual({
      slots: [
        { time: "09:00", status: "booked" },
        { time: "09:30", status: "booked" },
        { time: "10:00", status: "booked" },
      ],
      message: "No times are free on this date. Please choose another date.",
    });
  });

  it("says so when the provider's hours hold no whole slot", () => {
    const availability = hours({ tuesday: ["12:00", "12:20"] });
    expect(readInEnglish(slotsForDate(TUESDAY, context({ hours: availability })))).toEqual({
      slots: [],
      message: "No times are free on this date. Please choose another date.",
    });
  });

  it.each([
    [SUNDAY, "This date has passed. Please choose a later date."],
    ["2026-11-20", "This date has passed. Please choose a later date."],
    [NEXT_SUNDAY, "Bookings are not available on Sundays. Please choose another day."],
    ["2026-02-30", "Please choose a valid date"],
    ["", "Please choose a date"],
    ["2027-03-01", "Please choose a date within the next 90 days."],
  ])("returns no slots and the message for the non-bookable date %j", (date, message) => {
    expect(readInEnglish(slotsForDate(date, context()))).toEqual({ slots: [], message });
  });

  it("returns no slots on a day the provider does not work", () => {
    const availability = hours({ monday: ["08:00", "18:00"] });
    expect(readInEnglish(slotsForDate(TUESDAY, context({ hours: availability })))).toEqual({
      slots: [],
      message: "The provider is not available on this day. Please choose another date.",
    });
  });
});

describe("checkSlot", () => {
  it("accepts a free time on a bookable date", () => {
    expect(readInEnglish(checkSlot(TUESDAY, "08:00", context()))).toMatchObject({ ok: true });
    expect(readInEnglish(checkSlot(TUESDAY, "17:30", context()))).toMatchObject({ ok: true });
    expect(readInEnglish(checkSlot(MONDAY, "09:30", context()))).toMatchObject({ ok: true });
  });

  it.each([
    ["", "Please choose a date"],
    ["2026-02-30", "Please choose a valid date"],
    ["2026-11-20", "This date has passed. Please choose a later date."],
    [NEXT_SUNDAY, "Bookings are not available on Sundays. Please choose another day."],
    ["2027-03-01", "Please choose a date within the next 90 days."],
  ])("refuses the date %j, as a rule of the date", (date, message) => {
    const check = checkSlot(date, "10:00", context());
    expect(readInEnglish(check)).toMatchObject({ ok: false, message });
    expect(DATE_CHECKS.map((rule) => rule.reason)).toContain(!check.ok && check.reason);
  });

  it("refuses a day the provider does not work on preferred_date", () => {
    const availability = hours({ monday: ["08:00", "18:00"] });
    expect(readInEnglish(checkSlot(TUESDAY, "10:00", context({ hours: availability })))).toEqual({
      ok: false,
      reason: "dayClosed",
      message: "The provider is not available on this day. Please choose another date.",
    });
  });

  it("checks the date before the time", () => {
    expect(readInEnglish(checkSlot("", "", context()))).toEqual({
      ok: false,
      reason: "dateRequired",
      message: "Please choose a date",
    });
  });

  it("requires a time", () => {
    expect(readInEnglish(checkSlot(TUESDAY, "", context()))).toEqual({
      ok: false,
      reason: "timeRequired",
      message: "Please choose a time",
    });
  });

  it.each(["08:15", "18:00", "07:30", "12:45", "8:00", "08:00:00", "24:00", "noon"])("refuses the off-grid time %j", (time) => {
    expect(readInEnglish(checkSlot(TUESDAY, time, context()))).toEqual({
      ok: false,
      reason: "offGrid",
      message: "Please choose one of the listed times.",
    });
  });

  it("refuses a time already past today, judged in the service's time zone", () => {
    const pastTime = {
      ok: false,
      reason: "pastTime",
      message: "This time has already passed. Please choose a later time.",
    };
    // 09:10 in Chicago.
    expect(readInEnglish(checkSlot(MONDAY, "08:00", context()))).toEqual(pastTime);
    expect(readInEnglish(checkSlot(MONDAY, "09:00", context()))).toEqual(pastTime);
    expect(readInEnglish(checkSlot(MONDAY, "09:30", context()))).toMatchObject({ ok: true });
    // 07:10 in Los Angeles: 08:00 is still ahead.
    expect(readInEnglish(checkSlot(MONDAY, "08:00", context({ timeZone: LOS_ANGELES })))).toMatchObject({ ok: true });
    // A slot starting right now has passed.
    expect(readInEnglish(checkSlot(MONDAY, "09:00", context({ now: new Date("2026-11-23T15:00:00Z") })))).toEqual(pastTime);
    // The same wall time tomorrow is fine.
    expect(readInEnglish(checkSlot(TUESDAY, "08:00", context()))).toMatchObject({ ok: true });
  });

  it("refuses a time outside the provider's hours", () => {
    const availability = hours({ tuesday: ["09:00", "17:00"] });
    const outside = {
      ok: false,
      reason: "outsideHours",
      message: "The provider is not available at this time. Please choose another time.",
    };
    expect(readInEnglish(checkSlot(TUESDAY, "08:30", context({ hours: availability })))).toEqual(outside);
    expect(readInEnglish(checkSlot(TUESDAY, "17:00", context({ hours: availability })))).toEqual(outside);
    expect(readInEnglish(checkSlot(TUESDAY, "17:30", context({ hours: availability })))).toEqual(outside);
    expect(readInEnglish(checkSlot(TUESDAY, "09:00", context({ hours: availability })))).toMatchObject({ ok: true });
    expect(readInEnglish(checkSlot(TUESDAY, "16:30", context({ hours: availability })))).toMatchObject({ ok: true });
  });

  it("refuses a time already taken", () => {
    const busyCells = booked(TUESDAY, ["10:00"]);
    expect(readInEnglish(checkSlot(TUESDAY, "10:00", context({ busyCells })))).toEqual({
      ok: false,
      reason: "taken",
      message: "This time was just booked. Please choose another time.",
    });
    expect(readInEnglish(checkSlot(TUESDAY, "10:30", context({ busyCells })))).toMatchObject({ ok: true });
  });

  it("reports an off-grid time before a past one, and a past one before a taken one", () => {
    expect(readInEnglish(checkSlot(MONDAY, "08:15", context()))).toMatchObject({ message: "Please choose one of the listed times." });
    expect(readInEnglish(checkSlot(MONDAY, "08:00", context({ busyCells: booked(MONDAY, ["08:00"]) })))).toMatchObject({
      message: "This time has already passed. Please choose a later time.",
    });
  });

  it("accepts exactly the times slotsForDate lists as free", () => {
    const contexts = [
      context(),
      context({ timeZone: LOS_ANGELES }),
      context({ hours: hours({ monday: ["10:00", "14:00"] }), busyCells: booked(MONDAY, ["11:00", "12:30"]) }),
      context({ now: new Date("2026-11-23T21:45:00Z"), busyCells: booked(MONDAY, ["16:00"]) }),
    ];
    for (const ctx of contexts) {
      const free = slotsForDate(MONDAY, ctx)
        .slots.filter((slot) => slot.status === "free")
        .map((slot) => slot.time);
      const accepted = SLOT_TIMES.filter((time) => checkSlot(MONDAY, time, ctx).ok);
      expect(accepted).toEqual(free);
    }
  });
});

describe("firstBookableDate", () => {
  it("offers today while a slot is still ahead", () => {
    expect(firstBookableDate(context())).toBe(MONDAY);
    expect(firstBookableDate(context({ now: new Date("2026-11-23T23:29:00Z") }))).toBe(MONDAY); // 17:29
  });

  it("offers the next working day once the last slot has started", () => {
    expect(firstBookableDate(context({ now: new Date("2026-11-23T23:30:00Z") }))).toBe(TUESDAY); // 17:30
    expect(firstBookableDate(context({ now: new Date("2026-11-24T05:30:00Z") }))).toBe(TUESDAY); // 23:30
  });

  it("judges 'today' and 'late' in the service's time zone", () => {
    // 2026-11-24T01:00Z: Monday 19:00 in Chicago, Monday 17:00 in Los Angeles.
    const now = new Date("2026-11-24T01:00:00Z");
    expect(firstBookableDate(context({ now, timeZone: CHICAGO }))).toBe(TUESDAY);
    expect(firstBookableDate(context({ now, timeZone: LOS_ANGELES }))).toBe(MONDAY);
  });

  it("skips Sundays", () => {
    expect(firstBookableDate(context({ now: new Date("2026-11-22T15:00:00Z") }))).toBe(MONDAY); // Sunday 09:00
    expect(firstBookableDate(context({ now: new Date("2026-11-28T23:45:00Z") }))).toBe("2026-11-30"); // Saturday 17:45
  });

  it("skips the days the provider does not work", () => {
    const availability = hours({ wednesday: ["09:00", "17:00"], friday: ["09:00", "17:00"] });
    expect(firstBookableDate(context({ hours: availability }))).toBe(WEDNESDAY);
    // Friday 17:45: next is Wednesday.
    expect(firstBookableDate(context({ hours: availability, now: new Date("2026-11-27T23:45:00Z") }))).toBe("2026-12-02");
  });

  it("finds a provider who works one day a week, a full week on", () => {
    const availability = hours({ saturday: ["08:00", "18:00"] });
    expect(firstBookableDate(context({ hours: availability }))).toBe(SATURDAY);
    expect(firstBookableDate(context({ hours: availability, now: new Date("2026-11-28T23:45:00Z") }))).toBe("2026-12-05");
  });

  it("looks at the provider's hours, not just the grid, to decide whether today still has a slot", () => {
    const availability = hours({ monday: ["09:00", "17:00"], tuesday: ["09:00", "17:00"] });
    // 16:29 in Chicago: 16:30 is still ahead.
    expect(firstBookableDate(context({ hours: availability, now: new Date("2026-11-23T22:29:00Z") }))).toBe(MONDAY);
    // 16:30 and 16:45: the grid still has 17:00 and 17:30, but the provider closes at 17:00.
    expect(firstBookableDate(context({ hours: availability, now: new Date("2026-11-23T22:30:00Z") }))).toBe(TUESDAY);
    expect(firstBookableDate(context({ hours: availability, now: new Date("2026-11-23T22:45:00Z") }))).toBe(TUESDAY);
  });

  it("offers a date whose slots it would list", () => {
    const cases: Array<[Availability, Date]> = [
      [STANDARD_HOURS, NOW],
      [STANDARD_HOURS, new Date("2026-11-23T23:30:00Z")],
      [hours({ monday: ["09:00", "12:00"], thursday: ["13:00", "15:00"] }), new Date("2026-11-23T17:40:00Z")],
      [hours({ monday: ["09:00", "12:00"], thursday: ["13:00", "15:00"] }), new Date("2026-11-23T17:20:00Z")],
      [hours({ saturday: ["10:00", "11:00"] }), new Date("2026-11-28T16:10:00Z")],
    ];
    for (const [availability, now] of cases) {
      const date = firstBookableDate(context({ hours: availability, now }));
      expect(readInEnglish(slotsForDate(date, context({ hours: availability, now })).message)).toBeNull();
    }
  });

  it("skips a day whose free starts are all taken", () => {
    // Monday 17:00 to 17:30 booked on a provider who works 17:00 to 18:00 on Mondays only.
    const availability = hours({ monday: ["17:00", "18:00"] });
    expect(firstBookableDate(context({ hours: availability }))).toBe(MONDAY);
    expect(firstBookableDate(context({ hours: availability, busyCells: booked(MONDAY, ["17:00", "17:30"]) }))).toBe("2026-11-30");
  });

  it("falls back to today when the provider works no day at all", () => {
    expect(firstBookableDate(context({ hours: emptyAvailability() }))).toBe(MONDAY);
  });
});

describe("job length, buffer and other bookings (the overlap rule)", () => {
  const hour = { durationMinutes: 60 };

  it("offers a start only when the whole job fits before closing", () => {
    const availability = hours({ tuesday: ["09:00", "17:00"] });
    const starts = times(slotsForDate(TUESDAY, context({ hours: availability, durationMinutes: 120 })));
    expect(starts[0]).toBe("09:00");
    expect(starts[starts.length - 1]).toBe("15:00");
    expect(readInEnglish(checkSlot(TUESDAY, "15:30", context({ hours: availability, durationMinutes: 120 })))).toMatchObject({
      ok: false,
      message: "The provider is not available at this time. Please choose another time.",
    });
  });

  it("keeps the buffer inside the hours too (job 120 + buffer 30 ends by 17:00)", () => {
    const availability = hours({ tuesday: ["09:00", "17:00"] });
    const ctx = context({ hours: availability, durationMinutes: 120, bufferMinutes: 30 });
    expect(readInEnglish(checkSlot(TUESDAY, "14:30", ctx))).toMatchObject({ ok: true });
    expect(readInEnglish(checkSlot(TUESDAY, "15:00", ctx))).toMatchObject({
      ok: false,
      message: "The provider is not available at this time. Please choose another time.",
    });
    const lateBuffer = context({ hours: availability, durationMinutes: 60, bufferMinutes: 60 });
    expect(times(slotsForDate(TUESDAY, lateBuffer)).at(-1)).toBe("15:00");
  });

  it("never offers a start whose job would overlap another booking of the provider", () => {
    // A 60-minute job at 10:00 holds 10:00-11:00.
    const busyCells = booked(TUESDAY, ["10:00"], 60);
    const result = slotsForDate(TUESDAY, context({ ...hour, busyCells }));
    const status = (time: string) => result.slots.find((slot) => slot.time === time)?.status;
    expect(status("09:00")).toBe("free"); // 09:00-10:00 ends as the other starts
    expect(status("09:30")).toBe("booked"); // would run into 10:00
    expect(status("10:00")).toBe("booked");
    expect(status("10:30")).toBe("booked");
    expect(status("11:00")).toBe("free");
    expect(readInEnglish(checkSlot(TUESDAY, "10:30", context({ ...hour, busyCells })))).toMatchObject({
      ok: false,
      message: "This time was just booked. Please choose another time.",
    });
  });

  it("keeps the provider's buffer free after every job", () => {
    // The booking at 10:00 was made with a 15-minute buffer: 10:00 to 11:15, i.e. cells up to 11:30.
    const busyCells = new Set(claimedCells(TUESDAY, "10:00", { timeZone: CHICAGO, durationMinutes: 60, bufferMinutes: 15 }));
    const ctx = context({ ...hour, bufferMinutes: 15, busyCells });
    expect(readInEnglish(checkSlot(TUESDAY, "11:00", ctx))).toMatchObject({
      ok: false,
      message: "This time was just booked. Please choose another time.",
    });
    expect(readInEnglish(checkSlot(TUESDAY, "11:30", ctx))).toMatchObject({ ok: true });
    // A new job before it needs its own buffer before 10:00: 08:30 + 75 minutes ends 09:45.
    expect(readInEnglish(checkSlot(TUESDAY, "08:30", ctx))).toMatchObject({ ok: true });
    expect(readInEnglish(checkSlot(TUESDAY, "09:00", ctx))).toMatchObject({
      ok: false,
      message: "This time was just booked. Please choose another time.",
    });
  });

  it("claims every 30-minute cell the job and buffer touch", () => {
    const start = new Date("2026-11-24T16:00:00Z"); // 10:00 in Chicago
    const first = start.getTime() / CELL_MS;
    expect(cellsCovering(start, 30)).toEqual([first]);
    expect(cellsCovering(start, 60)).toEqual([first, first + 1]);
    expect(cellsCovering(start, 75)).toEqual([first, first + 1, first + 2]);
    expect(cellsCovering(start, 300)).toHaveLength(10);
    expect(claimedCells(TUESDAY, "10:00", { timeZone: CHICAGO, durationMinutes: 60, bufferMinutes: 15 })).toEqual([
      first,
      first + 1,
      first + 2,
    ]);
    expect(readInEnglish(checkSlot(TUESDAY, "10:00", context({ ...hour })))).toEqual({
      ok: true,
      cells: [first, first + 1],
      startsAt: start,
    });
  });

  it("sees a provider's bookings in another zone at the same instant", () => {
    // 10:00 in Chicago and 09:00 in Denver are the same moment: the cells are absolute.
    const chicago = claimedCells(TUESDAY, "10:00", { timeZone: CHICAGO, durationMinutes: 60, bufferMinutes: 0 });
    const denver = claimedCells(TUESDAY, "09:00", { timeZone: "America/Denver", durationMinutes: 60, bufferMinutes: 0 });
    expect(denver).toEqual(chicago);
    expect(
      readInEnglish(checkSlot(TUESDAY, "09:00", context({ ...hour, timeZone: "America/Denver", busyCells: new Set(chicago) }))),
    ).toMatchObject({
      ok: false,
      message: "This time was just booked. Please choose another time.",
    });
  });

  it("reads a local day's cells from midnight to midnight", () => {
    const range = cellRangeOfDates(TUESDAY, TUESDAY, CHICAGO);
    expect(range.from * CELL_MS).toBe(new Date("2026-11-24T06:00:00Z").getTime());
    expect(range.to - range.from).toBe(48);
    for (const time of SLOT_TIMES) {
      for (const cell of claimedCells(TUESDAY, time, { timeZone: CHICAGO, durationMinutes: 240, bufferMinutes: 60 })) {
        expect(cell >= range.from && cell < range.to).toBe(true);
      }
    }
  });
});

describe("days off", () => {
  const timeOff = [{ startDate: TUESDAY, endDate: WEDNESDAY }];

  it("refuses each day of a stretch off, with its own message", () => {
    expect(readInEnglish(checkDate(TUESDAY, context({ timeOff })))).toEqual({
      ok: false,
      reason: "dayOff",
      message: "The provider is away on this day. Please choose another date.",
    });
    expect(readInEnglish(checkDate(WEDNESDAY, context({ timeOff })))).toEqual({
      ok: false,
      reason: "dayOff",
      message: "The provider is away on this day. Please choose another date.",
    });
    expect(readInEnglish(checkDate(MONDAY, context({ timeOff })))).toEqual({ ok: true });
    expect(readInEnglish(checkDate("2026-11-26", context({ timeOff })))).toEqual({ ok: true });
    expect(readInEnglish(slotsForDate(TUESDAY, context({ timeOff })))).toEqual({
      slots: [],
      message: "The provider is away on this day. Please choose another date.",
    });
    expect(readInEnglish(checkSlot(WEDNESDAY, "10:00", context({ timeOff })))).toMatchObject({
      ok: false,
      reason: "dayOff",
      message: "The provider is away on this day. Please choose another date.",
    });
  });

  it("moves the first bookable day past them", () => {
    const lateMonday = new Date("2026-11-23T23:45:00Z"); // 17:45, Monday's starts are gone
    expect(firstBookableDate(context({ now: lateMonday, timeOff }))).toBe("2026-11-26");
  });
});

describe("daylight saving time", () => {
  it("books the Monday after spring-forward at its new offset (America/Chicago, 2026-03-08)", () => {
    const saturdayEvening = new Date("2026-03-07T23:45:00Z"); // Saturday 17:45 CST
    const first = firstBookableStart(context({ now: saturdayEvening }));
    expect(first).toEqual({ date: "2026-03-09", time: "08:00", startsAt: new Date("2026-03-09T13:00:00Z") }); // 08:00 CDT
    // Saturday 17:30 CST to Monday 08:00 CDT is 37.5 hours, one less than on the wall.
    const saturday = claimedCells("2026-03-07", "17:30", { timeZone: CHICAGO, durationMinutes: 30, bufferMinutes: 0 })[0];
    const monday = claimedCells("2026-03-09", "08:00", { timeZone: CHICAGO, durationMinutes: 30, bufferMinutes: 0 })[0];
    expect(monday - saturday).toBe(75);
  });

  it("judges the spring-forward Sunday as a Sunday, before and after 2:00", () => {
    for (const now of [new Date("2026-03-08T07:30:00Z"), new Date("2026-03-08T08:30:00Z"), new Date("2026-03-08T20:00:00Z")]) {
      expect(readInEnglish(checkDate("2026-03-08", context({ now })))).toEqual({
        ok: false,
        reason: "sunday",
        message: "Bookings are not available on Sundays. Please choose another day.",
      });
      expect(firstBookableDate(context({ now }))).toBe("2026-03-09");
    }
  });

  it("books the Monday after fall-back at standard time (America/Chicago, 2026-11-01)", () => {
    // 01:30 happens twice on the Sunday; both times "today" is the Sunday.
    for (const now of [new Date("2026-11-01T06:30:00Z"), new Date("2026-11-01T07:30:00Z")]) {
      expect(firstBookableStart(context({ now }))).toEqual({
        date: "2026-11-02",
        time: "08:00",
        startsAt: new Date("2026-11-02T14:00:00Z"),
      });
    }
    // A four-hour Saturday job before the change ends on the same wall day, in daylight time.
    const cells = claimedCells("2026-10-31", "17:30", { timeZone: CHICAGO, durationMinutes: 240, bufferMinutes: 0 });
    expect(cells[0] * CELL_MS).toBe(new Date("2026-10-31T22:30:00Z").getTime());
    expect(cells).toHaveLength(8);
  });

  it("keeps Phoenix on one offset all year", () => {
    const phoenix = (date: string) =>
      claimedCells(date, "08:00", { timeZone: "America/Phoenix", durationMinutes: 30, bufferMinutes: 0 })[0] * CELL_MS;
    expect(new Date(phoenix("2026-03-09")).toISOString()).toBe("2026-03-09T15:00:00.000Z");
    expect(new Date(phoenix("2026-07-20")).toISOString()).toBe("2026-07-20T15:00:00.000Z");
    expect(new Date(phoenix("2026-11-02")).toISOString()).toBe("2026-11-02T15:00:00.000Z");
    // While Chicago's 08:00 moves by an hour between summer and winter.
    const chicago = (date: string) =>
      claimedCells(date, "08:00", { timeZone: CHICAGO, durationMinutes: 30, bufferMinutes: 0 })[0] * CELL_MS;
    expect(new Date(chicago("2026-07-20")).toISOString()).toBe("2026-07-20T13:00:00.000Z");
    expect(new Date(chicago("2026-11-02")).toISOString()).toBe("2026-11-02T14:00:00.000Z");
    // "Past" in Phoenix on a summer morning: 15:10Z is 08:10 MST, so 08:00 is gone and 08:30 is not.
    const now = new Date("2026-07-20T15:10:00Z");
    expect(times(slotsForDate("2026-07-20", context({ now, timeZone: "America/Phoenix" })))[0]).toBe("08:30");
  });
});

describe("firstBookableStart and 'Available Now'", () => {
  it("finds the first free start, skipping past, closed and taken ones", () => {
    // Monday 09:10 in Chicago: 09:30 is next; with 09:30 and 10:00 booked, 10:30.
    expect(firstBookableStart(context())).toEqual({ date: MONDAY, time: "09:30", startsAt: new Date("2026-11-23T15:30:00Z") });
    expect(firstBookableStart(context({ busyCells: booked(MONDAY, ["09:30", "10:00"]) }))?.time).toBe("10:30");
  });

  it("stops looking at `until`", () => {
    const until = availableNowUntil(NOW); // 10:10 in Chicago
    expect(AVAILABLE_NOW_MINUTES).toBe(60);
    expect(firstBookableStart(context(), { until })?.time).toBe("09:30");
    expect(firstBookableStart(context({ busyCells: booked(MONDAY, ["09:30", "10:00"]) }), { until })).toBeNull();
  });

  it("agrees with itself: a start within the hour is found with or without the horizon", () => {
    const nows = ["2026-11-23T15:10:00Z", "2026-11-23T23:10:00Z", "2026-11-22T17:00:00Z", "2026-11-24T13:40:00Z", "2026-11-28T22:50:00Z"];
    const contexts = [
      context(),
      context({ durationMinutes: 120, bufferMinutes: 30 }),
      context({ hours: hours({ monday: ["10:00", "12:00"], tuesday: ["08:00", "09:00"] }) }),
      context({ busyCells: booked(MONDAY, ["09:30", "10:00", "17:00"], 60) }),
      context({ timeOff: [{ startDate: MONDAY, endDate: MONDAY }] }),
    ];
    for (const ctx of contexts) {
      for (const iso of nows) {
        const now = new Date(iso);
        const withNow = { ...ctx, now };
        const first = firstBookableStart(withNow);
        const withinHour = first !== null && first.startsAt <= availableNowUntil(now);
        expect(firstBookableStart(withNow, { until: availableNowUntil(now) }) !== null).toBe(withinHour);
      }
    }
  });
});

describe("the days with free times beside a picker", () => {
  it("lists the next two weeks' days that have a free start, with how many", () => {
    // Monday 09:10 in Chicago. Open Mondays 10-12 and Wednesdays 8-9; next Monday off; Wednesday 8:00 taken.
    const ctx = context({
      hours: hours({ monday: ["10:00", "12:00"], wednesday: ["08:00", "09:00"] }),
      timeOff: [{ startDate: "2026-11-30", endDate: "2026-11-30" }],
      busyCells: booked("2026-11-25", ["08:00"]),
    });
    expect(freeDays(ctx)).toEqual([
      { date: MONDAY, free: 4 },
      { date: "2026-11-25", free: 1 },
      { date: "2026-12-02", free: 2 },
    ]);
    // Later on the Monday, its past starts are gone, and a full day is not listed at all.
    const late = context({ ...ctx, now: new Date("2026-11-23T17:10:00Z") });
    expect(freeDays(late)[0]).toEqual({ date: MONDAY, free: 1 });
    expect(freeDays(context({ ...ctx, busyCells: booked("2026-11-25", ["08:00", "08:30"]) })).map((day) => day.date)).toEqual([
      MONDAY,
      "2026-12-02",
    ]);
  });

  it("names each day short, with its count", () => {
    expect(freeDayLabelIn("en", { date: "2026-11-30", free: 3 })).toBe("Mon, Nov 30 · 3 times free");
    expect(freeDayLabelIn("en", { date: "2026-12-02", free: 1 })).toBe("Wed, Dec 2 · 1 time free");
  });
});
