import { expect, test } from "@playwright/test";
import { upcomingWorkday, runName } from "./support/e2e";
import { bookThroughForm, createAdmin, createProvider } from "./support/factories";

test("the dashboard needs a provider or admin, then shows real figures and customers", async ({ page }) => {
  const provider = await createProvider();
  await bookThroughForm(page.request, provider.serviceId, { name: "Dana Upcoming", date: upcomingWorkday(2), time: "10:00" });
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/provider\?redirectTo=%2Fdashboard$/);
  await page.getByLabel("Email").fill(provider.email);
  await page.getByLabel("Password").fill(provider.password);
  await page.getByRole("button", { name: "Sign In" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Business Dashboard" })).toBeVisible();
  for (const label of ["Today's bookings", "This week's revenue", "Active customers", "Completed jobs"]) {
    await expect(page.getByText(label)).toBeVisible();
  }
  await expect(page.getByTestId("stat-Completed jobs")).toHaveText(/^\d+$/);
  await expect(page.getByRole("heading", { name: "Upcoming bookings" })).toBeVisible();
  await expect(page.getByText(/\d{1,2}:\d{2} [AP]M to \d{1,2}:\d{2} [AP]M \(C[SD]T\)/).first()).toBeVisible();

  const before = Number(await page.getByTestId("stat-Active customers").textContent());
  await page.getByRole("link", { name: "Customers" }).click();
  const name = `Quinn ${runName()} ${Date.now()}`;
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}@example.org`;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("512 555 0123");
  await page.getByRole("button", { name: "Add Customer" }).click();
  await expect(page.getByText("Customer added")).toBeVisible();
  await expect(page.getByRole("list", { name: "Customers" }).getByText(name)).toBeVisible();
  await expect(page.getByTestId("stat-Active customers")).not.toHaveText(String(before));

  await page.getByRole("searchbox", { name: "Search customers" }).fill(name.split(" ")[2].toUpperCase());
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByRole("list", { name: "Customers" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("list", { name: "Customers" })).toContainText("Active");

  // The same e-mail twice in one business is refused, and what was typed stays.
  await page.getByLabel("Name").fill("Someone Else");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("512 555 0124");
  await page.getByRole("button", { name: "Add Customer" }).click();
  await expect(page.getByText("A customer with this email already exists in your business.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Someone Else");
});

test("an admin reaches the dashboard through the admin sign-in and sees every business", async ({ page }) => {
  const [admin, provider] = await Promise.all([createAdmin(), createProvider()]);
  await bookThroughForm(page.request, provider.serviceId, { name: "Eli Everybusiness", date: upcomingWorkday(2), time: "11:00" });
  await page.goto("/dashboard/customers");
  await page.getByRole("link", { name: "Sign in at the Admin Panel" }).click();
  await expect(page).toHaveURL(/\/admin\?redirectTo=%2Fdashboard%2Fcustomers$/);
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard\/customers$/);
  await expect(page.getByText(/\(admin\): every business's figures/)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Eli Everybusiness" }).getByText(`Business: ${provider.email}`)).toBeVisible();
});
