import { inEnglish } from "#tests/support/requests";
import { spawn } from "node:child_process";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { bookingToken, idToken, openBookingLink, openWaitlistLink } from "~/lib/signed-links.server";
import { getActiveService } from "~/models/service.server";
import { cancelBookingAsCustomer, slotsForService, slotsTellingHoldsForService } from "~/services/booking/index.server";
import {
  bookWaitlistOffer,
  declineWaitlistOffer,
  joinWaitlist,
  leaveWaitlist,
  providerWaitlist,
  sweepWaitlists,
  switchWaitlist,
  waitlistEntryPage,
} from "~/services/waitlist/index.server";
import type { SignedInUser } from "~/services/support/access.server";
import { windowField } from "~/domain/waitlist/waitlist";
import { createTestProvider, createTestTile } from "../support/factories";
import { bookAsCustomer, emailOfName } from "../support/bookings";
import { STANDARD_HOURS } from "~/domain/schedule/availability";
import {
  addDaysOff,
  addTeamMember,
  removeDayOff,
  saveTeamSettings,
  saveWeeklySchedule,
  schedulePage,
} from "~/services/portal/index.server";

/**
 * The waitlist (issue 36; decision 0033), on both engines: freed time goes to the first entry
 * whose window fits, held for that customer alone in the database, passed on when not taken,
 * and never booked twice, whatever races it.
 */

// Monday 2030-01-07, 09:00 in Austin (CST); Tuesday's 10:00 is 25 hours away.
const NOW = new Date("2030-01-07T15:00:00Z");
const TUESDAY = "2030-01-08";
const MINUTE = 60_000;

let provider: SignedInUser;
let serviceId: string;
let ip = 0;

const service = async () => (await getActiveService(serviceId))!;
const emailOf = emailOfName;

const book = async (name: string, time = "10:00", date = TUESDAY, now = NOW) => bookAsCustomer(await service(), { name, date, time, now });

/** Joins with one window: Tuesday, starts from 10:00 to 10:30 (the 10:00 start alone). */
async function join(
  name: string,
  window: Record<string, string> = { from: TUESDAY, part: "between", start: "10:00", end: "10:30" },
  now = NOW,
) {
  ip += 1;
  const outcome = await joinWaitlist({
    serviceId,
    form: { customer_name: name, customer_email: emailOf(name), customer_phone: "(512) 555-0142" },
    windows: [window],
    honeypot: "ok",
    ip: `203.0.113.${ip}`,
    now,
  });
  if (!outcome.ok) throw new Error(outcome.message);
  const id = /\/waitlist\/([^?]+)/.exec(outcome.path)![1];
  return openWaitlistLink(id, idToken("waitlist", id))!;
}

const offersOf = (serviceIdOf = serviceId) =>
  getDb()
    .selectFrom("waitlist_offers as o")
    .innerJoin("waitlist_entries as e", "e.id", "o.entry_id")
    .select(["o.id", "e.customer_name", "o.status", "o.preferred_time", "o.expires_at", "o.offered_at", "o.booking_id"])
    .where("o.service_id", "=", serviceIdOf)
    .orderBy("o.offered_at")
    .orderBy("e.joined_at")
    .execute();
const holds = () => getDb().selectFrom("waitlist_holds").select(["cell", "offer_id"]).execute();
const mailTo = (name: string) =>
  getDb().selectFrom("email_outbox").select(["subject", "text", "kind"]).where("to", "=", emailOf(name)).orderBy("created_at").execute();
const cancel = (bookingId: string, now = NOW) =>
  cancelBookingAsCustomer({ link: openBookingLink(bookingId, bookingToken(bookingId))!, origin: "http://localhost:3000", now });

beforeAll(async () => {
  provider = { ...(await createTestProvider("waitlist-owner@example.com")), role: "provider" } as SignedInUser;
  serviceId = await createTestTile({
    zipCode: "78701",
    providerUserId: provider.id,
    serviceName: "House Cleaning",
    businessName: "Sparkle Homes",
    durationMinutes: 60,
  });
});

describe("the waitlist", () => {
  it("offers a cancelled start to the first in line, passes it on when it lapses or is declined, and the third books it", async () => {
    const zed = await book("Zed Early");
    expect(zed.ok).toBe(true);
    if (!zed.ok) return;
    const amy = await join("Amy Adams");
    const bo = await join("Bo Brown");
    const cy = await join("Cy Chan");
    // Nothing is free in their window yet: nobody is offered anything.
    expect(await offersOf()).toEqual([]);
    const page = await waitlistEntryPage(bo, NOW);
    expect(page?.entry.place).toBe("You are 2nd of 3 people waiting for some of these times.");
    expect((await mailTo("Bo Brown")).map((mail) => mail.subject)).toEqual(["You're on the waitlist for House Cleaning"]);

    // Zed cancels: the start is offered at once to Amy, who joined first, and held for her.
    expect((await cancel(zed.id)).ok).toBe(true);
    expect(await offersOf()).toMatchObject([{ customer_name: "Amy Adams", status: "open", preferred_time: "10:00" }]);
    const [offer] = await offersOf();
    expect(new Date(offer.expires_at).getTime() - NOW.getTime()).toBe(30 * MINUTE);
    expect((await holds()).length).toBe(2); // the hour's two cells
    expect((await mailTo("Amy Adams")).at(-1)?.subject).toMatch(/^A time opened up: House Cleaning, Tuesday, January 8, 2030, 10:00 AM/);
    // The public sees it taken, and a booking racing for it loses to the hold.
    expect((await slotsForService(await service(), TUESDAY, NOW)).slots.find((slot) => slot.time === "10:00")?.status).toBe("booked");
    // The business's own scheduling tells the hold apart from a booking.
    const scheduling = (await slotsTellingHoldsForService(await service(), TUESDAY, NOW)).slots;
    expect(scheduling.find((slot) => slot.time === "10:00")?.status).toBe("held");
    expect(scheduling.find((slot) => slot.time === "11:00")?.status).toBe("free");
    expect(await book("Pat Public", "10:00", TUESDAY, new Date(NOW.getTime() + MINUTE))).toMatchObject({ ok: false, status: 409 });
    // Amy's page shows the offer with the booking's terms.
    expect((await waitlistEntryPage(amy, NOW))?.offer).toMatchObject({ time: "10:00 AM CST", holdUntil: "Jan 7, 2030, 9:30 AM CST" });

    // Amy lets it lapse: the sweep passes it to Bo. It was the only start Amy's window holds, so
    // her entry ends (she is told so, not that she stays on the list) and counts in no one's place.
    const later = new Date(NOW.getTime() + 31 * MINUTE);
    expect(await sweepWaitlists(later)).toEqual({ lapsedOffers: 1, offered: 1 });
    expect((await offersOf()).map((row) => [row.customer_name, row.status])).toEqual([
      ["Amy Adams", "lapsed"],
      ["Bo Brown", "open"],
    ]);
    const passed = (await mailTo("Amy Adams")).at(-1)!;
    expect(passed.kind).toBe("waitlist_offer_passed");
    expect(passed.text).toContain("was not booked in time, so it goes to the next person waiting for it.");
    expect(passed.text).toContain("It was the only time your waitlist entry asked for, so the entry has ended.");
    expect(passed.text).not.toContain("You stay on the waitlist");
    expect((await waitlistEntryPage(amy, later))?.entry.status).toBe("lapsed");
    expect((await waitlistEntryPage(cy, later))?.entry.place).toBe("You are 2nd of 2 people waiting for some of these times.");
    // Too late for Amy: she has no offer to book.
    expect(await bookWaitlistOffer({ link: amy, form: {}, ip: "203.0.113.90", now: later })).toMatchObject({ ok: false, status: 409 });

    // Bo passes it on: Cy is offered it; Bo's entry, too, had no other start.
    expect(await declineWaitlistOffer(bo, later)).toEqual({ ok: true, ended: true });
    expect((await offersOf()).map((row) => [row.customer_name, row.status])).toEqual([
      ["Amy Adams", "lapsed"],
      ["Bo Brown", "declined"],
      ["Cy Chan", "open"],
    ]);

    // Cy books it in one step: the hold becomes the booking's claim, and the provider is told.
    const booked = await bookWaitlistOffer({
      link: cy,
      form: { service_address: "500 E 7th St, Austin, TX 78701" },
      ip: "203.0.113.91",
      now: later,
    });
    expect(booked).toMatchObject({ ok: true, payment: null });
    expect(await holds()).toEqual([]);
    const booking = await getDb()
      .selectFrom("bookings")
      .select(["customer_name", "status", "preferred_time", "id"])
      .where("customer_email", "=", emailOf("Cy Chan"))
      .executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ customer_name: "Cy Chan", status: "confirmed", preferred_time: "10:00" });
    expect((await offersOf()).at(-1)).toMatchObject({ status: "taken", booking_id: booking.id });
    expect((await waitlistEntryPage(cy, later))?.entry).toMatchObject({ status: "booked" });
    // The provider hears of it once: the booking's own notice.
    const notices = await getDb()
      .selectFrom("email_outbox")
      .select("kind")
      .where((eb) => eb.or([eb("booking_id", "=", booking.id), eb("to", "=", "waitlist-owner@example.com")]))
      .where("kind", "in", ["booking_provider_notice", "waitlist_booked"])
      .execute();
    expect(notices.map((notice) => notice.kind)).toEqual(["booking_provider_notice"]);

    // Nothing is left to offer, and nobody is left waiting for it.
    expect(await sweepWaitlists(later)).toEqual({ lapsedOffers: 0, offered: 0 });
    expect((await waitlistEntryPage(bo, later))?.entry.status).toBe("lapsed");
    for (const link of [amy, bo]) expect(await leaveWaitlist(link, later)).toMatchObject({ ok: false });
  });

  it("tells a customer whose offer lapsed with nobody else waiting that the time is everyone's again, and that they stay on the list", async () => {
    // Wednesday: the offers of Tuesday are the provider's list in the test after.
    const taken = await book("Ivy Ink", "15:00", "2030-01-09");
    if (!taken.ok) throw new Error(taken.message);
    const jo = await join("Jo Jay", { from: "2030-01-09", part: "between", start: "15:00", end: "16:30" });
    expect((await cancel(taken.id)).ok).toBe(true);
    await sweepWaitlists(new Date(NOW.getTime() + 31 * MINUTE));
    const passed = (await mailTo("Jo Jay")).find((mail) => mail.kind === "waitlist_offer_passed")!;
    expect(passed.text).toContain("was not booked in time, so it is open to everyone again. You stay on the waitlist for other times.");
    expect((await waitlistEntryPage(jo, NOW))?.entry.status).toBe("waiting");
    expect((await leaveWaitlist(jo, NOW)).ok).toBe(true);
  });

  it("refuses a window of which only a part of today that has passed is left: 'Morning' at 3 PM", async () => {
    const threePm = new Date("2030-01-07T21:00:00Z");
    const refused = await joinWaitlist({
      serviceId,
      form: { customer_name: "Kit Late", customer_email: emailOf("Kit Late"), customer_phone: "(512) 555-0142" },
      windows: [{ from: "2030-01-07", part: "morning" }],
      honeypot: "ok",
      ip: "203.0.113.202",
      now: threePm,
    });
    expect({ ...refused, fieldErrors: inEnglish((refused as { fieldErrors?: Record<string, string[]> }).fieldErrors) }).toMatchObject({
      ok: false,
      fieldErrors: { [windowField(1, "part")]: ["That part of today has already passed. Please choose a later time or another day."] },
    });
  });

  it("never offers one customer two starts at once, nor the same start twice, and gives the time back to the public when nobody is left", async () => {
    const first = await book("Dee Day", "13:00");
    const second = await book("Eli Eve", "14:00");
    if (!first.ok || !second.ok) throw new Error("booked");
    const afternoon = { from: TUESDAY, part: "between", start: "13:00", end: "15:00" };
    const fay = await join("Fay Fox", afternoon);
    expect((await cancel(first.id)).ok).toBe(true);
    expect((await cancel(second.id)).ok).toBe(true);
    // Fay holds one offer; the time it does not cover stays public.
    const open = (await offersOf()).filter((row) => row.status === "open");
    expect(open.map((row) => [row.customer_name, row.preferred_time])).toEqual([["Fay Fox", "13:00"]]);
    expect((await slotsForService(await service(), TUESDAY, NOW)).slots.find((slot) => slot.time === "14:00")?.status).toBe("free");
    // She passes on 13:00: she is offered the next start, never 13:00 again.
    expect((await declineWaitlistOffer(fay, NOW)).ok).toBe(true);
    expect((await offersOf()).filter((row) => row.customer_name === "Fay Fox").map((row) => [row.preferred_time, row.status])).toEqual([
      ["13:00", "declined"],
      ["13:30", "open"],
    ]);
    // She leaves: her offer is withdrawn and the time is everyone's again.
    expect((await leaveWaitlist(fay, NOW)).ok).toBe(true);
    expect(await holds()).toEqual([]);
    const slots = (await slotsForService(await service(), TUESDAY, NOW)).slots;
    expect(slots.filter((slot) => ["13:00", "14:00"].includes(slot.time)).map((slot) => slot.status)).toEqual(["free", "free"]);
  });

  it("checks the windows beside their fields, lapses an entry after its last window, and lets the provider close and list it", async () => {
    const refused = await joinWaitlist({
      serviceId,
      form: { customer_name: "Gus Gray", customer_email: emailOf("Gus Gray"), customer_phone: "(512) 555-0142" },
      windows: [
        { from: "2030-01-09", to: "2030-01-08" },
        { part: "between", from: "2030-01-09", start: "15:00", end: "14:00" },
      ],
      honeypot: "ok",
      ip: "203.0.113.200",
      now: NOW,
    });
    expect({ ...refused, fieldErrors: inEnglish((refused as { fieldErrors?: Record<string, string[]> }).fieldErrors) }).toMatchObject({
      ok: false,
      fieldErrors: {
        [windowField(1, "to")]: ["The last day must be on or after the first day."],
        [windowField(2, "end")]: ["The end time must be after the start time."],
      },
    });
    const gus = await join("Gus Gray", { from: "2030-01-09", part: "evening" });
    const listed = await providerWaitlist(provider, { date: TUESDAY, now: NOW });
    expect(listed.services[0]).toMatchObject({ waitlistOn: true, waiting: 1 });
    expect(listed.services[0].entries[0]).toMatchObject({ name: "Gus Gray", windows: ["Jan 9, 2030, evenings"] });
    expect(listed.offers.map((offer) => offer.status)).toEqual(["lapsed", "declined", "taken", "declined", "withdrawn"]);
    // The same in Spanish: the customer's windows and the times in the page's language (issue 54).
    const spanish = await providerWaitlist(provider, { date: TUESDAY, now: NOW, language: "es" });
    expect(spanish.services[0].entries[0].windows).toEqual(["9 ene 2030, por las noches"]);
    expect(spanish.offers[0].time).toMatch(/ [ap]\. m\.$/);

    // Closed: nobody joins; open again.
    expect((await switchWaitlist(provider, { serviceId, on: false, now: NOW })).ok).toBe(true);
    expect(
      await joinWaitlist({
        serviceId,
        form: { customer_name: "Hal", customer_email: "hal@example.org", customer_phone: "(512) 555-0142" },
        windows: [{ from: TUESDAY }],
        honeypot: "ok",
        ip: "203.0.113.201",
        now: NOW,
      }),
    ).toMatchObject({ ok: false, status: 409 });
    expect((await switchWaitlist(provider, { serviceId, on: true, now: NOW })).ok).toBe(true);
    const stranger = { ...(await createTestProvider()), role: "provider" } as SignedInUser;
    expect(await switchWaitlist(stranger, { serviceId, on: false, now: NOW })).toMatchObject({ ok: false, status: 403 });

    // The day after its last window, the entry lapses.
    await sweepWaitlists(new Date("2030-01-10T07:00:00Z"));
    expect((await waitlistEntryPage(gus, NOW))?.entry.status).toBe("lapsed");
  });
});

describe("time freed by the schedule", () => {
  it("is offered at once when the hours widen or a day off is removed", async () => {
    const owner = await createTestProvider();
    const tile = await createTestTile({
      zipCode: "78701",
      providerUserId: owner.id,
      serviceName: "Lawn Care",
      businessName: "Green Yards",
      durationMinutes: 60,
    });
    const shortTuesdays = { ...STANDARD_HOURS, tuesday: { available: true, startTime: "08:00", endTime: "12:00" } };
    await saveWeeklySchedule(owner.id, { hours: shortTuesdays, bufferMinutes: 0 }, NOW);
    const off = await addDaysOff(owner.id, { startDate: "2030-01-09", endDate: "2030-01-09", note: null }, NOW);
    expect(off.outside).toBe(0);
    const waitFor = async (name: string, date: string) => {
      const outcome = await joinWaitlist({
        serviceId: tile,
        form: { customer_name: name, customer_email: emailOf(name), customer_phone: "(512) 555-0142" },
        windows: [{ from: date, part: "between", start: "15:00", end: "15:30" }],
        honeypot: "ok",
        ip: `203.0.113.${++ip}`,
        now: NOW,
      });
      expect(outcome.ok).toBe(true);
    };
    await waitFor("Olga Hours", TUESDAY);
    await waitFor("Pete Dayoff", "2030-01-09");
    expect(await offersOf(tile)).toEqual([]);
    await saveWeeklySchedule(owner.id, { hours: STANDARD_HOURS, bufferMinutes: 0 }, NOW);
    expect((await offersOf(tile)).map((row) => row.customer_name)).toEqual(["Olga Hours"]);
    const [dayOff] = (await schedulePage(owner.id)).timeOff;
    expect((await removeDayOff(owner.id, dayOff.id, NOW)).ok).toBe(true);
    expect((await offersOf(tile)).map((row) => row.customer_name)).toEqual(["Olga Hours", "Pete Dayoff"]);
  });
});

describe("a team's freed time", () => {
  it("holds the cells of the member who would do the job, and the booking made from the offer is theirs", async () => {
    const owner = { ...(await createTestProvider()), role: "provider" } as SignedInUser;
    const tile = await createTestTile({
      zipCode: "78701",
      providerUserId: owner.id,
      serviceName: "Roof Repair",
      businessName: "Top Roofs",
      durationMinutes: 60,
    });
    await saveTeamSettings(owner, { ownerTakesJobs: false, customersChoose: false });
    const added = await addTeamMember(
      owner,
      { name: "Rita Roofer", email: `rita-${owner.id.slice(0, 8)}@roofs.example`, service_ids: [tile] },
      NOW,
    );
    if (!added.ok) throw new Error(added.message);
    const card = (await getActiveService(tile))!;
    const first = await bookAsCustomer(card, { name: "Sam Slot", date: TUESDAY, time: "10:00", now: NOW });
    if (!first.ok) throw new Error(first.message);
    const tess = await joinWaitlist({
      serviceId: tile,
      form: { customer_name: "Tess Team", customer_email: emailOf("Tess Team"), customer_phone: "(512) 555-0142" },
      windows: [{ from: TUESDAY, part: "between", start: "10:00", end: "10:30" }],
      honeypot: "ok",
      ip: `203.0.113.${++ip}`,
      now: NOW,
    });
    if (!tess.ok) throw new Error(tess.message);
    expect((await cancel(first.id)).ok).toBe(true);
    const [offer] = await getDb().selectFrom("waitlist_offers").select(["id", "assigned_user_id"]).where("service_id", "=", tile).execute();
    expect(offer.assigned_user_id).toBe(added.memberId);
    const held = await getDb().selectFrom("waitlist_holds").select("person_user_id").where("offer_id", "=", offer.id).execute();
    expect(new Set(held.map((row) => row.person_user_id))).toEqual(new Set([added.memberId]));
    const id = /\/waitlist\/([^?]+)/.exec(tess.path)![1];
    const booked = await bookWaitlistOffer({
      link: openWaitlistLink(id, idToken("waitlist", id))!,
      form: {},
      ip: "203.0.113.92",
      now: NOW,
    });
    expect(booked.ok).toBe(true);
    const booking = await getDb()
      .selectFrom("bookings")
      .select("assigned_user_id")
      .where("customer_email", "=", emailOf("Tess Team"))
      .executeTakeFirstOrThrow();
    expect(booking.assigned_user_id).toBe(added.memberId);
  });
});

describe("two app machines freeing time at once", () => {
  /** A process of its own on this test's database (the file, or the libSQL server). */
  function machine(bookingId: string, startAt: number) {
    return new Promise<string>((resolve, reject) => {
      const child = spawn("npx", ["tsx", path.join("tests/support/waitlist-worker.ts"), bookingId, String(startAt), NOW.toISOString()], {
        cwd: path.resolve(__dirname, "../.."),
        env: { ...process.env, LOG_LEVEL: "silent" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let out = "";
      let err = "";
      child.stdout.on("data", (chunk) => (out += chunk));
      child.stderr.on("data", (chunk) => (err += chunk));
      child.on("exit", (code) => (code === 0 ? resolve(out.trim().split("\n").at(-1)!) : reject(new Error(`exit ${code}: ${err}`))));
    });
  }

  it("makes one offer per freed start, to different customers in the order they joined", async () => {
    const first = await book("Ivy Early", "09:00", "2030-01-09");
    const second = await book("Jon Early", "11:00", "2030-01-09");
    if (!first.ok || !second.ok) throw new Error("booked");
    // Four people wait for either start; each freed start goes to one of the first two.
    const names = ["Kai One", "Lu Two", "Mo Three", "Ned Four"];
    for (const name of names) {
      ip += 1;
      const joined = await joinWaitlist({
        serviceId,
        form: { customer_name: name, customer_email: emailOf(name), customer_phone: "(512) 555-0142" },
        windows: [
          { from: "2030-01-09", part: "between", start: "09:00", end: "09:30" },
          { from: "2030-01-09", part: "between", start: "11:00", end: "11:30" },
        ],
        honeypot: "ok",
        ip: `203.0.113.${ip}`,
        now: NOW,
      });
      expect(joined.ok).toBe(true);
    }
    expect((await offersOf()).filter((row) => names.includes(row.customer_name))).toEqual([]);
    const startAt = Date.now() + 4_000;
    const results = await Promise.all([machine(first.id, startAt), machine(second.id, startAt)]);
    expect(results.map((line) => JSON.parse(line).cancelled)).toEqual([true, true]);
    const offers = (await offersOf()).filter((row) => names.includes(row.customer_name) && row.status === "open");
    expect(offers.map((row) => row.customer_name).sort()).toEqual(["Kai One", "Lu Two"]);
    expect(new Set(offers.map((row) => row.preferred_time)).size).toBe(2);
    // Each offer holds its own hour: two cells each, none shared (the primary key would refuse it).
    const held = (await holds()).filter((row) => offers.some((offer) => offer.id === row.offer_id));
    expect(held.length).toBe(4);
  }, 60_000);
});
