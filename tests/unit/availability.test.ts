import { describe, expect, it } from "vitest";
import {
  availabilitySchema,
  dayAvailabilitySchema,
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  effectiveAvailability,
  emptyAvailability,
  hasAnyAvailability,
  isOpenAt,
  nextOpening,
  parseAvailabilityJson,
  STANDARD_HOURS,
  TIME_PATTERN,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Availability,
  type DayAvailability,
  type Weekday,
} from "~/domain/availability";

const off: DayAvailability = { available: false, startTime: "09:00", endTime: "17:00" };

/** Every day off except the ones given. */
function withDays(days: Partial<Record<Weekday, [string, string]>>): Availability {
  const availability = emptyAvailability();
  for (const [day, [startTime, endTime]] of Object.entries(days) as [Weekday, [string, string]][]) {
    availability[day] = { available: true, startTime, endTime };
  }
  return availability;
}

describe("weekdays", () => {
  it("runs Monday to Sunday with English labels", () => {
    expect(WEEKDAYS).toEqual(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]);
    expect(WEEKDAYS.map((day) => WEEKDAY_LABELS[day])).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
  });
});

describe("TIME_PATTERN", () => {
  it.each(["00:00", "08:00", "09:30", "12:59", "19:05", "23:59", "24:00"])("accepts %s", (time) => {
    expect(TIME_PATTERN.test(time)).toBe(true);
  });

  it.each(["9:00", "09:0", "0900", "24:01", "24:30", "25:00", "12:60", "09:00:00", " 09:00", "09:00 ", "ab:cd", ""])(
    "rejects %j",
    (time) => {
      expect(TIME_PATTERN.test(time)).toBe(false);
    },
  );
});

describe("dayAvailabilitySchema", () => {
  it("accepts an available day whose start is before its end", () => {
    const day = { available: true, startTime: "08:00", endTime: "18:00" };
    expect(dayAvailabilitySchema.parse(day)).toEqual(day);
  });

  it("accepts 24:00 as an end time", () => {
    expect(dayAvailabilitySchema.safeParse({ available: true, startTime: "18:00", endTime: "24:00" }).success).toBe(
      true,
    );
  });

  it("refuses an available day whose end is not after its start, on the end time", () => {
    for (const [startTime, endTime] of [
      ["17:00", "09:00"],
      ["09:00", "09:00"],
      ["24:00", "24:00"],
    ]) {
      const result = dayAvailabilitySchema.safeParse({ available: true, startTime, endTime });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [["endTime"], "The end time must be after the start time"],
      ]);
    }
  });

  it("does not compare the times of an unavailable day", () => {
    expect(dayAvailabilitySchema.safeParse({ available: false, startTime: "17:00", endTime: "09:00" }).success).toBe(
      true,
    );
  });

  it("refuses malformed times with the format message", () => {
    const result = dayAvailabilitySchema.safeParse({ available: false, startTime: "9:00", endTime: "17:00" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["startTime"], "Use the format HH:MM"],
    ]);
    const end = dayAvailabilitySchema.safeParse({ available: true, startTime: "09:00", endTime: "25:00" });
    expect(end.error?.issues[0]?.path).toEqual(["endTime"]);
    expect(end.error?.issues[0]?.message).toBe("Use the format HH:MM");
  });

  it("requires a boolean 'available'", () => {
    expect(dayAvailabilitySchema.safeParse({ available: "true", startTime: "09:00", endTime: "17:00" }).success).toBe(
      false,
    );
  });
});

describe("availabilitySchema", () => {
  it("accepts a full week", () => {
    expect(availabilitySchema.parse(STANDARD_HOURS)).toEqual(STANDARD_HOURS);
  });

  it("requires every weekday", () => {
    const { sunday: _sunday, ...sixDays } = emptyAvailability();
    const result = availabilitySchema.safeParse(sixDays);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["sunday"]);
  });

  it("reports a bad day under its weekday", () => {
    const week = { ...emptyAvailability(), wednesday: { available: true, startTime: "12:00", endTime: "11:00" } };
    const result = availabilitySchema.safeParse(week);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["wednesday", "endTime"]]);
  });
});

describe("emptyAvailability", () => {
  it("has every day off with the default 09:00-17:00 hours", () => {
    expect(DEFAULT_START_TIME).toBe("09:00");
    expect(DEFAULT_END_TIME).toBe("17:00");
    const empty = emptyAvailability();
    expect(Object.keys(empty)).toEqual([...WEEKDAYS]);
    for (const day of WEEKDAYS) {
      expect(empty[day]).toEqual({ available: false, startTime: "09:00", endTime: "17:00" });
    }
    expect(hasAnyAvailability(empty)).toBe(false);
  });

  it("returns a fresh object each time", () => {
    const first = emptyAvailability();
    first.monday.available = true;
    expect(emptyAvailability().monday.available).toBe(false);
  });
});

describe("STANDARD_HOURS", () => {
  it("is Monday to Saturday 08:00-18:00 with Sunday off", () => {
    expect(STANDARD_HOURS).toEqual({
      monday: { available: true, startTime: "08:00", endTime: "18:00" },
      tuesday: { available: true, startTime: "08:00", endTime: "18:00" },
      wednesday: { available: true, startTime: "08:00", endTime: "18:00" },
      thursday: { available: true, startTime: "08:00", endTime: "18:00" },
      friday: { available: true, startTime: "08:00", endTime: "18:00" },
      saturday: { available: true, startTime: "08:00", endTime: "18:00" },
      sunday: { available: false, startTime: "08:00", endTime: "18:00" },
    });
  });

  it("fits every booking slot from 08:00 to 17:30 (each 30 minutes long)", () => {
    for (let minutes = 8 * 60; minutes <= 17 * 60 + 30; minutes += 30) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
      expect(isOpenAt(STANDARD_HOURS, "monday", time)).toBe(true);
    }
  });
});

describe("hasAnyAvailability / effectiveAvailability", () => {
  it("gives standard hours to a provider who set none", () => {
    expect(effectiveAvailability(null)).toBe(STANDARD_HOURS);
    expect(effectiveAvailability(undefined)).toBe(STANDARD_HOURS);
    expect(effectiveAvailability(emptyAvailability())).toBe(STANDARD_HOURS);
  });

  it("keeps a provider's own hours when at least one day is on", () => {
    const own = withDays({ sunday: ["10:00", "14:00"] });
    expect(hasAnyAvailability(own)).toBe(true);
    expect(effectiveAvailability(own)).toBe(own);
    expect(effectiveAvailability(own).monday.available).toBe(false);
  });
});

describe("parseAvailabilityJson", () => {
  it("reads valid stored JSON", () => {
    const week = withDays({ monday: ["09:00", "17:00"], friday: ["12:00", "24:00"] });
    expect(parseAvailabilityJson(JSON.stringify(week))).toEqual(week);
  });

  it.each([
    ["null input", null],
    ["undefined input", undefined],
    ["empty string", ""],
    ["bad JSON", "{not json"],
    ["truncated JSON", '{"monday":'],
    ["JSON null", "null"],
    ["a number", "42"],
    ["an array", "[]"],
    ["an empty object", "{}"],
  ])("returns null for %s", (_label, input) => {
    expect(parseAvailabilityJson(input)).toBeNull();
  });

  it("returns null when a day breaks the rules", () => {
    const week = { ...emptyAvailability(), monday: { available: true, startTime: "17:00", endTime: "09:00" } };
    expect(parseAvailabilityJson(JSON.stringify(week))).toBeNull();
    const badFormat = { ...emptyAvailability(), monday: { available: true, startTime: "9am", endTime: "5pm" } };
    expect(parseAvailabilityJson(JSON.stringify(badFormat))).toBeNull();
  });
});

describe("isOpenAt", () => {
  const week = withDays({ monday: ["09:00", "17:00"], saturday: ["20:00", "24:00"] });

  it("is open from the start time inclusive", () => {
    expect(isOpenAt(week, "monday", "09:00")).toBe(true);
    expect(isOpenAt(week, "monday", "08:59")).toBe(false);
  });

  it("is closed at the end time (exclusive)", () => {
    expect(isOpenAt(week, "monday", "16:59")).toBe(true);
    expect(isOpenAt(week, "monday", "17:00")).toBe(false);
    expect(isOpenAt(week, "monday", "23:00")).toBe(false);
  });

  it("is open until midnight when the end is 24:00", () => {
    expect(isOpenAt(week, "saturday", "23:59")).toBe(true);
    expect(isOpenAt(week, "saturday", "19:59")).toBe(false);
  });

  it("is closed all day on an unavailable day, even within its stored hours", () => {
    expect(week.tuesday).toEqual(off);
    expect(isOpenAt(week, "tuesday", "12:00")).toBe(false);
  });

  it("is closed on Sunday with standard hours", () => {
    expect(isOpenAt(STANDARD_HOURS, "sunday", "12:00")).toBe(false);
    expect(isOpenAt(STANDARD_HOURS, "saturday", "12:00")).toBe(true);
  });
});

describe("nextOpening", () => {
  const week = withDays({ monday: ["09:00", "17:00"], wednesday: ["13:30", "18:00"] });

  it("finds a later opening on the same day", () => {
    expect(nextOpening(week, "monday", "07:15")).toEqual({ weekday: "monday", time: "09:00", daysAhead: 0 });
    expect(nextOpening(week, "monday", "08:59")).toEqual({ weekday: "monday", time: "09:00", daysAhead: 0 });
  });

  it("moves on once today's start time has passed", () => {
    expect(nextOpening(week, "monday", "09:00")).toEqual({ weekday: "wednesday", time: "13:30", daysAhead: 2 });
    expect(nextOpening(week, "monday", "17:30")).toEqual({ weekday: "wednesday", time: "13:30", daysAhead: 2 });
  });

  it("finds the next available day", () => {
    expect(nextOpening(week, "tuesday", "00:00")).toEqual({ weekday: "wednesday", time: "13:30", daysAhead: 1 });
    expect(nextOpening(STANDARD_HOURS, "monday", "19:00")).toEqual({
      weekday: "tuesday",
      time: "08:00",
      daysAhead: 1,
    });
  });

  it("wraps around the end of the week", () => {
    expect(nextOpening(week, "thursday", "10:00")).toEqual({ weekday: "monday", time: "09:00", daysAhead: 4 });
    expect(nextOpening(week, "sunday", "23:59")).toEqual({ weekday: "monday", time: "09:00", daysAhead: 1 });
    expect(nextOpening(STANDARD_HOURS, "saturday", "18:00")).toEqual({
      weekday: "monday",
      time: "08:00",
      daysAhead: 2,
    });
  });

  it("finds the same weekday next week when it is the only open day", () => {
    const mondays = withDays({ monday: ["09:00", "17:00"] });
    expect(nextOpening(mondays, "monday", "18:00")).toEqual({ weekday: "monday", time: "09:00", daysAhead: 7 });
    expect(nextOpening(mondays, "tuesday", "08:00")).toEqual({ weekday: "monday", time: "09:00", daysAhead: 6 });
  });

  it("returns null when no day is available", () => {
    for (const day of WEEKDAYS) {
      expect(nextOpening(emptyAvailability(), day, "00:00")).toBeNull();
    }
  });
});
