/**
 * The benchmark's team rows (decision 0032), as their own process: 12 teams of 20 and 12 people
 * alone, each booked about twice a day for 30 days, then the slot engine timed in process for a
 * team's day, its picker's free days, and a list's "Available Now" and badges. Every job is at a
 * place of its own within 25 miles of downtown Austin and every customer asks from one, so the
 * engine judges travel between jobs (issue 58); the badges are timed with travel off too. Prints
 * its rows as JSON on the last line.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "porchlight-bench-team-"));
const database = path.join(scratch, "team.db");
process.env.DATABASE_URL = `file:${database}`;
process.env.LOG_LEVEL ??= "silent";

const { STANDARD_HOURS } = await import("../../app/domain/schedule/availability");
const { claimedCells } = await import("../../app/domain/schedule/slots");
const { addDaysToDate, instantOf, localClock } = await import("../../app/domain/time");
const { newId } = await import("../../app/domain/uuid");
const { getDb } = await import("../../app/lib/db.server");
const { migrateToLatest } = await import("../../app/lib/migrate.server");
const { claimCells, insertBooking } = await import("../../app/models/booking.server");
const { createServiceTile, getActiveService } = await import("../../app/models/service.server");
const { insertTeamMember } = await import("../../app/models/team.server");
const { saveProviderSchedule } = await import("../../app/models/provider-schedule.server");
const { availabilityBadges, availableNow, freeDaysForService, slotsForService } =
  await import("../../app/services/booking/availability.server");
const { badgeWordsOf } = await import("../../app/locales/discovery");
const { median, percentile } = await import("./support");
type Row = import("./table").Row;

const BUSINESSES = Number(process.env.BENCH_TEAM_BUSINESSES ?? 12);
const MEMBERS = Number(process.env.BENCH_TEAM_MEMBERS ?? 20);
const DAYS = 30;
const ZONE = "America/Chicago";
const TIMES = ["08:00", "09:00", "10:00", "11:00", "13:00", "14:00", "15:00", "16:00"];

let seed = 35;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
/** A place within about 25 miles of downtown Austin. */
const somewhere = () => ({ lat: 30.2672 + (random() - 0.5) * 0.7, lng: -97.7431 + (random() - 0.5) * 0.8 });

async function person(db: ReturnType<typeof getDb>, label: string) {
  const id = newId();
  await db
    .insertInto("users")
    .values({ id, email: `${label}-${id.slice(0, 8)}@bench.test`, password_hash: "scrypt$1$1$1$AA==$AA==" })
    .execute();
  await db
    .insertInto("profiles")
    .values({ user_id: id, email: `${label}@bench.test`, role: "provider" })
    .execute();
  return id;
}

/** About two 60-minute jobs a day for the next 30 days, claimed as the app claims them. */
async function bookDays(db: ReturnType<typeof getDb>, providerUserId: string, assignee: string, serviceId: string, today: string) {
  for (let day = 0; day < DAYS; day++) {
    const date = addDaysToDate(today, day);
    for (const time of [TIMES[Math.floor(random() * 4)], TIMES[4 + Math.floor(random() * 4)]]) {
      const id = newId();
      await insertBooking(db, {
        id,
        service_id: serviceId,
        provider_user_id: providerUserId,
        assigned_user_id: assignee,
        customer_id: null,
        customer_name: "Bench Customer",
        customer_email: "bench@example.test",
        customer_phone: "(512) 555-0100",
        service_type: "Cleaning",
        service_address: "1100 Congress Ave, Austin, TX 78701",
        ...(({ lat, lng }) => ({ service_lat: lat, service_lng: lng }))(somewhere()),
        preferred_date: date,
        preferred_time: time,
        time_zone: ZONE,
        duration_minutes: 60,
        starts_at: instantOf(date, time, ZONE).toISOString(),
        status: "confirmed",
        status_changed_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
      });
      await claimCells(db, {
        providerUserId: assignee,
        bookingId: id,
        cells: claimedCells(date, time, { timeZone: ZONE, durationMinutes: 60, bufferMinutes: 0 }),
      }).catch(() => undefined);
    }
  }
}

async function seedBusiness(db: ReturnType<typeof getDb>, team: boolean, today: string): Promise<string> {
  const owner = await person(db, team ? "team-owner" : "solo");
  const serviceId = await createServiceTile(db, {
    providerUserId: owner,
    serviceName: "Cleaning",
    businessName: team ? "Bench Crews" : "Bench Solo",
    ownerName: "Bench Owner",
    phone: "(512) 555-0100",
    email: "owner@bench.test",
    zipCode: "78701",
    planType: "community",
    category: "home-services",
    availability: STANDARD_HOURS,
    durationMinutes: 60,
  });
  if (!team) {
    await bookDays(db, owner, owner, serviceId, today);
    return serviceId;
  }
  await db.updateTable("provider_schedules").set({ owner_takes_jobs: 0 }).where("provider_user_id", "=", owner).execute();
  for (let i = 0; i < MEMBERS; i++) {
    const member = await person(db, `member-${i}`);
    await insertTeamMember(db, { userId: member, providerUserId: owner, name: `Member ${i}`, serviceIds: [serviceId] });
    await saveProviderSchedule(db, member, { hours: STANDARD_HOURS, bufferMinutes: 0 });
    await bookDays(db, owner, member, serviceId, today);
  }
  return serviceId;
}

async function timed(runs: number, work: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const began = performance.now();
    await work(i);
    times.push(performance.now() - began);
  }
  return times;
}

const rows: Row[] = [];
try {
  const db = getDb();
  await migrateToLatest(db);
  const now = new Date();
  const today = localClock(now, ZONE).date;
  const began = performance.now();
  const teamIds: string[] = [];
  const soloIds: string[] = [];
  for (let i = 0; i < BUSINESSES; i++) {
    teamIds.push(await seedBusiness(db, true, today));
    soloIds.push(await seedBusiness(db, false, today));
  }
  console.error(
    `# seeded ${BUSINESSES} teams of ${MEMBERS} and ${BUSINESSES} people alone in ${((performance.now() - began) / 1000).toFixed(0)} s`,
  );
  const teams = await Promise.all(teamIds.map(async (id) => (await getActiveService(id))!));
  const solos = await Promise.all(soloIds.map(async (id) => (await getActiveService(id))!));

  // Warm the statement caches and the JIT as a running server is.
  await timed(20, (i) => slotsForService(teams[0], addDaysToDate(today, 1 + (i % DAYS)), now));
  const places = Array.from({ length: 300 }, somewhere);
  const day = await timed(300, (i) =>
    slotsForService(teams[i % BUSINESSES], addDaysToDate(today, 1 + (i % (DAYS - 1))), now, { place: places[i] }),
  );
  rows.push({
    what: `a day's free times with travel, a team of ${MEMBERS} over a ${DAYS}-day picker (in process)`,
    value: `median ${median(day).toFixed(2)} ms, p95 ${percentile(day, 95).toFixed(2)} ms`,
    goal: "p95 ≤ 5 ms",
    met: percentile(day, 95) <= 5,
  });
  const days = await timed(100, (i) => freeDaysForService(teams[i % BUSINESSES], now, { place: places[i] }));
  rows.push({
    what: `the picker's days with free times, a team of ${MEMBERS} (in process)`,
    value: `median ${median(days).toFixed(2)} ms`,
    goal: "≤ 5 ms",
    met: median(days) <= 5,
  });
  const customer = places[0];
  const badges = (services: typeof teams) => availabilityBadges(services, now, badgeWordsOf("en"), customer);
  for (const [what, work] of [
    ["Available Now", (services: typeof teams) => availableNow(services, now, customer)],
    ["availability badges", badges],
  ] as const) {
    await timed(20, () => work(teams));
    const withTeams = median(await timed(200, () => work(teams)));
    const alone = median(await timed(200, () => work(solos)));
    rows.push({
      what: `the list's ${what} for ${BUSINESSES} teams of ${MEMBERS}, beside ${BUSINESSES} people alone (in process)`,
      value: `${withTeams.toFixed(2)} ms vs ${alone.toFixed(2)} ms`,
      goal: "teams ≤ 5 ms",
      met: withTeams <= 5,
    });
  }
  // The badges as before travel: the same lists with every business's travel off.
  await timed(20, () => badges(teams));
  const withTravel = median(await timed(200, () => badges([...teams, ...solos])));
  const off = (services: typeof teams) => services.map((service) => ({ ...service, travel: null }));
  await timed(20, () => badges(off(teams)));
  const withoutTravel = median(await timed(200, () => badges(off([...teams, ...solos]))));
  rows.push({
    what: `the list's badges with travel, against travel off (${BUSINESSES * 2} businesses, in process)`,
    value: `${withTravel.toFixed(2)} ms vs ${withoutTravel.toFixed(2)} ms`,
    goal: "within 20 %",
    met: withTravel <= withoutTravel * 1.2,
  });
  // The first list after a change (a booking raises the public data's version): its routes are read again.
  const afterChange: number[] = [];
  for (let i = 0; i < 100; i++) {
    await db
      .updateTable("public_data_version")
      .set((eb) => ({ version: eb("version", "+", 1) }))
      .where("id", "=", 1)
      .execute();
    afterChange.push(...(await timed(1, () => badges([...teams, ...solos]))));
  }
  rows.push({
    what: `the same badges just after a change, their routes read again (${BUSINESSES * 2} businesses, in process)`,
    value: `${median(afterChange).toFixed(2)} ms`,
    goal: "none: seen, the first visitor after a booking",
    met: null,
  });
  await db.destroy();
} finally {
  if (process.env.BENCH_KEEP === "1") console.error(`# kept ${database}`);
  else fs.rmSync(scratch, { recursive: true, force: true });
}
console.log(JSON.stringify(rows));
