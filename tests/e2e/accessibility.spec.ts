import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { upcomingWorkday } from "./support/e2e";
import { completeFromPortal, reviewLinkOf } from "./support/reviews";
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
import { signIn } from "./support/session";

/** Automated WCAG 2.1 AA checks (contrast included) of each customer page, in both themes. */
// Each test scans many pages (the signed-in one some 30, about two minutes on a busy machine).
test.describe.configure({ timeout: 180_000 });
const pages = (serviceId: string) => {
  return [
    ["home", "/"],
    ["zip error", "/?zip=12"],
    ["categories", "/?zip=78701"],
    ["service list", "/?zip=78701&category=home-services"],
    ["service page with the booking form", `/service/${serviceId}?zip=78701&category=home-services&book=1`],
    ["request for a quote", `/requests/new?service=${serviceId}`],
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
    const quotes = ["request's quotes", (await requestQuoteThroughForm(page.request, serviceId, { name: "Quin Quote" })).path] as const;
    const recurring = await createProvider({ allowsSeries: true });
    const first = upcomingWorkday(3);
    const [visit] = await bookSeriesThroughForm(page.request, recurring.serviceId, {
      name: "Sol Series",
      dates: [first, addDaysToDate(first, 7)],
      time: "11:00",
    });
    const seriesPage = ["a visit of a series", bookingPathOf(visit)] as const;
    const paymentPage = ["a payment link's page", await createPaymentLink(recurring, "Pat Payer")] as const;
    for (const [name, path] of [...pages(serviceId), bookingPage, movePage, submitted, quotes, seriesPage, paymentPage]) {
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
  const provider = await createProvider();
  const { serviceId } = provider;
  const booking = await bookThroughForm(page.request, serviceId, { name: "Pat Phone", date: upcomingWorkday(2), time: "09:00" });
  const application = await applyToJoin(page.request);
  const problems: string[] = [];
  for (const [name, path] of [
    ...pages(serviceId),
    ["booking page", booking.path],
    ["application submitted", application.confirmationPath],
    ["a payment link's page", await createPaymentLink(provider, "Pia Phone")],
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
    const quoteRequest = await requestQuoteThroughForm(page.request, provider.serviceId, { name: "Quin Quote" });
    await signIn(page, provider);
    for (const path of [
      "/provider/services",
      "/provider/requests",
      "/provider/messages",
      `/provider/messages/${quoteRequest.threadId}`,
      `/provider/bookings/${id}/move`,
      "/provider/areas",
      "/provider/schedule",
      "/provider/marketing",
      "/provider/bookings",
    ]) {
      await page.goto(path);
      problems.push(...(await scan(page, path)));
    }
    // A quote sent, then the customer's side: the quotes, the accept page and the conversation.
    await page.goto(`/provider/messages/${quoteRequest.threadId}`);
    await page.getByLabel("Item 1", { exact: true }).fill("New posts");
    await page.getByLabel("Amount 1 ($)").fill("240");
    await page.getByRole("button", { name: "Send quote" }).click();
    await expect(page.getByText("Quote sent. The customer was e-mailed.")).toBeVisible();
    problems.push(...(await scan(page, "provider's thread with a quote")));
    await page.goto(quoteRequest.path);
    await page.getByRole("link", { name: /^Accept and choose a time/ }).click();
    problems.push(...(await scan(page, "accepting a quote")));
    await page.goto(quoteRequest.path);
    await page.getByRole("link", { name: /^Messages with/ }).click();
    problems.push(...(await scan(page, "customer's conversation")));
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
      "/admin/messages",
    ]) {
      await page.goto(path);
      problems.push(...(await scan(page, path)));
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}
