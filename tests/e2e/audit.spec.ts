import { expect, test } from "@playwright/test";
import { createAdmin, createProvider } from "./support/factories";
import { signIn } from "./support/session";

test("an admin edits a tile and finds the change in the audit log, filtered by who and what", async ({ page }) => {
  const admin = await createAdmin();
  const provider = await createProvider({ serviceName: "Drain Cleaning" });
  await signIn(page, admin, "/admin");

  await page.goto(`/admin/tiles?edit=${provider.serviceId}`);
  await page.getByLabel("Service name").fill("Drain Cleaning Plus");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Service updated successfully")).toBeVisible();

  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  await page.getByLabel("Who").selectOption({ label: `${admin.email} (admin)` });
  await page.getByLabel("Action").selectOption({ label: "Edited a tile" });
  await page.getByRole("button", { name: "Filter" }).click();

  await expect(page.getByText("1 entry matches the filter")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Edited a tile" });
  await expect(row).toContainText(admin.email);
  await expect(row).toContainText("Service tile");
  await expect(row.getByText(provider.serviceId.slice(0, 8))).toBeVisible();

  // Clear returns to everything; the filter's fields follow.
  await page.getByRole("link", { name: "Clear" }).click();
  await expect(page.getByLabel("Action")).toHaveValue("all");
  await expect(page.getByRole("row").filter({ hasText: admin.email }).first()).toBeVisible();
});
