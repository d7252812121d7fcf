import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type Page } from "@playwright/test";
import { readDb, upcomingWorkday } from "./support/e2e";
import {
  applyToJoin,
  bookingPathOf,
  bookSeriesThroughForm,
  bookThroughForm,
  createAdmin,
  createPaymentLink,
  createProvider,
  requestQuoteThroughForm,
} from "./support/factories";
import { addDaysToDate } from "../../app/domain/time";
import { completeFromPortal, reviewLinkOf } from "./support/reviews";
import { signIn } from "./support/session";
import { ADMIN_PAGES, PORTAL_PAGES, PUBLIC_PAGES } from "./support/pages";

/**
 * Every page, signed out and in, is valid HTML by the Nu HTML Checker (the W3C's, `vnu-jar` on
 * npm, run with Java: scripts/ensure-java.ts brings it). The markup is the server's own bytes, as
 * a browser without JavaScript gets them (not the DOM after the parser repaired it), so the check
 * runs once, in the JavaScript run's project only (playwright.config.ts).
 */
test.describe.configure({ timeout: 180_000 });

const run = promisify(execFile);
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

type Message = { type: string; subType?: string; url: string; message: string; extract?: string };

/** Each page's HTML as served, checked in one run of the checker; what it finds, page by page. */
async function invalidities(page: Page, paths: readonly string[]): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "porchlight-html-"));
  try {
    const files = new Map<string, string>();
    for (const [index, pagePath] of paths.entries()) {
      const response = await page.request.get(pagePath);
      expect(response.status(), pagePath).toBeLessThan(500);
      const file = path.join(dir, `page-${index}.html`);
      fs.writeFileSync(file, await response.body());
      files.set(`file:${file}`, pagePath);
    }
    const result = await run("java", ["-jar", vnuJar, "--errors-only", "--format", "json", "--exit-zero-always", dir], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const { messages } = JSON.parse(result.stderr || result.stdout) as { messages: Message[] };
    return messages
      .filter((message) => message.type === "error" || message.subType === "fatal")
      .map((message) => `${files.get(message.url) ?? message.url}: ${message.message} [${(message.extract ?? "").trim().slice(0, 120)}]`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test("the public pages are valid HTML", async ({ page }) => {
  const provider = await createProvider({ moreServices: ["Drain Cleaning"] });
  const booking = await bookThroughForm(page.request, provider.serviceId, { name: "Val Valid", date: upcomingWorkday(3), time: "09:00" });
  const application = await applyToJoin(page.request);
  const quotes = await requestQuoteThroughForm(page.request, provider.serviceId, { name: "Val Valid" });
  const recurring = await createProvider({ allowsSeries: true });
  const [visitId] = await bookSeriesThroughForm(page.request, recurring.serviceId, {
    name: "Val Series",
    dates: [upcomingWorkday(4), addDaysToDate(upcomingWorkday(4), 7)],
    time: "12:00",
  });
  expect(
    await invalidities(page, [
      ...PUBLIC_PAGES,
      `/service/${provider.serviceId}?zip=78701&category=home-services`,
      `/service/${provider.serviceId}?book=1&date=${upcomingWorkday(3)}`,
      `/service/${provider.serviceId}/waitlist?date=${upcomingWorkday(3)}`,
      booking.path,
      `${booking.path}&reschedule=1`,
      `/requests/new?service=${provider.serviceId}`,
      quotes.path,
      bookingPathOf(visitId),
      await createPaymentLink(recurring, "Val Owes"),
      application.confirmationPath,
      "/no-such-page",
    ]),
  ).toEqual([]);
});

test("the provider's portal and dashboard are valid HTML", async ({ page }) => {
  const provider = await createProvider();
  const { id } = await bookThroughForm(page.request, provider.serviceId, { name: "Pia Valid", date: upcomingWorkday(2), time: "10:00" });
  await bookThroughForm(page.request, provider.serviceId, { name: "Pia Second", date: upcomingWorkday(2), time: "13:00" });
  const quotes = await requestQuoteThroughForm(page.request, provider.serviceId, { name: "Pia Valid" });
  await signIn(page, provider);
  await completeFromPortal(page, "Pia Valid");
  expect(
    await invalidities(page, [...PORTAL_PAGES, `/provider/messages/${quotes.threadId}`, `/provider/bookings/${id}/move`, reviewLinkOf(id)]),
  ).toEqual([]);
});

test("the admin panel is valid HTML", async ({ page }) => {
  const provider = await createProvider();
  await bookThroughForm(page.request, provider.serviceId, { name: "Ada Valid", date: upcomingWorkday(2), time: "11:00" });
  await applyToJoin(page.request);
  await signIn(page, await createAdmin(), "/admin");
  const db = readDb();
  const email = db.prepare("select id from email_outbox order by created_at desc limit 1").get() as { id: string };
  db.close();
  expect(await invalidities(page, [...ADMIN_PAGES, `/admin/outbox/${email.id}`])).toEqual([]);
});
