import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CalendarFormatError, readBusyCells, type BusyReading } from "~/domain/schedule/busy-events.server";
import { ianaZoneOf } from "~/domain/schedule/calendar-zones";
import { CELL_MS } from "~/domain/schedule/slots";
import { instantOf } from "~/domain/time";

const fixture = (name: string) => readFileSync(new URL(`../support/calendars/${name}`, import.meta.url), "utf8");

function window(from: string, to: string, timeZone: string) {
  return { from: instantOf(from, "00:00", timeZone), to: instantOf(to, "00:00", timeZone), timeZone };
}

/** Whether the cell starting at a wall-clock time in a zone is busy. */
function busyAt(reading: BusyReading, date: string, time: string, timeZone: string): boolean {
  return reading.cells.includes(Math.floor(instantOf(date, time, timeZone).getTime() / CELL_MS));
}

describe("busy times from Google Calendar's export", () => {
  const zone = "America/Chicago";
  const reading = readBusyCells(fixture("google.ics"), window("2026-10-26", "2027-01-01", zone));

  it("expands a weekly event at the same local time across the change to standard time", () => {
    expect(busyAt(reading, "2026-10-26", "09:00", zone)).toBe(true);
    expect(busyAt(reading, "2026-10-26", "09:30", zone)).toBe(true);
    expect(busyAt(reading, "2026-10-26", "10:00", zone)).toBe(false);
    // 09:00 CST is 15:00 UTC, an hour later on the absolute grid than October's 14:00.
    expect(busyAt(reading, "2026-11-02", "09:00", zone)).toBe(true);
    expect(busyAt(reading, "2026-11-02", "08:30", zone)).toBe(false);
    expect(busyAt(reading, "2026-12-28", "09:00", zone)).toBe(true);
  });

  it("leaves out an excluded date and a cancelled instance, and moves a moved one", () => {
    expect(busyAt(reading, "2026-11-09", "09:00", zone)).toBe(false);
    expect(busyAt(reading, "2026-11-23", "09:00", zone)).toBe(false);
    expect(busyAt(reading, "2026-11-16", "09:00", zone)).toBe(false);
    expect(busyAt(reading, "2026-11-16", "13:30", zone)).toBe(true);
    expect(busyAt(reading, "2026-11-16", "14:00", zone)).toBe(true);
    expect(busyAt(reading, "2026-11-16", "14:30", zone)).toBe(false);
  });

  it("blocks a busy all-day event's whole day in the person's zone, and not a free one", () => {
    expect(busyAt(reading, "2026-11-27", "00:00", zone)).toBe(true);
    expect(busyAt(reading, "2026-11-27", "23:30", zone)).toBe(true);
    expect(busyAt(reading, "2026-11-28", "00:00", zone)).toBe(false);
    expect(busyAt(reading, "2026-11-30", "12:00", zone)).toBe(false);
  });

  it("places a UTC event by its instant and covers every cell it touches", () => {
    // 20:00 to 21:15 UTC is 14:00 to 15:15 CST: three cells.
    expect(busyAt(reading, "2026-12-01", "14:00", zone)).toBe(true);
    expect(busyAt(reading, "2026-12-01", "15:00", zone)).toBe(true);
    expect(busyAt(reading, "2026-12-01", "15:30", zone)).toBe(false);
  });
});

describe("busy times from Outlook's export", () => {
  const zone = "America/Los_Angeles";
  const reading = readBusyCells(fixture("outlook.ics"), window("2026-11-29", "2026-12-10", zone));

  it("reads Windows zone names and a daily rule with an excluded and a moved instance", () => {
    expect(busyAt(reading, "2026-11-30", "08:00", zone)).toBe(true);
    expect(busyAt(reading, "2026-12-01", "08:00", zone)).toBe(true);
    expect(busyAt(reading, "2026-12-02", "08:00", zone)).toBe(false);
    expect(busyAt(reading, "2026-12-03", "08:00", zone)).toBe(false);
    expect(busyAt(reading, "2026-12-03", "11:00", zone)).toBe(true);
    expect(busyAt(reading, "2026-12-04", "08:00", zone)).toBe(true);
    expect(busyAt(reading, "2026-12-05", "08:00", zone)).toBe(false);
  });

  it("counts a tentative event as busy (in its Eastern zone) and a free one as free", () => {
    expect(busyAt(reading, "2026-12-01", "09:00", zone)).toBe(true);
    expect(busyAt(reading, "2026-12-01", "14:00", zone)).toBe(false);
  });

  it("reads a customised zone in the person's own zone, and a display name as its zone", () => {
    expect(busyAt(reading, "2026-12-02", "15:00", zone)).toBe(true);
    expect(busyAt(reading, "2026-12-04", "10:30", "America/Chicago")).toBe(true);
  });
});

describe("busy times from iCloud's export", () => {
  const zone = "America/New_York";
  const reading = readBusyCells(fixture("icloud.ics"), window("2026-12-01", "2027-04-01", zone));

  it("keeps a weekly event at its local time across the change to daylight time, until its end", () => {
    expect(busyAt(reading, "2027-03-09", "18:00", zone)).toBe(true);
    expect(busyAt(reading, "2027-03-16", "18:30", zone)).toBe(true);
    expect(busyAt(reading, "2027-03-16", "19:00", zone)).toBe(false);
    expect(busyAt(reading, "2027-03-23", "18:00", zone)).toBe(false);
  });

  it("blocks a two-day event's days and reads a floating time in the person's zone", () => {
    expect(busyAt(reading, "2026-12-16", "08:00", zone)).toBe(true);
    expect(busyAt(reading, "2026-12-17", "17:00", zone)).toBe(true);
    expect(busyAt(reading, "2026-12-18", "08:00", zone)).toBe(false);
    expect(busyAt(reading, "2026-12-10", "09:30", zone)).toBe(true);
    expect(busyAt(reading, "2026-12-10", "10:00", zone)).toBe(false);
  });
});

function calendar(...lines: string[]) {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", ...lines, "END:VCALENDAR"].join("\r\n");
}

describe("readBusyCells' bounds", () => {
  const zone = "America/Chicago";

  it("keeps only the window's cells", () => {
    const reading = readBusyCells(
      calendar("BEGIN:VEVENT", "UID:a", "DTSTART;VALUE=DATE:20261201", "DTEND;VALUE=DATE:20261231", "END:VEVENT"),
      window("2026-12-10", "2026-12-11", zone),
    );
    expect(reading.cells).toHaveLength(48);
    expect(reading.events).toBe(1);
  });

  it("reaches the window from a daily rule begun long ago", () => {
    const reading = readBusyCells(
      calendar("BEGIN:VEVENT", "UID:d", "DTSTART;TZID=America/Chicago:20000103T070000", "DURATION:PT30M", "RRULE:FREQ=DAILY", "END:VEVENT"),
      window("2026-12-10", "2026-12-12", zone),
    );
    expect(reading.truncated).toBe(false);
    expect(reading.events).toBe(2);
    expect(busyAt(reading, "2026-12-11", "07:00", zone)).toBe(true);
  });

  it("cuts short a rule that repeats every minute instead of spending the server's time", () => {
    const reading = readBusyCells(
      calendar("BEGIN:VEVENT", "UID:m", "DTSTART:19900101T000000Z", "DURATION:PT1M", "RRULE:FREQ=MINUTELY", "END:VEVENT"),
      window("2026-12-10", "2026-12-12", zone),
    );
    expect(reading.truncated).toBe(true);
  });

  it("reads a calendar at the size limit (5 MB, 19,000 events) in well under the time a fetch may take", () => {
    const events: string[] = [];
    for (let i = 0; i < 19_000; i++) {
      const day = String(1 + (i % 28)).padStart(2, "0");
      events.push(
        "BEGIN:VEVENT",
        `UID:event-${i}@example.com`,
        `DTSTART;TZID=America/Chicago:202612${day}T${String(8 + (i % 9)).padStart(2, "0")}0000`,
        "DURATION:PT1H",
        `SUMMARY:Appointment number ${i} with a summary as long as people write them`,
        "DESCRIPTION:Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt.",
        "END:VEVENT",
      );
    }
    const text = ["BEGIN:VCALENDAR", "VERSION:2.0", ...events, "END:VCALENDAR"].join("\r\n");
    expect(text.length).toBeGreaterThan(4_500_000);
    const started = performance.now();
    const reading = readBusyCells(text, window("2026-11-26", "2027-06-01", zone));
    // ical.js's own way of finding exceptions made this quadratic: 31 s. It takes well under a second now.
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(reading.events).toBe(19_000);
  });

  it("refuses what is not a calendar", () => {
    expect(() => readBusyCells("<html>Sign in</html>", window("2026-12-10", "2026-12-11", zone))).toThrow(CalendarFormatError);
    expect(() => readBusyCells("BEGIN:VCARD\r\nEND:VCARD", window("2026-12-10", "2026-12-11", zone))).toThrow(CalendarFormatError);
  });
});

describe("ianaZoneOf", () => {
  it.each([
    ["Pacific Standard Time", "America/Los_Angeles"],
    ["US Mountain Standard Time", "America/Phoenix"],
    ["(UTC-05:00) Eastern Time (US & Canada)", "America/New_York"],
    ["/mozilla.org/20050126_1/America/Denver", "America/Denver"],
    ["America/Anchorage", "America/Anchorage"],
    ["Customized Time Zone", null],
    ["", null],
  ])("%s is %s", (tzid, zone) => {
    expect(ianaZoneOf(tzid)).toBe(zone);
  });
});
