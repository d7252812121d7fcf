import { describe, expect, it } from "vitest";
import { buildFeedIcs, buildIcs, type CalendarEvent } from "~/domain/booking/ics";

const EVENT: CalendarEvent = {
  uid: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b@porchlight",
  sequence: 0,
  date: "2026-11-23",
  time: "09:00",
  durationMinutes: 60,
  timeZone: "America/Chicago",
  summary: "Plumbing with Lone Star Plumbing",
  description: "Booked on Porchlight.",
  location: "500 Congress Ave",
  url: "https://porchlight.example/bookings/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b?token=abc",
  stamp: new Date("2026-11-20T12:34:56.789Z"),
};

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/** RFC 5545 unfolding: a CRLF followed by one space is removed. */
const unfold = (ics: string) => ics.replace(/\r\n /g, "");

/** The logical (unfolded) content lines, without the empty string after the final CRLF. */
function lines(ics: string): string[] {
  const all = unfold(ics).split("\r\n");
  expect(all.at(-1)).toBe("");
  return all.slice(0, -1);
}

/** The physical lines as sent, without the empty string after the final CRLF. */
const physicalLines = (ics: string) => ics.split("\r\n").slice(0, -1);

const named = (name: string) => (line: string) => line.startsWith(`${name}:`) || line.startsWith(`${name};`);

/** The first content line of a property anywhere in the calendar. */
const property = (ics: string, name: string) => lines(ics).find(named(name));

/** The content line of a property of the VEVENT (the VTIMEZONE has its own DTSTART). */
function eventProperty(ics: string, name: string): string | undefined {
  const all = lines(ics);
  const event = all.slice(all.indexOf("BEGIN:VEVENT"), all.indexOf("END:VEVENT"));
  const found = event.filter(named(name));
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0];
}

const CHICAGO_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:America/Chicago",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0600",
  "TZOFFSETTO:-0500",
  "TZNAME:CDT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0600",
  "TZNAME:CST",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

function timeZoneLines(ics: string): string[] {
  const all = lines(ics);
  return all.slice(all.indexOf("BEGIN:VTIMEZONE"), all.indexOf("END:VTIMEZONE") + 1);
}

describe("buildIcs", () => {
  it("builds the whole calendar for one appointment", () => {
    expect(lines(buildIcs(EVENT))).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Porchlight//Bookings//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      ...CHICAGO_TIMEZONE,
      "BEGIN:VEVENT",
      "UID:6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b@porchlight",
      "SEQUENCE:0",
      "DTSTAMP:20261120T123456Z",
      "DTSTART;TZID=America/Chicago:20261123T090000",
      "DTEND;TZID=America/Chicago:20261123T100000",
      "SUMMARY:Plumbing with Lone Star Plumbing",
      "DESCRIPTION:Booked on Porchlight.",
      "LOCATION:500 Congress Ave",
      "URL:https://porchlight.example/bookings/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b?token=abc",
      "STATUS:CONFIRMED",
      "END:VEVENT",
      "END:VCALENDAR",
    ]);
  });

  it("ends every line with CRLF and has no bare CR or LF", () => {
    const ics = buildIcs({ ...EVENT, description: "line one\nline two\r\nline three" });
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("opens and closes VCALENDAR and VEVENT", () => {
    const all = lines(buildIcs(EVENT));
    expect(all[0]).toBe("BEGIN:VCALENDAR");
    expect(all.at(-1)).toBe("END:VCALENDAR");
    expect(all.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(all.filter((line) => line === "END:VEVENT")).toHaveLength(1);
    expect(all.indexOf("BEGIN:VEVENT")).toBeGreaterThan(all.indexOf("END:VTIMEZONE"));
    expect(all.indexOf("END:VEVENT")).toBe(all.length - 2);
  });

  it("writes the start in the service's time zone and the end one duration later", () => {
    const ics = buildIcs(EVENT);
    expect(eventProperty(ics, "DTSTART")).toBe("DTSTART;TZID=America/Chicago:20261123T090000");
    expect(eventProperty(ics, "DTEND")).toBe("DTEND;TZID=America/Chicago:20261123T100000");

    const long = buildIcs({ ...EVENT, time: "16:30", durationMinutes: 90 });
    expect(eventProperty(long, "DTSTART")).toBe("DTSTART;TZID=America/Chicago:20261123T163000");
    expect(eventProperty(long, "DTEND")).toBe("DTEND;TZID=America/Chicago:20261123T180000");
  });

  it("carries the end across midnight, a month end and a year end", () => {
    const late = buildIcs({ ...EVENT, time: "23:30", durationMinutes: 60 });
    expect(eventProperty(late, "DTEND")).toBe("DTEND;TZID=America/Chicago:20261124T003000");

    const monthEnd = buildIcs({ ...EVENT, date: "2026-11-30", time: "23:00", durationMinutes: 90 });
    expect(eventProperty(monthEnd, "DTEND")).toBe("DTEND;TZID=America/Chicago:20261201T003000");

    const yearEnd = buildIcs({ ...EVENT, date: "2026-12-31", time: "23:00", durationMinutes: 120 });
    expect(eventProperty(yearEnd, "DTSTART")).toBe("DTSTART;TZID=America/Chicago:20261231T230000");
    expect(eventProperty(yearEnd, "DTEND")).toBe("DTEND;TZID=America/Chicago:20270101T010000");
  });

  it("stamps DTSTAMP in UTC without milliseconds", () => {
    expect(eventProperty(buildIcs(EVENT), "DTSTAMP")).toBe("DTSTAMP:20261120T123456Z");
    expect(eventProperty(buildIcs({ ...EVENT, stamp: new Date("2027-01-02T03:04:05Z") }), "DTSTAMP")).toBe("DTSTAMP:20270102T030405Z");
  });

  it("describes Chicago with daylight (-0500) and standard (-0600) parts", () => {
    expect(timeZoneLines(buildIcs(EVENT))).toEqual(CHICAGO_TIMEZONE);
    // A summer appointment carries the same zone description.
    expect(timeZoneLines(buildIcs({ ...EVENT, date: "2026-07-15" }))).toEqual(CHICAGO_TIMEZONE);
  });

  it("describes Los Angeles and New York with their own offsets and names", () => {
    const losAngeles = timeZoneLines(buildIcs({ ...EVENT, timeZone: "America/Los_Angeles" }));
    expect(losAngeles).toEqual([
      "BEGIN:VTIMEZONE",
      "TZID:America/Los_Angeles",
      "BEGIN:DAYLIGHT",
      "TZOFFSETFROM:-0800",
      "TZOFFSETTO:-0700",
      "TZNAME:PDT",
      "DTSTART:19700308T020000",
      "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
      "END:DAYLIGHT",
      "BEGIN:STANDARD",
      "TZOFFSETFROM:-0700",
      "TZOFFSETTO:-0800",
      "TZNAME:PST",
      "DTSTART:19701101T020000",
      "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
      "END:STANDARD",
      "END:VTIMEZONE",
    ]);
    const newYork = timeZoneLines(buildIcs({ ...EVENT, timeZone: "America/New_York" }));
    expect(newYork.filter((line) => /^TZ(OFFSET|NAME)/.test(line))).toEqual([
      "TZOFFSETFROM:-0500",
      "TZOFFSETTO:-0400",
      "TZNAME:EDT",
      "TZOFFSETFROM:-0400",
      "TZOFFSETTO:-0500",
      "TZNAME:EST",
    ]);
  });

  it("describes Phoenix (no daylight time) with a STANDARD part only", () => {
    const ics = buildIcs({ ...EVENT, timeZone: "America/Phoenix" });
    expect(timeZoneLines(ics)).toEqual([
      "BEGIN:VTIMEZONE",
      "TZID:America/Phoenix",
      "BEGIN:STANDARD",
      "TZOFFSETFROM:-0700",
      "TZOFFSETTO:-0700",
      "TZNAME:MST",
      "DTSTART:19700101T000000",
      "END:STANDARD",
      "END:VTIMEZONE",
    ]);
    expect(ics).not.toContain("DAYLIGHT");
    expect(ics).not.toContain("RRULE");
    expect(eventProperty(ics, "DTSTART")).toBe("DTSTART;TZID=America/Phoenix:20261123T090000");
  });

  it("describes Honolulu at -1000", () => {
    const zone = timeZoneLines(buildIcs({ ...EVENT, timeZone: "Pacific/Honolulu" }));
    expect(zone).toContain("TZOFFSETFROM:-1000");
    expect(zone).toContain("TZOFFSETTO:-1000");
    expect(zone).toContain("TZNAME:HST");
    expect(zone).not.toContain("BEGIN:DAYLIGHT");
  });

  it("uses the event's time zone id in the VTIMEZONE and both date-times", () => {
    const ics = buildIcs({ ...EVENT, timeZone: "America/Denver" });
    expect(property(ics, "TZID")).toBe("TZID:America/Denver");
    expect(eventProperty(ics, "DTSTART")).toBe("DTSTART;TZID=America/Denver:20261123T090000");
    expect(eventProperty(ics, "DTEND")).toBe("DTEND;TZID=America/Denver:20261123T100000");
  });

  it("escapes commas, semicolons, backslashes and newlines in text values", () => {
    const ics = buildIcs({
      ...EVENT,
      summary: "Plumbing, Heating; Co. \\ Sons",
      description: "Line one\nLine two\r\nC:\\path; a, b",
      location: "500 Congress Ave, Suite 2; Austin, TX 78701",
    });
    expect(eventProperty(ics, "SUMMARY")).toBe("SUMMARY:Plumbing\\, Heating\\; Co. \\\\ Sons");
    expect(eventProperty(ics, "DESCRIPTION")).toBe("DESCRIPTION:Line one\\nLine two\\nC:\\\\path\\; a\\, b");
    expect(eventProperty(ics, "LOCATION")).toBe("LOCATION:500 Congress Ave\\, Suite 2\\; Austin\\, TX 78701");
  });

  it("escapes a lone carriage return as a newline, so no bare CR reaches the file", () => {
    const ics = buildIcs({ ...EVENT, location: "500 Congress Ave\rATTENDEE:mailto:evil@example.com" });
    expect(eventProperty(ics, "LOCATION")).toBe("LOCATION:500 Congress Ave\\nATTENDEE:mailto:evil@example.com");
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(lines(ics).some((line) => line.startsWith("ATTENDEE"))).toBe(false);
  });

  it("leaves colons and the URL unescaped", () => {
    const url = "https://porchlight.example/bookings/x?token=a,b;c";
    const ics = buildIcs({ ...EVENT, summary: "Time: 9:00", url });
    expect(eventProperty(ics, "SUMMARY")).toBe("SUMMARY:Time: 9:00");
    expect(eventProperty(ics, "URL")).toBe(`URL:${url}`);
  });

  it("keeps a line of exactly 75 octets whole and folds one of 76", () => {
    const exact = buildIcs({ ...EVENT, summary: "s".repeat(75 - "SUMMARY:".length) });
    const exactLine = physicalLines(exact).find((line) => line.startsWith("SUMMARY:"))!;
    expect(octets(exactLine)).toBe(75);
    expect(physicalLines(exact)).not.toContain(" s");

    const over = buildIcs({ ...EVENT, summary: "s".repeat(76 - "SUMMARY:".length) });
    const physical = physicalLines(over);
    const index = physical.findIndex((line) => line.startsWith("SUMMARY:"));
    expect(octets(physical[index])).toBe(75);
    expect(physical[index + 1]).toBe(" s");
  });

  it("folds long lines at 75 octets and unfolding restores them", () => {
    const description = Array.from({ length: 40 }, (_, i) => `Step ${i + 1}: check the valve, then the pipe;`).join(" ");
    const ics = buildIcs({ ...EVENT, description });
    const physical = physicalLines(ics);
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75);
    const start = physical.findIndex((line) => line.startsWith("DESCRIPTION:"));
    expect(octets(physical[start])).toBe(75);
    expect(physical[start + 1].startsWith(" ")).toBe(true);
    expect(octets(physical[start + 1])).toBe(75);
    expect(eventProperty(ics, "DESCRIPTION")).toBe(`DESCRIPTION:${description.replace(/,/g, "\\,").replace(/;/g, "\\;")}`);
  });

  it("never splits a multi-byte character when folding", () => {
    const description = "Café near the crème brûlée shop 🔧🏠 — ñandú ".repeat(12);
    const location = "日本語の住所、東京都".repeat(10);
    const ics = buildIcs({ ...EVENT, description, location });
    const physical = physicalLines(ics);
    expect(physical.length).toBeGreaterThan(lines(ics).length);
    for (const line of physical) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      // No lone surrogate halves: each physical line is well-formed text on its own.
      expect(line).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
      // Survives a strict UTF-8 round trip.
      expect(new TextDecoder("utf-8", { fatal: true }).decode(encoder.encode(line))).toBe(line);
    }
    expect(eventProperty(ics, "DESCRIPTION")).toBe(`DESCRIPTION:${description}`);
    expect(eventProperty(ics, "LOCATION")).toBe(`LOCATION:${location}`);
  });

  it("marks a cancelled booking with METHOD:CANCEL and STATUS:CANCELLED", () => {
    const ics = buildIcs({ ...EVENT, cancelled: true });
    expect(property(ics, "METHOD")).toBe("METHOD:CANCEL");
    expect(eventProperty(ics, "STATUS")).toBe("STATUS:CANCELLED");
    expect(ics).not.toContain("PUBLISH");
    expect(ics).not.toContain("CONFIRMED");
  });

  it("keeps the UID and raises SEQUENCE when a booking moves, so calendars update the event", () => {
    const first = buildIcs(EVENT);
    const moved = buildIcs({ ...EVENT, sequence: 1, date: "2026-11-24", time: "13:30", durationMinutes: 120 });
    expect(eventProperty(moved, "UID")).toBe(eventProperty(first, "UID"));
    expect(eventProperty(first, "SEQUENCE")).toBe("SEQUENCE:0");
    expect(eventProperty(moved, "SEQUENCE")).toBe("SEQUENCE:1");
    expect(eventProperty(moved, "DTSTART")).toBe("DTSTART;TZID=America/Chicago:20261124T133000");
    expect(eventProperty(moved, "DTEND")).toBe("DTEND;TZID=America/Chicago:20261124T153000");
  });

  it("publishes a live booking with STATUS:CONFIRMED", () => {
    for (const cancelled of [undefined, false]) {
      const ics = buildIcs({ ...EVENT, cancelled });
      expect(property(ics, "METHOD")).toBe("METHOD:PUBLISH");
      expect(eventProperty(ics, "STATUS")).toBe("STATUS:CONFIRMED");
    }
  });
});

describe("a subscription feed", () => {
  const denver: CalendarEvent = { ...EVENT, uid: "b-job@porchlight", timeZone: "America/Denver", date: "2026-12-01", time: "14:30" };
  const cancelled: CalendarEvent = { ...EVENT, uid: "c-job@porchlight", sequence: 2, cancelled: true };
  const feed = buildFeedIcs({ name: "Lone Star Plumbing, Inc. (Porchlight)", events: [EVENT, denver, cancelled], year: 2026 });

  it("is one named calendar to publish, with a zone block for each zone its jobs are in", () => {
    const all = lines(feed);
    expect(all.slice(0, 5)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Porchlight//Bookings//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
    ]);
    expect(all).toContain("X-WR-CALNAME:Lone Star Plumbing\\, Inc. (Porchlight)");
    expect(all.filter((line) => line.startsWith("TZID:"))).toEqual(["TZID:America/Chicago", "TZID:America/Denver"]);
    expect(all.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(3);
    expect(all).toContain("DTSTART;TZID=America/Denver:20261201T143000");
    expect(all.at(-1)).toBe("END:VCALENDAR");
  });

  it("keeps a cancelled job, marked so, with its raised sequence, so subscribed calendars drop it", () => {
    const all = lines(feed);
    const start = all.indexOf("UID:c-job@porchlight");
    expect(all.slice(start, start + 10)).toEqual(expect.arrayContaining(["SEQUENCE:2", "STATUS:CANCELLED"]));
    expect(all.filter((line) => line === "STATUS:CONFIRMED")).toHaveLength(2);
  });

  it("folds every line at 75 octets and ends each with CRLF", () => {
    for (const line of feed.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(feed.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("is a calendar without events when there are no jobs yet", () => {
    const empty = lines(buildFeedIcs({ name: "New Pros (Porchlight)", events: [], year: 2026 }));
    expect(empty).not.toContain("BEGIN:VEVENT");
    expect(empty).not.toContain("BEGIN:VTIMEZONE");
  });
});
