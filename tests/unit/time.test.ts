import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import {
  addDaysToDate,
  FALLBACK_TIME_ZONE,
  instantOf,
  isValidDate,
  localClock,
  STATE_TIME_ZONES,
  timeZoneAbbreviation,
  timeZoneForState,
  US_STATES,
  utcOffsetMinutes,
  weekdayOfDate,
} from "~/domain/time";
import { formatDateLong, formatTime12h } from "~/locales/en/time";

const CHICAGO = "America/Chicago";
const LOS_ANGELES = "America/Los_Angeles";

describe("timeZoneForState", () => {
  it.each([
    ["TX", "America/Chicago"],
    ["CA", "America/Los_Angeles"],
    ["NY", "America/New_York"],
    ["AZ", "America/Phoenix"],
    ["HI", "Pacific/Honolulu"],
    ["AK", "America/Anchorage"],
    ["CO", "America/Denver"],
    ["DC", "America/New_York"],
  ])("maps %s to %s", (state, zone) => {
    expect(timeZoneForState(state)).toBe(zone);
  });

  it("accepts lower-case state codes", () => {
    expect(timeZoneForState("tx")).toBe("America/Chicago");
    expect(timeZoneForState("ca")).toBe("America/Los_Angeles");
  });

  it.each([["ZZ"], ["Texas"], [""], [null], [undefined], ["PR"]])("falls back to Chicago for %j", (state) => {
    expect(FALLBACK_TIME_ZONE).toBe("America/Chicago");
    expect(timeZoneForState(state)).toBe("America/Chicago");
  });

  it("covers the 50 states and DC, each with a zone the runtime knows", () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES).size).toBe(51);
    for (const state of US_STATES) {
      expect(state).toMatch(/^[A-Z]{2}$/);
      const zone = STATE_TIME_ZONES[state];
      expect(() => new Intl.DateTimeFormat("en-US", { timeZone: zone })).not.toThrow();
    }
  });
});

describe("localClock", () => {
  it("gives the local date, weekday and time in Chicago and Los Angeles", () => {
    const instant = new Date("2024-06-12T17:45:00Z"); // a Wednesday, daylight time
    expect(localClock(instant, CHICAGO)).toEqual({ date: "2024-06-12", weekday: "wednesday", time: "12:45" });
    expect(localClock(instant, LOS_ANGELES)).toEqual({ date: "2024-06-12", weekday: "wednesday", time: "10:45" });
    expect(localClock(instant, "America/New_York")).toEqual({
      date: "2024-06-12",
      weekday: "wednesday",
      time: "13:45",
    });
    expect(localClock(instant, "UTC")).toEqual({ date: "2024-06-12", weekday: "wednesday", time: "17:45" });
  });

  it("uses standard time in winter", () => {
    const instant = new Date("2024-01-15T18:00:00Z"); // a Monday
    expect(localClock(instant, CHICAGO)).toEqual({ date: "2024-01-15", weekday: "monday", time: "12:00" });
    expect(localClock(instant, LOS_ANGELES)).toEqual({ date: "2024-01-15", weekday: "monday", time: "10:00" });
  });

  it("keeps Phoenix on standard time all year", () => {
    expect(localClock(new Date("2024-01-15T19:00:00Z"), "America/Phoenix").time).toBe("12:00");
    expect(localClock(new Date("2024-07-15T19:00:00Z"), "America/Phoenix").time).toBe("12:00");
  });

  it("crosses the spring-forward DST change (2024-03-10)", () => {
    expect(localClock(new Date("2024-03-10T07:59:00Z"), CHICAGO)).toEqual({
      date: "2024-03-10",
      weekday: "sunday",
      time: "01:59",
    });
    expect(localClock(new Date("2024-03-10T08:00:00Z"), CHICAGO)).toEqual({
      date: "2024-03-10",
      weekday: "sunday",
      time: "03:00",
    });
    expect(localClock(new Date("2024-03-10T09:59:00Z"), LOS_ANGELES).time).toBe("01:59");
    expect(localClock(new Date("2024-03-10T10:00:00Z"), LOS_ANGELES).time).toBe("03:00");
  });

  it("crosses the fall-back DST change (2024-11-03)", () => {
    // 01:00-01:59 happens twice.
    expect(localClock(new Date("2024-11-03T06:30:00Z"), CHICAGO)).toEqual({
      date: "2024-11-03",
      weekday: "sunday",
      time: "01:30",
    });
    expect(localClock(new Date("2024-11-03T07:30:00Z"), CHICAGO)).toEqual({
      date: "2024-11-03",
      weekday: "sunday",
      time: "01:30",
    });
    expect(localClock(new Date("2024-11-03T08:30:00Z"), CHICAGO).time).toBe("02:30");
    expect(localClock(new Date("2024-11-03T08:30:00Z"), LOS_ANGELES).time).toBe("01:30");
    expect(localClock(new Date("2024-11-03T09:30:00Z"), LOS_ANGELES).time).toBe("01:30");
  });

  it("is still the previous day locally after midnight UTC", () => {
    const instant = new Date("2024-06-01T04:30:00Z"); // Saturday in UTC
    expect(localClock(instant, CHICAGO)).toEqual({ date: "2024-05-31", weekday: "friday", time: "23:30" });
    expect(localClock(instant, LOS_ANGELES)).toEqual({ date: "2024-05-31", weekday: "friday", time: "21:30" });
  });

  it("shows local midnight as 00:00 of the new day", () => {
    expect(localClock(new Date("2024-06-01T05:00:00Z"), CHICAGO)).toEqual({
      date: "2024-06-01",
      weekday: "saturday",
      time: "00:00",
    });
    expect(localClock(new Date("2024-06-01T07:00:00Z"), LOS_ANGELES)).toEqual({
      date: "2024-06-01",
      weekday: "saturday",
      time: "00:00",
    });
  });

  it("crosses a year boundary", () => {
    expect(localClock(new Date("2025-01-01T05:59:00Z"), CHICAGO)).toEqual({
      date: "2024-12-31",
      weekday: "tuesday",
      time: "23:59",
    });
    expect(localClock(new Date("2025-01-01T06:00:00Z"), CHICAGO)).toEqual({
      date: "2025-01-01",
      weekday: "wednesday",
      time: "00:00",
    });
    expect(localClock(new Date("2025-01-01T07:59:00Z"), LOS_ANGELES)).toEqual({
      date: "2024-12-31",
      weekday: "tuesday",
      time: "23:59",
    });
  });

  it("handles a leap day", () => {
    expect(localClock(new Date("2024-02-29T12:00:00Z"), CHICAGO)).toEqual({
      date: "2024-02-29",
      weekday: "thursday",
      time: "06:00",
    });
  });
});

describe("formatTime12h", () => {
  it.each([
    ["00:00", "12:00 AM"],
    ["00:30", "12:30 AM"],
    ["08:00", "8:00 AM"],
    ["09:00", "9:00 AM"],
    ["11:59", "11:59 AM"],
    ["12:00", "12:00 PM"],
    ["12:30", "12:30 PM"],
    ["13:05", "1:05 PM"],
    ["17:30", "5:30 PM"],
    ["23:59", "11:59 PM"],
    ["24:00", "12:00 AM"],
  ])("formats %s as %s", (time, expected) => {
    expect(formatTime12h(time)).toBe(expected);
  });
});

describe("addDaysToDate", () => {
  it.each([
    ["2024-06-12", 0, "2024-06-12"],
    ["2024-06-12", 1, "2024-06-13"],
    ["2024-06-12", 7, "2024-06-19"],
    ["2024-01-31", 1, "2024-02-01"],
    ["2024-04-30", 1, "2024-05-01"],
    ["2024-05-01", -1, "2024-04-30"],
    ["2024-02-28", 1, "2024-02-29"],
    ["2024-02-29", 1, "2024-03-01"],
    ["2023-02-28", 1, "2023-03-01"],
    ["2024-03-01", -1, "2024-02-29"],
    ["2023-03-01", -1, "2023-02-28"],
    ["2000-02-28", 1, "2000-02-29"],
    ["2100-02-28", 1, "2100-03-01"],
    ["2024-12-31", 1, "2025-01-01"],
    ["2025-01-01", -1, "2024-12-31"],
    ["2024-12-25", 10, "2025-01-04"],
    ["2024-01-01", 366, "2025-01-01"],
    ["2023-01-01", 365, "2024-01-01"],
    ["2024-03-09", 1, "2024-03-10"],
    ["2024-11-02", 2, "2024-11-04"],
  ])("%s %+d days is %s", (date, days, expected) => {
    expect(addDaysToDate(date, days)).toBe(expected);
  });
});

describe("weekdayOfDate", () => {
  it.each([
    ["2024-01-01", "monday"],
    ["2024-02-29", "thursday"],
    ["2024-06-01", "saturday"],
    ["2024-06-02", "sunday"],
    ["2024-06-12", "wednesday"],
    ["2024-12-31", "tuesday"],
    ["2025-01-03", "friday"],
    ["2000-01-01", "saturday"],
  ])("%s is a %s", (date, weekday) => {
    expect(weekdayOfDate(date)).toBe(weekday);
  });

  it("agrees with localClock's weekday", () => {
    let date = "2024-03-01";
    for (let i = 0; i < 60; i++) {
      const instant = new Date(`${date}T18:00:00Z`);
      expect(weekdayOfDate(date)).toBe(localClock(instant, CHICAGO).weekday);
      date = addDaysToDate(date, 1);
    }
  });
});

describe("isValidDate", () => {
  it.each(["2024-01-01", "2024-02-29", "2000-02-29", "2023-12-31", "2024-04-30"])("accepts %s", (date) => {
    expect(isValidDate(date)).toBe(true);
  });

  it.each([
    "2023-02-29",
    "1900-02-29",
    "2100-02-29",
    "2024-02-30",
    "2024-04-31",
    "2024-13-01",
    "2024-00-10",
    "2024-01-00",
    "2024-01-32",
    "2024-1-01",
    "2024-01-1",
    "24-01-01",
    "2024/01/01",
    "2024-01-01T00:00",
    " 2024-01-01",
    "",
    "not a date",
  ])("rejects %j", (date) => {
    expect(isValidDate(date)).toBe(false);
  });
});

describe("instantOf", () => {
  it("gives an invalid date, never an exception, for a date that is not one", () => {
    expect(Number.isNaN(instantOf("+010000-01", "09:00", CHICAGO).getTime())).toBe(true);
    expect(Number.isNaN(instantOf("2026-11-24", "xx:yy", CHICAGO).getTime())).toBe(true);
  });

  it.each([
    ["2026-11-23", "09:00", CHICAGO, "2026-11-23T15:00:00.000Z"],
    ["2026-07-15", "09:00", CHICAGO, "2026-07-15T14:00:00.000Z"],
    ["2026-11-23", "09:00", LOS_ANGELES, "2026-11-23T17:00:00.000Z"],
    ["2026-07-15", "09:00", LOS_ANGELES, "2026-07-15T16:00:00.000Z"],
    ["2026-11-23", "09:00", "America/New_York", "2026-11-23T14:00:00.000Z"],
    ["2026-01-15", "09:00", "America/Phoenix", "2026-01-15T16:00:00.000Z"],
    ["2026-07-15", "09:00", "America/Phoenix", "2026-07-15T16:00:00.000Z"],
    ["2026-11-23", "09:00", "Pacific/Honolulu", "2026-11-23T19:00:00.000Z"],
    ["2026-11-23", "09:00", "UTC", "2026-11-23T09:00:00.000Z"],
    ["2026-12-31", "19:30", CHICAGO, "2027-01-01T01:30:00.000Z"],
    ["2026-11-23", "00:00", CHICAGO, "2026-11-23T06:00:00.000Z"],
    ["2026-11-23", "17:30", CHICAGO, "2026-11-23T23:30:00.000Z"],
  ])("%s %s in %s is %s", (date, time, zone, iso) => {
    expect(instantOf(date, time, zone).toISOString()).toBe(iso);
  });

  it("switches offset on the DST days (2026-03-08 and 2026-11-01)", () => {
    expect(instantOf("2026-03-07", "09:00", CHICAGO).toISOString()).toBe("2026-03-07T15:00:00.000Z");
    expect(instantOf("2026-03-08", "09:00", CHICAGO).toISOString()).toBe("2026-03-08T14:00:00.000Z");
    expect(instantOf("2026-10-31", "09:00", CHICAGO).toISOString()).toBe("2026-10-31T14:00:00.000Z");
    expect(instantOf("2026-11-01", "09:00", CHICAGO).toISOString()).toBe("2026-11-01T15:00:00.000Z");
  });

  it("is the inverse of localClock for every slot time of a month", () => {
    for (const zone of [CHICAGO, LOS_ANGELES, "America/Phoenix", "America/New_York"]) {
      let date = "2026-10-20";
      for (let day = 0; day < 30; day++) {
        for (const time of ["08:00", "12:30", "17:30"]) {
          const clock = localClock(instantOf(date, time, zone), zone);
          expect(clock.date).toBe(date);
          expect(clock.time).toBe(time);
        }
        date = addDaysToDate(date, 1);
      }
    }
  });
});

describe("formatDateLong", () => {
  it.each([
    ["2026-11-23", "Monday, November 23, 2026"],
    ["2026-11-22", "Sunday, November 22, 2026"],
    ["2024-02-29", "Thursday, February 29, 2024"],
    ["2027-01-01", "Friday, January 1, 2027"],
    ["2026-07-04", "Saturday, July 4, 2026"],
    ["2026-12-31", "Thursday, December 31, 2026"],
  ])("writes %s as %s", (date, expected) => {
    expect(formatDateLong(date)).toBe(expected);
  });

  it("agrees with weekdayOfDate", () => {
    let date = "2026-11-01";
    for (let i = 0; i < 14; i++) {
      const weekday = weekdayOfDate(date);
      expect(formatDateLong(date).startsWith(weekday[0].toUpperCase() + weekday.slice(1) + ", ")).toBe(true);
      date = addDaysToDate(date, 1);
    }
  });
});

describe("timeZoneAbbreviation", () => {
  const winter = new Date("2026-11-23T15:00:00Z");
  const summer = new Date("2026-07-15T15:00:00Z");

  it.each([
    [CHICAGO, "CST", "CDT"],
    [LOS_ANGELES, "PST", "PDT"],
    ["America/New_York", "EST", "EDT"],
    ["America/Denver", "MST", "MDT"],
    ["America/Phoenix", "MST", "MST"],
    ["Pacific/Honolulu", "HST", "HST"],
    ["UTC", "UTC", "UTC"],
  ])("names %s %s in winter and %s in summer", (zone, standard, daylight) => {
    expect(timeZoneAbbreviation(winter, zone)).toBe(standard);
    expect(timeZoneAbbreviation(summer, zone)).toBe(daylight);
  });

  it("changes name at the instant of the DST change", () => {
    // 2026-03-08 02:00 CST = 08:00Z.
    expect(timeZoneAbbreviation(new Date("2026-03-08T07:59:00Z"), CHICAGO)).toBe("CST");
    expect(timeZoneAbbreviation(new Date("2026-03-08T08:00:00Z"), CHICAGO)).toBe("CDT");
  });
});

describe("utcOffsetMinutes", () => {
  const winter = new Date("2026-01-15T12:00:00Z");
  const summer = new Date("2026-07-15T12:00:00Z");

  it.each([
    [CHICAGO, -360, -300],
    [LOS_ANGELES, -480, -420],
    ["America/New_York", -300, -240],
    ["America/Phoenix", -420, -420],
    ["Pacific/Honolulu", -600, -600],
    ["UTC", 0, 0],
    ["Europe/London", 0, 60],
    ["Asia/Kolkata", 330, 330],
    ["Asia/Kathmandu", 345, 345],
    ["America/St_Johns", -210, -150],
  ])("gives %s %i in winter and %i in summer", (zone, standard, daylight) => {
    expect(utcOffsetMinutes(winter, zone)).toBe(standard);
    expect(utcOffsetMinutes(summer, zone)).toBe(daylight);
  });

  it("changes at the instant of the DST change", () => {
    expect(utcOffsetMinutes(new Date("2026-03-08T07:59:00Z"), CHICAGO)).toBe(-360);
    expect(utcOffsetMinutes(new Date("2026-03-08T08:00:00Z"), CHICAGO)).toBe(-300);
    // 2026-11-01 02:00 CDT = 07:00Z.
    expect(utcOffsetMinutes(new Date("2026-11-01T06:59:00Z"), CHICAGO)).toBe(-300);
    expect(utcOffsetMinutes(new Date("2026-11-01T07:00:00Z"), CHICAGO)).toBe(-360);
  });

  it("matches the difference between wall clock and UTC", () => {
    const instant = instantOf("2026-11-23", "09:00", CHICAGO);
    expect(utcOffsetMinutes(instant, CHICAGO)).toBe(-360);
    expect(instant.getUTCHours() * 60 + utcOffsetMinutes(instant, CHICAGO)).toBe(9 * 60);
  });
});

/**
 * localClock and instantOf compute with a cached offset per zone and quarter hour; the
 * reference is date-fns' TZDate (full time-zone arithmetic on every call), on instants
 * thick around every DST change of 2024-2027 and spread over those years, in zones with and
 * without DST and with a half-hour offset.
 */
describe("localClock and instantOf against TZDate", () => {
  const zones = [
    CHICAGO,
    LOS_ANGELES,
    "America/New_York",
    "America/Phoenix",
    "Pacific/Honolulu",
    "America/Anchorage",
    "Asia/Kolkata",
    "America/St_Johns",
  ];
  const reference = {
    clock(instant: Date, zone: string) {
      const local = new TZDate(instant.getTime(), zone);
      const pad = (n: number) => String(n).padStart(2, "0");
      return {
        date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
        weekday: ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"][local.getDay()],
        time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
      };
    },
    instant(date: string, time: string, zone: string) {
      const [y, m, d] = date.split("-").map(Number);
      const [h, min] = time.split(":").map(Number);
      return new TZDate(y, m - 1, d, h, min, zone).getTime();
    },
  };
  const changes = ["2024-03-10", "2024-11-03", "2025-03-09", "2025-11-02", "2026-03-08", "2026-11-01", "2027-03-14", "2027-11-07"];
  const instants: Date[] = [];
  for (const day of changes) {
    const midnight = Date.parse(`${day}T00:00:00Z`);
    for (let minutes = -12 * 60; minutes <= 36 * 60; minutes += 15) instants.push(new Date(midnight + minutes * 60_000));
  }
  for (let i = 0; i < 400; i++) instants.push(new Date(Date.parse("2024-01-01T00:00:00Z") + i * 7_919_993_000));

  it.each(zones)("reads the wall clock as TZDate does in %s", (zone) => {
    for (const instant of instants) expect(localClock(instant, zone), instant.toISOString()).toEqual(reference.clock(instant, zone));
  });

  it.each(zones)("finds the instant of every wall-clock time as TZDate does in %s, repeated and skipped hours included", (zone) => {
    for (const day of changes) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
        expect(instantOf(day, time, zone).getTime(), `${day} ${time}`).toBe(reference.instant(day, time, zone));
      }
    }
  });
});
