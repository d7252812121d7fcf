import { expect, test, type Page } from "@playwright/test";
import { clearOfWindowRestart, readDb } from "./support/e2e";
import { expectAccessible } from "./support/checks";
import { addMemberThroughForm, createProvider } from "./support/factories";

// Two accessibility scans besides the journey; allow for a busy machine.
test.describe.configure({ timeout: 90_000 });

test("a provider locked out by wrong passwords gets in with an e-mailed one-time link", async ({ page, request, baseURL }) => {
  // The lock is checked again at the end, up to a busy minute and a half later, in the same window.
  test.setTimeout(210_000);
  await clearOfWindowRestart(120_000);
  const provider = await createProvider();
  // Someone else's guesses, from wherever: ten failures lock the account.
  for (let i = 0; i < 10; i++) {
    const response = await page.request.post("/provider?index", {
      headers: { Origin: baseURL! },
      form: { intent: "signin", email: provider.email, password: `guess-${i}` },
    });
    expect(response.status()).toBe(400);
  }

  await page.goto("/provider");
  await page.getByLabel("Email").fill(provider.email);
  await page.getByLabel("Password").fill(provider.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Too many sign-in attempts. Please wait a few minutes and try again.")).toBeVisible();

  await expectAccessible(page);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByText("If an account uses that e-mail, a sign-in link is on its way.")).toBeVisible();
  await expect(page).toHaveURL(/\/provider$/);

  const db = readDb();
  const email = db.prepare(`select text from email_outbox where "to" = ? and kind = 'sign_in_link'`).get(provider.email) as {
    text: string;
  };
  db.close();
  const link = /https?:\/\/\S+\/sign-in\/link\?token=[\w-]{43}/.exec(email.text)![0];
  const path = new URL(link).pathname + new URL(link).search;

  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Sign in to Porchlight" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/provider\/services$/);
  await expect(page.getByText("Signed in successfully!")).toBeVisible();

  // The link was spent.
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.goto(path);
  await expect(page.getByText("This sign-in link has expired or has already been used.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In" })).toHaveCount(0);

  // The account is still locked for others, but this browser has signed in to it: its password works.
  await page.goto("/provider");
  await page.getByLabel("Email").fill(provider.email);
  await page.getByLabel("Password").fill(provider.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/provider\/services$/);
  // Another client (the test's own, without this browser's cookies) is still refused.
  const elsewhere = await request.post("/provider?index", {
    headers: { Origin: baseURL! },
    form: { intent: "signin", email: provider.email, password: provider.password },
  });
  expect(elsewhere.status()).toBe(429);
});

/** The latest sign-in link e-mailed to `email`, as a path. */
function signInLinkTo(email: string): string {
  const db = readDb();
  const row = db
    .prepare(`select text from email_outbox where "to" = ? and kind = 'sign_in_link' order by created_at desc limit 1`)
    .get(email) as { text: string } | undefined;
  db.close();
  if (!row) throw new Error(`no sign-in link was e-mailed to ${email}`);
  const link = new URL(/https?:\/\/\S+\/sign-in\/link\?token=[\w-]{43}/.exec(row.text)![0]);
  return link.pathname + link.search;
}

async function askForLink(page: Page, email: string) {
  await page.goto("/provider");
  await page.getByLabel("Email").fill(email);
  // No password: the link needs none, with or without JavaScript.
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByText("If an account uses that e-mail, a sign-in link is on its way.")).toBeVisible();
}

test("a team member, who has no password, asks the sign-in page for a link and gets in; the owner's pages send them to their jobs", async ({
  page,
}) => {
  const provider = await createProvider({ serviceName: "House Cleaning" });
  const member = { name: "Lena Link", email: `lena-${provider.userId.slice(0, 8)}@crew.example` };
  await page.goto("/provider/team");
  await page.getByLabel("Email").fill(provider.email);
  await page.getByLabel("Password").fill(provider.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await addMemberThroughForm(page, provider, member);
  await page.getByRole("button", { name: "Sign Out" }).click();

  // The answer is the same for an address no account uses: nothing tells who has one.
  await askForLink(page, `nobody-${provider.userId.slice(0, 8)}@crew.example`);
  await askForLink(page, member.email);
  await expectAccessible(page);
  await page.goto(signInLinkTo(member.email));
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole("heading", { name: "Your jobs", exact: true })).toBeVisible();

  // The owner's address (a link they shared): the member stays signed in and is taken to their jobs, told why.
  await page.goto("/provider/services");
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByText("That page is for the business's owner. Here are your own jobs.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your jobs", exact: true })).toBeVisible();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/team$/);
});
