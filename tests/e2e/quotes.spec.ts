import { expect, test } from "@playwright/test";
import { deliverNextPostTwice, hasJs, readDb, upcomingWorkday, runName } from "./support/e2e";
import { createProvider, type TestProvider } from "./support/factories";
import { portalTab, signIn } from "./support/session";

/**
 * Quotes and conversations, with and without JavaScript: a request with a photo, a quote and a
 * question, an answer and an accepted quote booked on the calendar, and a reply by e-mail with a
 * photo (and a refused HEIC) in the thread. Contact details stay hidden until the booking exists.
 */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

let pro: TestProvider;
test.beforeEach(async () => {
  pro = await createProvider({ serviceName: hasJs() ? "Roofing" : "Drywall" });
});

test(
  "request a quote, get one, talk, accept it and book a time; a reply by e-mail joins the thread",
  { tag: "@widths" },
  async ({ page, request }) => {
    // Some twenty pages and two uploads, each a round trip: 25 to 30 s on a loaded 2-core machine.
    test.setTimeout(90_000);
    const customer = {
      name: `Riley ${runName()} Quoter`,
      email: `riley-${Date.now()}-${hasJs() ? "js" : "nojs"}@example.org`,
    };

    // The customer asks from the service's page.
    await page.goto(`/service/${pro.serviceId}`);
    await page.getByRole("link", { name: "Get a quote" }).click();
    await expect(page.getByRole("heading", { name: "Get a quote" })).toBeVisible();
    await page.getByLabel("Zip code of the job").fill("78701");
    await page.getByLabel("Describe the job").fill("Water stains on the bedroom ceiling after heavy rain; the roof is about 20 years old.");
    await page.getByText("Within a week").click();
    await page.getByLabel("Full name").fill(customer.name);
    await page.getByLabel("Email").fill(customer.email);
    await page.getByLabel("Phone").fill("(512) 555-0123");
    await page.getByLabel("Photos (optional, up to 3)").setInputFiles({ name: "ceiling.png", mimeType: "image/png", buffer: PNG });
    // Tapped twice on a slow network: one request, and both posts land on it.
    const landings = await deliverNextPostTwice(page);
    await page.getByRole("button", { name: "Send request" }).click();

    await expect(page.getByRole("heading", { name: "Your request for quotes" })).toBeVisible();
    await expect(page.getByText("Your request was sent to 1 provider. We e-mailed you its link.")).toBeVisible();
    const requestPage = new URL(page.url());
    expect(landings()).toEqual(Array(2).fill(`${requestPage.pathname}${requestPage.search}`));
    const asked = readDb();
    expect(asked.prepare("select count(*) as n from quote_requests where customer_email = ?").get(customer.email)).toEqual({ n: 1 });
    asked.close();
    await expect(page.getByRole("img", { name: "The job, 1 of 1" })).toBeVisible();
    await expect(page.getByText("Waiting for a quote")).toBeVisible();
    const requestUrl = page.url();

    // The provider answers in the portal: a quote and a question. The customer's contact details are hidden.
    await signIn(page, pro);
    await (await portalTab(page, "Requests (1)")).click();
    await page.getByRole("link", { name: `Riley Q. · ${pro.serviceName}` }).click();
    await expect(page.getByText(/Water stains on the bedroom ceiling/)).toBeVisible();
    await expect(page.getByText(customer.email)).toHaveCount(0);
    await page.getByLabel("Item 1", { exact: true }).fill("Inspection and patch");
    await page.getByLabel("Amount 1 ($)").fill("180");
    await page.getByLabel("Item 2", { exact: true }).fill("Shingles");
    await page.getByLabel("Amount 2 ($)").fill("45.50");
    await page.getByLabel("How long the job takes").selectOption({ label: "2 hours" });
    await page.getByRole("button", { name: "Send quote" }).click();
    await expect(page.getByText("Quote sent. The customer was e-mailed.")).toBeVisible();
    await expect(page.getByRole("table", { name: "Your quote" }).getByText("$225.50")).toBeVisible();
    await page.getByLabel("Your message").fill("Can I reach the attic from inside? Call me at (512) 555-0177.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Message sent.")).toBeVisible();

    // The customer compares, answers the question (the provider's number is hidden before booking)...
    await page.goto(requestUrl);
    await expect(page.getByRole("table", { name: `Quote from ${pro.business}` }).getByText("$225.50")).toBeVisible();
    // The provider's message is marked unread beside them, and in the conversation until it is opened.
    await expect(page.getByText("1 new message", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: `Messages with ${pro.business}` }).click();
    await expect(page.getByText("Can I reach the attic from inside? Call me at [contact details hidden until booked].")).toBeVisible();
    await expect(page.getByText("1 new message since you last looked")).toBeVisible();
    await expect(page.getByRole("list", { name: "Messages" }).getByText("New", { exact: true })).toBeVisible();
    const threadUrl = page.url();
    await page.getByLabel("Your message").fill("Yes, through the hallway hatch.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Yes, through the hallway hatch.")).toBeVisible();
    // The message sent is where the page lands, with the focus on it (the browser's own scroll without JavaScript).
    const sent = page.getByRole("list", { name: "Messages" }).getByRole("listitem").last();
    await expect(sent).toContainText("Yes, through the hallway hatch.");
    await expect(page).toHaveURL(/#latest$/);
    if (hasJs()) await expect(sent).toBeFocused();

    // ...and accepts the quote at a time on the provider's calendar.
    await page.goto(requestUrl);
    await page.getByRole("link", { name: `Accept and choose a time: ${pro.business}` }).click();
    await expect(page.getByRole("heading", { name: `Accept the quote from ${pro.business}` })).toBeVisible();
    const date = upcomingWorkday(3);
    await page.getByLabel("Preferred date").fill(date);
    if (!hasJs()) await page.getByRole("button", { name: "Show available times" }).click();
    await expect(page.locator('input[name="preferred_date"]')).toHaveValue(date);
    await page.getByText("10:00 AM", { exact: true }).click();
    await page.getByRole("button", { name: "Book this time" }).click();
    await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();
    await expect(page.getByText("Booked! The provider has your time, and we e-mailed you the details.")).toBeVisible();
    await expect(page.getByRole("table", { name: "Your accepted quote" }).getByText("$225.50")).toBeVisible();
    await expect(page.getByText("About 2 hours")).toBeVisible();

    // The provider's next message reaches the customer by e-mail; the customer answers by replying to it.
    await page.goto("/provider/requests");
    // Booked from this request: the tab says so, not "Quoted".
    const requestRow = page.getByRole("listitem").filter({ hasText: customer.name.split(" ")[0] });
    await expect(requestRow.getByText("Booked", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: new RegExp(`^${customer.name.split(" ")[0]} .* · ${pro.serviceName}$`) }).click();
    await page.getByLabel("Your message").fill("See you then. Please move the car from the driveway.");
    await page.getByLabel("Photos (optional, up to 3)").setInputFiles({ name: "driveway.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Message sent.")).toBeVisible();
    // Sent: the form is empty again, its photo too.
    await expect(page.getByLabel("Your message")).toHaveValue("");
    await expect(page.getByLabel("Photos (optional, up to 3)")).toHaveValue("");

    const db = readDb();
    const email = db
      .prepare("select reply_to, text from email_outbox where kind = 'thread_message' and \"to\" = ? order by created_at desc limit 1")
      .get(customer.email) as { reply_to: string; text: string };
    db.close();
    expect(email.text).toContain("See you then. Please move the car from the driveway.");
    expect(email.reply_to).toMatch(/^reply\+[0-9a-f]{53}@in\.porchlight\.test$/);
    const reply = await request.post("/hooks/inbound-email", {
      headers: { Authorization: `Bearer ${process.env.E2E_INBOUND_EMAIL_SECRET}` },
      data: {
        From: customer.email,
        To: email.reply_to,
        TextBody: `Will do, thanks! The car is gone, see the photo.\n\nOn Wed, Nov 25, 2026 at 10:02 AM Porchlight <bookings@porchlight.local> wrote:\n> ${email.text.split("\n").join("\n> ")}`,
        Attachments: [
          { Name: "driveway.png", Content: PNG.toString("base64"), ContentType: "image/png", ContentLength: PNG.length },
          { Name: "IMG_0099.HEIC", Content: HEIC.toString("base64"), ContentType: "image/heic", ContentLength: HEIC.length },
        ],
      },
    });
    expect(reply.status()).toBe(200);

    await page.goto(threadUrl);
    const messages = page.getByRole("list", { name: "Messages" });
    await expect(messages.getByText("Will do, thanks! The car is gone, see the photo.", { exact: true })).toBeVisible();
    await expect(messages.getByText("by e-mail")).toBeVisible();
    // The photo is kept with the message and loads from its own URL; the HEIC's reason is for its sender.
    await expectPhotoShown(messages.getByRole("img", { name: "Photo 1 of 1 from you" }));
    await expectPhotoShown(messages.getByRole("img", { name: `Photo 1 of 1 from ${pro.business}` }));
    await expect(messages.getByRole("list", { name: "Attachments not added" })).toHaveText(
      "IMG_0099.HEIC was not added: it is a HEIC photo, which browsers cannot show. Please send it as a JPEG or PNG (on an iPhone: Settings › Camera › Formats › Most Compatible).",
    );
    // Booked: the provider's number is no longer hidden in their earlier message.
    await expect(messages.getByText("Can I reach the attic from inside? Call me at (512) 555-0177.")).toBeVisible();

    // The provider sees the photo in the portal, and not the customer's note about their HEIC; the
    // portal's Messages tab counts the conversation unread, and opening it reads it.
    await page.goto("/provider/requests");
    const unread = await portalTab(page, "Messages (1 unread)");
    await expect(unread).toBeVisible();
    await unread.click();
    await expect(page.getByRole("list", { name: "Conversations" }).getByText(/^\d+ new messages?$/)).toBeVisible();
    await page.goto("/provider/requests");
    await page.getByRole("link", { name: new RegExp(`^${customer.name.split(" ")[0]} .* · ${pro.serviceName}$`) }).click();
    const theirs = page.getByRole("list", { name: "Messages" });
    await expectPhotoShown(theirs.getByRole("img", { name: `Photo 1 of 1 from ${customer.name}` }));
    await expect(theirs.getByText("IMG_0099.HEIC")).toHaveCount(0);
    await expect(await portalTab(page, "Messages")).toBeVisible();
  },
);

/** An iPhone's HEIC photo as its first bytes say (an ftyp box naming the heic brand). */
const HEIC = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypheic"),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from("mif1heic"),
  Buffer.alloc(64),
]);

/** The image is on the page and its bytes loaded (a broken image has no natural width). */
async function expectPhotoShown(image: import("@playwright/test").Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
}

test(
  "a request from the list goes to the providers of the kind of job it needs, on the narrowest phone",
  { tag: "@widths" },
  async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    // A kind of job only this provider offers near 78701; another provider of another kind must not hear of it.
    const kind = `Gutter Guards ${runName()} ${Date.now()}`;
    const gutters = await createProvider({ serviceName: kind });
    const other = await createProvider({ serviceName: `Chimney Sweep ${Date.now()}` });

    // Straight to the form: the category and the zip come first.
    await page.goto("/requests/new");
    await page.getByLabel("Category").selectOption({ label: "Home Services" });
    await page.getByLabel("Zip code of the job").fill("7870");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Please enter a valid zip code")).toBeVisible();
    await page.getByLabel("Zip code of the job").fill("78701");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText(/^Home Services near Austin, TX 78701\./)).toBeVisible();

    const kinds = page.getByRole("radiogroup", { name: "What does the job need?" });
    await expect(kinds.getByText("Something else")).toBeVisible();
    // Sent without choosing: the choice is asked for, and what was typed stays.
    await page.getByLabel("Describe the job").fill("The gutters overflow at the back corner in every heavy rain.");
    await page.getByLabel("Full name").fill("Gale Gutter");
    await page.getByLabel("Email").fill(`gale-${Date.now()}@example.org`);
    await page.getByLabel("Phone", { exact: true }).fill("(512) 555-0150");
    // The page's script says so at once; without it the server does, with the form as it was.
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByText("Choose what the job needs")).toBeVisible();
    await expect(page.getByLabel("Describe the job")).toHaveValue("The gutters overflow at the back corner in every heavy rain.");
    await kinds.getByText(kind, { exact: true }).click();
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByText("Your request was sent to 1 provider. We e-mailed you its link.")).toBeVisible();
    await expect(page.getByText(`Home Services: ${kind}`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    const db = readDb();
    const asked = db
      .prepare("select t.provider_user_id from threads t join quote_requests r on r.id = t.request_id where r.service_type = ?")
      .all(kind) as Array<{ provider_user_id: string }>;
    db.close();
    expect(asked.map((row) => row.provider_user_id)).toEqual([gutters.userId]);
    expect(asked.map((row) => row.provider_user_id)).not.toContain(other.userId);
  },
);

test("a form shows every message at once, those only the server can say beside the browser's", { tag: "@widths" }, async ({ page }) => {
  await page.goto(`/service/${pro.serviceId}?book=1`);
  // The browser can tell the name is missing; only the server's rule knows "casey@example" has no domain it can reach.
  await page.getByLabel("Email").fill("casey@example");
  await page.getByLabel("Phone").fill("(512) 555-0142");
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(page.getByText("Please enter your full name")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("casey@example");
});
