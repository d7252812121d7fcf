import http from "node:http";
import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // The feeds below are served on 127.0.0.1, which only this setting lets the product read.
  process.env.CALENDAR_FETCH_PRIVATE_HOSTS = "127.0.0.1";
});

import { budgetReason } from "~/domain/schedule/busy-calendars";
import { readInEnglish } from "../support/english";
import { getDb } from "~/lib/db.server";
import { isolatedLoad, runIsolatedModule } from "~/lib/isolated/run.server";
import { createUser } from "~/models/user.server";
import { addBusyCalendar, busyCalendarsOf, syncDueBusyCalendars } from "~/services/portal/index.server";
import type { SignedInUser } from "~/services/support/access.server";

/**
 * Outside data never takes Porchlight down (decision 0039), on both engines: the two calendars that
 * did, and generated hostile ones, are read in a worker thread while this thread keeps answering
 * within a second and its heap does not grow; each ends with its reason in its owner's words, and
 * nothing is read in a loop.
 */

// Monday 2030-01-07, 09:00 in Austin (CST).
const NOW = new Date("2030-01-07T15:00:00Z");
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const calendars = new Map<string, string>();
let feeds: http.Server;
let probe: http.Server;
let base: string;
let probeUrl: string;

function calendarWith(events: readonly string[]) {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Hostile//EN", ...events, "END:VCALENDAR"].join("\r\n");
}

const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, "").slice(0, 15) + "Z";

/** 40,000 plain half-hour events in the next 14 days, 3.6 MB: under the 5 MB limit. */
function busyFortyThousand() {
  const events: string[] = [];
  for (let i = 0; i < 40_000; i++) {
    const start = NOW.getTime() + (i % 14) * 86_400_000 + (i % 20) * 1_800_000;
    events.push(`BEGIN:VEVENT\r\nUID:e${i}@x\r\nDTSTART:${stamp(start)}\r\nDTEND:${stamp(start + 1_800_000)}\r\nEND:VEVENT`);
  }
  return calendarWith(events);
}

/** A hundred rules repeating every second since 1970: 9 KB. */
function everySecondSince1970() {
  return calendarWith(
    Array.from(
      { length: 100 },
      (_, i) => `BEGIN:VEVENT\r\nUID:s${i}@x\r\nDTSTART:19700101T000000Z\r\nDTEND:19700101T000001Z\r\nRRULE:FREQ=SECONDLY\r\nEND:VEVENT`,
    ),
  );
}

beforeAll(async () => {
  feeds = http.createServer((request, response) => {
    const body = calendars.get(request.url ?? "");
    if (body === undefined) return void response.writeHead(404).end();
    response.writeHead(200, { "Content-Type": "text/calendar" }).end(body);
  });
  // What a request to the server meets while a calendar is read: an answer from this thread.
  probe = http.createServer((_request, response) => response.end("ok"));
  await Promise.all([
    new Promise<void>((resolve) => feeds.listen(0, "127.0.0.1", resolve)),
    new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve)),
  ]);
  base = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  probeUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/healthz`;
  calendars.set("/forty-thousand.ics", busyFortyThousand());
  calendars.set("/every-second.ics", everySecondSince1970());
});

afterAll(async () => {
  await Promise.all([
    new Promise<void>((resolve) => feeds.close(() => resolve())),
    new Promise<void>((resolve) => probe.close(() => resolve())),
  ]);
});

/**
 * Runs `work` while measuring this thread: the longest it was kept from its event loop, the
 * slowest answer to a request sent every 100 ms, and how far its heap grew.
 */
async function watched<T>(work: () => Promise<T>) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  const answers: number[] = [];
  let running = true;
  const asking = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(probeUrl)).text();
      answers.push(performance.now() - started);
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  delay.enable();
  try {
    const result = await work();
    return {
      result,
      longestStallMs: delay.max / 1e6,
      slowestAnswerMs: Math.max(0, ...answers),
      answers: answers.length,
      heapGrowthMb: (heapPeak - heapBefore) / 1e6,
    };
  } finally {
    delay.disable();
    running = false;
    await asking;
  }
}

async function provider(email: string): Promise<SignedInUser> {
  const user = await createUser(getDb(), { email, password: "hostile-pass-1234", role: "provider" });
  return { ...user, role: "provider" };
}

const calendarsOf = (personUserId: string) =>
  getDb().selectFrom("busy_calendars").selectAll().where("person_user_id", "=", personUserId).execute();

describe("the two calendars that took the server down", () => {
  it("refuses 40,000 events in the next 14 days in words, keeps nothing, and this thread answers throughout", async () => {
    const owner = await provider("forty-thousand@example.com");
    const watch = await watched(() => addBusyCalendar(owner, { calendar_url: `${base}/forty-thousand.ics` }, NOW));
    expect(readInEnglish(watch.result)).toMatchObject({
      ok: false,
      field: "calendar_url",
      message: "We could not read that calendar: This calendar has more than 5,000 events in the next 14 days.",
    });
    expect(await calendarsOf(owner.id)).toEqual([]);
    expect(watch.longestStallMs).toBeLessThan(1_000);
    expect(watch.slowestAnswerMs).toBeLessThan(1_000);
    // The 3.6 MB file and what parsing it builds live in the worker: parsed here it needed more than the production heap (128 MB).
    expect(watch.heapGrowthMb).toBeLessThan(32);
  });

  it("refuses a hundred every-second rules from 1970 within seconds, and this thread answers throughout", async () => {
    const owner = await provider("every-second@example.com");
    const watch = await watched(() => addBusyCalendar(owner, { calendar_url: `${base}/every-second.ics` }, NOW));
    expect(readInEnglish(watch.result)).toMatchObject({
      ok: false,
      message: `We could not read that calendar: ${readInEnglish(budgetReason("repeats"))}`,
    });
    expect(watch.answers).toBeGreaterThan(0);
    expect(watch.longestStallMs).toBeLessThan(1_000);
    expect(watch.slowestAnswerMs).toBeLessThan(1_000);
  });

  it("marks a calendar that turned hostile as failing with its reason, keeps its busy times, and never reads it in a loop", async () => {
    const owner = await provider("turned-hostile@example.com");
    const dentist = "BEGIN:VEVENT\r\nUID:d@x\r\nDTSTART:20300108T160000Z\r\nDTEND:20300108T170000Z\r\nEND:VEVENT";
    calendars.set("/turns.ics", calendarWith([dentist]));
    expect(await addBusyCalendar(owner, { calendar_url: `${base}/turns.ics` }, NOW)).toEqual({ ok: true, events: 1 });
    calendars.set("/turns.ics", calendars.get("/forty-thousand.ics")!);
    const cellsOf = async () =>
      (await getDb().selectFrom("busy_calendar_cells").select("cell").where("person_user_id", "=", owner.id).execute()).length;
    const before = await cellsOf();

    const reads: number[] = [];
    // Every minute for four hours, as the scheduler would: three reads, then it waits for its owner.
    for (let minute = 10; minute <= 240; minute++) {
      const taken = await syncDueBusyCalendars(minutes(minute));
      if (taken > 0) reads.push(minute);
    }
    expect(reads).toEqual([10, 19, 48]);
    expect(await cellsOf()).toBe(before);
    const [calendar] = (await busyCalendarsOf(owner)).calendars;
    expect(calendar.status).toMatchObject({ failing: true, stopped: true });
    expect(calendar.status.text).toContain("This calendar has more than 5,000 events in the next 14 days.");
    expect(calendar.status.text).toContain("Fix the calendar or its address, then choose Try again.");
  });
});

describe("work in a worker of its own", () => {
  const hostile = new URL("../support/hostile-task.ts", import.meta.url).href;

  it("ends a task that runs out of its memory, and one that never stops, and the thread that asked carries on", async () => {
    const watch = await watched(async () => [
      await runIsolatedModule(hostile, { kind: "allocate" }, { timeoutMs: 10_000, heapMb: 32 }),
      await runIsolatedModule(hostile, { kind: "spin" }, { timeoutMs: 1_500, heapMb: 32 }),
      await runIsolatedModule(hostile, { kind: "echo", value: [1, 2, 3] }, { timeoutMs: 5_000, heapMb: 32 }),
    ]);
    expect(watch.result).toEqual([
      { ok: false, failure: "memory" },
      { ok: false, failure: "timeout" },
      { ok: true, value: [1, 2, 3] },
    ]);
    expect(watch.longestStallMs).toBeLessThan(1_000);
    expect(isolatedLoad()).toEqual({ running: 0, waiting: 0 });
  });

  it("runs two at once and queues the rest, within bounds", async () => {
    const spins = Array.from({ length: 4 }, () => runIsolatedModule(hostile, { kind: "spin" }, { timeoutMs: 600, heapMb: 16 }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isolatedLoad()).toEqual({ running: 2, waiting: 2 });
    expect((await Promise.all(spins)).map((result) => result.ok)).toEqual([false, false, false, false]);
    expect(isolatedLoad()).toEqual({ running: 0, waiting: 0 });
  });
});

/** Calendars made to hurt: sizes, nesting, rules and zones no calendar program writes. */
const ZONES = [
  "America/Chicago",
  "Central Standard Time",
  "Customized Time Zone",
  "Mars/Olympus_Mons",
  "(UTC+14:00) Kiritimati Island",
  '"(UTC-06:00) Central Time (US & Canada)"',
  "",
  "x".repeat(300),
];
const RULES = [
  "FREQ=SECONDLY",
  "FREQ=MINUTELY;INTERVAL=1",
  "FREQ=HOURLY;COUNT=100000000",
  "FREQ=DAILY",
  "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU",
  "FREQ=MONTHLY;BYMONTHDAY=31;BYMONTH=2",
  "FREQ=YEARLY;BYWEEKNO=53;BYDAY=5MO",
  "FREQ=YEARLY;BYYEARDAY=366;BYSETPOS=-1",
  "FREQ=MONTHLY;BYDAY=-5FR;BYSETPOS=1,2,3,-1",
  "FREQ=DAILY;UNTIL=99991231T000000Z;INTERVAL=1000",
  "FREQ=NONSENSE;BYMONTH=13",
];
const hostileEvent = fc.record({
  year: fc.integer({ min: 1900, max: 2100 }),
  zone: fc.constantFrom(...ZONES),
  rule: fc.option(fc.constantFrom(...RULES), { nil: undefined }),
  nesting: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 0, max: 2 }) }, { weight: 1, arbitrary: fc.integer({ min: 3, max: 40 }) }),
  copies: fc.oneof(
    { weight: 5, arbitrary: fc.integer({ min: 1, max: 40 }) },
    { weight: 1, arbitrary: fc.integer({ min: 500, max: 3_000 }) },
  ),
  junk: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
});
const hostileCalendar = fc.record({
  events: fc.array(hostileEvent, { minLength: 0, maxLength: 8 }),
  closed: fc.oneof({ weight: 6, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  vtimezone: fc.boolean(),
});

type HostileEvent = typeof hostileEvent extends fc.Arbitrary<infer T> ? T : never;

function render(spec: HostileEvent, index: number): string {
  const lines: string[] = [];
  for (let copy = 0; copy < spec.copies; copy++) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:h${index}-${copy}@x`,
      `DTSTART;TZID=${spec.zone}:${String(spec.year).padStart(4, "0")}0107T090000`,
      `DTEND;TZID=${spec.zone}:${String(spec.year).padStart(4, "0")}0107T093000`,
      ...(spec.rule ? [`RRULE:${spec.rule}`] : []),
      ...Array(spec.nesting).fill("BEGIN:VALARM"),
      ...Array(spec.nesting).fill("END:VALARM"),
      ...(spec.junk !== undefined ? [`X-JUNK:${spec.junk.replace(/[\r\n]/g, " ")}`] : []),
      "END:VEVENT",
    );
  }
  return lines.join("\r\n");
}

const READ_MESSAGES = new Set<string>([
  ...(["events", "repeats", "time", "memory", "crashed", "busy"] as const).map((breach) => readInEnglish(budgetReason(breach))),
  "This address did not give a calendar (an iCalendar .ics file).",
  "Its events are nested too deeply to be a calendar.",
  "One of its events could not be read: its times or its rule are not written as calendars write them.",
  "The calendar is larger than 5 MB.",
]);

describe("calendars generated to be hostile", () => {
  it("each ends read or refused with its reason, while this thread answers within a second and its heap holds", async () => {
    const owner = await provider("generated-hostile@example.com");
    let run = 0;
    await fc.assert(
      fc.asyncProperty(hostileCalendar, async (spec) => {
        const path = `/generated-${run++}.ics`;
        const events = spec.events.map(render);
        const text = [
          "BEGIN:VCALENDAR",
          "VERSION:2.0",
          ...(spec.vtimezone
            ? ["BEGIN:VTIMEZONE", "TZID:Mars/Olympus_Mons", "BEGIN:STANDARD", "TZOFFSETFROM:+9999", "END:STANDARD", "END:VTIMEZONE"]
            : []),
          ...events,
          ...(spec.closed ? ["END:VCALENDAR"] : []),
        ].join("\r\n");
        calendars.set(path, text);
        const watch = await watched(() => addBusyCalendar(owner, { calendar_url: `${base}${path}` }, NOW));
        calendars.delete(path);
        if (watch.result.ok) {
          const [added] = await calendarsOf(owner.id);
          await getDb().deleteFrom("busy_calendars").where("id", "=", added.id).execute();
        } else {
          const reason = readInEnglish(watch.result.message).replace(/^We could not read that calendar: /, "");
          expect(READ_MESSAGES).toContain(reason);
          expect(await calendarsOf(owner.id)).toEqual([]);
        }
        expect(watch.longestStallMs).toBeLessThan(1_000);
        expect(watch.slowestAnswerMs).toBeLessThan(1_000);
        expect(watch.heapGrowthMb).toBeLessThan(32);
      }),
      { numRuns: 24, seed: Number(process.env.CALENDAR_SEED ?? 51) },
    );
  }, 300_000);
});
