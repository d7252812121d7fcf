import { expect, test, type Page } from "@playwright/test";
import { deliverNextPostTwice, hasJs, readDb, upcomingWorkday, runName } from "./support/e2e";
import {
  createAdmin,
  createProvider,
  createStartedBookingWithSavedCard,
  enableOnlinePayments,
  type TestProvider,
} from "./support/factories";
import { signIn } from "./support/session";

/**
 * Money through the booking, with JavaScript and without: the customer pays a deposit on
 * (the fake) Stripe's Checkout page and lands on a confirmed booking; a late cancellation keeps
 * the fee; a provider's no-show charges it to the saved card; an admin refunds part of a payment.
 */
let pro: TestProvider;
test.beforeEach(async () => {
  pro = await createProvider({ serviceName: hasJs() ? "Painting" : "Handyman" });
});

/** Books the provider's service at 10:00 on a workday soon and pays the deposit on the fake Checkout page. */
async function bookAndPay(page: Page, name: string) {
  await page.goto(`/service/${pro.serviceId}?book=1`);
  await expect(page.getByText("$25 deposit to book").first()).toBeVisible();
  const date = upcomingWorkday(2);
  await page.getByLabel("Preferred date").fill(date);
  if (!hasJs()) await page.getByRole("button", { name: "Show available times" }).click();
  await expect(page.locator('input[name="preferred_date"]')).toHaveValue(date);
  await page.getByText("10:00 AM", { exact: true }).click();
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(`${name.toLowerCase().replace(/\W+/g, ".")}@example.org`);
  await page.getByLabel("Phone").fill("(512) 555-0199");
  // The policy in plain words, beside the button.
  await expect(
    page.getByText(
      /^Free cancellation until \d+ hours before the job; after that, a late-cancellation fee of 50% of the price \(\$60\)\.$/,
    ),
  ).toBeVisible();
  await page.getByRole("button", { name: "Continue to payment" }).click();

  await expect(page.getByRole("heading", { name: "Fake Checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Pay $25.00" }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\?token=[\w-]+&checkout=done$/);
  return page.url();
}

test("book a deposit service, pay on Checkout, and land on the confirmed booking", { tag: "@widths" }, async ({ page }) => {
  await enableOnlinePayments(pro);
  await bookAndPay(page, `Dana ${runName()} ${Date.now()}`);
  // Stripe's event lands a moment later; the page looks again by itself (a refresh, no JavaScript needed).
  await expect(page.getByRole("heading", { name: "Payment received, confirming…" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible({ timeout: 15_000 });
  const payments = page.getByRole("list", { name: "Payments and refunds" });
  await expect(payments.getByText("Deposit")).toBeVisible();
  await expect(payments.getByText("$25")).toBeVisible();
});

test("cancel late and see the fee the policy keeps", { tag: "@widths" }, async ({ page }) => {
  // Free cancellation ends a week before: any booking this week is late.
  await enableOnlinePayments(pro, { policy: { freeCancelHours: 168, lateFeePercent: 50, noShowFeePercent: 100 } });
  await bookAndPay(page, `Lee ${runName()} ${Date.now()}`);
  await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible({ timeout: 15_000 });
  await page.getByText("Cancel booking", { exact: true }).click();
  // What was paid, what is kept and why, and what comes back, before it is confirmed.
  await expect(
    page.getByText("You paid a $25 deposit. Cancelling now keeps it as the late-cancellation fee; nothing is refunded."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Yes, cancel this booking" }).click();
  await expect(page.getByRole("heading", { name: "Booking cancelled" })).toBeVisible();
  await expect(page.getByText("Fee under the policy: $25")).toBeVisible();
});

test("a provider marks a no-show and the fee is charged to the saved card", { tag: "@widths" }, async ({ page }) => {
  await enableOnlinePayments(pro);
  const customer = `Noah ${runName()} ${Date.now()}`;
  await createStartedBookingWithSavedCard(pro, customer);
  await signIn(page, pro);
  await page.goto("/provider/bookings");
  const row = page.getByRole("listitem").filter({ hasText: customer });
  // Never one click: the disclosure says what it will do, then asks.
  await row
    .locator("summary")
    .filter({ hasText: /^Mark no-show/ })
    .click();
  await expect(
    row.getByText(
      `The customer has paid nothing online. Marking a no-show charges $25 to the customer's saved card as the no-show fee. ${customer} is e-mailed the outcome.`,
    ),
  ).toBeVisible();
  await row.getByRole("button", { name: `Yes, mark no-show for ${customer}` }).click();
  const marked = page.getByRole("listitem").filter({ hasText: customer });
  await expect(marked.getByText("Fee under the policy: $25")).toBeVisible();
  await expect(marked.getByRole("list", { name: "Payments and refunds" }).getByText("No-show fee")).toBeVisible();
  await expect(marked.getByRole("list", { name: "Payments and refunds" }).getByText("Done")).toBeVisible();
  // Each row says what kind of money it is, and the provider reads what they get of it.
  await expect(marked.getByRole("list", { name: "Payments and refunds" }).getByText("Fee:")).toBeVisible();
  await expect(marked.getByText(/^Your payout: \$\d+(\.\d{2})? \(\$25 paid(, \$\d+(\.\d{2})? platform fee)?\)$/)).toBeVisible();
  const db = readDb();
  const told = db
    .prepare(
      "select o.text from email_outbox o join bookings b on b.id = o.booking_id where o.kind = 'booking_no_show' and b.customer_name = ?",
    )
    .get(customer) as { text: string };
  db.close();
  expect(told.text).toContain("Payment: You have paid nothing online. The no-show charged $25 to the card you saved as the no-show fee.");
});

test("an admin refunds part of a payment, with a reason", { tag: "@widths" }, async ({ page }) => {
  await enableOnlinePayments(pro);
  const customer = `Ada ${runName()} ${Date.now()}`;
  await bookAndPay(page, customer);
  await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible({ timeout: 15_000 });

  const admin = await createAdmin();
  await signIn(page, admin, "/admin");
  await page.goto("/admin/bookings?view=list");
  const row = page.getByRole("row").filter({ hasText: customer });
  await row
    .locator("summary")
    .filter({ hasText: /^Refund/ })
    .click();
  await row.getByLabel(/^Amount \(USD, up to \$25\)/).fill("10");
  await row.getByLabel("Refund reason (sent to the customer)").fill("The job took less time");
  // Clicked twice on a slow network: both posts reach the server, one refund is recorded.
  const landings = await deliverNextPostTwice(page);
  await row.getByRole("button", { name: "Refund" }).click();
  await expect(page.getByRole("status").getByText("Refund recorded")).toBeVisible();
  expect(landings().every((landing) => !/^\d{3} /.test(landing))).toBe(true);
  const refunded = page.getByRole("row").filter({ hasText: customer });
  await expect(refunded.getByText("Refund by Porchlight: The job took less time")).toBeVisible();
  await expect(refunded.getByText("−$10")).toHaveCount(1);
  // Done: the refund form is closed and empty again, not one click from a second refund.
  await expect(refunded.getByLabel("Refund reason (sent to the customer)")).toBeHidden();
  await refunded
    .locator("summary")
    .filter({ hasText: /^Refund/ })
    .click();
  await expect(refunded.getByLabel("Refund reason (sent to the customer)")).toHaveValue("");
  await expect(refunded.getByLabel(/^Amount \(USD, up to \$15\)/)).toHaveValue("15.00");
  const db = readDb();
  expect(
    db
      .prepare(
        "select count(*) as n from payments p join bookings b on b.id = p.booking_id where p.kind = 'refund' and b.customer_name = ?",
      )
      .get(customer),
  ).toEqual({ n: 1 });
  db.close();
});
