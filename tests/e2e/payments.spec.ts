import { expect, test, type Page } from "@playwright/test";
import { hasJs, upcomingWorkday } from "./support/e2e";
import { bookThroughForm, createProvider } from "./support/factories";
import { signIn } from "./support/session";

/** Each test's provider has one customer, who booked online (support/factories.ts). */
const CUSTOMER_NAME = "Olivia Bennett";
const CUSTOMER = "Olivia Bennett (olivia.bennett@example.org)";
const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, "0")}`;

/** Notes and amounts differ per project: the js and no-js runs share one database at the same time. */
const tagged = (what: string) => `${what} (${hasJs() ? "js" : "no-js"} ${Date.now()})`;

async function openPayments(page: Page) {
  const provider = await createProvider();
  await bookThroughForm(page.request, provider.serviceId, { name: CUSTOMER_NAME, date: upcomingWorkday(2), time: "09:00" });
  await signIn(page, provider);
  await page.goto("/dashboard/payments");
  await expect(page.getByRole("heading", { name: "Record a payment" })).toBeVisible();
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

async function submitAndWaitForRow(page: Page, notes: string) {
  const started = Date.now();
  await page.getByRole("button", { name: "Record Payment" }).click();
  if (hasJs()) await expect(page.getByText("Processing payment…")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: notes });
  await expect(row).toBeVisible({ timeout: 10_000 });
  // Spec: saving waits 2 seconds before showing the payment (in the browser, with JavaScript).
  if (hasJs()) expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  await expect(page.getByText("Payment recorded")).toBeVisible();
  return row;
}

test("a cash payment is recorded and listed as completed", async ({ page }) => {
  await openPayments(page);
  const notes = tagged("e2e cash");
  const amount = hasJs() ? "42.50" : "43.25";
  await fillPayment(page, { amount, method: "Cash", notes });
  if (hasJs()) await expect(page.getByLabel("Card number")).toBeHidden();
  const row = await submitAndWaitForRow(page, notes);
  await expect(row).toContainText(CUSTOMER_NAME);
  await expect(row).toContainText(`$${amount}`);
  await expect(row).toContainText("Cash");
  await expect(row).toContainText("Completed");
  // The form starts over, ready for the next payment.
  await expect(page.getByLabel("Amount ($)")).toHaveValue("0");
});

test("a credit payment is pending and keeps only the brand and last four digits", async ({ page }) => {
  await openPayments(page);
  const notes = tagged("e2e credit");
  await fillPayment(page, { amount: hasJs() ? "80.10" : "81.20", method: "Credit card", notes });
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill(FUTURE_EXPIRY);
  await page.getByLabel("CVV").fill("123");
  const row = await submitAndWaitForRow(page, notes);
  await expect(row).toContainText("Pending");
  await expect(row).toContainText(/visa/i);
  await expect(row).toContainText("4242");
  await expect(row).toContainText(FUTURE_EXPIRY);
  await expect(row).not.toContainText("4242 4242");
  const html = await page.content();
  expect(html).not.toContain("4242 4242 4242 4242");
  expect(html).not.toContain("4242424242424242");
  if (hasJs()) {
    // Back to cash-only fields: the card fields went away with the recorded payment.
    await expect(page.getByLabel("Card number")).toBeHidden();
  } else {
    await expect(page.getByLabel("Card number")).toHaveValue("");
    await expect(page.getByLabel("CVV")).toHaveValue("");
  }
});

test("a wrong card number shows a clear error, records nothing and is not echoed back", async ({ page }) => {
  await openPayments(page);
  const notes = tagged("e2e wrong card");
  await fillPayment(page, { amount: hasJs() ? "55.55" : "56.56", method: "Credit card", notes });
  await page.getByLabel("Card number").fill("4242 4242 4242 4241");
  await page.getByLabel("Expiry (MM/YY)").fill(FUTURE_EXPIRY);
  await page.getByLabel("CVV").fill("123");
  await page.getByRole("button", { name: "Record Payment" }).click();
  await expect(page.getByText("Please enter a valid card number")).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("row").filter({ hasText: notes })).toHaveCount(0);
  // What the server sent back (without JavaScript, the whole page) holds neither number nor CVV.
  if (!hasJs()) {
    await expect(page.getByLabel("Card number")).toHaveValue("");
    await expect(page.getByLabel("CVV")).toHaveValue("");
    await expect(page.getByLabel("Notes (optional)")).toHaveValue(notes);
    await expect(page.getByLabel("Expiry (MM/YY)")).toHaveValue(FUTURE_EXPIRY);
  }
  const html = await page.content();
  expect(html).not.toContain("4242 4242 4242 4241");
  expect(html).not.toContain("4242424242424241");
});
