import { describe, expect, it } from "vitest";
import {
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  effectiveAvailability,
  emptyAvailability,
  hasAnyAvailability,
  clampToBounds,
  dayWithinBounds,
  STANDARD_HOURS,
  TIME_PATTERN,
  type Availability,
} from "~/domain/schedule/availability";
import { WEEKDAY_LABELS } from "~/locales/en/time";
import { WEEKDAYS, type Weekday } from "~/domain/time";
import {
  availabilitySchema,
  dayAvailabilitySchema,
  availabilityFormSchema,
  parseAvailabilityJson,
} from "~/domain/schedule/availability.schema.server";

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
    expect(dayAvailabilitySchema.safeParse({ available: true, startTime: "18:00", endTime: "24:00" }).success).toBe(true);
  });

  it("refuses an available day whose end is not after its start, on the end time", () => {
    for (const [startTime, endTime] of [
      ["17:00", "09:00"],
      ["09:00", "09:00"],
      ["24:00", "24:00"],
    ]) {
      const result = dayAvailabilitySchema.safeParse({ available: true, startTime, endTime });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[["endTime"], "hours.order"]]);
    }
  });

  it("does not compare the times of an unavailable day", () => {
    expect(dayAvailabilitySchema.safeParse({ available: false, startTime: "17:00", endTime: "09:00" }).success).toBe(true);
  });

  it("refuses malformed times with the format message", () => {
    const result = dayAvailabilitySchema.safeParse({ available: false, startTime: "9:00", endTime: "17:00" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[["startTime"], "hours.format"]]);
    const end = dayAvailabilitySchema.safeParse({ available: true, startTime: "09:00", endTime: "25:00" });
    expect(end.error?.issues[0]?.path).toEqual(["endTime"]);
    expect(end.error?.issues[0]?.message).toBe("hours.format");
  });

  it("requires a boolean 'available'", () => {
    expect(dayAvailabilitySchema.safeParse({ available: "true", startTime: "09:00", endTime: "17:00" }).success).toBe(false);
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

describe("the bounds of a working day (06:00 to 22:00)", () => {
  it("accepts hours inside them and a day off whatever its hours", () => {
    expect(dayWithinBounds({ available: true, startTime: "06:00", endTime: "22:00" })).toBe(true);
    expect(dayWithinBounds({ available: true, startTime: "05:30", endTime: "12:00" })).toBe(false);
    expect(dayWithinBounds({ available: true, startTime: "09:00", endTime: "22:30" })).toBe(false);
    expect(dayWithinBounds({ available: false, startTime: "00:00", endTime: "24:00" })).toBe(true);
  });

  it("pulls older stored hours inside them, closing a day that has none left", () => {
    const old = withDays({ monday: ["00:00", "24:00"], tuesday: ["05:00", "06:00"], wednesday: ["09:00", "17:00"] });
    const clamped = clampToBounds(old);
    expect(clamped.monday).toEqual({ available: true, startTime: "06:00", endTime: "22:00" });
    expect(clamped.tuesday).toEqual({ available: false, startTime: "06:00", endTime: "06:00" });
    expect(clamped.wednesday).toEqual({ available: true, startTime: "09:00", endTime: "17:00" });
  });

  it("is checked by the hours form, beside the day's end time", () => {
    const result = availabilityFormSchema.safeParse({ monday: { available: "on", startTime: "05:00", endTime: "12:00" } });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["monday", "endTime"], message: "hours.bounds" })]);
    expect(availabilityFormSchema.safeParse({ monday: { available: "on", startTime: "06:00", endTime: "22:00" } }).success).toBe(true);
    // A day off is never refused for its hours.
    expect(availabilityFormSchema.safeParse({ monday: { startTime: "05:00", endTime: "23:00" } }).success).toBe(true);
  });
});
