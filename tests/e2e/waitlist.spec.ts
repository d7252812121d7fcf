import { expect, test, type Page } from "@playwright/test";
import { hasJs, readDb, runName, upcomingWorkday } from "./support/e2e";
import { expectFitsAndAccessible } from "./support/checks";
import { bookThroughForm, createProvider } from "./support/factories";

/**
 * The waitlist end to end (issue 36), with and without JavaScript: a customer joins from a
 * service's page where the time they want is taken, the booking is cancelled, the offer reaches
 * the outbox and is booked from its link in one step; another customer leaves from theirs.
 */

test.describe.configure({ timeout: 90_000 });

/** The newest e-mail of a kind to an address, read from the outbox. */
function latestEmail(to: string, kind: string): string {
  const db = readDb();
  const row = db.prepare(`select text from email_outbox where "to" = ? and kind = ? order by created_at desc limit 1`).get(to, kind) as
    { text: string } | undefined;
  db.close();
  if (!row) throw new Error(`no ${kind} e-mail to ${to}`);
  return row.text;
}

function linkIn(text: string): string {
  const url = new URL(/https?:\/\/\S+\/waitlist\/\S+/.exec(text)![0]);
  return url.pathname + url.search + url.hash;
}

async function joinFromServicePage(page: Page, serviceId: string, date: string, customer: { name: string; email: string }) {
  await page.goto(`/service/${serviceId}?book=1&date=${date}`);
  await page.getByRole("link", { name: "Join the waitlist" }).click();
  await expect(page.getByRole("heading", { name: "Join the waitlist" })).toBeVisible();
  await page.getByLabel("Full name").fill(customer.name);
  await page.getByLabel("Email").fill(customer.email);
  await page.getByLabel("Phone").fill("(512) 555-0177");
  const window = page.getByRole("group", { name: "Window 1" });
  await expect(window.getByLabel("First day")).toHaveValue(date);
  await window.getByLabel("Part of the day").selectOption("between");
  await window.getByLabel("Earliest start").fill("10:00");
  await window.getByLabel("Start before").fill("10:30");
}

test("a customer joins the waitlist, the freed time is offered to them alone and booked from the e-mail's link", async ({
  page,
  request,
}) => {
  const provider = await createProvider({ serviceName: "House Cleaning" });
  const date = upcomingWorkday(hasJs() ? 3 : 4);
  const taken = await bookThroughForm(request, provider.serviceId, { name: `Early ${runName()} Bird`, date, time: "10:00" });
  const ana = { name: `Ana ${runName()} Waits`, email: `ana.${provider.userId.slice(0, 8)}@example.org` };

  await joinFromServicePage(page, provider.serviceId, date, ana);
  // A window with its end before its start is refused beside the field, with everything typed kept.
  const window = page.getByRole("group", { name: "Window 1" });
  await window.getByLabel("Start before").fill("09:30");
  await page.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(window.getByText("The end time must be after the start time.")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue(ana.name);
  await window.getByLabel("Start before").fill("10:30");
  await page.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(page.getByText("You're on the waitlist. We e-mailed you a link to see, change or leave it.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your waitlist entry" })).toBeVisible();
  await expect(page.getByText("You are the only one waiting for these times.")).toBeVisible();
  await expectFitsAndAccessible(page);

  // The booked customer cancels: the time is offered to Ana, held for her alone.
  await page.goto(taken.path);
  await page.getByText("Cancel booking", { exact: true }).click();
  await page.getByRole("button", { name: "Yes, cancel this booking" }).click();
  await expect(page.getByRole("status").getByText("Your booking has been cancelled. We have let the provider know.")).toBeVisible();
  await page.goto(`/service/${provider.serviceId}?book=1&date=${date}`);
  // The public sees the time taken while it is held.
  await expect(page.getByRole("radio", { name: "10:00 AM (booked)" })).toBeDisabled();

  const offer = latestEmail(ana.email, "waitlist_offer");
  expect(offer).toContain("It is held for you alone until");
  await page.goto(linkIn(offer));
  await expect(page.getByRole("heading", { name: "A time opened up for you" })).toBeVisible();
  await expectFitsAndAccessible(page);
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByText("Booking Confirmed! Your service has been booked successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\?token=/);
  await expect(page.getByText(ana.name).first()).toBeVisible();
  await page.goto(linkIn(latestEmail(ana.email, "waitlist_joined")));
  await expect(page.getByText("You booked a time from the waitlist.")).toBeVisible();
});

test("a customer leaves the waitlist from the link in their e-mail", async ({ page, request }) => {
  const provider = await createProvider({ serviceName: "House Cleaning" });
  const date = upcomingWorkday(hasJs() ? 5 : 6);
  await bookThroughForm(request, provider.serviceId, { name: `Booked ${runName()} First`, date, time: "10:00" });
  const ben = { name: `Ben ${runName()} Leaves`, email: `ben.${provider.userId.slice(0, 8)}@example.org` };
  await joinFromServicePage(page, provider.serviceId, date, ben);
  await page.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(page.getByRole("heading", { name: "Your waitlist entry" })).toBeVisible();

  await page.goto(linkIn(latestEmail(ben.email, "waitlist_joined")));
  await page.getByRole("link", { name: "Change your windows" }).click();
  await page.getByRole("group", { name: "Window 1" }).getByLabel("Part of the day").selectOption("morning");
  await page.getByRole("button", { name: "Save windows" }).click();
  await expect(page.getByText("Your waitlist entry was changed.")).toBeVisible();
  await expect(page.getByText(/, mornings$/)).toBeVisible();
  await page.getByRole("button", { name: "Leave the waitlist" }).click();
  await expect(page.getByText("You left the waitlist.", { exact: true })).toBeVisible();
  await expect(page.getByText("You left this waitlist.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Leave the waitlist" })).toHaveCount(0);
});

test("a provider sees who waits for each service, in order, and closes the waitlist", async ({ page }) => {
  const provider = await createProvider({ serviceName: "House Cleaning" });
  const date = upcomingWorkday(hasJs() ? 7 : 8);
  const cleo = { name: `Cleo ${runName()} Queue`, email: `cleo.${provider.userId.slice(0, 8)}@example.org` };
  await joinFromServicePage(page, provider.serviceId, date, cleo);
  await page.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(page.getByRole("heading", { name: "Your waitlist entry" })).toBeVisible();

  await page.goto("/provider/waitlist");
  await page.getByLabel("Email").fill(provider.email);
  await page.getByLabel("Password").fill(provider.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/provider\/waitlist$/);
  await expect(page.getByText("1 customer is waiting, in the order they joined:")).toBeVisible();
  await expect(page.getByText(cleo.name)).toBeVisible();
  await expectFitsAndAccessible(page);
  await page.getByRole("button", { name: "Close the waitlist for House Cleaning" }).click();
  await expect(page.getByText("The waitlist is closed.")).toBeVisible();
  await expect(page.getByText("Waitlist closed", { exact: true })).toBeVisible();
  await page.goto(`/service/${provider.serviceId}?book=1&date=${date}`);
  await expect(page.getByRole("heading", { name: "Book This Service" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Join the waitlist" })).toHaveCount(0);
});
