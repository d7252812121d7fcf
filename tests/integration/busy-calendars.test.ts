import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // The feeds below are served on 127.0.0.1, which only this setting lets the product read.
  process.env.CALENDAR_FETCH_PRIVATE_HOSTS = "127.0.0.1";
});

import { CELL_MS } from "~/domain/schedule/slots";
import { instantOf } from "~/domain/time";
import { getDb } from "~/lib/db.server";
import { log } from "~/lib/logger.server";
import { claimCells, insertBooking, SlotTakenError } from "~/models/booking.server";
import { getActiveService } from "~/models/service.server";
import { createUser } from "~/models/user.server";
import { action as scheduleAction } from "~/routes/provider+/schedule";
import { slotsForService } from "~/services/booking/availability.server";
import { bookService } from "~/services/booking/booking.server";
import { providerBookings } from "~/services/booking/booking-lists.server";
import {
  addBusyCalendar,
  busyCalendarsOf,
  removeBusyCalendar,
  retryBusyCalendar,
  syncDueBusyCalendars,
} from "~/services/portal/index.server";
import { commitUserSession } from "~/services/support/auth.server";
import type { SignedInUser } from "~/services/support/access.server";
import { createTestTile, testBookingRow } from "../support/factories";
import { context, cookieFrom, getRequest, postForm, run } from "../support/requests";
import { readInEnglish } from "../support/english";

/**
 * Busy times from a provider's own calendar (decision 0030), on both engines: read when added and
 * every 10 minutes (with its ETag), taken in the picker, refused by the database, freed when the
 * event goes, kept through failures, and never read from a private address.
 */

// Monday 2030-01-07, 09:00 in Austin (CST).
const NOW = new Date("2030-01-07T15:00:00Z");
const TUESDAY = "2030-01-08";
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

const feed = {
  status: 200,
  body: "",
  etag: "",
  requests: [] as http.IncomingHttpHeaders[],
  /** Runs while a fetch waits for its answer (a calendar removed mid-sync). */
  whileFetching: null as (() => Promise<void>) | null,
};
let server: http.Server;
let base: string;

function calendarWith(...events: string[]) {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", ...events, "END:VCALENDAR"].join("\r\n");
}
// Outlook's way of naming the zone.
const DENTIST = [
  "BEGIN:VEVENT",
  "UID:dentist@test",
  "DTSTART;TZID=Central Standard Time:20300108T100000",
  "DTEND;TZID=Central Standard Time:20300108T110000",
  "SUMMARY:Dentist",
  "END:VEVENT",
].join("\r\n");

let pro: SignedInUser;
let serviceId: string;

beforeAll(async () => {
  server = http.createServer(async (request, response) => {
    feed.requests.push(request.headers);
    await feed.whileFetching?.();
    if (request.url?.startsWith("/exports/")) {
      const name = request.url.slice("/exports/".length);
      return void response
        .writeHead(200, { "Content-Type": "text/calendar" })
        .end(readFileSync(new URL(`../support/calendars/${name}`, import.meta.url)));
    }
    if (request.url === "/page.html") return void response.writeHead(200, { "Content-Type": "text/html" }).end("<html>Sign in</html>");
    if (feed.etag && request.headers["if-none-match"] === feed.etag) return void response.writeHead(304).end();
    response.writeHead(feed.status, { "Content-Type": "text/calendar", ...(feed.etag ? { ETag: feed.etag } : {}) }).end(feed.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const user = await createUser(getDb(), { email: "busy-pro@example.com", password: "busy-pass-1234", role: "provider" });
  pro = { ...user, role: "provider" };
  serviceId = await createTestTile({ zipCode: "78701", providerUserId: pro.id, serviceName: "Plumbing", businessName: "Dana's Plumbing" });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const freeTimes = async (date: string, now = NOW) =>
  (await slotsForService((await getActiveService(serviceId))!, date, now)).slots
    .filter((slot) => slot.status === "free")
    .map((slot) => slot.time);
const calendarsOf = (personUserId: string) =>
  getDb().selectFrom("busy_calendars").selectAll().where("person_user_id", "=", personUserId).orderBy("created_at").execute();
const failureEmails = () =>
  getDb().selectFrom("email_outbox").select(["to", "subject", "text"]).where("kind", "=", "busy_calendar_failing").execute();

describe("busy times from a provider's calendar", () => {
  it("reads a calendar when it is added: its busy hour is taken in the picker and cannot be booked", async () => {
    feed.body = calendarWith(DENTIST);
    feed.etag = '"v1"';
    expect(await freeTimes(TUESDAY)).toContain("10:00");
    const outcome = await addBusyCalendar(pro, { calendar_url: `${base}/dana/basic.ics` }, NOW);
    expect(outcome).toEqual({ ok: true, events: 1 });

    const [stored] = await calendarsOf(pro.id);
    expect(stored).toMatchObject({ label: "127.0.0.1", url_hint: "127.0.0.1/…/basic.ics", etag: '"v1"', busy_events: 1, last_error: null });
    // The address is a password to the calendar: never kept as typed.
    expect(stored.sealed_url).not.toContain("basic.ics");

    // A one-hour job at 09:30 would run into 10:00; 11:00 is free again.
    const free = await freeTimes(TUESDAY);
    expect(free).toContain("09:00");
    expect(free).not.toContain("09:30");
    expect(free).not.toContain("10:00");
    expect(free).not.toContain("10:30");
    expect(free).toContain("11:00");

    const refused = await bookService({
      service: (await getActiveService(serviceId))!,
      request: {
        customer_name: "Ana Busy",
        customer_email: "ana.busy@example.org",
        customer_phone: "(512) 555-0142",
        preferred_date: TUESDAY,
        preferred_time: "10:00",
        service_address: "1100 Congress Ave, Austin, TX 78701",
      },
      origin: "http://localhost:3000",
      now: NOW,
      actor: { kind: "customer" },
    });
    expect(readInEnglish(refused)).toMatchObject({ ok: false, message: "This time was just booked. Please choose another time." });
  });

  it("lets the database refuse a claim on a busy cell even when nothing looked first", async () => {
    const cell = Math.floor(instantOf(TUESDAY, "10:30", "America/Chicago").getTime() / CELL_MS);
    const bookingId = await insertBooking(
      getDb(),
      testBookingRow({ provider_user_id: pro.id, service_id: serviceId, preferred_date: TUESDAY }),
    );
    await expect(
      getDb()
        .transaction()
        .execute((trx) => claimCells(trx, { providerUserId: pro.id, bookingId, cells: [cell] })),
    ).rejects.toBeInstanceOf(SlotTakenError);
  });

  it("fetches again when due, asking with its ETag: an unchanged calendar is a success that writes nothing", async () => {
    feed.requests = [];
    expect(await syncDueBusyCalendars(minutes(5))).toBe(0);
    expect(await syncDueBusyCalendars(minutes(9))).toBe(1);
    expect(feed.requests.at(-1)?.["if-none-match"]).toBe('"v1"');
    const [stored] = await calendarsOf(pro.id);
    expect(stored.last_synced_at).toBe(minutes(9).toISOString());
    expect(await freeTimes(TUESDAY)).not.toContain("10:00");
  });

  it("frees the time when the event leaves the calendar", async () => {
    feed.body = calendarWith();
    feed.etag = '"v2"';
    expect(await syncDueBusyCalendars(minutes(18))).toBe(1);
    expect(await freeTimes(TUESDAY)).toContain("10:00");
    const [stored] = await calendarsOf(pro.id);
    expect(stored.busy_events).toBe(0);
  });

  it("keeps the last busy times through failures, tries again later and later, and after three waits for its owner, who is e-mailed", async () => {
    feed.body = calendarWith(DENTIST);
    feed.etag = '"v3"';
    await syncDueBusyCalendars(minutes(27));
    expect(await freeTimes(TUESDAY)).not.toContain("10:00");

    feed.status = 500;
    feed.etag = "";
    expect(await syncDueBusyCalendars(minutes(36))).toBe(1);
    expect(await freeTimes(TUESDAY)).not.toContain("10:00");
    const { calendars } = await busyCalendarsOf(pro);
    expect(calendars[0].status.failing).toBe(true);
    expect(calendars[0].status.text).toMatch(
      /^Last synced Jan 7, 2030, 9:27 AM CST · 1 busy time ahead\. The last try failed: The calendar server answered 500\./,
    );

    // Ten minutes, then thirty, then ninety: a failing calendar is never read in a loop.
    expect(await syncDueBusyCalendars(minutes(45))).toBe(1);
    expect(await syncDueBusyCalendars(minutes(60))).toBe(0);
    expect(await failureEmails()).toHaveLength(0);
    expect(await syncDueBusyCalendars(minutes(74))).toBe(1);
    const emails = await failureEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ to: "busy-pro@example.com", subject: 'Porchlight cannot read your calendar "127.0.0.1"' });
    expect(emails[0].text).toContain("Busy times from the last sync still block your schedule.");
    expect(emails[0].text).toContain("We stopped reading it after 3 failed tries in a row");

    // It waits for its owner: due no more, however long the server runs.
    for (const at of [200, 400, 1_000]) expect(await syncDueBusyCalendars(minutes(at))).toBe(0);
    const [waiting] = (await busyCalendarsOf(pro)).calendars;
    expect(waiting.status.stopped).toBe(true);
    expect(await freeTimes(TUESDAY)).not.toContain("10:00");

    // "Try again" reads it at once; still failing, it is read on its own again, and fixed it is well.
    expect(readInEnglish(await retryBusyCalendar(pro, waiting.id, minutes(1_001)))).toMatchObject({
      ok: false,
      message: "We could not read that calendar: The calendar server answered 500.",
    });
    expect((await busyCalendarsOf(pro)).calendars[0].status.stopped).toBe(false);
    feed.status = 200;
    expect(await retryBusyCalendar(pro, waiting.id, minutes(1_002))).toEqual({ ok: true, events: 1 });
    const [stored] = await calendarsOf(pro.id);
    expect(stored).toMatchObject({ last_error: null, failing_since: null, failure_told_at: null, failed_reads: 0 });
    expect(await syncDueBusyCalendars(minutes(1_010))).toBe(0);
    expect(await syncDueBusyCalendars(minutes(1_011))).toBe(1);
  });

  it("lets one machine take a calendar that is due, however many ask", async () => {
    const taken = await Promise.all([syncDueBusyCalendars(minutes(1_030)), syncDueBusyCalendars(minutes(1_030))]);
    expect(taken.sort()).toEqual([0, 1]);
  });

  it("refuses an address that gives no calendar, or is not on the public internet, and keeps nothing", async () => {
    const before = (await calendarsOf(pro.id)).length;
    expect(readInEnglish(await addBusyCalendar(pro, { calendar_url: `${base}/page.html` }, NOW))).toMatchObject({
      ok: false,
      field: "calendar_url",
      message: "We could not read that calendar: This address did not give a calendar (an iCalendar .ics file).",
    });
    const port = new URL(base).port;
    // Another loopback address than the one the tests allow, the cloud metadata address, a private network's.
    for (const address of [
      `http://127.0.0.2:${port}/dana/basic.ics`,
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.7/cal.ics",
    ]) {
      expect(readInEnglish(await addBusyCalendar(pro, { calendar_url: address }, NOW))).toMatchObject({
        ok: false,
        field: "calendar_url",
        message:
          "We could not read that calendar: That address is on a private network: Porchlight reads calendars on the public internet only.",
      });
    }
    // A name without a dot is a local network's: not even looked up.
    expect(readInEnglish(await addBusyCalendar(pro, { calendar_url: `http://localhost:${port}/dana/basic.ics` }, NOW))).toMatchObject({
      ok: false,
      message: "Please paste a calendar address starting with https:// or webcal://",
    });
    expect(await calendarsOf(pro.id)).toHaveLength(before);
  });

  it("takes at most five calendars per person, and removing one frees its busy times", async () => {
    feed.body = calendarWith();
    for (let i = 2; i <= 5; i++)
      expect((await addBusyCalendar(pro, { calendar_url: `${base}/cal-${i}.ics`, calendar_label: `Crew ${i}` }, NOW)).ok).toBe(true);
    expect(readInEnglish(await addBusyCalendar(pro, { calendar_url: `${base}/cal-6.ics` }, NOW))).toMatchObject({
      ok: false,
      status: 409,
      message: "You can add up to 5 calendars. Remove one to add another.",
    });
    const [first] = await calendarsOf(pro.id);
    const other = await createUser(getDb(), { email: "busy-other@example.com", password: "busy-pass-1234", role: "provider" });
    expect(await removeBusyCalendar({ ...other, role: "provider" }, first.id)).toMatchObject({ ok: false, status: 404 });
    expect(await freeTimes(TUESDAY)).not.toContain("10:00");
    expect(await removeBusyCalendar(pro, first.id)).toEqual({ ok: true });
    expect(await freeTimes(TUESDAY)).toContain("10:00");
  });
});

describe("a calendar removed while it is fetched", () => {
  it("stores nothing of it and records no failure", async () => {
    const owner = await createUser(getDb(), { email: "busy-gone@example.com", password: "busy-pass-1234", role: "provider" });
    feed.body = calendarWith(DENTIST);
    feed.etag = "";
    expect((await addBusyCalendar({ ...owner, role: "provider" }, { calendar_url: `${base}/gone.ics` }, NOW)).ok).toBe(true);
    const [calendar] = await calendarsOf(owner.id);
    const errors = vi.spyOn(log, "error");
    feed.whileFetching = async () => {
      feed.whileFetching = null;
      await removeBusyCalendar({ ...owner, role: "provider" }, calendar.id);
    };
    await syncDueBusyCalendars(minutes(30));
    expect(await calendarsOf(owner.id)).toEqual([]);
    expect(await getDb().selectFrom("busy_calendar_cells").select("cell").where("calendar_id", "=", calendar.id).execute()).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe("the portal's calendar form", () => {
  it("answers a wrong address beside the field, with what was typed kept", async () => {
    const cookie = cookieFrom(await commitUserSession(getRequest("/"), pro.id));
    const fields = { intent: "add-busy-calendar", calendar_url: "ftp://calendar.example.com/cal.ics", calendar_label: "Personal" };
    const result = await run(scheduleAction({ request: postForm("/provider/schedule", fields, { cookie }), params: {}, context }));
    expect(result.status).toBe(400);
    const reply = (result.data as { lastResult: { error: Record<string, string[]>; initialValue: Record<string, string> } }).lastResult;
    expect(readInEnglish(reply.error.calendar_url)).toEqual(["Please paste a calendar address starting with https:// or webcal://"]);
    expect(reply.initialValue).toMatchObject({ calendar_url: "ftp://calendar.example.com/cal.ics", calendar_label: "Personal" });
  });
});

describe("calendars as Google, Outlook and iCloud export them, served over HTTP", () => {
  // Wednesday 2026-11-25, 09:00 in Austin: the exports' events are in the weeks after.
  const EXPORTED_AT = new Date("2026-11-25T15:00:00Z");
  const busyAt = async (personUserId: string, date: string, time: string, zone: string) => {
    const cell = Math.floor(instantOf(date, time, zone).getTime() / CELL_MS);
    const row = await getDb()
      .selectFrom("busy_calendar_cells")
      .select("cell")
      .where("person_user_id", "=", personUserId)
      .where("cell", "=", cell)
      .executeTakeFirst();
    return row !== undefined;
  };

  it("blocks each export's busy times, moved and cancelled instances and zones as the calendar meant them", async () => {
    const user = await createUser(getDb(), { email: "busy-exports@example.com", password: "busy-pass-1234", role: "provider" });
    const owner: SignedInUser = { ...user, role: "provider" };
    for (const name of ["google.ics", "outlook.ics", "icloud.ics"]) {
      expect(await addBusyCalendar(owner, { calendar_url: `${base}/exports/${name}`, calendar_label: name }, EXPORTED_AT)).toMatchObject({
        ok: true,
      });
    }
    // Google: the weekly physio (moved on the 16th, cancelled on the 23rd), a busy all-day trip.
    expect(await busyAt(owner.id, "2026-11-30", "09:00", "America/Chicago")).toBe(true);
    expect(await busyAt(owner.id, "2026-11-27", "12:00", "America/Chicago")).toBe(true);
    expect(await busyAt(owner.id, "2026-11-30", "12:00", "America/Chicago")).toBe(false);
    // Outlook: Pacific Standard Time, an excluded and a moved instance, a free event.
    expect(await busyAt(owner.id, "2026-12-01", "08:00", "America/Los_Angeles")).toBe(true);
    expect(await busyAt(owner.id, "2026-12-02", "08:00", "America/Los_Angeles")).toBe(false);
    expect(await busyAt(owner.id, "2026-12-03", "11:00", "America/Los_Angeles")).toBe(true);
    expect(await busyAt(owner.id, "2026-12-01", "14:00", "America/Los_Angeles")).toBe(false);
    // iCloud: a two-day conference, and a weekly rule across the change to daylight time.
    expect(await busyAt(owner.id, "2026-12-17", "10:00", "America/New_York")).toBe(true);
    expect(await busyAt(owner.id, "2027-03-16", "18:00", "America/New_York")).toBe(true);
    expect(await busyAt(owner.id, "2027-03-23", "18:00", "America/New_York")).toBe(false);
    const { calendars } = await busyCalendarsOf(owner);
    expect(calendars.map((calendar) => calendar.status.failing)).toEqual([false, false, false]);
  });
});

describe("a job booked before the calendar said busy", () => {
  it("is kept, and flagged in the portal's bookings so the provider can call the customer", async () => {
    const user = await createUser(getDb(), { email: "busy-clash@example.com", password: "busy-pass-1234", role: "provider" });
    const owner: SignedInUser = { ...user, role: "provider" };
    const booked = (time: string) =>
      insertBooking(
        getDb(),
        testBookingRow({ provider_user_id: owner.id, preferred_date: TUESDAY, preferred_time: time, customer_name: `At ${time}` }),
      );
    await booked("10:30");
    await booked("13:00");
    feed.status = 200;
    feed.etag = "";
    feed.body = calendarWith(DENTIST);
    expect(await addBusyCalendar(owner, { calendar_url: `${base}/clash.ics` }, NOW)).toMatchObject({ ok: true });
    const page = { after: null, before: null, perPage: 20 };
    const { upcoming } = await providerBookings(owner.id, { upcoming: page, past: page }, NOW);
    expect(upcoming.rows.map((row) => [row.customerName, row.offSchedule])).toEqual([
      ["At 10:30", "calendar-busy"],
      ["At 13:00", null],
    ]);
  });
});

describe("a calendar whose owner reads Spanish", () => {
  it("fails, and its owner is told in Spanish, why it failed too", async () => {
    const owner = await createUser(getDb(), { email: "busy-es@example.com", password: "busy-pass-1234", role: "provider", language: "es" });
    feed.status = 200;
    feed.body = calendarWith(DENTIST);
    feed.etag = "";
    expect((await addBusyCalendar({ ...owner, role: "provider" }, { calendar_url: `${base}/es.ics` }, minutes(5_000))).ok).toBe(true);
    // Only this calendar is read from here on, so the test reads three times, not thirty.
    await getDb().deleteFrom("busy_calendars").where("person_user_id", "!=", owner.id).execute();
    feed.status = 500;
    const notice = async () => (await failureEmails()).find((email) => email.to === "busy-es@example.com");
    // Ten minutes, then thirty, then ninety: the third failure stops it and tells its owner.
    for (const at of [5_010, 5_040, 5_130]) await syncDueBusyCalendars(minutes(at));
    feed.status = 200;
    const email = await notice();
    expect(email?.subject).toBe('Porchlight no puede leer su calendario "127.0.0.1"');
    expect(email?.text).toContain("Error: El servidor del calendario respondió 500.");
    expect(email?.text).toContain("Dejamos de leerlo después de 3 intentos fallidos seguidos");
  });
});
