import { expect, test } from "@playwright/test";
import { createProvider } from "./support/factories";
import { signIn } from "./support/session";

test("a 403 and a 404 inside the dashboard show inside its frame, with a way back", async ({ page }) => {
  const [provider, other] = await Promise.all([createProvider(), createProvider()]);
  await signIn(page, provider);

  const refused = await page.goto(`/dashboard/scheduling?service=${other.serviceId}`);
  expect(refused?.status()).toBe(403);
  // The dashboard's own heading and tabs stay; the error sits where the tab's content would.
  await expect(page.getByRole("heading", { level: 1, name: "Business Dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Customers" })).toBeVisible();
  const alert = page.getByRole("alert").filter({ hasText: "Access Denied" });
  await expect(alert).toContainText("You can only schedule jobs for your own services.");

  const missing = await page.goto("/dashboard/scheduling?service=4d1c7d5e-0d5b-4a44-9c3e-7a0f6e0f0000");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Business Dashboard" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("This service is not available for scheduling.");

  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("alert")).toHaveCount(0);
});
