import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bookingToken, openBookingLink } from "~/lib/signed-links.server";
import { STANDARD_HOURS } from "~/domain/schedule/availability";
import { newId } from "~/domain/uuid";
import { commitUserSession } from "~/services/support/auth.server";
import { getDb } from "~/lib/db.server";
import { insertBooking } from "~/models/booking.server";
import { bookService, cancelBookingAsCustomer } from "~/services/booking/booking.server";
import { getActiveService } from "~/models/service.server";
import { createUser } from "~/models/user.server";
import { loader as layoutLoader } from "~/routes/dashboard+/_layout";
import { loader as overviewLoader } from "~/routes/dashboard+/index";
import { action as customersAction, loader as customersLoader } from "~/routes/dashboard+/customers";
import { createTestTile, testBookingRow } from "#tests/support/factories";
import { context, cookieFrom, getRequest, inEnglish, postForm, run } from "#tests/support/requests";

/** The booking a customer's e-mailed link opens. */
const linkOf = (bookingId: string) => openBookingLink(bookingId, bookingToken(bookingId))!;

// Wednesday 2026-11-25, 10:00 in Austin.
const NOW = new Date("2026-11-25T16:00:00Z");

let alice: { id: string; cookie: string };
let bob: { id: string; cookie: string };
let admin: { id: string; cookie: string };
let aliceService: string;

const cookieFor = async (userId: string) => cookieFrom(await commitUserSession(getRequest("/"), userId));
const args = (request: Request) => ({ request, params: {}, context });

async function account(email: string, role: "provider" | "admin") {
  const user = await createUser(getDb(), { email, passwordHash: "x", role });
  return { id: user.id, cookie: await cookieFor(user.id) };
}

async function addCustomer(cookie: string, fields: Record<string, string>) {
  return run(customersAction(args(postForm("/dashboard/customers", fields, { cookie }))));
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  alice = await account("alice@biz.example", "provider");
  bob = await account("bob@biz.example", "provider");
  admin = await account("root@biz.example", "admin");
  aliceService = await createTestTile({
    zipCode: "78701",
    providerUserId: alice.id,
    serviceName: "Window Washing",
    availability: STANDARD_HOURS,
  });
});

afterAll(() => vi.useRealTimers());

describe("access", () => {
  it("sends anonymous visitors to the provider sign-in and back", async () => {
    const result = await run(layoutLoader(args(getRequest("/dashboard/customers"))));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/provider?redirectTo=%2Fdashboard%2Fcustomers");
  });

  it("lets providers and admins in", async () => {
    expect((await run(layoutLoader(args(getRequest("/dashboard", { cookie: alice.cookie }))))).data.seesAll).toBe(false);
    expect((await run(layoutLoader(args(getRequest("/dashboard", { cookie: admin.cookie }))))).data.seesAll).toBe(true);
  });
});

describe("customers", () => {
  it("are validated, and a duplicate e-mail is refused within one business only", async () => {
    const invalid = await addCustomer(alice.cookie, { name: "", email: "nope", phone: "12" });
    expect(invalid.status).toBe(400);
    expect(inEnglish(invalid.data.lastResult.error)).toEqual({
      name: ["Please enter the customer's name"],
      email: ["Please enter a valid email address"],
      phone: ["Please enter a valid phone number"],
    });
    expect(
      (await addCustomer(alice.cookie, { name: "Carla Diaz", email: "carla@example.org", phone: "512-555-0111", address: "1 Main St" }))
        .status,
    ).toBe(302);
    const duplicate = await addCustomer(alice.cookie, { name: "Carla Again", email: "CARLA@example.org", phone: "512-555-0112" });
    expect(duplicate.status).toBe(409);
    expect(inEnglish(duplicate.data.lastResult.error).email).toEqual(["A customer with this email already exists in your business."]);
    expect((await addCustomer(bob.cookie, { name: "Carla Diaz", email: "carla@example.org", phone: "512-555-0111" })).status).toBe(302);
  });

  it("are never shown to another business, and an admin sees everyone's", async () => {
    await addCustomer(bob.cookie, { name: "Bob's Only", email: "only@example.org", phone: "512-555-0113" });
    const list = async (cookie: string, q = "") =>
      (
        await run(customersLoader(args(getRequest(`/dashboard/customers${q ? `?q=${encodeURIComponent(q)}` : ""}`, { cookie }))))
      ).data.customers.map((c: { name: string }) => c.name);
    expect(await list(alice.cookie)).toEqual(["Carla Diaz"]);
    expect((await list(bob.cookie)).sort()).toEqual(["Bob's Only", "Carla Diaz"]);
    expect((await list(admin.cookie)).sort()).toEqual(["Bob's Only", "Carla Diaz", "Carla Diaz"]);
    expect(await list(alice.cookie, "only")).toEqual([]);
  });

  it("search is case-insensitive on name and e-mail and a substring of the phone", async () => {
    await addCustomer(alice.cookie, { name: "Devon Park", email: "devon.park@example.org", phone: "(512) 555-0177" });
    const search = async (q: string) =>
      (
        await run(customersLoader(args(getRequest(`/dashboard/customers?q=${encodeURIComponent(q)}`, { cookie: alice.cookie }))))
      ).data.customers.map((c: { name: string }) => c.name);
    expect(await search("DEVON")).toEqual(["Devon Park"]);
    expect(await search("park@EXAMPLE")).toEqual(["Devon Park"]);
    expect(await search("555-0177")).toEqual(["Devon Park"]);
    expect(await search("5550177")).toEqual(["Devon Park"]);
    expect(await search("zzz")).toEqual([]);
  });

  it("keep their total bookings true when bookings are made and cancelled", async () => {
    const customer = await getDb()
      .selectFrom("customers")
      .selectAll()
      .where("owner_user_id", "=", alice.id)
      .where("name", "=", "Carla Diaz")
      .executeTakeFirstOrThrow();
    const service = (await getActiveService(aliceService))!;
    const request = {
      customer_name: customer.name,
      customer_email: customer.email,
      customer_phone: customer.phone,
      preferred_date: "2026-11-27",
      preferred_time: "10:00",
    };
    const actor = { kind: "provider" as const, userId: alice.id };
    const first = await bookService({ service, request, origin: "http://x", now: new Date(), actor, customerId: customer.id });
    const second = await bookService({
      service,
      request: { ...request, preferred_time: "11:00" },
      origin: "http://x",
      now: new Date(),
      actor,
      customerId: customer.id,
    });
    expect([first.ok, second.ok]).toEqual([true, true]);
    const id = first.ok ? first.id : "";
    const total = async () =>
      (await getDb().selectFrom("customers").select("total_bookings").where("id", "=", customer.id).executeTakeFirstOrThrow())
        .total_bookings;
    expect(await total()).toBe(2);
    expect(await cancelBookingAsCustomer({ link: linkOf(id), now: new Date(), origin: "http://x" })).toEqual({ ok: true });
    expect(await total()).toBe(1);
  });
});

describe("stats and overview", () => {
  it("are computed from the database for the business", async () => {
    const db = getDb();
    const booking = (date: string, time: string, status: "confirmed" | "completed" | "cancelled") =>
      insertBooking(
        db,
        testBookingRow({ service_id: aliceService, provider_user_id: alice.id, preferred_date: date, preferred_time: time, status }),
      );
    await booking("2026-11-25", "09:30", "confirmed"); // today, in progress at 10:00
    await booking("2026-11-25", "15:00", "confirmed"); // today
    await booking("2026-11-25", "16:00", "cancelled"); // today but cancelled
    await booking("2026-11-20", "09:00", "completed");
    const customer = await db.selectFrom("customers").select("id").where("owner_user_id", "=", alice.id).executeTakeFirstOrThrow();
    const payment = (amount: number, status: "completed" | "pending", created: string) =>
      db
        .insertInto("payments")
        .values({
          id: newId(),
          owner_user_id: alice.id,
          customer_id: customer.id,
          booking_id: null,
          amount_cents: amount,
          method: status === "completed" ? "cash" : "venmo",
          status,
          card_brand: null,
          card_last4: null,
          card_expiry: null,
          notes: null,
          created_at: created,
        })
        .execute();
    await payment(12000, "completed", "2026-11-23T18:00:00.000Z"); // this week (from Sunday the 22nd)
    await payment(5000, "completed", "2026-11-21T18:00:00.000Z"); // last week
    await payment(9900, "pending", "2026-11-24T18:00:00.000Z"); // not completed

    const layout = await run(layoutLoader(args(getRequest("/dashboard", { cookie: alice.cookie }))));
    expect(layout.data.stats).toEqual({ todaysBookings: 2, weekRevenueCents: 12000, activeCustomers: 2, completedJobs: 1 });

    const bobStats = await run(layoutLoader(args(getRequest("/dashboard", { cookie: bob.cookie }))));
    expect(bobStats.data.stats).toEqual({ todaysBookings: 0, weekRevenueCents: 0, activeCustomers: 2, completedJobs: 0 });

    const overview = await run(overviewLoader(args(getRequest("/dashboard", { cookie: alice.cookie }))));
    const rows = (list: Array<{ preferred_date: string; preferred_time: string; status: string }>) =>
      list.map((b) => [b.preferred_date, b.preferred_time, b.status]);
    expect(rows(overview.data.upcoming)).toEqual([
      ["2026-11-25", "09:30", "in_progress"],
      ["2026-11-25", "15:00", "confirmed"],
      ["2026-11-27", "11:00", "confirmed"],
    ]);
    // Cancelled ones, even later today or later on, are never among the upcoming (issue 34): they
    // are listed with the past ones, latest first.
    expect(rows(overview.data.recent)).toEqual([
      ["2026-11-27", "10:00", "cancelled"],
      ["2026-11-25", "16:00", "cancelled"],
      ["2026-11-20", "09:00", "completed"],
    ]);
  });
});
