import { readInEnglish } from "../support/english";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * Photos in replies by e-mail and with messages on the page (docs/decisions/0025), on both engines:
 * the three mail services' attachments kept by the web's rules, refused ones told to their sender
 * alone, a signature's inline logo left out, a retry stored once, and a wrong photo on the page
 * sent back with the text kept.
 */
const INBOUND_SECRET = "inbound-secret-for-the-photo-tests";
Object.assign(process.env, { INBOUND_EMAIL_ADDRESS: "reply@in.porchlight.test", INBOUND_EMAIL_SECRET: INBOUND_SECRET });

const [
  { getDb },
  { requestQuotes },
  { providerThreadPage },
  { customerThreadPage, reportConversation, hideReportedMessage },
  { ownership },
  { openThreadLink, idToken, signReplyToken },
  { action: inboundAction },
  { action: customerThreadAction },
  { insertTestZip, northOf, createTestTile, createTestProvider },
  { context, run },
] = await Promise.all([
  import("~/lib/db.server"),
  import("~/services/quotes/quote-requests.server"),
  import("~/services/quotes/quotes.server"),
  import("~/services/quotes/threads.server"),
  import("~/services/support/access.server"),
  import("~/lib/signed-links.server"),
  import("~/routes/hooks+/inbound-email"),
  import("~/routes/messages.$threadId"),
  import("../support/factories"),
  import("../support/requests"),
]);

const NOW = new Date("2030-01-07T15:00:00Z");
const CENTER = { lat: 37.5, lng: -97.5 };
const SIGNING_SECRET = "integration-test-secret-0123456789";

/** Bytes that are what their names say by their first bytes, padded to `size`. */
function bytesOf(head: number[], size: number): Buffer<ArrayBuffer> {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from(head).copy(bytes);
  return bytes;
}
const png = (size = 2048) => bytesOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size);
const jpeg = (size = 2048) => bytesOf([0xff, 0xd8, 0xff, 0xe0], size);
const heic = () => bytesOf([0, 0, 0, 0x18, ...Buffer.from("ftypheic"), 0, 0, 0, 0, ...Buffer.from("mif1heic")], 4096);
const pdf = () => bytesOf([...Buffer.from("%PDF-1.7")], 1024);

let threadId: string;
let provider: string;

beforeAll(async () => {
  const zip = await insertTestZip(northOf(CENTER, 600));
  provider = (await createTestProvider()).id;
  await createTestTile({
    zipCode: zip,
    providerUserId: provider,
    serviceName: "Roofing",
    businessName: "Roofers",
    email: "roofers@example.com",
  });
  const outcome = await requestQuotes({
    form: {
      category: "home-services",
      zip,
      description: "A few shingles blew off the roof in the storm last night.",
      needed: "week",
      needed_date: null,
      customer_name: "Pat Photo",
      customer_email: "pat@example.org",
      customer_phone: "(512) 555-0142",
    } as never,
    photos: [],
    photoTooLarge: false,
    honeypot: "ok",
    ip: "198.51.100.77",
    origin: "http://localhost:3000",
    now: NOW,
  });
  if (!outcome.ok) throw new Error(outcome.message);
  threadId = (await getDb().selectFrom("threads").select("id").where("request_id", "=", outcome.requestId).executeTakeFirstOrThrow()).id;
});

const replyTo = (side: "customer" | "provider") => `reply+${signReplyToken(threadId, side, SIGNING_SECRET)}@in.porchlight.test`;
const bearer = { Authorization: `Bearer ${INBOUND_SECRET}` };
const inbound = (body: BodyInit, headers: Record<string, string> = {}) =>
  run(
    inboundAction({
      request: new Request("http://localhost:3000/hooks/inbound-email", { method: "POST", body, headers: { ...bearer, ...headers } }),
      params: {},
      context,
    }),
  );
const postmark = (fields: Record<string, unknown>) =>
  inbound(JSON.stringify({ From: "pat@example.org", To: replyTo("customer"), ...fields }), { "Content-Type": "application/json" });
const attachment = (name: string, bytes: Buffer, extra: Record<string, unknown> = {}) => ({
  Name: name,
  Content: bytes.toString("base64"),
  ContentType: "application/octet-stream",
  ContentLength: bytes.length,
  ...extra,
});

const latest = () =>
  getDb()
    .selectFrom("thread_messages")
    .select(["id", "author", "body", "photo_ids", "attachment_notes"])
    .where("thread_id", "=", threadId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
const mediaOf = async (photoIds: string) => {
  const ids = JSON.parse(photoIds) as string[];
  if (ids.length === 0) return [];
  const rows = await getDb().selectFrom("media").select(["id", "content_type", "size"]).where("id", "in", ids).execute();
  return ids.map((id) => rows.find((row) => row.id === id));
};
const mailsTo = (to: string, kind: string) =>
  getDb()
    .selectFrom("email_outbox")
    .select(["subject", "text"])
    .where("to", "=", to)
    .where("kind", "=", kind)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
const customerLink = () => openThreadLink(threadId, idToken("thread", threadId))!;
async function owned(userId: string, seesAll = false) {
  const found = await ownership(
    { userId, email: seesAll ? "admin@example.com" : "roofers@example.com", role: seesAll ? "admin" : "provider", seesAll },
    { thread: threadId },
  );
  if (!found.ok) throw new Error(found.message);
  return found;
}

describe("photos in a reply by e-mail", () => {
  it("keeps Postmark's attached photos with the message and tells only the sender what was not added", async () => {
    const noticesBefore = (await mailsTo("pat@example.org", "thread_attachments_refused")).length;
    const result = await postmark({
      TextBody: "Here is the roof from the yard.\n\nOn Mon, Jan 7, 2030 Porchlight wrote:\n> What does it look like?",
      Headers: [{ Name: "Message-ID", Value: "<postmark-photos@mail.example>" }],
      Attachments: [
        attachment("roof.png", png()),
        attachment("IMG_0042.HEIC", heic(), { ContentType: "image/heic" }),
        attachment("estimate.pdf", pdf(), { ContentType: "application/pdf" }),
        // A signature's logo inside the HTML: left out without a word.
        attachment("logo.png", png(900), { ContentID: "logo@sig" }),
        attachment("gutter.jpg", jpeg(), { ContentType: "image/jpeg" }),
      ],
    });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ received: true, duplicate: false, posted: true });
    const message = await latest();
    expect(message).toMatchObject({ author: "customer", body: "Here is the roof from the yard." });
    expect(await mediaOf(message.photo_ids)).toEqual([
      expect.objectContaining({ content_type: "image/png", size: 2048 }),
      expect.objectContaining({ content_type: "image/jpeg", size: 2048 }),
    ]);

    // Both sides see the photos, served by URL; only the customer reads why two files were not added.
    const mine = (await customerThreadPage(customerLink(), { markRead: true }))!.messages.at(-1)!;
    expect(mine.photos).toHaveLength(2);
    expect(mine.photos[0]).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    expect(mine.notes).toEqual([
      "IMG_0042.HEIC was not added: it is a HEIC photo, which browsers cannot show. Please send it as a JPEG or PNG (on an iPhone: Settings › Camera › Formats › Most Compatible).",
      "estimate.pdf was not added: only photos are kept (PNG, JPEG, GIF or WebP).",
    ]);
    const theirs = (await providerThreadPage(await owned(provider), { now: NOW, markRead: true }))!.messages.at(-1)!;
    expect(theirs.photos).toEqual(mine.photos);
    expect(theirs.notes).toEqual([]);

    // The sender is told by e-mail at the address on record; the provider hears of two photos.
    const notices = await mailsTo("pat@example.org", "thread_attachments_refused");
    expect(notices).toHaveLength(noticesBefore + 1);
    expect(notices.at(-1)!.subject).toBe("2 attachments of your reply about the request for home services were not added");
    expect(notices.at(-1)!.text).toContain("IMG_0042.HEIC was not added: it is a HEIC photo");
    expect(notices.at(-1)!.text).toContain("estimate.pdf was not added: only photos are kept");
    const toProvider = (await mailsTo("roofers@example.com", "thread_message")).at(-1)!;
    expect(toProvider.text).toContain("Here is the roof from the yard.");
    expect(toProvider.text).toContain("Photos: 2 photos, to see in the conversation");

    // The mail service retries: nothing is stored or sent twice.
    const [mediaCount, mailCount] = [await countOf("media"), await countOf("email_outbox")];
    const again = await postmark({
      TextBody: "Here is the roof from the yard.",
      Headers: [{ Name: "Message-ID", Value: "<postmark-photos@mail.example>" }],
      Attachments: [attachment("roof.png", png()), attachment("IMG_0042.HEIC", heic())],
    });
    expect(again.data).toMatchObject({ duplicate: true });
    expect([await countOf("media"), await countOf("email_outbox")]).toEqual([mediaCount, mailCount]);
  });

  it("reads Mailgun's attachment files, leaves out its inline logo and names a photo over 5MB", async () => {
    const form = new FormData();
    form.set("recipient", replyTo("provider"));
    form.set("sender", "roofers@example.com");
    form.set("Message-Id", "<mailgun-photos@mail.example>");
    form.set("body-plain", "The flashing is loose too, see the photo.");
    form.set("attachment-count", "3");
    form.set("content-id-map", JSON.stringify({ "<logo@roofers>": "attachment-3" }));
    form.set("attachment-1", new Blob([jpeg(4096)], { type: "image/jpeg" }), "flashing.jpg");
    form.set("attachment-2", new Blob([jpeg(5 * 1024 * 1024 + 1)], { type: "image/jpeg" }), "panorama.jpg");
    form.set("attachment-3", new Blob([png(700)], { type: "image/png" }), "roofers-logo.png");
    const result = await inbound(form);
    expect(result.status).toBe(200);
    const message = await latest();
    expect(message).toMatchObject({ author: "provider", body: "The flashing is loose too, see the photo." });
    expect(await mediaOf(message.photo_ids)).toEqual([expect.objectContaining({ content_type: "image/jpeg", size: 4096 })]);
    const page = (await providerThreadPage(await owned(provider), { now: NOW, markRead: true }))!.messages.at(-1)!;
    expect(page.notes).toEqual(["panorama.jpg was not added: each photo must be 5MB or less."]);
    expect((await mailsTo("roofers@example.com", "thread_attachments_refused")).at(-1)!.text).toContain("panorama.jpg was not added");
  });

  it("reads SendGrid's attachment files, keeping three photos", async () => {
    const form = new FormData();
    form.set("to", replyTo("customer"));
    form.set("from", "Pat Photo <pat@example.org>");
    form.set("headers", "Message-ID: <sendgrid-photos@mail.example>\r\nSubject: Re: Roofing");
    form.set("text", "Four photos of the attic.");
    form.set("attachments", "4");
    const info: Record<string, { filename: string; type: string }> = {};
    for (let i = 1; i <= 4; i++) {
      info[`attachment${i}`] = { filename: `attic-${i}.png`, type: "image/png" };
      form.set(`attachment${i}`, new Blob([png(3000 + i)], { type: "image/png" }), `attic-${i}.png`);
    }
    form.set("attachment-info", JSON.stringify(info));
    expect((await inbound(form)).status).toBe(200);
    const message = await latest();
    expect(message.body).toBe("Four photos of the attic.");
    expect((await mediaOf(message.photo_ids)).map((media) => media?.size)).toEqual([3001, 3002, 3003]);
    expect((await customerThreadPage(customerLink(), { markRead: true }))!.messages.at(-1)!.notes).toEqual([
      "attic-4.png was not added: a message keeps up to 3 photos.",
    ]);
  });

  it("posts photos sent without a word, and for a HEIC alone posts nothing but tells the sender, once", async () => {
    const photoOnly = await postmark({ TextBody: "", MessageID: "x", Attachments: [attachment("leak.jpg", jpeg())] });
    expect(photoOnly.data).toMatchObject({ posted: true });
    const message = await latest();
    expect(message.body).toBe("");
    expect(JSON.parse(message.photo_ids)).toHaveLength(1);
    const photosOnly = (await mailsTo("roofers@example.com", "thread_message")).filter((mail) => mail.text.includes("(photos only)"));
    expect(photosOnly.map((mail) => mail.text.includes("Photos: 1 photo, to see in the conversation"))).toEqual([true]);

    const before = await latest();
    const notices = (await mailsTo("pat@example.org", "thread_attachments_refused")).length;
    const heicAlone = {
      TextBody: "\n\nOn Mon, Jan 7, 2030 Porchlight wrote:\n> Send a photo?",
      Headers: [{ Name: "Message-ID", Value: "<heic-alone@mail.example>" }],
      Attachments: [attachment("IMG_0043.HEIC", heic())],
    };
    for (let i = 0; i < 2; i++) {
      const result = await postmark(heicAlone);
      expect(result.status).toBe(200);
      expect(result.data).toMatchObject({ posted: false });
    }
    expect((await latest()).id).toBe(before.id);
    expect(await mailsTo("pat@example.org", "thread_attachments_refused")).toHaveLength(notices + 1);

    // Nothing at all above the quote is still refused.
    expect((await postmark({ TextBody: "\n> quoted only", MessageID: "y" })).status).toBe(400);
  });

  it("hides a hidden message's photos from both sides, not from the admin", async () => {
    const photoMessage = await latest();
    expect(JSON.parse(photoMessage.photo_ids)).toHaveLength(1);
    const [photoId] = JSON.parse(photoMessage.photo_ids) as string[];
    const { loader: mediaLoader } = await import("~/routes/media.$mediaId");
    const { createUser } = await import("~/models/user.server");
    const { commitUserSession } = await import("~/services/support/auth.server");
    const { cookieFrom, getRequest } = await import("../support/requests");
    const signedIn = async (role: "admin" | "provider") => {
      const user = await createUser(getDb(), { email: `${role}-photos-${Date.now()}@example.com`, passwordHash: "x", role });
      return cookieFrom(await commitUserSession(getRequest("/"), user.id));
    };
    const photo = (cookie?: string) =>
      mediaLoader({
        request: new Request(`http://localhost:3000/media/${photoId}`, { headers: cookie ? { Cookie: cookie } : {} }),
        params: { mediaId: photoId },
        context,
      });
    const beforeHiding = await photo();
    expect(beforeHiding.status).toBe(200);
    expect(beforeHiding.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await reportConversation({ scope: customerLink(), reason: "A photo with a phone number on it.", now: NOW })).toEqual({
      ok: true,
    });
    const admin = await owned((await createTestProvider()).id, true);
    expect(await hideReportedMessage({ thread: admin, messageId: photoMessage.id, reason: "Contact details", now: NOW })).toEqual({
      ok: true,
    });
    const shown = (await customerThreadPage(customerLink(), { markRead: true }))!.messages.find(
      (message) => message.id === photoMessage.id,
    )!;
    expect(shown).toMatchObject({ text: null, photos: [], hidden: true });
    const asProvider = (await providerThreadPage(await owned(provider), { now: NOW, markRead: true }))!.messages.find(
      (message) => message.id === photoMessage.id,
    )!;
    expect(asProvider.photos).toEqual([]);

    // Its address, which both sides had, opens for an administrator only, and is kept by nobody on the way.
    expect((await photo()).status).toBe(404);
    expect((await photo(await signedIn("provider"))).status).toBe(404);
    const asAdmin = await photo(await signedIn("admin"));
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("photos in a message written on the page", () => {
  const send = (body: string, photos: Array<[string, Buffer<ArrayBuffer>]>) => {
    const link = customerLink();
    const form = new FormData();
    form.set("token", link.token);
    form.set("intent", "message");
    form.set("body", body);
    for (const [name, bytes] of photos) form.append("photos", new Blob([bytes]), name);
    return run(
      customerThreadAction({
        request: new Request(`http://localhost:3000/messages/${threadId}?token=${link.token}`, {
          method: "POST",
          body: form,
          headers: { Origin: "http://localhost:3000" },
        }),
        params: { threadId },
        context,
      }),
    );
  };

  it("keeps the photos chosen with a message, for both sides to see", async () => {
    const result = await send("The gutter from below.", [
      ["gutter.jpg", jpeg(5000)],
      ["roof.png", png(6000)],
    ]);
    expect(result.status).toBe(302);
    const message = await latest();
    expect(message).toMatchObject({ author: "customer", body: "The gutter from below.", attachment_notes: "[]" });
    expect((await mediaOf(message.photo_ids)).map((media) => [media?.content_type, media?.size])).toEqual([
      ["image/jpeg", 5000],
      ["image/png", 6000],
    ]);
    const theirs = (await providerThreadPage(await owned(provider), { now: NOW, markRead: true }))!.messages.at(-1)!;
    expect(theirs.photos).toHaveLength(2);
  });

  it("sends the form back with the reason beside the photos and the text kept, posting nothing", async () => {
    const before = await latest();
    const cases: Array<[Array<[string, Buffer<ArrayBuffer>]>, number, string]> = [
      [[["plan.pdf", pdf()]], 400, "A photo must be a PNG, JPEG, GIF or WebP image"],
      [[["IMG_7.HEIC", heic()]], 400, "A photo must be a PNG, JPEG, GIF or WebP image"],
      [[1, 2, 3, 4].map((i) => [`p${i}.png`, png()] as [string, Buffer<ArrayBuffer>]), 400, "You can add up to 3 photos"],
      [[["huge.jpg", jpeg(5 * 1024 * 1024 + 1)]], 413, "Each photo must be 5MB or less"],
    ];
    for (const [photos, status, error] of cases) {
      const result = await send("Is this the right part?", photos);
      expect(result.status).toBe(status);
      expect(readInEnglish(result.data.lastResult.error)).toEqual({ photos: [error] });
      expect(result.data.lastResult.initialValue).toMatchObject({ body: "Is this the right part?" });
    }
    expect((await latest()).id).toBe(before.id);
  });
});

async function countOf(table: "media" | "email_outbox"): Promise<number> {
  const row = await getDb()
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
