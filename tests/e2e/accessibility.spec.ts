import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { upcomingWorkday } from "./support/e2e";
import { completeFromPortal, reviewLinkOf } from "./support/reviews";
import { applyToJoin, bookThroughForm, createAdmin, createProvider } from "./support/factories";
import { signIn } from "./support/session";

/** Automated WCAG 2.1 AA checks (contrast included) of each customer page, in both themes. */
// Each test scans many pages; allow for a busy machine.
test.describe.configure({ timeout: 120_000 });
const pages = (serviceId: string) => {
  return [
    ["home", "/"],
    ["zip error", "/?zip=12"],
    ["categories", "/?zip=78701"],
    ["service list", "/?zip=78701&category=home-services"],
    ["service page with the booking form", `/service/${serviceId}?zip=78701&category=home-services&book=1`],
    ["not found", "/no/such/page"],
    ["provider application", "/join"],
    ["provider sign-in", "/provider"],
    ["provider sign-up", "/provider?tab=signup"],
    ["admin sign-in", "/admin"],
  ] as const;
};

for (const colorScheme of ["light", "dark"] as const) {
  test(`customer pages have no WCAG A/AA violations in the ${colorScheme} theme`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    const { serviceId } = await createProvider();
    const booking = await bookThroughForm(page.request, serviceId, { name: "Ada Access", date: upcomingWorkday(3), time: "08:30" });
    const bookingPage = ["booking page", booking.path] as const;
    const movePage = ["booking page moving to another time", `${booking.path}&reschedule=1`] as const;
    const submitted = ["application submitted", (await applyToJoin(page.request)).confirmationPath] as const;
    for (const [name, path] of [...pages(serviceId), bookingPage, movePage, submitted]) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const problems = results.violations.map((v) => `${name}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`);
      expect(problems, `${name} in ${colorScheme}`).toEqual([]);
    }
    await context.close();
  });
}

test("customer pages have no WCAG A/AA violations on a phone", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const { serviceId } = await createProvider();
  const booking = await bookThroughForm(page.request, serviceId, { name: "Pat Phone", date: upcomingWorkday(2), time: "09:00" });
  const application = await applyToJoin(page.request);
  const problems: string[] = [];
  for (const [name, path] of [
    ...pages(serviceId),
    ["booking page", booking.path],
    ["application submitted", application.confirmationPath],
  ] as const) {
    await page.goto(path);
    problems.push(...(await scan(page, `${name} at 390px`)));
  }
  expect(problems).toEqual([]);
  await context.close();
});

async function scan(page: import("@playwright/test").Page, name: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${name}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`);
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`signed-in portal and admin pages have no WCAG A/AA violations in the ${colorScheme} theme`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    const problems: string[] = [];

    const provider = await createProvider();
    const { id } = await bookThroughForm(page.request, provider.serviceId, {
      name: "Bo Bookings",
      date: upcomingWorkday(3),
      time: "10:00",
    });
    await signIn(page, provider);
    for (const path of ["/provider/services", "/provider/areas", "/provider/schedule", "/provider/marketing", "/provider/bookings"]) {
      await page.goto(path);
      problems.push(...(await scan(page, path)));
    }
    // A completed job, its review form (with an error showing), the review and the reply form.
    await completeFromPortal(page, "Bo Bookings");
    await page.goto(reviewLinkOf(id));
    await page.getByRole("button", { name: "Publish review" }).click();
    await expect(page.getByText("Please choose a rating from 1 to 5 stars.")).toBeVisible();
    problems.push(...(await scan(page, "review form")));
    await page.getByRole("radio", { name: "5 stars" }).check();
    await page.getByLabel("Your review (optional)").fill("Lovely work.");
    await page.getByRole("button", { name: "Publish review" }).click();
    await expect(page.locator("#reviews").getByText("Lovely work.")).toBeVisible();
    problems.push(...(await scan(page, "service page with a review")));
    await page.goto("/provider/reviews");
    problems.push(...(await scan(page, "/provider/reviews")));
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("Signed out successfully")).toBeVisible();

    await signIn(page, await createAdmin(), "/admin");
    for (const path of [
      "/admin",
      "/admin/tiles",
      "/admin/bookings",
      "/admin/bookings?view=calendar",
      "/admin/network",
      "/admin/settings",
      "/admin/outbox",
      "/admin/reviews",
    ]) {
      await page.goto(path);
      problems.push(...(await scan(page, path)));
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}
