import { describe, expect, it } from "vitest";
import { STANDARD_HOURS } from "~/domain/schedule/availability";
import { haversineMiles, type LatLng } from "~/domain/places/geo";
import {
  atPlace,
  checkSlot,
  claimedCells,
  firstBookableStart,
  searchFirstStart,
  SLOT_REASONS,
  slotsForDate,
  startPlanner,
  type Performer,
  type SlotContext,
} from "~/domain/schedule/slots";
import {
  addedDriveMinutes,
  estimateDrive,
  ROAD_FACTOR,
  routeKnows,
  travelProfileOf,
  type DriveMinutes,
  type PlacedJob,
  type Route,
  type TravelProfile,
} from "~/domain/schedule/travel";
import { instantOf } from "~/domain/time";
import { dayRoute, mapPoints } from "~/domain/schedule/route";
import { directionsUrl } from "~/domain/places/maps";
import { chooseAssignee } from "~/domain/team/team";

const CHICAGO = "America/Chicago";
const MONDAY = "2026-11-23";
/** Monday 2026-11-23, 07:00 in Chicago. */
const NOW = new Date("2026-11-23T13:00:00Z");

const SOUTH_AUSTIN: LatLng = { lat: 30.2101, lng: -97.7831 };
const ROUND_ROCK: LatLng = { lat: 30.5083, lng: -97.6789 };
const SUBURBAN: TravelProfile = { mode: "suburban", minutesPerMile: null, parkingMinutes: 5 };

const at = (date: string, time: string) => instantOf(date, time, CHICAGO).getTime();

function job(date: string, time: string, minutes: number, place: LatLng | null): PlacedJob {
  return { startMs: at(date, time), endMs: at(date, time) + minutes * 60_000, place };
}

/** A drive function that answers `minutes` between any two different places. */
const flat =
  (minutes: number): DriveMinutes =>
  (from, to) =>
    from.lat === to.lat && from.lng === to.lng ? 0 : minutes;

function alone(route: Route, place: LatLng, minutes: DriveMinutes, overrides: Partial<SlotContext> = {}): SlotContext {
  const busyCells = new Set(
    route.jobs.flatMap((j) => claimedCells(MONDAY, localTime(j.startMs), { timeZone: CHICAGO, durationMinutes: 60, bufferMinutes: 0 })),
  );
  return {
    hours: STANDARD_HOURS,
    timeOff: [],
    bufferMinutes: 0,
    timeZone: CHICAGO,
    durationMinutes: 60,
    now: NOW,
    busyCells,
    route,
    travel: { place, minutes },
    ...overrides,
  };
}

function localTime(ms: number): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone: CHICAGO, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(ms);
}

const statusAt = (context: SlotContext, time: string, date = MONDAY) =>
  slotsForDate(date, context).slots.find((slot) => slot.time === time)?.status;

describe("the drive estimate", () => {
  it("is the great circle times the road factor at the profile's speed, plus parking, rounded up", () => {
    const miles = haversineMiles(SOUTH_AUSTIN, ROUND_ROCK);
    expect(miles).toBeGreaterThan(20);
    expect(miles).toBeLessThan(23);
    const drive = estimateDrive(SOUTH_AUSTIN, ROUND_ROCK, SUBURBAN);
    expect(drive.miles).toBeCloseTo(miles * ROAD_FACTOR, 6);
    expect(drive.minutes).toBe(Math.ceil(((miles * ROAD_FACTOR) / 30) * 60 + 5));
    const urban = estimateDrive(SOUTH_AUSTIN, ROUND_ROCK, { ...SUBURBAN, mode: "urban" });
    const rural = estimateDrive(SOUTH_AUSTIN, ROUND_ROCK, { ...SUBURBAN, mode: "rural" });
    expect(urban.minutes).toBeGreaterThan(drive.minutes);
    expect(rural.minutes).toBeLessThan(drive.minutes);
  });

  it("takes minutes per mile where the business gives them, and no parking when set to none", () => {
    const perMile = estimateDrive(SOUTH_AUSTIN, ROUND_ROCK, { mode: "per_mile", minutesPerMile: 2, parkingMinutes: 0 });
    expect(perMile.minutes).toBe(Math.ceil(haversineMiles(SOUTH_AUSTIN, ROUND_ROCK) * ROAD_FACTOR * 2));
  });

  it("is nothing between two jobs at one place (the buffer stays the cushion)", () => {
    expect(estimateDrive(ROUND_ROCK, { lat: ROUND_ROCK.lat + 0.0004, lng: ROUND_ROCK.lng }, SUBURBAN)).toEqual({ minutes: 0, miles: 0 });
  });

  it("reads a business's settings: off, a profile, per mile, and per mile without a rate as off", () => {
    expect(travelProfileOf({ travel_mode: "off", travel_minutes_per_mile: null, parking_minutes: 5 })).toBeNull();
    expect(travelProfileOf({ travel_mode: null, travel_minutes_per_mile: null, parking_minutes: null })).toEqual({
      mode: "suburban",
      minutesPerMile: null,
      parkingMinutes: 5,
    });
    expect(travelProfileOf({ travel_mode: "per_mile", travel_minutes_per_mile: 1.5, parking_minutes: 10 })?.minutesPerMile).toBe(1.5);
    expect(travelProfileOf({ travel_mode: "per_mile", travel_minutes_per_mile: null, parking_minutes: 10 })).toBeNull();
  });
});

describe("travel in the slot engine", () => {
  const route = (jobs: PlacedJob[], start: LatLng | null = null, end: LatLng | null = null): Route => ({
    jobs,
    startPlace: start,
    endPlace: end,
  });

  it("refuses 10:00 in Round Rock after a job ending at 10:00 in south Austin, and offers the first start the drive allows", () => {
    const drive = estimateDrive(SOUTH_AUSTIN, ROUND_ROCK, SUBURBAN).minutes;
    const minutes: DriveMinutes = (from, to) => estimateDrive(from, to, SUBURBAN).minutes;
    const context = alone(route([job(MONDAY, "09:00", 60, SOUTH_AUSTIN)]), ROUND_ROCK, minutes);
    expect(statusAt(context, "10:00")).toBe("booked");
    expect(checkSlot(MONDAY, "10:00", context)).toMatchObject({ ok: false, reason: "unreachable", message: SLOT_REASONS.unreachable });
    const first = slotsForDate(MONDAY, context).slots.find((slot) => slot.status === "free" && slot.time > "10:00")!;
    const firstMinutes = Number(first.time.slice(0, 2)) * 60 + Number(first.time.slice(3));
    expect(firstMinutes - 600).toBeGreaterThanOrEqual(drive);
    expect(firstMinutes - 600 - 30).toBeLessThan(drive);
    expect(checkSlot(MONDAY, first.time, context).ok).toBe(true);
    // Next door to the last job, 10:00 is free as before.
    expect(statusAt(alone(route([job(MONDAY, "09:00", 60, SOUTH_AUSTIN)]), SOUTH_AUSTIN, minutes), "10:00")).toBe("free");
  });

  it("holds both inequalities at their boundaries: previous end + travel ≤ start, and end + travel ≤ next start", () => {
    const before = route([job(MONDAY, "09:00", 60, SOUTH_AUSTIN)]);
    expect(statusAt(alone(before, ROUND_ROCK, flat(30)), "10:30")).toBe("free");
    expect(statusAt(alone(before, ROUND_ROCK, flat(31)), "10:30")).toBe("booked");
    const after = route([job(MONDAY, "13:00", 60, SOUTH_AUSTIN)]);
    // A one-hour job at 11:30 ends at 12:30: thirty minutes' drive just fits.
    expect(statusAt(alone(after, ROUND_ROCK, flat(30)), "11:30")).toBe("free");
    expect(statusAt(alone(after, ROUND_ROCK, flat(31)), "11:30")).toBe("booked");
  });

  it("drives from the day's start place at opening and back to its end place by closing", () => {
    const home = route([], SOUTH_AUSTIN, SOUTH_AUSTIN);
    const context = alone(home, ROUND_ROCK, flat(45));
    expect(statusAt(context, "08:30")).toBe("booked");
    expect(statusAt(context, "09:00")).toBe("free");
    // Standard hours close at 18:00: a job ending at 17:00 leaves 60 minutes, 17:30 leaves none.
    expect(statusAt(context, "16:00")).toBe("free");
    expect(statusAt(context, "16:30")).toBe("booked");
  });

  it("asks nothing of jobs without coordinates, nor when travel is off", () => {
    const unknown = route([job(MONDAY, "09:00", 60, null)]);
    expect(statusAt(alone(unknown, ROUND_ROCK, flat(90)), "10:00")).toBe("free");
    const off = alone(route([job(MONDAY, "09:00", 60, SOUTH_AUSTIN)]), ROUND_ROCK, flat(90), { travel: undefined });
    expect(statusAt(off, "10:00")).toBe("free");
  });

  it("judges a day when clocks change by the local times (Chicago springs forward on 2026-03-08)", () => {
    const sunday = "2026-03-08";
    const monday = "2026-03-09";
    const context = alone(route([job(monday, "09:00", 60, SOUTH_AUSTIN)]), ROUND_ROCK, flat(30), {
      now: new Date("2026-03-07T12:00:00Z"),
      busyCells: new Set(claimedCells(monday, "09:00", { timeZone: CHICAGO, durationMinutes: 60, bufferMinutes: 0 })),
    });
    expect(statusAt(context, "10:00", monday)).toBe("booked");
    expect(statusAt(context, "10:30", monday)).toBe("free");
    // The Sunday itself is closed; a day-start drive on the day after it counts from 08:00 local.
    const fromHome = alone(route([], SOUTH_AUSTIN, null), ROUND_ROCK, flat(30), { now: new Date("2026-03-07T12:00:00Z") });
    expect(statusAt(fromHome, "08:00", monday)).toBe("booked");
    expect(statusAt(fromHome, "08:30", monday)).toBe("free");
    expect(slotsForDate(sunday, fromHome).slots).toEqual([]);
  });

  it("finds the first reachable start for the badges, and plans a series' visits around the ones before them", () => {
    const context = alone(route([job(MONDAY, "09:00", 60, SOUTH_AUSTIN)], SOUTH_AUSTIN), ROUND_ROCK, flat(40), {
      now: new Date("2026-11-23T15:00:00Z"),
    });
    expect(firstBookableStart(context)).toMatchObject({ date: MONDAY, time: "11:00" });
    const planner = startPlanner(alone(route([]), ROUND_ROCK, flat(40)));
    const check = checkSlot(MONDAY, "09:00", planner.context);
    if (!check.ok) throw new Error("09:00 should be free");
    planner.hold(null, check.cells, check.startsAt);
    // The planned visit is at the same place: the next hour is free, as with no travel.
    expect(checkSlot(MONDAY, "10:00", planner.context).ok).toBe(true);
    expect(checkSlot(MONDAY, "10:00", atPlace(planner.context, SOUTH_AUSTIN))).toMatchObject({ ok: false, reason: "unreachable" });
  });
});

describe("a team by the road", () => {
  function member(userId: string, jobs: PlacedJob[]): Performer {
    return {
      userId,
      hours: STANDARD_HOURS,
      timeOff: [],
      bufferMinutes: 0,
      busyCells: new Set(
        jobs.flatMap((j) => claimedCells(MONDAY, localTime(j.startMs), { timeZone: CHICAGO, durationMinutes: 60, bufferMinutes: 0 })),
      ),
      route: { jobs, startPlace: null, endPlace: null },
    };
  }
  const minutes: DriveMinutes = (from, to) => estimateDrive(from, to, SUBURBAN).minutes;

  it("gives 'any' to the member whose day grows least in driving, though another has fewer booked minutes", () => {
    const far = member("ana", [job(MONDAY, "09:00", 60, SOUTH_AUSTIN)]);
    const near = member("ben", [job(MONDAY, "09:00", 60, ROUND_ROCK), job(MONDAY, "14:00", 60, ROUND_ROCK)]);
    const context: SlotContext = { ...alone({ jobs: [], startPlace: null, endPlace: null }, ROUND_ROCK, minutes), team: [far, near] };
    const check = checkSlot(MONDAY, "12:00", context);
    if (!check.ok) throw new Error("12:00 should be free");
    expect(check.free?.map((person) => [person.userId, person.addedDriveMinutes > 0])).toEqual([
      ["ana", true],
      ["ben", false],
    ]);
    expect(chooseAssignee(check.free!, new Map([["ben", 600]]))?.userId).toBe("ben");
    // Where ana cannot make it in time at all, she is not among those free.
    const tight = checkSlot(MONDAY, "10:00", context);
    expect(tight.ok && tight.free?.map((person) => person.userId)).toEqual(["ben"]);
  });

  it("searches a list's first start on routes read day by day: stops where only unread days could take it, and resumes there", () => {
    const monday = { fromMs: at(MONDAY, "00:00"), toMs: at("2026-11-24", "00:00") };
    // At 10:00 on Monday, ana's and ben's days are not read yet; carl's is, and he has a job then.
    // Their cells are known (the busy cells are read first); their jobs' places are not.
    const unread = (userId: string, jobs: PlacedJob[]): Performer => ({
      ...member(userId, jobs),
      route: { jobs: [], startPlace: null, endPlace: null, read: [] },
    });
    const ana = unread("ana", [job(MONDAY, "09:00", 60, SOUTH_AUSTIN)]);
    const ben = unread("ben", [job(MONDAY, "09:00", 60, ROUND_ROCK)]);
    const carl = member("carl", [job(MONDAY, "10:00", 60, ROUND_ROCK)]);
    const context: SlotContext = {
      ...alone({ jobs: [], startPlace: null, endPlace: null }, ROUND_ROCK, minutes, { now: new Date("2026-11-23T15:45:00Z") }),
      team: [carl, ana, ben],
    };
    const first = searchFirstStart(context, { unreadAsked: 1 });
    expect(first).toEqual({ found: null, unread: [{ userId: "ana", ...monday }], stoppedAt: { date: MONDAY, time: "10:00" } });
    expect(searchFirstStart(context).unread.map((day) => day.userId)).toEqual(["ana", "ben"]);
    // A day not read is never offered: the search that ignores unread days finds nothing before it.
    expect(firstBookableStart(context)).toBeNull();
    // Ana's day read: she cannot reach Round Rock by 10:00 from south Austin; ben's is still unread.
    Object.assign(ana.route!, { jobs: [job(MONDAY, "09:00", 60, SOUTH_AUSTIN)], read: [monday] });
    expect(routeKnows(ana.route!, monday)).toBe(true);
    const second = searchFirstStart(context, { resume: first.stoppedAt });
    expect(second.unread.map((day) => day.userId)).toEqual(["ben"]);
    Object.assign(ben.route!, { jobs: [job(MONDAY, "09:00", 60, ROUND_ROCK)], read: [monday] });
    // Read, ben is already there: 10:00 is his, as a search with every route read from the start says.
    const third = searchFirstStart(context, { resume: second.stoppedAt });
    expect(third).toEqual({ found: { date: MONDAY, time: "10:00", startsAt: new Date(at(MONDAY, "10:00")) }, unread: [] });
    expect(firstBookableStart(context)).toEqual(third.found);
  });

  it("asks about a provider alone's unread day as theirs (no user id), and finds nothing past `until`", () => {
    const context = alone({ jobs: [], startPlace: null, endPlace: null, read: [] }, ROUND_ROCK, minutes);
    const search = searchFirstStart(context);
    expect(search.unread).toEqual([{ userId: null, fromMs: at(MONDAY, "00:00"), toMs: at("2026-11-24", "00:00") }]);
    expect(search.stoppedAt).toEqual({ date: MONDAY, time: "08:00" });
    expect(searchFirstStart(context, { until: new Date(at(MONDAY, "07:30")) })).toEqual({ found: null, unread: [] });
  });

  it("counts the detour, not the whole drive, as what a job adds", () => {
    const day = { fromMs: at(MONDAY, "00:00"), toMs: at("2026-11-24", "00:00") };
    const through = {
      jobs: [job(MONDAY, "09:00", 60, SOUTH_AUSTIN), job(MONDAY, "14:00", 60, SOUTH_AUSTIN)],
      startPlace: null,
      endPlace: null,
    };
    const added = addedDriveMinutes(through, { startMs: at(MONDAY, "11:00"), endMs: at(MONDAY, "12:00") }, day, {
      place: ROUND_ROCK,
      minutes,
    });
    expect(added).toBe(2 * minutes(SOUTH_AUSTIN, ROUND_ROCK));
  });
});

describe("the day as a route", () => {
  const drive = (from: LatLng, to: LatLng) => estimateDrive(from, to, SUBURBAN);

  it("drives from the start place into each job in order and back to the end place, and sums the day", () => {
    const route = dayRoute(
      [{ place: SOUTH_AUSTIN }, { place: null }, { place: ROUND_ROCK }],
      { start: SOUTH_AUSTIN, end: SOUTH_AUSTIN },
      drive,
    );
    expect(route.into[0]).toEqual({ minutes: 0, miles: 0 });
    expect(route.into[1]).toBeNull();
    expect(route.into[2]).toBeNull();
    expect(route.home).toEqual(drive(ROUND_ROCK, SOUTH_AUSTIN));
    expect(route.total.minutes).toBe(drive(ROUND_ROCK, SOUTH_AUSTIN).minutes);
    const known = dayRoute([{ place: SOUTH_AUSTIN }, { place: ROUND_ROCK }], { start: null, end: null }, drive);
    expect(known.into[0]).toBeNull();
    expect(known.total).toEqual(drive(SOUTH_AUSTIN, ROUND_ROCK));
    expect(known.home).toBeNull();
  });

  it("fits the map's points in the box, north up, one place in the middle", () => {
    const box = { width: 320, height: 200, margin: 16 };
    const [south, north] = mapPoints([SOUTH_AUSTIN, ROUND_ROCK], box);
    expect(north.y).toBeLessThan(south.y);
    expect(north.x).toBeGreaterThan(south.x);
    for (const point of [south, north]) {
      expect(point.x).toBeGreaterThanOrEqual(16);
      expect(point.x).toBeLessThanOrEqual(304);
      expect(point.y).toBeGreaterThanOrEqual(16);
      expect(point.y).toBeLessThanOrEqual(184);
    }
    expect(mapPoints([ROUND_ROCK], box)).toEqual([{ x: 160, y: 100 }]);
    expect(mapPoints([], box)).toEqual([]);
  });

  it("links directions to a job with an address, never to a zip's centre alone", () => {
    expect(directionsUrl({ service_lat: 30.5, service_lng: -97.6, service_address: "200 E Main St, Round Rock, TX 78664" })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=30.5%2C-97.6&travelmode=driving",
    );
    expect(directionsUrl({ service_lat: 30.5, service_lng: -97.6, service_address: "" })).toBeNull();
  });
});
