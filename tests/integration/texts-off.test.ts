import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { getActiveService } from "~/models/service.server";
import { bookService } from "~/services/booking/index.server";
import { OUTBOX_NOTE_REASONS } from "~/domain/statuses";
import { action as smsAction } from "~/routes/hooks+/twilio.sms";
import { loader as textOutboxLoader } from "~/routes/admin+/outbox_.texts";
import { createTestProvider, createTestTile } from "../support/factories";
import { context, cookieFrom, getRequest, run } from "../support/requests";
import { createUser } from "~/models/user.server";
import { commitUserSession } from "~/services/support/auth.server";
import { emailOfName } from "../support/bookings";

/**
 * Texts off (no Twilio settings; issue 37): a ticked box is still recorded with its words, each
 * text is written to the outbox as never sent, the e-mails go as before, and Twilio's hooks answer
 * that texts are off.
 */
const NOW = new Date("2030-01-07T15:00:00Z");
let serviceId: string;

beforeAll(async () => {
  const provider = await createTestProvider();
  serviceId = await createTestTile({ zipCode: "78701", providerUserId: provider.id });
});

describe("texts off", () => {
  it("records the consent and the texts as not sent; the e-mails go as before", async () => {
    const outcome = await bookService({
      service: (await getActiveService(serviceId))!,
      request: {
        customer_name: "Ida Rhodes",
        customer_email: emailOfName("Ida Rhodes"),
        customer_phone: "(512) 867-5309",
        preferred_date: "2030-01-08",
        preferred_time: "10:00",
        text_consent: "on",
      },
      origin: "http://localhost:3000",
      now: NOW,
      actor: { kind: "customer" },
      consent: { page: "/service/x", ip: "203.0.113.5", userAgent: "Test", language: "en" },
    });
    if (!outcome.ok) throw new Error(outcome.message);
    const texts = await getDb().selectFrom("text_outbox").selectAll().where("booking_id", "=", outcome.id).orderBy("kind").execute();
    expect(texts.map((text) => [text.kind, text.status, text.last_error])).toEqual([
      ["booking_confirmation", "off", OUTBOX_NOTE_REASONS.textsOff],
      ["booking_reminder", "off", OUTBOX_NOTE_REASONS.textsOff],
    ]);
    const emails = await getDb().selectFrom("email_outbox").select("kind").where("booking_id", "=", outcome.id).execute();
    expect(emails.map((email) => email.kind)).toEqual(expect.arrayContaining(["booking_confirmation", "booking_reminder"]));
  });

  it("answers Twilio's hooks that texts are off", async () => {
    const response = await run(
      smsAction({
        request: new Request("http://localhost:3000/hooks/twilio/sms", {
          method: "POST",
          body: new URLSearchParams({ From: "+15128675309", Body: "STOP" }),
        }),
        params: {},
        context,
      }),
    );
    expect(response.status).toBe(404);
    expect(await getDb().selectFrom("text_numbers").selectAll().where("phone", "=", "+15128675309").execute()).toEqual([]);
  });

  it("tells the admin the texts are off, and shows them in the text outbox; a provider is refused", async () => {
    const admin = await createUser(getDb(), { email: "texts-admin@porchlight.test", password: "admin-password", role: "admin" });
    const cookie = cookieFrom(await commitUserSession(getRequest("/"), admin.id));
    const page = await run(textOutboxLoader({ request: getRequest("/admin/outbox/texts", { cookie }), params: {}, context }));
    expect(page.status).toBe(200);
    expect(page.data.enabled).toBe(false);
    expect(page.data.texts.map((text: { kind: string; status: string; note: string }) => [text.kind, text.status, text.note])).toEqual(
      expect.arrayContaining([["Booking confirmation", "off", "not sent: text messages are off"]]),
    );
    const provider = await createTestProvider();
    const refused = await run(
      textOutboxLoader({
        request: getRequest("/admin/outbox/texts", { cookie: cookieFrom(await commitUserSession(getRequest("/"), provider.id)) }),
        params: {},
        context,
      }),
    );
    // The gate sends another role to the admin's sign-in, signed out, with "Access Denied".
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/admin");
    expect(refused.data?.texts).toBeUndefined();
  });
});
