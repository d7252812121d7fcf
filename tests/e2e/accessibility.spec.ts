import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { serviceIdOf, upcomingWorkday, shownForm } from "./support/e2e";

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
  test(`customer pages have no WCAG A/AA violations in the ${colorScheme} theme`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    const serviceId = serviceIdOf("Lone Star Home Pros", "Plumbing");
    const booked = await page.request.post(`/service/${serviceId}?book=1`, {
      headers: { Origin: baseURL! },
      form: {
        ...(await shownForm(page.request, `/service/${serviceId}?book=1`)),
        customer_name: "Ada Access",
        customer_email: "ada@example.org",
        customer_phone: "(512) 555-0177",
        preferred_date: upcomingWorkday(colorScheme === "light" ? 9 : 10),
        preferred_time: "08:30",
      },
      maxRedirects: 0,
    });
    expect(booked.status()).toBe(302);
    const bookingPage = ["booking page", booked.headers().location] as const;
    const movePage = ["booking page moving to another time", `${booked.headers().location}&reschedule=1`] as const;
    for (const [name, path] of [...pages(serviceId), bookingPage, movePage]) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const problems = results.violations.map((v) => `${name}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`);
      expect(problems, `${name} in ${colorScheme}`).toEqual([]);
    }
    await context.close();
  });
}

async function scan(page: import("@playwright/test").Page, name: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${name}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`);
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`signed-in portal and admin pages have no WCAG A/AA violations in the ${colorScheme} theme`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    const problems: string[] = [];

    await page.goto("/provider");
    await page.getByLabel("Email").fill("provider@example.com");
    await page.getByLabel("Password").fill("porchlight-provider");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Welcome, provider@example.com")).toBeVisible();
    for (const path of ["/provider/services", "/provider/areas", "/provider/schedule", "/provider/marketing", "/provider/bookings"]) {
      await page.goto(path);
      problems.push(...(await scan(page, path)));
    }
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("Signed out successfully")).toBeVisible();

    await page.goto("/admin");
    await page.getByLabel("Email").fill("admin@example.com");
    await page.getByLabel("Password").fill("porchlight-admin");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Welcome, admin@example.com")).toBeVisible();
    for (const path of [
      "/admin",
      "/admin/tiles",
      "/admin/bookings",
      "/admin/bookings?view=calendar",
      "/admin/network",
      "/admin/settings",
      "/admin/outbox",
    ]) {
      await page.goto(path);
      problems.push(...(await scan(page, path)));
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}
