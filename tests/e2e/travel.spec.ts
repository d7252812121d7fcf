import { expect, test } from "@playwright/test";
import { hasJs, upcomingWorkday } from "./support/e2e";
import { expectFitsAndAccessible } from "./support/checks";
import { bookThroughForm, createProvider, createTodaysJobs } from "./support/factories";
import { signIn } from "./support/session";

/**
 * Travel between jobs (issue 58) end to end, with and without JavaScript: a customer in Round Rock
 * is not offered the times a south Austin provider cannot drive to, and a person's day reads as a
 * route with its map at 320 and 1280 px.
 */

test.describe.configure({ timeout: 90_000 });

const SOUTH_AUSTIN = "5400 Brodie Ln, Austin, TX 78745";
const ROUND_ROCK = "200 E Main St, Round Rock, TX 78664";

test("a customer is offered only the times the provider can drive to, and told why a time they typed is refused", async ({ page }) => {
  const provider = await createProvider({ serviceName: "House Cleaning", zipCode: "78745" });
  const date = upcomingWorkday(hasJs() ? 4 : 5);
  // A two-hour house cleaning in south Austin, 08:00 to 10:00.
  await bookThroughForm(page.request, provider.serviceId, { name: "Sam South", date, time: "08:00", address: SOUTH_AUSTIN });

  // From a Round Rock search, an hour's drive north: 10:00 and 10:30 cannot be reached; noon can.
  await page.goto(`/service/${provider.serviceId}?book=1&zip=78664&category=home-services&date=${date}`);
  await expect(page.getByRole("radio", { name: /^10:00 AM/ })).toBeDisabled();
  await expect(page.getByRole("radio", { name: /^10:30 AM/ })).toBeDisabled();
  await expect(page.getByRole("radio", { name: /^12:00 PM/ })).toBeEnabled();

  // Next door (south Austin), 10:00 is free as ever.
  await page.goto(`/service/${provider.serviceId}?book=1&zip=78745&category=home-services&date=${date}`);
  await expect(page.getByRole("radio", { name: /^10:00 AM/ })).toBeEnabled();

  // Chosen there and sent with a Round Rock address, 10:00 is refused beside the time; nothing typed is lost.
  await page.getByText("10:00 AM", { exact: true }).click();
  await page.getByLabel("Full name").fill("Rita Rock");
  await page.getByLabel("Email").fill("rita.rock@example.org");
  await page.getByLabel("Phone").fill("(512) 555-0190");
  await page.getByLabel("Service address").fill(ROUND_ROCK);
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(page.getByText("The provider cannot get to you in time from their other jobs. Please choose another time.")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Rita Rock");
  await expect(page.getByLabel("Service address")).toHaveValue(ROUND_ROCK);
});

test("a person's day reads as a route: jobs in order, the drive into each, the day's total, directions and a map", async ({ page }) => {
  const provider = await createProvider({ serviceName: "House Cleaning", zipCode: "78745" });
  await createTodaysJobs(provider, [
    { customer: "Ann First", time: "09:00", address: SOUTH_AUSTIN, zip: "78745" },
    { customer: "Bo Second", time: "12:00", address: ROUND_ROCK, zip: "78664" },
    { customer: "Cy Third", time: "15:00", address: "100 Congress Ave, Austin, TX 78701", zip: "78701" },
  ]);
  await signIn(page, provider);
  await page.goto("/provider/schedule");
  const route = page.locator("#route");
  await expect(route.getByRole("heading", { name: "Today's route" })).toBeVisible();
  const stops = route.getByRole("listitem");
  await expect(stops).toHaveCount(3);
  await expect(stops.nth(0)).toContainText("Ann First");
  await expect(stops.nth(1)).toContainText("Bo Second");
  await expect(stops.nth(1).getByText(/^Drive here: \d+ (minutes?|hours?)[^·]* · \d+ mi$/)).toBeVisible();
  await expect(stops.nth(2).getByText(/^Drive here: /)).toBeVisible();
  // The first job is where the day starts (the business's own zip): no drive to show.
  await expect(stops.nth(0).getByText(/^Drive here: /)).toHaveCount(0);
  await expect(route.getByRole("link", { name: /^Directions/ })).toHaveCount(3);
  await expect(route.getByRole("link", { name: /^Directions/ }).first()).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
  );
  await expect(route.getByText(/^Total driving today: /)).toBeVisible();
  const map = route.getByRole("img", { name: "Map of today's route" });
  await expect(map).toBeVisible();
  await expect(map.locator("circle")).toHaveCount(3);
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(map).toBeVisible();
    const box = await map.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(width);
    await expectFitsAndAccessible(page);
  }
});

test("an owner sets how travel is counted and where the day starts, each refused value kept beside its field", async ({ page }) => {
  const provider = await createProvider({ serviceName: "House Cleaning", zipCode: "78745" });
  await signIn(page, provider);
  await page.goto("/provider/schedule");
  const travel = page.locator("#travel-settings");
  await travel.getByLabel("How to count travel").selectOption("per_mile");
  await travel.getByLabel("Minutes per mile").fill("");
  await travel.getByRole("button", { name: "Save travel" }).click();
  await expect(page.getByText("Please enter minutes per mile between 0.5 and 10").first()).toBeVisible();
  await page.locator("#travel-settings").getByLabel("Minutes per mile").fill("2.5");
  await page.locator("#travel-settings").getByRole("button", { name: "Save travel" }).click();
  await expect(page.getByText("Travel settings saved.")).toBeVisible();
  await expect(page.locator("#travel-settings").getByLabel("How to count travel")).toHaveValue("per_mile");
  await expect(page.locator("#travel-settings").getByLabel("Minutes per mile")).toHaveValue("2.5");

  await page.locator("#travel-settings").getByLabel("Day starts at (zip code)").fill("99999");
  await page.locator("#travel-settings").getByRole("button", { name: "Save places" }).click();
  await expect(page.getByText("We don't know this zip code. Please check it.").first()).toBeVisible();
  await expect(page.locator("#travel-settings").getByLabel("Day starts at (zip code)")).toHaveValue("99999");
  await page.locator("#travel-settings").getByLabel("Day starts at (zip code)").fill("78664");
  await page.locator("#travel-settings").getByRole("button", { name: "Save places" }).click();
  await expect(page.getByText("Day start and end places saved.")).toBeVisible();
  await expect(page.locator("#travel-settings").getByLabel("Day starts at (zip code)")).toHaveValue("78664");
});
