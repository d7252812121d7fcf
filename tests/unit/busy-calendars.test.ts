import { describe, expect, it } from "vitest";
import { readInEnglish } from "#tests/support/english";
import { busyCalendarFailingEmailFor } from "~/locales/calendar-emails";
import { syncWordsOf } from "~/locales/calendar-status";
import {
  calendarReadReason,
  calendarAddressHint,
  calendarAddressOf,
  calendarServiceName,
  calendarSyncStatus,
  clashesWithCalendar,
} from "~/domain/schedule/busy-calendars";
import { CELL_MS } from "~/domain/schedule/slots";

const ENGLISH = syncWordsOf("en");
/** A calendar that stopped being read after three failures, never read once. */
const STOPPED = {
  language: "en",
  email: "dana@example.com",
  label: "Personal",
  error: "It took too long to read.",
  failingSince: new Date("2026-11-26T15:00:00Z"),
  lastSynced: null,
  timeZone: "America/Chicago",
  scheduleUrl: "https://porchlight.example/provider/schedule#busy-calendars",
  stopped: true,
} as const;

describe("a calendar's address", () => {
  it("takes webcal as https and refuses anything that is not a public web address", () => {
    expect(calendarAddressOf("webcal://p52-caldav.icloud.com/published/2/MTIzNDU2")?.toString()).toBe(
      "https://p52-caldav.icloud.com/published/2/MTIzNDU2",
    );
    expect(calendarAddressOf(" https://calendar.google.com/calendar/ical/a%40gmail.com/private-abc/basic.ics ")?.hostname).toBe(
      "calendar.google.com",
    );
    for (const text of [
      "ftp://example.com/cal.ics",
      "file:///etc/passwd",
      "http://localhost/cal.ics",
      "https://user:pw@example.com/c.ics",
      "cal.ics",
      "",
    ]) {
      expect(calendarAddressOf(text)).toBeNull();
    }
  });

  it("is named by its service and shown without its secret", () => {
    const google = new URL("https://calendar.google.com/calendar/ical/dana%40gmail.com/private-0f3a9c2be81d4f67a0b1c2d3e4f5a6b7/basic.ics");
    expect(calendarServiceName(google)).toBe("Google Calendar");
    expect(calendarAddressHint(google)).toBe("calendar.google.com/…/basic.ics");
    const outlook = new URL(
      "https://outlook.office365.com/owa/calendar/5f2c8e1a@contoso.com/9b1d7e3c4a5f6e7d8c9b0a1f2e3d4c5b/calendar.ics",
    );
    expect(calendarServiceName(outlook)).toBe("Outlook");
    expect(calendarAddressHint(outlook)).toBe("outlook.office365.com/…/calendar.ics");
    const icloud = new URL("https://p52-caldav.icloud.com/published/2/MTIzNDU2Nzg5MDEyMzQ1Njc4OTAxMjM0NTY3ODkw");
    expect(calendarServiceName(icloud)).toBe("iCloud");
    expect(calendarAddressHint(icloud)).toBe("p52-caldav.icloud.com/…");
    // A token as the file's name is not shown either.
    expect(calendarAddressHint(new URL("https://cal.example.com/feeds/0f3a9c2be81d4f67a0b1.ics"))).toBe("cal.example.com/…");
  });
});

describe("what the portal says of a calendar", () => {
  const synced = { last_synced_at: "2026-11-26T16:50:00.000Z", busy_events: 12, last_error: null, failed_reads: 0 };

  it("says when it was read and how many busy times it holds, and why the last try failed", () => {
    expect(calendarSyncStatus(synced, "America/Chicago", ENGLISH)).toEqual({
      text: "Last synced Nov 26, 2026, 10:50 AM CST · 12 busy times ahead",
      failing: false,
      stopped: false,
    });
    expect(
      calendarSyncStatus({ ...synced, busy_events: 1, last_error: "The calendar server answered 500." }, "America/Chicago", ENGLISH),
    ).toEqual({
      text: "Last synced Nov 26, 2026, 10:50 AM CST · 1 busy time ahead. The last try failed: The calendar server answered 500. Busy times from the last sync still apply.",
      failing: true,
      stopped: false,
    });
    expect(
      calendarSyncStatus({ last_synced_at: null, busy_events: 0, last_error: null, failed_reads: 0 }, "America/Chicago", ENGLISH).text,
    ).toBe("Not synced yet");
    expect(readInEnglish(calendarReadReason("added", 1))).toBe("Calendar added: 1 busy time ahead now blocks your schedule.");
    expect(readInEnglish(calendarReadReason("added", 0))).toBe("Calendar added: 0 busy times ahead now block your schedule.");
  });

  it("says a read under way is no failure, and a calendar that failed three times in a row waits for its owner", () => {
    // The read under way counts as failed until it finishes; nothing failed yet.
    expect(calendarSyncStatus({ ...synced, failed_reads: 1 }, "America/Chicago", ENGLISH)).toMatchObject({
      failing: false,
      stopped: false,
    });
    const stopped = calendarSyncStatus(
      { ...synced, failed_reads: 3, last_error: "This calendar has more than 5,000 events in the next 14 days." },
      "America/Chicago",
      ENGLISH,
    );
    expect(stopped).toEqual({
      text: "Last synced Nov 26, 2026, 10:50 AM CST · 12 busy times ahead. We stopped reading this calendar after 3 failed tries in a row. The last one: This calendar has more than 5,000 events in the next 14 days. Busy times from the last sync still apply. Fix the calendar or its address, then choose Try again.",
      failing: true,
      stopped: true,
    });
    // Three reads that never finished (the machine stopped each time) stop it too.
    expect(calendarSyncStatus({ ...synced, failed_reads: 3 }, "America/Chicago", ENGLISH).stopped).toBe(true);
  });

  it("e-mails the owner what failed, since when, and what still applies", () => {
    const email = busyCalendarFailingEmailFor({
      language: "en",
      email: "dana@example.com",
      label: "Personal",
      error: "The calendar server answered 404 (not found).",
      failingSince: new Date("2026-11-26T15:00:00Z"),
      lastSynced: new Date("2026-11-26T14:51:00Z"),
      timeZone: "America/Chicago",
      scheduleUrl: "https://porchlight.example/provider/schedule#busy-calendars",
      stopped: false,
    });
    expect(email).toMatchObject({
      to: "dana@example.com",
      kind: "busy_calendar_failing",
      subject: 'Porchlight cannot read your calendar "Personal"',
    });
    expect(email.text).toContain("Since Nov 26, 2026, 9:00 AM CST, Porchlight has not been able to read");
    expect(email.text).toContain("Last synced: Nov 26, 2026, 8:51 AM CST");
    expect(email.html).toContain("https://porchlight.example/provider/schedule#busy-calendars");
    expect(email.text).toContain("We try again later");
    const stopped = busyCalendarFailingEmailFor(STOPPED);
    expect(stopped.text).toContain("We stopped reading it after 3 failed tries in a row");
    expect(stopped.text).toContain("Try again");
  });

  it("e-mails an owner who reads Spanish in Spanish, the reader's error as it came", () => {
    const email = busyCalendarFailingEmailFor({ ...STOPPED, language: "es" });
    expect(email.subject).toBe('Porchlight no puede leer su calendario "Personal"');
    expect(email.text).toContain("Desde el 26 nov 2026, 9:00 a. m. CST, Porchlight no ha podido leer");
    expect(email.text).toContain("Última lectura: Nunca");
    expect(email.text).toContain("Error: It took too long to read.");
    expect(email.text).toContain("Dejamos de leerlo después de 3 intentos fallidos seguidos");
    expect(email.html).toContain('lang="es"');
  });
});

describe("clashesWithCalendar", () => {
  const start = "2030-01-08T16:00:00.000Z";
  const first = Math.floor(Date.parse(start) / CELL_MS);

  it("is true when a busy cell falls inside the job, not in its buffer after it", () => {
    expect(clashesWithCalendar({ starts_at: start, duration_minutes: 60 }, new Set([first + 1]))).toBe(true);
    expect(clashesWithCalendar({ starts_at: start, duration_minutes: 60 }, new Set([first + 2, first - 1]))).toBe(false);
    expect(clashesWithCalendar({ starts_at: start, duration_minutes: 60 }, new Set())).toBe(false);
  });
});
