import { expect, test } from "@playwright/test";
import { hasJs, readDb, startsSoon, upcomingWorkday } from "./support/e2e";
import { addMemberThroughForm, applyToJoin, bookThroughForm, createAdmin, createProvider } from "./support/factories";
import { signIn } from "./support/session";
import { expectAccessible } from "./support/checks";

/**
 * Screens that say what will happen (issue 52): approval of tiles that wait for a credential, the
 * join form's services by category, and destructive actions that ask once. Each runs at 1280 and
 * 320 px, with and without JavaScript.
 */
test.describe.configure({ timeout: 90_000 });

test("approving a tutoring application says its tiles wait for a background check, everywhere the admin and the applicant look @widths", async ({
  page,
}) => {
  const application = await applyToJoin(page.request, { category: "tutoring-teaching-services", service: "Algebra Tutoring" });
  // The applicant is told first, on the confirmation page.
  await page.goto(application.confirmationPath);
  await expect(
    page.getByText(/when Porchlight has verified: Background check \(what Tutoring or Teaching Services services need/),
  ).toBeVisible();

  await signIn(page, await createAdmin(), "/admin");
  await page.getByRole("link", { name: `Approve ${application.business}` }).click();
  const confirm = hasJs() ? page.getByRole("dialog") : page.getByRole("region", { name: `Approve ${application.business}?` });
  await expect(confirm.getByText("Approved · not listed until its background check is verified")).toBeVisible();
  await expect(confirm.getByText(/creates an active service tile/)).toHaveCount(0);
  await confirm.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(page.getByText(`${application.business}: Approved · not listed until its background check is verified.`)).toBeVisible();

  await page.goto("/admin/tiles");
  const row = page.getByRole("row").filter({ hasText: application.business });
  await expect(row.getByText("Not listed", { exact: true })).toBeVisible();
  await expect(row.getByText("Until a credential it needs is verified")).toBeVisible();
  await expectAccessible(page);

  const db = readDb();
  const email = db.prepare("select text from email_outbox where kind = 'application_approved' and \"to\" = ?").get(application.email) as {
    text: string;
  };
  db.close();
  expect(email.text).toContain("not listed until your background check is verified");
});

test("the join form offers the chosen category's services only @widths", async ({ page }) => {
  await page.goto("/join");
  const plumbing = page.getByRole("checkbox", { name: /^Plumbing/ });
  await expect(plumbing).toBeVisible();
  await page.getByRole("radio", { name: /Tutoring or Teaching Services/ }).check();
  await expect(plumbing).toBeHidden();
  await expect(page.getByText("No list for Tutoring or Teaching Services: add the services you offer below, one at a time.")).toBeVisible();
  await page.getByRole("radio", { name: /^Automotive Home Services/ }).check();
  await expect(page.getByRole("checkbox", { name: /^Car Detailing/ })).toBeVisible();
  await expect(plumbing).toBeHidden();
  await page.getByRole("radio", { name: /^Home Services/ }).check();
  await expect(plumbing).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /^Car Detailing/ })).toBeHidden();
});

test("removing a member and withdrawing a verified credential ask once @widths", async ({ page }) => {
  const provider = await createProvider();
  await signIn(page, provider);
  await page.goto("/provider/team");
  const name = `Rory ${test.info().project.name.replace(/\W/g, "")}`;
  await addMemberThroughForm(page, provider, { name, email: `rory-${provider.userId.slice(0, 8)}@example.com` });
  const member = page.getByRole("listitem").filter({ hasText: name }).first();
  // The page lands on the member added, with the focus there.
  await expect(page).toHaveURL(/#member-[\w-]+$/);
  if (hasJs()) await expect(member).toBeFocused();
  await member.locator("summary", { hasText: `Remove ${name}` }).click();
  await expect(member.getByText(`${name} can no longer sign in or be given jobs.`)).toBeVisible();
  await member.getByRole("button", { name: `Yes, remove ${name}` }).click();
  await expect(page.getByRole("button", { name: `Yes, remove ${name}` })).toHaveCount(0);

  await page.goto("/provider/credentials");
  const credential = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^Licence / }) });
  await credential.locator("summary", { hasText: /^Withdraw/ }).click();
  await expect(credential.getByText("Customers stop seeing it as verified")).toBeVisible();
  await credential.getByRole("button", { name: "Yes, withdraw it" }).click();
  await expect(page.getByRole("status").getByText(/withdrawn/i)).toBeVisible();
});

test("an e-mail's text in the admin outbox can be reached by keyboard on a phone @widths", async ({ page }) => {
  const { email } = await applyToJoin(page.request);
  await signIn(page, await createAdmin(), "/admin");
  await page.goto("/admin/outbox");
  await page.getByRole("row").filter({ hasText: email }).first().getByRole("link").click();
  const text = page.locator("pre");
  await expect(text).toHaveAttribute("tabindex", "0");
  await text.focus();
  await expect(text).toBeFocused();
  await expectAccessible(page);
});

test("the waitlist says when times are free already, and asks for two times only for 'Between two times' @widths", async ({ page }) => {
  const provider = await createProvider({ serviceName: "House Cleaning" });
  const date = upcomingWorkday(hasJs() ? 5 : 6);
  await page.goto(`/service/${provider.serviceId}/waitlist?date=${date}`);
  const freeNow = page.getByRole("region", { name: "These times are free now: book one" });
  await expect(freeNow).toContainText("8:00 AM");
  await expect(freeNow.getByRole("link", { name: "Book one of these times" })).toHaveAttribute(
    "href",
    `/service/${provider.serviceId}?book=1&date=${date}`,
  );

  const window = page.getByRole("group", { name: "Window 1" });
  await expect(window.getByLabel("Earliest start")).toBeHidden();
  await window.getByLabel("Part of the day").selectOption("between");
  await expect(window.getByLabel("Earliest start")).toBeVisible();
  await expect(window.getByText("The job starts before this time; it may end later.")).toBeVisible();
  await window.getByLabel("Part of the day").selectOption("morning");
  await expect(window.getByLabel("Start before")).toBeHidden();
  await expectAccessible(page);
});

test("the texts box says how often texts come and links the privacy page; the booking's page stops them @widths", async ({ page }) => {
  const provider = await createProvider({ serviceName: "Drain Cleaning" });
  const date = upcomingWorkday(hasJs() ? 7 : 8);
  const last4 = String(parseInt(provider.userId.replace(/-/g, "").slice(0, 6), 16) % 10_000).padStart(4, "0");
  await page.goto(`/service/${provider.serviceId}?book=1&date=${date}`);
  await page.getByText("11:00 AM", { exact: true }).click();
  await page.getByLabel("Full name").fill("Quin Quiet");
  await page.getByLabel("Email").fill(`quin.${last4}@example.org`);
  await page.getByLabel("Phone", { exact: true }).fill(`(512) 866-${last4}`);
  await page.getByLabel(/^Text me about this booking at this number: .*\(about 4 texts\)/).check();
  await expect(page.getByRole("link", { name: "How we use your number (privacy)" })).toHaveAttribute("href", "/privacy#texts");
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();
  await expect(page.getByText(`We texted (512) 866-${last4} to ask whether you want texts about this booking`)).toBeVisible();
  await page.getByRole("button", { name: "Stop texts for this booking" }).click();
  await expect(page.getByRole("status").getByText("Texts for this booking are off. We e-mail you instead.")).toBeVisible();
  await expect(page.getByText("Texts: off for this booking. We e-mail you.")).toBeVisible();
  await expectAccessible(page);

  await page.goto("/privacy#texts");
  await expect(page.getByRole("heading", { name: "Texts" })).toBeVisible();
  await expectAccessible(page);
});

test("an admin reviews a PDF beside its fields, the document before the decision on a phone, reminded to compare the number @widths", async ({
  page,
}) => {
  const provider = await createProvider();
  const number = `TX-CERT-${provider.userId.slice(0, 6)}`;
  await signIn(page, provider);
  await page.goto("/provider/credentials");
  const form = page.locator("form", { has: page.getByRole("button", { name: "Send for checking" }) });
  await form.getByLabel("Kind").selectOption("certification");
  await form.getByLabel("Issued by").fill("Texas Board");
  await form.getByLabel("State").selectOption("TX");
  await form.getByLabel("Number").fill(number);
  await form.getByLabel("Valid through").fill("2031-06-30");
  await form.getByLabel("Document").setInputFiles({
    name: "cert.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n"),
  });
  await form.getByRole("button", { name: "Send for checking" }).click();
  await expect(page.getByRole("heading", { name: new RegExp(number) })).toBeVisible();

  await page.context().clearCookies();
  const admin = page;
  await signIn(admin, await createAdmin(), "/admin");
  await admin.goto("/admin/credentials");
  const item = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: new RegExp(number) }) });
  const preview = item.locator(`iframe[title="The document of Certification ${number} (PDF)"]`);
  await expect(preview).toBeVisible();
  await expect(item.getByText(`Before verifying, check that the number typed, ${number}, is the one on the document`)).toBeVisible();
  const verify = item.getByRole("button", { name: /^Verify/ });
  // Both boxes measured at once (a lazy frame loading between two reads may scroll the page).
  const verifyHandle = await verify.elementHandle();
  const [documentBox, verifyBox] = await preview.evaluate(
    (frame, button) => [frame.getBoundingClientRect().toJSON(), button!.getBoundingClientRect().toJSON()] as DOMRect[],
    verifyHandle,
  );
  if (admin.viewportSize()!.width < 1024) expect(documentBox.y).toBeLessThan(verifyBox.y);
  else expect(documentBox.x).toBeGreaterThan(verifyBox.x);
  // Its own page may frame it; nobody else's.
  const served = await admin.request.get((await preview.getAttribute("src"))!);
  expect(served.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(served.headers()["x-frame-options"]).toBe("SAMEORIGIN");
  await expectAccessible(admin);
});

test("the portal's header is one line and its tabs a menu on a phone, so the page starts on the first screen @widths", async ({ page }) => {
  const provider = await createProvider();
  await signIn(page, provider);
  await page.goto("/provider/schedule");
  const nav = page.getByRole("navigation", { name: "Provider portal" });
  if (page.viewportSize()!.width < 640) {
    const menu = nav.locator("summary");
    await expect(menu).toHaveText("Menu · Schedule");
    await expect(nav.getByRole("link", { name: "Service Areas" })).toBeHidden();
    // The page's own heading is on the first screen.
    await expect(page.getByRole("heading", { name: "Weekly hours", exact: true })).toBeInViewport();
    await menu.click();
  }
  await nav.getByRole("link", { name: "Service Areas" }).click();
  await expect(page).toHaveURL(/\/provider\/areas$/);
  if (page.viewportSize()!.width < 640) await expect(nav.locator("summary")).toHaveText("Menu · Service Areas");
  else await expect(nav.getByRole("link", { name: "Service Areas" })).toHaveAttribute("aria-current", "page");
  await expectAccessible(page);
});

test("'on the way' is offered only on the job's day, and asked once before the customer is told @widths", async ({ page }) => {
  const provider = await createProvider();
  const name = `Otto ${test.info().project.name.replace(/\W/g, "")} Way`;
  await bookThroughForm(page.request, provider.serviceId, { name, date: upcomingWorkday(3), time: "10:00" });
  await signIn(page, provider);
  await page.goto("/provider/bookings");
  const row = page.getByRole("listitem").filter({ hasText: name });
  await expect(row.getByText(/^Mark en route/)).toHaveCount(0);
  startsSoon(name);
  await page.reload();
  await row.locator("summary", { hasText: /^Mark en route/ }).click();
  await expect(row.getByText(`${name} is told now that the provider is on the way`)).toBeVisible();
  await expectAccessible(page);
  await row.getByRole("button", { name: `Yes, tell ${name}` }).click();
  await expect(page.getByRole("status").getByText("Booking marked en route.")).toBeVisible();
  await expect(row.getByText("En route", { exact: true })).toBeVisible();
});

test("customers choose who comes by first name, and the owner gives a job only to someone free then @widths", async ({ page }) => {
  // House Cleaning needs no licence: members perform it without credentials of their own.
  const provider = await createProvider({ serviceName: "House Cleaning" });
  const tag = provider.userId.slice(0, 8);
  await signIn(page, provider);
  await page.goto("/provider/team");
  await addMemberThroughForm(page, provider, { name: "Sam Lee", email: `sam-${tag}@crew.example` });
  await addMemberThroughForm(page, provider, { name: "Sam Kim", email: `samk-${tag}@crew.example` });
  await page.getByLabel("Customers may choose who comes").check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Team settings saved.")).toBeVisible();

  // Two Sams: each with the initial of their last name.
  await page.goto(`/service/${provider.serviceId}?book=1`);
  const who = page.getByRole("group", { name: "Who would you like?" });
  await expect(who.getByRole("radio", { name: "Sam L." })).toBeVisible();
  await expect(who.getByRole("radio", { name: "Sam K." })).toBeVisible();
  await expectAccessible(page);

  // Two jobs at 10:00 go to two of the three people; each job's list offers the other busy, the third free.
  const date = upcomingWorkday(4);
  const first = await bookThroughForm(page.request, provider.serviceId, { name: `First Job ${tag}`, date, time: "10:00" });
  const second = await bookThroughForm(page.request, provider.serviceId, { name: `Second Job ${tag}`, date, time: "10:00" });
  expect(first.id).not.toBe(second.id);
  await page.goto("/provider/bookings");
  await expect(page.getByRole("listitem").filter({ hasText: new RegExp(`(First|Second) Job ${tag}`) })).toHaveCount(2);
  const giveTo = page.getByLabel("Give the job to");
  await expect(giveTo.first()).toHaveValue("");
  await expect(page.locator("option", { hasText: "(busy then)" }).first()).toBeAttached();
  await expect(page.locator("option", { hasText: /\(free, .+\)/ }).first()).toBeAttached();
  await expectAccessible(page);
});
