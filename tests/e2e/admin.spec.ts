import { expect, test, type Page } from "@playwright/test";
import { hasJs, runName } from "./support/e2e";
import { applyToJoin, createAdmin, createProvider, requestQuoteThroughForm } from "./support/factories";
import { signIn } from "./support/session";

async function signInAsAdmin(page: Page) {
  await signIn(page, await createAdmin(), "/admin");
}

/** An application of the test's own, through the join form (each run another category). */
const applicant = (page: Page) =>
  applyToJoin(
    page.request,
    hasJs()
      ? { zip: "78704", category: "automotive-home-services", service: "Mobile Tire Rotation" }
      : { zip: "78703", category: "home-services", service: "Tree Trimming" },
  );

test("an admin approves an application, the tile reaches customers, then deactivates and edits it", async ({ page }) => {
  const { business, zip, category, service } = await applicant(page);
  await signInAsAdmin(page);
  await expect(page.getByRole("link", { name: "Applications" })).toHaveAttribute("aria-current", "page");

  await page.getByRole("link", { name: `Approve ${business}` }).click();
  const confirm = hasJs() ? page.getByRole("dialog") : page.getByRole("region", { name: `Approve ${business}?` });
  await expect(confirm).toBeVisible();
  if (hasJs()) {
    // Escape closes the dialog without approving; open it again.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("link", { name: `Approve ${business}` }).click();
  }
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(page.getByText(`${business} approved! Service tiles created for ${zip}.`)).toBeVisible();
  await expect(page.getByRole("link", { name: `Approve ${business}` })).toHaveCount(0);

  // Customers now find it.
  await page.goto(`/?zip=${zip}&category=${category}&q=${encodeURIComponent(business)}`);
  await expect(page.getByRole("heading", { name: service })).toBeVisible();

  // Deactivate: it disappears for customers.
  await page.goto("/admin/tiles");
  const row = page.getByRole("row").filter({ hasText: business }).filter({ hasText: service });
  await row.getByRole("button", { name: /^Deactivate/ }).click();
  await expect(page.getByText("Service tile deactivated")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: business }).filter({ hasText: service }).getByText("Inactive")).toBeVisible();
  await page.goto(`/?zip=${zip}&category=${category}&q=${encodeURIComponent(business)}`);
  await expect(page.getByRole("heading", { name: service })).toHaveCount(0);

  // Edit it (on its own step without JavaScript, in a dialog with it) and turn it back on.
  await page.goto("/admin/tiles");
  await page.getByRole("row").filter({ hasText: business }).filter({ hasText: service }).getByRole("link", { name: /^Edit/ }).click();
  await page.getByLabel("Service name").fill(`${service} Deluxe`);
  await page.getByLabel("Radius (miles)").fill("not a number");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Service updated successfully")).toBeVisible();
  const edited = page.getByRole("row").filter({ hasText: `${service} Deluxe` });
  await expect(edited).toContainText("25 miles");
  await edited.getByRole("button", { name: /^Activate/ }).click();
  await expect(page.getByText("Service tile activated")).toBeVisible();
  await page.goto(`/?zip=${zip}&category=${category}&q=${encodeURIComponent(business)}`);
  await expect(page.getByRole("heading", { name: `${service} Deluxe` })).toBeVisible();
});

test("the admin sees the join network and the outbox, and switches a location setting", async ({ page }) => {
  const { business, email } = await applicant(page);
  await signInAsAdmin(page);
  await page.getByRole("link", { name: "Join Network" }).click();
  await expect(page.getByRole("columnheader", { name: "Date applied" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: business })).toBeVisible();

  // The application's confirmation e-mail is in the outbox, newest first.
  await page.getByRole("link", { name: "E-mail outbox" }).click();
  await expect(page.getByRole("heading", { name: "E-mail outbox" })).toBeVisible();
  await page.getByRole("row").filter({ hasText: email }).first().getByRole("link").click();
  await expect(page.getByRole("link", { name: /View the HTML version/ })).toBeVisible();

  await page.getByRole("link", { name: "Location Settings" }).click();
  const toggle = page.getByRole("button", { name: "Show zip code with city" });
  const before = await toggle.getAttribute("aria-pressed");
  await toggle.click();
  await expect(page.getByText("Location setting updated successfully")).toBeVisible();
  await expect(page.getByRole("button", { name: "Show zip code with city" })).toHaveAttribute(
    "aria-pressed",
    before === "true" ? "false" : "true",
  );
  // Put it back so the other run and the other tests see the default.
  await page.getByRole("button", { name: "Show zip code with city" }).click();
  await expect(page.getByRole("button", { name: "Show zip code with city" })).toHaveAttribute("aria-pressed", before!);
  await page.getByRole("link", { name: "Refresh Settings" }).click();
  await expect(page.getByRole("main").locator("button[aria-pressed]")).toHaveCount(4);
});

test("a provider is refused at the admin panel", async ({ page }) => {
  const provider = await createProvider();
  await page.goto("/admin");
  await page.getByLabel("Email").fill(provider.email);
  await page.getByLabel("Password").fill(provider.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("status").getByText("Access Denied")).toBeVisible();
  await expect(page.getByRole("status").getByText("You do not have admin privileges")).toBeVisible();
  await page.goto("/admin/tiles");
  await expect(page).toHaveURL(/\/admin\?redirectTo=%2Fadmin%2Ftiles$/);
});

test("a reported conversation opens under the admin's tabs, 'Reported messages' current", { tag: "@widths" }, async ({ page, context }) => {
  const provider = await createProvider();
  const customer = `Rory ${runName()} ${Date.now()}`;
  const { threadId } = await requestQuoteThroughForm(page.request, provider.serviceId, {
    name: customer,
  });
  await signIn(page, provider);
  await page.goto(`/provider/messages/${threadId}`);
  await page
    .locator("summary")
    .filter({ hasText: /^Report$/ })
    .click();
  await page.getByLabel("What is wrong?").fill("Asked me to pay outside Porchlight.");
  await page.getByRole("button", { name: "Report this conversation" }).click();
  await expect(page.getByText("You or the other side reported this conversation; an administrator will read it.")).toBeVisible();

  await context.clearCookies();
  await signIn(page, await createAdmin(), "/admin");
  await page.goto("/admin/messages");
  await page
    .getByRole("link", { name: new RegExp(`^${customer} and `) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/messages/${threadId}$`));
  await expect(page.getByRole("navigation", { name: "Admin panel" }).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Reported messages" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});
