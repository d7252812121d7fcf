import { expect, test, type APIRequestContext } from "@playwright/test";
import twilio from "twilio";
import { hasJs, readDb, runName, startsSoon, textsDueNow, upcomingWorkday } from "./support/e2e";
import { expectFitsAndAccessible } from "./support/checks";
import { createAdmin, createProvider } from "./support/factories";
import { signIn } from "./support/session";

/**
 * Texts end to end (decisions 0034, 0039), with and without JavaScript, against the fake Twilio:
 * the number is asked first, its YES releases the confirmation, the admin's outbox shows it sent,
 * and after STOP the "on the way" reaches the customer by e-mail only.
 */

// Texts held by the quiet hours are made due by the test and go on the server's next round (30 s).
test.describe.configure({ timeout: 150_000 });

const CONSENT =
  "Text me about this booking at this number: its confirmation, a reminder, any change and when the provider is on the way (about 4 texts). Message and data rates may apply. Reply STOP to stop, HELP for help.";

type FakeText = { to: string; body: string };
async function textsTo(request: APIRequestContext, e164: string): Promise<FakeText[]> {
  const all = (await (await request.get(`${process.env.FAKE_TWILIO_URL}/messages`)).json()) as FakeText[];
  return all.filter((text) => text.to === e164);
}

/** Posts a text from `from` to the app's hook, signed with the auth token the way Twilio signs it. */
async function textUs(request: APIRequestContext, baseURL: string, from: string, body: string) {
  const url = `${baseURL}/hooks/twilio/sms`;
  const params = { MessageSid: `SM${Date.now()}${Math.floor(Math.random() * 1e6)}`, From: from, To: "+15125550100", Body: body };
  const signature = twilio.getExpectedTwilioSignature(process.env.E2E_TWILIO_AUTH_TOKEN!, url, params);
  return request.post(url, { form: params, headers: { "X-Twilio-Signature": signature } });
}

test("book with the box ticked, see the text in the admin's outbox, text STOP, and no further text", async ({ page, request, baseURL }) => {
  const provider = await createProvider({ serviceName: "Drain Cleaning" });
  const date = upcomingWorkday(hasJs() ? 5 : 6);
  const name = `Tess ${runName()} Texts`;
  // A number of this test's own: no other test's STOP touches it.
  const last4 = String(parseInt(provider.userId.replace(/-/g, "").slice(0, 6), 16) % 10_000).padStart(4, "0");
  const phone = { typed: `(512) 867-${last4}`, national: `(512) 867-${last4}`, e164: `+1512867${last4}` };

  await page.goto(`/service/${provider.serviceId}?book=1&date=${date}`);
  await expect(page.locator('input[name="preferred_date"]')).toHaveValue(date);
  await page.getByText("10:00 AM", { exact: true }).click();
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(`tess.${last4}@example.org`);
  await page.getByLabel("Phone").fill(phone.typed);
  const box = page.getByLabel(CONSENT);
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();

  // The number is asked first, alone, and the page says where to answer.
  const question = `Reply YES to get texts from Porchlight about your booking with ${provider.business}. Reply STOP to opt out.`;
  await expect
    .poll(
      async () => {
        // Made due as soon as it is queued, at any hour (the quiet hours would hold it till morning).
        textsDueNow(phone.e164);
        return (await textsTo(request, phone.e164)).map((text) => text.body);
      },
      { timeout: 40_000 },
    )
    .toEqual([question]);
  await expect(page.getByText(`We texted ${phone.national} to ask whether you want texts about this booking`)).toBeVisible();
  expect((await textUs(request, baseURL!, phone.e164, "Yes")).status()).toBe(200);

  // Its YES lets the confirmation go to Twilio (the fake) as one text, with its short link.
  await expect
    .poll(
      async () => {
        textsDueNow(phone.e164);
        return (await textsTo(request, phone.e164)).length;
      },
      { timeout: 40_000 },
    )
    .toBe(2);
  const [, confirmation] = await textsTo(request, phone.e164);
  expect(confirmation.body).toMatch(
    new RegExp(
      `^${provider.business.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: Drain Cleaning booked for .+ Details: ${baseURL}/b/[\\w-]{12} Reply STOP to stop$`,
    ),
  );
  expect(confirmation.body.length).toBeLessThanOrEqual(160);
  // Every text sent has the consent that names the words the customer saw.
  const db = readDb();
  const consent = db
    .prepare(
      "select c.wording, c.page, c.phone from text_outbox t join text_consents c on c.id = t.consent_id where t.to_phone = ? and t.kind = 'booking_confirmation'",
    )
    .get(phone.e164);
  db.close();
  expect(consent).toEqual({ wording: CONSENT, page: `/service/${provider.serviceId}`, phone: phone.e164 });

  // The short link opens the booking, which no longer waits for a YES: its texts are on, and can be stopped there.
  await page.reload();
  await expect(page.getByText("to ask whether you want texts about this booking")).toHaveCount(0);
  await expect(page.getByText(`Texts about this booking go to ${phone.national}.`)).toBeVisible();
  const bookingUrl = page.url();
  await page.goto(new URL(/\/b\/[\w-]{12}/.exec(confirmation.body)![0], baseURL).pathname);
  await expect(page).toHaveURL(bookingUrl);

  const admin = await createAdmin();
  await signIn(page, admin, "/admin");
  await page.goto("/admin/outbox/texts");
  await expect(page.getByRole("heading", { name: "Text outbox" })).toBeVisible();
  const sentRow = page.getByRole("row").filter({ hasText: phone.national }).filter({ hasText: "Booking confirmation" });
  await expect(sentRow.getByText("Sent", { exact: true })).toBeVisible();
  await expectFitsAndAccessible(page);

  // STOP: the number is opted out, told so once, and what was queued for it withdrawn.
  const stop = await textUs(request, baseURL!, phone.e164, "STOP");
  expect(stop.status()).toBe(200);
  await expect
    .poll(async () => (await textsTo(request, phone.e164)).map((text) => text.body), { timeout: 15_000 })
    .toEqual([
      question,
      confirmation.body,
      "Porchlight: you will get no more texts from us at this number. Reply START to get them again.",
    ]);
  // A post without Twilio's signature changes nothing.
  expect(
    (await request.post(`${baseURL}/hooks/twilio/sms`, { form: { MessageSid: "SMforged", From: phone.e164, Body: "START" } })).status(),
  ).toBe(403);

  // The admin tells the customer the provider is on the way: e-mailed, never texted.
  startsSoon(name);
  await page.goto(`/admin/bookings?q=${encodeURIComponent(name)}`);
  // This run's booking (a retry books again under the same name, for another provider).
  const row = page.getByRole("row").filter({ hasText: name }).filter({ hasText: provider.business });
  await row.locator("summary", { hasText: `Notify En Route for ${name}` }).click();
  await row.getByRole("button", { name: `Yes, tell ${name}` }).click();
  await expect(page.getByRole("status").getByText("Customer notified that provider is en route")).toBeVisible();
  await page.goto("/admin/outbox/texts");
  const mine = page.getByRole("row").filter({ hasText: phone.national });
  await expect(mine.filter({ hasText: "On the way" }).getByText("Opted out", { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(mine.filter({ hasText: "Booking reminder" }).getByText("Withdrawn", { exact: true })).toBeVisible();
  expect(await textsTo(request, phone.e164)).toHaveLength(3);
});
