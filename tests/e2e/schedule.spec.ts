import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { addDaysToDate, instantOf, localClock, timeZoneAbbreviation, weekdayOfDate } from "../../app/domain/time";
import { formatDateLong } from "~/locales/en/time";
import { hasJs, readDb, upcomingWorkday, shownForm, runName, startsSoon } from "./support/e2e";
import { bookThroughForm, createProvider, type TestProvider } from "./support/factories";

/**
 * The schedule end to end, each test on a provider of its own: hours and days off that every
 * picker follows, a customer moving a booking from the e-mail's link, and a job taken through
 * its lifecycle to "completed" and counted by the dashboard.
 */

async function signIn(page: Page, provider: TestProvider, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/provider\?redirectTo=/);
  await page.getByLabel("Email").fill(provider.email);
  await page.getByLabel("Password").fill(provider.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(path.replace(/[?]/g, "\\?")));
}

/** The booking form's date: with JavaScript the times load in place, without it the page reloads. */
async function pickDate(page: Page, date: string) {
  await page.getByLabel("Preferred date").fill(date);
  if (!hasJs()) await page.getByRole("button", { name: "Show available times" }).click();
  await expect(page.locator('input[name="preferred_date"]')).toHaveValue(date);
}

/** A customer's booking through the public form; returns its id. */
async function bookAsCustomer(page: Page, provider: TestProvider, booking: { name: string; date: string; time: string }) {
  await page.goto("/");
  const response = await page.request.post(`/service/${provider.serviceId}?book=1`, {
    headers: { Origin: new URL(page.url()).origin },
    form: {
      ...(await shownForm(page.request, `/service/${provider.serviceId}?book=1`)),
      customer_name: booking.name,
      customer_email: `${booking.name.toLowerCase().replace(/\W+/g, ".")}@example.org`,
      customer_phone: "(512) 555-0188",
      preferred_date: booking.date,
      preferred_time: booking.time,
      service_address: "1100 Congress Ave, Austin, TX 78701",
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  return /\/bookings\/([0-9a-f-]{36})\?/.exec(response.headers().location ?? "")![1];
}

/** The `n`-th Monday-to-Friday date after today in Austin. */
function weekdayAhead(n: number): string {
  let date = localClock(new Date(), "America/Chicago").date;
  for (let found = 0; found < n;) {
    date = addDaysToDate(date, 1);
    if (!["saturday", "sunday"].includes(weekdayOfDate(date))) found += 1;
  }
  return date;
}

test("a provider sets hours and a day off, and the customer's picker follows", { tag: "@widths" }, async ({ page }) => {
  const provider = await createProvider();
  const dayOff = weekdayAhead(3);
  const nextDay = weekdayAhead(4);

  await signIn(page, provider, "/provider/schedule");
  await expect(page.getByRole("heading", { name: "Weekly hours" })).toBeVisible();
  // The hours editor says which starts customers can book within them.
  await expect(
    page.getByText("Customers can book starts from 8:00 AM to 5:30 PM within these hours; each job ends by closing time."),
  ).toBeVisible();
  // Weekdays 10:00 to 15:00, no Saturdays, 30 minutes between jobs.
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]) {
    await page.getByLabel(`${day} start time`).fill("10:00");
    await page.getByLabel(`${day} end time`).fill("15:00");
  }
  await page.getByRole("checkbox", { name: "Saturday" }).uncheck();
  await page.getByLabel("Time between jobs").selectOption({ label: "30 minutes between jobs" });
  await page.getByRole("button", { name: "Save hours" }).click();
  await expect(page.getByRole("status").getByText("Schedule saved")).toBeVisible();

  await page.getByLabel("First day off").fill(dayOff);
  await page.getByLabel("Note (optional)").fill("Dentist");
  await page.getByRole("button", { name: "Add time off" }).click();
  await expect(page.getByRole("status").getByText("Time off added")).toBeVisible();
  await expect(page.getByText(formatDateLong(dayOff), { exact: true })).toBeVisible();

  // The customer's picker: the day off is refused, the next day runs 10:00 to 1:30 PM (an
  // hour's job and 30 minutes must end by 3:00 PM).
  await page.goto(`/service/${provider.serviceId}?book=1`);
  await pickDate(page, dayOff);
  await expect(page.getByText("The provider is away on this day. Please choose another date.")).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(0);
  await pickDate(page, nextDay);
  const times = page.getByRole("radio");
  await expect(times.first()).toHaveAccessibleName(/^10:00 AM/);
  await expect(times.last()).toHaveAccessibleName(/^1:30 PM/);
  await expect(times).toHaveCount(8);
  await expect(page.getByText("8:00 AM", { exact: true })).toHaveCount(0);
});

test("a customer moves a booking from the e-mail's link and gets the updated calendar file", async ({ page }) => {
  const provider = await createProvider();
  const name = `Mover ${runName()} ${Date.now()}`;
  const first = upcomingWorkday(5);
  const second = upcomingWorkday(6);
  const id = await bookAsCustomer(page, provider, { name, date: first, time: "10:00" });

  const db = readDb();
  const confirmation = db.prepare("select text from email_outbox where kind = 'booking_confirmation' and booking_id = ?").get(id) as {
    text: string;
  };
  db.close();
  const link = /(http:\/\/\S+\/bookings\/\S+)/.exec(confirmation.text)![1];
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();

  await page.getByRole("link", { name: "Move to another time" }).click();
  await expect(page.getByRole("heading", { name: "Move your booking" })).toBeVisible();
  await pickDate(page, second);
  await page.getByText("1:00 PM", { exact: true }).click();
  await page.getByRole("button", { name: "Move booking" }).click();

  await expect(page.getByRole("status").getByText("Your booking has been moved. We have let the provider know.")).toBeVisible();
  const zone = timeZoneAbbreviation(instantOf(second, "13:00", "America/Chicago"), "America/Chicago");
  await expect(page.getByText(`${formatDateLong(second)}, 1:00 PM to 2:00 PM (${zone})`)).toBeVisible();
  await expect(page.getByText("Moved by you")).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Add to calendar" }).click()]);
  const ics = fs.readFileSync(await download.path(), "utf8");
  expect(ics).toContain(`UID:${id}@porchlight`);
  expect(ics).toContain("SEQUENCE:1");
  expect(ics).toContain(`DTSTART;TZID=America/Chicago:${second.replace(/-/g, "")}T130000`);

  // The old time is free again; both sides were told.
  const check = readDb();
  const kinds = check.prepare("select kind from email_outbox where booking_id = ? order by kind").all(id) as Array<{ kind: string }>;
  check.close();
  expect(kinds.map((row) => row.kind)).toEqual(expect.arrayContaining(["booking_rescheduled", "booking_rescheduled_provider"]));
  await page.goto(`/service/${provider.serviceId}?book=1&date=${first}`);
  await expect(page.getByRole("radio", { name: /^10:00 AM/ })).toBeEnabled();
});

test("a provider takes a job through to completed and the dashboard counts it", async ({ page }) => {
  const provider = await createProvider();
  const name = `Finisher ${runName()} ${Date.now()}`;
  await bookAsCustomer(page, provider, { name, date: upcomingWorkday(2), time: "11:00" });

  await signIn(page, provider, "/dashboard");
  await expect(page.getByTestId("stat-Completed jobs")).toHaveText("0");
  await expect(page.getByTestId("stat-Active customers")).toHaveText("1");

  startsSoon(name);
  await page.goto("/provider/bookings");
  const row = page.getByRole("listitem").filter({ hasText: name });
  await row.locator("summary", { hasText: /^Mark en route/ }).click();
  await row.getByRole("button", { name: `Yes, tell ${name}` }).click();
  await expect(page.getByRole("status").getByText("Booking marked en route.")).toBeVisible();
  await expect(row.getByText("En route", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: /^Start job/ }).click();
  await expect(row.getByText("In progress", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: /^Mark completed/ }).click();
  await expect(page.getByRole("status").getByText("Booking marked completed.")).toBeVisible();
  await expect(row.getByText("Completed", { exact: true })).toBeVisible();
  await expect(row.getByRole("button")).toHaveCount(0);

  await page.goto("/dashboard");
  await expect(page.getByTestId("stat-Completed jobs")).toHaveText("1");
});

test("the cancellation policy's preview says what customers will read, as it is typed", { tag: "@widths" }, async ({ page }) => {
  const provider = await createProvider();
  await signIn(page, provider, "/provider/schedule");
  const preview = page.getByText("Customers read:").locator("..");
  // The default policy has no fee.
  await expect(preview).toContainText("You can cancel for free at any time before the job.");
  await page.getByLabel("Free cancellation until (hours before)").fill("48");
  await page.getByLabel("Late-cancellation fee (% of the price)").fill("50");
  // With JavaScript the words follow the fields; without it they are the saved policy's until it is saved.
  if (hasJs())
    await expect(preview).toContainText(
      "Free cancellation until 48 hours before the job; after that, a late-cancellation fee of 50% of the price.",
    );
  await page.getByRole("button", { name: "Save cancellation policy" }).click();
  await expect(preview).toContainText(
    "Free cancellation until 48 hours before the job; after that, a late-cancellation fee of 50% of the price.",
  );
  // A value the server would refuse leaves the preview on what was saved.
  await page.getByLabel("Late-cancellation fee (% of the price)").fill("150");
  await expect(preview).toContainText("a late-cancellation fee of 50% of the price");
});

test("a provider's jobs go to the calendar they subscribe to, at an address only they know @widths", async ({ page }) => {
  const provider = await createProvider();
  const name = `Feed ${runName()} Customer`;
  await bookThroughForm(page.request, provider.serviceId, { name, date: upcomingWorkday(hasJs() ? 6 : 7), time: "13:00" });
  await signIn(page, provider, "/provider/schedule");
  await expect(page.getByRole("heading", { name: "Your jobs in your calendar" })).toBeVisible();
  await page.getByRole("button", { name: "Make my calendar address" }).click();
  const address = page.locator("#calendar-feed-url");
  await expect(address).toHaveText(/\/feeds\/[A-Za-z0-9_-]{43}\/jobs\.ics$/);
  const first = (await address.textContent())!;
  // On a phone the address wraps inside the card; a calendar app opens it as a subscription.
  expect((await address.boundingBox())!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveAttribute("href", first.replace(/^http:/, "webcal:"));
  await expect(page.getByRole("button", { name: "Copy the address" })).toHaveCount(hasJs() ? 1 : 0);

  // A calendar app reads it: the booked job is there, as the customer's first name and initial.
  const feed = await page.request.get(first);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = (await feed.text()).replace(/\r\n /g, "");
  expect(text).toContain(`SUMMARY:${provider.serviceName}: Feed C.`);

  // Shown once: back on the page, only that an address exists; a new one stops the old, once asked.
  await page.goto("/provider/schedule");
  await expect(address).toHaveCount(0);
  await expect(page.getByText("Your calendar has a private address.")).toBeVisible();
  await page.locator("summary", { hasText: "Make a new address" }).click();
  await expect(page.getByText("The address your calendar app uses now stops working")).toBeVisible();
  expect((await page.request.get(first)).status()).toBe(200);
  await page.getByRole("button", { name: "Yes, make a new address" }).click();
  await expect(address).not.toHaveText(first);
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get((await address.textContent())!)).status()).toBe(200);
});

test("a busy hour in the provider's own calendar cannot be booked, and is free again when the calendar goes", async ({ page }) => {
  const provider = await createProvider();
  const date = upcomingWorkday(hasJs() ? 8 : 9);
  const compact = date.replaceAll("-", "");
  // The provider's personal calendar, as Google Calendar's secret address serves it.
  const ics = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "BEGIN:VEVENT",
    `DTSTART;TZID=America/Chicago:${compact}T110000`,
    `DTEND;TZID=America/Chicago:${compact}T120000`,
    `UID:physio-${runName()}@google.com`,
    "SUMMARY:Physio",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");
  const server = http.createServer((_request, response) => response.writeHead(200, { "Content-Type": "text/calendar" }).end(ics));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar/ical/private-${runName()}/basic.ics`;
  try {
    await signIn(page, provider, "/provider/schedule");
    await expect(page.getByRole("heading", { name: "Busy times from your calendars" })).toBeVisible();
    await expect(page.getByText("No calendars added.")).toBeVisible();

    // A wrong address is answered beside the field, with what was typed kept.
    await page.getByLabel("Calendar address").fill("ftp://calendar.example.com/cal.ics");
    await page.getByLabel("Name (optional)").fill("Personal");
    await page.getByRole("button", { name: "Add calendar" }).click();
    await expect(page.getByText("Please paste a calendar address starting with https:// or webcal://")).toBeVisible();
    await expect(page.getByLabel("Name (optional)")).toHaveValue("Personal");

    await page.getByLabel("Calendar address").fill(address);
    await page.getByRole("button", { name: "Add calendar" }).click();
    await expect(page.getByRole("status").getByText("Calendar added: 1 busy time ahead now blocks your schedule.")).toBeVisible();
    const listed = page.locator("#busy-calendars li").filter({ hasText: "Personal" });
    await expect(listed.getByText("127.0.0.1/…/basic.ics")).toBeVisible();
    await expect(listed.getByText(/^Last synced .* · 1 busy time ahead$/)).toBeVisible();

    // The customer's picker: the hour and the start that would run into it are taken.
    await page.goto(`/service/${provider.serviceId}?book=1`);
    await pickDate(page, date);
    await expect(page.getByRole("radio", { name: "11:00 AM (booked)" })).toBeDisabled();
    await expect(page.getByRole("radio", { name: "10:30 AM (booked)" })).toBeDisabled();
    await expect(page.getByRole("radio", { name: "10:00 AM", exact: true })).toBeEnabled();
    await expect(page.getByRole("radio", { name: "12:00 PM", exact: true })).toBeEnabled();

    await page.goto("/provider/schedule");
    // It asks once: its busy times stop blocking bookings.
    await listed.locator("summary", { hasText: "Remove calendar Personal" }).click();
    await expect(listed.getByText("Its busy times stop blocking bookings at once")).toBeVisible();
    await listed.getByRole("button", { name: "Yes, remove it" }).click();
    await expect(page.getByRole("status").getByText("Calendar removed: its busy times no longer block your schedule.")).toBeVisible();
    await expect(page.getByText("No calendars added.")).toBeVisible();
    await page.goto(`/service/${provider.serviceId}?book=1`);
    await pickDate(page, date);
    await expect(page.getByRole("radio", { name: "11:00 AM", exact: true })).toBeEnabled();
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
