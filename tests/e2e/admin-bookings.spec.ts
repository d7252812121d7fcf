import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { shiftMonth } from "../../app/domain/admin/calendar";
import { monthLabel } from "~/locales/en/time";
import { addDaysToDate, localClock, weekdayOfDate } from "../../app/domain/time";
import { formatDateLong } from "~/locales/en/time";
import { hasJs, readDb, upcomingWorkday, runName, startsSoon } from "./support/e2e";
import { bookThroughForm, createAdmin, createProvider } from "./support/factories";

/** Books a provider of the test's own through the public booking form; returns the booking's id. */
async function book(request: APIRequestContext, booking: { name: string; date: string; time: string }): Promise<string> {
  const provider = await createProvider();
  return (await bookThroughForm(request, provider.serviceId, booking)).id;
}

async function signInAsAdmin(page: Page, path: string) {
  const admin = await createAdmin();
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\?redirectTo=/);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Bookings" })).toBeVisible();
}

test("notify a confirmed booking's customer from the list", async ({ page }) => {
  const name = `Nova ${runName()} ${Date.now()}`;
  const id = await book(page.request, { name, date: upcomingWorkday(hasJs() ? 9 : 10), time: "12:30" });

  await signInAsAdmin(page, "/admin/bookings");
  await expect(page.getByRole("link", { name: "List View" })).toHaveAttribute("aria-current", "page");
  const row = page.getByRole("row").filter({ hasText: name });
  // Days ahead, the customer cannot yet be told the provider is on the way; on the day, it is asked once.
  await expect(row.getByText(/Notify En Route/)).toHaveCount(0);
  startsSoon(name);
  await page.reload();
  await expect(row.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(row.getByRole("link", { name: /View on Map/ })).toHaveAttribute("href", /google\.com\/maps\/search/);
  await row.locator("summary", { hasText: `Notify En Route for ${name}` }).click();
  await expect(row.getByText(`${name} is told now that the provider is on the way`)).toBeVisible();
  await row.getByRole("button", { name: `Yes, tell ${name}` }).click();

  await expect(page.getByRole("status").getByText("Customer notified that provider is en route")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/bookings\?view=list$/);
  // The list reloaded: the booking is marked and cannot be notified twice.
  await expect(row.getByText("Customer notified", { exact: true })).toBeVisible();
  await expect(row.getByText(/Notify En Route/)).toHaveCount(0);

  const db = readDb();
  const emails = db.prepare("select text from email_outbox where kind = 'provider_enroute' and text like ?").all(`%${id}%`) as Array<{
    text: string;
  }>;
  db.close();
  expect(emails).toHaveLength(1);
  expect(emails[0].text).toContain(`/bookings/${id}?token=`);
});

test("browse the calendar, filter by status, and see a day's bookings", async ({ page }) => {
  const name = `Cleo ${runName()} ${Date.now()}`;
  const date = upcomingWorkday(hasJs() ? 11 : 12);
  await book(page.request, { name, date, time: "14:00" });

  await signInAsAdmin(page, "/admin/bookings");
  await page.getByRole("link", { name: "Calendar View" }).click();
  await expect(page).toHaveURL(/view=calendar/);
  await expect(page.getByRole("link", { name: "Calendar View" })).toHaveAttribute("aria-current", "page");

  // Browse forward to the booking's month.
  let month = localClock(new Date(), "America/Chicago").date.slice(0, 7);
  await expect(page.getByRole("heading", { name: monthLabel(month) })).toBeVisible();
  while (month < date.slice(0, 7)) {
    month = shiftMonth(month, 1);
    await page.getByRole("link", { name: `Next month, ${monthLabel(month)}` }).click();
    await expect(page.getByRole("heading", { name: monthLabel(month) })).toBeVisible();
  }
  const calendar = page.getByRole("table");
  await expect(calendar.getByRole("columnheader").first()).toHaveText(/Sun/);

  // Filter by status: Apply without JavaScript, at once with it.
  await page.getByLabel("Status").selectOption("confirmed");
  if (!hasJs()) await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=confirmed/);
  await expect(page.getByText("Status: Confirmed", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Remove filter Status: Confirmed" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Clear Filters" })).toBeVisible();

  // The booking's day is highlighted with its count and lists the booking when selected.
  const day = calendar.getByRole("link", { name: new RegExp(`^${formatDateLong(date)}.*: \\d+ bookings?$`) });
  await day.click();
  await expect(page).toHaveURL(new RegExp(`day=${date}`));
  await expect(page).toHaveURL(/status=confirmed/);
  await expect(day).toHaveAttribute("aria-current", "date");
  const panel = page.getByRole("region", { name: `Bookings for ${formatDateLong(date)}` });
  await expect(panel.getByText(name)).toBeVisible();
  await expect(panel.getByText("2:00 PM")).toBeVisible();

  // A Sunday of the same month has no bookings (Sundays cannot be booked).
  let sunday = `${date.slice(0, 7)}-01`;
  while (weekdayOfDate(sunday) !== "sunday") sunday = addDaysToDate(sunday, 1);
  await calendar.getByRole("link", { name: new RegExp(`^${formatDateLong(sunday)}`) }).click();
  await expect(
    page.getByRole("region", { name: `Bookings for ${formatDateLong(sunday)}` }).getByText("No bookings scheduled for this date"),
  ).toBeVisible();

  // Removing the chip drops the filter and keeps the month.
  await page.getByRole("link", { name: "Remove filter Status: Confirmed" }).click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(page.getByRole("heading", { name: monthLabel(month) })).toBeVisible();
  await expect(page.getByText("Status: Confirmed", { exact: true })).toHaveCount(0);
  await expect(page.getByLabel("Status")).toHaveValue("all");
});

test(
  "find a booking by the reference its customer reads, or by their e-mail, on the narrowest phone",
  { tag: "@widths" },
  async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    const name = `Quinn ${runName()} ${Date.now()}`;
    const provider = await createProvider();
    const booked = await bookThroughForm(page.request, provider.serviceId, {
      name,
      date: upcomingWorkday(hasJs() ? 13 : 14),
      time: "11:00",
    });

    // The customer's page names the booking by its short reference, as their e-mail does.
    await page.goto(booked.path);
    const reference = (await page.getByText(/^PL-[0-9A-HJKMNP-TV-Z]{6}$/).textContent())!;
    const db = readDb();
    const address = `${name.toLowerCase().replace(/\W+/g, ".")}@example.org`;
    const email = db.prepare(`select text from email_outbox where kind = 'booking_confirmation' and "to" = ?`).get(address) as
      { text: string } | undefined;
    db.close();
    expect(email?.text).toContain(`Booking reference: ${reference}`);

    await signInAsAdmin(page, "/admin/bookings");
    const search = page.getByRole("searchbox", { name: "Search bookings" });
    // Typed as a customer reads it out: lower case, a space for the hyphen.
    await search.fill(reference.toLowerCase().replace("-", " "));
    await search.press("Enter");
    await expect(page).toHaveURL(/[?&]q=pl/);
    await expect(page.getByText(/^1 booking matches “pl .{6}”, newest first\.$/)).toBeVisible();
    const table = page.getByRole("table", { name: "Bookings, newest first" });
    await expect(table.locator("tbody tr")).toHaveCount(1);
    await expect(table.getByText(name, { exact: true })).toBeVisible();
    await expect(table.getByText(reference, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // The customer's e-mail (here 35 characters or more) stays inside its card on the narrowest phone.
    expect(address.length).toBeGreaterThanOrEqual(35);
    const cell = table.locator('td[data-label="Customer"]').first();
    const [cellBox, emailBox] = [await cell.boundingBox(), await cell.getByRole("link", { name: address }).boundingBox()];
    expect(emailBox!.x + emailBox!.width).toBeLessThanOrEqual(cellBox!.x + cellBox!.width + 0.5);

    // Part of the e-mail finds it too; the search stays in the box.
    const part = address.replace(".org", "");
    await search.fill(part);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/[?&]q=quinn/);
    await expect(table.locator("tbody tr")).toHaveCount(1);
    await expect(search).toHaveValue(part);

    // Nothing found says so, with the way back to every booking.
    await search.fill("nobody-has-this-name");
    await search.press("Enter");
    await expect(page.getByText("No bookings match “nobody-has-this-name”.")).toBeVisible();
    await page.getByRole("link", { name: "Show all bookings" }).click();
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(search).toHaveValue("");
  },
);

test("the bookings tab is for admins only", async ({ page }) => {
  await page.goto("/admin/bookings?view=calendar");
  await expect(page).toHaveURL(/\/admin\?redirectTo=%2Fadmin%2Fbookings%3Fview%3Dcalendar$/);
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
});
