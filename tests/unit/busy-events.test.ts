import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CalendarBudgetError, CalendarFormatError, readBusyCells, type BusyReading } from "~/lib/isolated/busy-events.worker";
import { ianaZoneOf } from "~/domain/schedule/calendar-zones";
import { CELL_MS } from "~/domain/schedule/slots";
import { instantOf } from "~/domain/time";
import { readInEnglish } from "#tests/support/english";

/** Why a read threw, as its owner reads it in English; null when it did not throw. */
function thrownWords(read: () => unknown): string | null {
  try {
    read();
  } catch (error) {
    return readInEnglish((error as Error).message);
  }
  return null;
}

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
    expect(reading.events).toBe(2);
    expect(busyAt(reading, "2026-12-11", "07:00", zone)).toBe(true);
  });

  it("refuses a rule that repeats every minute instead of spending the server's time, in words its owner reads", () => {
    const started = performance.now();
    expect(() =>
      readBusyCells(
        calendar("BEGIN:VEVENT", "UID:m", "DTSTART:19900101T000000Z", "DURATION:PT1M", "RRULE:FREQ=MINUTELY", "END:VEVENT"),
        window("2026-12-10", "2026-12-12", zone),
      ),
    ).toThrow(new CalendarBudgetError("repeats"));
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it("holds the whole file to one budget of repeats: a hundred every-second rules from 1970 stop as soon as one would", () => {
    const events = Array.from({ length: 100 }, (_, i) =>
      ["BEGIN:VEVENT", `UID:s${i}`, "DTSTART:19700101T000000Z", "DTEND:19700101T000001Z", "RRULE:FREQ=SECONDLY", "END:VEVENT"].join("\r\n"),
    );
    const started = performance.now();
    expect(() => readBusyCells(calendar(...events), window("2026-12-10", "2026-12-12", zone))).toThrow(CalendarBudgetError);
    // Each rule had 20,000 steps of its own before: 100 of them blocked the server for 14.5 s.
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it("refuses more than 5,000 busy events in the next 14 days, and counts no event outside them", () => {
    const at = (i: number) => `202612${String(10 + (i % 14)).padStart(2, "0")}T${String(10 + (i % 10))}0000Z`;
    const events = (n: number) =>
      Array.from({ length: n }, (_, i) => ["BEGIN:VEVENT", `UID:p${i}`, `DTSTART:${at(i)}`, "DURATION:PT15M", "END:VEVENT"].join("\r\n"));
    const twoWeeks = window("2026-12-10", "2027-06-01", zone);
    expect(readBusyCells(calendar(...events(5_000)), twoWeeks).events).toBe(5_000);
    expect(thrownWords(() => readBusyCells(calendar(...events(5_001)), twoWeeks))).toBe(
      "This calendar has more than 5,000 events in the next 14 days.",
    );
  });

  it("stops at its deadline, whatever it was doing", () => {
    // Each look at the clock finds 10 s gone: the second look is past the 5 s deadline.
    let now = 0;
    const clock = () => (now += 10_000);
    const events = Array.from({ length: 300 }, (_, i) =>
      ["BEGIN:VEVENT", `UID:t${i}`, "DTSTART:20261210T100000Z", "DURATION:PT15M", "END:VEVENT"].join("\r\n"),
    );
    expect(thrownWords(() => readBusyCells(calendar(...events), window("2026-12-10", "2026-12-12", zone), { clock }))).toBe(
      "It took too long to read.",
    );
  });

  it("parses only the events that can block the window: forty thousand past ones cost a scan", () => {
    const past = Array.from({ length: 40_000 }, (_, i) =>
      ["BEGIN:VEVENT", `UID:old${i}`, "DTSTART:20200102T100000Z", "DTEND:20200102T110000Z", "END:VEVENT"].join("\r\n"),
    );
    const started = performance.now();
    const reading = readBusyCells(
      calendar(...past, "BEGIN:VEVENT", "UID:now", "DTSTART:20261210T160000Z", "DTEND:20261210T170000Z", "END:VEVENT"),
      window("2026-12-10", "2026-12-12", zone),
    );
    expect(reading.events).toBe(1);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("tells a malformed event (a zone with an unquoted colon, a time that is no time) as the calendar's fault", () => {
    const malformed = ["DTSTART;TZID=(UTC+14:00) Kiritimati Island:20261210T090000", "DTSTART:2026121OT09OOOO"];
    for (const start of malformed) {
      expect(
        thrownWords(() =>
          readBusyCells(
            calendar("BEGIN:VEVENT", "UID:bad", start, "DURATION:PT1H", "END:VEVENT"),
            window("2026-12-10", "2026-12-12", zone),
          ),
        ),
      ).toBe("One of its events could not be read: its times or its rule are not written as calendars write them.");
    }
  });

  it("refuses events nested deeper than a calendar nests them", () => {
    const nested = [...Array(20).fill("BEGIN:VALARM"), ...Array(20).fill("END:VALARM")];
    expect(
      thrownWords(() =>
        readBusyCells(
          calendar("BEGIN:VEVENT", "UID:n", "DTSTART:20261210T100000Z", ...nested, "END:VEVENT"),
          window("2026-12-10", "2026-12-12", zone),
        ),
      ),
    ).toBe("Its events are nested too deeply to be a calendar.");
  });

  it("reads a calendar at the size limit (5 MB, 19,000 events) in well under the time a fetch may take", () => {
    const events: string[] = [];
    for (let i = 0; i < 19_000; i++) {
      // Spread over a year, as a busy person's are (the next 14 days hold fewer than 5,000).
      const day = new Date(Date.UTC(2026, 11, 1) + (i % 365) * 86_400_000).toISOString().slice(0, 10).replace(/-/g, "");
      events.push(
        "BEGIN:VEVENT",
        `UID:event-${i}@example.com`,
        `DTSTART;TZID=America/Chicago:${day}T${String(8 + (i % 9)).padStart(2, "0")}0000`,
        "DURATION:PT1H",
        `SUMMARY:Appointment number ${i} with a summary as long as people write them`,
        "DESCRIPTION:Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt.",
        "END:VEVENT",
      );
    }
    const text = ["BEGIN:VCALENDAR", "VERSION:2.0", ...events, "END:VCALENDAR"].join("\r\n");
    expect(text.length).toBeGreaterThan(4_500_000);
    const started = performance.now();
    const reading = readBusyCells(text, window("2026-11-26", "2027-12-01", zone));
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
