import { expect, test } from "@playwright/test";
import { emulateNetwork, hasJs } from "./support/e2e";
import { createProvider } from "./support/factories";

/**
 * On a weak phone signal the page is whole before its scripts (docs/decisions/0036): its load
 * event does not wait for ~100 KB of modules; with JavaScript they are fetched after it and the
 * page then hydrates.
 */
test("on a slow connection the page loads before any script is fetched, then hydrates", async ({ page }) => {
  await emulateNetwork(page, { latencyMs: 400, bytesPerSecond: 50_000 });
  let scripts = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts += 1;
  });
  await page.goto("/", { waitUntil: "load", timeout: 20_000 });
  await expect(page.getByPlaceholder("Enter your zip code")).toBeVisible();
  if (!hasJs()) {
    expect(scripts).toBe(0);
    return;
  }
  await page.waitForFunction(() => typeof (window as { __remixRouter?: unknown }).__remixRouter === "object", null, { timeout: 20_000 });
  // When each script was asked for, against the page's load event (the browser's own clock).
  const timing = await page.evaluate(() => ({
    loadEventStart: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== "img" && /\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.scripts.length).toBeGreaterThan(3);
  expect(timing.scripts.filter((at) => at < timing.loadEventStart)).toEqual([]);
});

test("on a fast connection the modules start as the page is read, before its load; without JavaScript none is asked for", async ({
  page,
}) => {
  let scripts = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts += 1;
  });
  // The document counts as read at once (lib/module-start.server.ts times it from its request): on
  // a busy 2-core test machine the page itself can take longer than the 400 ms that mean a slow
  // connection, which is the other test's case, not this one's.
  await page.addInitScript(() => {
    const entries = performance.getEntriesByType.bind(performance);
    performance.getEntriesByType = ((type: string) =>
      type === "navigation" && document.readyState !== "complete"
        ? entries(type).map((entry) => ({ ...entry.toJSON(), requestStart: performance.now() }))
        : entries(type)) as typeof performance.getEntriesByType;
  });
  await page.goto("/", { waitUntil: "load" });
  if (!hasJs()) {
    expect(scripts).toBe(0);
    return;
  }
  await page.waitForFunction(() => typeof (window as { __remixRouter?: unknown }).__remixRouter === "object");
  const timing = await page.evaluate(() => ({
    loadEventStart: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => /\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.scripts.length).toBeGreaterThan(3);
  expect(timing.scripts.filter((at) => at > timing.loadEventStart)).toEqual([]);
});

/**
 * A list's logos (docs/decisions/0038): with scripting the browser loads those on the screen and
 * defers the rest; without it the HTML standard would load every image at once, so no logo is
 * asked for and the businesses' initials show.
 */
test("a list at 390 px loads the logos on the screen with JavaScript, and none without it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const logos: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/media/")) logos.push(request.url());
  });
  // A list of the test's own at a zip no other test uses (each project its own).
  const zip = hasJs() ? "83702" : "04101";
  for (let i = 0; i < 6; i++) await createProvider({ zipCode: zip, serviceName: "Handyman", logo: true });
  await page.goto(`/?zip=${zip}&category=home-services`, { waitUntil: "load" });
  const cards = page.getByRole("article");
  const first = cards.first();
  const last = cards.last();
  expect(await cards.count()).toBe(6);
  if (!hasJs()) {
    await expect(first.getByRole("img")).toBeHidden();
    await expect(first.getByText(/^[A-Z]{1,2}$/)).toBeVisible();
    await last.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(logos).toEqual([]);
    return;
  }
  await expect(first.getByRole("img")).toBeVisible();
  await expect
    .poll(() => first.getByRole("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  const lastLogo = last.getByRole("img");
  expect(await lastLogo.evaluate((image: HTMLImageElement) => image.currentSrc)).toBe("");
  const asked = logos.length;
  expect(asked).toBeLessThan(await cards.count());
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => lastLogo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(logos.length).toBeGreaterThan(asked);
});
