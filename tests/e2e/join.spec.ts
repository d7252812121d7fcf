import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { monogramPng } from "~/lib/monogram.server";
import { hasJs, readDb, shownForm, runName } from "./support/e2e";

/** A small real PNG on disk for the file input. */
function logoFile(): string {
  const file = path.join(os.tmpdir(), `porchlight-logo-${process.pid}-${Date.now()}.png`);
  fs.writeFileSync(file, monogramPng("Test Logo", [22, 101, 52], 48));
  return file;
}

async function submit(page: Page) {
  await page.getByRole("button", { name: "Submit Application" }).click();
}

test("apply with a logo and a custom service, then see the success message at home", async ({ page }) => {
  // Both projects run against one server and database: every run applies with its own e-mail.
  const email = `applicant-${hasJs() ? "js" : "nojs"}-${Date.now()}@example.org`;
  const business = `Green Thumb ${runName()} ${Date.now()}`;

  await page.goto("/");
  await page.getByRole("link", { name: "Join Network" }).click();
  await expect(page).toHaveURL(/\/join$/);
  await expect(page.getByRole("heading", { level: 1, name: "Join the Service Provider Network" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

  await page.getByLabel("Business name").fill(business);
  await page.getByLabel("Owner name").fill("Jamie Rivera");
  await page.getByLabel("Phone").fill("(512) 555-0188");
  await page.getByLabel("Website (optional)").fill("https://greenthumb.example.com");
  await page.getByRole("radio", { name: /^Home Services/ }).check();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("green-thumbs");
  await page.getByLabel("Service-area zip code").fill("78704");

  const radius = page.getByLabel("Service radius (miles)");
  if (hasJs()) {
    // Hydrated: a slider with its value beside it.
    await expect(radius).toHaveAttribute("type", "range");
    await expect(page.locator("output")).toHaveText("25 miles");
    await radius.fill("40");
    await expect(page.locator("output")).toHaveText("40 miles");
  } else {
    await expect(radius).toHaveAttribute("type", "number");
    await expect(radius).toHaveValue("25");
    await radius.fill("40");
  }

  await page.getByRole("radio", { name: /^Premium/ }).check();
  await page.getByRole("checkbox", { name: /^Landscaping/ }).check();
  await expect(page.getByRole("checkbox", { name: /^Painting/ })).toHaveAccessibleName("Painting From $150 per room");

  if (hasJs()) {
    const add = page.getByRole("button", { name: "Add", exact: true });
    await expect(add).toBeDisabled();
    await page.getByLabel("Custom services (optional)").fill("Tree trimming");
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByRole("list", { name: "Custom services added" })).toContainText("Tree trimming");
    await expect(add).toBeDisabled();
    await page.getByLabel("Custom services (optional)").fill("Snow removal");
    await add.click();
    await page.getByRole("button", { name: "Remove Snow removal" }).click();
    await expect(page.getByRole("list", { name: "Custom services added" })).not.toContainText("Snow removal");
  } else {
    await page.getByLabel("Custom services (optional, one per line)").fill("Tree trimming\n\ntree trimming\n");
  }

  await page.getByRole("checkbox", { name: "Monday", exact: true }).check();
  await page.getByLabel("Monday start time").fill("08:00");
  await page.getByLabel("Monday end time").fill("16:00");
  await page.getByRole("checkbox", { name: "Saturday", exact: true }).check();

  await page.getByLabel("Years in business").fill("9");
  await page.getByLabel("Licenses and certifications").fill("Certified arborist");
  await page.getByLabel("Insurance information").fill("General liability, $1M");
  await page.getByLabel("Business logo (optional)").setInputFiles(logoFile());
  await submit(page);

  await expect(page).toHaveURL(/\/join\/submitted\?application=[0-9a-f-]{36}&token=[\w-]+$/);
  await expect(
    page.getByRole("status").getByText("Your application has been submitted successfully! Please check your email for confirmation."),
  ).toBeVisible();
  // The success moment is the page itself, not only the toast.
  await expect(page.getByRole("heading", { name: "Application submitted" })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the provider portal" })).toBeVisible();

  let logoUrl = "";
  const db = readDb();
  try {
    const application = db.prepare("select * from provider_applications where email = ?").get(email) as
      Record<string, string | number | null> | undefined;
    expect(application).toMatchObject({
      business_name: business,
      status: "pending",
      service_radius: 40,
      plan_type: "premium",
      category: "home-services",
      phone: "(512) 555-0188",
    });
    expect(JSON.parse(String(application!.services_provided))).toEqual(["Landscaping"]);
    expect(JSON.parse(String(application!.custom_services))).toEqual(["Tree trimming"]);
    const availability = JSON.parse(String(application!.availability));
    expect(availability.monday).toEqual({ available: true, startTime: "08:00", endTime: "16:00" });
    expect(availability.saturday).toEqual({ available: true, startTime: "09:00", endTime: "17:00" });
    expect(availability.sunday.available).toBe(false);
    logoUrl = String(application!.logo_url);
    expect(logoUrl).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    const media = db.prepare("select content_type from media where id = ?").get(logoUrl.slice("/media/".length));
    expect(media).toEqual({ content_type: "image/png" });
    const emails = db.prepare('select kind from email_outbox where "to" = ?').all(email);
    expect(emails).toEqual([{ kind: "provider_application" }]);
  } finally {
    db.close();
  }

  // The logo is served from its URL.
  const logo = await page.request.get(logoUrl);
  expect(logo.status()).toBe(200);
  expect(logo.headers()["content-type"]).toBe("image/png");
});

test("missing fields: 'Please fill in all required fields', and what was typed is kept", async ({ page }) => {
  await page.goto("/join");
  await page.getByLabel("Business name").fill("Half Finished Co");
  await page.getByLabel("Licenses and certifications").fill("License 42");
  await page.getByLabel("Password").fill("secret-pass");
  await page.getByRole("checkbox", { name: /^Painting/ }).check();
  await page.getByRole("radio", { name: /^Premium/ }).check();
  await page.getByRole("checkbox", { name: "Tuesday", exact: true }).check();
  await submit(page);

  await expect(page.getByRole("alert").getByText("Please fill in all required fields")).toBeVisible();
  await expect(page.getByLabel("Owner name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Insurance information")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("This field is required").first()).toBeVisible();
  await expect(page.getByLabel("Business name")).not.toHaveAttribute("aria-invalid", "true");

  await expect(page.getByLabel("Business name")).toHaveValue("Half Finished Co");
  await expect(page.getByLabel("Licenses and certifications")).toHaveValue("License 42");
  await expect(page.getByRole("checkbox", { name: /^Painting/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Premium/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Tuesday", exact: true })).toBeChecked();
  if (!hasJs()) {
    // The server sent the page back: never with the password.
    await expect(page.getByLabel("Password")).toHaveValue("");
  }
});

test("the server refuses an oversized logo and keeps the typed values", async ({ page, baseURL }) => {
  const big = Buffer.alloc(2 * 1024 * 1024 + 1);
  monogramPng("Test Logo", [1, 2, 3], 4).copy(big);
  const response = await page.request.post("/join", {
    headers: { Origin: baseURL! },
    multipart: {
      ...(await shownForm(page.request, "/join")),
      business_name: "Oversized Logo LLC",
      owner_name: "Pat Doe",
      email: `oversized-${hasJs() ? "js" : "nojs"}-${Date.now()}@example.org`,
      password: "secret-pass",
      phone: "(512) 555-0100",
      zip_code: "78701",
      category: "home-services",
      services_provided: "Plumbing",
      years_in_business: "3",
      licenses: "License",
      insurance: "Insurance",
      logo: { name: "logo.png", mimeType: "image/png", buffer: big },
    },
  });
  expect(response.status()).toBe(413);
  const html = await response.text();
  expect(html).toContain("File size must be less than 2MB");
  expect(html).toContain('value="Oversized Logo LLC"');
  expect(html).not.toContain("secret-pass");
});
