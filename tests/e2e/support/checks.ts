import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { hasJs } from "./e2e";

/** No WCAG 2.1 AA violations. axe runs as a script in the page: scanned in the JavaScript run (the markup is the same in both). */
export async function expectAccessible(page: Page) {
  if (!hasJs()) return;
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((violation) => `${page.url()}: ${violation.id}`)).toEqual([]);
}

/** No sideways scrolling at a phone's 320 px, and no accessibility violations (in the JavaScript run). */
export async function expectFitsAndAccessible(page: Page) {
  await page.setViewportSize({ width: 320, height: 800 });
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, page.url()).toBeLessThanOrEqual(widths.client);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page);
}
