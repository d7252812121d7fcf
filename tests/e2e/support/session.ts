import { expect, type Page } from "@playwright/test";

/** Signs in through the portal's or the admin panel's own form and waits for the welcome. */
export async function signIn(page: Page, account: { email: string; password: string }, at: "/provider" | "/admin" = "/provider") {
  await page.goto(at);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(`Welcome, ${account.email}`)).toBeVisible();
}

/** A tab of the provider portal: on a phone the tabs are a menu, opened first. */
export async function portalTab(page: Page, name: string | RegExp) {
  const menu = page.getByRole("navigation", { name: "Provider portal" }).locator("summary");
  if (await menu.isVisible()) await menu.click();
  return page.getByRole("navigation", { name: "Provider portal" }).getByRole("link", { name, exact: typeof name === "string" });
}
