import { osrm } from "../support/osrm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readInEnglish } from "../support/english";
import { getDb } from "~/lib/db.server";
import { getActiveService } from "~/models/service.server";
import { createUser } from "~/models/user.server";
import { findZipCode } from "~/models/zip-code.server";
import { estimateDrive, type TravelProfile } from "~/domain/schedule/travel";
import { haversineMiles, type LatLng } from "~/domain/places/geo";
import { businessScope } from "~/domain/accounts/business";
import { addTeamMember, saveTeamSettings } from "~/services/portal/index.server";
import { saveDayPlacesOf, saveTravel } from "~/services/portal/schedule.server";
import { planSeries } from "~/services/booking/series.server";
import { firstFreeStarts, freeDaysForService, slotContextOver, slotsForService } from "~/services/booking/availability.server";
import { requestContext } from "~/lib/logger.server";
import { insertBooking } from "~/models/booking.server";
import { arrivalMinutesOf } from "~/services/booking/day-route.server";
import { availableNowUntil, BADGE_HORIZON_DAYS, firstBookableStart } from "~/domain/schedule/slots";
import { addDaysToDate } from "~/domain/time";
import { forgetRoutedDrives } from "~/services/booking/travel.server";
import { RoutesRead } from "~/services/booking/routes-read.server";
import { changeStatus, rescheduleBooking, routeOfDay } from "~/services/booking/index.server";
import { ownership, type SignedInUser } from "~/services/support/access.server";
import { createTestTile } from "../support/factories";
import { bookAsCustomer } from "../support/bookings";

/**
 * Travel between jobs (issue 58), on both engines: a provider in south Austin who ends a job at
 * 10:00 is not offered 10:00 in Round Rock, 25 miles north, and is offered the first start the
 * drive allows; a move and a series are judged the same; "any" goes to the member already near;
 * OSRM's drive times are used when it answers, and the estimate when it fails or is slow.
 */

// Monday 2030-01-07, 07:00 in Austin (CST).
const NOW = new Date("2030-01-07T13:00:00Z");
const TUESDAY = "2030-01-08";
const SOUTH_AUSTIN_ADDRESS = "5400 Brodie Ln, Austin, TX 78745";
const ROUND_ROCK_ADDRESS = "200 E Main St, Round Rock, TX 78664";
const SUBURBAN: TravelProfile = { mode: "suburban", minutesPerMile: null, parkingMinutes: 5 };

let owner: SignedInUser;
let serviceId: string;
let southAustin: LatLng;
let roundRock: LatLng;

const service = async () => (await getActiveService(serviceId))!;
const statusAt = async (time: string, place: LatLng | null) =>
  (await slotsForService(await service(), TUESDAY, NOW, { place })).slots.find((slot) => slot.time === time)?.status;
const firstFreeAfter = async (after: string, place: LatLng) =>
  (await slotsForService(await service(), TUESDAY, NOW, { place })).slots.find((slot) => slot.status === "free" && slot.time > after)?.time;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
/** The first grid start at or after `from` (minutes of the day) plus a drive. */
const gridAfter = (from: number, drive: number) => {
  const at = Math.ceil((from + drive) / 30) * 30;
  return `${String(Math.floor(at / 60)).padStart(2, "0")}:${String(at % 60).padStart(2, "0")}`;
};
const gridAfterTen = (drive: number) => gridAfter(600, drive);

beforeAll(async () => {
  southAustin = (await findZipCode("78745"))!;
  roundRock = (await findZipCode("78664"))!;
  expect(southAustin && roundRock).toBeTruthy();
  const user = await createUser(getDb(), { email: "road-owner@example.com", password: "road-pass-1234", role: "provider" });
  owner = { ...user, role: "provider" };
  serviceId = await createTestTile({ zipCode: "78745", serviceRadius: 40, providerUserId: owner.id, businessName: "Brodie Cleaners" });
  // Without OSRM first: the estimate decides.
  osrm.state.mode = "fail";
  const first = await bookAsCustomer(await service(), {
    name: "Sam South",
    date: TUESDAY,
    time: "09:00",
    now: NOW,
    address: SOUTH_AUSTIN_ADDRESS,
  });
  expect(first.ok).toBe(true);
});

beforeEach(() => forgetRoutedDrives());

afterAll(async () => {
  delete process.env.OSRM_URL;
  await osrm.close();
});

describe("travel in the slot engine", () => {
  it("refuses 10:00 in Round Rock after a job ending at 10:00 in south Austin, and offers the first start the drive allows", async () => {
    osrm.state.mode = "fail";
    const drive = estimateDrive(southAustin, roundRock, SUBURBAN).minutes;
    expect(drive).toBeGreaterThan(30);
    expect(await statusAt("10:00", roundRock)).toBe("booked");
    expect(await statusAt("10:00", southAustin)).toBe("free");
    expect(await firstFreeAfter("09:30", roundRock)).toBe(gridAfterTen(drive));

    const refused = await bookAsCustomer(await service(), {
      name: "Rita Rock",
      date: TUESDAY,
      time: "10:00",
      now: NOW,
      address: ROUND_ROCK_ADDRESS,
    });
    expect(readInEnglish(refused)).toMatchObject({
      ok: false,
      status: 409,
      field: "preferred_time",
      message: "The provider cannot get to you in time from their other jobs. Please choose another time.",
    });
    const booked = await bookAsCustomer(await service(), {
      name: "Rita Rock",
      date: TUESDAY,
      time: gridAfterTen(drive),
      now: NOW,
      address: ROUND_ROCK_ADDRESS,
    });
    expect(booked.ok).toBe(true);
  });

  it("judges a move the same: a south Austin job cannot move to just after the Round Rock one", async () => {
    osrm.state.mode = "fail";
    const drive = estimateDrive(southAustin, roundRock, SUBURBAN).minutes;
    const rockEnds = minutesOf(gridAfterTen(drive)) + 60;
    const late = await bookAsCustomer(await service(), {
      name: "Lou Late",
      date: TUESDAY,
      time: "16:00",
      now: NOW,
      address: SOUTH_AUSTIN_ADDRESS,
    });
    if (!late.ok) throw new Error(late.message);
    const owned = (await ownership(businessScope(owner), { booking: late.id })) as never;
    const justAfter = gridAfter(rockEnds, 0);
    const refused = await rescheduleBooking({ owned, date: TUESDAY, time: justAfter, origin: "http://localhost:3000", now: NOW });
    expect(readInEnglish(refused)).toMatchObject({ ok: false, status: 409 });
    const fits = gridAfter(rockEnds, drive);
    const moved = await rescheduleBooking({ owned, date: TUESDAY, time: fits, origin: "http://localhost:3000", now: NOW });
    expect(moved.ok).toBe(true);
  });

  it("judges a series the same: a weekly visit in Round Rock at 10:00 is proposed later on the Tuesday of the south Austin job", async () => {
    osrm.state.mode = "fail";
    await getDb().updateTable("provider_schedules").set({ allows_series: 1 }).where("provider_user_id", "=", owner.id).execute();
    const planned = await planSeries(
      await service(),
      { date: TUESDAY, time: "10:00", rule: { intervalWeeks: 1, end: { kind: "count", count: 2 } }, address: ROUND_ROCK_ADDRESS },
      NOW,
    );
    if (!planned.ok) throw new Error(planned.message);
    expect(planned.plan[0]).toMatchObject({ kind: expect.not.stringMatching(/^as-asked$/) });
    expect(planned.plan[1]).toMatchObject({ kind: "as-asked", date: "2030-01-15", time: "10:00" });
  });

  it("starts the day from the day's start place, and asks nothing once travel is off", async () => {
    osrm.state.mode = "fail";
    const wednesday = "2030-01-09";
    const at = async (time: string) =>
      (await slotsForService(await service(), wednesday, NOW, { place: roundRock })).slots.find((slot) => slot.time === time)?.status;
    // The business's own place is south Austin: the first Round Rock start is after the drive.
    expect(await at("08:00")).toBe("booked");
    expect(await saveDayPlacesOf(owner.id, { day_start_zip: "99999", day_end_zip: null }, NOW)).toMatchObject({
      ok: false,
      field: "day_start_zip",
    });
    expect((await saveDayPlacesOf(owner.id, { day_start_zip: "78664", day_end_zip: null }, NOW)).ok).toBe(true);
    expect(await at("08:00")).toBe("free");
    await saveDayPlacesOf(owner.id, { day_start_zip: null, day_end_zip: null }, NOW);
    await saveTravel(owner.id, { mode: "off", minutesPerMile: null, parkingMinutes: 5 }, NOW);
    expect(await at("08:00")).toBe("free");
    await saveTravel(owner.id, { mode: "suburban", minutesPerMile: null, parkingMinutes: 5 }, NOW);
    expect(await at("08:00")).toBe("booked");
  });
});

describe("the day as a route, and on the way", () => {
  it("tells the customer about how long the drive from the job before takes, and lists the day's drives", async () => {
    osrm.state.mode = "fail";
    const rita = await getDb()
      .selectFrom("bookings")
      .select(["id", "starts_at"])
      .where("customer_name", "=", "Rita Rock")
      .where("status", "=", "confirmed")
      .executeTakeFirstOrThrow();
    const owned = (await ownership(businessScope(owner), { booking: rita.id })) as never;
    const setOut = new Date(Date.parse(rita.starts_at) - 30 * 60_000);
    expect(await changeStatus({ booking: owned, to: "en_route", origin: "http://localhost:3000", now: setOut })).toMatchObject({
      ok: true,
    });
    const email = await getDb()
      .selectFrom("email_outbox")
      .select("text")
      .where("booking_id", "=", rita.id)
      .where("kind", "=", "provider_enroute")
      .executeTakeFirstOrThrow();
    // The drive from south Austin without parking, to the nearest five minutes.
    const driving = estimateDrive(southAustin, roundRock, SUBURBAN).minutes - 5;
    const minutes = Math.max(5, Math.round(driving / 5) * 5);
    expect(email.text).toContain(`is heading to you now for Test Service, about ${minutes} minutes away.`);

    const jobs = await getDb()
      .selectFrom("bookings")
      .select(["id", "service_id", "service_lat", "service_lng", "service_address"])
      .where("assigned_user_id", "=", owner.id)
      .where("preferred_date", "=", TUESDAY)
      .where("status", "in", ["confirmed", "en_route"])
      .orderBy("starts_at")
      .execute();
    const route = await routeOfDay(owner.id, jobs);
    expect(jobs).toHaveLength(3);
    expect(route?.legs[jobs[0].id]).toEqual({ drive: null, directions: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/dir\//) });
    expect(route?.legs[jobs[1].id].drive).toMatch(/^(1 hour( \d+ minutes)?|\d+ minutes) · \d+ mi$/);
    expect(route?.map?.stops.map((stop) => stop.label)).toEqual(["1", "2", "3"]);
    expect(route?.total).toMatch(/ · \d+ mi$/);
  });
});

describe("on the way, from the day's start", () => {
  it("counts the drive from the job before that day only, not from last night's", async () => {
    osrm.state.mode = "fail";
    const db = getDb();
    // A late job in Round Rock on Thursday evening, 20:30 to 21:30 (CST): within twelve hours of Friday 08:00.
    const lateId = "late-round-rock-job";
    await insertBooking(db, {
      id: lateId,
      service_id: serviceId,
      provider_user_id: owner.id,
      assigned_user_id: owner.id,
      customer_id: null,
      customer_name: "Late Larry",
      customer_email: "larry@example.com",
      customer_phone: "(512) 555-0111",
      service_type: "Cleaning",
      service_address: ROUND_ROCK_ADDRESS,
      service_lat: roundRock.lat,
      service_lng: roundRock.lng,
      preferred_date: "2030-01-10",
      preferred_time: "20:30",
      time_zone: "America/Chicago",
      duration_minutes: 60,
      starts_at: "2030-01-11T02:30:00.000Z",
      status: "confirmed",
      status_changed_at: NOW.toISOString(),
      created_at: NOW.toISOString(),
    });
    const friday = { assigned_user_id: owner.id, service_id: serviceId, service_lat: southAustin.lat, service_lng: southAustin.lng };
    // Friday 08:00 in south Austin, where the day starts: no drive, though last night's job was in Round Rock.
    expect(await arrivalMinutesOf(db, { ...friday, id: "friday-8", starts_at: "2030-01-11T14:00:00.000Z" })).toBeNull();
    // Thursday 23:00 (a job after the late one, the same day): the drive from Round Rock.
    const sameDay = await arrivalMinutesOf(db, { ...friday, id: "thursday-23", starts_at: "2030-01-11T05:00:00.000Z" });
    expect(sameDay).toBeGreaterThan(20);
    await db.deleteFrom("bookings").where("id", "=", lateId).execute();
  });
});

describe("OSRM's drive times", () => {
  it("are used when OSRM answers within its budget, and remembered", async () => {
    osrm.state.mode = "answer";
    const before = osrm.state.requests;
    // Five minutes a mile over ~21 miles: about 110 minutes with parking, where the estimate says about an hour.
    const wednesday = "2030-01-09";
    await bookAsCustomer(await service(), { name: "Wes Wed", date: wednesday, time: "12:00", now: NOW, address: SOUTH_AUSTIN_ADDRESS });
    const free = async () =>
      (await slotsForService(await service(), wednesday, NOW, { place: roundRock })).slots.find(
        (slot) => slot.status === "free" && slot.time > "12:00",
      )?.time;
    const routed = gridAfter(13 * 60, Math.ceil((haversineMiles(southAustin, roundRock) * 300) / 60 + 5));
    expect(routed).not.toBe(gridAfter(13 * 60, estimateDrive(southAustin, roundRock, SUBURBAN).minutes));
    expect(await free()).toBe(routed);
    expect(osrm.state.requests).toBeGreaterThan(before);
    const asked = osrm.state.requests;
    expect(await free()).toBe(routed);
    expect(osrm.state.requests).toBe(asked);
  });

  it("fall back to the estimate when OSRM fails, answers nonsense or is slower than the budget", async () => {
    const wednesday = "2030-01-09";
    const estimate = gridAfter(13 * 60, estimateDrive(southAustin, roundRock, SUBURBAN).minutes);
    for (const mode of ["fail", "garbage", "slow"] as const) {
      forgetRoutedDrives();
      osrm.state.mode = mode;
      const started = Date.now();
      const slots = (await slotsForService(await service(), wednesday, NOW, { place: roundRock })).slots;
      expect(Date.now() - started).toBeLessThan(1200);
      const first = slots.find((slot) => slot.status === "free" && slot.time > "12:00")?.time;
      expect(first, mode).toBe(estimate);
    }
  });
});

describe("OSRM's budget", () => {
  it("is one for a whole request, however many times it asks", async () => {
    osrm.state.mode = "answer";
    osrm.state.delayMs = 250;
    const asked = osrm.state.requests;
    const started = Date.now();
    try {
      // Three asks about new places, each slower than the budget's rest after the first.
      await requestContext.run({ requestId: "one-page" }, async () => {
        await slotsForService(await service(), "2030-01-10", NOW, { place: southAustin });
        await slotsForService(await service(), "2030-01-10", NOW, { place: roundRock });
        await freeDaysForService(await service(), NOW, { place: { lat: 30.4, lng: -97.7 } });
      });
    } finally {
      osrm.state.delayMs = 0;
    }
    // Three answers one after another would take 750 ms.
    expect(Date.now() - started).toBeLessThan(700);
    // The first answered; the second ran out of the request's budget (or had none left); the third was not asked.
    expect(osrm.state.requests - asked).toBeGreaterThanOrEqual(1);
    expect(osrm.state.requests - asked).toBeLessThanOrEqual(2);
  });

  it("rests after a failure: nobody asks OSRM again for a while", async () => {
    osrm.state.mode = "fail";
    const asked = osrm.state.requests;
    await slotsForService(await service(), "2030-01-10", NOW, { place: { lat: 30.45, lng: -97.75 } });
    expect(osrm.state.requests).toBe(asked + 1);
    osrm.state.mode = "answer";
    await slotsForService(await service(), "2030-01-10", NOW, { place: { lat: 30.35, lng: -97.65 } });
    expect(osrm.state.requests).toBe(asked + 1);
  });
});

describe("a team by the road", () => {
  it("gives 'any' to the member already nearby, though the other has fewer booked minutes", async () => {
    osrm.state.mode = "fail";
    const user = await createUser(getDb(), { email: "road-crew@example.com", password: "road-pass-1234", role: "provider" });
    const crewOwner: SignedInUser = { ...user, role: "provider" };
    const crewService = await createTestTile({
      zipCode: "78745",
      serviceRadius: 40,
      providerUserId: crewOwner.id,
      businessName: "Road Crew",
    });
    await saveTeamSettings(crewOwner, { ownerTakesJobs: false, customersChoose: false });
    const ids: Record<string, string> = {};
    for (const name of ["Ana South", "Ben North"]) {
      const added = await addTeamMember(
        crewOwner,
        { name, email: `${name.split(" ")[0].toLowerCase()}@road.example`, service_ids: [crewService] },
        NOW,
      );
      if (!added.ok) throw new Error(added.message);
      ids[name] = (await getDb().selectFrom("team_members").select("user_id").where("name", "=", name).executeTakeFirstOrThrow()).user_id;
    }
    const crew = async () => (await getActiveService(crewService))!;
    // Ana takes the first job (south Austin at 09:00, the team's order); only Ben can reach Round Rock at 10:00;
    // and 14:00 there goes to Ben too, though he has more minutes booked: it adds no driving to his day.
    const jobs: Array<[string, string, string]> = [
      ["09:00", SOUTH_AUSTIN_ADDRESS, "Ana South"],
      ["10:00", ROUND_ROCK_ADDRESS, "Ben North"],
      ["14:00", ROUND_ROCK_ADDRESS, "Ben North"],
    ];
    for (const [time, address, who] of jobs) {
      const booked = await bookAsCustomer(await crew(), {
        name: `Customer ${time} ${address.slice(0, 4)}`,
        date: TUESDAY,
        time,
        now: NOW,
        address,
        member: null,
      });
      if (!booked.ok) throw new Error(booked.message);
      const row = await getDb().selectFrom("bookings").select("assigned_user_id").where("id", "=", booked.id).executeTakeFirstOrThrow();
      expect(row.assigned_user_id, `${time} ${address}`).toBe(ids[who]);
    }
    const near = await bookAsCustomer(await crew(), {
      name: "Rory Rock",
      date: TUESDAY,
      time: "11:30",
      now: NOW,
      address: ROUND_ROCK_ADDRESS,
    });
    if (!near.ok) throw new Error(near.message);
    const row = await getDb().selectFrom("bookings").select("assigned_user_id").where("id", "=", near.id).executeTakeFirstOrThrow();
    expect(row.assigned_user_id).toBe(ids["Ben North"]);
  });

  it("gives the lists (badges, Available Now) the same first starts read day by day as with every job read", async () => {
    osrm.state.mode = "fail";
    const services = await Promise.all(
      (await getDb().selectFrom("services").select("id").where("business_name", "in", ["Road Crew", "Brodie Cleaners"]).execute()).map(
        async (row) => (await getActiveService(row.id))!,
      ),
    );
    expect(services).toHaveLength(2);
    // Tuesday 08:40 in Austin, with the crew's and the owner's jobs of the day around.
    const now = new Date("2030-01-08T14:40:00Z");
    const between = { lat: (southAustin.lat + roundRock.lat) / 2, lng: (southAustin.lng + roundRock.lng) / 2 };
    const firstStarts = new Set<string>();
    for (const place of [southAustin, roundRock, between]) {
      const asked: Array<{ days?: number; until?: Date }> = [{}, { days: 2, until: availableNowUntil(now) }, { days: 1 }];
      for (const options of asked) {
        const listed = await firstFreeStarts(services, now, { ...options, place });
        for (const service of services) {
          const days = options.days ?? BADGE_HORIZON_DAYS;
          const everything = await slotContextOver(service, { fromDate: TUESDAY, toDate: addDaysToDate(TUESDAY, days) }, now, { place });
          const expected = firstBookableStart(everything!, options);
          if (!options.days) firstStarts.add(`${service.id} ${expected?.startsAt.toISOString()}`);
          expect(listed.get(service.id), `${service.business_name} from ${JSON.stringify(place)} ${JSON.stringify(options)}`).toEqual(
            expected,
          );
        }
      }
    }
    // Where the customer is changes the answers: travel is judged, not left out.
    expect(firstStarts.size).toBeGreaterThan(services.length);
  });
});

describe("the routes the lists read", () => {
  it("are kept for the next list until the public data changes", async () => {
    const brodie = await service();
    const owner = brodie.provider_user_id!;
    const thursday = { fromMs: Date.parse("2030-01-10T06:00:00Z"), toMs: Date.parse("2030-01-11T06:00:00Z") };
    const first = await RoutesRead.of(() => ({ people: [owner], places: [] }));
    await first.read([{ userId: owner, ...thursday }]);
    const again = await RoutesRead.of(() => ({ people: [owner], places: [] }));
    expect(again.spansOf(owner)).toContainEqual(thursday);
    expect(again.jobsOf(owner)).toBe(first.jobsOf(owner));

    // Any change to what public pages show (here a service's description) raises the version.
    await getDb().updateTable("services").set({ description: "Homes cleaned top to bottom." }).where("id", "=", serviceId).execute();
    const afterChange = await RoutesRead.of(() => ({ people: [owner], places: [] }));
    expect(afterChange.spansOf(owner)).toEqual([]);
  });

  it("see a job booked since the last list: a start it leaves no time to drive from is no longer offered", async () => {
    osrm.state.mode = "fail";
    const thursday = "2030-01-10";
    const now = new Date("2030-01-10T13:00:00Z");
    const listed = async () => (await firstFreeStarts([await service()], now, { days: 1, place: roundRock })).get(serviceId) ?? null;
    const before = await listed();
    expect(before?.date).toBe(thursday);

    // A job in south Austin as the Round Rock one would end: its cells leave that start free, the drive does not.
    const brodie = await service();
    const next = minutesOf(before!.time) + brodie.duration_minutes + brodie.bufferMinutes;
    const booked = await bookAsCustomer(brodie, {
      name: "Sue South",
      date: thursday,
      time: gridAfter(next, 0),
      now,
      address: SOUTH_AUSTIN_ADDRESS,
    });
    if (!booked.ok) throw new Error(booked.message);

    const after = await listed();
    const everything = await slotContextOver(await service(), { fromDate: thursday, toDate: thursday }, now, { place: roundRock });
    expect(after).toEqual(firstBookableStart(everything!, { days: 1 }));
    expect(after?.startsAt.getTime()).toBeGreaterThan(before!.startsAt.getTime());
  });
});
