import { expect, test, type Page } from "@playwright/test";
import { addDaysToDate, localClock, weekdayOfDate } from "../../app/domain/time";
import { formatDateLong } from "~/locales/en/time";
import { hasJs, nextSunday, runName } from "./support/e2e";
import { bookThroughForm, createProvider, type TestProvider } from "./support/factories";

/** A Monday-to-Friday date a few weeks ahead (each test has its own provider, so any would do). */
function ownWeekday(): string {
  const n = hasJs() ? 14 : 15;
  let date = localClock(new Date(), "America/Chicago").date;
  for (let found = 0; found < n;) {
    date = addDaysToDate(date, 1);
    if (!["saturday", "sunday"].includes(weekdayOfDate(date))) found += 1;
  }
  return date;
}

/** A provider of the test's own with two services, hour-long jobs and 30 minutes between jobs. */
const newProvider = () => createProvider({ serviceName: "Plumbing", moreServices: ["Handyman"], bufferMinutes: 30 });

async function signIn(page: Page, provider: TestProvider) {
  await page.goto("/dashboard/scheduling");
  await expect(page).toHaveURL(/\/provider\?redirectTo=%2Fdashboard%2Fscheduling$/);
  await page.getByLabel("Email").fill(provider.email);
  await page.getByLabel("Password").fill(provider.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard\/scheduling$/);
  await expect(page.getByRole("link", { name: "Scheduling" })).toHaveAttribute("aria-current", "page");
}

async function addCustomer(page: Page, name: string, email: string) {
  await page.getByRole("link", { name: "Customers" }).click();
  await expect(page).toHaveURL(/\/dashboard\/customers$/);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone", { exact: true }).fill("(512) 555-0164");
  await page.getByLabel("Address (optional)").fill("2100 S Lamar Blvd, Austin, TX 78704");
  await page.getByRole("button", { name: "Add Customer" }).click();
  await expect(page.getByRole("status").getByText("Customer added")).toBeVisible();
}

/** Chooses the calendar: with JavaScript each choice shows at once, without it "Show times" does. */
async function chooseCalendar(page: Page, service: string, date: string) {
  await page.getByLabel("Service", { exact: true }).selectOption({ label: service });
  if (hasJs()) await expect(page).toHaveURL(/[?&]service=[0-9a-f-]{36}/);
  await page.getByLabel("Date", { exact: true }).fill(date);
  if (!hasJs()) await page.getByRole("button", { name: "Show times" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]date=${date}`));
  await expect(page.getByRole("heading", { name: new RegExp(formatDateLong(date)) }).first()).toBeVisible();
}

test("book a job for a customer on a free slot and see it booked", async ({ page }) => {
  const provider = await newProvider();
  const date = ownWeekday();
  const customer = `Sam ${runName()} ${Date.now()}`;
  const email = `sam.${runName().toLowerCase()}.${Date.now()}@example.org`;

  // A customer books the provider's Plumbing at 3:00 PM through the public form.
  await bookThroughForm(page.request, provider.serviceId, { name: `Public ${runName()}`, date, time: "15:00" });

  await signIn(page, provider);
  await addCustomer(page, customer, email);
  await page.getByRole("link", { name: "Scheduling" }).click();
  await expect(page).toHaveURL(/\/dashboard\/scheduling$/);

  // The provider's Handyman calendar (one provider, one calendar): the hour of Plumbing from
  // 3:00 PM and the provider's 30 minutes between jobs hold 3:00 to 4:30 PM, so an hour of
  // Handyman can start at 1:30 PM or from 4:30 PM, not in between.
  await chooseCalendar(page, "Handyman", date);
  for (const held of ["2:00 PM", "2:30 PM", "3:00 PM", "3:30 PM", "4:00 PM"]) {
    await expect(page.getByRole("radio", { name: new RegExp(`^${held}`) })).toBeDisabled();
  }
  await expect(page.getByRole("radio", { name: /^1:30 PM/ })).toBeEnabled();
  await expect(page.getByRole("radio", { name: /^4:30 PM/ })).toBeEnabled();
  const dayList = page.getByRole("list", { name: `Bookings on ${formatDateLong(date)}` });
  await expect(dayList.getByText("3:00 PM to 4:00 PM · Plumbing")).toBeVisible();

  await page.getByText("4:30 PM", { exact: true }).click();
  await page.getByLabel("Customer", { exact: true }).selectOption({ label: `${customer} (${email})` });
  await page.getByLabel("Special requests (optional)").fill("Fix the squeaky gate");
  await page.getByRole("button", { name: "Book Job" }).click();

  await expect(page.getByRole("status").getByText(`Job booked for ${customer} on ${formatDateLong(date)} at 4:30 PM`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/scheduling\\?service=[0-9a-f-]{36}&date=${date}$`));
  await expect(page.getByRole("radio", { name: /^4:30 PM/ })).toBeDisabled();
  await expect(dayList.getByText("4:30 PM to 5:30 PM · Handyman")).toBeVisible();
  await expect(dayList.getByText(customer, { exact: false })).toBeVisible();

  // The customer's booking count went up.
  await page.getByRole("link", { name: "Customers" }).click();
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: email })
      .getByText(/^1 booking ·/),
  ).toBeVisible();
});

test("a slot taken while the business was choosing is refused, shown booked, and nothing chosen is lost", async ({
  page,
  browser,
  baseURL,
}) => {
  const date = ownWeekday();
  const customer = `Kim ${runName()} ${Date.now()}`;
  const email = `kim.${runName().toLowerCase()}.${Date.now()}@example.org`;
  const provider = await newProvider();
  const plumbing = provider.serviceId;
  await signIn(page, provider);
  await addCustomer(page, customer, email);
  await page.goto(`/dashboard/scheduling?service=${plumbing}&date=${date}`);
  await page.getByText("11:00 AM", { exact: true }).click();
  await page.getByLabel("Customer", { exact: true }).selectOption({ label: `${customer} (${email})` });
  await page.getByLabel("Special requests (optional)").fill("Call on arrival");

  // A customer books 11:00 AM through the public form first.
  const other = await browser.newContext({ baseURL });
  await bookThroughForm(other.request, plumbing, { name: "Quick Customer", date, time: "11:00" });
  await other.close();

  await page.getByRole("button", { name: "Book Job" }).click();
  await expect(page.getByText("This time was just booked. Please choose another time.")).toBeVisible();
  await expect(page.getByRole("radio", { name: /^11:00 AM/ })).toBeDisabled();
  await expect(page.getByLabel("Customer", { exact: true })).toHaveValue(/^[0-9a-f-]{36}$/);
  await expect(page.getByLabel("Customer", { exact: true }).locator("option:checked")).toHaveText(`${customer} (${email})`);
  await expect(page.getByLabel("Special requests (optional)")).toHaveValue("Call on arrival");
});

test("Sundays and past dates are refused with the slot engine's message", async ({ page }) => {
  await signIn(page, await newProvider());
  await page.goto(`/dashboard/scheduling?date=${nextSunday()}`);
  await expect(page.getByText("Bookings are not available on Sundays. Please choose another day.")).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(0);
  await expect(page.getByLabel("Date", { exact: true })).toHaveAttribute("min", localClock(new Date(), "America/Chicago").date);

  await page.goto(`/dashboard/scheduling?date=${addDaysToDate(localClock(new Date(), "America/Chicago").date, -1)}`);
  await expect(page.getByText("This date has passed. Please choose a later date.")).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(0);
});
