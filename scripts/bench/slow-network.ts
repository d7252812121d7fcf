/**
 * A customer on a weak mobile signal books from the home page: Chromium at 390 px, 400 kbit/s and
 * 400 ms round trips, a fresh cache, acting as soon as what it needs is shown, from "/" to the
 * confirmed booking's heading (docs/decisions/0036).
 */
import { chromium, type Page } from "@playwright/test";
import { chromiumPath, median } from "./support";
import type { Row } from "./table";

const SLOW = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const GOALS_MS = { off: 5_000, on: 7_000 };

async function bookFromHome(page: Page, base: string, run: number, awaitLoad: boolean): Promise<void> {
  // Waiting for each page's load event (its scripts and images) before acting, or not.
  const loaded = () => (awaitLoad ? page.waitForLoadState("load") : Promise.resolve());
  await page.goto(`${base}/`, { waitUntil: awaitLoad ? "load" : "commit" });
  await page.getByPlaceholder("Enter your zip code").fill("78701");
  await page.getByRole("button", { name: "Find Services" }).click();
  await page.getByRole("link", { name: /^Home Services/ }).waitFor();
  await loaded();
  await page.getByRole("link", { name: /^Home Services/ }).click();
  await page.getByRole("article").first().waitFor();
  await loaded();
  await page
    .getByRole("article")
    .first()
    .getByRole("link", { name: /^Book Now/ })
    .click();
  await page.getByRole("link", { name: "Book This Service" }).waitFor();
  await loaded();
  await page.getByRole("link", { name: "Book This Service" }).click();
  await page.getByLabel("Full name").waitFor();
  await loaded();
  // Each run books the first time still free (the runs before took theirs).
  await page.locator("label:has(input[name='preferred_time']:not([disabled]))").first().click();
  await page.getByLabel("Full name").fill(`Slow Network ${run}`);
  await page.getByLabel("Email").fill(`slow.network.${run}@example.org`);
  await page.getByLabel("Phone").fill("(512) 555-0199");
  await page.getByLabel("Service address").fill("1100 Congress Ave, Austin, TX 78701");
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await page.getByRole("heading", { name: "Booking confirmed" }).waitFor({ timeout: 60_000 });
}

export async function slowNetworkBooking(base: string, options: { quick: boolean }): Promise<Row[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  const rows: Row[] = [];
  let run = 0;
  try {
    for (const [javaScript, awaitLoad] of [
      [false, false],
      [true, false],
      [false, true],
      [true, true],
    ]) {
      const times: number[] = [];
      for (let i = 0; i < (options.quick ? 1 : 3); i++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: javaScript });
        const page = await context.newPage();
        page.setDefaultTimeout(30_000);
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", SLOW);
        const began = performance.now();
        await bookFromHome(page, base, run++, awaitLoad);
        times.push(performance.now() - began);
        await context.close();
      }
      const goal = javaScript ? GOALS_MS.on : GOALS_MS.off;
      const took = median(times);
      rows.push({
        what: `booking from / at 390 px on 400 kbit/s with 400 ms round trips, JavaScript ${javaScript ? "on" : "off"}, ${awaitLoad ? "each page's load awaited" : "acting as soon as shown"}`,
        value: `${(took / 1000).toFixed(1)} s`,
        goal: `≤ ${goal / 1000} s`,
        met: took <= goal,
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}
