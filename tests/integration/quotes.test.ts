import { readInEnglish } from "../support/english";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * Quotes and conversations on both engines (the libSQL check runs this file too): who a request
 * reaches, one booking per request whatever the race, expired quotes, and replies by e-mail
 * through the inbound webhook, where a forged address changes nothing.
 */
const INBOUND_SECRET = "inbound-secret-for-the-tests";
// The environment is read once, by the first module that asks: set before the app's modules load.
Object.assign(process.env, { INBOUND_EMAIL_ADDRESS: "reply@in.porchlight.test", INBOUND_EMAIL_SECRET: INBOUND_SECRET });

const [
  { getDb },
  { requestQuotes, quoteRequestPage },
  { answerWithQuote, declineRequest, requestPage, providerThreadPage, providerRequestsPage },
  { bookQuote, quoteAcceptPage },
  { customerThreadPage, postMessage, reportConversation, hideReportedMessage, adminThreadPage, providerConversationsPage },
  { ownership },
  { portalFrame },
  { openRequestLink, openThreadLink, idToken, signReplyToken },
  { action: inboundAction },
  { insertTestZip, northOf, createTestTile, createTestProvider, addTestReviews },
  { context, run },
  { submissionOf },
] = await Promise.all([
  import("~/lib/db.server"),
  import("~/services/quotes/quote-requests.server"),
  import("~/services/quotes/quotes.server"),
  import("~/services/booking/quote-booking.server"),
  import("~/services/quotes/threads.server"),
  import("~/services/support/access.server"),
  import("~/services/portal/portal.server"),
  import("~/lib/signed-links.server"),
  import("~/routes/hooks+/inbound-email"),
  import("../support/factories"),
  import("../support/requests"),
  import("~/lib/submission-key.server"),
]);

// Monday 2030-01-07, 09:00 in Kansas; jobs on the Tuesday after.
const NOW = new Date("2030-01-07T15:00:00Z");
const TUESDAY = "2030-01-08";
const CENTER = { lat: 38.5, lng: -98.5 };
let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;

const form = (zip: string, overrides: Record<string, unknown> = {}) => ({
  category: "home-services" as const,
  zip,
  description: "The kitchen sink leaks under the cabinet when the tap runs.",
  needed: "week" as const,
  needed_date: null,
  customer_name: "Casey Quoter",
  customer_email: "casey@example.org",
  customer_phone: "(512) 555-0142",
  ...overrides,
});

/** A request for quotes as the form sends it (`extra` for photos, the honeypot's verdict, the address). */
const ask = (zip: string, overrides: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  requestQuotes({
    form: form(zip, overrides) as never,
    photos: [],
    photoTooLarge: false,
    honeypot: "ok",
    ip: nextIp(),
    origin: "http://localhost:3000",
    now: NOW,
    ...extra,
  });

async function request(zip: string, overrides: Record<string, unknown> = {}) {
  const outcome = await ask(zip, overrides);
  if (!outcome.ok) throw new Error(`request refused: ${outcome.message}`);
  return outcome.requestId;
}

const threadsOf = (requestId: string) =>
  getDb().selectFrom("threads").select(["id", "provider_user_id", "service_id"]).where("request_id", "=", requestId).execute();

async function owned(providerUserId: string, threadId: string) {
  const found = await ownership(
    { userId: providerUserId, email: "pro@example.com", role: "provider", seesAll: false },
    { thread: threadId },
  );
  if (!found.ok) throw new Error(found.message);
  return found;
}

const QUOTE = {
  lines: [{ label: "Labor", amountCents: 12_000 }],
  depositCents: null,
  durationMinutes: 120,
  validUntil: "2030-01-20",
  note: null,
};

async function quote(providerUserId: string, threadId: string, overrides: Partial<typeof QUOTE> = {}) {
  const outcome = await answerWithQuote({ thread: await owned(providerUserId, threadId), quote: { ...QUOTE, ...overrides }, now: NOW });
  if (!outcome.ok) throw new Error(`quote refused: ${outcome.message}`);
  return (await getDb().selectFrom("quotes").select("id").where("thread_id", "=", threadId).executeTakeFirstOrThrow()).id;
}

const linkOf = (requestId: string) => openRequestLink(requestId, idToken("request", requestId))!;

describe("who a request reaches", () => {
  let zip: string;
  const providers: Record<string, string> = {};

  beforeAll(async () => {
    zip = await insertTestZip(CENTER);
    for (const name of ["A", "B", "C", "D", "E", "F"]) {
      const provider = await createTestProvider();
      providers[name] = provider.id;
      const tileId = await createTestTile({
        zipCode: zip,
        providerUserId: provider.id,
        serviceName: `Plumbing ${name}`,
        businessName: `Pros ${name}`,
      });
      // E is the list's lowest ranked (five one-star reviews); F has none (the catalogue's mean).
      if (name === "E") await addTestReviews(tileId, [1, 1, 1, 1, 1]);
      else if (name !== "F") await addTestReviews(tileId, [5, 5, 5, 4]);
    }
    // A's second tile in the category: A is asked once.
    await createTestTile({ zipCode: zip, providerUserId: providers.A, serviceName: "Drain Cleaning A", businessName: "Pros A" });
    // Covering, but of another category; and of the category, but 200 miles away.
    await createTestTile({ zipCode: zip, category: "tutoring", serviceName: "Math Tutoring", businessName: "Tutors" });
    const far = await insertTestZip(northOf(CENTER, 200));
    providers.far = (await createTestProvider()).id;
    await createTestTile({ zipCode: far, providerUserId: providers.far, serviceName: "Plumbing Far", businessName: "Far Pros" });
  });

  it("goes from the list to the five highest ranked covering providers, each once", async () => {
    const requestId = await request(zip);
    const threads = await threadsOf(requestId);
    expect(threads).toHaveLength(5);
    expect(new Set(threads.map((thread) => thread.provider_user_id))).toEqual(
      new Set([providers.A, providers.B, providers.C, providers.D, providers.F]),
    );
    const emails = await getDb()
      .selectFrom("email_outbox")
      .select(["to", "kind"])
      .where("kind", "in", ["quote_request", "quote_request_provider"])
      .execute();
    expect(emails.filter((email) => email.kind === "quote_request_provider").length).toBeGreaterThanOrEqual(5);
    expect(emails.some((email) => email.kind === "quote_request" && email.to === "casey@example.org")).toBe(true);
  });

  it("goes from a service page to that provider alone, and only when they cover the zip", async () => {
    const [tile] = await getDb().selectFrom("services").select("id").where("provider_user_id", "=", providers.E).execute();
    const requestId = await request(zip, { service_id: tile.id });
    expect((await threadsOf(requestId)).map((thread) => thread.provider_user_id)).toEqual([providers.E]);

    const [farTile] = await getDb().selectFrom("services").select("id").where("provider_user_id", "=", providers.far).execute();
    const refused = await ask(zip, { service_id: farTile.id });
    expect(readInEnglish(refused)).toMatchObject({ ok: false, status: 400, message: "This service is not taking requests right now." });
  });

  it("refuses a photo that is not an image, keeping nothing", async () => {
    const before = (await getDb().selectFrom("quote_requests").select("id").execute()).length;
    const refused = await ask(
      zip,
      {},
      {
        photos: [
          { field: "photos", filename: "x.png", contentType: "image/png", bytes: new TextEncoder().encode("<svg onload=alert(1)>") },
        ],
      },
    );
    expect(readInEnglish(refused)).toMatchObject({
      ok: false,
      fieldErrors: { photos: ["A photo must be a PNG, JPEG, GIF or WebP image"] },
    });
    expect((await getDb().selectFrom("quote_requests").select("id").execute()).length).toBe(before);
  });
});

describe("the job's type (a sink leak goes to plumbers, not electricians)", () => {
  let zip: string;
  const pros: Record<string, string> = {};

  beforeAll(async () => {
    zip = await insertTestZip(northOf(CENTER, 3000));
    const tiles = [
      ["plumberA", "Sink and Drain Repair", "Plumbing"],
      ["plumberB", "Plumbing", "Plumbing"],
      ["electrician", "Electrical", "Electrical"],
      ["handyman", "Handyman", "Handyman"],
    ] as const;
    for (const [name, serviceName, serviceType] of tiles) {
      pros[name] = (await createTestProvider()).id;
      await createTestTile({ zipCode: zip, providerUserId: pros[name], serviceName, serviceType, businessName: `Pros ${name}` });
    }
    // The electrician's second tile is plumbing-adjacent by name only: types decide, not words.
    await createTestTile({ zipCode: zip, providerUserId: pros.electrician, serviceName: "Water heater wiring", serviceType: "Electrical" });
  });

  const typesOffered = async () => {
    const page = await quoteRequestPage({ serviceId: null, category: "home-services", zip, checkPlace: true, change: false, now: NOW });
    return page;
  };

  it("offers the types providers near the zip do, most offered first, then “Something else”", async () => {
    const page = await typesOffered();
    expect(page).toMatchObject({ step: "details", category: "home-services", zip, placeErrors: {} });
    expect(page?.jobTypes).toEqual([
      { value: "Plumbing", label: "Plumbing", hint: "2 providers nearby" },
      { value: "Electrical", label: "Electrical", hint: "1 provider nearby" },
      { value: "Handyman", label: "Handyman", hint: "1 provider nearby" },
      { value: "other", label: "Something else", hint: "Sent to the best-rated providers nearby" },
    ]);
  });

  it("names the chosen category in the page's language", async () => {
    expect((await typesOffered())?.categoryName).toBe("Home Services");
    const spanish = await quoteRequestPage({
      serviceId: null,
      category: "home-services",
      zip,
      checkPlace: true,
      change: false,
      now: NOW,
      language: "es",
    });
    expect(spanish?.categoryName).toBe("Servicios para el hogar");
  });

  it("sends the request only to providers offering the type chosen, and says the type to them", async () => {
    const plumbing = await request(zip, { service_type: "Plumbing" });
    expect(new Set((await threadsOf(plumbing)).map((thread) => thread.provider_user_id))).toEqual(new Set([pros.plumberA, pros.plumberB]));
    const stored = await getDb().selectFrom("quote_requests").select("service_type").where("id", "=", plumbing).executeTakeFirstOrThrow();
    expect(stored.service_type).toBe("Plumbing");
    const told = await getDb()
      .selectFrom("email_outbox")
      .select("text")
      .where("kind", "=", "quote_request_provider")
      .where("to", "=", "owner@example.com")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(told.text).toContain("Job: Plumbing");

    const electrical = await request(zip, { service_type: "Electrical" });
    expect((await threadsOf(electrical)).map((thread) => thread.provider_user_id)).toEqual([pros.electrician]);
  });

  it("says beside the choice when no provider near the zip offers that type, keeping nothing", async () => {
    const before = (await getDb().selectFrom("quote_requests").select("id").execute()).length;
    expect(readInEnglish(await ask(zip, { service_type: "HVAC" }))).toMatchObject({
      ok: false,
      fieldErrors: {
        service_type: ["No provider near this zip code offers HVAC right now. Choose another kind of job, or “Something else”."],
      },
    });
    expect((await getDb().selectFrom("quote_requests").select("id").execute()).length).toBe(before);
  });

  it("sends “Something else” to the best-rated providers of any type", async () => {
    const other = await request(zip, { service_type: "other" });
    expect(new Set((await threadsOf(other)).map((thread) => thread.provider_user_id))).toEqual(new Set(Object.values(pros)));
    const stored = await getDb().selectFrom("quote_requests").select("service_type").where("id", "=", other).executeTakeFirstOrThrow();
    expect(stored.service_type).toBeNull();
  });

  it("asks for the category and a known zip first, with their messages once they were sent", async () => {
    const unknownZip = await quoteRequestPage({
      serviceId: null,
      category: "home-services",
      zip: "99998",
      checkPlace: true,
      change: false,
      now: NOW,
    });
    expect(readInEnglish(unknownZip)).toMatchObject({
      step: "place",
      jobTypes: null,
      placeErrors: { zip: "We couldn't find this zip code. Check the number, or try a nearby zip code." },
    });
    const noCategory = await quoteRequestPage({ serviceId: null, category: null, zip, checkPlace: true, change: false, now: NOW });
    expect(readInEnglish(noCategory)).toMatchObject({ step: "place", placeErrors: { category: "Please choose a service category" } });
    const fresh = await quoteRequestPage({ serviceId: null, category: null, zip: null, checkPlace: false, change: false, now: NOW });
    expect(fresh).toMatchObject({ step: "place", placeErrors: {} });
    // "Change" goes back to the first step with what was chosen.
    const change = await quoteRequestPage({ serviceId: null, category: "home-services", zip, checkPlace: true, change: true, now: NOW });
    expect(change).toMatchObject({ step: "place", category: "home-services", zip, placeErrors: {} });
  });
});

describe("limits", () => {
  it("refuses a bot's request and the requests past the hour's limit from one address", async () => {
    const zip = await insertTestZip(northOf(CENTER, 2400));
    await createTestTile({ zipCode: zip, serviceName: "Gutters", businessName: "Gutter Pros" });
    const attempt = (honeypot: "ok" | "filled") => ask(zip, {}, { honeypot, ip: "203.0.113.99" });
    expect(readInEnglish(await attempt("filled"))).toMatchObject({
      ok: false,
      status: 400,
      message: "We could not accept this request. Please try again.",
    });
    // QUOTE_REQUESTS_PER_HOUR is 5 by default; a refused request did not count.
    for (let i = 0; i < 5; i++) expect((await attempt("ok")).ok).toBe(true);
    expect(readInEnglish(await attempt("ok"))).toMatchObject({
      ok: false,
      status: 429,
      message: "Too many requests from your network. Please try again later.",
    });
  });
});

describe("accepting a quote", () => {
  let zip: string;
  let first: { provider: string; serviceId: string };
  let second: { provider: string; serviceId: string };

  beforeAll(async () => {
    zip = await insertTestZip(northOf(CENTER, 600));
    const make = async (name: string) => {
      const provider = (await createTestProvider()).id;
      const tileId = await createTestTile({
        zipCode: zip,
        providerUserId: provider,
        serviceName: `Roofing ${name}`,
        businessName: `Roofers ${name}`,
      });
      return { provider, serviceId: tileId };
    };
    first = await make("One");
    second = await make("Two");
  });

  async function quotedRequest() {
    const requestId = await request(zip, { customer_email: `casey-${ip}@example.org` });
    const threads = await threadsOf(requestId);
    const threadOf = (provider: string) => threads.find((thread) => thread.provider_user_id === provider)!.id;
    return {
      requestId,
      threads: { first: threadOf(first.provider), second: threadOf(second.provider) },
      quotes: {
        first: await quote(first.provider, threadOf(first.provider)),
        second: await quote(second.provider, threadOf(second.provider)),
      },
    };
  }

  /** The revision the customer sees when they open the quote now. */
  const revisionOf = async (quoteId: string) =>
    (await getDb().selectFrom("quotes").select("revision").where("id", "=", quoteId).executeTakeFirstOrThrow()).revision;

  const book = async (requestId: string, quoteId: string, time = "10:00", revision?: number) =>
    bookQuote({
      link: linkOf(requestId),
      quoteId,
      revision: revision ?? (await revisionOf(quoteId)),
      form: { preferred_date: TUESDAY, preferred_time: time },
      ip: nextIp(),
      now: NOW,
    });

  it("shows the quotes side by side on the request's page", async () => {
    const { requestId } = await quotedRequest();
    const page = await requestPage(linkOf(requestId), NOW);
    expect(page?.answers.map((answer) => [answer.businessName, answer.quote?.total]).sort()).toEqual([
      ["Roofers One", "$120"],
      ["Roofers Two", "$120"],
    ]);
    expect(page?.answers.every((answer) => answer.quote?.acceptHref?.includes(`/requests/${requestId}/quotes/`))).toBe(true);
  });

  it("leaves one booking when two quotes of one request are accepted at once", async () => {
    const { requestId, quotes } = await quotedRequest();
    const results = await Promise.all([book(requestId, quotes.first), book(requestId, quotes.second)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(readInEnglish(results.find((result) => !result.ok))).toMatchObject({
      status: 409,
      message: "This request has already been booked.",
    });
    const bookings = await getDb()
      .selectFrom("bookings")
      .select(["id", "quote_id", "duration_minutes", "price_cents"])
      .where("quote_id", "in", [quotes.first, quotes.second])
      .execute();
    expect(bookings).toHaveLength(1);
    // The booking carries the quote: its length and total.
    expect(bookings[0]).toMatchObject({ duration_minutes: 120, price_cents: 12_000 });
    const requestRow = await getDb()
      .selectFrom("quote_requests")
      .select(["status", "booking_id"])
      .where("id", "=", requestId)
      .executeTakeFirstOrThrow();
    expect(requestRow).toEqual({ status: "booked", booking_id: bookings[0].id });
    // The other quote is closed and its provider thanked.
    const statuses = await getDb().selectFrom("quotes").select(["id", "status"]).where("request_id", "=", requestId).execute();
    expect(statuses.find((row) => row.id === bookings[0].quote_id)?.status).toBe("accepted");
    expect(statuses.find((row) => row.id !== bookings[0].quote_id)?.status).toBe("closed");
    // The booking's conversation is the request's thread with the chosen provider, carried on.
    const thread = await getDb()
      .selectFrom("threads")
      .select("request_id")
      .where("booking_id", "=", bookings[0].id)
      .executeTakeFirstOrThrow();
    expect(thread.request_id).toBe(requestId);
  });

  it("holds the quoted job's length on the provider's calendar", async () => {
    const { requestId, quotes } = await quotedRequest();
    const booked = await book(requestId, quotes.first, "13:00");
    expect(booked.ok).toBe(true);
    // Two hours from 13:00: the provider's 14:00 is taken for the next request; the other provider's is free.
    const next = await quotedRequest();
    const timeAt = async (quoteId: string, time: string) =>
      (await quoteAcceptPage(linkOf(next.requestId), quoteId, { date: TUESDAY, now: NOW }))?.accept?.initial.slots.find(
        (slot) => slot.time === time,
      )?.status;
    expect(await timeAt(next.quotes.first, "14:00")).not.toBe("free");
    expect(await timeAt(next.quotes.first, "15:30")).toBe("free");
    expect(await timeAt(next.quotes.second, "14:00")).toBe("free");
  });

  it("refuses an expired quote", async () => {
    const { requestId, quotes } = await quotedRequest();
    await getDb().updateTable("quotes").set({ valid_until: "2030-01-06" }).where("id", "=", quotes.first).execute();
    const refused = await book(requestId, quotes.first);
    expect(readInEnglish(refused)).toMatchObject({
      ok: false,
      status: 410,
      message: "This quote has expired. Ask the provider for a new one.",
    });
    expect(await getDb().selectFrom("bookings").select("id").where("quote_id", "=", quotes.first).execute()).toEqual([]);
    const page = await quoteAcceptPage(linkOf(requestId), quotes.first, { date: null, now: NOW });
    expect(readInEnglish(page)).toMatchObject({ accept: null, refusal: "This quote has expired. Ask the provider for a new one." });
    // A quote cannot be sent already expired either.
    const { threads } = await quotedRequest();
    const late = await answerWithQuote({
      thread: await owned(first.provider, threads.first),
      quote: { ...QUOTE, validUntil: "2030-01-06" },
      now: NOW,
    });
    expect(readInEnglish(late)).toMatchObject({
      ok: false,
      fieldErrors: { valid_until: ["The quote must stay open until today or later"] },
    });
  });

  it("lets a provider decline with a reason, after which they cannot quote", async () => {
    const { threads } = await quotedRequest();
    const thread = await owned(second.provider, threads.second);
    expect(await declineRequest({ thread, reason: "Fully booked this month.", now: NOW })).toEqual({ ok: true });
    const again = await answerWithQuote({ thread, quote: QUOTE, now: NOW });
    expect(again).toMatchObject({ ok: false, status: 409 });
  });
});

describe("unread messages", () => {
  let threadId: string;
  let provider: string;
  let requestId: string;

  beforeAll(async () => {
    const zip = await insertTestZip(northOf(CENTER, 3300));
    provider = (await createTestProvider()).id;
    await createTestTile({ zipCode: zip, providerUserId: provider, serviceName: "Tiling", businessName: "Tilers" });
    requestId = await request(zip, { customer_email: "uma@example.org", customer_name: "Uma Unread" });
    threadId = (await threadsOf(requestId))[0].id;
  });

  const unread = () =>
    getDb().selectFrom("threads").select(["customer_unread", "provider_unread"]).where("id", "=", threadId).executeTakeFirstOrThrow();
  const portalCount = async () => (await portalFrame({ id: provider, email: "pro@example.com" })).unreadThreads;

  it("counts each side's unread messages, both of two sent at once, and clears them when that side opens the conversation", async () => {
    const link = openThreadLink(threadId, idToken("thread", threadId))!;
    const now = new Date(Date.now() - 30_000);
    const sent = await Promise.all([
      postMessage({ scope: link, body: "Is Thursday possible?", now }),
      postMessage({ scope: link, body: "And the grout colour: grey.", now: new Date(now.getTime() + 1) }),
    ]);
    expect(sent.every((outcome) => outcome.ok)).toBe(true);
    expect(await unread()).toEqual({ customer_unread: 0, provider_unread: 2 });
    expect(await portalCount()).toBe(1);
    // The tab does not count the conversation being opened.
    expect((await portalFrame({ id: provider, email: "pro@example.com" }, threadId)).unreadThreads).toBe(0);

    // A prefetch of the page reads nothing; opening it marks both messages new once, then read.
    const prefetched = await providerThreadPage(await owned(provider, threadId), { now: NOW, markRead: false });
    expect(prefetched?.messages.filter((message) => message.unread)).toHaveLength(2);
    expect(await unread()).toEqual({ customer_unread: 0, provider_unread: 2 });
    const opened = await providerThreadPage(await owned(provider, threadId), { now: NOW, markRead: true });
    expect(opened?.messages.map((message) => message.unread)).toEqual([true, true]);
    expect(await unread()).toEqual({ customer_unread: 0, provider_unread: 0 });
    expect(await portalCount()).toBe(0);
    const again = await providerThreadPage(await owned(provider, threadId), { now: NOW, markRead: true });
    expect(again?.messages.some((message) => message.unread)).toBe(false);

    // The provider answers: the customer's request page says so beside the provider, until they open it.
    expect(await postMessage({ scope: await owned(provider, threadId), body: "Thursday at 9 works.", now: new Date() })).toMatchObject({
      ok: true,
    });
    expect(await unread()).toEqual({ customer_unread: 1, provider_unread: 0 });
    const page = await requestPage(linkOf(requestId), NOW);
    expect(page?.answers[0]).toMatchObject({ unread: "1 new message" });
    const theirs = await customerThreadPage(link, { markRead: true });
    expect(theirs?.messages.map((message) => [message.mine, message.unread])).toEqual([
      [true, false],
      [true, false],
      [false, true],
    ]);
    expect(await unread()).toEqual({ customer_unread: 0, provider_unread: 0 });
    expect((await requestPage(linkOf(requestId), NOW))?.answers[0]).toMatchObject({ unread: null });
  });
});

describe("conversations", () => {
  let threadId: string;
  let provider: string;

  beforeAll(async () => {
    const zip = await insertTestZip(northOf(CENTER, 1200));
    provider = (await createTestProvider()).id;
    await createTestTile({
      zipCode: zip,
      providerUserId: provider,
      serviceName: "Painting",
      businessName: "Painters",
      email: "painters@example.com",
    });
    const requestId = await request(zip, { customer_email: "dana@example.org", customer_name: "Dana Writer" });
    threadId = (await threadsOf(requestId))[0].id;
  });

  const messages = () =>
    getDb()
      .selectFrom("thread_messages")
      .select(["author", "body", "via"])
      .where("thread_id", "=", threadId)
      .orderBy("created_at")
      .execute();

  it("hides contact details from the other side until a booking exists", async () => {
    const link = openThreadLink(threadId, idToken("thread", threadId))!;
    // Written a minute ago: the replies by e-mail below arrive at the real time, after it.
    const now = new Date(Date.now() - 60_000);
    const posted = await postMessage({ scope: link, body: "Call me on (512) 555-0199 or dana@example.org", now });
    expect(posted).toMatchObject({ ok: true });
    const page = await providerThreadPage(await owned(provider, threadId), { now: NOW, markRead: true });
    expect(page?.thread.customer).toBe("Dana W.");
    expect(page?.messages[0].text).toBe("Call me on [contact details hidden until booked] or [contact details hidden until booked]");
    const mail = await getDb()
      .selectFrom("email_outbox")
      .select(["to", "text", "reply_to"])
      .where("kind", "=", "thread_message")
      .where("to", "=", "painters@example.com")
      .executeTakeFirstOrThrow();
    expect(mail.text).not.toContain("555-0199");
    expect(mail.reply_to).toMatch(/^reply\+[0-9a-f]{32}p[0-9a-f]{20}@in\.porchlight\.test$/);
    // The customer reads their own words.
    expect((await customerThreadPage(link, { markRead: true }))?.messages[0]).toMatchObject({ mine: true, who: "Dana W." });
  });

  const inbound = (body: BodyInit, headers: Record<string, string>) =>
    run(
      inboundAction({
        request: new Request("http://localhost:3000/hooks/inbound-email", { method: "POST", body, headers }),
        params: {},
        context,
      }),
    );
  const bearer = { Authorization: `Bearer ${INBOUND_SECRET}` };

  it("adds a reply by e-mail to the thread, without the quoted message", async () => {
    const address = `reply+${signReplyToken(threadId, "provider", "integration-test-secret-0123456789")}@in.porchlight.test`;
    const result = await inbound(
      JSON.stringify({
        From: "painters@example.com",
        To: `"Porchlight" <${address.toUpperCase()}>`,
        TextBody:
          "Happy to quote. Is the ceiling included?\n\nOn Mon, Jan 7, 2030 at 9:05 AM Porchlight <bookings@porchlight.local> wrote:\n> Call me",
      }),
      { "Content-Type": "application/json", ...bearer },
    );
    expect(result.status).toBe(200);
    expect((await messages()).at(-1)).toEqual({ author: "provider", body: "Happy to quote. Is the ceiling included?", via: "email" });

    // Mailgun's shape (a form) works too.
    const customerAddress = `reply+${signReplyToken(threadId, "customer", "integration-test-secret-0123456789")}@in.porchlight.test`;
    const form = new URLSearchParams({
      recipient: customerAddress,
      sender: "dana@example.org",
      "body-plain": "Yes, the ceiling too.\n-- \nDana",
    });
    expect((await inbound(form, { "Content-Type": "application/x-www-form-urlencoded", ...bearer })).status).toBe(200);
    expect((await messages()).at(-1)).toEqual({ author: "customer", body: "Yes, the ceiling too.", via: "email" });
  });

  it("changes nothing for a forged or altered reply address, or without the secret", async () => {
    const before = await messages();
    const token = signReplyToken(threadId, "provider", "integration-test-secret-0123456789");
    const forged = `${token.slice(0, -1)}${token.endsWith("0") ? "1" : "0"}`;
    const otherSide = token.replace(/p([0-9a-f]{20})$/, "c$1");
    const otherSecret = signReplyToken(threadId, "provider", "someone-elses-secret-0123456789");
    for (const candidate of [forged, otherSide, otherSecret, "0".repeat(53)]) {
      const result = await inbound(JSON.stringify({ To: `reply+${candidate}@in.porchlight.test`, TextBody: "Let me in" }), {
        "Content-Type": "application/json",
        ...bearer,
      });
      expect(result.status).toBe(404);
    }
    const valid = JSON.stringify({ To: `reply+${token}@in.porchlight.test`, TextBody: "No secret" });
    expect((await inbound(valid, { "Content-Type": "application/json" })).status).toBe(401);
    expect((await inbound(valid, { "Content-Type": "application/json", Authorization: "Bearer wrong-secret-0123456789" })).status).toBe(
      401,
    );
    expect((await inbound("{not json", { "Content-Type": "application/json", ...bearer })).status).toBe(400);
    expect(await messages()).toEqual(before);
  });

  const replyTo = (side: "customer" | "provider") =>
    `reply+${signReplyToken(threadId, side, "integration-test-secret-0123456789")}@in.porchlight.test`;
  const bodiesLike = async (text: string) => (await messages()).filter((message) => message.body === text).length;

  it("posts an e-mail the service retries once, by its Message-ID, in each service's shape and out of order", async () => {
    const postmark = (text: string, id: string) =>
      JSON.stringify({
        From: "painters@example.com",
        To: replyTo("provider"),
        TextBody: text,
        MessageID: "postmark-own-id",
        Headers: [{ Name: "Message-ID", Value: `<${id}@mail.example>` }],
      });
    const json = { "Content-Type": "application/json", ...bearer };
    const first = await inbound(postmark("Retried three times.", "retried-1"), json);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ received: true, duplicate: false });
    for (let i = 0; i < 2; i++)
      expect((await inbound(postmark("Retried three times.", "retried-1"), json)).data).toMatchObject({ duplicate: true });
    // Another e-mail, then the first again: each is posted once, in the order they first came.
    expect((await inbound(postmark("A second e-mail.", "retried-2"), json)).status).toBe(200);
    expect((await inbound(postmark("Retried three times.", "retried-1"), json)).data).toMatchObject({ duplicate: true });
    expect(await bodiesLike("Retried three times.")).toBe(1);
    expect(await bodiesLike("A second e-mail.")).toBe(1);

    // Three deliveries at once: the database lets one in.
    await Promise.all(Array.from({ length: 3 }, () => inbound(postmark("Delivered at once.", "at-once"), json)));
    expect(await bodiesLike("Delivered at once.")).toBe(1);

    // Mailgun (a form, the Message-Id a field of its own) and SendGrid (a form, the raw headers).
    const formHeaders = { "Content-Type": "application/x-www-form-urlencoded", ...bearer };
    const mailgun = new URLSearchParams({
      recipient: replyTo("customer"),
      sender: "dana@example.org",
      from: "Dana Writer <dana@example.org>",
      "Message-Id": "<mailgun-1@mail.example>",
      "body-plain": "Sent by Mailgun.",
    });
    const sendgrid = new URLSearchParams({
      to: replyTo("customer"),
      from: "Dana Writer <dana@example.org>",
      envelope: JSON.stringify({ to: [replyTo("customer")], from: "dana@example.org" }),
      headers: "Received: from mail.example\r\nMessage-ID: <sendgrid-1@mail.example>\r\nSubject: Re: Painting",
      text: "Sent by SendGrid.",
    });
    for (let i = 0; i < 2; i++) {
      expect((await inbound(mailgun, formHeaders)).status).toBe(200);
      expect((await inbound(sendgrid, formHeaders)).status).toBe(200);
    }
    expect(await bodiesLike("Sent by Mailgun.")).toBe(1);
    expect(await bodiesLike("Sent by SendGrid.")).toBe(1);
  });

  it("posts nothing for a sender who is not that side, and tells no one", async () => {
    const outbox = () => getDb().selectFrom("email_outbox").select("id").execute();
    const [before, mailBefore] = [await messages(), (await outbox()).length];
    const json = { "Content-Type": "application/json", ...bearer };
    // A valid reply address seen in a forwarded notification, written from elsewhere.
    for (const [side, from] of [
      ["customer", "mallory@evil.example"],
      ["provider", "dana@example.org"],
      ["customer", "painters@example.com"],
    ] as const) {
      const forged = await inbound(JSON.stringify({ From: from, To: replyTo(side), TextBody: "Pay me outside Porchlight." }), json);
      expect(forged.status).toBe(403);
    }
    expect(await messages()).toEqual(before);
    expect((await outbox()).length).toBe(mailBefore);

    // The side's own address, however it is cased, as From, envelope sender or Reply-To.
    const own = [
      { From: "DANA@Example.org", To: replyTo("customer"), TextBody: "Cased differently." },
      { From: "Dana <dana@phone.example>", ReplyTo: "dana@example.org", To: replyTo("customer"), TextBody: "Reply-To is hers." },
    ];
    for (const body of own) expect((await inbound(JSON.stringify(body), json)).status).toBe(200);
    const envelope = new URLSearchParams({
      to: replyTo("customer"),
      from: "Dana <dana@phone.example>",
      envelope: JSON.stringify({ to: [replyTo("customer")], from: "dana@example.org" }),
      text: "The envelope is hers.",
    });
    expect((await inbound(envelope, { "Content-Type": "application/x-www-form-urlencoded", ...bearer })).status).toBe(200);
    for (const text of ["Cased differently.", "Reply-To is hers.", "The envelope is hers."]) expect(await bodiesLike(text)).toBe(1);
  });

  it("lets an admin read a conversation only once it is reported, and hide a message, audited", async () => {
    const admin = { userId: (await createTestProvider()).id, email: "admin@example.com", role: "admin" as const, seesAll: true };
    const asAdmin = await ownership(admin, { thread: threadId });
    if (!asAdmin.ok) throw new Error(asAdmin.message);
    expect(await adminThreadPage(asAdmin)).toBeUndefined();
    const link = openThreadLink(threadId, idToken("thread", threadId))!;
    expect(await reportConversation({ scope: link, reason: "Asked me to pay outside Porchlight.", now: NOW })).toEqual({ ok: true });
    expect(readInEnglish(await reportConversation({ scope: await owned(provider, threadId), reason: "Me too", now: NOW }))).toMatchObject({
      ok: false,
      status: 409,
      message: "This conversation has already been reported.",
    });
    const page = await adminThreadPage(asAdmin);
    expect(page?.thread.reason).toBe("Asked me to pay outside Porchlight.");
    // The admin reads what was written, contact details too.
    const first = page!.messages[0];
    expect(first.text).toBe("Call me on (512) 555-0199 or dana@example.org");
    expect(await hideReportedMessage({ thread: asAdmin, messageId: first.id, reason: "Contact details", now: NOW })).toEqual({ ok: true });
    expect((await customerThreadPage(link, { markRead: true }))?.messages[0]).toMatchObject({ text: null, hidden: true });
    const audit = await getDb().selectFrom("audit_log").select(["action", "actor_user_id"]).where("entity_id", "=", threadId).execute();
    expect(audit.map((row) => row.action).sort()).toEqual(["thread.hide_message", "thread.report"]);
    // A provider cannot hide messages.
    expect(
      await hideReportedMessage({ thread: await owned(provider, threadId), messageId: first.id, reason: "x", now: NOW }),
    ).toMatchObject({ status: 403 });
  });

  it("counts the provider's median time to first reply once they have answered three requests", async () => {
    const zip = await insertTestZip(northOf(CENTER, 1800));
    const quick = (await createTestProvider()).id;
    const tileId = await createTestTile({
      zipCode: zip,
      providerUserId: quick,
      serviceName: "Cleaning",
      businessName: "Cleaners",
      responseTimeMinutes: 1440,
    });
    const responseTime = async () =>
      (await getDb().selectFrom("services").select("response_time_minutes").where("id", "=", tileId).executeTakeFirstOrThrow())
        .response_time_minutes;
    const minutesLater = [10, 30, 20];
    for (const [i, minutes] of minutesLater.entries()) {
      const requestId = await request(zip, { customer_email: `client${i}@example.org` });
      const [thread] = await threadsOf(requestId);
      const at = new Date(NOW.getTime() + minutes * 60_000);
      await postMessage({ scope: await owned(quick, thread.id), body: "When suits you?", now: at });
      expect(await responseTime()).toBe(i < 2 ? 1440 : 20);
    }
  });

  it("shows how often a provider answers within a day once five requests count, and the fastest sort puts the few-answering after", async () => {
    const [{ refreshLeavingResponseTimes }, { searchServices }] = await Promise.all([
      import("~/services/quotes/response-times.server"),
      import("~/models/service.server"),
    ]);
    const point = northOf(CENTER, 2400);
    const zip = await insertTestZip(point);
    const ignoring = (await createTestProvider()).id;
    const ignoringTile = await createTestTile({
      zipCode: zip,
      providerUserId: ignoring,
      serviceName: "Gutters A",
      businessName: "Quick Words",
      responseTimeMinutes: 15,
    });
    const steady = (await createTestProvider()).id;
    const steadyTile = await createTestTile({
      zipCode: zip,
      providerUserId: steady,
      serviceName: "Gutters B",
      businessName: "Steady",
      responseTimeMinutes: 120,
    });
    const rate = async () =>
      (await getDb().selectFrom("services").select("response_rate_percent").where("id", "=", ignoringTile).executeTakeFirstOrThrow())
        .response_rate_percent;

    // Five requests reach the first provider, who answers two of them within ten minutes.
    const threads = [];
    for (let i = 0; i < 5; i++) {
      const requestId = await request(zip, {
        customer_email: `gutters${i}@example.org`,
        service_id: ignoringTile,
        category: "home-services",
      });
      threads.push((await threadsOf(requestId)).find((thread) => thread.provider_user_id === ignoring)!);
    }
    for (const thread of threads.slice(0, 2))
      await postMessage({
        scope: await owned(ignoring, thread.id),
        body: "Happy to help.",
        now: new Date(NOW.getTime() + 10 * 60_000),
      });
    // The other three are still within their first day: not missed yet, so too few count.
    expect(await rate()).toBeNull();

    // A day later the hourly sweep counts them as missed: two of five.
    await refreshLeavingResponseTimes(new Date(NOW.getTime() + 25 * 3_600_000));
    expect(await rate()).toBe(40);

    // Fifteen minutes on the card, but most leads unanswered: listed after the steady two hours.
    const { services } = await searchServices({ point, category: "home-services", q: "Gutters", sort: "response", filter: "all", page: 1 });
    expect(services.map((service) => service.id).filter((id) => id === ignoringTile || id === steadyTile)).toEqual([
      steadyTile,
      ignoringTile,
    ]);
  });
});

describe("forms posted twice (docs/decisions/0026)", () => {
  /** A post of `kind` with the one-time key `key` and the content it asks for. */
  const onceOf = (key: string, kind: string, content: unknown) => {
    const formData = new FormData();
    formData.set("submission_key", key.padEnd(22, "0"));
    return submissionOf(formData, kind, content);
  };
  let zip: string;
  let pro: string;

  beforeAll(async () => {
    zip = await insertTestZip(northOf(CENTER, 2400));
    pro = (await createTestProvider()).id;
    await createTestTile({ zipCode: zip, providerUserId: pro, serviceName: "Tiling Twice", businessName: "Tilers" });
  });

  it("makes one request, one quote, one message and one booking however often each form is sent", async () => {
    const requestForm = form(zip, { customer_email: "twice@example.org" });
    const requestOnce = onceOf("request", "quote-request", requestForm);
    const first = await ask(zip, { customer_email: "twice@example.org" }, { once: requestOnce });
    const again = await ask(zip, { customer_email: "twice@example.org" }, { once: requestOnce });
    if (!first.ok || !again.ok) throw new Error("refused");
    expect(again).toMatchObject({ requestId: first.requestId, duplicate: true });
    const requests = await getDb().selectFrom("quote_requests").select("id").where("customer_email", "=", "twice@example.org").execute();
    expect(requests).toHaveLength(1);

    const thread = (await threadsOf(first.requestId)).find((candidate) => candidate.provider_user_id === pro)!;
    const quoteOnce = onceOf("quote", "quote", { threadId: thread.id, quote: QUOTE });
    for (let i = 0; i < 3; i++)
      expect(await answerWithQuote({ thread: await owned(pro, thread.id), quote: QUOTE, once: quoteOnce, now: NOW })).toMatchObject({
        ok: true,
        revised: false,
      });
    const quoteMails = await getDb()
      .selectFrom("email_outbox")
      .select("subject")
      .where("to", "=", "twice@example.org")
      .where("kind", "=", "quote_received")
      .execute();
    expect(quoteMails).toHaveLength(1);

    const messageOnce = onceOf("message", "message", { threadId: thread.id, body: "Grout colour?" });
    await Promise.all(
      Array.from({ length: 3 }, async () =>
        postMessage({ scope: await owned(pro, thread.id), body: "Grout colour?", once: messageOnce, now: NOW }),
      ),
    );
    const messages = await getDb().selectFrom("thread_messages").select("id").where("thread_id", "=", thread.id).execute();
    expect(messages).toHaveLength(1);

    const quoteId = (
      await getDb().selectFrom("quotes").select(["id", "revision"]).where("thread_id", "=", thread.id).executeTakeFirstOrThrow()
    ).id;
    const revision = (await getDb().selectFrom("quotes").select("revision").where("id", "=", quoteId).executeTakeFirstOrThrow()).revision;
    const acceptForm = { preferred_date: TUESDAY, preferred_time: "13:00" };
    const acceptOnce = onceOf("accept", "quote-booking", { quoteId, form: acceptForm });
    const accept = () =>
      bookQuote({ link: linkOf(first.requestId), quoteId, revision, form: acceptForm, ip: nextIp(), once: acceptOnce, now: NOW });
    const taps = await Promise.all([accept(), accept()]);
    const later = await accept();
    expect(taps.every((tap) => tap.ok)).toBe(true);
    const paths = [...taps, later].map((tap) => (tap.ok ? tap.path : tap.message));
    expect(new Set(paths).size).toBe(1);
    expect(later).toMatchObject({ ok: true, duplicate: true });
    const bookings = await getDb().selectFrom("bookings").select("id").where("quote_id", "=", quoteId).execute();
    expect(bookings).toHaveLength(1);
  });
});

describe("a Spanish-speaking customer asking for quotes (issue 54)", () => {
  let zip: string;
  let provider: string;

  beforeAll(async () => {
    zip = await insertTestZip(northOf(CENTER, 1800));
    provider = (await createTestProvider()).id;
    await createTestTile({
      zipCode: zip,
      providerUserId: provider,
      serviceName: "Tiling",
      businessName: "Tilers",
      email: "tilers@example.com",
    });
  });

  /** The one e-mail of this kind to this address (about `about`, when the address gets several). */
  const mailTo = (to: string, kind: string, about = "") =>
    getDb()
      .selectFrom("email_outbox")
      .select(["subject", "text", "html"])
      .where("to", "=", to)
      .where("kind", "=", kind)
      .where("text", "like", `%${about}%`)
      .executeTakeFirstOrThrow();

  it("reads the request, its quotes, the accept page, the conversation and every e-mail in Spanish while the provider works in English", async () => {
    const email = "lucia@example.org";
    const outcome = await ask(
      zip,
      { customer_email: email, customer_name: "Lucía Martínez", needed: "date", needed_date: "2030-01-15" },
      { language: "es" },
    );
    if (!outcome.ok) throw new Error(outcome.message);
    const requestId = outcome.requestId;
    const sent = await mailTo(email, "quote_request");
    expect(sent.subject).toBe("Su solicitud de presupuestos: Servicios para el hogar");
    expect(sent.text).toContain("Cuándo: Para el martes, 15 de enero de 2030");
    expect(sent.text).toMatch(/Ver su solicitud: \S+&lang=es/);
    expect((await mailTo("tilers@example.com", "quote_request_provider", "Lucía M.")).subject).toMatch(/^New request for a quote in /);

    const threadId = (await threadsOf(requestId)).find((thread) => thread.provider_user_id === provider)!.id;
    await quote(provider, threadId, { depositCents: null });
    const received = await mailTo(email, "quote_received");
    expect(received.subject).toBe("Presupuesto de Tilers: $120");
    expect(received.text).toContain("Válido hasta: domingo, 20 de enero de 2030");

    const page = await requestPage(linkOf(requestId), NOW, "es");
    const tilers = page?.answers.find((answer) => answer.businessName === "Tilers");
    expect(page?.request).toMatchObject({ category: "Servicios para el hogar", needed: "Para el martes, 15 de enero de 2030" });
    expect(tilers).toMatchObject({
      answer: "Presupuesto enviado",
      quote: { length: "2 horas", validUntil: "domingo, 20 de enero de 2030" },
    });
    expect(tilers?.quote?.acceptHref).toMatch(/&lang=es$/);
    expect(tilers?.messagesHref).toMatch(/&lang=es$/);
    // The same page in English for whoever opens it so.
    expect((await requestPage(linkOf(requestId), NOW))?.answers.find((answer) => answer.businessName === "Tilers")).toMatchObject({
      answer: "Quoted",
      quote: { length: "2 hours" },
    });

    const quoteId = (await getDb().selectFrom("quotes").select("id").where("thread_id", "=", threadId).executeTakeFirstOrThrow()).id;
    const accept = await quoteAcceptPage(linkOf(requestId), quoteId, { date: TUESDAY, now: NOW, language: "es" });
    expect(accept?.accept?.policy[0]).toBe("No se paga nada en línea, así que cancelar aquí no cuesta nada.");

    // The provider writes: the customer is told in Spanish; the customer answers: the provider is told in English.
    await postMessage({ scope: await owned(provider, threadId), body: "¿Qué color de azulejo?", now: NOW });
    const told = await mailTo(email, "thread_message");
    expect(told.subject).toBe("Mensaje nuevo de Tilers sobre la solicitud de servicios para el hogar");
    expect(told.html).toContain('lang="es"');
    expect(told.text).toMatch(/Abrir la conversación: \S+&lang=es/);
    const link = openThreadLink(threadId, idToken("thread", threadId))!;
    await postMessage({ scope: link, body: "Blanco, por favor.", now: NOW });
    expect((await mailTo("tilers@example.com", "thread_message")).subject).toMatch(
      /^New message from Lucía M\. about the request for home services$/,
    );
    const thread = await customerThreadPage(link, { markRead: true, language: "es" });
    expect(thread?.thread).toMatchObject({ about: "Su solicitud de servicios para el hogar" });
    expect(thread?.thread.requestHref).toMatch(/&lang=es$/);
    expect(thread?.messages[0].at).toMatch(/^7 ene\.? 2030, 9:00 a\. m\. CST$/);

    const booked = await bookQuote({
      link: linkOf(requestId),
      quoteId,
      revision: 1,
      form: { preferred_date: TUESDAY, preferred_time: "10:00" },
      ip: nextIp(),
      now: NOW,
    });
    expect(booked).toMatchObject({ ok: true, path: expect.stringMatching(/&lang=es$/) });
    const bookingRow = await getDb()
      .selectFrom("bookings")
      .select(["id", "language"])
      .where("quote_id", "=", quoteId)
      .executeTakeFirstOrThrow();
    expect(bookingRow.language).toBe("es");
    expect((await requestPage(linkOf(requestId), NOW, "es"))?.request.bookingHref).toMatch(/&lang=es$/);
  });

  it("tells a business that chose Spanish of a new request in Spanish, and an English-speaking customer in English", async () => {
    await getDb().updateTable("users").set({ language: "es" }).where("id", "=", provider).execute();
    try {
      const outcome = await ask(zip, { customer_email: "owen@example.org", customer_name: "Owen Price", needed: "week" });
      if (!outcome.ok) throw new Error(outcome.message);
      expect((await mailTo("tilers@example.com", "quote_request_provider", "Owen P.")).subject).toMatch(
        /^Solicitud de presupuesto nueva en /,
      );
      expect((await mailTo("owen@example.org", "quote_request")).subject).toBe("Your request for home services quotes");
      // Its portal in Spanish: the request waits for its answer, said in Spanish.
      const signedIn = { id: provider, email: "tilers@example.com", role: "provider" as const, seesAll: false };
      const page = { after: null, before: null, perPage: 50 };
      const { requests } = await providerRequestsPage(signedIn as never, page, "es");
      const owens = requests.find((row) => row.customer === "Owen P.")!;
      expect(owens.answer).toBe("Esperando un presupuesto");
      expect(owens.receivedAt).toMatch(/^\d{1,2} [a-z]{3}\.? \d{4}, /);
      const { conversations } = await providerConversationsPage(signedIn as never, page, "es");
      expect(conversations.every((row) => /^(Solicitud|Reserva)/.test(row.about))).toBe(true);
    } finally {
      await getDb().updateTable("users").set({ language: "en" }).where("id", "=", provider).execute();
    }
  });

  it("declines to a Spanish-speaking customer in Spanish", async () => {
    const outcome = await ask(zip, { customer_email: "mateo@example.org", customer_name: "Mateo" }, { language: "es" });
    if (!outcome.ok) throw new Error(outcome.message);
    const threadId = (await threadsOf(outcome.requestId)).find((thread) => thread.provider_user_id === provider)!.id;
    await declineRequest({ thread: await owned(provider, threadId), reason: "No trabajamos esa semana.", now: NOW });
    const declined = await mailTo("mateo@example.org", "quote_declined");
    expect(declined.subject).toBe("Tilers rechazó su solicitud");
    expect(declined.text).toContain('Tilers rechazó su solicitud: "No trabajamos esa semana."');
  });
});
