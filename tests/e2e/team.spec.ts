import { expect, test, type Page } from "@playwright/test";
import { hasJs, readDb, startsSoon, upcomingWorkday } from "./support/e2e";
import { expectFitsAndAccessible } from "./support/checks";
import { addMemberThroughForm, bookThroughForm, createProvider, type TestProvider } from "./support/factories";

/**
 * A provider's team end to end (issue 35, parts 1 to 3): the owner adds members with their hours,
 * a customer books "any available" and sees who is coming, the owner gives the job to another
 * member, and that member signs in from the invitation and marks it en route.
 */

// Sign-ins, a booking and three pages of the portal; allow for a busy machine.
test.describe.configure({ timeout: 90_000 });

async function signInAsOwner(page: Page, provider: TestProvider) {
  await page.goto("/provider/team");
  await page.getByLabel("Email").fill(provider.email);
  await page.getByLabel("Password").fill(provider.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/provider\/team$/);
}

const ONE_PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

function invitationPath(email: string): string {
  const db = readDb();
  const row = db.prepare(`select text from email_outbox where "to" = ? and kind = 'team_invitation'`).get(email) as { text: string };
  db.close();
  const link = new URL(/https?:\/\/\S+\/sign-in\/link\?token=[\w-]{43}/.exec(row.text)![0]);
  return link.pathname + link.search;
}

test("an owner's team: members with their own hours, a customer told who is coming, a job reassigned and marked en route by its member", async ({
  page,
}) => {
  const provider = await createProvider({ serviceName: "House Cleaning" });
  const tag = provider.userId.slice(0, 8);
  const maria = { name: "Maria Ortega", email: `maria-${tag}@crew.example` };
  const sam = { name: "Sam Lee", email: `sam-${tag}@crew.example` };
  const date = upcomingWorkday(hasJs() ? 2 : 3);

  await signInAsOwner(page, provider);
  await expect(page.getByText("No team members yet. You take every job yourself.")).toBeVisible();
  // The office only dispatches: the crews take the jobs.
  await page.getByLabel("I take jobs myself too").uncheck();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByLabel("I take jobs myself too")).not.toBeChecked();

  await addMemberThroughForm(page, provider, maria);
  // A refused form keeps what was typed and says why beside the field.
  const form = page.locator("form", { has: page.getByRole("button", { name: "Add member" }) });
  await form.getByLabel("Name").fill("Nobody");
  await form.getByLabel("Email").fill(maria.email);
  await form.getByRole("button", { name: "Add member" }).click();
  await expect(page.getByText("Please choose at least one service they perform")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("Nobody");

  // Maria's own buffer.
  await page.getByRole("link", { name: `Hours, days off and services of ${maria.name}` }).click();
  await expect(page.getByRole("heading", { name: "Maria Ortega's weekly hours" })).toBeVisible();
  // Her photo, shown to customers beside her first name.
  await page.getByLabel("Photo", { exact: true }).setInputFiles({ name: "maria.png", mimeType: "image/png", buffer: ONE_PIXEL_PNG });
  await page.getByRole("button", { name: "Save photo" }).click();
  await expect(page.getByText("Photo saved.")).toBeVisible();
  await page.getByLabel("Time between jobs").selectOption("30");
  await page.getByRole("button", { name: "Save hours" }).click();
  await expect(page.getByText("Schedule saved")).toBeVisible();
  await expectFitsAndAccessible(page);
  await page.getByRole("link", { name: "Back to your team" }).click();
  await expect(page.getByText(/Hours: Mon–Sat 8:00 AM–6:00 PM · 30 min\w* between jobs/)).toBeVisible();

  // A customer books "any available": Maria is the only one who performs the service.
  const booking = await bookThroughForm(page.request, provider.serviceId, { name: `Team Customer ${tag}`, date, time: "10:00" });
  await page.goto(booking.path);
  await expect(page.getByText("Who is coming: Maria")).toBeVisible();
  const photo = page.locator("p", { hasText: "Who is coming: Maria" }).locator("img");
  await expect(photo).toHaveAttribute("src", /^\/media\/[0-9a-f-]{36}$/);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // The owner adds Sam and gives him the job.
  await page.goto("/provider/team");
  await addMemberThroughForm(page, provider, sam);
  await expectFitsAndAccessible(page);
  await page.goto("/provider/bookings");
  const row = page.locator("li", { hasText: `Team Customer ${tag}` });
  await expect(row.getByText("Team member: Maria Ortega")).toBeVisible();
  await expectFitsAndAccessible(page);
  // Who is free then, and how much of their day is taken; nobody is chosen for the owner.
  const giveTo = row.getByLabel("Give the job to");
  await expect(giveTo).toHaveValue("");
  const samOption = giveTo.locator("option", { hasText: sam.name });
  await expect(samOption).toHaveText(`${sam.name} (free, nothing else that day)`);
  await giveTo.selectOption((await samOption.getAttribute("value"))!);
  await row.getByRole("button", { name: /^Reassign/ }).click();
  await expect(page.getByText("The job is now Sam Lee's. The customer was told.")).toBeVisible();
  // The list comes back on that job.
  await expect(page).toHaveURL(/\/provider\/bookings#booking-[\w-]+$/);
  // The owner narrows the list to Sam's jobs on that day.
  await page.getByLabel("Whose jobs").selectOption({ label: sam.name });
  await page.getByLabel("Day", { exact: true }).fill(date);
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]day=${date}`));
  await expect(page.locator("li", { hasText: `Team Customer ${tag}` })).toBeVisible();
  await page.getByRole("link", { name: "Show all" }).click();
  await expect(page.locator("li", { hasText: `Team Customer ${tag}` }).getByText("Team member: Sam Lee")).toBeVisible();
  await page.goto(booking.path);
  await expect(page.getByText("Who is coming: Sam")).toBeVisible();

  // The owner lets customers choose who comes; a customer chooses Sam, whose 10:00 is now taken.
  await page.goto("/provider/team");
  await page.getByLabel("Customers may choose who comes").check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Team settings saved.")).toBeVisible();
  await page.goto(`/service/${provider.serviceId}?book=1`);
  // Each person by first name, with their photo where they have one.
  const who = page.getByRole("group", { name: "Who would you like?" });
  await expect(who.getByRole("radio", { name: "Any available" })).toBeChecked();
  await expect(who.locator("label", { hasText: "Maria" }).locator("img")).toHaveCount(1);
  await expect(who.locator("label", { hasText: "Sam" }).locator("img")).toHaveCount(0);
  await who.getByRole("radio", { name: "Sam" }).check();
  await page.getByRole("button", { name: "Show their times" }).click();
  // The page comes back with Sam's times (a navigation with or without JavaScript).
  await expect(page).toHaveURL(/[?&]member=[0-9a-f-]{36}/);
  await expect(page.getByRole("group", { name: "Who would you like?" }).getByRole("radio", { name: "Sam" })).toBeChecked();
  await page.getByLabel("Preferred date").fill(date);
  if (!hasJs()) await page.getByRole("button", { name: "Show available times" }).click();
  await expect(page.locator('input[name="preferred_date"]')).toHaveValue(date);
  await expect(page.getByRole("radio", { name: /^10:00 AM/ })).toBeDisabled();
  await page.getByText("1:00 PM", { exact: true }).click();
  await page.getByLabel("Full name").fill(`Chooser ${tag}`);
  await page.getByLabel("Email").fill(`chooser-${tag}@example.org`);
  await page.getByLabel("Phone").fill("(512) 555-0199");
  await page.getByLabel("Service address").fill("1100 Congress Ave, Austin, TX 78701");
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(page.getByText("Who is coming: Sam")).toBeVisible();

  // Sam signs in from the invitation and sees only his jobs; he marks the reassigned one en route.
  await page.goto("/provider/services");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.goto(invitationPath(sam.email));
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole("heading", { name: "Your jobs", exact: true })).toBeVisible();
  await expectFitsAndAccessible(page);
  startsSoon(`Team Customer ${tag}`);
  await page.reload();
  const job = page.locator("li", { hasText: `Team Customer ${tag}` });
  await expect(job.getByText("1100 Congress Ave, Austin, TX 78701")).toBeVisible();
  await job.locator("summary", { hasText: "Mark en route" }).click();
  await job.getByRole("button", { name: /^Yes, tell / }).click();
  await expect(page.getByText("Booking marked en route.")).toBeVisible();
  await expect(page.locator("li", { hasText: `Team Customer ${tag}` }).getByText("En route")).toBeVisible();
  // Nothing of the business's is his: the portal takes him back to his jobs, still signed in.
  await page.goto("/provider/bookings");
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByText("That page is for the business's owner. Here are your own jobs.")).toBeVisible();
});
