import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, nextWeekday, postBooking, signIn, start, startMailService, waitFor, type Started } from "../../scripts/checks/support";
import { sealText } from "~/lib/sealed-text.server";
import { testEnvironment } from "../support/test-env";

/**
 * The compiled server as production runs it under WEB_CONCURRENCY=2 (decision 0048): a primary,
 * two web processes on one port and one background process, on one SQLite file. What one process
 * writes, the others see; a process that dies is replaced while the others answer; a background
 * process that dies leaves nothing sent twice.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
// This process seals a calendar's address as the server would: one secret for both.
const SECRET = process.env.SESSION_SECRET!;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "porchlight-processes-"));
const DB_FILE = path.join(scratch, "app.db");
let server: Started;
let base: string;
let metricsBase: string;
const METRICS_TOKEN = "processes-metrics-token-0123";
const ADMIN = { email: "owner@processes.example", password: "owner-password-123" };
let mail: Awaited<ReturnType<typeof startMailService>>;
let feeds: http.Server;
let feedBase: string;
let feedReads = 0;

type LogLine = { msg: string; process?: string; path?: string; pid?: number; role?: string };
const lines = (): LogLine[] =>
  server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
const pidsOf = (role: "web" | "background") => [
  ...new Set(
    lines()
      .filter((line) => line.msg === (role === "web" ? "Porchlight is listening" : "background process started"))
      .map((line) => Number(line.process!.split(":")[1])),
  ),
];
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A calendar whose rules repeat every second since 1970: it used to freeze every page for 14.5 s. */
const EVERY_SECOND = ["BEGIN:VCALENDAR", "VERSION:2.0"]
  .concat(
    Array.from(
      { length: 100 },
      (_, i) => `BEGIN:VEVENT\r\nUID:s${i}@x\r\nDTSTART:19700101T000000Z\r\nDTEND:19700101T000001Z\r\nRRULE:FREQ=SECONDLY\r\nEND:VEVENT`,
    ),
    ["END:VCALENDAR"],
  )
  .join("\r\n");

beforeAll(async () => {
  mail = await startMailService(300);
  feeds = http.createServer((_request, response) => {
    feedReads += 1;
    response.writeHead(200, { "Content-Type": "text/calendar" }).end(EVERY_SECOND);
  });
  await new Promise<void>((resolve) => feeds.listen(0, "127.0.0.1", resolve));
  feedBase = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const metricsPort = await freePort();
  metricsBase = `http://127.0.0.1:${metricsPort}`;
  server = start(process.execPath, ["build/server/index.js"], {
    cwd: ROOT,
    env: {
      ...testEnvironment(),
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: `file:${DB_FILE}`,
      SESSION_SECRET: SECRET,
      APP_URL: base,
      SEED_DEMO: "true",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_CONCURRENCY: "2",
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN,
      FORM_MIN_FILL_MS: "0",
      BOOKING_ATTEMPTS_PER_HOUR: "1000",
      RESEND_API_KEY: "re_processes_key",
      RESEND_BASE_URL: mail.url,
      LOG_LEVEL: "info",
      CALENDAR_FETCH_PRIVATE_HOSTS: "127.0.0.1",
    },
  });
  await waitFor(
    "two web processes and the background process",
    async () => (pidsOf("web").length === 2 && pidsOf("background").length === 1 ? true : undefined),
    120_000,
  );
});

afterAll(async () => {
  server.child.kill("SIGTERM");
  await server.exited;
  mail.close();
  await new Promise<void>((resolve) => feeds.close(() => resolve()));
  fs.rmSync(scratch, { recursive: true, force: true });
});

const PAGE = "/?zip=78701&category=home-services&q=Capital%20City";
const get = (url: string) => fetch(`${base}${url}`, { headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0" } });

const book = (serviceId: string, booking: { name: string; date: string; time: string }) => postBooking(base, serviceId, booking, SECRET);

async function serviceOnPage(): Promise<string> {
  const html = await (await get(PAGE)).text();
  const id = /\/service\/([0-9a-f-]{36})/.exec(html)?.[1];
  if (!id) throw new Error("no service on the list");
  return id;
}

describe("several web processes and a background process on one SQLite file", () => {
  it("answer from both web processes on one port", async () => {
    const before = lines().length;
    for (let i = 0; i < 20; i++) expect((await get("/healthz")).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answeredBy = new Set(
      lines()
        .slice(before)
        .filter((line) => line.msg === "request" && line.path === "/healthz")
        .map((line) => line.process),
    );
    expect([...answeredBy].sort()).toEqual(
      pidsOf("web")
        .map((pid) => `web:${pid}`)
        .sort(),
    );
  });

  it("are set up by a child that exits, so the primary never loads the database's code", async () => {
    // The admin account from ADMIN_EMAIL is ensured before any web process answers.
    expect(await signIn(base, "/admin?index", ADMIN.email, ADMIN.password)).toMatch(/=/);
    // A native addon, once loaded, stays mapped: the primary never had SQLite in it.
    const mapped = (pid: number) => fs.readFileSync(`/proc/${pid}/maps`, "utf8");
    expect(mapped(server.child.pid!)).not.toMatch(/better_sqlite3\.node/);
    expect(mapped(pidsOf("web")[0])).toMatch(/better_sqlite3\.node/);
  });

  it("count in /metrics what a scripted load sent to both, for the holder of the token only", async () => {
    const metrics = async () => {
      const response = await fetch(`${metricsBase}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(response.status).toBe(200);
      return response.text();
    };
    const count = (text: string, series: string) =>
      Number(new RegExp(`^${series.replace(/[{}"]/g, "\\$&")} (\\d+)$`, "m").exec(text)?.[1] ?? 0);
    const series = 'porchlight_http_requests_total{method="GET",route="/robots.txt",status="200"}';
    const before = count(await metrics(), series);
    const before_ = lines().length;
    for (let i = 0; i < 40; i++) expect((await get("/robots.txt")).status).toBe(200);
    const after = await metrics();
    expect(count(after, series) - before).toBe(40);
    // Both web processes answered some of the forty, and the sum counts them all.
    const answeredBy = new Set(
      lines()
        .slice(before_)
        .filter((line) => line.msg === "request" && line.path === "/robots.txt")
        .map((line) => line.process),
    );
    expect(answeredBy.size).toBe(2);
    // What only the background process knows, and the primary's own.
    expect(after).toMatch(/^porchlight_outbox_due\{outbox="email"\} \d+$/m);
    expect(after).toMatch(/^porchlight_job_round_duration_seconds_count\{job="scheduler.minute",outcome="done"\} [1-9]/m);
    expect(after).toMatch(/^porchlight_process_restarts_total\{role="web"\} 0$/m);
    expect(after).toMatch(/^porchlight_process_resident_memory_bytes \d+/m);

    expect((await fetch(`${metricsBase}/metrics`)).status).toBe(401);
    expect((await fetch(`${metricsBase}/metrics`, { headers: { Authorization: "Bearer not-the-token-at-all" } })).status).toBe(401);
    // Never on the public port.
    expect((await get("/metrics")).status).toBe(404);
  });

  it("answer /healthz within 1 s while the background process reads a hostile calendar", async () => {
    const db = new SQLite(DB_FILE);
    const provider = db.prepare("select provider_user_id as id from services limit 1").get() as { id: string };
    db.prepare("insert into busy_calendars (id, person_user_id, label, sealed_url, url_hint) values (?, ?, 'Hostile', ?, '127.0.0.1')").run(
      "6f1e3c4d-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
      provider.id,
      sealText(`${feedBase}/every-second.ics`, "busy-calendar-url"),
    );
    const read = waitFor(
      "the background process to give up on the calendar",
      async () => {
        const row = db.prepare("select failed_reads, last_error from busy_calendars where label = 'Hostile'").get() as {
          failed_reads: number;
          last_error: string | null;
        };
        return row.last_error ? row : undefined;
      },
      60_000,
    );
    const times: number[] = [];
    let finished = false;
    void read.finally(() => (finished = true));
    while (!finished) {
      const started = performance.now();
      expect((await get("/healthz")).status).toBe(200);
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const row = await read;
    db.close();
    expect(row.failed_reads).toBe(1);
    expect(times.length).toBeGreaterThan(10);
    expect(Math.max(...times)).toBeLessThan(1_000);
    expect(feedReads).toBeGreaterThanOrEqual(1);
  });

  it("make one booking of a dozen racing for one slot across the processes", async () => {
    const serviceId = await serviceOnPage();
    const date = nextWeekday();
    const statuses = await Promise.all(Array.from({ length: 12 }, (_, i) => book(serviceId, { name: `Racer ${i}`, date, time: "10:30" })));
    expect(statuses.filter((status) => status === 302)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
  });

  it("show a change made elsewhere on the next request to either process, whatever each had kept", async () => {
    // Both processes keep the page (the second request of each is a hit).
    const seen = [];
    for (let i = 0; i < 6; i++) seen.push((await get(PAGE)).headers.get("x-page-cache"));
    expect(seen).toContain("hit");
    const serviceId = await serviceOnPage();
    // Another process (this test's) renames the service: the public data version moves with it.
    const db = new SQLite(DB_FILE);
    db.prepare("update services set business_name = 'Renamed Across Processes' where id = ?").run(serviceId);
    db.close();
    for (let i = 0; i < 4; i++) expect(await (await get(PAGE)).text()).toContain("Renamed Across Processes");
  });

  it("replace a web process that dies while the other answers", async () => {
    const [victim, survivor] = pidsOf("web");
    process.kill(victim, "SIGKILL");
    await waitFor("the primary to notice", async () =>
      lines().some((line) => line.msg === "a process stopped; starting another" && line.pid === victim) ? true : undefined,
    );
    const statuses = await Promise.all(Array.from({ length: 10 }, () => get("/healthz").then((response) => response.status)));
    expect(statuses.every((status) => status === 200)).toBe(true);
    await waitFor("a new web process", async () => (pidsOf("web").filter(alive).length === 2 ? true : undefined), 30_000);
    expect(alive(survivor)).toBe(true);
    const metrics = await (await fetch(`${metricsBase}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(metrics).toMatch(/^porchlight_process_restarts_total\{role="web"\} 1$/m);
  });

  it("start the background process again after it dies, and send nothing twice", async () => {
    const serviceId = await serviceOnPage();
    const date = nextWeekday();
    const times = ["12:00", "13:00", "14:00", "15:00", "16:00"];
    for (const [i, time] of times.entries()) expect(await book(serviceId, { name: `Mail ${i}`, date, time })).toBe(302);
    // Killed while it sends (each e-mail takes the service 300 ms).
    await waitFor("the first e-mail to reach the service", async () => (mail.posts.size > 0 ? true : undefined));
    const [first] = pidsOf("background");
    process.kill(first, "SIGKILL");
    await waitFor(
      "another background process",
      async () => (pidsOf("background").filter(alive).length === 1 && !alive(first) ? true : undefined),
      30_000,
    );
    const db = new SQLite(DB_FILE, { readonly: true });
    const outbox = () =>
      db.prepare("select id, status, next_attempt_at, attempts, last_error, kind from email_outbox").all() as Array<{
        id: string;
        status: string;
        next_attempt_at: string;
      }>;
    // What the first one had claimed and not finished waits out its claim (5 minutes) and goes
    // again under the same idempotency key; everything else is sent by the new one.
    // Reminders wait for their day; a claim holds a row 5 minutes.
    const claimed = (rows: ReturnType<typeof outbox>) =>
      rows.filter((row) => row.status === "queued" && Date.parse(row.next_attempt_at) <= Date.now() + 5 * 60_000);
    const rows = await waitFor(
      "every e-mail sent, but what the first process had claimed",
      async () => {
        const all = outbox();
        const due = all.filter((row) => row.status === "queued" && Date.parse(row.next_attempt_at) <= Date.now());
        return due.length === 0 && claimed(all).length <= 1 ? all : undefined;
      },
      60_000,
    );
    db.close();
    const sent = rows.filter((row) => row.status === "sent");
    const claimedAtTheKill = claimed(rows);
    expect(sent.length).toBeGreaterThanOrEqual(5);
    expect(claimedAtTheKill.length, JSON.stringify(claimedAtTheKill)).toBeLessThanOrEqual(1);
    for (const row of sent) expect(mail.posts.get(`outbox-${row.id}`)).toBe(1);
    expect([...mail.posts.values()].every((count) => count === 1)).toBe(true);
  });
});
