import { readInEnglish } from "../support/english";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { getActiveService } from "~/models/service.server";
import { createUser, findUserById } from "~/models/user.server";
import { slotsForService } from "~/services/booking/availability.server";
import {
  changeStatus,
  choosableMembers,
  firstFreeStarts,
  providerBookings,
  reassignJob,
  rescheduleBooking,
} from "~/services/booking/index.server";
import { parsePageRequest } from "~/domain/pagination";
import { memberJobsPage } from "~/services/team/index.server";
import { addMemberDaysOff, calendarFeed, newCalendarFeed, saveMemberPhoto, setSeriesSwitch } from "~/services/portal/index.server";
import { bookSeriesOnline, planSeriesOnline } from "~/services/booking/index.server";
import { addTeamMember, removeTeamMember, saveTeamSettings, teamPage } from "~/services/portal/index.server";
import type { SignedInUser } from "~/services/support/access.server";
import { ownership } from "~/services/support/access.server";
import { businessScope } from "~/domain/accounts/business";
import { createTestTile, testBookingRow } from "../support/factories";
import { bookAsCustomer } from "../support/bookings";
import { claimCells, insertBooking, SlotTakenError } from "~/models/booking.server";
import { CELL_MS } from "~/domain/schedule/slots";
import { instantOf } from "~/domain/time";
import { newId } from "~/domain/uuid";
import { sayIn } from "~/locales/messages";

/**
 * A provider's team (issue 35, parts 1 and 2; decision 0032), on both engines: members added with
 * the services they perform, the slot engine offering a start while one of them is free, each
 * booking given to one member in the transaction that claims their time, so three members take
 * three overlapping jobs and never a fourth, whatever the timing.
 */

// Monday 2030-01-07, 09:00 in Austin (CST).
const NOW = new Date("2030-01-07T15:00:00Z");
const TUESDAY = "2030-01-08";

let owner: SignedInUser;
let serviceId: string;
let otherServiceId: string;
const members: Record<string, string> = {};

const service = async () => (await getActiveService(serviceId))!;
const book = async (name: string, time = "10:00", date = TUESDAY, member: string | null = null) =>
  bookAsCustomer(await service(), { name, date, time, now: NOW, member });
const assigneeOf = async (id: string) =>
  (await getDb().selectFrom("bookings").select("assigned_user_id").where("id", "=", id).executeTakeFirstOrThrow()).assigned_user_id;
const freeAt = async (time: string) =>
  (await slotsForService(await service(), TUESDAY, NOW)).slots.find((slot) => slot.time === time)?.status;

beforeAll(async () => {
  const user = await createUser(getDb(), { email: "crew-owner@example.com", password: "crew-pass-1234", role: "provider" });
  owner = { ...user, role: "provider" };
  serviceId = await createTestTile({
    zipCode: "78701",
    providerUserId: owner.id,
    serviceName: "House Cleaning",
    businessName: "Sparkle Crews",
  });
  otherServiceId = await createTestTile({
    zipCode: "78701",
    providerUserId: owner.id,
    serviceName: "Window Washing",
    businessName: "Sparkle Crews",
  });
});

describe("a provider's team", () => {
  it("adds members with the services they perform, each invited by e-mail with a sign-in link, read by the gate as members", async () => {
    for (const name of ["Ana Ruiz", "Ben Okafor", "Cleo Park"]) {
      const outcome = await addTeamMember(
        owner,
        { name, email: `${name.split(" ")[0].toLowerCase()}@crews.example`, service_ids: [serviceId] },
        NOW,
      );
      expect(outcome.ok).toBe(true);
      if (outcome.ok) members[name.split(" ")[0]] = outcome.memberId;
    }
    const page = await teamPage(owner);
    expect(page.members.map((member) => [member.name, member.status, member.services])).toEqual([
      ["Ana Ruiz", "invited", ["House Cleaning"]],
      ["Ben Okafor", "invited", ["House Cleaning"]],
      ["Cleo Park", "invited", ["House Cleaning"]],
    ]);
    // Each starts on the owner's hours (standard hours) and buffer.
    expect(page.members[0].hours).toBe("Mon–Sat 8:00 AM–6:00 PM");
    // In Spanish (the portal follows the page's language): the same week in its words.
    expect((await teamPage(owner, "es")).members[0].hours).toBe("lun–sáb 8:00 a. m.–6:00 p. m.");
    const invitation = await getDb()
      .selectFrom("email_outbox")
      .select(["subject", "text"])
      .where("to", "=", "ana@crews.example")
      .executeTakeFirstOrThrow();
    expect(invitation.subject).toBe("Sparkle Crews added you to their team on Porchlight");
    expect(invitation.text).toMatch(/\/sign-in\/link\?token=[\w-]{43}/);
    expect(await findUserById(members.Ana)).toMatchObject({ role: "member" });

    // An e-mail that is already an account, or a service that is not the owner's, is refused beside its field.
    expect(await addTeamMember(owner, { name: "Dup", email: "crew-owner@example.com", service_ids: [serviceId] }, NOW)).toMatchObject({
      ok: false,
      field: "email",
    });
    const stranger = await createTestTile({ zipCode: "78701", serviceName: "Someone else's" });
    expect(await addTeamMember(owner, { name: "Eve", email: "eve@crews.example", service_ids: [stranger] }, NOW)).toMatchObject({
      ok: false,
      field: "service_ids",
    });
  });

  it("takes three overlapping jobs with three members and the owner dispatching, and never a fourth, however ten customers race", async () => {
    await saveTeamSettings(owner, { ownerTakesJobs: false, customersChoose: false });
    expect(await freeAt("10:00")).toBe("free");
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => book(`Racer ${i}`)));
    const won = outcomes.filter((outcome) => outcome.ok);
    expect(won).toHaveLength(3);
    for (const lost of outcomes.filter((outcome) => !outcome.ok))
      expect(readInEnglish(lost)).toMatchObject({ status: 409, message: "This time was just booked. Please choose another time." });
    const assignees = await Promise.all(won.map((outcome) => assigneeOf((outcome as { id: string }).id)));
    expect(new Set(assignees)).toEqual(new Set([members.Ana, members.Ben, members.Cleo]));
    // Each member hears of their job.
    const told = await getDb().selectFrom("email_outbox").select("to").where("kind", "=", "member_job").execute();
    expect(told.map((email) => email.to).sort()).toEqual(["ana@crews.example", "ben@crews.example", "cleo@crews.example"]);
    expect(await freeAt("10:00")).toBe("booked");
    // The window service is nobody's on the team: only the owner, who no longer takes jobs.
    const windows = (await getActiveService(otherServiceId))!;
    expect((await slotsForService(windows, TUESDAY, NOW)).slots).toEqual([]);
    expect((await firstFreeStarts([windows, await service()], NOW)).get(otherServiceId)).toBeNull();
  });

  it("gives a job to the free member with the fewest booked minutes that week, and a move keeps it with them while they are free", async () => {
    // Each has one hour this week; Ben gets a second one at 14:00, so the next start goes to Ana.
    const second = await book("Second for someone", "14:00");
    expect(second.ok).toBe(true);
    const busiest = await assigneeOf((second as { id: string }).id);
    expect(busiest).toBe(members.Ana);
    const third = await book("Third", "16:00");
    expect(await assigneeOf((third as { id: string }).id)).toBe(members.Ben);

    const moved = await rescheduleBooking({
      owned: (await ownership(businessScope(owner), { booking: (third as { id: string }).id })) as never,
      date: TUESDAY,
      time: "15:30",
      origin: "http://localhost:3000",
      now: NOW,
    });
    expect(moved).toEqual({ ok: true });
    expect(await assigneeOf((third as { id: string }).id)).toBe(members.Ben);
  });

  it("lists, for each job, who of the team is free then and how much of their day is taken, in one reading per service", async () => {
    const [job] = await getDb()
      .selectFrom("bookings")
      .select("id")
      .where("assigned_user_id", "=", members.Ben)
      .where("preferred_time", "=", "15:30")
      .execute();
    const page = {
      upcoming: parsePageRequest(new URLSearchParams(), 50, "upcoming"),
      past: parsePageRequest(new URLSearchParams(), 50, "past"),
    };
    const lists = await providerBookings(owner.id, page, NOW);
    const row = lists.upcoming.rows.find((booking) => booking.id === job.id)!;
    const byName = Object.fromEntries(row.assignees.map((person) => [person.name, person]));
    // Ana is busy 14:00-16:00; Cleo is free; Ben has the job already and is not offered it.
    expect(byName["Ana Ruiz"]).toMatchObject({ free: false });
    expect(byName["Cleo Park"]).toMatchObject({
      free: true,
      busyThatDay: expect.stringMatching(/^(nothing else that day|.+ taken that day)$/),
    });
    expect(byName["Ben Okafor"]).toBeUndefined();
  });

  it("narrows the owner's list to one person's jobs, or one day's", async () => {
    const page = {
      upcoming: parsePageRequest(new URLSearchParams(), 50, "upcoming"),
      past: parsePageRequest(new URLSearchParams(), 50, "past"),
    };
    const all = await providerBookings(owner.id, page, NOW);
    const bens = await providerBookings(owner.id, page, NOW, { person: members.Ben });
    expect(bens.upcoming.rows.length).toBeGreaterThan(0);
    expect(bens.upcoming.rows.every((row) => row.member === "Ben Okafor")).toBe(true);
    expect(bens.upcoming.rows.length).toBeLessThan(all.upcoming.rows.length);
    const onTuesday = await providerBookings(owner.id, page, NOW, { day: TUESDAY });
    expect(onTuesday.upcoming.rows.length).toBeGreaterThan(0);
    expect(onTuesday.upcoming.rows.every((row) => row.when.includes("January 8, 2030"))).toBe(true);
    // An address that names nobody, or no day, lists everything.
    expect((await providerBookings(owner.id, page, NOW, { person: "nobody", day: "someday" })).upcoming.rows).toHaveLength(
      all.upcoming.rows.length,
    );
    expect(all.people.map((person) => person.name)).toEqual(["You", "Ana Ruiz", "Ben Okafor", "Cleo Park"]);
  });

  it("lets the owner give a job to another free member who performs the service: the claims move, the customer is told", async () => {
    const [job] = await getDb()
      .selectFrom("bookings")
      .select(["id", "customer_email"])
      .where("assigned_user_id", "=", members.Ben)
      .where("preferred_time", "=", "15:30")
      .execute();
    const owned = async () => (await ownership(businessScope(owner), { booking: job.id })) as never;
    // Ana is busy 14:00-16:00; a stranger is not on the team.
    expect(await reassignJob({ booking: await owned(), to: members.Ana, now: NOW })).toMatchObject({ ok: false, status: 409 });
    expect(await reassignJob({ booking: await owned(), to: owner.id, now: NOW })).toMatchObject({ ok: false, status: 400 });
    expect(await reassignJob({ booking: await owned(), to: members.Cleo, now: NOW })).toEqual({ ok: true, name: "Cleo Park" });
    expect(await assigneeOf(job.id)).toBe(members.Cleo);
    const claims = await getDb().selectFrom("booking_claims").select("provider_user_id").where("booking_id", "=", job.id).execute();
    expect(new Set(claims.map((claim) => claim.provider_user_id))).toEqual(new Set([members.Cleo]));
    const told = await getDb()
      .selectFrom("email_outbox")
      .select(["subject", "text"])
      .where("to", "=", job.customer_email)
      .where("kind", "=", "booking_member_changed")
      .executeTakeFirstOrThrow();
    expect(told.text).toContain("Cleo from Sparkle Crews will do your House Cleaning");
    expect(told.text).toMatch(/Who is coming: Cleo/);
  });

  it("shows a member only their own jobs, which they move along but cannot cancel", async () => {
    const cleo = { id: members.Cleo, email: "cleo@crews.example", role: "member" as const };
    const page = await memberJobsPage(cleo, NOW);
    expect(page.businessName).toBe("Sparkle Crews");
    expect(page.today).toEqual([]);
    expect(page.later.map((job) => job.when)).toEqual([
      "Tuesday, January 8, 2030, 10:00 AM to 12:00 PM (CST)",
      "Tuesday, January 8, 2030, 3:30 PM to 5:30 PM (CST)",
    ]);
    // The day before, nothing to mark yet: "on the way" opens an hour before the start.
    expect(page.later[0].moves.map((move) => move.to)).toEqual([]);
    const setOut = new Date("2030-01-08T15:30:00Z");
    expect((await memberJobsPage(cleo, setOut)).today[0].moves.map((move) => move.to)).toEqual(["en_route"]);

    const bensJob = await getDb().selectFrom("bookings").select("id").where("assigned_user_id", "=", members.Ben).executeTakeFirstOrThrow();
    expect(await ownership(businessScope(cleo), { booking: bensJob.id })).toMatchObject({ ok: false, status: 404 });
    const own = await ownership(businessScope(cleo), { booking: page.later[0].id });
    expect(own.ok).toBe(true);
    const moved = await changeStatus({ booking: own as never, to: "en_route", origin: "http://localhost:3000", now: setOut });
    expect(moved).toEqual({ ok: true, to: "en_route" });
    const cancel = await changeStatus({ booking: own as never, to: "cancelled", reason: "no", origin: "http://localhost:3000", now: NOW });
    expect(cancel).toMatchObject({ ok: false, status: 409 });
    const onTheWay = await getDb()
      .selectFrom("email_outbox")
      .select("text")
      .where("kind", "=", "provider_enroute")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(onTheWay.text).toContain("Cleo from Sparkle Crews is heading to you now");
  });

  it("gives each member a calendar address of their own jobs, and the business's address every job with who does it", async () => {
    const cleo = { id: members.Cleo, email: "cleo@crews.example", role: "member" as const };
    // Read back as a calendar app would (ical.js).
    const eventsOf = (ics: string) =>
      new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((component) => new ICAL.Event(component).summary);
    const tokenOf = (url: string) => new URL(url).pathname.split("/")[2];
    const own = await calendarFeed(tokenOf((await newCalendarFeed(cleo, NOW)).url), NOW);
    expect(eventsOf(own!)).toHaveLength(2);
    expect(own).toContain("/team");
    const business = await calendarFeed(tokenOf((await newCalendarFeed(owner, NOW)).url), NOW);
    expect(eventsOf(business!).length).toBeGreaterThan(eventsOf(own!).length);
    expect(business).toContain("Team member: Cleo Park");
  });

  it("finds a team's first free start beyond the first look's two days, when everyone is away until then", async () => {
    const boss = await createUser(getDb(), { email: "away-owner@example.com", password: "away-pass-1234", role: "provider" });
    const tile = await createTestTile({ zipCode: "78701", providerUserId: boss.id, serviceName: "Roofing", businessName: "Away Roofs" });
    const bossUser = { ...boss, role: "provider" as const };
    await saveTeamSettings(bossUser, { ownerTakesJobs: false, customersChoose: false });
    const added = await addTeamMember(bossUser, { name: "Rae Away", email: "rae@away.example", service_ids: [tile] }, NOW);
    const rae = (added as { memberId: string }).memberId;
    await addMemberDaysOff(bossUser, rae, { startDate: "2030-01-07", endDate: "2030-01-09", note: null }, NOW);
    const first = (await firstFreeStarts([(await getActiveService(tile))!], NOW)).get(tile);
    expect(first).toMatchObject({ date: "2030-01-10", time: "08:00" });
  });

  it("keeps a series with its first visit's member, says where another comes, and books it so", async () => {
    const boss = await createUser(getDb(), { email: "series-owner@example.com", password: "series-pass-1234", role: "provider" });
    const bossUser = { ...boss, role: "provider" as const };
    const tile = await createTestTile({ zipCode: "78701", providerUserId: boss.id, serviceName: "Lawn Care", businessName: "Green Crews" });
    await saveTeamSettings(bossUser, { ownerTakesJobs: false, customersChoose: false });
    await setSeriesSwitch(boss.id, true);
    const ids: string[] = [];
    for (const name of ["Uma Stone", "Vic Hale"]) {
      const added = await addTeamMember(
        bossUser,
        { name, email: `${name.split(" ")[0].toLowerCase()}@green.example`, service_ids: [tile] },
        NOW,
      );
      ids.push((added as { memberId: string }).memberId);
    }
    // Uma, first in the team's order, is away on the second Tuesday.
    await addMemberDaysOff(bossUser, ids[0], { startDate: "2030-01-15", endDate: "2030-01-15", note: null }, NOW);
    const form = {
      customer_name: "Sera Series",
      customer_email: "sera@example.org",
      customer_phone: "(512) 555-0142",
      preferred_date: TUESDAY,
      preferred_time: "13:00",
      service_address: "1100 Congress Ave, Austin, TX 78701",
    };
    const rule = { intervalWeeks: 1 as const, end: { kind: "count" as const, count: 3 } };
    const planned = await planSeriesOnline({ serviceId: tile, form, rule, now: NOW });
    expect(planned.ok).toBe(true);
    if (!planned.ok) return;
    expect(planned.plan.visits.map((visit) => visit.reasons.map((reason) => sayIn("en", reason)))).toEqual([
      [],
      ["Uma is not free then: Vic comes to this visit."],
      [],
    ]);
    const booked = await bookSeriesOnline({
      serviceId: tile,
      form,
      rule,
      chosen: planned.plan.visits.map((visit) => ({ index: visit.index, date: visit.value!.slice(0, 10), time: visit.value!.slice(11) })),
      honeypot: "ok",
      ip: "203.0.113.35",
      now: NOW,
    });
    expect(booked.ok).toBe(true);
    const visits = await getDb()
      .selectFrom("bookings")
      .select(["preferred_date", "assigned_user_id"])
      .where("service_id", "=", tile)
      .orderBy("starts_at")
      .execute();
    expect(visits.map((visit) => visit.assigned_user_id)).toEqual([ids[0], ids[1], ids[0]]);
  });

  it("lets customers choose who comes where the owner allows it: that member's times, and the job is theirs", async () => {
    expect(await choosableMembers(await service(), NOW)).toEqual([]);
    await saveTeamSettings(owner, { ownerTakesJobs: false, customersChoose: true });
    expect((await choosableMembers(await service(), NOW)).map((person) => person.name)).toEqual(["Ana", "Ben", "Cleo"]);
    // Ana is busy 14:00-16:00 on Tuesday, Ben is free (Cleo has his 15:30 job now).
    const anas = await slotsForService(await service(), TUESDAY, NOW, { member: members.Ana });
    expect(anas.slots.find((slot) => slot.time === "14:00")?.status).toBe("booked");
    expect((await slotsForService(await service(), TUESDAY, NOW)).slots.find((slot) => slot.time === "14:00")?.status).toBe("free");
    const refused = await book("Chooser", "14:00", TUESDAY, members.Ana);
    expect(refused).toMatchObject({ ok: false, status: 409 });
    const chosen = await book("Chooser", "14:00", TUESDAY, members.Ben);
    expect(await assigneeOf((chosen as { id: string }).id)).toBe(members.Ben);
    // Without the owner's leave, a chosen member counts for nothing: the times are the team's.
    await saveTeamSettings(owner, { ownerTakesJobs: false, customersChoose: false });
    expect(await slotsForService(await service(), TUESDAY, NOW, { member: members.Ana })).toEqual(
      await slotsForService(await service(), TUESDAY, NOW),
    );
    expect((await slotsForService(await service(), TUESDAY, NOW)).slots.find((slot) => slot.time === "08:00")?.status).toBe("free");
  });

  it("blocks a member's time where their own calendar is busy, in the picker and in the database", async () => {
    const boss = await createUser(getDb(), { email: "busy-crew-owner@example.com", password: "busy-crew-1234", role: "provider" });
    const bossUser = { ...boss, role: "provider" as const };
    const tile = await createTestTile({ zipCode: "78701", providerUserId: boss.id, serviceName: "Pool Care", businessName: "Blue Crews" });
    await saveTeamSettings(bossUser, { ownerTakesJobs: false, customersChoose: false });
    const mo = (
      (await addTeamMember(bossUser, { name: "Mo Reyes", email: "mo@blue.example", service_ids: [tile] }, NOW)) as { memberId: string }
    ).memberId;
    // What a sync of Mo's calendar writes (decision 0030): a busy hour, 10:00-11:00 on Tuesday.
    const calendarId = newId();
    await getDb()
      .insertInto("busy_calendars")
      .values({ id: calendarId, person_user_id: mo, label: "Mo's", sealed_url: "sealed", url_hint: "example.org/…/basic.ics" })
      .execute();
    const cell = Math.floor(instantOf(TUESDAY, "10:00", "America/Chicago").getTime() / CELL_MS);
    await getDb()
      .insertInto("busy_calendar_cells")
      .values([cell, cell + 1].map((busy) => ({ calendar_id: calendarId, cell: busy, person_user_id: mo })))
      .execute();
    const pool = (await getActiveService(tile))!;
    const times = (await slotsForService(pool, TUESDAY, NOW)).slots;
    expect(times.find((slot) => slot.time === "10:00")?.status).toBe("booked");
    expect(times.find((slot) => slot.time === "11:00")?.status).toBe("free");
    const bookingId = await insertBooking(getDb(), testBookingRow({ provider_user_id: boss.id, assigned_user_id: mo, service_id: tile }));
    await expect(claimCells(getDb(), { providerUserId: mo, bookingId, cells: [cell] })).rejects.toBeInstanceOf(SlotTakenError);
  });

  it("keeps a member's photo only when its bytes are an image, and shows it to the customer beside who is coming", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(
      readInEnglish(await saveMemberPhoto(owner, members.Cleo, { bytes: new TextEncoder().encode("<svg onload=alert(1)>") })),
    ).toMatchObject({
      ok: false,
      field: "photo",
      message: "Please choose a JPEG, PNG, GIF or WebP photo",
    });
    expect(await saveMemberPhoto(owner, members.Cleo, { tooLarge: true })).toMatchObject({ ok: false, status: 413, field: "photo" });
    expect(await saveMemberPhoto(owner, members.Cleo, { bytes: png })).toEqual({ ok: true });
    const other = await createUser(getDb(), { email: "photo-stranger@example.com", password: "photo-pass-1234", role: "provider" });
    expect(await saveMemberPhoto({ ...other, role: "provider" }, members.Cleo, { bytes: png })).toMatchObject({ ok: false, status: 404 });
    const page = await teamPage(owner);
    expect(page.members.find((member) => member.name === "Cleo Park")?.photoUrl).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    const withPhoto = await addTeamMember(owner, { name: "Pia Photo", email: "pia@crews.example", service_ids: [serviceId] }, NOW, {
      bytes: png,
    });
    expect(withPhoto.ok).toBe(true);
    expect(
      await addTeamMember(owner, { name: "Bad Photo", email: "bad@crews.example", service_ids: [serviceId] }, NOW, {
        bytes: new Uint8Array([1, 2, 3]),
      }),
    ).toMatchObject({
      ok: false,
      field: "photo",
    });
    // Nothing of a refused member was kept.
    expect(await getDb().selectFrom("users").select("id").where("email", "=", "bad@crews.example").executeTakeFirst()).toBeUndefined();
  });

  it("keeps a member with upcoming jobs on the team, and removes one without; a removed member is nobody's", async () => {
    expect(await removeTeamMember(owner, members.Ana, NOW)).toMatchObject({ ok: false, status: 409 });
    const loner = await addTeamMember(owner, { name: "Dee Lane", email: "dee@crews.example", service_ids: [serviceId] }, NOW);
    const deeId = (loner as { memberId: string }).memberId;
    // Dee kept a calendar of her own: it is read no more once she leaves.
    await getDb()
      .insertInto("busy_calendars")
      .values({ id: newId(), person_user_id: deeId, label: "Dee's", sealed_url: "sealed", url_hint: "example.org/…/basic.ics" })
      .execute();
    expect(await removeTeamMember(owner, deeId, NOW)).toEqual({ ok: true });
    expect(await findUserById(deeId)).toMatchObject({ role: null });
    expect(await getDb().selectFrom("busy_calendars").select("id").where("person_user_id", "=", deeId).execute()).toEqual([]);
    // Another business cannot remove someone else's member.
    const other = await createUser(getDb(), { email: "other-owner@example.com", password: "other-pass-1234", role: "provider" });
    expect(await removeTeamMember({ ...other, role: "provider" }, members.Ben, NOW)).toMatchObject({ ok: false, status: 404 });
  });

  it("adds a removed member's address again, invited anew with a fresh link; any other account's address stays refused", async () => {
    const dee = (await getDb().selectFrom("users").select("id").where("email", "=", "dee@crews.example").executeTakeFirstOrThrow()).id;
    const again = await addTeamMember(owner, { name: "Dee Lane-Ortiz", email: "Dee@crews.example", service_ids: [serviceId] }, NOW);
    expect(again).toEqual({ ok: true, memberId: dee });
    expect(await findUserById(dee)).toMatchObject({ role: "member" });
    const page = await teamPage(owner);
    expect(page.members.find((member) => member.id === dee)).toMatchObject({
      name: "Dee Lane-Ortiz",
      status: "invited",
      services: ["House Cleaning"],
    });
    const invitations = await getDb()
      .selectFrom("email_outbox")
      .select("to")
      .where("to", "=", "dee@crews.example")
      .where("kind", "=", "team_invitation")
      .execute();
    expect(invitations).toHaveLength(2);
    // An owner's own address, or a member on a team, is never taken over.
    expect(await addTeamMember(owner, { name: "Ben Again", email: "ben@crews.example", service_ids: [serviceId] }, NOW)).toMatchObject({
      ok: false,
      status: 409,
      field: "email",
    });
    expect(
      await addTeamMember(owner, { name: "Other Owner", email: "other-owner@example.com", service_ids: [serviceId] }, NOW),
    ).toMatchObject({ ok: false, status: 409 });
  });

  it("writes to a member who reads Spanish in Spanish: the invitation, a job given to them and their own page (issue 54)", async () => {
    const added = await addTeamMember(
      owner,
      { name: "Lucía Gómez", email: "lucia@crews.example", service_ids: [otherServiceId], language: "es" },
      NOW,
    );
    if (!added.ok) throw new Error(added.message);
    const lucia = { id: added.memberId, email: "lucia@crews.example", role: "member" as const };
    const sentTo = (kind: string) =>
      getDb()
        .selectFrom("email_outbox")
        .select(["subject", "text", "html"])
        .where("to", "=", lucia.email)
        .where("kind", "=", kind)
        .execute();
    const [invitation] = await sentTo("team_invitation");
    expect(invitation.subject).toBe("Sparkle Crews le agregó a su equipo en Porchlight");
    expect(invitation.html).toContain('lang="es"');
    expect(invitation.text).toMatch(/\/sign-in\/link\?token=[\w-]{43}&lang=es/);

    // The only one who washes windows: the job is hers, and she is told in Spanish; its customer in English.
    const windows = (await getActiveService(otherServiceId))!;
    const booked = await bookAsCustomer(windows, { name: "Pat Window", date: TUESDAY, time: "08:00", now: NOW });
    expect(booked.ok).toBe(true);
    const [job] = await sentTo("member_job");
    expect(job.subject).toBe("Trabajo nuevo para usted: Window Washing el martes, 8 de enero de 2030");
    expect(job.text).toContain("Sparkle Crews le asignó Window Washing de Pat Window.");

    const page = await memberJobsPage(lucia, NOW, "es");
    expect(page.later.map((row) => row.when)).toEqual(["martes, 8 de enero de 2030, de 8:00 a. m. a 9:00 a. m. (CST)"]);

    // The owner's list in Spanish: the job's time, who it can go to and how busy they are, in Spanish.
    const listed = await providerBookings(
      owner.id,
      { upcoming: parsePageRequest(new URLSearchParams(), 50, "upcoming"), past: parsePageRequest(new URLSearchParams(), 50, "past") },
      NOW,
      {},
      "es",
    );
    expect(listed.people[0]).toMatchObject({ name: "Usted" });
    const windowsJob = listed.upcoming.rows.find((row) => row.customerName === "Pat Window")!;
    expect(windowsJob.when).toBe("martes, 8 de enero de 2030, de 8:00 a. m. a 9:00 a. m. (CST)");
  });
});
