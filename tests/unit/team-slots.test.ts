import { describe, expect, it } from "vitest";
import { sayIn } from "~/locales/messages";
import { STANDARD_HOURS, emptyAvailability, type Availability } from "~/domain/schedule/availability";
import {
  checkDate,
  checkSlot,
  claimedCells,
  firstBookableStart,
  freeDays,
  SLOT_REASONS,
  slotsForDate,
  type Performer,
  type SlotContext,
} from "~/domain/schedule/slots";
import { chooseAssignee, firstNameOf, TEAM_MEMBER_MACHINE, weekAround } from "~/domain/team/team";
import { planVisits, otherMemberReason } from "~/domain/series/series";

const CHICAGO = "America/Chicago";
const MONDAY = "2026-11-23";
const TUESDAY = "2026-11-24";
/** Monday 2026-11-23, 07:00 in Chicago. */
const NOW = new Date("2026-11-23T13:00:00Z");

function mornings(): Availability {
  const hours = emptyAvailability();
  for (const day of ["monday", "tuesday", "wednesday", "thursday", "friday"] as const)
    hours[day] = { available: true, startTime: "08:00", endTime: "12:00" };
  return hours;
}

function person(userId: string, overrides: Partial<Performer> = {}): Performer {
  return { userId, hours: STANDARD_HOURS, timeOff: [], bufferMinutes: 0, busyCells: new Set(), ...overrides };
}

function teamContext(team: Performer[], overrides: Partial<SlotContext> = {}): SlotContext {
  return {
    hours: emptyAvailability(),
    timeOff: [],
    bufferMinutes: 0,
    timeZone: CHICAGO,
    durationMinutes: 60,
    now: NOW,
    busyCells: new Set(),
    team,
    ...overrides,
  };
}

function cellsOf(date: string, time: string, minutes = 60) {
  return new Set(claimedCells(date, time, { timeZone: CHICAGO, durationMinutes: minutes, bufferMinutes: 0 }));
}

describe("the slot engine over a team", () => {
  it("offers a start while one member who performs the service is free for the whole job, and marks it booked when none is", () => {
    const busyAtNine = cellsOf(MONDAY, "09:00");
    const oneBusy = teamContext([person("ana", { busyCells: busyAtNine }), person("ben")]);
    expect(slotsForDate(MONDAY, oneBusy).slots.find((slot) => slot.time === "09:00")?.status).toBe("free");
    const bothBusy = teamContext([person("ana", { busyCells: busyAtNine }), person("ben", { busyCells: busyAtNine })]);
    expect(slotsForDate(MONDAY, bothBusy).slots.find((slot) => slot.time === "09:00")?.status).toBe("booked");
    expect(checkSlot(MONDAY, "09:00", bothBusy)).toMatchObject({ ok: false, message: SLOT_REASONS.taken });
  });

  it("names everyone free for a start, each with the cells their own buffer claims", () => {
    const check = checkSlot(MONDAY, "10:00", teamContext([person("ana", { bufferMinutes: 30 }), person("ben")]));
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.free?.map((free) => [free.userId, free.cells.length])).toEqual([
      ["ana", 3],
      ["ben", 2],
    ]);
  });

  it("judges each member's own hours and days off: the afternoon belongs to whoever works it", () => {
    const context = teamContext([
      person("ana", { hours: mornings() }),
      person("ben", { timeOff: [{ startDate: MONDAY, endDate: MONDAY }] }),
    ]);
    const times = slotsForDate(MONDAY, context).slots.map((slot) => slot.time);
    expect(times[0]).toBe("08:00");
    expect(times).not.toContain("14:00");
    expect(checkSlot(MONDAY, "14:00", context)).toMatchObject({ ok: false, message: SLOT_REASONS.outsideHours });
    expect(checkSlot(TUESDAY, "14:00", context)).toMatchObject({ ok: true, free: [{ userId: "ben" }] });
  });

  it("says the day is off only when everyone is away, and that nobody works it when no one performs the service", () => {
    const away = { timeOff: [{ startDate: MONDAY, endDate: MONDAY }] };
    expect(checkDate(MONDAY, teamContext([person("ana", away), person("ben", away)]))).toEqual({
      ok: false,
      reason: "dayOff",
      message: SLOT_REASONS.dayOff,
    });
    expect(checkDate(MONDAY, teamContext([person("ana", away), person("ben")]))).toEqual({ ok: true });
    expect(checkDate(MONDAY, teamContext([]))).toEqual({ ok: false, reason: "dayClosed", message: SLOT_REASONS.dayClosed });
    expect(slotsForDate(MONDAY, teamContext([])).slots).toEqual([]);
  });

  it("finds the team's first free start and counts a day's free times across members", () => {
    const anaBusyAllMorning = new Set([...cellsOf(MONDAY, "08:00", 240)]);
    const context = teamContext([person("ana", { busyCells: anaBusyAllMorning }), person("ben", { hours: mornings() })]);
    expect(firstBookableStart(context)?.time).toBe("08:00");
    const alone = teamContext([person("ana", { busyCells: anaBusyAllMorning })]);
    expect(firstBookableStart(alone)?.time).toBe("12:00");
    // Ben 08:00-11:00, Ana from 12:00 to 17:00; at 11:30 neither (Ana is busy, Ben would pass noon).
    expect(freeDays(context, 1)).toEqual([{ date: MONDAY, free: 18 }]);
  });

  it("gives a start to the free member with the fewest booked minutes that week, ties to the team's order", () => {
    const free = [
      { userId: "owner", cells: [1], addedDriveMinutes: 0 },
      { userId: "ana", cells: [1], addedDriveMinutes: 0 },
      { userId: "ben", cells: [1], addedDriveMinutes: 0 },
    ];
    expect(chooseAssignee(free, new Map())?.userId).toBe("owner");
    expect(chooseAssignee(free, new Map([["owner", 60]]))?.userId).toBe("ana");
    expect(
      chooseAssignee(
        free,
        new Map([
          ["owner", 60],
          ["ana", 90],
          ["ben", 60],
        ]),
      )?.userId,
    ).toBe("owner");
    expect(chooseAssignee([], new Map())).toBeNull();
  });

  it("counts a week from Monday 00:00 in the service's zone, also across the change back from daylight saving", () => {
    // Sunday 2026-11-01 is the day clocks go back in Chicago: that week has 169 hours.
    const week = weekAround(new Date("2026-11-01T20:00:00Z"), CHICAGO);
    expect(week.from.toISOString()).toBe("2026-10-26T05:00:00.000Z");
    expect(week.to.toISOString()).toBe("2026-11-02T06:00:00.000Z");
    expect(weekAround(new Date("2026-11-23T06:30:00Z"), CHICAGO).from.toISOString()).toBe("2026-11-23T06:00:00.000Z");
  });
});

describe("a series over a team", () => {
  it("keeps every visit with the first visit's member while they are free, and names another where they are not", () => {
    const nextMonday = "2026-11-30";
    const anaAway = { timeOff: [{ startDate: nextMonday, endDate: nextMonday }] };
    const plan = planVisits(["2026-11-24", nextMonday, "2026-12-07"], "10:00", teamContext([person("ben"), person("ana", anaAway)]), "ana");
    expect(plan.map((visit) => (visit.kind === "unavailable" ? null : visit.person))).toEqual(["ana", "ben", "ana"]);
    expect(sayIn("en", otherMemberReason("Ana", "Ben"))).toBe("Ana is not free then: Ben comes to this visit.");
    expect(sayIn("es", otherMemberReason("Ana", "Ben"))).toBe("Ana no está libre a esa hora: Ben vendrá a esta visita.");
  });
});

describe("team members", () => {
  it("are invited, become active when they sign in, and only the owner removes them", () => {
    expect(TEAM_MEMBER_MACHINE.sources("active", "member")).toEqual(["invited"]);
    expect(TEAM_MEMBER_MACHINE.sources("removed", "owner")).toEqual(["invited", "active"]);
    expect(TEAM_MEMBER_MACHINE.allows("removed", "active", "member")).toBe(false);
  });

  it("are shown to customers by their first name", () => {
    expect(firstNameOf("  Maria José Ortega ")).toBe("Maria");
  });
});
