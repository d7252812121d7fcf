import { expect, test } from "@playwright/test";
import { readDb, runName, upcomingWorkday, hasJs } from "./support/e2e";
import { createCompletedJobWithDeposit, createProvider, enableOnlinePayments, markCompleted, type TestProvider } from "./support/factories";
import { signIn } from "./support/session";

/**
 * The bill after the job (issue 57, decision 0055), with JavaScript and without, on a phone and a
 * desk: whoever completed the job writes the bill from the booked price, the customer approves
 * a bill above it, tips, pays on (the fake) Stripe's Checkout, and opens the receipt and its PDF.
 */
let pro: TestProvider;
test.beforeEach(async () => {
  pro = await createProvider({ serviceName: "Drain cleaning" });
  await enableOnlinePayments(pro);
});

/** The path and query of the link in the customer's bill e-mail. */
function billLinkOf(bookingId: string): string {
  const db = readDb();
  const sent = db.prepare("select text from email_outbox where booking_id = ? and kind = 'bill'").get(bookingId) as
    { text: string } | undefined;
  db.close();
  const match = /(http\S+\/bills\/[0-9a-f-]{36}\?token=[\w-]+)/.exec(sent?.text ?? "");
  if (!match) throw new Error(`No bill e-mail for booking ${bookingId}`);
  const link = new URL(match[1]);
  return `${link.pathname}${link.search}`;
}

test(
  "the completer writes the bill; the customer approves, tips, pays and opens the receipt and its PDF",
  { tag: "@widths" },
  async ({ page }) => {
    const customer = `Bea ${runName()} ${Date.now()}`;
    const bookingId = await createCompletedJobWithDeposit(pro, customer);
    await signIn(page, pro);
    await page.goto("/provider/bookings");
    const row = page.getByRole("listitem").filter({ hasText: customer });
    await row.getByRole("link", { name: /^Bill/ }).click();

    await expect(page.getByRole("heading", { name: `Bill for ${customer}` })).toBeVisible();
    // The form starts from the booked price, and says what was paid.
    const first = page.getByRole("group", { name: "Line 1" });
    await expect(first.getByLabel("Amount")).toHaveValue("120.00");
    await expect(page.getByText("$25", { exact: true })).toBeVisible();
    await first.getByLabel("Item").fill("Labour, 3 hours");
    await first.getByLabel("Amount").fill("180");
    const second = page.getByRole("group", { name: "Line 2" });
    await second.getByLabel("Kind").selectOption("parts");
    await second.getByLabel("Item").fill("P-trap");
    await second.getByLabel("Amount").fill("45");
    await second.getByLabel("Taxable").check();
    await page.getByLabel("Sales tax rate (%)").fill("8.25");
    await page.getByRole("button", { name: "Send the bill" }).click();
    await expect(page.getByRole("status").getByText("Bill sent to the customer.")).toBeVisible();
    await expect(page.getByText("Waiting for the customer's approval")).toBeVisible();
    await expect(page.getByRole("row", { name: /Total/ })).toContainText("$228.71");

    // The customer, from the e-mail's link: above the agreed price, it waits for their approval.
    await page.context().clearCookies();
    const billPath = billLinkOf(bookingId);
    await page.goto(billPath);
    await expect(page.getByRole("heading", { name: /^Your bill from / })).toBeVisible();
    await expect(page.getByText("This bill is more than the $120 you agreed.", { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Approve the bill" }).click();
    await expect(page.getByRole("status").getByText("Thank you: the bill is approved.")).toBeVisible();
    await expect(page.getByRole("row", { name: /Due/ })).toContainText("$203.71");
    await page.getByLabel("15% ($33.75)").check();
    await page.getByRole("button", { name: "Pay by card: $203.71" }).click();

    await expect(page.getByRole("heading", { name: "Fake Checkout" })).toBeVisible();
    await page.getByRole("button", { name: "Pay $237.46" }).click();
    await expect(page).toHaveURL(/\/bills\/[0-9a-f-]{36}\?token=[\w-]+&checkout=done$/);
    // Stripe's event lands a moment later; the page looks again by itself.
    await expect(page.getByRole("heading", { name: /^Receipt: / })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("row", { name: /Tip/ })).toContainText("$33.75");
    await expect(page.getByText("$237.46 · Card (Tip: $33.75)")).toBeVisible();

    const pdfHref = await page.getByRole("link", { name: "Download PDF" }).getAttribute("href");
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  },
);

test("a business marks a bill paid in cash, and a forged bill link is not found", async ({ page }) => {
  const customer = `Cal ${runName()} ${Date.now()}`;
  const bookingId = await createCompletedJobWithDeposit(pro, customer);
  await signIn(page, pro);
  await page.goto(`/jobs/${bookingId}/bill`);
  await page.getByRole("button", { name: "Send the bill" }).click();
  await expect(page.getByRole("status").getByText("Bill sent to the customer.")).toBeVisible();
  await page.getByLabel("How they paid").selectOption("cash");
  await page.getByLabel("Tip received ($, optional)").fill("10");
  await page.getByRole("button", { name: "Mark as paid" }).click();
  await expect(page.getByRole("status").getByText("Bill marked as paid.")).toBeVisible();
  await expect(page.getByText("Paid by: Cash")).toBeVisible();

  const billPath = billLinkOf(bookingId);
  await page.goto(billPath);
  await expect(page.getByRole("heading", { name: /^Receipt: / })).toBeVisible();
  const forged = await page.request.get(billPath.replace(/token=[\w-]+/, "token=forged"));
  expect(forged.status()).toBe(404);
});

test("a customer lets their saved card be charged after the job, and the bill within it is charged and receipted", async ({ page }) => {
  const customer = `Dee ${runName()} ${Date.now()}`;
  await page.goto(`/service/${pro.serviceId}?book=1`);
  const date = upcomingWorkday(3);
  await page.getByLabel("Preferred date").fill(date);
  if (!hasJs()) await page.getByRole("button", { name: "Show available times" }).click();
  await expect(page.locator('input[name="preferred_date"]')).toHaveValue(date);
  await page.getByText("11:00 AM", { exact: true }).click();
  await page.getByLabel("Full name").fill(customer);
  await page.getByLabel("Email").fill(`${customer.toLowerCase().replace(/\W+/g, ".")}@example.org`);
  await page.getByLabel("Phone").fill("(512) 555-0199");
  await page.getByLabel("Charge my saved card after the job, up to $132").check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { name: "Fake Checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Pay $25.00" }).click();
  await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible({ timeout: 15_000 });

  // The job is done (its day is ahead: the test moves it to done), and the owner bills the booked price.
  const db = readDb();
  const booking = db
    .prepare("select id, after_job_cap_cents, stripe_payment_method_id from bookings where customer_name = ?")
    .get(customer) as {
    id: string;
    after_job_cap_cents: number;
    stripe_payment_method_id: string | null;
  };
  expect(booking.after_job_cap_cents).toBe(13_200);
  expect(booking.stripe_payment_method_id).toMatch(/^pm_/);
  db.close();
  await markCompleted(booking.id);
  await signIn(page, pro);
  await page.goto(`/jobs/${booking.id}/bill`);
  await page.getByRole("button", { name: "Send the bill" }).click();
  await expect(page.getByRole("status").getByText("Bill sent to the customer.")).toBeVisible();
  // The $95 due went to the saved card; Stripe's event pays the bill.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText("Paid", { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText("Paid by: Card")).toBeVisible();
});
