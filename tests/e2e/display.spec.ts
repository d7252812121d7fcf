import { expect, test } from "@playwright/test";
import { hasJs, upcomingWorkday } from "./support/e2e";
import { applyToJoin, bookThroughForm, createAdmin, createProvider } from "./support/factories";
import { signIn } from "./support/session";

/** Data as people read it: statuses in one casing, times as dates in words, no link that leads nowhere. */

const HUMAN_TIME = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M C[SD]T$/;

test("admin lists show statuses, kinds and times as words, and no map link without an address", async ({ page }) => {
  const provider = await createProvider();
  // The js and no-js runs share one database: a customer of each run's own.
  const customer = hasJs() ? "Nia Noaddress" : "Noor Noaddress";
  const noAddress = await bookThroughForm(page.request, provider.serviceId, {
    name: customer,
    date: upcomingWorkday(2),
    time: "09:00",
    address: "",
  });
  const { business } = await applyToJoin(page.request);
  await signIn(page, await createAdmin(), "/admin");

  const application = page.getByRole("row").filter({ hasText: business });
  await expect(application.getByText("Pending", { exact: true })).toBeVisible();

  await page.goto("/admin/bookings");
  const row = page.getByRole("row").filter({ hasText: customer });
  await expect(row.getByText("No address given")).toBeVisible();
  await expect(row.getByRole("link", { name: /View on Map/ })).toHaveCount(0);
  await page.goto(noAddress.path);
  await expect(page.getByText("To be arranged with the provider")).toBeVisible();
  await expect(page.getByRole("link", { name: /View on Map/ })).toHaveCount(0);

  await page.goto("/admin/outbox");
  const email = page
    .getByRole("row")
    .filter({ hasText: `${customer.toLowerCase().replace(" ", ".")}@example.org` })
    .filter({ hasText: "Booking confirmed:" });
  await expect(email.getByText("Booking confirmation", { exact: true })).toBeVisible();
  await expect(email.getByText("Logged", { exact: true })).toBeVisible();
  await expect(email.getByRole("cell").first()).toHaveText(HUMAN_TIME);
  await email.getByRole("link").click();
  await expect(page.getByText(/^Logged after \d attempt/)).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: HUMAN_TIME }).first()).toBeVisible();
});

test("the post history dates each post in words", async ({ page }) => {
  await signIn(page, await createProvider());
  await page.goto("/provider/marketing");
  await page.getByLabel("Post text (optional)").fill("Dated post");
  await page.getByLabel("Facebook").check();
  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByText("Posted to 1 platform(s)")).toBeVisible();
  const entry = page.getByRole("listitem").filter({ hasText: "Dated post" });
  await expect(entry.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M C[SD]T · Plumbing · Facebook$/)).toBeVisible();
});

test("cards and service pages show only what Porchlight verified, with when and until when, and nothing the provider merely stated", async ({
  page,
}) => {
  // The application states a licence and insurance; only the licence was verified.
  const provider = await createProvider();
  await page.goto(`/?zip=78701&category=home-services&q=${encodeURIComponent(provider.business)}`);
  const card = page.getByRole("article").filter({ hasText: provider.business });
  const verified = card.getByRole("list", { name: "Verified by Porchlight" });
  await expect(verified.getByRole("listitem")).toHaveText([/^Licence verified [A-Z][a-z]{2} \d{4} · to Dec 2099$/]);
  await expect(card.getByText("Insured")).toHaveCount(0);
  // A new provider has no reviews: no stars and no rating number, only the plain statement.
  await expect(card.getByText("New · no reviews yet")).toBeVisible();
  await expect(card.getByRole("img", { name: /out of 5 stars/ })).toHaveCount(0);

  await card.getByRole("link", { name: /^Book Now/ }).click();
  const panel = page.getByRole("region", { name: "Reviewed by Porchlight" });
  await expect(
    panel.getByText(/^Licence TX-licence-\S+ verified by Porchlight on [A-Z][a-z]{2} \d{1,2}, \d{4} · valid to December 2099$/),
  ).toBeVisible();
  await expect(panel.getByText("General liability")).toHaveCount(0);
  await expect(panel.getByText(/Anything not listed here was not checked/)).toBeVisible();
});
