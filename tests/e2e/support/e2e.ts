import Database from "better-sqlite3";
import { test, type APIRequestContext, type APIResponse, type Page, type Route } from "@playwright/test";
import { addDaysToDate, localClock, weekdayOfDate } from "../../../app/domain/time";

/** Whether this run has JavaScript (each test runs in the "js" and the "no-js" project, @widths ones also on phones). */
export const hasJs = () => test.info().project.use.javaScriptEnabled !== false;

const RUN_WORDS: Record<string, string> = {
  js: "Script",
  "no-js": "Plain",
  "js-320": "Script Narrow",
  "no-js-320": "Plain Narrow",
};

/**
 * This run in words (names take no digits), so runs side by side never make the same customer,
 * and a retry never meets the rows of the attempt before it.
 */
export const runName = () => `${RUN_WORDS[test.info().project.name] ?? "Other"}${" Again".repeat(test.info().retry)}`;

/**
 * The sign-in limits count in fixed quarter-hour windows (app/models/rate-limit.server.ts): a
 * test that locks an account and later expects it still locked waits out a restart of the window
 * due within `span`, so the lock and the check fall in the same one.
 */
export async function clearOfWindowRestart(span: number) {
  const quarterHour = 15 * 60_000;
  const left = quarterHour - (Date.now() % quarterHour);
  if (left < span) await new Promise((resolve) => setTimeout(resolve, left + 500));
}

/** The server's database, read-only, for checks the UI cannot show (the e-mail outbox). */
export function readDb() {
  return new Database(process.env.E2E_DATABASE_FILE ?? "data/e2e-3100/app.db", { readonly: true, fileMustExist: true });
}

/**
 * Brings a customer's booking to half an hour from now, as if its day had come: a provider can be
 * on the way only from an hour before the start, and the tests book days ahead.
 */
export function startsSoon(customerName: string) {
  const db = new Database(process.env.E2E_DATABASE_FILE ?? "data/e2e-3100/app.db", { fileMustExist: true });
  try {
    const changed = db
      .prepare("update bookings set starts_at = ? where customer_name = ?")
      .run(new Date(Date.now() + 30 * 60_000).toISOString(), customerName);
    if (changed.changes === 0) throw new Error(`no booking for ${customerName}`);
  } finally {
    db.close();
  }
}

/**
 * The texts queued for a number go out now, as if the quiet hours were over, so an evening run need
 * not wait for the morning; a text a sender has claimed is left alone, or it could go twice. The
 * server sends on its next round (every 30 s), so a caller polls for longer.
 */
export function textsDueNow(e164: string) {
  const db = new Database(process.env.E2E_DATABASE_FILE ?? "data/e2e-3100/app.db", { fileMustExist: true });
  try {
    const now = Date.now();
    // The question and the confirmation only: a reminder keeps its own time, a day before the job.
    db.prepare(
      "update text_outbox set next_attempt_at = ? where to_phone = ? and status = 'queued' and kind in ('confirm_question', 'booking_confirmation') and next_attempt_at > ?",
    ).run(new Date(now).toISOString(), e164, new Date(now + 65_000).toISOString());
  } finally {
    db.close();
  }
}

/** The `n`-th Monday-to-Saturday date after today in Austin, so tests never book in the past. */
export function upcomingWorkday(n: number): string {
  let date = localClock(new Date(), "America/Chicago").date;
  let found = 0;
  while (found < n) {
    date = addDaysToDate(date, 1);
    if (weekdayOfDate(date) !== "sunday") found += 1;
  }
  return date;
}

export function nextSunday(): string {
  let date = addDaysToDate(localClock(new Date(), "America/Chicago").date, 1);
  while (weekdayOfDate(date) !== "sunday") date = addDaysToDate(date, 1);
  return date;
}

/** The signed "shown at" field of a public form's page, for a test that posts the form itself. */
export async function shownForm(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const html = await (await request.get(path)).text();
  const value = /name="form_started" value="([^"]+)"/.exec(html)?.[1];
  if (!value) throw new Error(`No form_started field on ${path}`);
  return { form_started: value };
}

/**
 * A double tap as a slow network delivers it (docs/decisions/0026): the page's next POST reaches
 * the server twice at once, and the browser gets the answer that set cookies, else the later one.
 * Returns where each answer sends the browser, once both are in.
 */
export async function deliverNextPostTwice(page: Page): Promise<() => string[]> {
  const landings: string[] = [];
  let done = false;
  const handler = async (route: Route) => {
    if (done || route.request().method() !== "POST") return route.fallback();
    done = true;
    const answers = await Promise.all([route.fetch({ maxRedirects: 0 }), route.fetch({ maxRedirects: 0 })]);
    for (const answer of answers) landings.push(`${answer.status() < 400 ? "" : `${answer.status()} `}${await landingOf(answer)}`);
    const chosen = answers.find((answer) => answer.headers()["set-cookie"]) ?? answers[1];
    await route.fulfill({ response: chosen });
    // Later requests fall through (done); unrouting from inside the handler once waited on the
    // browser for the whole test while a loaded CI machine navigated (a flaky run).
  };
  await page.route("**/*", handler);
  return () => landings;
}

async function landingOf(answer: APIResponse): Promise<string> {
  const text = `${answer.headers()["location"] ?? ""} ${answer.headers()["x-remix-redirect"] ?? ""} ${await answer.text()}`;
  return /\/[\w-]+\/[0-9a-f-]{36}(\?[\w=&%-]+)?/.exec(text)?.[0] ?? text.slice(0, 120);
}

/**
 * Chrome's network emulation on this page: each request's round trip, and bytes a second each
 * way. Returns what brings the network back to normal.
 */
export async function emulateNetwork(page: Page, network: { latencyMs: number; bytesPerSecond: number }): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: network.latencyMs,
    downloadThroughput: network.bytesPerSecond,
    uploadThroughput: network.bytesPerSecond,
  });
  return async () => {
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  };
}
