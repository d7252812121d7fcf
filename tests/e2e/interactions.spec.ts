import { expect, test } from "@playwright/test";
import { hasJs, upcomingWorkday } from "./support/e2e";
import { bookThroughForm, createProvider } from "./support/factories";
import { signIn } from "./support/session";

/** Small interaction bugs, each of which once needed a second click or left stale text behind. */

test("after a refused zip code, one click on Add Service Area adds the area", async ({ page }) => {
  await signIn(page, await createProvider());
  await page.goto("/provider/areas");
  await page.getByLabel("Zip code").fill("00000");
  await page.getByRole("button", { name: "Add Service Area" }).click();
  await expect(page.getByText("We could not find this zip code. Please check it.")).toBeVisible();

  await page.getByLabel("Zip code").fill("78613");
  await page.getByRole("button", { name: "Add Service Area" }).click();
  await expect(page.getByText("Service area added successfully!")).toBeVisible();
  await expect(page.getByText("We could not find this zip code. Please check it.")).toHaveCount(0);
  // The form is ready for the next area.
  await expect(page.getByLabel("Zip code")).toHaveValue("");
});

test("a successful social post clears the error of the refused one before it", async ({ page }) => {
  await signIn(page, await createProvider());
  await page.goto("/provider/marketing");
  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Please select a service and at least one platform");
  await page.getByLabel("Facebook").check();
  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByText("Posted to 1 platform(s)")).toBeVisible();
  await expect(page.getByText("Please select a service and at least one platform")).toHaveCount(0);
  await expect(page.getByLabel("Facebook")).not.toBeChecked();
});

test("controls that stand in for JavaScript are shown only without it", async ({ page }) => {
  const provider = await createProvider();
  await bookThroughForm(page.request, provider.serviceId, { name: "Hal Hint", date: upcomingWorkday(2), time: "09:00" });
  await page.goto(`/service/${provider.serviceId}?book=1`);
  await expect(page.getByLabel("Preferred date")).toBeVisible();
  await expect(page.getByRole("button", { name: "Show available times" })).toHaveCount(hasJs() ? 0 : 1);

  await signIn(page, provider);
  await page.goto("/dashboard/payments");
  const hint = page.getByText("Payment methods appear once the amount is above $0.", { exact: false });
  if (hasJs()) {
    await expect(hint).toBeVisible();
    await page.getByLabel("Amount ($)").fill("40");
    await expect(page.getByRole("radiogroup", { name: /^Payment method/ })).toBeVisible();
    await expect(hint).toHaveCount(0);
  } else {
    await expect(hint).toHaveCount(0);
  }
});

test("switching the theme adds no entry to the browser's history", async ({ page }) => {
  test.skip(!hasJs(), "Without JavaScript the theme is a form post, which the browser keeps in its history");
  await page.goto("/");
  await page.goto("/?zip=78701");
  for (const theme of ["Dark", "Light"]) {
    await Promise.all([
      page.waitForResponse((response) => response.url().includes("/resources/theme") && response.request().method() === "POST"),
      page.getByRole("button", { name: theme, exact: true }).click(),
    ]);
  }
  await expect(page.locator("html")).toHaveClass("light");
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test("after booking from the bottom of a long page on a phone, the confirmation's headline is in view", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const provider = await createProvider();
  await page.goto(`/service/${provider.serviceId}?book=1&date=${upcomingWorkday(hasJs() ? 5 : 6)}`);
  await page.getByText("10:00 AM", { exact: true }).click();
  await page.getByLabel("Full name").fill("Sky Scroll");
  await page.getByLabel("Email").fill("sky.scroll@example.org");
  await page.getByLabel("Phone").fill("(512) 555-0142");
  await page.getByLabel("Service address").fill("1100 Congress Ave, Austin, TX 78701");
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeInViewport();
});
