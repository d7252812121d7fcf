import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { STANDARD_HOURS } from "~/domain/schedule/availability";
import { commitUserSession } from "~/services/support/auth.server";
import { bookingToken, openBookingLink } from "~/lib/signed-links.server";
import { getDb } from "~/lib/db.server";
import { getActiveService, type ServiceCard } from "~/models/service.server";
import { claimEmail } from "~/models/email-outbox.server";
import { createUser } from "~/models/user.server";
import { loader as layoutLoader } from "~/routes/dashboard+/_layout";
import { action as bookingAction, loader as bookingLoader } from "~/routes/bookings+/$bookingId";
import { loader as icsLoader } from "~/routes/bookings+/$bookingId_.calendar[.]ics";
import { action as providerBookingsAction, loader as providerBookingsLoader } from "~/routes/provider+/bookings";
import { action as scheduleAction, loader as scheduleLoader } from "~/routes/provider+/schedule";
import { slotsForService } from "~/services/booking/availability.server";
import { bookService, rescheduleBooking, type BookingRequest } from "~/services/booking/booking.server";
import { queueMorningSummaries } from "~/services/jobs/reminders.server";
import { createTestTile } from "../support/factories";
import { context, cookieFrom, getRequest, inEnglish, postForm, run, toastInEnglish, toastOf } from "../support/requests";
import { readInEnglish } from "../support/english";
import { sayIn } from "~/locales/messages";

/** The booking a customer's e-mailed link opens. */
const linkOf = (bookingId: string) => openBookingLink(bookingId, bookingToken(bookingId))!;

// Monday 2026-11-23, 09:00 in Austin (CST, UTC-6).
const NOW = new Date("2026-11-23T15:00:00Z");
const TUESDAY = "2026-11-24";
const WEDNESDAY = "2026-11-25";
const THURSDAY = "2026-11-26";
const FRIDAY = "2026-11-27";
const ORIGIN = "http://localhost:3000";

type Provider = { id: string; email: string; cookie: () => Promise<string> };

async function provider(email: string): Promise<Provider> {
  const user = await createUser(getDb(), { email, passwordHash: "x", role: "provider" });
  return { id: user.id, email, cookie: async () => cookieFrom(await commitUserSession(getRequest("/"), user.id)) };
}

const customer = (name: string, date: string, time: string): BookingRequest => ({
  customer_name: name,
  customer_email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.org`,
  customer_phone: "(512) 555-0142",
  preferred_date: date,
  preferred_time: time,
  service_address: "1100 Congress Ave, Austin, TX 78701",
});

async function bookOnline(service: ServiceCard, request: BookingRequest, now = NOW) {
  return bookService({ service, request, origin: ORIGIN, now, actor: { kind: "customer" } });
}

async function booked(service: ServiceCard, request: BookingRequest) {
  const outcome = await bookOnline(service, request);
  if (!outcome.ok) throw new Error(`booking refused: ${outcome.message}`);
  return outcome.id;
}

const row = (id: string) => getDb().selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const claimsOf = (id: string) => getDb().selectFrom("booking_claims").select("cell").where("booking_id", "=", id).orderBy("cell").execute();
const emailsOf = (id: string) =>
  getDb().selectFrom("email_outbox").selectAll().where("booking_id", "=", id).orderBy("created_at").execute();
const liveCount = (providerId: string) =>
  getDb()
    .selectFrom("bookings")
    .select("id")
    .where("provider_user_id", "=", providerId)
    .where("status", "in", ["pending", "confirmed", "en_route", "in_progress"])
    .execute()
    .then((rows) => rows.length);

let alpha: Provider;
let plumbing: ServiceCard;
let handyman: ServiceCard;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  alpha = await provider("alpha-schedule@example.com");
  const tile = { zipCode: "78701", providerUserId: alpha.id, businessName: "Alpha Home", email: alpha.email, availability: STANDARD_HOURS };
  plumbing = (await getActiveService(await createTestTile({ ...tile, serviceName: "Plumbing" })))!;
  handyman = (await getActiveService(await createTestTile({ ...tile, serviceName: "Handyman" })))!;
});

afterAll(() => vi.useRealTimers());

describe("no two live bookings of a provider overlap", () => {
  it("twenty simultaneous requests for 10:00 and 10:30 (an hour each, on two services) leave exactly one booking", async () => {
    const racer = await provider("racer@example.com");
    const tile = { zipCode: "78701", providerUserId: racer.id, availability: STANDARD_HOURS };
    const first = (await getActiveService(await createTestTile({ ...tile, serviceName: "Plumbing" })))!;
    const second = (await getActiveService(await createTestTile({ ...tile, serviceName: "Electrical" })))!;
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? bookOnline(first, customer(`Racer ${i}`, TUESDAY, "10:00"))
          : bookOnline(second, customer(`Racer ${i}`, TUESDAY, "10:30")),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    for (const refused of outcomes.filter((outcome) => !outcome.ok)) {
      expect(readInEnglish(refused)).toMatchObject({
        ok: false,
        status: 409,
        field: "preferred_time",
        message: "This time was just booked. Please choose another time.",
      });
    }
    expect(await liveCount(racer.id)).toBe(1);
    const claims = await getDb()
      .selectFrom("booking_claims")
      .select(["cell", "booking_id"])
      .where("provider_user_id", "=", racer.id)
      .execute();
    expect(claims).toHaveLength(2);
    expect(new Set(claims.map((claim) => claim.booking_id)).size).toBe(1);
  });

  it("keeps the provider's buffer between jobs and lets the time go when a booking is cancelled", async () => {
    const buffered = await provider("buffered@example.com");
    const serviceId = await createTestTile({
      zipCode: "78701",
      providerUserId: buffered.id,
      serviceName: "Plumbing",
      availability: STANDARD_HOURS,
    });
    const cookie = await buffered.cookie();
    await run(
      scheduleAction({
        request: postForm("/provider/schedule", { intent: "hours", buffer_minutes: "30", ...weekdays("08:00", "18:00") }, { cookie }),
        params: {},
        context,
      }),
    );
    const service = (await getActiveService(serviceId))!;
    expect(service.bufferMinutes).toBe(30);
    await booked(service, customer("First", WEDNESDAY, "10:00"));
    // 10:00 + an hour + 30 minutes: 11:00 is refused, 11:30 is free.
    expect(readInEnglish(await bookOnline(service, customer("Too Soon", WEDNESDAY, "11:00")))).toMatchObject({
      ok: false,
      message: "This time was just booked. Please choose another time.",
    });
    // The buffer also protects the job from one that would end right before it.
    expect(readInEnglish(await bookOnline(service, customer("Too Late", WEDNESDAY, "09:00")))).toMatchObject({
      ok: false,
      message: "This time was just booked. Please choose another time.",
    });
    expect((await bookOnline(service, customer("After", WEDNESDAY, "11:30"))).ok).toBe(true);
  });
});

/** The hours form's fields for Monday to Friday from `start` to `end`. */
function weekdays(start: string, end: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const day of ["monday", "tuesday", "wednesday", "thursday", "friday"]) {
    fields[`availability.${day}.available`] = "on";
    fields[`availability.${day}.startTime`] = start;
    fields[`availability.${day}.endTime`] = end;
  }
  return fields;
}

describe("the provider's schedule in the portal", () => {
  let owner: Provider;
  let serviceId: string;
  const post = async (fields: Record<string, string>) =>
    run(scheduleAction({ request: postForm("/provider/schedule", fields, { cookie: await owner.cookie() }), params: {}, context }));
  const slotsOn = async (date: string) => slotsForService((await getActiveService(serviceId))!, date, new Date());

  beforeAll(async () => {
    owner = await provider("schedule-owner@example.com");
    serviceId = await createTestTile({
      zipCode: "78701",
      providerUserId: owner.id,
      serviceName: "House Cleaning",
      availability: STANDARD_HOURS,
    });
  });

  it("shows the hours, buffer, job lengths and time off", async () => {
    const result = await run(
      scheduleLoader({ request: getRequest("/provider/schedule", { cookie: await owner.cookie() }), params: {}, context }),
    );
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ today: "2026-11-23", bufferMinutes: 0, hours: STANDARD_HOURS, timeOff: [] });
    expect(result.data.services).toEqual([{ id: serviceId, name: "House Cleaning", durationMinutes: 120, active: true }]);
  });

  it("refuses hours that end before they start or leave the 06:00 to 22:00 day, keeping what was typed", async () => {
    const backwards = await post({
      intent: "hours",
      buffer_minutes: "15",
      ...weekdays("09:00", "17:00"),
      "availability.friday.startTime": "17:00",
      "availability.friday.endTime": "09:00",
    });
    expect(backwards.status).toBe(400);
    expect(inEnglish(backwards.data.lastResult.error)["availability.friday.endTime"]).toEqual([
      "The end time must be after the start time",
    ]);
    expect(backwards.data.lastResult.initialValue.buffer_minutes).toBe("15");
    const late = await post({ intent: "hours", buffer_minutes: "0", ...weekdays("09:00", "23:00") });
    expect(inEnglish(late.data.lastResult.error)["availability.monday.endTime"]).toEqual([
      "Please choose hours between 6:00 AM and 10:00 PM",
    ]);
    const none = await post({ intent: "hours", buffer_minutes: "0" });
    expect(inEnglish(none.data.lastResult.error).availability).toEqual(["Please choose at least one working day"]);
    const buffer = await post({ intent: "hours", buffer_minutes: "20", ...weekdays("09:00", "17:00") });
    expect(inEnglish(buffer.data.lastResult.error).buffer_minutes).toEqual(["Please choose 0, 15, 30 or 60 minutes"]);
  });

  it("moves every service's picker to the new hours and keeps (and flags) bookings now outside them", async () => {
    const service = (await getActiveService(serviceId))!;
    const early = await booked(service, customer("Early Bird", THURSDAY, "08:00"));
    const result = await post({ intent: "hours", buffer_minutes: "0", ...weekdays("10:00", "16:00") });
    expect(result.status).toBe(302);
    expect(sayIn("en", (await toastOf(result))!.description!)).toBe(
      "Schedule saved. 1 upcoming booking is now outside your schedule and kept: see Bookings.",
    );
    // A two-hour cleaning fits from 10:00 to a 14:00 start; Saturday is now off.
    const times = (await slotsOn(FRIDAY)).slots.map((slot) => slot.time);
    expect(times[0]).toBe("10:00");
    expect(times.at(-1)).toBe("14:00");
    expect(readInEnglish((await slotsOn("2026-11-28")).message)).toBe(
      "The provider is not available on this day. Please choose another date.",
    );
    expect((await row(early)).status).toBe("confirmed");
    const list = await run(
      providerBookingsLoader({ request: getRequest("/provider/bookings", { cookie: await owner.cookie() }), params: {}, context }),
    );
    const flagged = list.data.upcoming.find((booking: { id: string }) => booking.id === early);
    expect(flagged.offSchedule).toBe("outside-hours");
  });

  it("takes days off out of every picker, and gives them back when removed", async () => {
    const added = await post({ intent: "add-time-off", start_date: TUESDAY, end_date: WEDNESDAY, note: "Family visit" });
    expect(added.status).toBe(302);
    expect(readInEnglish(await slotsOn(TUESDAY))).toMatchObject({
      slots: [],
      message: "The provider is away on this day. Please choose another date.",
    });
    expect(readInEnglish((await slotsOn(WEDNESDAY)).message)).toBe("The provider is away on this day. Please choose another date.");
    expect((await slotsOn(THURSDAY)).slots.length).toBeGreaterThan(0);
    const service = (await getActiveService(serviceId))!;
    expect(readInEnglish(await bookOnline(service, customer("Away Day", TUESDAY, "11:00")))).toMatchObject({
      ok: false,
      field: "preferred_date",
      message: "The provider is away on this day. Please choose another date.",
    });

    const page = await run(
      scheduleLoader({ request: getRequest("/provider/schedule", { cookie: await owner.cookie() }), params: {}, context }),
    );
    expect(page.data.timeOff).toEqual([
      { id: expect.any(String), label: "Tuesday, November 24, 2026 to Wednesday, November 25, 2026 (2 days)", note: "Family visit" },
    ]);
    const refused = await post({ intent: "add-time-off", start_date: "2026-11-20" });
    expect(refused.status).toBe(400);
    expect(inEnglish(refused.data.lastResult.error).start_date).toEqual(["Days off must be today or later"]);

    const stranger = await provider("stranger@example.com");
    const theirs = await run(
      scheduleAction({
        request: postForm(
          "/provider/schedule",
          { intent: "remove-time-off", time_off_id: page.data.timeOff[0].id },
          { cookie: await stranger.cookie() },
        ),
        params: {},
        context,
      }),
    );
    expect(theirs.status).toBe(404);
    const removed = await post({ intent: "remove-time-off", time_off_id: page.data.timeOff[0].id });
    expect(removed.status).toBe(302);
    expect((await slotsOn(TUESDAY)).slots.length).toBeGreaterThan(0);
  });

  it("sets each service's job length, and only the provider's own", async () => {
    const other = await createTestTile({ zipCode: "78701", serviceName: "Plumbing" });
    const saved = await post({ intent: "durations", [`duration.${serviceId}`]: "90", [`duration.${other}`]: "30" });
    expect(saved.status).toBe(302);
    expect((await getActiveService(serviceId))!.duration_minutes).toBe(90);
    expect((await getActiveService(other))!.duration_minutes).toBe(60);
    const bad = await post({ intent: "durations", [`duration.${serviceId}`]: "45" });
    expect(bad.status).toBe(400);
    expect(sayIn("en", bad.data.error)).toBe("House Cleaning: Please choose a length from 30 minutes to 4 hours");
    expect(sayIn("es", bad.data.error)).toBe("House Cleaning: Elija una duración de 30 minutos a 4 horas");
  });
});

describe("a customer moves a booking", () => {
  let bookingId: string;
  const move = (fields: Record<string, string>, token = bookingToken(bookingId)) =>
    run(
      bookingAction({
        request: postForm(`/bookings/${bookingId}`, { intent: "reschedule", token, ...fields }),
        params: { bookingId },
        context,
      }),
    );

  beforeAll(async () => {
    bookingId = await booked(plumbing, customer("Mover", THURSDAY, "09:00"));
  });

  it("offers the same picker, counting the booking's own time as free", async () => {
    const page = await run(
      bookingLoader({
        request: getRequest(`/bookings/${bookingId}?token=${bookingToken(bookingId)}&reschedule=1&date=${THURSDAY}`),
        params: { bookingId },
        context,
      }),
    );
    expect(page.data.canMove).toBe(true);
    expect(page.data.move.initial.slots.find((slot: { time: string }) => slot.time === "09:00").status).toBe("free");
    expect(page.data.move.initial.slots.find((slot: { time: string }) => slot.time === "09:30").status).toBe("free");
  });

  it("refuses a forged link, a taken time and the same time, changing nothing", async () => {
    expect((await move({ preferred_date: THURSDAY, preferred_time: "13:00" }, "forged")).status).toBe(404);
    await booked(handyman, customer("Blocker", THURSDAY, "13:00"));
    const taken = await move({ preferred_date: THURSDAY, preferred_time: "12:30" });
    expect(taken.status).toBe(409);
    expect(readInEnglish(taken.data.move)).toMatchObject({
      field: "preferred_time",
      message: "This time was just booked. Please choose another time.",
    });
    const same = await move({ preferred_date: THURSDAY, preferred_time: "09:00" });
    expect(same.status).toBe(400);
    expect(await row(bookingId)).toMatchObject({ preferred_date: THURSDAY, preferred_time: "09:00", sequence: 0 });
  });

  it("moves the claims, the reminder and the calendar event, and e-mails both sides", async () => {
    const before = await claimsOf(bookingId);
    const result = await move({ preferred_date: FRIDAY, preferred_time: "14:00" });
    expect(result.status).toBe(302);
    expect(await row(bookingId)).toMatchObject({
      preferred_date: FRIDAY,
      preferred_time: "14:00",
      starts_at: "2026-11-27T20:00:00.000Z",
      sequence: 1,
      status: "confirmed",
    });
    const after = await claimsOf(bookingId);
    expect(after).toHaveLength(2);
    expect(after).not.toEqual(before);
    // Thursday 09:00 is free again for anyone.
    expect((await bookOnline(handyman, customer("Taker", THURSDAY, "09:00"))).ok).toBe(true);

    const emails = await emailsOf(bookingId);
    const reminders = emails.filter((email) => email.kind === "booking_reminder" && email.status === "queued");
    expect(reminders).toHaveLength(1);
    expect(emails.filter((email) => email.kind === "booking_reminder" && email.status === "withdrawn")).toHaveLength(1);
    expect(reminders[0].next_attempt_at).toBe("2026-11-26T20:00:00.000Z");
    expect(reminders[0].text).toContain("Friday, November 27, 2026, 2:00 PM to 3:00 PM (CST)");
    expect(emails.filter((email) => email.kind.startsWith("booking_rescheduled")).map((email) => [email.kind, email.to])).toEqual([
      ["booking_rescheduled", "mover@example.org"],
      ["booking_rescheduled_provider", alpha.email],
    ]);

    const ics = await (
      (await icsLoader({
        request: getRequest(`/bookings/${bookingId}/calendar.ics?token=${bookingToken(bookingId)}`),
        params: { bookingId },
        context,
      })) as Response
    ).text();
    expect(ics).toContain(`UID:${bookingId}@porchlight\r\n`);
    expect(ics).toContain("SEQUENCE:1\r\n");
    expect(ics).toContain("DTSTART;TZID=America/Chicago:20261127T140000\r\n");
    expect(ics).toContain("DTEND;TZID=America/Chicago:20261127T150000\r\n");

    const page = await run(
      bookingLoader({ request: getRequest(`/bookings/${bookingId}?token=${bookingToken(bookingId)}`), params: { bookingId }, context }),
    );
    expect(page.data.history.map((event: { text: string }) => readInEnglish(event.text))).toEqual(["Booked", "Moved by you"]);
  });

  it("is refused within the notice period and once the job has started", async () => {
    const soon = await booked(plumbing, customer("Soon", "2026-11-23", "10:30"));
    const refused = await rescheduleBooking({ link: linkOf(soon), date: FRIDAY, time: "09:00", origin: ORIGIN, now: NOW });
    expect(refused).toMatchObject({ ok: false, status: 400 });
    expect(sayIn("en", (refused as { message: string }).message)).toBe(
      "Bookings can be moved up to 2 hours before they start. Please call the provider to change this one.",
    );
    const started = await rescheduleBooking({
      link: linkOf(soon),
      date: FRIDAY,
      time: "09:00",
      origin: ORIGIN,
      now: new Date("2026-11-23T16:45:00Z"),
    });
    expect(started).toMatchObject({ ok: false });
    expect(sayIn("en", (started as { message: string }).message)).toBe("This booking can no longer be moved because its time has started.");
  });

  it("racing a new booking for the same cells leaves exactly one owner", async () => {
    const racer = await provider("move-racer@example.com");
    const service = (await getActiveService(
      await createTestTile({ zipCode: "78701", providerUserId: racer.id, serviceName: "Plumbing", availability: STANDARD_HOURS }),
    ))!;
    for (let round = 0; round < 5; round++) {
      const time = ["08:00", "09:30", "11:00", "12:30", "14:00"][round];
      const mover = await booked(service, customer(`Round ${round}`, FRIDAY, "16:30"));
      await getDb().deleteFrom("bookings").where("id", "=", mover).execute();
      const moving = await booked(service, customer(`Mover ${round}`, FRIDAY, "16:30"));
      const [moved, fresh] = await Promise.all([
        rescheduleBooking({ link: linkOf(moving), date: THURSDAY, time, origin: ORIGIN, now: NOW }),
        bookOnline(service, customer(`Fresh ${round}`, THURSDAY, time)),
      ]);
      expect([moved.ok, fresh.ok].filter(Boolean)).toHaveLength(1);
      const owners = await getDb()
        .selectFrom("booking_claims as c")
        .innerJoin("bookings as b", "b.id", "c.booking_id")
        .select(["b.id", "b.preferred_date", "b.preferred_time"])
        .where("c.provider_user_id", "=", racer.id)
        .where("b.preferred_date", "=", THURSDAY)
        .where("b.preferred_time", "=", time)
        .execute();
      expect(new Set(owners.map((owner) => owner.id)).size).toBe(1);
      // The loser of a move keeps its old time and cells.
      if (!moved.ok) expect((await row(moving)).preferred_time).toBe("16:30");
      await getDb().deleteFrom("bookings").where("provider_user_id", "=", racer.id).execute();
    }
  });
});

describe("reminders", () => {
  it("queue the customer's reminder 24 hours ahead, never for a booking made later than that", async () => {
    const far = await booked(handyman, customer("Far Ahead", FRIDAY, "10:00"));
    expect((await emailsOf(far)).filter((email) => email.kind === "booking_reminder")).toMatchObject([
      { status: "queued", next_attempt_at: "2026-11-26T16:00:00.000Z", to: "far.ahead@example.org" },
    ]);
    const near = await booked(handyman, customer("Near", TUESDAY, "08:30"));
    expect((await emailsOf(near)).filter((email) => email.kind === "booking_reminder")).toEqual([]);
  });

  it("are withdrawn with the booking, whoever cancels it", async () => {
    const id = await booked(handyman, customer("Withdrawn", FRIDAY, "15:30"));
    const cancel = await run(
      bookingAction({
        request: postForm(`/bookings/${id}`, { intent: "cancel", token: bookingToken(id) }),
        params: { bookingId: id },
        context,
      }),
    );
    expect(cancel.status).toBe(302);
    expect((await emailsOf(id)).filter((email) => email.kind === "booking_reminder")).toMatchObject([
      { status: "withdrawn", last_error: "outboxNote.cancelled" },
    ]);
    expect(await claimsOf(id)).toEqual([]);
  });

  it("are claimed by one machine only", async () => {
    const id = await booked(handyman, customer("Claimed", FRIDAY, "17:00"));
    const [reminder] = (await emailsOf(id)).filter((email) => email.kind === "booking_reminder");
    const due = new Date(new Date(reminder.next_attempt_at).getTime() + 1000);
    const wins = await Promise.all([claimEmail(reminder, due), claimEmail(reminder, due), claimEmail(reminder, due)]);
    expect(wins.filter(Boolean)).toHaveLength(1);
  });

  it("send each provider one morning summary of the day's jobs from 07:00 in their zone", async () => {
    const early = new Date("2026-11-27T12:55:00Z"); // Friday 06:55 in Austin
    const seven = new Date("2026-11-27T13:05:00Z"); // 07:05
    expect(await queueMorningSummaries(early)).toBe(0);
    const [first, second] = await Promise.all([queueMorningSummaries(seven), queueMorningSummaries(seven)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    const summaries = await getDb()
      .selectFrom("email_outbox")
      .selectAll()
      .where("kind", "=", "provider_day_summary")
      .where("to", "=", alpha.email)
      .execute();
    expect(summaries).toHaveLength(1);
    expect(summaries[0].subject).toBe("Today: 3 jobs on Friday, November 27, 2026");
    expect(summaries[0].text).toContain("10:00 AM to 11:00 AM: Handyman · Far Ahead");
    expect(summaries[0].text).not.toContain("Withdrawn");
    expect(await queueMorningSummaries(new Date("2026-11-27T14:00:00Z"))).toBe(0);
  });
});

describe("the booking lifecycle from the portal", () => {
  let owner: Provider;
  let service: ServiceCard;
  const change = async (fields: Record<string, string>, who: Provider = owner) =>
    run(providerBookingsAction({ request: postForm("/provider/bookings", fields, { cookie: await who.cookie() }), params: {}, context }));
  const completedJobs = async () =>
    (await run(layoutLoader({ request: getRequest("/dashboard", { cookie: await owner.cookie() }), params: {}, context }))).data.stats
      .completedJobs;

  beforeAll(async () => {
    owner = await provider("lifecycle@example.com");
    service = (await getActiveService(
      await createTestTile({ zipCode: "78701", providerUserId: owner.id, serviceName: "Plumbing", email: "lifecycle@example.com" }),
    ))!;
  });

  it("goes confirmed → en route → in progress → completed, counted by the dashboard and shown to the customer", async () => {
    const id = await booked(service, customer("Lifecycle Customer", TUESDAY, "10:00"));
    // The provider can be on the way from an hour before the start: the job is brought to half an hour from now.
    await getDb()
      .updateTable("bookings")
      .set({ starts_at: new Date(Date.now() + 30 * 60_000).toISOString() })
      .where("id", "=", id)
      .execute();
    const list = await run(
      providerBookingsLoader({ request: getRequest("/provider/bookings", { cookie: await owner.cookie() }), params: {}, context }),
    );
    expect(list.data.upcoming.find((booking: { id: string }) => booking.id === id).actions).toEqual({
      offered: [{ to: "en_route" }],
      canCancel: true,
    });
    expect(await completedJobs()).toBe(0);
    const enRoute = await change({ intent: "status", booking_id: id, to: "en_route" });
    expect((await toastInEnglish(enRoute))?.description).toBe("Booking marked en route.");
    expect(await row(id)).toMatchObject({ status: "en_route", provider_notified: 1 });
    expect((await emailsOf(id)).some((email) => email.kind === "provider_enroute")).toBe(true);
    await change({ intent: "status", booking_id: id, to: "in_progress" });
    await change({ intent: "status", booking_id: id, to: "completed" });
    expect(await row(id)).toMatchObject({ status: "completed" });
    expect(await claimsOf(id)).toEqual([]);
    expect((await emailsOf(id)).filter((email) => email.kind === "booking_reminder" && email.status === "queued")).toEqual([]);
    expect(await completedJobs()).toBe(1);
    const audit = await getDb().selectFrom("audit_log").select(["action", "actor_user_id"]).where("entity_id", "=", id).execute();
    expect(audit.filter((entry) => entry.action === "booking.status").every((entry) => entry.actor_user_id === owner.id)).toBe(true);
    const page = await run(
      bookingLoader({ request: getRequest(`/bookings/${id}?token=${bookingToken(id)}`), params: { bookingId: id }, context }),
    );
    expect(page.data.history.map((event: { text: string }) => readInEnglish(event.text))).toEqual([
      "Booked",
      "En route",
      "In progress",
      "Completed",
    ]);
    expect(page.data.booking.status).toBe("completed");
  });

  it("refuses a change the lifecycle does not allow, and another provider's booking", async () => {
    const id = await booked(service, customer("Skipper", TUESDAY, "13:00"));
    const skipped = await change({ intent: "status", booking_id: id, to: "completed" });
    expect(await toastInEnglish(skipped)).toMatchObject({
      type: "error",
      description: "A booking that is confirmed cannot be marked completed.",
    });
    const early = await change({ intent: "status", booking_id: id, to: "no_show" });
    expect(await toastInEnglish(early)).toMatchObject({
      type: "error",
      description: "A no-show can only be recorded once the job's start time has passed.",
    });
    const stranger = await provider("lifecycle-stranger@example.com");
    const theirs = await change({ intent: "status", booking_id: id, to: "en_route" }, stranger);
    expect(await toastInEnglish(theirs)).toMatchObject({ type: "error", description: "Booking not found" });
    expect((await row(id)).status).toBe("confirmed");
  });

  it("cancels with a reason the customer receives, and asks for one", async () => {
    const id = await booked(service, customer("Cancelled On", WEDNESDAY, "15:00"));
    const missing = await change({ intent: "cancel", booking_id: id, reason: "  " });
    expect(missing.status).toBe(400);
    // Back to that booking's cancel form, with the message beside the reason and what was typed.
    expect(missing.data).toMatchObject({ bookingId: id, lastResult: { initialValue: { reason: "  " } } });
    expect(inEnglish(missing.data.lastResult.error)).toEqual({ reason: ["Please tell the customer why the booking is cancelled."] });
    const done = await change({ intent: "cancel", booking_id: id, reason: "Our van broke down." });
    expect((await toastInEnglish(done))?.description).toBe("Booking cancelled. We have let the customer know.");
    expect(await row(id)).toMatchObject({ status: "cancelled", cancelled_by: "provider", cancellation_reason: "Our van broke down." });
    const emails = await emailsOf(id);
    const notice = emails.find((email) => email.kind === "booking_cancelled");
    expect(notice?.to).toBe("cancelled.on@example.org");
    expect(notice?.text).toContain("Reason: Our van broke down.");
    expect(emails.some((email) => email.kind === "booking_cancelled_provider")).toBe(false);
    const page = await run(
      bookingLoader({ request: getRequest(`/bookings/${id}?token=${bookingToken(id)}`), params: { bookingId: id }, context }),
    );
    expect(page.data.booking.cancellationReason).toBe("Our van broke down.");
    expect(readInEnglish(page.data.history.at(-1).text)).toBe("Cancelled by the provider");
  });

  it("records a no-show once the start has passed", async () => {
    const id = await booked(service, customer("No Show", "2026-11-23", "11:00"));
    vi.setSystemTime(new Date("2026-11-23T17:30:00Z")); // 11:30
    try {
      await change({ intent: "status", booking_id: id, to: "no_show" });
      expect((await row(id)).status).toBe("no_show");
      expect(await claimsOf(id)).toEqual([]);
    } finally {
      vi.setSystemTime(NOW);
    }
  });
});

describe("customers and time zones", () => {
  it("records whoever books online as the provider's active customer", async () => {
    const owner = await provider("customers@example.com");
    const service = (await getActiveService(
      await createTestTile({ zipCode: "78701", providerUserId: owner.id, serviceName: "Plumbing" }),
    ))!;
    const stats = async () =>
      (await run(layoutLoader({ request: getRequest("/dashboard", { cookie: await owner.cookie() }), params: {}, context }))).data.stats
        .activeCustomers;
    expect(await stats()).toBe(0);
    await booked(service, customer("Online Customer", TUESDAY, "10:00"));
    await booked(service, { ...customer("Online Customer", WEDNESDAY, "10:00"), customer_email: "ONLINE.customer@example.org" });
    expect(await stats()).toBe(1);
    const row = await getDb().selectFrom("customers").selectAll().where("owner_user_id", "=", owner.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Online Customer", email: "online.customer@example.org", total_bookings: 2 });
  });

  it("books a west-Texas service in its own zone (El Paso keeps Mountain time)", async () => {
    const service = (await getActiveService(await createTestTile({ zipCode: "79901", serviceName: "Plumbing" })))!;
    expect(service.timeZone).toBe("America/Denver");
    const id = await booked(service, { ...customer("El Paso", TUESDAY, "08:00"), service_address: "100 N Oregon St, El Paso, TX 79901" });
    expect(await row(id)).toMatchObject({ time_zone: "America/Denver", starts_at: "2026-11-24T15:00:00.000Z" });
    const confirmation = (await emailsOf(id)).find((email) => email.kind === "booking_confirmation");
    expect(confirmation?.text).toContain("Tuesday, November 24, 2026, 8:00 AM to 9:00 AM (MST)");
  });
});
