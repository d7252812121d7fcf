import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { formatShortDate, localClock } from "../../app/domain/time";
import { expectFitsAndAccessible } from "./support/checks";
import { createAdmin, createProvider } from "./support/factories";
import { signIn } from "./support/session";

/**
 * Verified credentials end to end (issue 38; decision 0035), with and without JavaScript: a
 * medical provider uploads their licence, an admin checks it beside its document and verifies
 * it, the tile joins the medical list with the badge and its date, and when the licence's end
 * comes the tile leaves the list by itself.
 */

test.describe.configure({ timeout: 90_000 });

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");

test("a provider uploads a licence, the admin verifies it, the badge shows its date, and the tile leaves the medical list when it lapses", async ({
  page,
}) => {
  // The background check is already verified: the licence is what the medical list waits for.
  const provider = await createProvider({
    category: "medical-home-services",
    serviceName: "In-Home Nursing",
    verified: ["background_check"],
  });
  const number = `TX-M-${provider.userId.slice(0, 6).toUpperCase()}`;
  // Unique to this run: the list's URL is asked for by this test alone.
  const tag = provider.business.split(" ").at(-1)!;
  const listUrl = `/?zip=78701&category=medical-home-services&q=${encodeURIComponent(tag)}`;

  await page.goto(listUrl);
  await expect(page.getByRole("heading", { name: "In-Home Nursing" })).toHaveCount(0);

  await signIn(page, provider);
  await page.goto("/provider/credentials");
  await expect(page.getByText("missing Licence (TX)")).toBeVisible();
  const form = page.locator("form", { has: page.getByRole("button", { name: "Send for checking" }) });
  await form.getByLabel("Kind").selectOption("licence");
  await form.getByLabel("Issued by").fill("Texas Medical Board");
  await form.getByLabel("State").selectOption("TX");
  await form.getByLabel("Number").fill(number);
  await form.getByLabel("Valid through").fill("2031-06-30");
  // A document named .pdf that is not one comes back beside the field, with the form as typed.
  await form.getByLabel("Document").setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: Buffer.from("<svg/>") });
  await form.getByRole("button", { name: "Send for checking" }).click();
  await expect(page.getByText("The document must be a PDF, JPEG or PNG")).toBeVisible();
  await expect(form.getByLabel("Number")).toHaveValue(number);
  await form.getByLabel("Document").setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: PDF });
  await form.getByRole("button", { name: "Send for checking" }).click();
  await expect(page.getByText("Sent for checking. We will e-mail you when it is checked.")).toBeVisible();
  await expect(page.getByRole("heading", { name: new RegExp(`Licence ${number}`) })).toBeVisible();
  await expect(page.getByText("Waiting for checking")).toBeVisible();
  await expectFitsAndAccessible(page);

  // The admin checks it beside its document.
  await page.context().clearCookies();
  const admin = await createAdmin();
  await signIn(page, admin, "/admin");
  await page.goto("/admin/credentials");
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: new RegExp(number) }) });
  await expect(item.getByRole("link", { name: "Look it up at the issuer (TX)" })).toHaveAttribute(
    "href",
    "https://www.tdlr.texas.gov/LicenseSearch/",
  );
  const documentHref = await item.getByRole("link", { name: /Open the document/ }).getAttribute("href");
  const opened = await page.request.get(documentHref!);
  expect(opened.status()).toBe(200);
  expect(opened.headers()["content-type"]).toBe("application/pdf");
  expect(opened.headers()["cache-control"]).toBe("private, no-store");
  await expectFitsAndAccessible(page);
  await item.getByRole("button", { name: `Verify Licence ${number}` }).click();
  await expect(page.getByText("Verified: customers see it now.")).toBeVisible();

  // Signed out, the document is nobody's to open.
  await page.context().clearCookies();
  const stranger = await page.request.get(documentHref!, { maxRedirects: 0 });
  expect(stranger.status()).toBe(302);

  // The customer's list and the service page say what was checked and when.
  const today = formatShortDate(localClock(new Date(), "America/Chicago").date);
  await page.goto(listUrl);
  await expect(page.getByRole("heading", { name: "In-Home Nursing" })).toBeVisible();
  await expect(page.getByText(/Licence verified \w{3} \d{4} · to Jun 2031/)).toBeVisible();
  // "Verified Providers" keeps it.
  await page.goto(`${listUrl}&filter=verified`);
  await expect(page.getByLabel("Show")).toHaveValue("verified");
  await expect(page.getByRole("heading", { name: "In-Home Nursing" })).toBeVisible();
  await page.goto(`/service/${provider.serviceId}`);
  await expect(page.getByText(`Licence ${number} verified by Porchlight on ${today} · valid to June 2031`)).toBeVisible();
  await expect(page.getByText("Background check on Test verified")).toBeVisible();

  // The licence's end comes: its record says it runs out in two seconds (as if its date had come).
  const db = new Database(process.env.E2E_DATABASE_FILE ?? "data/e2e-3100/app.db");
  db.prepare("update credentials set expires_at = ? where number = ?").run(new Date(Date.now() + 2_000).toISOString(), number);
  db.close();
  await page.waitForTimeout(2_500);
  // Nobody ran anything: the list reads the clock.
  await page.goto(listUrl);
  await expect(page.getByText("In-Home Nursing")).toHaveCount(0);
  expect((await page.goto(`/service/${provider.serviceId}`))?.status()).toBe(404);
});
