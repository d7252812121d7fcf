import { sayIn } from "~/locales/messages";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "kysely";
import { HONEYPOT_FIELD } from "~/domain/forms/honeypot";
import { STANDARD_HOURS, type Availability } from "~/domain/schedule/availability";
import { WEEKDAYS } from "~/domain/time";
import { bookingPath, bookingToken, openBookingLink } from "~/lib/signed-links.server";
import { getDb } from "~/lib/db.server";
import { claimCells, getBookingDetails, SlotTakenError } from "~/models/booking.server";
import { getActiveService } from "~/models/service.server";
import { bookService, cancelBookingAsCustomer } from "~/services/booking/booking.server";
import { action as serviceAction, loader as serviceLoader } from "~/routes/service.$serviceId";
import { action as bookingAction, loader as bookingLoader } from "~/routes/bookings+/$bookingId";
import { loader as icsLoader } from "~/routes/bookings+/$bookingId_.calendar[.]ics";
import { loader as slotsLoader } from "~/routes/resources+/slots";
import { addVerifiedCredential, createTestProvider, createTestTile } from "../support/factories";
import { context, cookieFrom, getRequest, inEnglish, postForm, run, shownBefore } from "../support/requests";
import { readInEnglish } from "../support/english";

/** The booking a customer's e-mailed link opens. */
const linkOf = (bookingId: string) => openBookingLink(bookingId, bookingToken(bookingId))!;

// Monday 2026-11-23, 09:00 in Austin (America/Chicago).
const NOW = new Date("2026-11-23T15:00:00Z");
const TUESDAY = "2026-11-24";

const valid = {
  customer_name: "Jordan Lee",
  customer_email: "jordan@example.com",
  customer_phone: "(512) 555-0142",
  preferred_date: TUESDAY,
  preferred_time: "10:00",
  service_address: "1100 Congress Ave, Austin, TX 78701",
  special_requests: "Gate code 1234",
};

let serviceId: string;
let providerId: string;
let ipCounter = 0;

/** Each call comes from its own address unless told otherwise, so the rate limit stays out of the way. */
function book(fields: Record<string, string>, options: { ip?: string; id?: string } = {}) {
  const id = options.id ?? serviceId;
  ipCounter += 1;
  return run(
    serviceAction({
      request: postForm(`/service/${id}?book=1`, { ...shownBefore(), ...fields }),
      params: { serviceId: id },
      context: { ...context, clientIp: options.ip ?? `198.51.100.${ipCounter % 250}` },
    }),
  );
}

function fieldErrors(result: { data: any }) {
  return inEnglish(result.data.lastResult.error);
}

async function liveBookings(date: string, time: string) {
  return getDb()
    .selectFrom("bookings")
    .selectAll()
    .where("provider_user_id", "=", providerId)
    .where("preferred_date", "=", date)
    .where("preferred_time", "=", time)
    .where("status", "!=", "cancelled")
    .execute();
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  providerId = (await createTestProvider("plumber@example.com")).id;
  // Plumbing is a licensed trade in Texas (decision 0035): listed, and bookable, with a verified licence.
  await addVerifiedCredential({ providerUserId: providerId }, { kind: "licence", state: "TX" });
  serviceId = await createTestTile({
    zipCode: "78701",
    providerUserId: providerId,
    serviceName: "Plumbing",
    businessName: "Test Plumbing Co",
    email: "plumber@example.com",
    availability: STANDARD_HOURS,
    // Half-hour jobs: every start of the grid is its own slot here (longer jobs: schedule.test.ts).
    durationMinutes: 30,
  });
});

afterAll(() => {
  vi.useRealTimers();
});

describe("booking refusals keep every typed value and say why", () => {
  it("requires name, e-mail, phone, date and time", async () => {
    const result = await book({});
    expect(result.status).toBe(400);
    expect(fieldErrors(result)).toMatchObject({
      customer_name: ["Please enter your full name"],
      customer_email: ["Please enter your email"],
      customer_phone: ["Please enter your phone number"],
      preferred_date: ["Please choose a date"],
      preferred_time: ["Please choose a time"],
    });
  });

  it("refuses a malformed e-mail and phone, keeping the values", async () => {
    const result = await book({ ...valid, customer_email: "jordan@", customer_phone: "12" });
    expect(result.status).toBe(400);
    expect(fieldErrors(result)).toEqual({
      customer_email: ["Please enter a valid email address"],
      customer_phone: ["Please enter a US mobile number, such as (512) 555-0142"],
    });
    expect(result.data.lastResult.initialValue).toMatchObject({
      customer_name: "Jordan Lee",
      customer_email: "jordan@",
      special_requests: "Gate code 1234",
      service_address: "1100 Congress Ave, Austin, TX 78701",
    });
  });

  it.each([
    ["a Sunday", { preferred_date: "2026-11-29" }, "preferred_date", "Bookings are not available on Sundays. Please choose another day."],
    ["a past date", { preferred_date: "2026-11-20" }, "preferred_date", "This date has passed. Please choose a later date."],
    [
      "a past time today",
      { preferred_date: "2026-11-23", preferred_time: "08:30" },
      "preferred_time",
      "This time has already passed. Please choose a later time.",
    ],
    ["a time off the grid", { preferred_time: "10:15" }, "preferred_time", "Please choose one of the listed times."],
    ["a time after the last slot", { preferred_time: "18:00" }, "preferred_time", "Please choose one of the listed times."],
    ["a date too far ahead", { preferred_date: "2027-06-01" }, "preferred_date", "Please choose a date within the next 90 days."],
  ])("refuses %s", async (_label, change, field, message) => {
    const result = await book({ ...valid, ...change });
    expect(result.status).toBe(400);
    expect(fieldErrors(result)).toEqual({ [field]: [message] });
    expect(result.data.slots.date).toBe((change as { preferred_date?: string }).preferred_date ?? TUESDAY);
  });

  it("refuses times outside the provider's weekly hours", async () => {
    const mornings = Object.fromEntries(
      WEEKDAYS.map((day) => [day, { available: day === "tuesday", startTime: "09:00", endTime: "12:00" }]),
    ) as Availability;
    const provider = await createTestProvider();
    const morningService = await createTestTile({ zipCode: "78701", providerUserId: provider.id, availability: mornings });
    // An hour's job: 11:30 would end after 12:00.
    const late = await book({ ...valid, preferred_time: "11:30" }, { id: morningService });
    expect(fieldErrors(late)).toEqual({ preferred_time: ["The provider is not available at this time. Please choose another time."] });
    const closedDay = await book({ ...valid, preferred_date: "2026-11-25" }, { id: morningService });
    expect(fieldErrors(closedDay)).toEqual({ preferred_date: ["The provider is not available on this day. Please choose another date."] });
    const fits = await book({ ...valid, preferred_time: "11:00" }, { id: morningService });
    expect(fits.status).toBe(302);
  });

  it("treats a filled honeypot as a bot", async () => {
    const result = await book({ ...valid, [HONEYPOT_FIELD]: "555-0100" });
    expect(result.status).toBe(400);
    expect(fieldErrors(result)[""]).toEqual(["Your booking could not be sent. Please try again."]);
    expect(await liveBookings(TUESDAY, "10:00")).toEqual([]);
  });

  it("treats a form sent back faster than a person could fill it, or posted without the page, as a bot's", async () => {
    for (const fields of [
      { ...valid, ...shownBefore(200) },
      { ...valid, form_started: "" },
    ]) {
      const result = await book(fields);
      expect(result.status).toBe(400);
      expect(fieldErrors(result)[""]).toEqual(["Your booking could not be sent. Please try again."]);
    }
    expect(await liveBookings(TUESDAY, "10:00")).toEqual([]);
  });

  it("limits booking attempts per IP address", async () => {
    const ip = "192.0.2.99";
    for (let i = 0; i < 30; i++) expect((await book({}, { ip })).status).toBe(400);
    const limited = await book(valid, { ip });
    expect(limited.status).toBe(429);
    expect(fieldErrors(limited)[""]).toEqual(["Too many booking attempts. Please wait a few minutes and try again."]);
    expect(await liveBookings(TUESDAY, "10:00")).toEqual([]);
    expect((await book({}, { ip: "192.0.2.100" })).status).toBe(400);
  });

  it("answers 404 for an unknown or inactive service", async () => {
    const inactive = await createTestTile({ zipCode: "78701", isActive: false });
    expect((await book(valid, { id: inactive })).status).toBe(404);
    expect((await book(valid, { id: "not-a-uuid" })).status).toBe(404);
  });
});

describe("a successful booking", () => {
  it("is stored confirmed with its e-mails, and sends the customer to their booking page", async () => {
    const result = await book({ ...valid, preferred_time: "13:00" });
    expect(result.status).toBe(302);
    const [booking] = await liveBookings(TUESDAY, "13:00");
    expect(booking).toMatchObject({
      status: "confirmed",
      provider_notified: 0,
      service_id: serviceId,
      provider_user_id: providerId,
      service_type: "Plumbing",
      customer_phone: "(512) 555-0142",
      special_requests: "Gate code 1234",
    });
    expect(result.headers.get("Location")).toBe(bookingPath(booking.id));
    expect(cookieFrom(result.headers.get("Set-Cookie"))).toMatch(/^toast=/);

    const emails = await getDb().selectFrom("email_outbox").selectAll().where("text", "like", `%${booking.id}%`).orderBy("kind").execute();
    expect(emails.map((email) => [email.kind, email.to])).toEqual([
      ["booking_confirmation", "jordan@example.com"],
      ["booking_reminder", "jordan@example.com"],
    ]);
    // The reminder waits until 24 hours before the job (Tuesday 13:00 CST).
    expect(emails[1]).toMatchObject({ status: "queued", booking_id: booking.id, next_attempt_at: "2026-11-23T19:00:00.000Z" });
    const confirmation = emails[0];
    expect(confirmation.text).toContain(`http://localhost:3000/bookings/${booking.id}?token=${bookingToken(booking.id)}`);
    for (const fact of [
      "Jordan Lee",
      "Plumbing",
      "1100 Congress Ave, Austin, TX 78701",
      "Tuesday, November 24, 2026, 1:00 PM to 1:30 PM (CST)",
      "30.2713, -97.7426",
    ]) {
      expect(confirmation.text).toContain(fact);
    }
    const notice = await getDb()
      .selectFrom("email_outbox")
      .selectAll()
      .where("kind", "=", "booking_provider_notice")
      .where("text", "like", "%Gate code 1234%")
      .execute();
    expect(notice.map((email) => email.to)).toContain("plumber@example.com");
  });

  it("places the job at the address's zip, or at the service's zip when the address has none", async () => {
    await book({ ...valid, preferred_time: "14:00", service_address: "2100 S Lamar Blvd, Austin, TX 78704" });
    // An hour later: the drive from Lamar to the service's own zip fits (issue 58).
    await book({ ...valid, preferred_time: "15:30", service_address: "" });
    const [lamar] = await liveBookings(TUESDAY, "14:00");
    const [blank] = await liveBookings(TUESDAY, "15:30");
    const zip78704 = await getDb().selectFrom("zip_codes").selectAll().where("zip", "=", "78704").executeTakeFirstOrThrow();
    expect([lamar.service_lat, lamar.service_lng]).toEqual([zip78704.lat, zip78704.lng]);
    const service = await getActiveService(serviceId);
    expect([blank.service_lat, blank.service_lng]).toEqual([service!.lat, service!.lng]);
  });
});

describe("a booking form posted twice (docs/decisions/0026)", () => {
  const key = (n: number) => `double-tap-key-${String(n).padStart(7, "0")}`;
  const confirmations = async (bookingId: string) =>
    (
      await getDb()
        .selectFrom("email_outbox")
        .select("kind")
        .where("booking_id", "=", bookingId)
        .where("kind", "=", "booking_confirmation")
        .execute()
    ).length;

  it("books once and sends every post of the same form to that booking's page", async () => {
    const form = { ...valid, customer_name: "Tap Twice", preferred_time: "11:00", submission_key: key(1) };
    const first = await book(form);
    expect(first.status).toBe(302);
    const [booking] = await liveBookings(TUESDAY, "11:00");
    for (let i = 0; i < 2; i++) {
      const again = await book(form);
      expect(again.status).toBe(303);
      expect(again.headers.get("Location")).toBe(bookingPath(booking.id));
    }
    expect(await liveBookings(TUESDAY, "11:00")).toHaveLength(1);
    expect(await confirmations(booking.id)).toBe(1);
  });

  it("books once when three taps arrive at once, and none is told the time was taken", async () => {
    const form = { ...valid, customer_name: "Tap Thrice", preferred_time: "11:30", submission_key: key(2) };
    const taps = await Promise.all([book(form), book(form), book(form)]);
    const [booking] = await liveBookings(TUESDAY, "11:30");
    expect(await liveBookings(TUESDAY, "11:30")).toHaveLength(1);
    expect(taps.map((tap) => tap.status).sort()).toEqual([302, 303, 303]);
    for (const tap of taps) expect(tap.headers.get("Location")).toBe(bookingPath(booking.id));
  });

  it("treats a changed form sent with the same key as a new booking, and a form without a key as before", async () => {
    const form = { ...valid, customer_name: "Changed Mind", preferred_time: "12:00", submission_key: key(3) };
    expect((await book(form)).status).toBe(302);
    expect((await book({ ...form, preferred_time: "12:30" })).status).toBe(302);
    expect(await liveBookings(TUESDAY, "12:30")).toHaveLength(1);
    const { submission_key: _key, ...withoutKey } = form;
    const again = await book(withoutKey);
    expect(again.status).toBe(409);
    // A malformed key is no key.
    expect((await book({ ...form, submission_key: "short" })).status).toBe(409);
  });
});

describe("no double booking", () => {
  it("a taken slot is refused with the spec's message", async () => {
    await book({ ...valid, preferred_time: "15:00" });
    const second = await book({ ...valid, customer_name: "Someone Else", preferred_time: "15:00" });
    expect(second.status).toBe(409);
    expect(fieldErrors(second)).toEqual({ preferred_time: ["This time was just booked. Please choose another time."] });
    expect(second.data.lastResult.initialValue.customer_name).toBe("Someone Else");
  });

  it("a dozen simultaneous attempts at one slot make exactly one booking", async () => {
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => book({ ...valid, customer_name: `Racer ${i}`, preferred_time: "16:00" })),
    );
    const statuses = attempts.map((attempt) => attempt.status).sort();
    expect(statuses.filter((status) => status === 302)).toHaveLength(1);
    for (const attempt of attempts.filter((a) => a.status !== 302)) {
      expect(attempt.status).toBe(409);
      expect(fieldErrors(attempt)).toEqual({ preferred_time: ["This time was just booked. Please choose another time."] });
    }
    expect(await liveBookings(TUESDAY, "16:00")).toHaveLength(1);
  });

  it("the database decides even when the check is skipped", async () => {
    await book({ ...valid, preferred_time: "16:30" });
    const [held] = await liveBookings(TUESDAY, "16:30");
    const cells = await getDb().selectFrom("booking_claims").select("cell").where("booking_id", "=", held.id).execute();
    expect(cells).toHaveLength(1);
    // A claim on the same cell by another booking of the provider is refused by the primary key.
    await expect(
      getDb()
        .transaction()
        .execute((trx) => claimCells(trx, { providerUserId: providerId, bookingId: held.id, cells: [cells[0].cell] })),
    ).rejects.toBeInstanceOf(SlotTakenError);
  });

  it("writes the booking and its e-mails together or not at all", async () => {
    const db = getDb();
    await sql`create trigger fail_provider_notice before insert on email_outbox
      when new.kind = 'booking_provider_notice'
      begin select raise(abort, 'mail store unavailable'); end`.execute(db);
    try {
      const service = (await getActiveService(serviceId))!;
      const claimsBefore = await db.selectFrom("booking_claims").select("cell").execute();
      await expect(
        bookService({
          service,
          request: { ...valid, preferred_time: "17:00", customer_name: "Atomic Test" },
          origin: "http://x",
          now: new Date(),
          actor: { kind: "customer" },
        }),
      ).rejects.toThrow("mail store unavailable");
      expect(await liveBookings(TUESDAY, "17:00")).toEqual([]);
      expect(await db.selectFrom("booking_claims").select("cell").execute()).toHaveLength(claimsBefore.length);
      const confirmation = await db.selectFrom("email_outbox").select("id").where("text", "like", "%Atomic Test%").execute();
      expect(confirmation).toEqual([]);
    } finally {
      await sql`drop trigger fail_provider_notice`.execute(db);
    }
  });
});

describe("the booking page", () => {
  let bookingId: string;

  beforeAll(async () => {
    await book({ ...valid, preferred_date: "2026-11-25", preferred_time: "11:00" });
    bookingId = (await liveBookings("2026-11-25", "11:00"))[0].id;
  });

  const page = (token: string | null, id = bookingId) =>
    run(
      bookingLoader({
        request: getRequest(`/bookings/${id}${token === null ? "" : `?token=${token}`}`),
        params: { bookingId: id },
        context,
      }),
    );

  it("needs the right token", async () => {
    expect((await page(bookingToken(bookingId))).status).toBe(200);
    expect((await page(null)).status).toBe(404);
    expect((await page("wrong")).status).toBe(404);
    expect((await page(bookingToken(bookingId), "0b7d2f5e-1111-4a4a-8b8b-123456789abc")).status).toBe(404);
  });

  it("shows the details and the provider's contact", async () => {
    const result = await page(bookingToken(bookingId));
    expect(result.data.booking).toMatchObject({
      status: "confirmed",
      serviceType: "Plumbing",
      businessName: "Test Plumbing Co",
      providerEmail: "plumber@example.com",
      when: "Wednesday, November 25, 2026, 11:00 AM to 11:30 AM (CST)",
    });
    expect(result.data.canCancel).toBe(true);
  });

  it("offers an iCalendar file in the service's time zone", async () => {
    const response = (await icsLoader({
      request: getRequest(`/bookings/${bookingId}/calendar.ics?token=${bookingToken(bookingId)}`),
      params: { bookingId },
      context,
    })) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const ics = await response.text();
    expect(ics).toContain("DTSTART;TZID=America/Chicago:20261125T110000\r\n");
    expect(ics).toContain("DTEND;TZID=America/Chicago:20261125T113000\r\n");
    expect(ics).toContain("SEQUENCE:0\r\n");
    expect(ics).toContain("TZID:America/Chicago");
    expect(ics).toContain(`UID:${bookingId}@porchlight`);
    const denied = (await icsLoader({
      request: getRequest(`/bookings/${bookingId}/calendar.ics?token=nope`),
      params: { bookingId },
      context,
    })) as Response;
    expect(denied.status).toBe(404);
  });

  it("cancels with the token, frees the slot and e-mails both sides", async () => {
    const forged = await run(
      bookingAction({ request: postForm(`/bookings/${bookingId}`, { intent: "cancel", token: "forged" }), params: { bookingId }, context }),
    );
    expect(forged.status).toBe(404);

    const result = await run(
      bookingAction({
        request: postForm(`/bookings/${bookingId}`, { intent: "cancel", token: bookingToken(bookingId) }),
        params: { bookingId },
        context,
      }),
    );
    expect(result.status).toBe(302);
    const booking = await getBookingDetails(bookingId);
    expect(booking).toMatchObject({ status: "cancelled", cancelled_at: NOW.toISOString(), cancelled_by: "customer", sequence: 1 });
    expect(await getDb().selectFrom("booking_claims").select("cell").where("booking_id", "=", bookingId).execute()).toEqual([]);
    const kinds = await getDb()
      .selectFrom("email_outbox")
      .select(["kind", "to"])
      .where("kind", "in", ["booking_cancelled", "booking_cancelled_provider"])
      .execute();
    expect(kinds).toEqual(
      expect.arrayContaining([
        { kind: "booking_cancelled", to: "jordan@example.com" },
        { kind: "booking_cancelled_provider", to: "plumber@example.com" },
      ]),
    );

    const again = await run(
      bookingAction({
        request: postForm(`/bookings/${bookingId}`, { intent: "cancel", token: bookingToken(bookingId) }),
        params: { bookingId },
        context,
      }),
    );
    expect(again.status).toBe(400);
    expect(sayIn("en", again.data.error)).toBe("This booking is already cancelled.");

    const rebook = await book({ ...valid, preferred_date: "2026-11-25", preferred_time: "11:00", customer_name: "Next Customer" });
    expect(rebook.status).toBe(302);
  });

  it("refuses to cancel once the slot has started", async () => {
    await book({ ...valid, preferred_date: "2026-11-23", preferred_time: "12:00" });
    const [booking] = await liveBookings("2026-11-23", "12:00");
    vi.setSystemTime(new Date("2026-11-23T18:00:00Z")); // 12:00 in Austin
    try {
      const refused = await cancelBookingAsCustomer({ link: linkOf(booking.id), now: new Date(), origin: "http://x" });
      expect(refused).toMatchObject({ ok: false, status: 400 });
      expect(sayIn("en", (refused as { message: string }).message)).toBe(
        "This booking can no longer be cancelled because its time has started.",
      );
      const result = await page(bookingToken(booking.id), booking.id);
      expect(result.data.canCancel).toBe(false);
    } finally {
      vi.setSystemTime(NOW);
    }
  });
});

describe("slots", () => {
  it("the page offers the free times of the chosen date and marks booked ones", async () => {
    await book({ ...valid, preferred_date: "2026-11-26", preferred_time: "09:00" });
    const result = await run(
      serviceLoader({ request: getRequest(`/service/${serviceId}?book=1&date=2026-11-26`), params: { serviceId }, context }),
    );
    const slots = result.data.booking.initial.slots as Array<{ time: string; status: string }>;
    expect(slots).toHaveLength(20);
    expect(slots.find((slot) => slot.time === "09:00")!.status).toBe("booked");
    expect(slots.filter((slot) => slot.status === "free")).toHaveLength(19);
    expect(result.data.booking).toMatchObject({ minDate: "2026-11-23", maxDate: "2027-02-21" });
  });

  it("today's past times are left out and a Sunday says so", async () => {
    const today = await run(
      slotsLoader({ request: getRequest(`/resources/slots?serviceId=${serviceId}&date=2026-11-23`), params: {}, context }),
    );
    expect(today.data.slots[0].time).toBe("09:30");
    const sunday = await run(
      slotsLoader({ request: getRequest(`/resources/slots?serviceId=${serviceId}&date=2026-11-29`), params: {}, context }),
    );
    expect(readInEnglish(sunday.data)).toEqual({
      date: "2026-11-29",
      slots: [],
      message: "Bookings are not available on Sundays. Please choose another day.",
    });
  });
});
