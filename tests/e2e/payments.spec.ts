import { expect, test, type Page } from "@playwright/test";
import { hasJs, readDb, upcomingWorkday } from "./support/e2e";
import { bookThroughForm, createProvider, enableOnlinePayments, type TestProvider } from "./support/factories";
import { signIn } from "./support/session";

/** Each test's provider has one customer, who booked online (support/factories.ts). */
const CUSTOMER_NAME = "Olivia Bennett";
const CUSTOMER = "Olivia Bennett (olivia.bennett@example.org)";

/** Notes and amounts differ per project: the js and no-js runs share one database at the same time. */
const tagged = (what: string) => `${what} (${hasJs() ? "js" : "no-js"} ${Date.now()})`;

/** A provider with one customer who booked online (paid on site), on their dashboard's Payments; online cards when asked. */
async function openPayments(page: Page, options: { online?: boolean } = {}): Promise<TestProvider> {
  const provider = await createProvider();
  await bookThroughForm(page.request, provider.serviceId, { name: CUSTOMER_NAME, date: upcomingWorkday(2), time: "09:00" });
  if (options.online) await enableOnlinePayments(provider);
  await signIn(page, provider);
  await page.goto("/dashboard/payments");
  await expect(page.getByRole("heading", { name: "Record a payment" })).toBeVisible();
  return provider;
}

const methodChooser = (page: Page) => page.getByRole("radiogroup", { name: /^Payment method/ });

async function fillPayment(page: Page, fields: { amount: string; method: string; notes: string }) {
  await page.getByLabel("Customer").selectOption({ label: CUSTOMER });
  if (hasJs()) await expect(methodChooser(page)).toBeHidden(); // amount 0: no method yet
  await page.getByLabel("Amount ($)").fill(fields.amount);
  await expect(methodChooser(page)).toBeVisible();
  await page.getByLabel(fields.method, { exact: true }).check();
  await page.getByLabel("Notes (optional)").fill(fields.notes);
}

async function submitAndWaitForRow(page: Page, notes: string, toast = "Payment recorded") {
  const started = Date.now();
  await page.getByRole("button", { name: "Record Payment" }).click();
  if (hasJs()) await expect(page.getByText("Processing payment…")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: notes });
  await expect(row).toBeVisible({ timeout: 10_000 });
  // Spec: saving waits 2 seconds before showing the payment (in the browser, with JavaScript).
  if (hasJs()) expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  await expect(page.getByText(toast)).toBeVisible();
  return row;
}

test("a cash payment is recorded and listed as completed", async ({ page }) => {
  await openPayments(page);
  const notes = tagged("e2e cash");
  const amount = hasJs() ? "42.50" : "43.25";
  await fillPayment(page, { amount, method: "Cash", notes });
  if (hasJs()) await expect(page.getByLabel("Last four digits")).toBeHidden();
  const row = await submitAndWaitForRow(page, notes);
  await expect(row).toContainText(CUSTOMER_NAME);
  await expect(row).toContainText(`$${amount}`);
  await expect(row).toContainText("Cash");
  await expect(row).toContainText("Completed");
  // The form starts over, ready for the next payment.
  await expect(page.getByLabel("Amount ($)")).toHaveValue("0");
});

test("a card taken on the provider's own terminal is completed, kept by its brand and last four digits only", async ({ page }) => {
  await openPayments(page);
  const notes = tagged("e2e terminal");
  await fillPayment(page, { amount: hasJs() ? "80.10" : "81.20", method: "Credit card", notes });
  // No field takes a card's number or CVV: Porchlight never sees one.
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  await expect(page.getByLabel("CVV")).toHaveCount(0);
  await page.getByLabel("Card brand").selectOption({ label: "Visa" });
  await page.getByLabel("Last four digits").fill("4242");
  const row = await submitAndWaitForRow(page, notes);
  await expect(row).toContainText("Completed");
  await expect(row).toContainText("Visa •••• 4242");
  if (hasJs()) await expect(page.getByLabel("Last four digits")).toBeHidden();
  else await expect(page.getByLabel("Last four digits")).toHaveValue("");
});

test("a card number written into the notes is refused, records nothing and is not sent back", async ({ page }) => {
  await openPayments(page);
  const tag = tagged("e2e notes");
  await fillPayment(page, { amount: hasJs() ? "55.55" : "56.56", method: "Cash", notes: `${tag} card 4242 4242 4242 4242` });
  await page.getByRole("button", { name: "Record Payment" }).click();
  await expect(page.getByText("Please do not write card numbers in notes")).toBeVisible();
  await expect(page.getByLabel("Notes (optional)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(0);
  if (!hasJs()) {
    // The page the server sent back holds none of it.
    const html = await page.content();
    expect(html).not.toContain("4242 4242 4242 4242");
  }
});

test("the provider sends a payment link; the customer pays on Stripe's page; both sides see it paid", async ({ page, browser }) => {
  await openPayments(page, { online: true });
  const notes = tagged("e2e link");
  const amount = hasJs() ? "95.00" : "96.00";
  await fillPayment(page, { amount, method: "Credit card", notes });
  await page.getByLabel("Send a payment link").check();
  const row = await submitAndWaitForRow(page, notes, "Payment link sent. The payment shows as completed once the customer pays.");
  await expect(row).toContainText("Pending");
  await expect(row).toContainText("Waiting for payment");

  // The customer opens the link from their e-mail, in a browser of their own.
  const email = readDb()
    .prepare("select text from email_outbox where kind = 'payment_link' and text like ? order by created_at desc limit 1")
    .get(`%${notes}%`) as { text: string };
  const link = /https?:\/\/\S+\/payments\/[0-9a-f-]{36}\?token=[\w-]+/.exec(email.text)![0];
  const customer = await (await browser.newContext({ javaScriptEnabled: hasJs() })).newPage();
  await customer.goto(new URL(link).pathname + new URL(link).search);
  await expect(customer.getByRole("heading", { name: /^Pay Test Pros/ })).toBeVisible();
  await expect(customer.getByText(notes)).toBeVisible();
  await customer.getByRole("button", { name: `Pay $${amount.replace(/\.00$/, "")}` }).click();
  await expect(customer.getByRole("heading", { name: "Fake Checkout" })).toBeVisible();
  await customer.getByRole("button", { name: `Pay $${amount}` }).click();
  // Back from Stripe: confirming until its event lands, then paid (the page looks again by itself).
  await expect(customer.getByRole("heading", { name: "Paid. Thank you!" })).toBeVisible({ timeout: 15_000 });

  await page.reload();
  const paid = page.getByRole("row").filter({ hasText: notes });
  await expect(paid).toContainText("Completed");
  await expect(paid).toContainText("Card, online: Payment link");
});
