import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN_BOOKING_REASONS } from "~/domain/booking/admin-bookings";
import { adminSayIn } from "~/locales/admin-sentences";
import { instantOf, isValidDate, localClock } from "~/domain/time";
import { isUuid, newId } from "~/domain/uuid";
import { commitUserSession } from "~/services/support/auth.server";
import { bookingPath } from "~/lib/signed-links.server";
import { getDb } from "~/lib/db.server";
import { log } from "~/lib/logger.server";
import { insertBooking, type NewBooking } from "~/models/booking.server";
import { countBookingsPerDay, listLeftOutOfCalendar } from "~/models/booking-admin.server";
import { createUser } from "~/models/user.server";
import { action, loader } from "~/routes/admin+/bookings";
import { createTestTile } from "#tests/support/factories";
import { context, cookieFrom, getRequest, ORIGIN, postForm, run, toastInEnglish, toastOf } from "#tests/support/requests";

let adminId: string;
let providerId: string;
let adminCookie: string;
let providerCookie: string;
let tileId: string;
let sequence = 0;

const args = (request: Request) => ({ request, params: {}, context });

async function cookieFor(userId: string) {
  return cookieFrom(await commitUserSession(getRequest("/"), userId));
}

/** A booking row written directly (so tests can also make the broken rows the admin must cope with). */
async function addBooking(overrides: Partial<NewBooking> = {}): Promise<NewBooking> {
  sequence += 1;
  // By default the job starts in half an hour: the provider can be on the way from an hour before.
  const soon = localClock(new Date(Date.now() + 30 * 60_000), "America/Chicago");
  const booking: NewBooking = {
    id: newId(),
    service_id: tileId,
    provider_user_id: null,
    customer_id: null,
    customer_name: `Customer ${sequence}`,
    customer_email: `customer-${sequence}@example.com`,
    customer_phone: "(512) 555-0142",
    service_type: "Plumbing",
    service_address: "1100 Congress Ave, Austin, TX 78701",
    service_lat: 30.2747,
    service_lng: -97.7404,
    preferred_date: soon.date,
    preferred_time: soon.time,
    time_zone: "America/Chicago",
    duration_minutes: 60,
    starts_at: "",
    special_requests: null,
    status: "confirmed",
    provider_notified: 0,
    cancelled_at: null,
    ...overrides,
  };
  // A booking waiting for its payment holds its time until its hold runs out.
  if (booking.status === "pending" && !booking.hold_expires_at) booking.hold_expires_at = "2099-01-01T00:00:00.000Z";
  // The start instant follows the wall-clock date and time (rows with a broken date get 2030's).
  booking.starts_at = isValidDate(booking.preferred_date)
    ? instantOf(booking.preferred_date, booking.preferred_time, booking.time_zone).toISOString()
    : "2030-06-04T15:00:00.000Z";
  await insertBooking(getDb(), booking);
  return booking;
}

async function bookingRow(id: string) {
  return getDb().selectFrom("bookings").select(["status", "provider_notified"]).where("id", "=", id).executeTakeFirstOrThrow();
}

async function enRouteEmails(to: string) {
  return getDb().selectFrom("email_outbox").selectAll().where("kind", "=", "provider_enroute").where("to", "=", to).execute();
}

async function auditRows(bookingId: string) {
  return getDb().selectFrom("audit_log").selectAll().where("entity", "=", "booking").where("entity_id", "=", bookingId).execute();
}

function notify(bookingId: string, options: { path?: string; cookie?: string } = {}) {
  const fields: Record<string, string> = { intent: "notify", booking_id: bookingId };
  const cookie = "cookie" in options ? options.cookie : adminCookie;
  return run(action(args(postForm(options.path ?? "/admin/bookings?view=list", fields, { cookie }))));
}

/** `null` loads anonymously. */
function load(path: string, cookie: string | null = adminCookie) {
  return run(loader(args(getRequest(path, { cookie: cookie ?? undefined }))));
}

beforeAll(async () => {
  const db = getDb();
  const admin = await createUser(db, { email: "bookings-admin@example.com", password: "admin-pass", role: "admin" });
  const provider = await createUser(db, { email: "bookings-pro@example.com", password: "provider-pass", role: "provider" });
  adminId = admin.id;
  providerId = provider.id;
  tileId = await createTestTile({
    zipCode: "78701",
    providerUserId: provider.id,
    serviceName: "Plumbing",
    businessName: "Pipe Pros",
    phone: "(512) 555-0199",
  });
});

beforeEach(async () => {
  adminCookie = await cookieFor(adminId);
  // A provider is signed out by the guard, so each test signs them in again.
  providerCookie = await cookieFor(providerId);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Notify En Route", () => {
  it("sets the flag, queues the en-route e-mail with the booking link and audits it, in one go", async () => {
    const booking = await addBooking({ customer_name: "Jordan Lee", customer_email: "jordan@example.com" });
    const page = `/admin/bookings?view=list&${new URLSearchParams({ after: `2099-01-01T00:00:00.000Z~${booking.id}` })}`;
    const result = await notify(booking.id, { path: page });

    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(page);
    expect(await toastOf(result)).toEqual({ type: "success", description: ADMIN_BOOKING_REASONS.notified });
    expect(adminSayIn("en", ADMIN_BOOKING_REASONS.notified)).toBe("Customer notified that provider is en route");
    expect((await bookingRow(booking.id)).provider_notified).toBe(1);
    expect((await bookingRow(booking.id)).status).toBe("en_route");

    const emails = await enRouteEmails("jordan@example.com");
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email.subject).toBe("Pipe Pros is on the way");
    // Spec section 7's fields: id, customer name and e-mail, service type, address, coordinates.
    for (const text of [booking.id, "Jordan Lee", "Plumbing", "1100 Congress Ave, Austin, TX 78701", "30.2747, -97.7404"]) {
      expect(email.text).toContain(text);
    }
    expect(email.text).toContain(`${ORIGIN}${bookingPath(booking.id)}`);
    expect(email.html).toContain(`${ORIGIN}/bookings/${booking.id}?token=`);

    const audit = await auditRows(booking.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_user_id: adminId, action: "booking.status" });
    expect(JSON.parse(audit[0].details ?? "{}")).toMatchObject({
      by: "admin",
      from: "confirmed",
      to: "en_route",
      customer_email: "jordan@example.com",
      email_id: email.id,
    });
    expect(await bookingRow(booking.id)).toEqual({ status: "en_route", provider_notified: 1 });
  });

  it("refuses a second notification and changes nothing", async () => {
    const booking = await addBooking();
    expect(await toastOf(await notify(booking.id))).toMatchObject({ type: "success" });

    const again = await notify(booking.id);
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/admin/bookings?view=list");
    expect(await toastInEnglish(again)).toEqual({
      type: "error",
      title: "Error",
      description: "The customer was already notified for this booking.",
    });
    expect(await enRouteEmails(String(booking.customer_email))).toHaveLength(1);
    expect(await auditRows(booking.id)).toHaveLength(1);
  });

  it.each([
    ["pending", "A booking that is pending cannot be marked en route."],
    ["in_progress", "A booking that is in progress cannot be marked en route."],
    ["completed", "A booking that is completed cannot be marked en route."],
    ["cancelled", "A booking that is cancelled cannot be marked en route."],
    ["no_show", "A booking that is no-show cannot be marked en route."],
  ] as const)("refuses a %s booking", async (status, message) => {
    const booking = await addBooking({ status });
    const result = await notify(booking.id);
    expect(await toastInEnglish(result)).toEqual({
      type: "error",
      title: "Error",
      description: message,
    });
    expect(await bookingRow(booking.id)).toEqual({ status, provider_notified: 0 });
    expect(await enRouteEmails(String(booking.customer_email))).toEqual([]);
    expect(await auditRows(booking.id)).toEqual([]);
  });

  it("answers 'Invalid booking ID format' for a row whose id is not a UUID, and leaves it alone", async () => {
    const booking = await addBooking({ id: "legacy-booking-17" });
    const result = await notify("legacy-booking-17");
    expect(result.status).toBe(302);
    expect(await toastOf(result)).toMatchObject({ type: "error", title: "Error" });
    expect(adminSayIn("en", (await toastOf(result))!.description!)).toBe("Invalid booking ID format");
    expect(await bookingRow("legacy-booking-17")).toEqual({ status: "confirmed", provider_notified: 0 });
    expect(await enRouteEmails(String(booking.customer_email))).toEqual([]);
  });

  it("says so for a booking that does not exist", async () => {
    const result = await notify(newId());
    expect(await toastInEnglish(result)).toEqual({ type: "error", title: "Error", description: "Booking not found" });
  });

  it("sends exactly one e-mail when two admins notify at the same moment", async () => {
    const booking = await addBooking();
    const results = await Promise.all([notify(booking.id), notify(booking.id), notify(booking.id)]);
    const toasts = await Promise.all(results.map(toastInEnglish));
    expect(toasts.filter((toast) => toast?.type === "success")).toHaveLength(1);
    expect(toasts.filter((toast) => toast?.description === "The customer was already notified for this booking.")).toHaveLength(2);
    expect(await enRouteEmails(String(booking.customer_email))).toHaveLength(1);
    expect(await auditRows(booking.id)).toHaveLength(1);
  });

  it("returns to the same list, keeping the page and the calendar's state", async () => {
    const booking = await addBooking();
    const path = `/admin/bookings?view=list&${new URLSearchParams({ before: `2031-01-01T00:00:00.000Z~${booking.id}` })}&month=2031-03&type=Plumbing`;
    const result = await notify(booking.id, { path });
    expect(result.headers.get("Location")).toBe(path);
  });
});

describe("the list", () => {
  it("shows every booking newest first, 25 a page from where the last one ended, with what each row may do", async () => {
    const mine: NewBooking[] = [];
    // Made "in the future", so these 52 are the newest of the whole file whatever ran before.
    for (let i = 0; i < 52; i++) {
      const created = new Date(Date.UTC(2099, 0, 1, 0, 0, i)).toISOString();
      mine.push(await addBooking({ created_at: created, preferred_date: "2030-07-01", preferred_time: "10:00" }));
    }
    const newestFirst = [...mine].reverse().map((booking) => booking.id);

    const first = await load("/admin/bookings");
    expect(first.status).toBe(200);
    expect(first.data.query).toMatchObject({ view: "list", after: null, before: null });
    const total = Number(
      (
        await getDb()
          .selectFrom("bookings")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(first.data.list.total).toBe(total);
    expect(first.data.list.previousHref).toBeNull();
    expect(first.data.list.bookings.map((row: { id: string }) => row.id)).toEqual(newestFirst.slice(0, 25));
    expect(first.data.list.bookings[0]).toMatchObject({
      customer_name: mine[51].customer_name,
      service_type: "Plumbing",
      business_name: "Pipe Pros",
      when: "Monday, July 1, 2030 at 10:00 AM CDT",
      bookedOn: "Dec 31, 2098",
      // Not yet: "Notify En Route" comes an hour before the start.
      actions: { offered: [], canCancel: true },
      invalidId: false,
      mapUrl: "https://www.google.com/maps/search/?api=1&query=30.2747%2C-97.7404",
    });

    const second = await load(first.data.list.nextHref);
    expect(second.data.list.bookings.map((row: { id: string }) => row.id)).toEqual(newestFirst.slice(25, 50));
    const third = await load(second.data.list.nextHref);
    expect(third.data.list.bookings.slice(0, 2).map((row: { id: string }) => row.id)).toEqual(newestFirst.slice(50));
    // A booking made meanwhile does not shift the pages already reached.
    await addBooking({ created_at: new Date(Date.UTC(2099, 0, 2)).toISOString() });
    expect((await load(second.data.list.nextHref)).data.list.bookings[0].id).toBe(newestFirst[50]);
    // Back from the third page: exactly the second.
    const back = await load(third.data.list.previousHref);
    expect(back.data.list.bookings.map((row: { id: string }) => row.id)).toEqual(newestFirst.slice(25, 50));
  });

  it("marks invalid ids, notified and unconfirmed rows, and maps by address without coordinates", async () => {
    const created = new Date(Date.UTC(2100, 0, 1)).toISOString();
    const invalid = await addBooking({ id: "not-a-uuid-1", created_at: created });
    const notified = await addBooking({ provider_notified: 1, created_at: created });
    const pending = await addBooking({ status: "pending", service_lat: null, service_lng: null, created_at: created });
    const page = await load("/admin/bookings?view=list");
    const row = (id: unknown) => page.data.list.bookings.find((item: { id: string }) => item.id === id);
    expect(row(invalid.id)).toMatchObject({ invalidId: true, actions: { offered: [], canCancel: false } });
    expect(row(notified.id)).toMatchObject({ invalidId: false, notified: true, actions: { offered: [], canCancel: true } });
    // Waiting for its payment: only its payment confirms it (nothing to offer but cancelling).
    expect(row(pending.id)).toMatchObject({
      actions: { offered: [], canCancel: true },
      notified: false,
      mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("1100 Congress Ave, Austin, TX 78701")}`,
    });
  });
});

describe("the calendar", () => {
  const MONTH = "2031-03";

  beforeAll(async () => {
    await addBooking({ customer_name: "March Fourth A", preferred_date: "2031-03-04", preferred_time: "14:00", service_type: "Plumbing" });
    await addBooking({
      customer_name: "March Fourth B",
      preferred_date: "2031-03-04",
      preferred_time: "09:30",
      service_type: "HVAC",
      status: "cancelled",
    });
    await addBooking({ customer_name: "March Twentieth", preferred_date: "2031-03-20", service_type: "Plumbing", status: "pending" });
    await addBooking({ customer_name: "Legacy Row", id: "legacy-march-4", preferred_date: "2031-03-04", service_type: "Plumbing" });
    await addBooking({ customer_name: "Bad Date", preferred_date: "2031-03-32", service_type: "Plumbing" });
    await addBooking({ customer_name: "Sloppy Date", preferred_date: "2031-03-5", service_type: "Plumbing" });
    await addBooking({ customer_name: "February", preferred_date: "2031-02-28", service_type: "Plumbing" });
    await addBooking({ customer_name: "April", preferred_date: "2031-04-01", service_type: "Plumbing" });
    await addBooking({ customer_name: "No Type", preferred_date: "2031-03-11", service_type: "" });
  });

  it("counts only that month's valid bookings, leaves out non-UUID ids and warns about invalid dates", async () => {
    const warn = vi.spyOn(log, "warn");
    const result = await load(`/admin/bookings?view=calendar&month=${MONTH}`);
    expect(result.status).toBe(200);
    expect(result.data.list).toBeNull();
    expect(result.data.calendar.month).toBe(MONTH);
    expect(result.data.calendar.counts).toEqual({ "2031-03-04": 2, "2031-03-11": 1, "2031-03-20": 1 });
    const warned = warn.mock.calls.map(([, fields]) => (fields as { preferredDate: string }).preferredDate).sort();
    expect(warned).toEqual(["2031-03-32", "2031-03-5"]);
    expect(warn.mock.calls.every(([message]) => /invalid preferred_date/.test(message))).toBe(true);
  });

  it("counts in SQL what a row-by-row reading of the month gives, filters included", async () => {
    // The reference: every row of the month read back and judged by the calendar's rules in JavaScript.
    const rows = await getDb()
      .selectFrom("bookings")
      .select(["id", "preferred_date", "service_type", "status"])
      .where("preferred_date", ">=", `${MONTH}-01`)
      .where("preferred_date", "<", "2031-04-01")
      .execute();
    const reference = (keep: (row: (typeof rows)[number]) => boolean) => {
      const counts: Record<string, number> = {};
      for (const row of rows.filter(keep)) {
        if (isUuid(row.id) && isValidDate(row.preferred_date)) counts[row.preferred_date] = (counts[row.preferred_date] ?? 0) + 1;
      }
      return counts;
    };
    expect(await countBookingsPerDay(MONTH, { type: null, status: null })).toEqual(reference(() => true));
    expect(await countBookingsPerDay(MONTH, { type: "Plumbing", status: null })).toEqual(
      reference((row) => row.service_type === "Plumbing"),
    );
    expect(await countBookingsPerDay(MONTH, { type: null, status: "cancelled" })).toEqual(reference((row) => row.status === "cancelled"));
    expect(
      (await listLeftOutOfCalendar(MONTH, { type: null, status: null })).map((row) => [row.preferred_date, row.reason]).sort(),
    ).toEqual([
      ["2031-03-04", "invalid-id"],
      ["2031-03-32", "invalid-date"],
      ["2031-03-5", "invalid-date"],
    ]);
  });

  it("applies the service type and status filters", async () => {
    const counts = async (search: string) => (await load(`/admin/bookings?view=calendar&month=${MONTH}&${search}`)).data.calendar.counts;
    expect(await counts("type=Plumbing")).toEqual({ "2031-03-04": 1, "2031-03-20": 1 });
    expect(await counts("status=cancelled")).toEqual({ "2031-03-04": 1 });
    expect(await counts("type=Plumbing&status=pending")).toEqual({ "2031-03-20": 1 });
    expect(await counts("type=all&status=all")).toEqual({ "2031-03-04": 2, "2031-03-11": 1, "2031-03-20": 1 });
    expect(await counts("type=Roofing")).toEqual({});
  });

  it("lists the selected day's bookings by time, without non-UUID rows", async () => {
    const result = await load(`/admin/bookings?view=calendar&month=${MONTH}&day=2031-03-04`);
    expect(result.data.calendar.day).toBe("2031-03-04");
    expect(result.data.calendar.dayBookings).toMatchObject([
      { time: "9:30 AM CST", customer_name: "March Fourth B", service_type: "HVAC", status: "cancelled" },
      { time: "2:00 PM CST", customer_name: "March Fourth A", service_type: "Plumbing", status: "confirmed", business_name: "Pipe Pros" },
    ]);
    const filtered = await load(`/admin/bookings?view=calendar&month=${MONTH}&day=2031-03-04&status=confirmed`);
    expect(filtered.data.calendar.dayBookings.map((row: { customer_name: string }) => row.customer_name)).toEqual(["March Fourth A"]);
    const empty = await load(`/admin/bookings?view=calendar&month=${MONTH}&day=2031-03-05`);
    expect(empty.data.calendar.dayBookings).toEqual([]);
  });

  it("offers the distinct service types, never an empty value", async () => {
    const result = await load(`/admin/bookings?view=calendar&month=${MONTH}`);
    const values = result.data.calendar.typeValues;
    expect(values[0]).toBe("all");
    expect(values).toEqual(expect.arrayContaining(["HVAC", "Plumbing"]));
    expect(values).not.toContain("");
  });

  it("opens on the current month with today selected, or on the month of ?day", async () => {
    const today = localClock(new Date(), "America/Chicago").date;
    const current = await load("/admin/bookings?view=calendar");
    expect(current.data.calendar).toMatchObject({ month: today.slice(0, 7), day: today });
    const ofDay = await load("/admin/bookings?view=calendar&day=2031-03-20");
    expect(ofDay.data.calendar).toMatchObject({ month: MONTH, day: "2031-03-20" });
    const otherMonth = await load(`/admin/bookings?view=calendar&month=2031-05`);
    expect(otherMonth.data.calendar).toMatchObject({ month: "2031-05", day: null, counts: {} });
  });
});

describe("role guard", () => {
  it("sends anonymous visitors to sign in and back", async () => {
    const result = await load("/admin/bookings?view=calendar", null);
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(`/admin?redirectTo=${encodeURIComponent("/admin/bookings?view=calendar")}`);
  });

  it("signs a provider out with Access Denied", async () => {
    const result = await load("/admin/bookings", providerCookie);
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/admin");
    expect(result.headers.getSetCookie().some((cookie) => /^__session=;/.test(cookie))).toBe(true);
    expect(await toastInEnglish(result)).toEqual({
      type: "error",
      title: "Access Denied",
      description: "You do not have admin privileges",
    });
    const again = await load("/admin/bookings", providerCookie);
    expect(again.headers.get("Location")).toMatch(/^\/admin\?redirectTo=/);
  });

  it("an anonymous or a provider's notify changes nothing", async () => {
    const booking = await addBooking();
    for (const cookie of [undefined, providerCookie]) {
      const result = await notify(booking.id, { cookie });
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toMatch(/^\/admin(\?|$)/);
    }
    expect(await bookingRow(booking.id)).toEqual({ status: "confirmed", provider_notified: 0 });
    expect(await enRouteEmails(String(booking.customer_email))).toEqual([]);
    expect(await auditRows(booking.id)).toEqual([]);
  });
});

describe("the search", () => {
  const created = new Date(Date.UTC(2101, 0, 1)).toISOString();
  let ana: NewBooking;
  let anaReference: string;

  beforeAll(async () => {
    ana = await addBooking({
      customer_name: "Ana Martínez",
      customer_email: "ana.martinez@searchable.example",
      customer_phone: "(737) 555-0199",
      created_at: created,
    });
    await addBooking({
      customer_name: "Bo Ng",
      customer_email: "bo@searchable.example",
      customer_phone: "(512) 555-0177",
      created_at: created,
    });
    for (let i = 0; i < 27; i++) {
      await addBooking({ customer_name: `Ana Repeat ${i}`, customer_email: `repeat-${i}@searchable.example`, created_at: created });
    }
    const row = await getDb().selectFrom("bookings").select("reference").where("id", "=", ana.id).executeTakeFirstOrThrow();
    anaReference = row.reference;
  });

  const found = async (q: string) => {
    const page = await load(`/admin/bookings?view=list&${new URLSearchParams({ q })}`);
    return page.data.list as { total: number; nextHref: string | null; bookings: Array<{ id: string; reference: string }> };
  };

  it("finds a booking by its reference as typed, in any case, without the hyphen or with an O for a zero", async () => {
    expect(anaReference).toMatch(/^PL-[0-9A-HJKMNP-TV-Z]{6}$/);
    for (const typed of [anaReference, anaReference.toLowerCase(), anaReference.replace("-", " "), anaReference.replaceAll("0", "O")]) {
      const list = await found(typed);
      expect(list.total).toBe(1);
      expect(list.bookings.map((row) => [row.id, row.reference])).toEqual([[ana.id, anaReference]]);
    }
    // Part of a reference is looked up in the index, like any text.
    expect((await found(anaReference.slice(3))).bookings.map((row) => row.id)).toContain(ana.id);
  });

  it("finds by part of the name (accents and case ignored), the e-mail and the phone as written or as digits", async () => {
    for (const q of ["martinez", "MARTÍNEZ", "ana.martinez@searchable", "(737) 555-0199", "7375550199", "555-0199"]) {
      expect((await found(q)).bookings.map((row) => row.id)).toEqual([ana.id]);
    }
    // Two characters are shorter than the index's trigrams: they are looked for row by row.
    expect((await found("Ng")).bookings.map((row) => row.id)).toContain(
      (await getDb().selectFrom("bookings").select("id").where("customer_name", "=", "Bo Ng").executeTakeFirstOrThrow()).id,
    );
  });

  it("counts every match, pages through them keeping the search, and says when nothing matched", async () => {
    const first = await found("Ana Repeat");
    expect(first.total).toBe(27);
    expect(first.bookings).toHaveLength(25);
    expect(first.nextHref).toContain("q=Ana+Repeat");
    const second = await load(first.nextHref!);
    expect(second.data.list.bookings).toHaveLength(2);
    const none = await found("nobody-like-this");
    expect(none).toMatchObject({ total: 0, bookings: [] });
  });

  it("draws another reference when the one drawn is taken (the unique index decides)", async () => {
    const draws = [anaReference, anaReference, "PL-7K3M9Q"];
    const booking = { ...ana, id: newId(), customer_name: "Clash Test" };
    await insertBooking(getDb(), booking, () => draws.shift()!);
    const row = await getDb().selectFrom("bookings").select("reference").where("id", "=", booking.id).executeTakeFirstOrThrow();
    expect(row.reference).toBe("PL-7K3M9Q");
    await expect(insertBooking(getDb(), { ...booking, id: newId() }, () => anaReference)).rejects.toThrow(
      /UNIQUE constraint failed: bookings\.reference/,
    );
  });
});
