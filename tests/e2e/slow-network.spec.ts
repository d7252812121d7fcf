import { expect, test } from "@playwright/test";
import { emulateNetwork, hasJs } from "./support/e2e";

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
