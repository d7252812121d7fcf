import { readInEnglish } from "../../../support/english";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bookingToken, openBookingLink } from "~/lib/signed-links.server";
import { STANDARD_HOURS, type Availability } from "~/domain/schedule/availability";
import { WEEKDAYS } from "~/domain/time";
import { claimedCells, slotsForDate } from "~/domain/schedule/slots";
import { commitUserSession } from "~/services/support/auth.server";
import type { BusinessScope } from "~/domain/accounts/business";
import { getDb } from "~/lib/db.server";
import { createCustomer } from "~/models/customer.server";
import { getActiveService } from "~/models/service.server";
import { createUser } from "~/models/user.server";
import { action, loader } from "~/routes/dashboard+/scheduling";
import { bookService, cancelBookingAsCustomer } from "~/services/booking/booking.server";
import { createTestTile } from "#tests/support/factories";
import { context, cookieFrom, getRequest, inEnglish, postForm, run, toastOf } from "#tests/support/requests";
import { sayIn } from "~/locales/messages";

/** The booking a customer's e-mailed link opens. */
const linkOf = (bookingId: string) => openBookingLink(bookingId, bookingToken(bookingId))!;

/**
 * A stale check: with `hideBookedTimes` on, the use case's slot check sees no bookings (as if
 * another booking committed between the check and the insert), so only the claims' primary
 * key stands between the job and a double booking.
 */
const staleCheck = vi.hoisted(() => ({ hideBookedTimes: false }));
vi.mock("~/services/booking/availability.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/services/booking/availability.server")>();
  return {
    ...actual,
    slotContextFor: async (...params: Parameters<typeof actual.slotContextFor>) => {
      const context = await actual.slotContextFor(...params);
      return staleCheck.hideBookedTimes && context ? { ...context, busyCells: new Set<number>() } : context;
    },
  };
});

// Monday 2026-11-23, 09:00 in Austin (America/Chicago, UTC-6).
const NOW = new Date("2026-11-23T15:00:00Z");
const MONDAY = "2026-11-23";
const TUESDAY = "2026-11-24";
const WEDNESDAY = "2026-11-25";
const SUNDAY = "2026-11-29";
const PAST = "2026-11-20";
const CHICAGO = "America/Chicago";

/** Provider A works weekday mornings only, so the grid is visibly the provider's own. */
const MORNINGS = Object.fromEntries(
  WEEKDAYS.map((day) => [day, { available: !["saturday", "sunday"].includes(day), startTime: "09:00", endTime: "13:00" }]),
) as Availability;

type Scope = BusinessScope;
let providerA: Scope;
let providerB: Scope;
let admin: Scope;
const cookies: Record<"a" | "b" | "admin", string> = { a: "", b: "", admin: "" };
let plumbingA: string;
let handymanA: string;
let inactiveA: string;
let serviceB: string;
let customerA: string;
let customerA2: string;
let customerB: string;

const args = (request: Request) => ({ request, params: {}, context });
const path = (params: Record<string, string>) => `/dashboard/scheduling?${new URLSearchParams(params)}`;

function load(params: Record<string, string>, cookie = cookies.a) {
  return run(loader(args(getRequest(path(params), { cookie }))));
}

function book(fields: Record<string, string>, options: { cookie?: string; page?: Record<string, string> } = {}) {
  const page = options.page ?? { service: fields.service ?? "", date: fields.preferred_date ?? "" };
  const cookie = "cookie" in options ? options.cookie : cookies.a;
  return run(action(args(postForm(path(page), { intent: "book", ...fields }, { cookie }))));
}

const job = (overrides: Record<string, string> = {}) => ({
  service: plumbingA,
  preferred_date: TUESDAY,
  preferred_time: "09:00",
  customer_id: customerA,
  special_requests: "Back door, please",
  ...overrides,
});

async function liveBookings(providerUserId: string) {
  return getDb()
    .selectFrom("bookings")
    .selectAll()
    .where("provider_user_id", "=", providerUserId)
    .where("status", "!=", "cancelled")
    .orderBy("preferred_date")
    .orderBy("preferred_time")
    .execute();
}

async function totalBookings(customerId: string) {
  const row = await getDb().selectFrom("customers").select("total_bookings").where("id", "=", customerId).executeTakeFirstOrThrow();
  return row.total_bookings;
}

/** Everything a refused request must leave untouched. */
async function snapshot() {
  const db = getDb();
  const [bookings, customers, emails] = await Promise.all([
    db.selectFrom("bookings").select(["id", "status"]).orderBy("id").execute(),
    db.selectFrom("customers").select(["id", "total_bookings"]).orderBy("id").execute(),
    db.selectFrom("email_outbox").select("id").orderBy("id").execute(),
  ]);
  return { bookings, customers, emails };
}

async function scopeOf(email: string, role: "provider" | "admin"): Promise<Scope> {
  const user = await createUser(getDb(), { email, password: "secret-pass", role });
  return { userId: user.id, email: user.email, role, seesAll: role === "admin" };
}

function fieldErrors(result: { data: any }) {
  return inEnglish(result.data.lastResult.error);
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  providerA = await scopeOf("alpha@example.com", "provider");
  providerB = await scopeOf("bravo@example.com", "provider");
  admin = await scopeOf("chief@example.com", "admin");
  cookies.a = cookieFrom(await commitUserSession(getRequest("/"), providerA.userId));
  cookies.b = cookieFrom(await commitUserSession(getRequest("/"), providerB.userId));
  cookies.admin = cookieFrom(await commitUserSession(getRequest("/"), admin.userId));

  const tile = { zipCode: "78701", businessName: "Alpha Home Repair", email: "alpha@example.com", availability: MORNINGS };
  plumbingA = await createTestTile({
    ...tile,
    providerUserId: providerA.userId,
    serviceName: "Plumbing",
    createdAt: "2026-01-02T00:00:00.000Z",
  });
  handymanA = await createTestTile({
    ...tile,
    providerUserId: providerA.userId,
    serviceName: "Handyman",
    createdAt: "2026-01-01T00:00:00.000Z",
  });
  inactiveA = await createTestTile({ ...tile, providerUserId: providerA.userId, serviceName: "Painting", isActive: false });
  // Alpha counts no travel: its jobs across town are back to back (travel is judged in travel.test.ts).
  await getDb().updateTable("provider_schedules").set({ travel_mode: "off" }).where("provider_user_id", "=", providerA.userId).execute();
  serviceB = await createTestTile({
    zipCode: "78701",
    providerUserId: providerB.userId,
    serviceName: "Car Detailing",
    businessName: "Bravo Detailing",
    email: "bravo@example.com",
    availability: STANDARD_HOURS,
  });

  customerA = await createCustomer(getDb(), providerA, {
    name: "Olivia Bennett",
    email: "olivia@example.org",
    phone: "(512) 555-0142",
    address: "2100 S Lamar Blvd, Austin, TX 78704",
  });
  customerA2 = await createCustomer(getDb(), providerA, {
    name: "Ethan Walker",
    email: "ethan@example.org",
    phone: "(512) 555-0177",
    address: "",
  });
  customerB = await createCustomer(getDb(), providerB, {
    name: "Sophia Martinez",
    email: "sophia@example.org",
    phone: "(512) 555-0190",
    address: "401 W 2nd St, Austin, TX 78701",
  });

  // Provider A's calendar on Tuesday (hour-long jobs): 10:00 booked on Plumbing, 12:00 on
  // Handyman (same provider, so it holds Plumbing's grid too), 11:00 booked then cancelled.
  const plumbing = (await getActiveService(plumbingA))!;
  const handyman = (await getActiveService(handymanA))!;
  const customer = {
    customer_name: "Walk In",
    customer_email: "walkin@example.org",
    customer_phone: "(512) 555-0101",
    preferred_date: TUESDAY,
  };
  const online = { origin: "http://localhost:3000", now: NOW, actor: { kind: "customer" as const } };
  await bookService({ ...online, service: plumbing, request: { ...customer, preferred_time: "10:00" } });
  await bookService({ ...online, service: handyman, request: { ...customer, preferred_time: "12:00" } });
  const cancelled = await bookService({ ...online, service: plumbing, request: { ...customer, preferred_time: "11:00" } });
  if (!cancelled.ok) throw new Error(cancelled.message);
  await cancelBookingAsCustomer({ link: linkOf(cancelled.id), now: NOW, origin: "http://localhost:3000" });
});

afterAll(() => {
  vi.useRealTimers();
});

describe("who may open the Scheduling tab", () => {
  it("sends anonymous visitors to the provider sign-in and back", async () => {
    const result = await run(loader(args(getRequest(path({ date: TUESDAY })))));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(`/provider?redirectTo=${encodeURIComponent(`/dashboard/scheduling?date=${TUESDAY}`)}`);
    expect(result.headers.get("Location")).toMatch(/^\/provider\?redirectTo=%2Fdashboard%2Fscheduling/);
  });

  it("sends anonymous posts to sign in and books nothing", async () => {
    const before = await snapshot();
    const result = await book(job(), { cookie: undefined });
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toMatch(/^\/provider\?redirectTo=%2Fdashboard%2Fscheduling/);
    expect(await snapshot()).toEqual(before);
  });
});

describe("the provider's calendar", () => {
  it("offers only the provider's own active services, the first by default, on the first bookable date", async () => {
    const result = await load({});
    expect(result.status).toBe(200);
    expect(result.data.services).toEqual([
      { value: plumbingA, label: "Plumbing" },
      { value: handymanA, label: "Handyman" },
    ]);
    expect(result.data.calendar.serviceId).toBe(plumbingA);
    // Monday 09:00 in Austin: later slots today are still within the provider's hours.
    expect(result.data.calendar.date).toBe(MONDAY);
    expect(result.data.calendar.minDate).toBe(MONDAY);
    expect(result.data.calendar.slots.map((slot: { time: string }) => slot.time)[0]).toBe("09:30");
    expect(result.data.calendar.jobLength).toBe("1 hour");
  });

  it("shows the slot engine's grid for the provider's hours and live bookings, booked slots as booked", async () => {
    const result = await load({ service: plumbingA, date: TUESDAY });
    const hourAt = (time: string) => claimedCells(TUESDAY, time, { timeZone: CHICAGO, durationMinutes: 60, bufferMinutes: 0 });
    const expected = slotsForDate(TUESDAY, {
      hours: MORNINGS,
      timeOff: [],
      bufferMinutes: 0,
      durationMinutes: 60,
      timeZone: CHICAGO,
      now: NOW,
      busyCells: new Set([...hourAt("10:00"), ...hourAt("12:00")]),
    });
    expect(result.data.calendar.slots).toEqual(expected.slots);
    // An hour's job fits until 12:00 (the day ends at 13:00) and may not run into 10:00 or 12:00.
    expect(result.data.calendar.slots.map((slot: { time: string; status: string }) => `${slot.time} ${slot.status}`)).toEqual([
      "09:00 free",
      "09:30 booked",
      "10:00 booked",
      "10:30 booked",
      "11:00 free",
      "11:30 booked",
      "12:00 booked",
    ]);
    expect(result.data.calendar.dateMessage).toBeNull();
    expect(
      result.data.calendar.bookings.map((b: { timeLabel: string; service_type: string }) => `${b.timeLabel} ${b.service_type}`),
    ).toEqual(["10:00 AM to 11:00 AM Plumbing", "12:00 PM to 1:00 PM Handyman"]);
    // Both services belong to one provider: the same calendar.
    const handyman = await load({ service: handymanA, date: TUESDAY });
    expect(handyman.data.calendar.slots).toEqual(expected.slots);
  });

  it.each([
    ["a Sunday", SUNDAY, "Bookings are not available on Sundays. Please choose another day."],
    ["a past date", PAST, "This date has passed. Please choose a later date."],
    ["a day the provider does not work", "2026-11-28", "The provider is not available on this day. Please choose another date."],
    ["a malformed date", "2026-02-30", "Please choose a valid date"],
  ])("refuses %s with the slot engine's message", async (_label, date, message) => {
    const result = await load({ service: plumbingA, date });
    expect(result.status).toBe(200);
    expect(result.data.calendar.slots).toEqual([]);
    expect(readInEnglish(result.data.calendar.dateMessage)).toBe(message);
  });

  it("lists the business's own customers for the job form, people who booked online included", async () => {
    const result = await load({ service: plumbingA, date: TUESDAY });
    const ids = result.data.calendar.customers.map((customer: { value: string }) => customer.value);
    const walkIn = await getDb()
      .selectFrom("customers")
      .select("id")
      .where("owner_user_id", "=", providerA.userId)
      .where("email", "=", "walkin@example.org")
      .executeTakeFirstOrThrow();
    expect(ids.sort()).toEqual([customerA, customerA2, walkIn.id].sort());
    expect(ids).not.toContain(customerB);
  });

  it("refuses another provider's service with 403, and an inactive or unknown one with 404", async () => {
    expect((await load({ service: serviceB, date: TUESDAY })).status).toBe(403);
    expect((await load({ service: inactiveA, date: TUESDAY })).status).toBe(404);
    expect((await load({ service: "not-a-service", date: TUESDAY })).status).toBe(404);
  });

  it("tells a provider without active services so", async () => {
    const lonely = await scopeOf("lonely@example.com", "provider");
    const cookie = cookieFrom(await commitUserSession(getRequest("/"), lonely.userId));
    const result = await load({}, cookie);
    expect(result.data.calendar).toBeNull();
    expect(sayIn("en", result.data.emptyMessage)).toBe("You have no active services to schedule yet.");
  });
});

describe("booking a job from a free slot", () => {
  it("creates a confirmed booking linked to the customer, counts it and comes back to the date with a toast", async () => {
    expect(await totalBookings(customerA)).toBe(0);
    const result = await book(job());
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(`/dashboard/scheduling?service=${plumbingA}&date=${TUESDAY}`);
    expect(await toastOf(result)).toEqual({
      type: "success",
      description: "Job booked for Olivia Bennett on Tuesday, November 24, 2026 at 9:00 AM",
    });

    const booking = (await liveBookings(providerA.userId)).find((row) => row.preferred_time === "09:00");
    expect(booking).toMatchObject({
      service_id: plumbingA,
      provider_user_id: providerA.userId,
      customer_id: customerA,
      customer_name: "Olivia Bennett",
      customer_email: "olivia@example.org",
      customer_phone: "(512) 555-0142",
      service_address: "2100 S Lamar Blvd, Austin, TX 78704",
      service_type: "Plumbing",
      preferred_date: TUESDAY,
      special_requests: "Back door, please",
      status: "confirmed",
    });
    expect(await totalBookings(customerA)).toBe(1);
    const emails = await getDb().selectFrom("email_outbox").select(["kind", "to"]).where("html", "like", `%${booking!.id}%`).execute();
    // The customer's confirmation (with the booking's link) goes out after the commit.
    expect(emails).toEqual([{ kind: "booking_confirmation", to: "olivia@example.org" }]);

    // The slot now shows as booked.
    const after = await load({ service: plumbingA, date: TUESDAY });
    expect(after.data.calendar.slots.find((slot: { time: string }) => slot.time === "09:00").status).toBe("booked");
  });

  it("refuses a taken slot beside the time, keeps what was chosen and changes nothing", async () => {
    const before = await snapshot();
    const result = await book(job({ preferred_time: "10:00", customer_id: customerA2 }));
    expect(result.status).toBe(409);
    expect(fieldErrors(result)).toEqual({ preferred_time: ["This time was just booked. Please choose another time."] });
    expect(result.data.lastResult.initialValue).toMatchObject({ customer_id: customerA2, special_requests: "Back door, please" });
    expect(await snapshot()).toEqual(before);
  });

  it("answers the database's refusal of a slot taken after the check beside the time", async () => {
    const before = await snapshot();
    staleCheck.hideBookedTimes = true;
    try {
      const result = await book(job({ preferred_time: "10:00", customer_id: customerA2 }));
      expect(result.status).toBe(409);
      expect(fieldErrors(result)).toEqual({ preferred_time: ["This time was just booked. Please choose another time."] });
      expect(result.data.lastResult.initialValue).toMatchObject({ customer_id: customerA2, special_requests: "Back door, please" });
    } finally {
      staleCheck.hideBookedTimes = false;
    }
    expect(await snapshot()).toEqual(before);
  });

  it("lets the claims refuse an overlapping window on another service when the check is stale", async () => {
    // Plumbing holds 10:00 to 11:00; an hour of Handyman from 10:30 overlaps it by half.
    const before = await snapshot();
    staleCheck.hideBookedTimes = true;
    try {
      const result = await book(job({ service: handymanA, preferred_time: "10:30", customer_id: customerA2 }), {
        page: { service: handymanA, date: TUESDAY },
      });
      expect(result.status).toBe(409);
      expect(fieldErrors(result)).toEqual({ preferred_time: ["This time was just booked. Please choose another time."] });
    } finally {
      staleCheck.hideBookedTimes = false;
    }
    expect(await snapshot()).toEqual(before);
  });

  it("lets the database decide a race: one of several simultaneous jobs for a slot is booked", async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => book(job({ preferred_date: WEDNESDAY, preferred_time: "11:30", customer_id: customerA2 }))),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 302)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    for (const refused of results.filter((result) => result.status === 409)) {
      expect(fieldErrors(refused)).toEqual({ preferred_time: ["This time was just booked. Please choose another time."] });
    }
    const rows = (await liveBookings(providerA.userId)).filter((row) => row.preferred_date === WEDNESDAY && row.preferred_time === "11:30");
    expect(rows).toHaveLength(1);
    expect(await totalBookings(customerA2)).toBe(1);
  });

  it.each([
    ["a Sunday", { preferred_date: SUNDAY }, "preferred_date", "Bookings are not available on Sundays. Please choose another day."],
    ["a past date", { preferred_date: PAST }, "preferred_date", "This date has passed. Please choose a later date."],
    [
      "a past time today",
      { preferred_date: MONDAY, preferred_time: "08:30" },
      "preferred_time",
      "This time has already passed. Please choose a later time.",
    ],
    [
      "a time outside the provider's hours",
      { preferred_time: "15:00" },
      "preferred_time",
      "The provider is not available at this time. Please choose another time.",
    ],
    ["a time off the grid", { preferred_time: "10:15" }, "preferred_time", "Please choose one of the listed times."],
    ["no time", { preferred_time: "" }, "preferred_time", "Please choose a time"],
    ["no customer", { customer_id: "none" }, "customer_id", "Please choose a customer"],
  ])("refuses %s beside the field and changes nothing", async (_label, change, field, message) => {
    const before = await snapshot();
    const result = await book(job(change));
    expect(result.status).toBe(400);
    expect(fieldErrors(result)).toEqual({ [field]: [message] });
    expect(result.data.lastResult.initialValue).toMatchObject({ special_requests: "Back door, please" });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses another provider's service with 403 and changes nothing", async () => {
    const before = await snapshot();
    const result = await book(job({ service: serviceB, customer_id: customerA }));
    expect(result.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses another provider's customer beside the field and changes nothing", async () => {
    const before = await snapshot();
    const result = await book(job({ customer_id: customerB, preferred_time: "11:00" }));
    expect(result.status).toBe(403);
    expect(fieldErrors(result)).toEqual({ customer_id: ["Please choose one of your customers."] });
    expect(result.data.lastResult.initialValue).toMatchObject({ preferred_time: "11:00", special_requests: "Back door, please" });
    expect(await snapshot()).toEqual(before);
    expect(await totalBookings(customerB)).toBe(0);
  });

  it("refuses an inactive service and an unknown intent", async () => {
    const before = await snapshot();
    expect((await book(job({ service: inactiveA }))).status).toBe(404);
    expect((await book(job({ intent: "cancel" }))).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe("an admin's calendar", () => {
  it("searches business names and lists the matching active services", async () => {
    const result = await load({ q: "bravo" }, cookies.admin);
    expect(result.data.services).toEqual([{ value: serviceB, label: "Bravo Detailing · Car Detailing (Austin, TX)" }]);
    expect(result.data.calendar.serviceId).toBe(serviceB);
    const none = await load({ q: "no such business" }, cookies.admin);
    expect(none.data.calendar).toBeNull();
    expect(sayIn("en", none.data.emptyMessage)).toBe("No active services match your search.");
    // Only the customers of the business whose calendar it is (or the admin's own) can be chosen.
    const all = await load({ service: serviceB, date: TUESDAY }, cookies.admin);
    const ids = all.data.calendar.customers.map((customer: { value: string }) => customer.value);
    expect(ids).toContain(customerB);
    expect(ids).not.toContain(customerA);
    // A chosen service stays selectable when the search no longer lists it.
    const kept = await load({ q: "bravo", service: plumbingA, date: TUESDAY }, cookies.admin);
    expect(kept.data.calendar.serviceId).toBe(plumbingA);
    expect(kept.data.services[0].value).toBe(plumbingA);
  });

  it("books a job for any business, keeping the search in the way back", async () => {
    const result = await book(job({ service: serviceB, customer_id: customerB, preferred_time: "16:00" }), {
      cookie: cookies.admin,
      page: { q: "bravo", service: serviceB, date: TUESDAY },
    });
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(`/dashboard/scheduling?q=bravo&service=${serviceB}&date=${TUESDAY}`);
    const rows = await liveBookings(providerB.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ service_id: serviceB, customer_id: customerB, preferred_time: "16:00", status: "confirmed" });
    expect(await totalBookings(customerB)).toBe(1);
  });

  it("never books one business's service for another business's customer", async () => {
    const before = await totalBookings(customerA);
    const result = await book(job({ service: serviceB, customer_id: customerA, preferred_time: "16:30" }), { cookie: cookies.admin });
    expect(result.status).toBe(403);
    expect(await totalBookings(customerA)).toBe(before);
  });

  it("lets provider B see the job the admin booked, and not provider A's calendar", async () => {
    const mine = await load({}, cookies.b);
    expect(mine.data.services).toEqual([{ value: serviceB, label: "Car Detailing" }]);
    const tuesday = await load({ service: serviceB, date: TUESDAY }, cookies.b);
    expect(tuesday.data.calendar.slots.find((slot: { time: string }) => slot.time === "16:00").status).toBe("booked");
    expect((await load({ service: plumbingA, date: TUESDAY }, cookies.b)).status).toBe(403);
  });
});
