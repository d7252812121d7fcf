import Database from "better-sqlite3";
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectFitsAndAccessible } from "./support/checks";
import { readDb, runName, upcomingWorkday } from "./support/e2e";
import { bookThroughForm, createProvider } from "./support/factories";

// Two scans at two widths besides the journey; allow for a busy machine.
test.describe.configure({ timeout: 120_000 });

/** The latest customer sign-in link e-mailed to `email`, as a path. */
function customerLinkTo(email: string): string {
  const db = readDb();
  const row = db
    .prepare(`select text from email_outbox where "to" = ? and kind = 'sign_in_link' order by created_at desc limit 1`)
    .get(email) as { text: string } | undefined;
  db.close();
  if (!row) throw new Error(`no sign-in link was e-mailed to ${email}`);
  const link = new URL(/https?:\/\/\S+\/account\/link\?token=[\w-]{43}\S*/.exec(row.text)![0]);
  return link.pathname + link.search;
}

/** The footer link of a stoppable e-mail, signed as the server signs it (the e2e server's secret). */
function unsubscribeTokenFor(email: string, kind: string): string {
  const payload = `${Buffer.from(email.toLowerCase()).toString("base64url")}.${kind}`;
  const signature = createHmac("sha256", process.env.E2E_SESSION_SECRET!).update(`unsubscribe:${payload}`).digest("base64url").slice(0, 32);
  return `${payload}.${signature}`;
}

/** The job happened: the business marked it done (as its own page would). */
function completed(bookingId: string) {
  const db = new Database(process.env.E2E_DATABASE_FILE ?? "data/e2e-3100/app.db", { fileMustExist: true });
  try {
    db.prepare("update bookings set status = 'completed', special_requests = 'Side gate, mind the dog' where id = ?").run(bookingId);
  } finally {
    db.close();
  }
}

/**
 * Every browser of the run asks from 127.0.0.1, whose 10 links an hour the journeys (and the
 * provider's, and retries) would share: this address's count starts afresh. The limit itself is
 * tested in tests/integration/customer-home.test.ts.
 */
function freshLinkAllowance() {
  const db = new Database(process.env.E2E_DATABASE_FILE ?? "data/e2e-3100/app.db", { fileMustExist: true });
  try {
    db.prepare("delete from rate_limits where key like 'signin-link:ip:%'").run();
  } finally {
    db.close();
  }
}

async function askForLink(page: Page, email: string) {
  freshLinkAllowance();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "E-mail me a link" }).click();
  await expect(
    page.getByText("If anything on Porchlight was booked or asked for with that e-mail, a sign-in link is on its way."),
  ).toBeVisible();
}

test(
  "a customer who lost every e-mail signs in with a link, finds their bookings, books again, saves an address, chooses what they are sent, takes their data and deletes it",
  { tag: "@widths" },
  async ({ page, request }) => {
    const provider = await createProvider();
    const name = `Home ${runName()} Customer`;
    const email = `${name.toLowerCase().replace(/\W+/g, ".")}@example.org`;
    const ahead = await bookThroughForm(request, provider.serviceId, { name, date: upcomingWorkday(3), time: "10:00" });
    const done = await bookThroughForm(request, provider.serviceId, {
      name,
      date: upcomingWorkday(2),
      time: "11:00",
      address: "42 Elm St, Austin, TX 78701",
    });
    completed(done.id);

    // "Your bookings" in the header: without a session, it asks for the address booked with.
    await page.goto("/");
    await page.getByRole("link", { name: "Your bookings" }).click();
    await expect(page).toHaveURL(/\/account\/sign-in/);
    await expect(page.getByRole("heading", { name: "Your bookings" })).toBeVisible();
    await expectFitsAndAccessible(page);

    // A typo is kept beside its field.
    await page.getByLabel("Email").fill("not-an-address");
    await page.getByRole("button", { name: "E-mail me a link" }).click();
    await expect(page.getByText("Please enter a valid email address").first()).toBeVisible();
    await askForLink(page, email);

    // The link's page asks for a click (a mail scanner spends nothing), which signs in.
    const link = customerLinkTo(email);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "See your bookings" })).toBeVisible();
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

    const upcoming = page.locator("section#upcoming");
    const past = page.locator("section#past");
    await expect(upcoming.getByRole("heading", { name: "Upcoming" })).toBeVisible();
    await expect(upcoming.getByRole("listitem")).toHaveCount(1);
    await expect(past.getByRole("listitem")).toHaveCount(1);
    await expect(past.getByText("Completed")).toBeVisible();
    await expectFitsAndAccessible(page);

    // Each booking opens its own page, as its e-mail's link did.
    await upcoming.getByRole("link", { name: "Open" }).click();
    await expect(page).toHaveURL(new RegExp(`/bookings/${ahead.id}\\?token=`));
    await page.goBack();

    // Book again: the service's form, filled in from the past job.
    await past.getByRole("link", { name: "Book again" }).click();
    await expect(page).toHaveURL(new RegExp(`/service/${provider.serviceId}\\?book=1&again=${done.id}`));
    await expect(page.getByLabel("Full name")).toHaveValue(name);
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Service address")).toHaveValue("42 Elm St, Austin, TX 78701");
    await expect(page.getByLabel(/Special requests/)).toHaveValue("Side gate, mind the dog");

    // Download my data: gathered by the background process within seconds, then one click away.
    await page.goto("/account");
    await page.getByRole("button", { name: "Download my data" }).click();
    await expect(page.getByText("We are gathering your data.")).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole("link", { name: "Download the file" })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download the file" }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^porchlight-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const { unzipSync, strFromU8 } = await import("fflate");
    const files = unzipSync(new Uint8Array(readFileSync(await file.path())));
    const data = JSON.parse(strFromU8(files["porchlight-data.json"]!));
    expect(data.bookings.map((row: { id: string }) => row.id).sort()).toEqual([ahead.id, done.id].sort());

    // A saved address, made the default, fills the next booking form.
    await page.goto("/account");
    await page.getByRole("link", { name: "Your addresses" }).click();
    await expect(page.getByRole("heading", { name: "Your addresses" })).toBeVisible();
    await page.getByLabel("Address", { exact: true }).fill("9 Willow Ln, Austin, TX 78704");
    await page.getByLabel("Label (optional)").fill("Home");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByText("Address saved.")).toBeVisible();
    await expect(page.getByText("9 Willow Ln, Austin, TX 78704")).toBeVisible();
    await expect(page.getByText("Default", { exact: true })).toBeVisible();
    await expectFitsAndAccessible(page);
    await page.goto(`/service/${provider.serviceId}?book=1`);
    await expect(page.getByLabel("Service address")).toHaveValue("9 Willow Ln, Austin, TX 78704");
    await expect(page.getByLabel("Email")).toHaveValue(email);

    // One click in an e-mail's footer stops review requests; the preferences show it, and stop reminders too.
    await page.goto(`/unsubscribe/${unsubscribeTokenFor(email, "review_requests")}`);
    await expect(page.getByRole("heading", { name: "Stop these e-mails" })).toBeVisible();
    await page.getByRole("button", { name: "Stop them" }).click();
    await expect(page.getByText(`Done: Porchlight will not send ${email} these e-mails (Requests for a review).`)).toBeVisible();
    await page.goto("/account");
    await page.getByRole("link", { name: "Choose what we send you" }).click();
    await expect(page.getByRole("heading", { name: "What we send you" })).toBeVisible();
    await expect(page.getByLabel("Requests for a review: By e-mail")).not.toBeChecked();
    await expectFitsAndAccessible(page);
    await page.getByLabel("Reminders before a job: By e-mail").uncheck();
    await page.getByRole("button", { name: "Save preferences" }).click();
    await expect(page.getByText("Your preferences are saved.")).toBeVisible();
    await expect(page.getByLabel("Reminders before a job: By e-mail")).not.toBeChecked();
    await expect(page.getByLabel("New quotes: By e-mail")).toBeChecked();
    await page.goto("/account");

    // Delete my account and data: the page says what happens and asks once more; then nothing of them is left.
    await page.getByRole("link", { name: "Delete my account and data" }).click();
    await expect(page.getByRole("heading", { name: "Delete my account and data" })).toBeVisible();
    await expect(page.getByText("Your upcoming bookings are cancelled under each business's cancellation policy")).toBeVisible();
    await expectFitsAndAccessible(page);
    await page.getByLabel("Remove them").check();
    await page.getByLabel("I understand that this cannot be undone.").check();
    await page.getByRole("button", { name: "Delete everything" }).click();
    await expect(page.getByText("Your account and data are deleted.")).toBeVisible();
    const db = readDb();
    const left = db.prepare("select count(*) as n from bookings where lower(customer_email) = ?").get(email) as { n: number };
    const cancelled = db.prepare("select status, customer_name from bookings where id = ?").get(ahead.id);
    db.close();
    expect(left.n).toBe(0);
    // Even the e-mail that brought the link is no longer theirs to find.
    expect(() => customerLinkTo(email)).toThrow();
    expect(cancelled).toEqual({ status: "cancelled", customer_name: "Deleted customer" });

    // Signed out: the home asks for a link again, and the spent link is refused.
    await page.goto("/account");
    await expect(page).toHaveURL(/\/account\/sign-in/);
    await page.goto(link);
    await expect(page.getByText("This sign-in link has expired or has already been used.")).toBeVisible();
  },
);

test("a Spanish speaker asks for their link in Spanish and gets it in Spanish", async ({ page }) => {
  const provider = await createProvider();
  const name = `Casa ${runName()} Cliente`;
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}@example.org`;
  await bookThroughForm(page.request, provider.serviceId, { name, date: upcomingWorkday(4), time: "10:00" });
  await page.goto("/account/sign-in?lang=es");
  freshLinkAllowance();
  await expect(page.getByRole("heading", { name: "Sus reservas" })).toBeVisible();
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByRole("button", { name: "Enviarme un enlace" }).click();
  await expect(page.getByText("Si se reservó o se pidió algo en Porchlight con ese correo")).toBeVisible();
  const db = readDb();
  const sent = db.prepare(`select subject, text from email_outbox where "to" = ? and kind = 'sign_in_link'`).get(email) as {
    subject: string;
    text: string;
  };
  db.close();
  expect(sent.subject).toBe("Sus reservas en Porchlight");
  expect(sent.text).toMatch(/\/account\/link\?token=[\w-]{43}&lang=es/);
});
