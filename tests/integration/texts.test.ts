import { inEnglish } from "#tests/support/requests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTexts } from "../support/texts";

/**
 * Text messages (decisions 0034, 0039), on both engines, against the fake Twilio with the real
 * `twilio` package: consent confirmed by YES before anything else is sent, STOP honoured at send
 * time, callbacks applied once and forged ones refused, undelivered texts sent by e-mail, answers
 * joining the conversation.
 */
const texts = await startTexts();
const { twilio, getDb } = texts;
const { getActiveService } = await import("~/models/service.server");
const { bookService, changeStatus, rescheduleBooking } = await import("~/services/booking/index.server");
const { ownership } = await import("~/services/support/access.server");
const { postMessage } = await import("~/services/quotes/index.server");
const { saveTextAlerts } = await import("~/services/texts/index.server");
const { createUser } = await import("~/models/user.server");
const { bookServiceOnline } = await import("~/services/booking/index.server");
const { createTestProvider, createTestTile } = await import("../support/factories");
const { context } = await import("../support/requests");
const { emailOfName } = await import("../support/bookings");
const { CONSENT_WORDINGS, toE164 } = await import("~/domain/texts/texts");
const { OUTBOX_NOTE_REASONS } = await import("~/domain/statuses");
const { adminSayIn } = await import("~/locales/admin-sentences");
const { segmentsOf } = await import("~/domain/texts/gsm");
const { bookingToken, openBookingLink } = await import("~/lib/signed-links.server");

afterAll(() => twilio.close());

// Monday 2030-01-07, 09:00 in Austin (CST).
const NOW = new Date("2030-01-07T15:00:00Z");
const TUESDAY = "2030-01-08";
const CONSENT = { page: "/service/x", ip: "203.0.113.9", userAgent: "Mozilla/5.0 (Test) Chromium", language: "en" as const };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let providerId: string;
let serviceId: string;
let phoneCount = 100;

/** A distinct number for each customer: a STOP from one never touches another's texts. */
const nextPhone = () => {
  phoneCount += 1;
  return { typed: `(512) 867-${String(phoneCount).padStart(4, "0")}`, e164: `+1512867${String(phoneCount).padStart(4, "0")}` };
};

/**
 * Books Tuesday at `time`; with the box ticked, the number then says YES to the question its
 * first text asked (unless `yes: false`), so what waited for it is queued.
 */
async function book(
  name: string,
  time: string,
  options: { consent: boolean; phone?: string; date?: string; now?: Date; yes?: boolean; language?: "en" | "es" } = { consent: true },
) {
  const service = (await getActiveService(serviceId))!;
  const phone = options.phone ?? nextPhone().typed;
  const outcome = await bookService({
    service,
    request: {
      customer_name: name,
      customer_email: emailOfName(name),
      customer_phone: phone,
      preferred_date: options.date ?? TUESDAY,
      preferred_time: time,
      service_address: "1100 Congress Ave, Austin, TX 78701",
      ...(options.consent ? { text_consent: "on" as const } : {}),
    },
    origin: "http://localhost:3000",
    now: options.now ?? NOW,
    actor: { kind: "customer" },
    consent: { ...CONSENT, language: options.language ?? "en" },
    language: options.language,
  });
  if (!outcome.ok) throw new Error(outcome.message);
  if (options.consent && options.yes !== false) await sayYes(toE164(phone)!, options.now ?? NOW);
  return outcome.id;
}

/** The number is asked (its question sent) and answers YES, as its owner would. */
async function sayYes(phone: string, at: Date) {
  await texts.deliver(at);
  expect(questionsTo(phone).length).toBeGreaterThan(0);
  await texts.sms(phone, "YES");
}

const isQuestion = (body: string) => body.startsWith("Reply YES to get texts from Porchlight");
const questionsTo = (phone: string) => twilio.texts.filter((text) => text.to === phone && isQuestion(text.body));

const textsOf = (bookingId: string) =>
  getDb()
    .selectFrom("text_outbox")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .where("kind", "!=", "confirm_question")
    .orderBy("created_at")
    .orderBy("kind")
    .execute();
/** What a number was sent, beside the question that asked for its YES. */
const sentTo = (phone: string) => twilio.texts.filter((text) => text.to === phone && !isQuestion(text.body));
const bookingRow = (id: string) => getDb().selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const asProvider = async (bookingId: string) => {
  const owned = await ownership({ userId: providerId, email: "", role: "provider", seesAll: false }, { booking: bookingId });
  if (!owned.ok) throw new Error(owned.message);
  return owned;
};

beforeAll(async () => {
  providerId = (await createTestProvider("texts-owner@example.com")).id;
  serviceId = await createTestTile({
    zipCode: "78701",
    providerUserId: providerId,
    businessName: "Rivera Plumbing & Heating",
    serviceName: "Drain cleaning",
  });
});

describe("consent", () => {
  it("is recorded with the booking, and its number is asked once whether it wants texts: nothing else goes until YES", async () => {
    const phone = nextPhone();
    const id = await book("Ada Lovelace", "10:00", { consent: true, phone: phone.typed, yes: false });
    const booking = await bookingRow(id);
    const consent = await getDb()
      .selectFrom("text_consents")
      .selectAll()
      .where("id", "=", booking.text_consent_id!)
      .executeTakeFirstOrThrow();
    expect(consent).toMatchObject({
      phone: phone.e164,
      version: "booking-2",
      wording: CONSENT_WORDINGS["booking-2"],
      page: CONSENT.page,
      ip: CONSENT.ip,
      user_agent: CONSENT.userAgent,
      consented_at: NOW.toISOString(),
      user_id: null,
      asked_at: NOW.toISOString(),
      confirmed_at: null,
    });
    expect(consent.wording).toBe(
      "Text me about this booking at this number: its confirmation, a reminder, any change and when the provider is on the way (about 4 texts). Message and data rates may apply. Reply STOP to stop, HELP for help.",
    );
    // The confirmation and the reminder wait for the number's YES; the question goes first, alone.
    const queued = await textsOf(id);
    expect(queued.map((text) => [text.kind, text.status, text.consent_id])).toEqual([
      ["booking_confirmation", "held", consent.id],
      ["booking_reminder", "held", consent.id],
    ]);
    await texts.deliver(NOW);
    expect(twilio.texts.filter((text) => text.to === phone.e164).map((text) => text.body)).toEqual([
      "Reply YES to get texts from Porchlight about your booking with Rivera Plumbing & Heating. Reply STOP to opt out.",
    ]);
    expect(segmentsOf(questionsTo(phone.e164)[0].body)).toEqual({ encoding: "GSM-7", segments: 1 });
    await texts.deliver(new Date("2030-01-07T16:30:00Z"));
    expect(sentTo(phone.e164)).toEqual([]);

    // YES: the consent records it (when, the message's id) and what waited goes, each when due.
    const yes = new Date("2030-01-07T15:05:00Z");
    await texts.smsWithSid("SMyes00000000000000000000000000001", phone.e164, "Yes");
    const confirmed = await getDb().selectFrom("text_consents").selectAll().where("id", "=", consent.id).executeTakeFirstOrThrow();
    expect(confirmed.confirmed_at).not.toBeNull();
    expect(confirmed.confirmation_sid).toBe("SMyes00000000000000000000000000001");
    expect((await textsOf(id)).map((text) => text.status)).toEqual(["queued", "queued"]);
    await texts.deliver(yes);
    const [confirmation] = sentTo(phone.e164);
    expect(confirmation.body).toMatch(
      /^Rivera Plumbing & Heating: Drain cleaning booked for Tue Jan 8, 10:00 AM CST\. Details: http:\/\/localhost:3000\/b\/[\w-]{12} Reply STOP to stop$/,
    );
    expect(segmentsOf(confirmation.body)).toEqual({ encoding: "GSM-7", segments: 1 });
    expect(confirmation).toMatchObject({
      messagingServiceSid: "MG00000000000000000000000000000001",
      statusCallback: "http://localhost:3000/hooks/twilio/status",
    });
    expect((await textsOf(id))[0]).toMatchObject({ status: "sent", twilio_sid: confirmation.sid, attempts: 1 });
    // The reminder (due 24 hours before the job, 10:00 Monday in Austin, outside the quiet hours) goes when it is due, not before.
    expect((await textsOf(id))[1].next_attempt_at).toBe("2030-01-07T16:00:00.000Z");
    await texts.deliver(new Date("2030-01-07T15:59:00Z"));
    expect(sentTo(phone.e164)).toHaveLength(1);
    await texts.deliver(new Date("2030-01-07T16:00:00Z"));
    expect(sentTo(phone.e164).map((text) => text.body)).toEqual([
      confirmation.body,
      expect.stringMatching(/^Rivera Plumbing & Heating: reminder, Drain cleaning Tue Jan 8, 10:00 AM CST\./),
    ]);
    // Asked once: the number's later texts ask nothing again.
    expect(questionsTo(phone.e164)).toHaveLength(1);
  });

  it("the short link opens the booking's own signed page", async () => {
    const phone = nextPhone();
    const id = await book("Grace Hopper", "11:00", { consent: true, phone: phone.typed });
    const [confirmation] = await textsOf(id);
    const code = /\/b\/([\w-]{12})/.exec(confirmation.body)![1];
    const { loader } = await import("~/routes/b.$code");
    const response = (await loader({ params: { code }, request: new Request(`http://localhost:3000/b/${code}`), context })) as Response;
    expect(response.status).toBe(302);
    const target = new URL(response.headers.get("Location")!, "http://localhost:3000");
    expect(openBookingLink(id, target.searchParams.get("token"))).not.toBeNull();
    expect(target.searchParams.get("token")).toBe(bookingToken(id));
    const unknown = (await loader({
      params: { code: "AAAAAAAAAAAA" },
      request: new Request("http://localhost:3000/b/x"),
      context,
    })) as Response;
    expect(unknown.status).toBe(404);
  });

  it("no box, no text and no consent", async () => {
    const id = await book("Alan Turing", "12:00", { consent: false });
    expect((await bookingRow(id)).text_consent_id).toBeNull();
    expect(await textsOf(id)).toEqual([]);
  });

  it("a ticked box with a number that cannot take texts is refused beside the phone", async () => {
    const outcome = await bookServiceOnline({
      serviceId,
      form: {
        customer_name: "Edsger Dijkstra",
        customer_email: "edsger@example.org",
        customer_phone: "(999) 555-0142",
        preferred_date: TUESDAY,
        preferred_time: "13:00",
        service_address: "",
        special_requests: "",
        text_consent: "on",
      },
      postedDate: TUESDAY,
      honeypot: "ok",
      ip: "203.0.113.77",
      consent: CONSENT,
      now: NOW,
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(inEnglish(outcome.fieldErrors)).toEqual({ customer_phone: ["Enter a US mobile number we can text, such as (512) 555-0142"] });
  });
});

describe("STOP, START and HELP", () => {
  it("STOP withdraws what is queued, is confirmed once, and a text queued after it is never sent", async () => {
    const phone = nextPhone();
    const id = await book("Barbara Liskov", "14:00", { consent: true, phone: phone.typed });
    await texts.deliver(NOW);
    expect(sentTo(phone.e164)).toHaveLength(1);
    const stop = await texts.sms(phone.e164, " Stop ");
    expect(stop.status).toBe(200);
    expect(stop.headers.get("Content-Type")).toMatch(/text\/xml/);
    const reminder = (await textsOf(id)).find((text) => text.kind === "booking_reminder")!;
    expect(reminder).toMatchObject({ status: "withdrawn", last_error: OUTBOX_NOTE_REASONS.optedOut });
    // A text queued after the STOP (the provider moves the job): checked when it would go, and blocked.
    const moved = await rescheduleBooking({
      owned: await asProvider(id),
      date: TUESDAY,
      time: "15:00",
      origin: "http://localhost:3000",
      now: new Date(NOW.getTime() + MINUTE),
    });
    expect(moved.ok).toBe(true);
    await texts.deliver(new Date(NOW.getTime() + 2 * MINUTE));
    await texts.deliver(new Date("2030-01-07T21:00:00Z"));
    const kinds = (await textsOf(id)).map((text) => [text.kind, text.status]);
    expect(kinds).toContainEqual(["booking_moved", "blocked"]);
    expect(kinds).toContainEqual(["booking_reminder", "blocked"]);
    expect(sentTo(phone.e164).map((text) => text.body)).toEqual([
      expect.stringContaining("booked for"),
      "Porchlight: you will get no more texts from us at this number. Reply START to get them again.",
    ]);
    // One confirmation, never a second.
    expect((await texts.outbox()).filter((text) => text.to_phone === phone.e164 && text.kind === "opted_out")).toHaveLength(1);
  });

  it("START opts back in and HELP names the business and its number", async () => {
    const phone = nextPhone();
    const id = await book("Donald Knuth", "16:00", { consent: true, phone: phone.typed });
    await texts.deliver(NOW);
    await texts.sms(phone.e164, "STOP");
    await texts.sms(phone.e164, "start");
    await texts.sms(phone.e164, "HELP");
    await texts.deliver(new Date(NOW.getTime() + MINUTE));
    expect(
      sentTo(phone.e164)
        .map((text) => text.body)
        .slice(1),
    ).toEqual([
      "Porchlight: you will get no more texts from us at this number. Reply START to get them again.",
      "Porchlight: texts are on again for this number. Reply STOP to stop, HELP for help.",
      "Porchlight texts for Rivera Plumbing & Heating, (512) 555-0100. Msg & data rates may apply. Reply STOP to stop.",
    ]);
    // Opted in again, a new text about the booking goes.
    await rescheduleBooking({
      owned: await asProvider(id),
      date: TUESDAY,
      time: "16:30",
      origin: "http://localhost:3000",
      now: new Date(NOW.getTime() + 2 * MINUTE),
    });
    await texts.deliver(new Date(NOW.getTime() + 3 * MINUTE));
    expect(sentTo(phone.e164).at(-1)!.body).toMatch(/^Rivera Plumbing & Heating: your Drain cleaning is now Tue Jan 8, 4:30 PM CST\./);
  });

  it("the same STOP posted twice (Twilio's retry), or a second STOP, is confirmed once", async () => {
    const phone = nextPhone();
    await book("Frances Allen", "08:00", { consent: true, phone: phone.typed });
    await texts.smsWithSid("SMretry000000000000000000000000001", phone.e164, "STOP");
    await texts.smsWithSid("SMretry000000000000000000000000001", phone.e164, "STOP");
    // A second STOP of its own (another message): the number is out already, and told nothing more.
    await texts.smsWithSid("SMretry000000000000000000000000002", phone.e164, "unsubscribe");
    const confirmations = (await texts.outbox()).filter((text) => text.to_phone === phone.e164 && text.kind === "opted_out");
    expect(confirmations).toHaveLength(1);
  });
});

describe("status callbacks", () => {
  it("mark a text delivered once; forged, unsigned or re-addressed posts are refused and change nothing", async () => {
    const phone = nextPhone();
    const id = await book("Katherine Johnson", "09:00", { consent: true, phone: phone.typed });
    await texts.deliver(NOW);
    const [sent] = sentTo(phone.e164);
    expect((await texts.status(sent.sid, "delivered", {}, "forged-signature")).status).toBe(403);
    expect((await texts.status(sent.sid, "delivered", {}, null)).status).toBe(403);
    expect((await textsOf(id))[0].status).toBe("sent");
    const first = await texts.status(sent.sid, "delivered");
    expect(first.data).toEqual({ received: true, applied: true });
    const again = await texts.status(sent.sid, "delivered");
    expect(again.data).toEqual({ received: true, applied: false });
    // A late "undelivered" cannot undo a delivery: the state table has no such move.
    expect((await texts.status(sent.sid, "undelivered", { ErrorCode: "30003" })).data).toEqual({ received: true, applied: false });
    expect((await textsOf(id))[0]).toMatchObject({ status: "delivered" });
    // Interim words change nothing.
    expect((await texts.status(sent.sid, "sent")).data).toEqual({ received: true, applied: false });
  });

  it("an undelivered text is sent once by e-mail instead", async () => {
    const phone = nextPhone();
    const id = await book("Margaret Hamilton", "11:00", { consent: true, phone: phone.typed, date: "2030-01-09" });
    await texts.deliver(NOW);
    const [sent] = sentTo(phone.e164);
    expect((await texts.status(sent.sid, "undelivered", { ErrorCode: "30005" })).data).toEqual({ received: true, applied: true });
    expect((await texts.status(sent.sid, "undelivered", { ErrorCode: "30005" })).data).toEqual({ received: true, applied: false });
    const [undelivered] = await textsOf(id);
    expect(undelivered).toMatchObject({ status: "undelivered" });
    // The admin's outbox says it in the admin's language, Twilio's own words as Twilio gave them.
    expect(adminSayIn("en", undelivered.last_error!)).toBe("Twilio error 30005; sent by e-mail instead");
    expect(adminSayIn("es", undelivered.last_error!)).toBe("Twilio error 30005; enviado por correo electrónico en su lugar");
    const emails = await getDb()
      .selectFrom("email_outbox")
      .selectAll()
      .where("kind", "=", "text_undelivered")
      .where("booking_id", "=", id)
      .execute();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      to: emailOfName("Margaret Hamilton"),
      subject: "A text from Rivera Plumbing & Heating did not reach your phone",
    });
    expect(emails[0].text).toContain(sent.body);
  });

  it("a text Twilio refuses is tried again, then recorded as failed", async () => {
    const phone = nextPhone();
    const id = await book("Radia Perlman", "13:00", { consent: true, phone: phone.typed, date: "2030-01-09" });
    twilio.refuseNext(4);
    let at = NOW.getTime();
    for (let attempt = 0; attempt < 4; attempt++) {
      await texts.deliver(new Date(at));
      at += HOUR;
    }
    const [confirmation] = await textsOf(id);
    expect(confirmation).toMatchObject({ status: "failed", attempts: 4 });
    expect(confirmation.last_error).toContain("not a valid mobile number");
    expect(sentTo(phone.e164)).toEqual([]);
  });
});

describe("replies and the conversation", () => {
  it("a customer's answer joins the booking's conversation once, and the provider's answer on the web is texted back", async () => {
    const phone = nextPhone();
    const id = await book("Hedy Lamarr", "13:30", { consent: true, phone: phone.typed });
    await texts.deliver(NOW);
    const reply = await texts.smsWithSid("SMreply00000000000000000000000001", phone.e164, "Can you come at 2 instead? Gate code is 4411.");
    expect(reply.status).toBe(200);
    await texts.smsWithSid("SMreply00000000000000000000000001", phone.e164, "Can you come at 2 instead? Gate code is 4411.");
    const thread = await getDb().selectFrom("threads").selectAll().where("booking_id", "=", id).executeTakeFirstOrThrow();
    const messages = await getDb().selectFrom("thread_messages").selectAll().where("thread_id", "=", thread.id).execute();
    expect(messages.map((m) => [m.author, m.via, m.body])).toEqual([["customer", "text", "Can you come at 2 instead? Gate code is 4411."]]);
    expect(thread.provider_unread).toBe(1);
    const owned = await ownership({ userId: providerId, email: "", role: "provider", seesAll: false }, { thread: thread.id });
    if (!owned.ok) throw new Error(owned.message);
    const answered = await postMessage({ scope: owned, body: "2 PM works, see you then.", now: new Date(NOW.getTime() + 5 * MINUTE) });
    expect(answered.ok).toBe(true);
    const relayed = (await textsOf(id)).find((text) => text.kind === "message")!;
    expect(relayed.body).toMatch(
      /^Rivera Plumbing & Heating: "2 PM works, see you then\." Reply here or read it all: http:\/\/localhost:3000\/b\/[\w-]{12}$/,
    );
  });

  it("an answer from a number we never texted joins nothing", async () => {
    const before = await getDb()
      .selectFrom("thread_messages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect((await texts.sms("+15128679999", "Who is this?")).status).toBe(200);
    const after = await getDb()
      .selectFrom("thread_messages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe("on the way, limits and alerts", () => {
  it("'on the way' goes at once in the quiet hours, with the first name of who is coming", async () => {
    const phone = nextPhone();
    const id = await book("Lynn Conway", "08:00", { consent: true, phone: phone.typed, date: "2030-01-09" });
    // 7:15 in Austin, for an 8:00 job: inside the quiet hours, and still sent at once.
    const night = new Date("2030-01-09T13:15:00Z");
    const outcome = await changeStatus({ booking: await asProvider(id), to: "en_route", origin: "http://localhost:3000", now: night });
    expect(outcome.ok).toBe(true);
    const onTheWay = (await textsOf(id)).find((text) => text.kind === "on_the_way")!;
    expect(onTheWay.next_attempt_at).toBe(night.toISOString());
    expect(onTheWay.body).toMatch(/^Rivera Plumbing & Heating: Test is on the way for your Drain cleaning\./);
  });

  it("a number gets at most TEXTS_PER_NUMBER_PER_HOUR texts an hour; the rest wait for the next hour", async () => {
    const phone = nextPhone();
    const { queueText } = await import("~/services/notifications/index.server");
    const { inTransaction } = await import("~/services/support/transaction.server");
    const hour = new Date("2030-01-09T15:10:00Z");
    await inTransaction(async (trx) => {
      for (let k = 0; k < 8; k++)
        await queueText(trx, { to: phone.e164, body: `Test ${k}`, kind: "message", consentId: null, sendAfter: hour });
    });
    await texts.deliver(hour);
    expect(sentTo(phone.e164)).toHaveLength(6);
    const waiting = (await texts.outbox()).filter((text) => text.to_phone === phone.e164 && text.status === "queued");
    expect(waiting.map((text) => text.next_attempt_at)).toEqual(["2030-01-09T16:00:00.000Z", "2030-01-09T16:00:00.000Z"]);
    await texts.deliver(new Date("2030-01-09T16:00:00Z"));
    expect(sentTo(phone.e164)).toHaveLength(8);
  });

  it("a provider who turned on text alerts is texted each new job, with their own consent on record", async () => {
    const phone = nextPhone();
    const provider = { id: providerId, email: "texts-owner@example.com", role: "provider" as const, seesAll: false };
    const saved = await saveTextAlerts(provider as never, { phone: phone.typed, text_consent: "on" }, CONSENT, NOW);
    expect(saved.ok).toBe(true);
    const consent = await getDb().selectFrom("text_consents").selectAll().where("user_id", "=", providerId).executeTakeFirstOrThrow();
    expect(consent).toMatchObject({ phone: phone.e164, version: "alerts-2", wording: CONSENT_WORDINGS["alerts-2"] });
    const id = await book("Annie Easley", "10:00", { consent: false, date: "2030-01-10" });
    const alert = (await textsOf(id)).find((text) => text.kind === "provider_new_booking")!;
    expect(alert).toMatchObject({ to_phone: phone.e164, consent_id: consent.id });
    expect(alert.body).toBe(
      "Porchlight: new booking, Drain cleaning for Annie E., Thu Jan 10, 10:00 AM CST. http://localhost:3000/provider/bookings",
    );
    // The card says when the number has texted STOP.
    const { textAlertsOf } = await import("~/services/texts/index.server");
    expect(await textAlertsOf(provider as never)).toMatchObject({ enabled: true, phone: phone.typed, optedOut: false });
    await texts.sms(phone.e164, "STOP");
    expect(await textAlertsOf(provider as never)).toMatchObject({ optedOut: true });
    // Unticked, nothing is saved.
    const refused = await saveTextAlerts(provider as never, { phone: phone.typed }, CONSENT, NOW);
    expect(refused.ok).toBe(false);
  });

  it("records the Spanish box a person ticked on a Spanish page, and asks for YES in Spanish (issue 54)", async () => {
    const phone = nextPhone();
    const member = await createUser(getDb(), { email: "alertas@example.com", password: "a-long-password", role: "provider" });
    const saved = await saveTextAlerts(
      { ...member, role: "provider" } as never,
      { phone: phone.typed, text_consent: "on" },
      { ...CONSENT, language: "es" },
      NOW,
    );
    expect(saved.ok).toBe(true);
    const consent = await getDb().selectFrom("text_consents").selectAll().where("user_id", "=", member.id).executeTakeFirstOrThrow();
    expect(consent).toMatchObject({ version: "alerts-2-es", wording: CONSENT_WORDINGS["alerts-2-es"], language: "es" });
    await texts.deliver(NOW);
    const asked = twilio.texts.filter((text) => text.to === phone.e164).map((text) => text.body);
    expect(asked).toEqual([expect.stringMatching(/^Responda SI para recibir mensajes de Porchlight sobre sus trabajos nuevos/)]);
  });
});

describe("a Spanish-speaking customer (issue 54)", () => {
  const emailsOf = (bookingId: string) =>
    getDb().selectFrom("email_outbox").select(["kind", "to", "subject", "html"]).where("booking_id", "=", bookingId).execute();

  it("is told in Spanish, by e-mail and text, while the provider is told in English", async () => {
    const phone = nextPhone();
    const id = await book("Lucía Martínez", "10:00", { consent: true, phone: phone.typed, date: "2030-01-21", yes: false, language: "es" });
    const booking = await bookingRow(id);
    expect(booking.language).toBe("es");
    const consent = await getDb()
      .selectFrom("text_consents")
      .selectAll()
      .where("id", "=", booking.text_consent_id!)
      .executeTakeFirstOrThrow();
    expect(consent).toMatchObject({ version: "booking-2-es", wording: CONSENT_WORDINGS["booking-2-es"], language: "es" });

    const emails = await emailsOf(id);
    const subjectOf = (kind: string) => emails.find((email) => email.kind === kind)?.subject;
    expect(subjectOf("booking_confirmation")).toBe("Reserva confirmada: Drain cleaning el lunes, 21 de enero de 2030");
    expect(subjectOf("booking_reminder")).toMatch(/^Recordatorio: Drain cleaning el lunes, 21 de enero de 2030 a las 10:00 a. m.$/);
    expect(emails.find((email) => email.kind === "booking_confirmation")!.html).toContain('lang="es"');
    expect(subjectOf("booking_provider_notice")).toBe("New booking: Drain cleaning on Monday, January 21, 2030");
    // Their calendar file too, its link opening the page in Spanish.
    const { bookingCalendar } = await import("~/services/booking/index.server");
    const ics = (await bookingCalendar(openBookingLink(id, bookingToken(id))!, NOW))!.replace(/\r\n[ \t]/g, "");
    expect(ics).toContain("SUMMARY:Drain cleaning con Rivera Plumbing & Heating");
    expect(ics).toMatch(
      /DESCRIPTION:Reservado en Porchlight \(PL-\w+\)\. Profesional: Rivera Plumbing & Heating .*Gestione su reserva: \S+&lang=es/,
    );

    // Asked in Spanish, and a Spanish "sí" is a yes.
    await texts.deliver(NOW);
    expect(twilio.texts.filter((text) => text.to === phone.e164).map((text) => text.body)).toEqual([
      "Responda SI para recibir mensajes de Porchlight sobre su reserva con Rivera Plumbing & Heating. Responda STOP para darse de baja.",
    ]);
    expect((await texts.sms(phone.e164, "Sí")).status).toBe(200);
    await texts.deliver(new Date("2030-01-07T15:10:00Z"));
    const [confirmation] = sentTo(phone.e164).filter((text) => !text.body.startsWith("Responda SI"));
    expect(confirmation.body).toMatch(
      /^Rivera Plumbing & Heating: Drain cleaning reservado el lun 21 ene, 10:00 a\.m\. CST\. Ver: http:\/\/localhost:3000\/b\/[\w-]{12} Responda STOP para darse de baja$/,
    );
    expect(segmentsOf(confirmation.body)).toEqual({ encoding: "GSM-7", segments: 1 });

    const outcome = await changeStatus({
      booking: await asProvider(id),
      to: "en_route",
      origin: "http://localhost:3000",
      now: new Date("2030-01-21T15:30:00Z"),
    });
    expect(outcome.ok).toBe(true);
    const onTheWay = (await textsOf(id)).find((text) => text.kind === "on_the_way")!;
    expect(onTheWay.body).toMatch(/^Rivera Plumbing & Heating: Test va en camino para su Drain cleaning\. Detalles: /);
    expect((await emailsOf(id)).find((email) => email.kind === "provider_enroute")!.subject).toBe("Rivera Plumbing & Heating va en camino");

    // HELP and STOP in Spanish are answered in Spanish.
    await texts.sms(phone.e164, "AYUDA");
    await texts.deliver(new Date("2030-01-21T15:31:00Z"));
    await texts.sms(phone.e164, "parar");
    await texts.deliver(new Date("2030-01-21T15:31:00Z"));
    const answers = twilio.texts.filter((text) => text.to === phone.e164).map((text) => text.body);
    expect(answers).toContainEqual(expect.stringMatching(/^Porchlight, mensajes de Rivera Plumbing & Heating, \(\d{3}\) \d{3}-\d{4}\. /));
    expect(answers).toContain("Porchlight: no le enviaremos otro mensaje a este teléfono. Responda START para volver a recibirlos.");
  });
});

describe("a business that chose Spanish for its e-mails and texts (issue 54)", () => {
  it("is told of a new booking and its cancellation in Spanish, while its English-speaking customer is told in English", async () => {
    const { setAlertsLanguage, alertsLanguageOf } = await import("~/services/texts/index.server");
    const { cancelBookingAsCustomer } = await import("~/services/booking/index.server");
    const { customerTexts } = await import("~/locales/texts");
    const owner = { id: providerId, email: "", role: "provider" as const };
    await setAlertsLanguage(owner, "es");
    try {
      expect(await alertsLanguageOf(owner)).toBe("es");
      const id = await book("Grace Hopper", "15:30", { consent: false, date: "2030-01-22" });
      const emails = await getDb().selectFrom("email_outbox").select(["kind", "subject", "html"]).where("booking_id", "=", id).execute();
      const subjectOf = (kind: string) => emails.find((email) => email.kind === kind)?.subject;
      expect(subjectOf("booking_confirmation")).toBe("Booking confirmed: Drain cleaning on Tuesday, January 22, 2030");
      expect(subjectOf("booking_provider_notice")).toBe("Reserva nueva: Drain cleaning el martes, 22 de enero de 2030");
      expect(emails.find((email) => email.kind === "booking_provider_notice")!.html).toContain('lang="es"');
      expect(
        await cancelBookingAsCustomer({ link: openBookingLink(id, bookingToken(id))!, origin: "http://localhost:3000", now: NOW }),
      ).toEqual({
        ok: true,
      });
      const after = await getDb().selectFrom("email_outbox").select(["kind", "subject"]).where("booking_id", "=", id).execute();
      expect(after.find((email) => email.kind === "booking_cancelled")?.subject).toMatch(/^Booking cancelled: /);
      expect(after.find((email) => email.kind === "booking_cancelled_provider")?.subject).toBe(
        "Cancelada: Drain cleaning el martes, 22 de enero de 2030",
      );
      // Its new-job text, one GSM-7 segment.
      const text = customerTexts("es").newJob({
        customer: "Grace H.",
        service: "Drain cleaning",
        when: { date: "2030-01-22", time: "15:30", zone: "CST" },
        link: "http://localhost:3000/provider/bookings",
      });
      expect(text).toBe(
        "Porchlight: reserva nueva, Drain cleaning para Grace H., mar 22 ene, 3:30 p.m. CST. http://localhost:3000/provider/bookings",
      );
    } finally {
      await setAlertsLanguage(owner, "en");
    }
  });
});

describe("a Spanish-speaking customer on the waitlist (issue 54)", () => {
  it("joins in Spanish, and is offered a freed time in Spanish by e-mail and text", async () => {
    const { joinWaitlist } = await import("~/services/waitlist/index.server");
    const phone = nextPhone();
    const saturday = "2030-01-19";
    const morning = new Date("2030-01-19T14:00:00Z");
    const taken = await book("Tomás Tomado", "10:00", { consent: false, date: saturday, now: new Date("2030-01-18T15:00:00Z") });
    const joined = await joinWaitlist({
      serviceId,
      form: { customer_name: "Marta Jiménez", customer_email: "marta@example.org", customer_phone: phone.typed, text_consent: "on" },
      windows: [{ from: saturday, part: "between", start: "10:00", end: "10:30" }],
      honeypot: "ok",
      ip: "203.0.113.72",
      consent: { ...CONSENT, page: `/service/${serviceId}/waitlist`, language: "es" },
      language: "es",
      now: morning,
    });
    if (!joined.ok) throw new Error(joined.message);
    expect(joined.path).toMatch(/&lang=es$/);
    const entry = await getDb()
      .selectFrom("waitlist_entries")
      .selectAll()
      .where("customer_email", "=", "marta@example.org")
      .executeTakeFirstOrThrow();
    expect(entry.language).toBe("es");
    const consent = await getDb()
      .selectFrom("text_consents")
      .selectAll()
      .where("id", "=", entry.text_consent_id!)
      .executeTakeFirstOrThrow();
    expect(consent.version).toBe("waitlist-1-es");
    const { cancelBookingAsCustomer } = await import("~/services/booking/index.server");
    const cancelled = await cancelBookingAsCustomer({
      link: openBookingLink(taken, bookingToken(taken))!,
      origin: "http://localhost:3000",
      now: morning,
    });
    expect(cancelled.ok).toBe(true);
    const offer = await getDb()
      .selectFrom("text_outbox")
      .selectAll()
      .where("to_phone", "=", phone.e164)
      .where("kind", "=", "waitlist_offer")
      .executeTakeFirstOrThrow();
    expect(offer.body).toMatch(
      /^Rivera Plumbing & Heating: hora libre que esperaba, sab 19 ene, 10:00 a\.m\. CST\. Resérvela antes de las /,
    );
    expect(segmentsOf(offer.body)).toEqual({ encoding: "GSM-7", segments: 1 });
    const emails = await getDb()
      .selectFrom("email_outbox")
      .select(["kind", "subject", "html"])
      .where("to", "=", "marta@example.org")
      .execute();
    expect(emails.find((email) => email.kind === "waitlist_joined")?.subject).toBe("Está en la lista de espera de Drain cleaning");
    expect(emails.find((email) => email.kind === "waitlist_offer")?.subject).toMatch(
      /^Se liberó una hora: Drain cleaning, sábado, 19 de enero de 2030, 10:00 a\. m\. \(CST\)$/,
    );
    expect(emails.find((email) => email.kind === "waitlist_offer")?.html).toContain('lang="es"');
  });
});

describe("a request for quotes and the waitlist", () => {
  it("a request's box carries on: the quote is texted, and the booking made from it keeps the consent", async () => {
    const { requestQuotes, answerWithQuote } = await import("~/services/quotes/index.server");
    const phone = nextPhone();
    const asked = await requestQuotes({
      form: {
        category: "home-services",
        zip: "78701",
        description: "The kitchen sink leaks under the cabinet when the tap runs.",
        needed: "week",
        needed_date: null,
        customer_name: "Evelyn Boyd",
        customer_email: "evelyn@example.org",
        customer_phone: phone.typed,
        service_id: serviceId,
        text_consent: "on",
      } as never,
      photos: [],
      photoTooLarge: false,
      honeypot: "ok",
      ip: "203.0.113.61",
      origin: "http://localhost:3000",
      consent: { ...CONSENT, page: "/requests/new" },
      now: NOW,
    });
    if (!asked.ok) throw new Error(asked.message);
    const request = await getDb().selectFrom("quote_requests").selectAll().where("id", "=", asked.requestId).executeTakeFirstOrThrow();
    const consent = await getDb()
      .selectFrom("text_consents")
      .selectAll()
      .where("id", "=", request.text_consent_id!)
      .executeTakeFirstOrThrow();
    expect(consent).toMatchObject({ phone: phone.e164, page: "/requests/new", version: "quote-1" });
    const thread = await getDb().selectFrom("threads").select("id").where("request_id", "=", asked.requestId).executeTakeFirstOrThrow();
    const owned = await ownership({ userId: providerId, email: "", role: "provider", seesAll: false }, { thread: thread.id });
    if (!owned.ok) throw new Error(owned.message);
    const quoted = await answerWithQuote({
      thread: owned,
      quote: {
        lines: [{ label: "Labor", amountCents: 12_000 }],
        depositCents: null,
        durationMinutes: 60,
        validUntil: "2030-01-20",
        note: null,
      },
      now: NOW,
    });
    expect(quoted.ok).toBe(true);
    const text = await getDb()
      .selectFrom("text_outbox")
      .selectAll()
      .where("to_phone", "=", phone.e164)
      .where("kind", "=", "new_quote")
      .executeTakeFirstOrThrow();
    expect(text.body).toMatch(
      /^Rivera Plumbing & Heating sent you a quote: \$120\. See it and book: http:\/\/localhost:3000\/b\/[\w-]{12}$/,
    );
    expect(text.consent_id).toBe(consent.id);
  });

  it("a waitlist entry's box is recorded, and its offer is texted at once the same day", async () => {
    const { joinWaitlist } = await import("~/services/waitlist/index.server");
    const phone = nextPhone();
    // Saturday 2030-01-12: a day of its own, 08:00 to 18:00, with one job; the customer waits for 10:00.
    const saturday = "2030-01-12";
    const morning = new Date("2030-01-12T14:00:00Z");
    const taken = await book("Sam Taken", "10:00", { consent: false, date: saturday, now: new Date("2030-01-11T15:00:00Z") });
    const joined = await joinWaitlist({
      serviceId,
      form: { customer_name: "Mary Jackson", customer_email: "mary@example.org", customer_phone: phone.typed, text_consent: "on" },
      windows: [{ from: saturday, part: "between", start: "10:00", end: "10:30" }],
      honeypot: "ok",
      ip: "203.0.113.62",
      consent: { ...CONSENT, page: `/service/${serviceId}/waitlist` },
      now: morning,
    });
    if (!joined.ok) throw new Error(joined.message);
    const entry = await getDb()
      .selectFrom("waitlist_entries")
      .selectAll()
      .where("customer_email", "=", "mary@example.org")
      .executeTakeFirstOrThrow();
    expect(entry.text_consent_id).not.toBeNull();
    const { cancelBookingAsCustomer } = await import("~/services/booking/index.server");
    const cancelled = await cancelBookingAsCustomer({
      link: openBookingLink(taken, bookingToken(taken))!,
      origin: "http://localhost:3000",
      now: morning,
    });
    expect(cancelled.ok).toBe(true);
    const offer = await getDb()
      .selectFrom("text_outbox")
      .selectAll()
      .where("to_phone", "=", phone.e164)
      .where("kind", "=", "waitlist_offer")
      .executeTakeFirstOrThrow();
    expect(offer.body).toMatch(
      /^Rivera Plumbing & Heating: a time you waited for is free, Sat Jan 12, 10:00 AM CST\. Yours to book until 8:10 AM: /,
    );
    expect(offer.next_attempt_at).toBe(morning.toISOString());
  });
});

describe("a weekly series", () => {
  it("records one consent for every visit, texts one confirmation and queues each visit's reminder", async () => {
    const { setAllowsSeries } = await import("~/models/provider-schedule.server");
    const { bookSeries } = await import("~/services/booking/series.server");
    await setAllowsSeries(getDb(), providerId, true);
    const phone = nextPhone();
    // Thursdays at 10:00, three visits.
    const chosen = ["2030-01-17", "2030-01-24", "2030-01-31"].map((date, k) => ({ index: k + 1, date, time: "10:00" }));
    const booked = await bookSeries({
      service: (await getActiveService(serviceId))!,
      request: {
        customer_name: "Jean Sammet",
        customer_email: "jean@example.org",
        customer_phone: phone.typed,
        preferred_date: "2030-01-17",
        preferred_time: "10:00",
        text_consent: "on",
      },
      rule: { intervalWeeks: 1, end: { kind: "count", count: 3 } },
      chosen,
      origin: "http://localhost:3000",
      consent: CONSENT,
      now: NOW,
    });
    if (!booked.ok) throw new Error(booked.message);
    const visits = await getDb().selectFrom("bookings").select(["id", "text_consent_id"]).where("id", "in", booked.ids).execute();
    expect(new Set(visits.map((visit) => visit.text_consent_id)).size).toBe(1);
    expect(visits[0].text_consent_id).not.toBeNull();
    const queued = await getDb().selectFrom("text_outbox").select(["kind"]).where("to_phone", "=", phone.e164).execute();
    expect(queued.filter((text) => text.kind === "booking_confirmation")).toHaveLength(1);
    expect(queued.filter((text) => text.kind === "booking_reminder")).toHaveLength(3);
  });
});

describe("a number is texted only on its owner's word (decision 0039)", () => {
  /** The customer's texts of a booking (the provider's own alerts of it aside). */
  const customerTexts = async (bookingId: string) => (await textsOf(bookingId)).filter((text) => text.kind !== "provider_new_booking");
  const threadMessages = async (bookingId: string) => {
    const thread = await getDb().selectFrom("threads").select("id").where("booking_id", "=", bookingId).executeTakeFirst();
    if (!thread) return [];
    return getDb().selectFrom("thread_messages").select("body").where("thread_id", "=", thread.id).execute();
  };

  it("a booking made with a stranger's number sends that number only the question, and its reply joins no conversation", async () => {
    const stranger = nextPhone();
    const id = await book("Mallory Attacker", "09:00", { consent: true, phone: stranger.typed, date: "2030-01-18", yes: false });
    await texts.deliver(NOW);
    const reply = await texts.sms(stranger.e164, "Gate code is 4417, key under the mat");
    expect(reply.status).toBe(200);
    expect(await threadMessages(id)).toEqual([]);
    // Hours pass, the reminder's time comes: still nothing but the question.
    for (const at of ["2030-01-17T15:00:00Z", "2030-01-18T14:00:00Z"]) await texts.deliver(new Date(at));
    expect(twilio.texts.filter((text) => text.to === stranger.e164).map((text) => text.body)).toEqual([
      "Reply YES to get texts from Porchlight about your booking with Rivera Plumbing & Heating. Reply STOP to opt out.",
    ]);
    expect((await customerTexts(id)).map((text) => text.status)).toEqual(["held", "held"]);
  });

  it("asks one question at a time: a second booking with the number waits for the first's answer, and a YES confirms only the one asked", async () => {
    const phone = nextPhone();
    const mine = await book("Olive Owner", "10:30", { consent: true, phone: phone.typed, date: "2030-01-11", yes: false });
    const theirs = await book("Trudy Typo", "11:30", { consent: true, phone: phone.typed, date: "2030-01-11", yes: false });
    await texts.deliver(NOW);
    expect(questionsTo(phone.e164)).toHaveLength(1);
    await texts.sms(phone.e164, "ok");
    // The first is confirmed and goes; the second is asked now, on its own.
    expect((await customerTexts(mine)).map((text) => text.status)).toEqual(["queued", "queued"]);
    expect((await customerTexts(theirs)).map((text) => text.status)).toEqual(["held", "held"]);
    await texts.deliver(new Date(NOW.getTime() + MINUTE));
    expect(questionsTo(phone.e164)).toHaveLength(2);
    // STOP to the second question: the number is out, and the second booking's texts never go.
    await texts.sms(phone.e164, "STOP");
    expect((await customerTexts(theirs)).map((text) => text.status)).toEqual(["withdrawn", "withdrawn"]);
    const consents = await getDb()
      .selectFrom("bookings as b")
      .innerJoin("text_consents as c", "c.id", "b.text_consent_id")
      .select(["b.id", "c.confirmed_at"])
      .where("b.id", "in", [mine, theirs])
      .execute();
    expect(Object.fromEntries(consents.map((row) => [row.id, row.confirmed_at !== null]))).toEqual({ [mine]: true, [theirs]: false });
  });

  it("a question left unanswered for a day gives its turn to the next, and what waited for it is withdrawn", async () => {
    const phone = nextPhone();
    const first = await book("Una Answered", "12:30", { consent: true, phone: phone.typed, date: "2030-01-11", yes: false });
    await texts.deliver(NOW);
    const dayLater = new Date(NOW.getTime() + 25 * HOUR);
    const second = await book("Neil Next", "14:30", { consent: true, phone: phone.typed, date: "2030-01-14", yes: false, now: dayLater });
    expect((await customerTexts(first)).map((text) => [text.status, text.last_error])).toEqual([
      ["withdrawn", OUTBOX_NOTE_REASONS.noYes],
      ["withdrawn", OUTBOX_NOTE_REASONS.noYes],
    ]);
    await texts.deliver(dayLater);
    expect(questionsTo(phone.e164)).toHaveLength(2);
    await texts.sms(phone.e164, "Yes");
    expect((await customerTexts(second)).map((text) => text.status)).toEqual(["queued", "queued"]);
  });

  it("'Yes', 'OK' and 'Sure' from a number that is in and was asked nothing are answers in the conversation, not keywords", async () => {
    const phone = nextPhone();
    const id = await book("Yolanda Yes", "15:30", { consent: true, phone: phone.typed, date: "2030-01-11" });
    await texts.deliver(NOW);
    for (const word of ["Yes", "OK", "Sure"]) await texts.sms(phone.e164, word);
    expect((await threadMessages(id)).map((message) => message.body)).toEqual(["Yes", "OK", "Sure"]);
    // Nothing answered "texts are on again", and the number's state was not written as a keyword.
    await texts.deliver(new Date(NOW.getTime() + MINUTE));
    expect(
      sentTo(phone.e164)
        .map((text) => text.body)
        .filter((body) => body.includes("texts are on again")),
    ).toEqual([]);
    // START from a number that never left changes nothing and is not answered.
    await texts.sms(phone.e164, "START");
    await texts.deliver(new Date(NOW.getTime() + 2 * MINUTE));
    expect(
      sentTo(phone.e164)
        .map((text) => text.body)
        .filter((body) => body.includes("texts are on again")),
    ).toEqual([]);
    const opts = await getDb()
      .selectFrom("text_outbox")
      .select("kind")
      .where("to_phone", "=", phone.e164)
      .where("kind", "=", "opted_in")
      .execute();
    expect(opts).toEqual([]);
  });

  it("the answers to STOP, START and HELP go at once: past the number's hourly limit and inside the quiet hours", async () => {
    const phone = nextPhone();
    const { queueText } = await import("~/services/notifications/index.server");
    const { inTransaction } = await import("~/services/support/transaction.server");
    // 22:30 in Austin, and the number already had its six texts this hour.
    const night = new Date("2030-01-16T04:30:00Z");
    await inTransaction(async (trx) => {
      for (let k = 0; k < 6; k++)
        await queueText(trx, { to: phone.e164, body: `Earlier ${k}`, kind: "message", consentId: null, sendAfter: night });
    });
    await texts.deliver(night);
    for (const [k, word] of ["HELP", "STOP", "START"].entries()) {
      await texts.sms(phone.e164, word);
      await texts.deliver(new Date(night.getTime() + (k + 1) * MINUTE));
    }
    expect(
      sentTo(phone.e164)
        .slice(6)
        .map((text) => text.body),
    ).toEqual([
      expect.stringMatching(/^Porchlight: texts about your bookings\./),
      "Porchlight: you will get no more texts from us at this number. Reply START to get them again.",
      "Porchlight: texts are on again for this number. Reply STOP to stop, HELP for help.",
    ]);
  });

  it("Twilio's 21610 (the number unsubscribed at its carrier) opts the number out, never retries, and withdraws what waits", async () => {
    const phone = nextPhone();
    const id = await book("Carrie Carrier", "16:30", { consent: true, phone: phone.typed, date: "2030-01-11" });
    twilio.refuseNext(1, { status: 400, code: 21610, message: "Attempt to send to unsubscribed recipient" });
    await texts.deliver(new Date(NOW.getTime() + MINUTE));
    const [confirmation, reminder] = await customerTexts(id);
    expect(confirmation).toMatchObject({ status: "blocked", attempts: 0, last_error: OUTBOX_NOTE_REASONS.unsubscribed });
    expect(reminder).toMatchObject({ status: "withdrawn" });
    const number = await getDb().selectFrom("text_numbers").selectAll().where("phone", "=", phone.e164).executeTakeFirstOrThrow();
    expect(number.status).toBe("opted_out");
    for (let hour = 1; hour <= 4; hour++) await texts.deliver(new Date(NOW.getTime() + hour * HOUR));
    expect(sentTo(phone.e164)).toEqual([]);
  });

  it("a cancellation withdraws the same booking's queued 'moved' text; the customer's own move and cancellation are told at once at night", async () => {
    const phone = nextPhone();
    const id = await book("Nora Night", "09:00", { consent: true, phone: phone.typed, date: "2030-01-15" });
    // The provider moves the job at 22:30: its text waits for 08:00.
    const night = new Date("2030-01-14T04:30:00Z");
    expect(
      (
        await rescheduleBooking({
          owned: await asProvider(id),
          date: "2030-01-15",
          time: "13:00",
          origin: "http://localhost:3000",
          now: night,
        })
      ).ok,
    ).toBe(true);
    const moved = (await customerTexts(id)).find((text) => text.kind === "booking_moved")!;
    expect(moved).toMatchObject({ status: "queued", next_attempt_at: "2030-01-14T14:00:00.000Z" });
    // The customer moves it back at 22:35 (told at once; the provider's move is withdrawn), then cancels at 22:40 (told at once).
    const link = openBookingLink(id, bookingToken(id))!;
    const later = new Date(night.getTime() + 5 * MINUTE);
    expect((await rescheduleBooking({ link, date: "2030-01-15", time: "10:00", origin: "http://localhost:3000", now: later })).ok).toBe(
      true,
    );
    const { cancelBookingAsCustomer } = await import("~/services/booking/index.server");
    const cancelledAt = new Date(night.getTime() + 10 * MINUTE);
    expect((await cancelBookingAsCustomer({ link, origin: "http://localhost:3000", now: cancelledAt })).ok).toBe(true);
    const after = await customerTexts(id);
    const movedTexts = after.filter((text) => text.kind === "booking_moved");
    expect(movedTexts.map((text) => [text.status, text.next_attempt_at])).toEqual([
      ["withdrawn", "2030-01-14T14:00:00.000Z"],
      ["withdrawn", later.toISOString()],
    ]);
    expect(after.find((text) => text.kind === "booking_cancelled")).toMatchObject({
      status: "queued",
      next_attempt_at: cancelledAt.toISOString(),
    });
  });

  it("a number that said STOP is asked nothing; once it says START, the question comes", async () => {
    const phone = nextPhone();
    await texts.sms(phone.e164, "STOP");
    const id = await book("Otto Out", "11:00", { consent: true, phone: phone.typed, date: "2030-01-16", yes: false });
    await texts.deliver(NOW);
    expect(questionsTo(phone.e164)).toEqual([]);
    expect((await customerTexts(id)).map((text) => text.status)).toEqual(["held", "held"]);
    await texts.sms(phone.e164, "START");
    await texts.deliver(new Date(NOW.getTime() + MINUTE));
    expect(questionsTo(phone.e164)).toHaveLength(1);
    await texts.sms(phone.e164, "yes");
    expect((await customerTexts(id)).map((text) => text.status)).toEqual(["queued", "queued"]);
  });

  it("HELP names the business after an undelivered text too", async () => {
    const phone = nextPhone();
    await book("Hal Help", "10:00", { consent: true, phone: phone.typed, date: "2030-01-16" });
    await texts.deliver(new Date(NOW.getTime() + MINUTE));
    const [sent] = sentTo(phone.e164);
    await texts.status(sent.sid, "undelivered", { ErrorCode: "30003" });
    await texts.sms(phone.e164, "help");
    await texts.deliver(new Date(NOW.getTime() + 2 * MINUTE));
    expect(sentTo(phone.e164).at(-1)!.body).toBe(
      "Porchlight texts for Rivera Plumbing & Heating, (512) 555-0100. Msg & data rates may apply. Reply STOP to stop.",
    );
  });

  it("a provider's own alerts are asked for at once and held until the number's YES", async () => {
    const phone = nextPhone();
    const owner = await createTestProvider("texts-alerts-yes@example.com");
    const ownTile = await createTestTile({
      zipCode: "78701",
      providerUserId: owner.id,
      businessName: "Yes Plumbing",
      serviceName: "Drain cleaning",
    });
    const provider = { id: owner.id, email: "texts-alerts-yes@example.com", role: "provider" as const, seesAll: false };
    expect((await saveTextAlerts(provider as never, { phone: phone.typed, text_consent: "on" }, CONSENT, NOW)).ok).toBe(true);
    const { textAlertsOf } = await import("~/services/texts/index.server");
    expect(await textAlertsOf(provider as never)).toMatchObject({ awaitingYes: true });
    const outcome = await bookService({
      service: (await getActiveService(ownTile))!,
      request: {
        customer_name: "Alma Alert",
        customer_email: "alma@example.org",
        customer_phone: "(512) 555-0177",
        preferred_date: "2030-01-16",
        preferred_time: "11:00",
        service_address: "1100 Congress Ave, Austin, TX 78701",
      },
      origin: "http://localhost:3000",
      now: NOW,
      actor: { kind: "customer" },
      consent: CONSENT,
    });
    if (!outcome.ok) throw new Error(outcome.message);
    const alert = (await textsOf(outcome.id)).find((text) => text.kind === "provider_new_booking")!;
    expect(alert.status).toBe("held");
    await texts.deliver(NOW);
    expect(twilio.texts.filter((text) => text.to === phone.e164).map((text) => text.body)).toEqual([
      "Reply YES to get texts from Porchlight about your new jobs. Reply STOP to opt out.",
    ]);
    await texts.sms(phone.e164, "YES");
    expect(await textAlertsOf(provider as never)).toMatchObject({ awaitingYes: false });
    await texts.deliver(new Date(NOW.getTime() + MINUTE));
    expect(sentTo(phone.e164).map((text) => text.body)).toEqual([
      expect.stringMatching(/^Porchlight: new booking, Drain cleaning for Alma A\./),
    ]);
  });
});

describe("the booking's page", () => {
  it("says the booking's texts are on, and stops them there: none is queued or sent for it again", async () => {
    const { bookingPage, stopTextsFromLink } = await import("~/services/booking/index.server");
    const phone = nextPhone();
    const id = await book("Stella Stop", "13:00", { consent: true, phone: phone.typed, date: "2030-01-17" });
    await texts.deliver(NOW);
    await sayYes(phone.e164, NOW);
    const link = openBookingLink(id, bookingToken(id))!;
    expect((await bookingPage(link, { move: null, now: NOW }))?.booking.texts).toEqual({ state: "on", phone: phone.typed });
    const queued = (await textsOf(id)).filter((text) => text.status === "queued" || text.status === "held");
    expect(queued.length).toBeGreaterThan(0);

    expect(await stopTextsFromLink(link, NOW)).toEqual({ ok: true });
    expect((await bookingRow(id)).text_consent_id).toBeNull();
    expect((await textsOf(id)).filter((text) => text.status === "queued" || text.status === "held")).toEqual([]);
    expect((await bookingPage(link, { move: null, now: NOW }))?.booking.texts).toEqual({ state: "off", phone: null });
    // Stopped twice is still stopped.
    expect(await stopTextsFromLink(link, NOW)).toEqual({ ok: true });
  });
});
