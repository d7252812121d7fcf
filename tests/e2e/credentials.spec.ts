import { expect, test, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { localClock } from "../../app/domain/time";
import { formatShortDate } from "~/locales/en/time";
import { expectFitsAndAccessible } from "./support/checks";
import { createAdmin, createProvider } from "./support/factories";
import { readDb } from "./support/e2e";
import { signIn } from "./support/session";

/**
 * Verified credentials end to end (issue 38; decision 0035), with and without JavaScript: a
 * medical provider uploads their licence, an admin checks it beside its document and verifies
 * it, the tile joins the medical list with the badge and its date, and when the licence's end
 * comes the tile leaves the list by itself.
 */

test.describe.configure({ timeout: 90_000 });

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");

/** On /provider/credentials: sends the owner's Texas licence `number`, valid to mid-2031, with `document` (a valid PDF by default). */
async function sendLicence(page: Page, number: string, document: Buffer = PDF) {
  const form = page.locator("form", { has: page.getByRole("button", { name: "Send for checking" }) });
  await form.getByLabel("Kind").selectOption("licence");
  await form.getByLabel("Issued by").fill("Texas Medical Board");
  await form.getByLabel("State").selectOption("TX");
  await form.getByLabel("Number").fill(number);
  await form.getByLabel("Valid through").fill("2031-06-30");
  await form.getByLabel("Document").setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: document });
  await form.getByRole("button", { name: "Send for checking" }).click();
  return form;
}

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
  // A document named .pdf that is not one comes back beside the field, with the form as typed.
  const form = await sendLicence(page, number, Buffer.from("<svg/>"));
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

test("a provider held out for a missing licence reads which service waits and why; a second admin's stale reject says who verified it and withdraws the verification", async ({
  page,
  request,
  baseURL,
}) => {
  const provider = await createProvider({ category: "medical-home-services", serviceName: "Wound Care", verified: ["background_check"] });
  const number = `TX-W-${provider.userId.slice(0, 6).toUpperCase()}`;

  // Approved is not listed: the portal says which service waits, for what, and the one step.
  await signIn(page, provider);
  await page.goto("/provider/services");
  await expect(page.getByText("Application status: Approved · not listed until verified")).toBeVisible();
  await expect(page.getByText("Wound Care: needs a verified licence (TX)")).toBeVisible();
  await expect(page.getByText("Not listed", { exact: true })).toBeVisible();
  await expect(page.getByText("Customers cannot find or book it until Porchlight verifies your licence (TX).")).toBeVisible();
  await expect(page.getByRole("link", { name: "View page for Wound Care" })).toHaveCount(0);
  await expectFitsAndAccessible(page);
  await page.getByRole("link", { name: "Send it for checking under Credentials" }).click();
  await sendLicence(page, number);
  await expect(page.getByText("Sent for checking. We will e-mail you when it is checked.")).toBeVisible();

  // One admin opens the queue; another verifies it meanwhile (their own session).
  await page.context().clearCookies();
  const first = await createAdmin();
  const second = await createAdmin();
  await signIn(page, first, "/admin");
  await page.goto("/admin/credentials");
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: new RegExp(number) }) });
  await expect(item).toBeVisible();
  const db = readDb();
  const { id } = db.prepare("select id from credentials where number = ?").get(number) as { id: string };
  db.close();
  const signedIn = await request.post("/admin?index", {
    headers: { Origin: baseURL! },
    form: { intent: "signin", email: second.email, password: second.password },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(302);
  const verified = await request.post("/admin/credentials", {
    headers: { Origin: baseURL! },
    form: { intent: "verify", credential_id: id },
    maxRedirects: 0,
  });
  expect(verified.status()).toBe(302);

  // The first rejects from the page they still see: nothing changed, and they are told by whom and when.
  await item.getByLabel(`Reason for rejecting Licence ${number} (sent to the provider)`).fill("Forged document");
  await item.getByRole("button", { name: `Reject Licence ${number}` }).click();
  const notice = page.getByRole("alert").filter({ hasText: "Nothing changed" });
  await expect(notice).toBeVisible();
  await expect(
    notice.getByText(
      new RegExp(
        `^Licence ${number} \\(TX\\) was already verified by ${second.email.replace(/[.]/g, "\\.")} on .+: your rejection changed nothing\\.$`,
      ),
    ),
  ).toBeVisible();
  await expectFitsAndAccessible(page);
  await notice.getByRole("button", { name: "Withdraw the verification" }).click();
  await expect(page.getByText("Verification withdrawn: the credential is rejected, and the provider has been told why.")).toBeVisible();
  const after = readDb();
  expect(after.prepare("select status, reason from credentials where id = ?").get(id)).toEqual({
    status: "rejected",
    reason: "Forged document",
  });
  after.close();
});
