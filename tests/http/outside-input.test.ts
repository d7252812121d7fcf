import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // The hostile calendars are served on 127.0.0.1, which only this setting lets the product read.
  process.env.CALENDAR_FETCH_PRIVATE_HOSTS = "127.0.0.1";
});

import { getDb } from "~/lib/db.server";
import { createUser } from "~/models/user.server";
import { startApp } from "../support/http-server";
import { signIn } from "./support/client";

/**
 * While a provider's calendar is read (issue 51; decision 0039), the real server keeps answering
 * everyone else: /healthz and a page, each within a second, for the two calendars that stopped it
 * (a hundred every-second rules froze every request for 14.5 s; 40,000 events ran its heap out).
 */

let app: Awaited<ReturnType<typeof startApp>>;
let feeds: http.Server;
let feedBase: string;
const NOW = Date.now();
const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, "").slice(0, 15) + "Z";
const calendar = (events: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", ...events, "END:VCALENDAR"].join("\r\n");
const CALENDARS: Record<string, string> = {
  "/every-second.ics": calendar(
    Array.from(
      { length: 100 },
      (_, i) => `BEGIN:VEVENT\r\nUID:s${i}@x\r\nDTSTART:19700101T000000Z\r\nDTEND:19700101T000001Z\r\nRRULE:FREQ=SECONDLY\r\nEND:VEVENT`,
    ),
  ),
  "/forty-thousand.ics": calendar(
    Array.from({ length: 40_000 }, (_, i) => {
      const start = NOW + 86_400_000 + (i % 14) * 86_400_000 + (i % 20) * 1_800_000;
      return `BEGIN:VEVENT\r\nUID:e${i}@x\r\nDTSTART:${stamp(start)}\r\nDTEND:${stamp(start + 1_800_000)}\r\nEND:VEVENT`;
    }),
  ),
};

beforeAll(async () => {
  app = await startApp();
  feeds = http.createServer((request, response) => {
    const body = CALENDARS[request.url ?? ""];
    if (!body) return void response.writeHead(404).end();
    response.writeHead(200, { "Content-Type": "text/calendar" }).end(body);
  });
  await new Promise<void>((resolve) => feeds.listen(0, "127.0.0.1", resolve));
  feedBase = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  await createUser(getDb(), { email: "hostile-feeds@example.com", password: "hostile-password", role: "provider" });
});

afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => feeds.close(() => resolve()));
});

/** Asks for /healthz and the home page, one after the other, until `done`; each answer's time. */
async function askWhile(done: Promise<unknown>) {
  const times: { path: string; ms: number; status: number }[] = [];
  let finished = false;
  void done.finally(() => (finished = true));
  while (!finished) {
    for (const path of ["/healthz", "/"]) {
      const started = performance.now();
      const response = await fetch(`${app.base}${path}`);
      await response.arrayBuffer();
      times.push({ path, ms: performance.now() - started, status: response.status });
    }
  }
  return times;
}

describe("a hostile calendar being read", () => {
  it.each(["/every-second.ics", "/forty-thousand.ics"])(
    "%s: the server answers /healthz and a page within 1 s throughout",
    async (file) => {
      const cookie = await signIn(app.base, "/provider?index", "hostile-feeds@example.com", "hostile-password");
      const adding = fetch(`${app.base}/provider/schedule`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: app.base, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "add-busy-calendar", calendar_url: `${feedBase}${file}`, calendar_label: "Hostile" }),
      });
      const [answer, times] = await Promise.all([
        adding.then(async (response) => ({ status: response.status, text: await response.text() })),
        askWhile(adding),
      ]);
      expect(answer.status).toBe(400);
      expect(answer.text).toContain("We could not read that calendar:");
      expect(times.length).toBeGreaterThanOrEqual(2);
      expect(times.every((time) => time.status === 200)).toBe(true);
      expect(Math.max(...times.map((time) => time.ms))).toBeLessThan(1_000);
    },
  );
});
