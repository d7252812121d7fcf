import ICAL from "ical.js";
import { expect, test } from "@playwright/test";
import { addDaysToDate, weekdayOfDate } from "../../app/domain/time";
import { deliverNextPostTwice, hasJs, readDb, upcomingWorkday, runName } from "./support/e2e";
import { expectAccessible } from "./support/checks";
import { bookSeriesThroughForm, bookThroughForm, createProvider, type TestProvider } from "./support/factories";
import { signIn } from "./support/session";

/**
 * A recurring job, with JavaScript and without: every 2 weeks for 6 visits, one of which is
 * taken and gets a proposal; the customer takes it, moves visit 3 from its reminder's link,
 * cancels from visit 5 on, and the calendar file holds exactly the visits that will happen.
 */
let pro: TestProvider;
test.beforeEach(async () => {
  pro = await createProvider({ serviceName: hasJs() ? "House Cleaning" : "Window Cleaning", allowsSeries: true });
});

test(
  "book every 2 weeks for 6 visits, take a proposal, move one visit, cancel from visit 5 on, and get the series' calendar",
  { tag: "@widths" },
  async ({ page, request }) => {
    const first = upcomingWorkday(2);
    const visitDate = (n: number) => addDaysToDate(first, (n - 1) * 14);
    // Another customer already has visit 4's time.
    await bookThroughForm(request, pro.serviceId, { name: "Other Customer", date: visitDate(4), time: "10:00" });

    await page.goto(`/service/${pro.serviceId}?book=1`);
    await page.getByLabel("Preferred date").fill(first);
    if (!hasJs()) await page.getByRole("button", { name: "Show available times" }).click();
    await expect(page.locator('input[name="preferred_date"]')).toHaveValue(first);
    await page.getByText("10:00 AM", { exact: true }).click();
    const name = `Rae ${runName()} Series`;
    await page.getByLabel("Full name").fill(name);
    await page.getByLabel("Email").fill(`rae.${hasJs() ? "js" : "nojs"}.${Date.now()}@example.org`);
    await page.getByLabel("Phone").fill("(512) 555-0123");
    await page.getByLabel("Repeat", { exact: true }).selectOption({ label: "Every 2 weeks" });
    await page.getByLabel("Number of visits", { exact: true }).fill("6");
    await page.getByRole("button", { name: "Confirm Booking" }).click();

    // Every visit's verdict before anything is booked: visit 4 is taken and has a proposal. It comes
    // into view where the button was (with JavaScript its heading takes the focus; without, the form's #book).
    await expect(page.getByRole("heading", { name: "Check your visits" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Check your visits" })).toBeInViewport();
    if (hasJs()) await expect(page.getByRole("heading", { name: "Check your visits" })).toBeFocused();
    const visits = page.getByRole("list", { name: "Visits" });
    await expect(visits.getByRole("listitem")).toHaveCount(6);
    const fourth = visits.getByRole("listitem").nth(3);
    await expect(fourth.getByText("Not free")).toBeVisible();
    await expect(fourth.getByRole("radio", { name: /^Take the proposal: / })).toBeChecked();
    await expectAccessible(page);
    // Tapped twice on a slow network: one series, and both posts land on its first visit.
    const landings = await deliverNextPostTwice(page);
    await page.getByRole("button", { name: "Book the chosen visits" }).click();

    await expect(page.getByText("Booked! 6 visits are on the provider's calendar, and we e-mailed you the dates.")).toBeVisible();
    const firstVisit = new URL(page.url());
    expect(landings()).toEqual(Array(2).fill(`${firstVisit.pathname}${firstVisit.search}`));
    const booked = readDb();
    // This test's provider only: a retry makes its own, beside the first attempt's rows.
    expect(
      booked.prepare("select count(*) as n from bookings where service_id = ? and customer_name = ?").get(pro.serviceId, name),
    ).toEqual({
      n: 6,
    });
    booked.close();
    const series = page.getByRole("list", { name: "Visits of the series" });
    await expect(series.getByRole("listitem")).toHaveCount(6);

    // Visit 3, moved from its own link (the one its reminder e-mail carries) to 2:00 PM that day.
    const db = readDb();
    const reminder = db
      .prepare(
        "select o.text from email_outbox o join bookings b on b.id = o.booking_id where o.kind = 'booking_reminder' and b.series_index = 3 and b.service_id = ?",
      )
      .get(pro.serviceId) as { text: string };
    db.close();
    const visit3 = /(http:\/\/127\.0\.0\.1:\d+\/bookings\/[0-9a-f-]{36}\?token=[\w-]+)/.exec(reminder.text)![1];
    await page.goto(visit3);
    await page.getByRole("link", { name: "Move to another time" }).click();
    await expect(page.getByRole("heading", { name: "Move your booking" })).toBeVisible();
    await page.getByLabel("Preferred date").fill(visitDate(3));
    if (!hasJs()) await page.getByRole("button", { name: "Show available times" }).click();
    await expect(page.locator('#move input[name="preferred_date"]')).toHaveValue(visitDate(3));
    await page.getByText("2:00 PM", { exact: true }).click();
    await page.getByRole("button", { name: "Move this visit" }).click();
    await expect(page.getByText("Your booking has been moved. We have let the provider know.")).toBeVisible();

    // From visit 5 on, cancelled.
    await page
      .getByRole("list", { name: "Visits of the series" })
      .getByRole("listitem")
      .filter({ hasText: "Visit 5:" })
      .getByRole("link")
      .click();
    await expect(page.getByText(/Visit 5: .*\(this visit\)/)).toBeVisible();
    await page.getByText("Cancel this and all following visits").click();
    await page.getByRole("button", { name: "Yes, cancel this and all following" }).click();
    await expect(page.getByText("Cancelled this visit and the 1 after it.")).toBeVisible();

    // The calendar file: one event, its rule, the two cancelled dates, and visits 3 (moved) and 4 (the proposal) as overrides.
    await page
      .getByRole("list", { name: "Visits of the series" })
      .getByRole("listitem")
      .filter({ hasText: "Visit 1:" })
      .getByRole("link")
      .click();
    const href = await page.getByRole("link", { name: "Add to calendar" }).getAttribute("href");
    const text = await (await request.get(href!)).text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    const [main, ...overrides] = calendar.getAllSubcomponents("vevent");
    expect(main.getFirstPropertyValue("rrule")!.toString()).toBe("FREQ=WEEKLY;COUNT=6;INTERVAL=2");
    const local = (date: string, time: string) => `${date}T${time}:00`;
    expect(main.getAllProperties("exdate").map((exdate) => (exdate.getFirstValue() as ICAL.Time).toString())).toEqual([
      local(visitDate(5), "10:00"),
      local(visitDate(6), "10:00"),
    ]);
    const moved = overrides.map((event) => [
      (event.getFirstPropertyValue("recurrence-id") as ICAL.Time).toString(),
      (event.getFirstPropertyValue("dtstart") as ICAL.Time).toString().slice(0, 10),
    ]);
    expect(moved.map(([ruleDate]) => ruleDate).sort()).toEqual([local(visitDate(3), "10:00"), local(visitDate(4), "10:00")]);
    expect(
      overrides
        .find((event) => (event.getFirstPropertyValue("recurrence-id") as ICAL.Time).toString() === local(visitDate(3), "10:00"))
        ?.getFirstPropertyValue("dtstart")
        ?.toString(),
    ).toBe(local(visitDate(3), "14:00"));
    expect(Number(main.getFirstPropertyValue("sequence"))).toBeGreaterThanOrEqual(2);
  },
);

test("the provider takes series, moves a visit and the ones after it, and cancels the rest from the portal", async ({ page, request }) => {
  const provider = await createProvider({ serviceName: hasJs() ? "Lawn Care" : "Gutter Cleaning" });
  await signIn(page, provider);
  await page.goto("/provider/schedule");
  await page.getByLabel("Take recurring bookings").check();
  await page.getByRole("button", { name: "Save setting", exact: true }).click();
  await expect(page.getByText("Recurring bookings setting saved.")).toBeVisible();

  // The visits move a day later: the first is a Monday to Friday, so the day after is a working day (on a Thursday
  // the second workday ahead is a Saturday, and its Sunday is refused).
  const first = [2, 3].map(upcomingWorkday).find((date) => weekdayOfDate(date) !== "saturday")!;
  const dates = [0, 7, 14, 21].map((days) => addDaysToDate(first, days));
  const name = `Lee ${runName()} Lawn`;
  const [, second] = await bookSeriesThroughForm(request, provider.serviceId, { name, dates, time: "09:00" });

  // Visit 2 and the ones after it move to 1:00 PM, a day later each.
  await page.goto(`/provider/bookings/${second}/move`);
  await page.getByLabel("Preferred date").fill(addDaysToDate(dates[1], 1));
  if (!hasJs()) await page.getByRole("button", { name: "Show available times" }).click();
  await expect(page.locator('input[name="preferred_date"]').last()).toHaveValue(addDaysToDate(dates[1], 1));
  await page.getByText("1:00 PM", { exact: true }).click();
  await page.getByRole("button", { name: "Move this and all following visits" }).click();
  await expect(page.getByText("Moved this visit and the 2 after it.")).toBeVisible();

  // Visit 3 and the one after it are cancelled, with the reason the customer reads.
  const row = page.getByRole("listitem").filter({ hasText: "Visit 3 of 4" });
  await row.locator("summary", { hasText: "Cancel" }).click();
  await row.getByLabel("Reason (sent to the customer)").fill("Moving out of the area");
  await row.getByLabel("Also cancel every later visit of this series").check();
  await row.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByText("Cancelled this visit and the 1 after it.")).toBeVisible();

  const db = readDb();
  const visits = db
    .prepare("select preferred_date, preferred_time, status from bookings where customer_name = ? order by series_index")
    .all(name) as Array<{ preferred_date: string; preferred_time: string; status: string }>;
  db.close();
  expect(visits).toEqual([
    { preferred_date: dates[0], preferred_time: "09:00", status: "confirmed" },
    { preferred_date: addDaysToDate(dates[1], 1), preferred_time: "13:00", status: "confirmed" },
    { preferred_date: addDaysToDate(dates[2], 1), preferred_time: "13:00", status: "cancelled" },
    { preferred_date: addDaysToDate(dates[3], 1), preferred_time: "13:00", status: "cancelled" },
  ]);
});
