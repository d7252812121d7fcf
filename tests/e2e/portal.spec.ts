import { expect, test, type Page } from "@playwright/test";
import { hasJs, upcomingWorkday } from "./support/e2e";
import { bookThroughForm, createAdmin, createProvider } from "./support/factories";

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/provider");
  await expect(page.getByRole("heading", { name: "Service Provider Portal" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("a provider signs in, adds a service area, is told a post needs a platform, and signs out", async ({ page }) => {
  const provider = await createProvider();
  await bookThroughForm(page.request, provider.serviceId, { name: "Portal Customer", date: upcomingWorkday(2), time: "10:00" });
  await signIn(page, provider.email, provider.password);
  await expect(page).toHaveURL(/\/provider\/services$/);
  await expect(page.getByText("Signed in successfully!")).toBeVisible();
  await expect(page.getByText(`Welcome, ${provider.email}`)).toBeVisible();
  await expect(page.getByText("Application status: Approved")).toBeVisible();
  await expect(page.getByRole("link", { name: "Services", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Plumbing", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Business dashboard" })).toHaveAttribute("href", "/dashboard");

  await page.getByRole("link", { name: "Service Areas" }).click();
  await expect(page).toHaveURL(/\/provider\/areas$/);
  const zip = hasJs() ? "78613" : "78660";
  await page.getByLabel("Zip code").fill(zip);
  await page.getByLabel("Radius (miles)").fill("15");
  await page.getByRole("button", { name: "Add Service Area" }).click();
  await expect(page.getByText("Service area added successfully!")).toBeVisible();
  await expect(page.getByRole("paragraph").filter({ hasText: `(${zip})` })).toBeVisible();

  await page.getByLabel("Zip code").fill("00000");
  await page.getByRole("button", { name: "Add Service Area" }).click();
  await expect(page.getByText("We could not find this zip code. Please check it.")).toBeVisible();

  await page.getByRole("link", { name: "CRM & SEO" }).click();
  await page.getByLabel("Post text (optional)").fill("Winter pipe check special");
  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Please select a service and at least one platform");
  await expect(page.getByLabel("Post text (optional)")).toHaveValue("Winter pipe check special");
  await page.getByLabel("Facebook").check();
  await page.getByLabel("Nextdoor").check();
  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByText("Posted to 2 platform(s)")).toBeVisible();
  await expect(page.getByText("Winter pipe check special").first()).toBeVisible();

  await page.getByRole("link", { name: "Bookings", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Upcoming bookings" })).toBeVisible();
  await expect(page.getByText(/\d{1,2}:\d{2} [AP]M to \d{1,2}:\d{2} [AP]M \(C[SD]T\)/).first()).toBeVisible();

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("Signed out successfully")).toBeVisible();
  await page.goto("/provider/areas");
  await expect(page).toHaveURL(/\/provider\?redirectTo=%2Fprovider%2Fareas$/);
});

test("a wrong password shows the backend's message and keeps the e-mail", async ({ page }) => {
  const provider = await createProvider();
  await signIn(page, provider.email, "not-the-password");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(page.getByLabel("Email")).toHaveValue(provider.email);
  // The server never sends a password back (with JavaScript the browser simply keeps the field).
  if (!hasJs()) await expect(page.getByLabel("Password")).toHaveValue("");
});

test("an admin at the provider portal is refused and stays signed out", async ({ page }) => {
  const admin = await createAdmin();
  await signIn(page, admin.email, admin.password);
  await expect(page.getByRole("status").getByText("Access Denied")).toBeVisible();
  await expect(page.getByRole("status").getByText("Provider access required")).toBeVisible();
  await page.goto("/provider/services");
  await expect(page).toHaveURL(/\/provider\?redirectTo=/);
});

test("sign up creates a provider account", async ({ page }) => {
  const email = `signup-${hasJs() ? "js" : "nojs"}-${Date.now()}@example.org`;
  await page.goto("/provider?tab=signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("123");
  await page.getByLabel("Business name").fill("Fresh Start Cleaning");
  await page.getByLabel("Owner name").fill("Fran Fresh");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await expect(page.getByLabel("Business name")).toHaveValue("Fresh Start Cleaning");
  await page.getByLabel("Password").fill("fresh-start");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created! Please check your email.")).toBeVisible();
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
  await expect(page.getByText("You have not applied yet.")).toBeVisible();
});
