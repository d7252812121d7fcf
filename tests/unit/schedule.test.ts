import { businessBookingWords } from "~/locales/booking-moves";
import { durationIn } from "~/locales/clock";
import { bufferIn } from "~/locales/schedule";
import { sayIn } from "~/locales/messages";
import { describe, expect, it } from "vitest";
import { emptyAvailability, STANDARD_HOURS } from "~/domain/schedule/availability";
import { defaultDurationMinutes } from "~/domain/discovery/catalogue";
import { DURATION_CHOICES, isDayOff, isOutsideSchedule, offSchedule, scheduleChangeReason, timeOffDays } from "~/domain/schedule/schedule";
import { durationSchema, timeOffFormSchema, weeklyScheduleSchema } from "~/domain/schedule/schedule.schema.server";
import { timeZoneAt } from "~/domain/places/zip-time-zone";

const formatDuration = (minutes: number) => durationIn("en", minutes);

describe("job lengths", () => {
  it("run from 30 minutes to 4 hours in 30-minute steps", () => {
    expect(DURATION_CHOICES).toEqual([30, 60, 90, 120, 150, 180, 210, 240]);
    expect(durationSchema.safeParse("90").success).toBe(true);
    for (const bad of ["0", "45", "270", "abc", ""]) expect(durationSchema.safeParse(bad).success).toBe(false);
  });

  it("default per catalogue service (plumbing 60, house cleaning 120, car detailing 120), an hour otherwise", () => {
    expect(defaultDurationMinutes("Plumbing")).toBe(60);
    expect(defaultDurationMinutes("House Cleaning")).toBe(120);
    expect(defaultDurationMinutes("car detailing")).toBe(120);
    expect(defaultDurationMinutes("Math Tutoring")).toBe(60);
  });

  it("read as words", () => {
    expect(formatDuration(30)).toBe("30 minutes");
    expect(formatDuration(60)).toBe("1 hour");
    expect(formatDuration(150)).toBe("2 hours 30 minutes");
    expect(bufferIn("en", 0)).toBe("No break between jobs");
    expect(bufferIn("en", 15)).toBe("15 minutes between jobs");
    expect(bufferIn("es", 90)).toBe("1 hora 30 minutos entre trabajos");
  });
});

describe("the weekly hours form", () => {
  const day = (start: string, end: string) => ({ available: "on", startTime: start, endTime: end });

  it("needs a working day and a buffer of 0, 15, 30 or 60 minutes", () => {
    const ok = weeklyScheduleSchema.safeParse({ availability: { monday: day("09:00", "17:00") }, buffer_minutes: "15" });
    expect(ok.success && ok.data.buffer_minutes).toBe(15);
    const none = weeklyScheduleSchema.safeParse({ availability: {}, buffer_minutes: "0" });
    expect(none.error?.issues).toEqual([expect.objectContaining({ path: ["availability"], message: "schedule.noDay" })]);
    const buffer = weeklyScheduleSchema.safeParse({ availability: { monday: day("09:00", "17:00") }, buffer_minutes: "20" });
    expect(buffer.error?.issues).toEqual([expect.objectContaining({ path: ["buffer_minutes"], message: "schedule.buffer" })]);
  });

  it("keeps each day's end after its start, within 06:00 and 22:00", () => {
    const backwards = weeklyScheduleSchema.safeParse({ availability: { friday: day("17:00", "09:00") }, buffer_minutes: "0" });
    expect(backwards.error?.issues[0]).toMatchObject({
      path: ["availability", "friday", "endTime"],
      message: "hours.order",
    });
    const late = weeklyScheduleSchema.safeParse({ availability: { friday: day("09:00", "23:00") }, buffer_minutes: "0" });
    expect(late.error?.issues[0]).toMatchObject({
      path: ["availability", "friday", "endTime"],
      message: "hours.bounds",
    });
  });
});

describe("time off", () => {
  const schema = timeOffFormSchema("2026-11-23");

  it("is one day when the last day is left empty, and a range otherwise", () => {
    expect(schema.safeParse({ start_date: "2026-11-25", end_date: "", note: "" }).data).toEqual({
      startDate: "2026-11-25",
      endDate: "2026-11-25",
      note: null,
    });
    expect(schema.safeParse({ start_date: "2026-12-24", end_date: "2027-01-02", note: " Holidays " }).data).toEqual({
      startDate: "2026-12-24",
      endDate: "2027-01-02",
      note: "Holidays",
    });
  });

  it("starts today or later, ends on or after it starts, and lasts at most a year", () => {
    const issue = (value: Record<string, string>) => schema.safeParse(value).error?.issues[0];
    expect(issue({ start_date: "" })).toMatchObject({ path: ["start_date"], message: "schedule.startDate" });
    expect(issue({ start_date: "2026-02-30" })).toMatchObject({ path: ["start_date"], message: "schedule.startDate" });
    expect(issue({ start_date: "2026-11-22" })).toMatchObject({ path: ["start_date"], message: "schedule.pastDate" });
    expect(issue({ start_date: "2026-11-25", end_date: "2026-11-24" })).toMatchObject({
      path: ["end_date"],
      message: "schedule.endBeforeStart",
    });
    expect(issue({ start_date: "2026-11-25", end_date: "2027-11-25" })).toMatchObject({
      path: ["end_date"],
      message: "schedule.tooLong",
    });
    expect(schema.safeParse({ start_date: "2026-11-25", end_date: "2027-11-24" }).success).toBe(true);
    expect(issue({ start_date: "2026-11-25", note: "x".repeat(201) })).toMatchObject({ path: ["note"] });
  });

  it("covers both its ends", () => {
    const off = [{ startDate: "2026-12-24", endDate: "2026-12-26" }];
    expect(["2026-12-23", "2026-12-24", "2026-12-25", "2026-12-26", "2026-12-27"].map((date) => isDayOff(date, off))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(timeOffDays(off[0])).toBe(3);
    expect(timeOffDays({ startDate: "2026-12-31", endDate: "2027-01-01" })).toBe(2);
  });
});

describe("bookings outside a changed schedule", () => {
  const booking = { preferred_date: "2026-11-24", preferred_time: "16:00", duration_minutes: 90 }; // a Tuesday
  const nineToFive = { ...emptyAvailability(), tuesday: { available: true, startTime: "09:00", endTime: "17:00" } };

  it("are those on a day off, on a day not worked, or not wholly inside the day's hours", () => {
    expect(isOutsideSchedule({ ...booking, duration_minutes: 60 }, { hours: nineToFive, timeOff: [] })).toBe(false);
    expect(isOutsideSchedule(booking, { hours: nineToFive, timeOff: [] })).toBe(true); // ends 17:30
    expect(isOutsideSchedule({ ...booking, preferred_time: "08:30", duration_minutes: 60 }, { hours: nineToFive, timeOff: [] })).toBe(true);
    expect(isOutsideSchedule(booking, { hours: emptyAvailability(), timeOff: [] })).toBe(true);
    expect(isOutsideSchedule(booking, { hours: STANDARD_HOURS, timeOff: [{ startDate: "2026-11-24", endDate: "2026-11-24" }] })).toBe(true);
    expect(isOutsideSchedule(booking, { hours: STANDARD_HOURS, timeOff: [] })).toBe(false);
    // And why, in the provider's words: a day off is a day off, not "outside your hours".
    expect(offSchedule(booking, { hours: nineToFive, timeOff: [] })).toBe("outside-hours");
    expect(offSchedule(booking, { hours: emptyAvailability(), timeOff: [] })).toBe("day-off");
    expect(offSchedule(booking, { hours: STANDARD_HOURS, timeOff: [{ startDate: "2026-11-24", endDate: "2026-11-24" }] })).toBe("day-off");
    expect(offSchedule(booking, { hours: STANDARD_HOURS, timeOff: [] })).toBeNull();
    expect(businessBookingWords.en["day-off"]).toBe("Day off");
    expect(businessBookingWords.es["day-off"]).toBe("Día libre");
  });

  it("are counted in the confirmation", () => {
    expect(sayIn("en", scheduleChangeReason("saved", 0))).toBe("Schedule saved");
    expect(sayIn("en", scheduleChangeReason("saved", 1))).toBe(
      "Schedule saved. 1 upcoming booking is now outside your schedule and kept: see Bookings.",
    );
    expect(sayIn("en", scheduleChangeReason("timeOffAdded", 3))).toBe(
      "Time off added. 3 upcoming bookings are now outside your schedule and kept: see Bookings.",
    );
    expect(sayIn("es", scheduleChangeReason("saved", 1))).toBe(
      "Horario guardado. 1 reserva próxima queda fuera de su horario y se mantiene: vea Reservas.",
    );
    expect(sayIn("es", scheduleChangeReason("timeOffAdded", 2))).toBe(
      "Días libres agregados. 2 reservas próximas quedan fuera de su horario y se mantienen: vea Reservas.",
    );
  });
});

describe("a zip's time zone, from its coordinates", () => {
  it.each([
    ["El Paso, TX", 31.76, -106.49, "TX", "America/Denver"],
    ["Austin, TX", 30.27, -97.74, "TX", "America/Chicago"],
    ["Pensacola, FL", 30.42, -87.22, "FL", "America/Chicago"],
    ["Indianapolis, IN", 39.77, -86.16, "IN", "America/Indiana/Indianapolis"],
    ["Evansville, IN", 37.97, -87.57, "IN", "America/Chicago"],
    ["Louisville, KY", 38.25, -85.76, "KY", "America/Kentucky/Louisville"],
    ["Bowling Green, KY", 36.99, -86.44, "KY", "America/Chicago"],
    ["Knoxville, TN", 35.96, -83.92, "TN", "America/New_York"],
    ["Nashville, TN", 36.16, -86.78, "TN", "America/Chicago"],
    ["Boise, ID", 43.62, -116.2, "ID", "America/Boise"],
    ["Coeur d'Alene, ID", 47.68, -116.78, "ID", "America/Los_Angeles"],
    ["Ontario, OR", 44.03, -116.96, "OR", "America/Boise"],
    ["North Platte, NE", 41.12, -100.77, "NE", "America/Chicago"],
    ["Scottsbluff, NE", 41.87, -103.67, "NE", "America/Denver"],
    ["Goodland, KS", 39.35, -101.71, "KS", "America/Denver"],
    ["Dickinson, ND", 46.88, -102.79, "ND", "America/Denver"],
    ["Rapid City, SD", 44.08, -103.23, "SD", "America/Denver"],
    ["Phoenix, AZ", 33.45, -112.07, "AZ", "America/Phoenix"],
    ["Tuba City, AZ (Navajo Nation)", 36.13, -111.24, "AZ", "America/Denver"],
  ])("%s is in %s", (_name, lat, lng, state, zone) => {
    expect(timeZoneAt({ lat, lng, state })).toBe(zone);
  });

  it("falls back to the state's zone off the US map or across a border", () => {
    expect(timeZoneAt({ lat: 0, lng: 0, state: "TX" })).toBe("America/Chicago");
    expect(timeZoneAt({ lat: 49.5, lng: -97.1, state: "ND" })).toBe("America/Chicago"); // Winnipeg's side of the line
    expect(timeZoneAt({ lat: 999, lng: 0, state: "CA" })).toBe("America/Los_Angeles");
  });
});
