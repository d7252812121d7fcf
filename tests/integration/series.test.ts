import { readInEnglish } from "../support/english";
import { sayIn } from "~/locales/messages";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import type { SeriesRule } from "~/domain/series/series";

/**
 * Recurring jobs on both engines (the libSQL check runs this file too): a series is booked all
 * or none, one visit moves alone, "this and all following" changes only what is to come, and the
 * calendar file says exactly which visits will happen.
 */
const [
  { getDb },
  { getActiveService },
  { setAllowsSeries },
  { planSeries, bookSeries },
  { cancelFollowing, moveFollowing, seriesCalendar },
  { bookService, rescheduleBooking, changeStatus },
  { addDaysOff },
  { bookingPage },
  { openBookingLink, bookingToken },
  { ownership },
  { getBookingDetails },
  { insertTestZip, createTestTile, createTestProvider },
] = await Promise.all([
  import("~/lib/db.server"),
  import("~/models/service.server"),
  import("~/models/provider-schedule.server"),
  import("~/services/booking/series.server"),
  import("~/services/booking/series-changes.server"),
  import("~/services/booking/booking.server"),
  import("~/services/portal/schedule.server"),
  import("~/services/booking/booking-page.server"),
  import("~/lib/signed-links.server"),
  import("~/services/support/access.server"),
  import("~/models/booking.server"),
  import("../support/factories"),
]);

// Monday 2030-01-07, 09:00 in Kansas (CST); twelve Tuesdays from the 8th cross the spring change (March 10).
const NOW = new Date("2030-01-07T15:00:00Z");
const ORIGIN = "http://localhost:3000";
const TWELVE: SeriesRule = { intervalWeeks: 1, end: { kind: "count", count: 12 } };

let provider: { id: string };
let serviceId: string;
let customer = 0;

const service = async () => (await getActiveService(serviceId))!;
const request = (date = "2030-01-08", time = "10:00") => {
  customer += 1;
  return {
    customer_name: `Series Customer ${customer}`,
    customer_email: `series${customer}@example.org`,
    customer_phone: "(512) 555-0100",
    preferred_date: date,
    preferred_time: time,
    service_address: "",
  };
};
const linkOf = (id: string) => openBookingLink(id, bookingToken(id))!;
const asProvider = async (id: string) => {
  const owned = await ownership({ userId: provider.id, email: "p@example.com", role: "provider", seesAll: false }, { booking: id });
  if (!owned.ok) throw new Error(owned.message);
  return owned;
};

/** A visit's job done, step by step through the lifecycle (on its way, started, completed). */
async function complete(id: string, at: Date) {
  for (const to of ["en_route", "in_progress", "completed"] as const) {
    const changed = await changeStatus({ booking: await asProvider(id), to, origin: ORIGIN, now: at });
    if (!changed.ok) throw new Error(`${to}: ${changed.message}`);
  }
}
const visitsOf = (seriesId: string) =>
  getDb()
    .selectFrom("bookings")
    .select(["id", "series_index", "preferred_date", "preferred_time", "status", "starts_at"])
    .where("series_id", "=", seriesId)
    .orderBy("series_index")
    .execute();
const cellsOf = async (bookingId: string) =>
  (await getDb().selectFrom("booking_claims").select("cell").where("booking_id", "=", bookingId).execute()).map((row) => row.cell).sort();

/** Books one booking of another customer at a time (the clash a series meets). */
async function bookOther(date: string, time: string) {
  const booked = await bookService({
    service: await service(),
    request: request(date, time),
    origin: ORIGIN,
    now: NOW,
    actor: { kind: "customer" },
  });
  if (!booked.ok) throw new Error(booked.message);
  return booked.id;
}

/** Plans a series and books it as planned (every visit kept: as asked or its proposal). */
async function bookAsPlanned(date: string, time: string, rule: SeriesRule = TWELVE) {
  const ask = request(date, time);
  const planned = await planSeries(await service(), { date, time, rule }, NOW);
  if (!planned.ok) throw new Error(planned.message);
  const chosen = planned.plan.flatMap((visit) =>
    visit.kind === "unavailable" ? [] : [{ index: visit.index, date: visit.date, time: visit.time }],
  );
  const booked = await bookSeries({ service: await service(), request: ask, rule, chosen, origin: ORIGIN, now: NOW });
  if (!booked.ok) throw new Error(booked.message);
  const [{ series_id }] = await getDb().selectFrom("bookings").select("series_id").where("id", "=", booked.ids[0]).execute();
  return { plan: planned.plan, ids: booked.ids, seriesId: series_id! };
}

beforeAll(async () => {
  const zip = await insertTestZip({ lat: 38.9, lng: -97.5 });
  provider = await createTestProvider();
  serviceId = await createTestTile({ zipCode: zip, providerUserId: provider.id, serviceName: "House Cleaning", durationMinutes: 60 });
  await setAllowsSeries(getDb(), provider.id, true);
});

describe("booking a series", () => {
  it("is refused when the provider does not take series", async () => {
    await setAllowsSeries(getDb(), provider.id, false);
    const planned = await planSeries(await service(), { date: "2030-01-08", time: "10:00", rule: TWELVE }, NOW);
    expect(readInEnglish(planned)).toMatchObject({
      ok: false,
      message: "This provider does not take recurring bookings online.",
      field: "repeat",
    });
    await setAllowsSeries(getDb(), provider.id, true);
  });

  it("proposes another time for the visit that clashes, and books all twelve with it", async () => {
    await bookOther("2030-02-19", "10:00"); // visit 7's time
    const { plan, ids, seriesId } = await bookAsPlanned("2030-01-08", "10:00");
    expect(plan.map((visit) => visit.kind)).toEqual([...Array(6).fill("as-asked"), "proposal", ...Array(5).fill("as-asked")]);
    expect(plan[6]).toMatchObject({ index: 7, date: "2030-02-19", time: "09:00" });
    expect(ids).toHaveLength(12);
    const visits = await visitsOf(seriesId);
    expect(visits.map((visit) => visit.preferred_time)).toEqual([...Array(6).fill("10:00"), "09:00", ...Array(5).fill("10:00")]);
    // 10:00 stays 10:00 in Kansas: 16:00 UTC before the spring change, 15:00 after.
    expect(visits[0].starts_at).toBe("2030-01-08T16:00:00.000Z");
    expect(visits[11].starts_at).toBe("2030-03-26T15:00:00.000Z");
    // The customer gets the dates once; each visit has its own reminder.
    const emails = await getDb().selectFrom("email_outbox").select("kind").where("booking_id", "in", ids).execute();
    expect(emails.filter((email) => email.kind === "series_confirmation")).toHaveLength(1);
    expect(emails.filter((email) => email.kind === "booking_reminder")).toHaveLength(12);
  });

  it("is never partly booked: a visit taken between the plan and the confirmation refuses the whole series", async () => {
    const rule = TWELVE;
    const planned = await planSeries(await service(), { date: "2030-01-08", time: "14:00", rule }, NOW);
    if (!planned.ok) throw new Error(planned.message);
    expect(planned.plan.every((visit) => visit.kind === "as-asked")).toBe(true);
    await bookOther("2030-02-19", "14:00"); // someone takes visit 7 meanwhile
    const chosen = planned.plan.flatMap((visit) =>
      visit.kind === "as-asked" ? [{ index: visit.index, date: visit.date, time: visit.time }] : [],
    );
    const before = await getDb().selectFrom("bookings").select("id").execute();
    const refused = await bookSeries({
      service: await service(),
      request: request("2030-01-08", "14:00"),
      rule,
      chosen,
      origin: ORIGIN,
      now: NOW,
    });
    expect(refused).toMatchObject({ ok: false, status: 409 });
    expect(readInEnglish(refused.ok ? "" : refused.message)).toMatch(
      /^Visit 7 \(Tuesday, February 19, 2030 at 2:00 PM\) cannot be booked: /,
    );
    expect((await getDb().selectFrom("bookings").select("id").execute()).length).toBe(before.length);
    expect(await getDb().selectFrom("booking_series").select("id").where("time", "=", "14:00").execute()).toEqual([]);
  });
});

describe("changing a series", () => {
  let seriesId: string;
  let ids: string[];

  beforeAll(async () => {
    ({ seriesId, ids } = await bookAsPlanned("2030-01-09", "13:00"));
  });

  it("moves one visit alone, freeing exactly its cells", async () => {
    const third = ids[2];
    const others = await Promise.all(ids.filter((id) => id !== third).map(cellsOf));
    const before = await cellsOf(third);
    const sequence = async () =>
      (await getDb().selectFrom("booking_series").select("sequence").where("id", "=", seriesId).executeTakeFirstOrThrow()).sequence;
    const was = await sequence();
    expect(await rescheduleBooking({ link: linkOf(third), date: "2030-01-24", time: "15:00", origin: ORIGIN, now: NOW })).toEqual({
      ok: true,
    });
    const after = await cellsOf(third);
    expect(after).not.toEqual(before);
    expect(after).toHaveLength(before.length);
    // Its old cells are free (nobody holds them), the other visits' are untouched.
    const holders = await getDb().selectFrom("booking_claims").select("cell").where("cell", "in", before).execute();
    expect(holders).toEqual([]);
    expect(await Promise.all(ids.filter((id) => id !== third).map(cellsOf))).toEqual(others);
    expect(await sequence()).toBe(was + 1);
  });

  it("moves this and all following visits all or none", async () => {
    // Visit 11's new time (15:00 on 2030-03-20) is taken: nothing moves.
    await bookOther("2030-03-20", "15:00");
    const before = await visitsOf(seriesId);
    const refused = await moveFollowing({ scope: linkOf(ids[9]), date: "2030-03-13", time: "15:00", now: NOW });
    // (Visit 3 moved alone to 15:00 on January 24 is not among them: it comes before.)
    expect(refused).toMatchObject({ ok: false, status: 409 });
    expect(readInEnglish(refused.ok ? "" : refused.message)).toMatch(
      /^Nothing was moved, because this visit cannot move: visit 11 \(Wednesday, March 20, 2030 at 3:00 PM\)/,
    );
    expect(await visitsOf(seriesId)).toEqual(before);
    // An hour later is free for all three: they move together.
    expect(await moveFollowing({ scope: linkOf(ids[9]), date: "2030-03-13", time: "14:00", now: NOW })).toEqual({ ok: true, count: 3 });
    const after = await visitsOf(seriesId);
    expect(after.slice(9).map((visit) => `${visit.preferred_date} ${visit.preferred_time}`)).toEqual([
      "2030-03-13 14:00",
      "2030-03-20 14:00",
      "2030-03-27 14:00",
    ]);
    expect(after.slice(0, 9)).toEqual(before.slice(0, 9));
  });

  it("cancels this and all following visits, leaving the past untouched", async () => {
    // Visit 1 is past and done by then; visit 5 on is cancelled from the provider's portal.
    const later = new Date("2030-01-20T15:00:00Z");
    await complete(ids[0], later);
    const fifth = await asProvider(ids[4]);
    const unexplained = await cancelFollowing({ scope: fifth, reason: "", now: later });
    expect(unexplained).toMatchObject({ ok: false });
    expect(sayIn("en", (unexplained as { message: string }).message)).toBe("Please tell the customer why the booking is cancelled.");
    expect(await cancelFollowing({ scope: fifth, reason: "Moving away", now: later })).toEqual({ ok: true, count: 8 });
    const visits = await visitsOf(seriesId);
    expect(visits.map((visit) => visit.status)).toEqual([
      "completed",
      "confirmed",
      "confirmed",
      "confirmed",
      ...Array(8).fill("cancelled"),
    ]);
    for (const id of ids.slice(4)) expect(await cellsOf(id)).toEqual([]);
    expect((await cellsOf(ids[2])).length).toBeGreaterThan(0);
    const emails = await getDb().selectFrom("email_outbox").select(["kind", "status"]).where("booking_id", "in", ids).execute();
    expect(emails.filter((email) => email.kind === "series_cancelled")).toHaveLength(1);
    // Their reminders are withdrawn.
    const reminders = await getDb()
      .selectFrom("email_outbox")
      .select("status")
      .where("booking_id", "in", ids.slice(4))
      .where("kind", "=", "booking_reminder")
      .execute();
    expect(reminders.every((reminder) => reminder.status === "withdrawn")).toBe(true);
  });

  it("gives a calendar file whose occurrences are exactly the visits that will happen", async () => {
    const booking = (await getBookingDetails(ids[1]))!;
    const text = (await seriesCalendar(booking, NOW))!;
    const calendar = new ICAL.Component(ICAL.parse(text));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent("vtimezone")!);
    const [main, ...overrides] = calendar.getAllSubcomponents("vevent");
    expect(main.getFirstPropertyValue("rrule")!.toString()).toBe("FREQ=WEEKLY;COUNT=12");
    // Visit 3 moved alone; visits 10 to 12 moved with it before being cancelled (cancelled ones are EXDATEs, not overrides).
    expect(overrides.map((event) => (event.getFirstPropertyValue("recurrence-id") as ICAL.Time).toString())).toEqual([
      "2030-01-23T13:00:00",
    ]);
    expect(main.getAllProperties("exdate")).toHaveLength(8);
    const event = new ICAL.Event(main);
    for (const override of overrides) event.relateException(override);
    const excluded = main.getAllProperties("exdate").map((property) => (property.getFirstValue() as ICAL.Time).toString());
    const starts: string[] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      if (!excluded.includes(next.toString())) starts.push(event.getOccurrenceDetails(next).startDate.toJSDate().toISOString());
    }
    const live = (await visitsOf(seriesId)).filter((visit) => visit.status !== "cancelled").map((visit) => visit.starts_at);
    expect(starts).toEqual(live);
  });
});

describe("around a series", () => {
  it("flags a visit to its customer when the provider adds a day off over it", async () => {
    const { ids } = await bookAsPlanned("2030-01-10", "11:00", { intervalWeeks: 2, end: { kind: "count", count: 3 } });
    await addDaysOff(provider.id, { startDate: "2030-01-24", endDate: "2030-01-24", note: null }, NOW);
    const emails = await getDb()
      .selectFrom("email_outbox")
      .select(["kind", "to"])
      .where("booking_id", "=", ids[1])
      .where("kind", "=", "booking_day_off")
      .execute();
    expect(emails).toHaveLength(1);
    const page = await bookingPage(linkOf(ids[1]), { move: null, now: NOW });
    expect(page?.providerAway).toBe(true);
    expect(page?.series?.visits.map((visit) => visit.dayOff)).toEqual([false, true, false]);
  });

  it("asks for a review once per series, after its first completed visit", async () => {
    const { ids } = await bookAsPlanned("2030-01-11", "08:00", { intervalWeeks: 1, end: { kind: "count", count: 3 } });
    for (const [i, id] of ids.slice(0, 2).entries()) await complete(id, new Date(`2030-01-${20 + i}T15:00:00Z`));
    const invitations = await getDb().selectFrom("review_invitations").select("booking_id").where("booking_id", "in", ids).execute();
    expect(invitations).toEqual([{ booking_id: ids[0] }]);
  });
});
