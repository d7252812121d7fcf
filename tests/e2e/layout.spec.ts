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
 * No page scrolls sideways on a phone or a tablet, in either theme: the document is never wider
 * than the viewport, and nothing that should be on screen (toasts, tabs) is placed off it.
 */
test.describe.configure({ timeout: 120_000 });

const WIDTHS = [320, 390, 768] as const;

/** Every width and theme, measured on the page as loaded (media queries apply without a reload). */
async function overflowsOf(page: Page, name: string): Promise<string[]> {
  const problems: string[] = [];
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const found = await page.evaluate(() => {
        const viewport = document.documentElement.clientWidth;
        const wide = document.documentElement.scrollWidth;
        // Tabs out of sight, and times ("8:00 AM") or phone numbers broken across two lines.
        const hiddenTabs = [...document.querySelectorAll("nav a")]
          .filter((link) => link.getBoundingClientRect().right > viewport + 1)
          .map((link) => `tab "${link.textContent}" off screen`);
        const broken: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node as Text;
          for (const match of text.data.matchAll(/\d{1,2}:\d{2}\s[AP]M|\(\d{3}\) \d{3}-\d{4}/g)) {
            const range = document.createRange();
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) broken.push(`"${match[0]}" broken`);
          }
        }
        if (hiddenTabs.length || broken.length) return [...hiddenTabs, ...broken].join(", ");
        if (wide <= viewport) return null;
        // The widest elements that stick out, to say where the overflow comes from.
        const culprits = [...document.querySelectorAll("body *")]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.right > viewport + 1 && box.width > 0 && !element.closest("[data-scrolls]");
          })
          .slice(-3)
          .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join(".")}`);
        return `${wide}px (${culprits.join(", ")})`;
      });
      if (found) problems.push(`${name} at ${width}px ${colorScheme}: ${found}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  return problems;
}

async function visit(page: Page, paths: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(500);
    problems.push(...(await overflowsOf(page, path)));
  }
  return problems;
}

test("public pages fit a phone's width", async ({ page }) => {
  const provider = await createProvider({ moreServices: ["Drain Cleaning"] });
  const booking = await bookThroughForm(page.request, provider.serviceId, {
    name: "Wren Width",
    date: upcomingWorkday(3),
    time: "09:00",
  });
  // A 46-character e-mail address on the confirmation page must wrap, not push the page sideways.
  const longAddress = await bookThroughForm(page.request, provider.serviceId, {
    name: "Maximiliana Wrenfield-Ashbury Long",
    date: upcomingWorkday(3),
    time: "10:00",
  });
  const application = await applyToJoin(page.request);
  const quotes = await requestQuoteThroughForm(page.request, provider.serviceId, { name: "Wren Width" });
  const recurring = await createProvider({ allowsSeries: true });
  const [visitId] = await bookSeriesThroughForm(page.request, recurring.serviceId, {
    name: "Wren Series",
    dates: [upcomingWorkday(4), addDaysToDate(upcomingWorkday(4), 7)],
    time: "12:00",
  });
  const problems = await visit(page, [
    ...PUBLIC_PAGES,
    `/service/${provider.serviceId}?zip=78701&category=home-services`,
    `/service/${provider.serviceId}?zip=78701&category=home-services&book=1`,
    booking.path,
    longAddress.path,
    `${booking.path}&reschedule=1`,
    `/requests/new?service=${provider.serviceId}`,
    quotes.path,
    bookingPathOf(visitId),
    `${bookingPathOf(visitId)}&reschedule=1`,
    await createPaymentLink(recurring, "Wren Owes-A-Rather-Long-Name"),
    application.confirmationPath,
  ]);
  expect(problems).toEqual([]);

  // Cards side by side are as tall as one another, whatever each one says.
  await page.goto("/?zip=78701&category=home-services");
  const boxes = await page.getByRole("article").evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect()));
  const heightsByRow = new Map<number, Set<number>>();
  for (const box of boxes)
    heightsByRow.set(Math.round(box.top), (heightsByRow.get(Math.round(box.top)) ?? new Set()).add(Math.round(box.height)));
  expect(boxes.length).toBeGreaterThan(1);
  for (const heights of heightsByRow.values()) expect(heights.size).toBe(1);
});

test("the provider portal, the review form and the business dashboard fit a phone's width", async ({ page }) => {
  const provider = await createProvider();
  const { id } = await bookThroughForm(page.request, provider.serviceId, { name: "Pia Phone", date: upcomingWorkday(2), time: "10:00" });
  const quotes = await requestQuoteThroughForm(page.request, provider.serviceId, { name: "Pia Phone" });
  await signIn(page, provider);
  await completeFromPortal(page, "Pia Phone");
  const problems = await visit(page, [
    ...PORTAL_PAGES,
    `/provider/messages/${quotes.threadId}`,
    `/provider/bookings/${id}/move`,
    reviewLinkOf(id),
  ]);
  expect(problems).toEqual([]);

  // Opened on a phone, a service's payment form takes the line's width (it was squeezed into 135px beside its badge).
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/provider/services");
  await page
    .locator("summary")
    .filter({ hasText: /^When booking:/ })
    .first()
    .click();
  const save = page.getByRole("button", { name: "Save payment settings" }).first();
  const form = page.locator("form").filter({ has: save });
  expect((await form.boundingBox())!.width).toBeGreaterThan(200);
  const button = await save.evaluate((element) => ({ client: element.clientWidth, scroll: element.scrollWidth }));
  expect(button.scroll).toBeLessThanOrEqual(button.client);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test("the admin panel fits a phone's width, and its toasts show on screen", async ({ page }) => {
  const provider = await createProvider();
  await bookThroughForm(page.request, provider.serviceId, { name: "Ada Admin-View", date: upcomingWorkday(2), time: "11:00" });
  await applyToJoin(page.request);
  await signIn(page, await createAdmin(), "/admin");
  const db = readDb();
  const email = db.prepare("select id from email_outbox order by created_at desc limit 1").get() as { id: string };
  // The longest address and subject there are, which must wrap on a phone.
  const longest = db.prepare('select id from email_outbox order by length("to") + length(subject) desc limit 1').get() as { id: string };
  db.close();
  const problems = await visit(page, [
    ...ADMIN_PAGES,
    "/admin/bookings?view=list&q=Ada%20Admin-View",
    `/admin/outbox/${email.id}`,
    `/admin/outbox/${longest.id}`,
  ]);
  expect(problems).toEqual([]);

  // The bookings list is a card per booking on a phone, each part under its column's name, not a
  // table 1,024 px wide scrolled in a strip.
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/admin/bookings?view=list");
  const table = page.getByRole("table", { name: "Bookings, newest first" });
  expect((await table.boundingBox())!.width).toBeLessThanOrEqual(320);
  const customerCell = table.locator("td[data-label='Customer']").first();
  expect(await customerCell.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe('"Customer"');
  await page.setViewportSize({ width: 1280, height: 800 });
  expect((await table.boundingBox())!.width).toBeGreaterThanOrEqual(1024);
  expect(await customerCell.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe("none");

  // The calendar's month links stay on one line each on the narrowest phone.
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/admin/bookings?view=calendar");
  for (const name of [/^Previous month/, /^Next month/]) {
    expect((await page.getByRole("link", { name }).boundingBox())!.height).toBeLessThan(40);
  }

  // A toast after an action on a phone is inside the viewport.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/admin/tiles");
  const row = page.getByRole("row").filter({ hasText: provider.business });
  await row.getByRole("button", { name: /^Deactivate/ }).click();
  const toast = page.getByText("Service tile deactivated");
  await expect(toast).toBeInViewport();
});

test("the admin panel in Spanish, its words longer, fits a phone's width too", async ({ page }) => {
  const provider = await createProvider();
  await bookThroughForm(page.request, provider.serviceId, { name: "Ada Vista-Española", date: upcomingWorkday(2), time: "11:00" });
  await signIn(page, await createAdmin(), "/admin");
  await page.goto("/admin?lang=es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect(await visit(page, [...ADMIN_PAGES, "/admin/bookings?view=list&q=Ada%20Vista-Espa%C3%B1ola"])).toEqual([]);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/admin/bookings?view=calendar");
  for (const name of [/^Mes anterior/, /^Mes siguiente/]) {
    expect((await page.getByRole("link", { name }).boundingBox())!.height).toBeLessThan(40);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
});
