import { expect, test, type Page } from "@playwright/test";
import { hasJs, upcomingWorkday } from "./support/e2e";
import { createAdmin, createProvider } from "./support/factories";
import { signIn } from "./support/session";
import { ADMIN_REASON_IDS } from "~/locales/admin-sentences";
import { REASON_IDS } from "~/locales/reasons";

/**
 * Every refused form says so at its top (docs/decisions/0040), each field's name a link to it, with
 * the focus and the view on the summary, with and without JavaScript, on the narrowest phone. Each
 * case posts one bad field as a person would.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 320, height: 640 } });

type Refusal = { label: string; target: string };

async function expectSummary(page: Page, { label, target }: Refusal) {
  const summary = page.locator("#form-errors");
  await expect(summary).toBeVisible();
  await expect(summary).toHaveText(new RegExp(`^\\d+ things? to fix: (.+, )?${escaped(label)}(, .+)?$`));
  const link = summary.getByRole("link", { name: label, exact: true });
  await expect(link).toHaveAttribute("href", `#${target}`);
  await expect(page.locator(`[id="${target}"]`)).toHaveCount(1);
  // The view and the focus are on the summary: with JavaScript by its effect, without by autofocus.
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await link.click();
  const field = page.locator(`[id="${target}"]`);
  if (hasJs()) {
    await expect(field.locator("xpath=self::input|self::select|self::textarea|.//input|.//select|.//textarea").first()).toBeFocused();
  }
  await expect(field).toBeInViewport();
  await expect(page.locator("html")).toHaveJSProperty("scrollWidth", await page.evaluate(() => document.documentElement.clientWidth));
  // Every refusal is worded: no reason's id (decision 0047) reaches the reader.
  const text = await page.locator("body").innerText();
  expect([...REASON_IDS, ...ADMIN_REASON_IDS].filter((id) => text.includes(id))).toEqual([]);
}

/**
 * Leaves the field as a person does before reaching the button: with JavaScript its check shows
 * the message under it then (and the page settles before the click), as the form is designed.
 */
async function submit(page: Page, button: string | RegExp) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.getByRole("button", { name: button }).click();
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test("the customer's forms: booking, quote request, waitlist and application", async ({ page }) => {
  const provider = await createProvider({ serviceName: "House Cleaning" });
  const date = upcomingWorkday(3);

  await page.goto(`/service/${provider.serviceId}?book=1&date=${date}`);
  await page.getByLabel("Full name").fill("Pat Phone");
  await page.getByLabel("Email").fill("pat.phone@example.org");
  await page.getByLabel("Phone").fill("555-12");
  await page.getByText("9:00 AM", { exact: true }).click();
  await page.getByLabel("Service address").fill("1 Main St, Austin, TX");
  await submit(page, "Confirm Booking");
  await expectSummary(page, { label: "Phone", target: "booking-form-customer_phone" });
  await expect(page.getByText("Please enter a US mobile number, such as (512) 555-0142")).toBeVisible();
  // What was typed is still there.
  await expect(page.getByLabel("Full name")).toHaveValue("Pat Phone");

  await page.goto(`/requests/new?service=${provider.serviceId}`);
  await page.getByLabel("Full name").fill("Quinn Quote");
  await page.getByLabel("Email").fill("quinn@example.org");
  await page.getByLabel("Phone").fill("+44 20 7946 0958");
  await submit(page, /Send/);
  await expectSummary(page, { label: "Phone", target: "quote-request-form-customer_phone" });

  await page.goto(`/service/${provider.serviceId}/waitlist?date=${date}`);
  await page.getByLabel("Full name").fill("Wynn Wait");
  await page.getByLabel("Email").fill("not-an-address");
  await page.getByLabel("Phone", { exact: true }).fill("(512) 555-0142");
  await submit(page, "Join the waitlist");
  await expectSummary(page, { label: "Email", target: "waitlist-form-customer_email" });

  await page.goto("/join");
  await submit(page, /Submit Application/i);
  await expectSummary(page, { label: "Business name", target: "application-form-business_name" });
});

test("the sign-in forms", async ({ page }) => {
  await page.goto("/provider");
  await page.getByLabel("Email").fill("someone@example.org");
  await submit(page, "Sign In");
  await expectSummary(page, { label: "Password", target: "sign-in-password" });

  await page.goto("/provider?tab=signup");
  await page.getByLabel("Email").fill("new-owner");
  await submit(page, "Create Account");
  await expectSummary(page, { label: "Email", target: "sign-up-email" });
});

test("the provider's portal and dashboard", async ({ page }) => {
  const provider = await createProvider();
  await signIn(page, provider);

  await page.goto("/provider/areas");
  await page.getByLabel("Zip code").fill("12");
  await submit(page, "Add Service Area");
  await expectSummary(page, { label: "Zip code", target: "add-area-zip_code" });

  await page.goto("/provider/team");
  await page.getByLabel("Name", { exact: true }).fill("Sam Member");
  await page.getByLabel("Email").fill("sam@");
  await submit(page, "Add member");
  await expectSummary(page, { label: "Email", target: "add-member-email" });

  await page.goto("/provider/schedule");
  await page.getByLabel("Mobile number").fill("+44 20 7946 0958");
  await submit(page, "Turn on text alerts");
  await expectSummary(page, { label: "Mobile number", target: "text-alerts-form-phone" });

  await page.goto("/provider/schedule");
  await page.getByLabel("Calendar address").fill("not a calendar");
  await submit(page, "Add calendar");
  await expectSummary(page, { label: "Calendar address", target: "busy-calendar-calendar_url" });

  await page.goto("/provider/schedule");
  await page.getByLabel("Late-cancellation fee (% of the price)").fill("500");
  await submit(page, "Save cancellation policy");
  await expectSummary(page, { label: "Late-cancellation fee (% of the price)", target: "cancellation-policy-late_fee_percent" });

  await page.goto("/dashboard/customers");
  await page.getByLabel("Name", { exact: true }).fill("Cass Customer");
  await page.getByLabel("Email").fill("cass@example.org");
  await page.getByLabel("Phone").fill("555-12");
  await submit(page, "Add Customer");
  await expectSummary(page, { label: "Phone", target: "add-customer-phone" });
  await page.getByLabel("Phone", { exact: true }).fill("(512) 555-0142");
  await submit(page, "Add Customer");
  // Saved before the next page is opened (with JavaScript the summary goes before the answer comes).
  await expect(page.getByRole("status").getByText("Customer added")).toBeVisible();
  await expect(page.locator("#form-errors")).toHaveCount(0);

  await page.goto("/dashboard/payments");
  await page.getByLabel("Amount ($)").fill("12.345");
  await submit(page, "Record Payment");
  await expectSummary(page, { label: "Amount ($)", target: "record-payment-amount" });
});

test("the admin's forms", async ({ page }) => {
  const provider = await createProvider();
  const admin = await createAdmin();
  await signIn(page, admin, "/admin");

  await page.goto(`/admin/tiles?q=${encodeURIComponent(provider.business)}`);
  await page.getByRole("link", { name: `Edit ${provider.serviceName} by ${provider.business}` }).click();
  await page.getByLabel("Zip code").fill("12");
  await submit(page, "Save");
  await expectSummary(page, { label: "Zip code", target: `edit-${provider.serviceId}-zip_code` });

  await page.goto("/admin/credentials/settings");
  await submit(page, "Add licensed trade");
  await expectSummary(page, { label: "Service", target: "add-trade-service_type" });
});
