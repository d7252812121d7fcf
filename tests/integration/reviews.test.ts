import { beforeAll, describe, expect, it } from "vitest";
import { addDaysToDate, weekdayOfDate } from "~/domain/time";
import { getDb } from "~/lib/db.server";
import { newReviewNonce, openReviewLink, type ReviewLink } from "~/lib/signed-links.server";
import { catalogueRatingTotals, getActiveService, type ServiceCard } from "~/models/service.server";
import { saveReviewInvitation } from "~/models/review.server";
import { createUser } from "~/models/user.server";
import { action as adminReviewsAction, loader as adminReviewsLoader } from "~/routes/admin+/reviews";
import { action as providerReviewsAction, loader as providerReviewsLoader } from "~/routes/provider+/reviews";
import { action as reviewAction, loader as reviewLoader } from "~/routes/reviews.new";
import { loader as serviceLoader } from "~/routes/service.$serviceId";
import { commitUserSession } from "~/services/support/auth.server";
import { ownership } from "~/services/support/access.server";
import { bookService, changeStatus } from "~/services/booking/booking.server";
import { reviewInvitationState, submitReview } from "~/services/reviews/reviews.server";
import { addTestReviews, addVerifiedCredential, createTestTile } from "../support/factories";
import { context, cookieFrom, getRequest, inEnglish, postForm, run, toastInEnglish } from "../support/requests";
import { sayIn } from "~/locales/messages";

const DAY = 86_400_000;

/**
 * The jobs are marked done an hour before the real clock and booked for the next weekday, so the
 * loaders' real clock finds their links and reviews still open and the 3-day reminder not yet due,
 * whatever day the tests run (done on the last Monday, the reminder fell due every Thursday
 * afternoon).
 */
const NOW = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000);
let jobDay = addDaysToDate(NOW.toISOString().slice(0, 10), 1);
while (["saturday", "sunday"].includes(weekdayOfDate(jobDay))) jobDay = addDaysToDate(jobDay, 1);
const JOB_DAY = jobDay;
const ORIGIN = "http://localhost:3000";

type Account = { id: string; cookie: () => Promise<string> };

async function account(email: string, role: "provider" | "admin"): Promise<Account> {
  const user = await createUser(getDb(), { email, passwordHash: "x", role });
  return { id: user.id, cookie: async () => cookieFrom(await commitUserSession(getRequest("/"), user.id)) };
}

const emailsOf = (bookingId: string) =>
  getDb().selectFrom("email_outbox").selectAll().where("booking_id", "=", bookingId).orderBy("created_at").execute();
const serviceRow = (id: string) =>
  getDb().selectFrom("services").select(["rating", "review_count", "rating_sum"]).where("id", "=", id).executeTakeFirstOrThrow();

/** The ranking prior's totals as the services' own numbers add up. */
async function summedOverServices() {
  const rows = await getDb().selectFrom("services").select(["rating_sum", "review_count"]).execute();
  return {
    ratingSum: rows.reduce((sum, row) => sum + row.rating_sum, 0),
    reviewCount: rows.reduce((sum, row) => sum + row.review_count, 0),
  };
}

let provider: Account;
let admin: Account;
let service: ServiceCard;

/** A booking of the test service taken through its lifecycle to completed; returns its review link's token. */
async function completedBooking(name: string, time: string, completedAt = NOW, language: "en" | "es" = "en") {
  const booked = await bookService({
    service,
    request: {
      customer_name: name,
      customer_email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.org`,
      customer_phone: "(512) 555-0142",
      preferred_date: JOB_DAY,
      preferred_time: time,
      service_address: "1100 Congress Ave, Austin, TX 78701",
    },
    origin: ORIGIN,
    now: NOW,
    actor: { kind: "customer" },
    language,
  });
  if (!booked.ok) throw new Error(booked.message);
  const booking = await ownership({ userId: provider.id, email: "", role: "provider", seesAll: false }, { booking: booked.id });
  if (!booking.ok) throw new Error(booking.message);
  // On the way half an hour before the start (it cannot be said sooner); done at `completedAt`.
  const { starts_at } = await getDb().selectFrom("bookings").select("starts_at").where("id", "=", booked.id).executeTakeFirstOrThrow();
  const setOut = new Date(Math.max(completedAt.getTime(), new Date(starts_at).getTime() - 30 * 60_000));
  for (const to of ["en_route", "in_progress", "completed"] as const) {
    const changed = await changeStatus({ booking, to, origin: ORIGIN, now: to === "en_route" ? setOut : completedAt });
    if (!changed.ok) throw new Error(changed.message);
  }
  const invite = (await emailsOf(booked.id)).find((email) => email.kind === "review_invite");
  const token = invite ? new URL(/(http\S+\/reviews\/new\?token=\S+)/.exec(invite.text)![1]).searchParams.get("token")! : "";
  return { bookingId: booked.id, token };
}

/** The review link a token opens (the tests' tokens are the e-mailed ones). */
const linkOf = (token: string): ReviewLink => openReviewLink(token)!;

const openPage = (token: string) =>
  run(reviewLoader({ request: getRequest(`/reviews/new?token=${encodeURIComponent(token)}`), params: {}, context }));
const post = (token: string, fields: Record<string, string>, ip = context.clientIp) =>
  run(
    reviewAction({
      request: postForm(`/reviews/new?token=${encodeURIComponent(token)}`, fields),
      params: {},
      context: { ...context, clientIp: ip },
    }),
  );
const servicePage = () => run(serviceLoader({ request: getRequest(`/service/${service.id}`), params: { serviceId: service.id }, context }));

beforeAll(async () => {
  provider = await account("reviewed-pro@example.com", "provider");
  admin = await account("review-admin@example.com", "admin");
  await addVerifiedCredential({ providerUserId: provider.id }, { kind: "licence", state: "TX" });
  service = (await getActiveService(
    await createTestTile({
      zipCode: "78701",
      providerUserId: provider.id,
      serviceName: "Plumbing",
      businessName: "Honest Pipes",
      email: "reviewed-pro@example.com",
    }),
  ))!;
});

describe("invite → review → rating", () => {
  it("invites the customer when the job is completed, with one reminder 3 days later", async () => {
    const { bookingId, token } = await completedBooking("Invited Customer", "09:00");
    const emails = (await emailsOf(bookingId)).filter((email) => email.kind.startsWith("review_"));
    expect(emails.map((email) => [email.kind, email.status, email.to])).toEqual([
      ["review_invite", "queued", "invited.customer@example.org"],
      ["review_reminder", "queued", "invited.customer@example.org"],
    ]);
    expect(new Date(emails[1].next_attempt_at).getTime() - NOW.getTime()).toBe(3 * DAY);
    expect(emails[0].html).toContain("/reviews/new?token=");
    expect((await openPage(token)).data.review).toMatchObject({ mode: "new", businessName: "Honest Pipes", reviewerName: "Invited C." });
  });

  it("invites a Spanish-speaking customer in Spanish, to a review page in Spanish (issue 54)", async () => {
    const { bookingId, token } = await completedBooking("Lucía Reseña", "13:00", NOW, "es");
    const invite = (await emailsOf(bookingId)).find((email) => email.kind === "review_invite")!;
    expect(invite.subject).toBe("¿Qué tal lo hizo Honest Pipes?");
    expect(invite.text).toMatch(/Escribir su reseña: \S+\/reviews\/new\?token=\S+&lang=es/);
    const page = await run(
      reviewLoader({ request: getRequest(`/reviews/new?token=${encodeURIComponent(token)}&lang=es`), params: {}, context }),
    );
    expect(page.data.review).toMatchObject({ date: expect.stringMatching(/^\p{L}+, \d+ de \p{L}+ de \d{4}$/u) });
  });

  it("publishes a review from the link, keeps the rating in step and withdraws the reminder", async () => {
    const { bookingId, token } = await completedBooking("Jane Writer", "10:30");
    expect(await serviceRow(service.id)).toMatchObject({ review_count: 0, rating: null });
    expect((await servicePage()).data.service).toMatchObject({ rating: null, reviews: "New · no reviews yet" });

    const missing = await post(token, { body: "No stars given" });
    expect(missing.status).toBe(400);
    expect(inEnglish(missing.data.lastResult.error).rating).toEqual(["Please choose a rating from 1 to 5 stars."]);
    expect(missing.data.lastResult.initialValue.body).toBe("No stars given");

    const saved = await post(token, { rating: "4", body: "Fixed the leak. </script><b>bold</b>" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/service/${service.id}#reviews`);
    expect((await toastInEnglish(saved))?.description).toBe("Thank you! Your review is published.");
    expect(await serviceRow(service.id)).toMatchObject({ review_count: 1, rating: 4, rating_sum: 4 });
    const reminder = (await emailsOf(bookingId)).find((email) => email.kind === "review_reminder");
    expect(reminder?.status).toBe("withdrawn");

    const page = await servicePage();
    expect(page.data.service).toMatchObject({ rating: "4.0", reviews: "1 review" });
    expect(page.data.reviews.items[0]).toMatchObject({ rating: 4, reviewerName: "Jane W.", body: "Fixed the leak. </script><b>bold</b>" });
    expect(page.data.seo.jsonLd).not.toContain("</script>");
    const jsonLd = JSON.parse(page.data.seo.jsonLd);
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
    expect(jsonLd.review[0].reviewBody).toBe("Fixed the leak. </script><b>bold</b>");
    expect(page.data.seo.description).toContain("Rated 4.0 from 1 verified review");
    const audit = await getDb().selectFrom("audit_log").select("action").where("entity_id", "=", bookingId).execute();
    expect(audit.map((entry) => entry.action)).toContain("review.write");
  });

  it("lets the customer change the review for 7 days from the same link, then refuses", async () => {
    const { bookingId, token } = await completedBooking("Edit Window", "13:00");
    const written = new Date();
    expect((await post(token, { rating: "2", body: "Late" })).status).toBe(302);
    const before = await serviceRow(service.id);

    expect((await openPage(token)).data.review).toMatchObject({ mode: "edit", defaultValue: { rating: "2", body: "Late" } });
    const changed = await post(token, { rating: "5", body: "They came back and made it right." });
    expect((await toastInEnglish(changed))?.description).toBe("Your review has been updated.");
    expect(await serviceRow(service.id)).toMatchObject({ review_count: before.review_count, rating_sum: before.rating_sum + 3 });

    const late = await submitReview({ link: linkOf(token), form: { rating: 1 }, now: new Date(written.getTime() + 7 * DAY + 60_000) });
    expect(late).toMatchObject({ ok: false, status: 410 });
    expect(sayIn("en", (late as { message: string }).message)).toBe(
      "Reviews can be changed for 7 days after they are written, so this one can no longer be changed.",
    );
    const review = await getDb()
      .selectFrom("reviews")
      .select(["rating", "body"])
      .where("booking_id", "=", bookingId)
      .executeTakeFirstOrThrow();
    expect(review).toEqual({ rating: 5, body: "They came back and made it right." });
  });

  it("keeps one review when two first submissions race", async () => {
    const { bookingId, token } = await completedBooking("Double Click", "15:00");
    const before = await serviceRow(service.id);
    const results = await Promise.all([
      submitReview({ link: linkOf(token), form: { rating: 3 }, now: new Date() }),
      submitReview({ link: linkOf(token), form: { rating: 3 }, now: new Date() }),
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
    const rows = await getDb().selectFrom("reviews").select("id").where("booking_id", "=", bookingId).execute();
    expect(rows).toHaveLength(1);
    expect((await serviceRow(service.id)).review_count).toBe(before.review_count + 1);
  });
});

describe("links that do not work", () => {
  it("refuses a forged token, a replaced one and an expired one, with a clear message", async () => {
    const { bookingId, token } = await completedBooking("Link Tester", "16:30");
    const [booking, nonce, expires, signature] = token.split(".");
    const forged = [booking, nonce, String(Number(expires) + 10 * 86_400), signature].join(".");
    for (const refused of [await openPage(forged), await openPage("not-a-token")]) {
      expect(refused).toMatchObject({ status: 403 });
      expect(sayIn("en", refused.data)).toBe("This review link is not valid. Please use the link from your e-mail.");
    }
    expect((await post(forged, { rating: "5" })).status).toBe(403);

    const expired = await reviewInvitationState(linkOf(token), new Date(NOW.getTime() + 31 * DAY));
    expect(expired).toMatchObject({ ok: false, status: 410 });
    expect(sayIn("en", (expired as { message: string }).message)).toBe(
      "This review link has expired. Review links work for 30 days after the job.",
    );

    await saveReviewInvitation(getDb(), { bookingId, nonce: newReviewNonce(), expiresAt: new Date(NOW.getTime() + 30 * DAY) });
    const replaced = await openPage(token);
    expect(replaced).toMatchObject({ status: 410 });
    expect(sayIn("en", replaced.data)).toBe("This review link has been replaced. Please use the link from your latest e-mail.");
    expect(await getDb().selectFrom("reviews").select("id").where("booking_id", "=", bookingId).execute()).toEqual([]);
  });

  it("limits review posts from one address", async () => {
    const { token } = await completedBooking("Flood Tester", "11:30");
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await post(token, { rating: "x" }, "198.51.100.77")).status);
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("replies and moderation", () => {
  let reviewId: string;

  beforeAll(async () => {
    const { bookingId, token } = await completedBooking("Moderated Mo", "14:00");
    await post(token, { rating: "1", body: "Rude!" });
    reviewId = (await getDb().selectFrom("reviews").select("id").where("booking_id", "=", bookingId).executeTakeFirstOrThrow()).id;
  });

  const reply = async (fields: Record<string, string>, who: Account = provider) =>
    run(providerReviewsAction({ request: postForm("/provider/reviews", fields, { cookie: await who.cookie() }), params: {}, context }));
  const moderate = async (fields: Record<string, string>, who: Account = admin) =>
    run(adminReviewsAction({ request: postForm("/admin/reviews", fields, { cookie: await who.cookie() }), params: {}, context }));

  it("lets the provider reply once and change the reply; nobody else can", async () => {
    const unwritten = (await reply({ reviewId, reply: "  " })).data;
    expect(unwritten).toMatchObject({ reviewId });
    expect(inEnglish(unwritten.lastResult.error)).toEqual({ reply: ["Please write a reply."] });
    expect((await reply({ reviewId, reply: "Sorry to hear that." })).status).toBe(302);
    expect((await reply({ reviewId, reply: "Sorry, we have spoken to our technician." })).status).toBe(302);
    const other = await account("other-pro@example.com", "provider");
    expect((await reply({ reviewId, reply: "Not mine" }, other)).status).toBe(404);
    const list = await run(
      providerReviewsLoader({ request: getRequest("/provider/reviews", { cookie: await provider.cookie() }), params: {}, context }),
    );
    expect(list.data.reviews.find((review: { id: string }) => review.id === reviewId)).toMatchObject({
      reply: "Sorry, we have spoken to our technician.",
    });
    const page = await servicePage();
    expect(page.data.reviews.items.find((review: { id: string }) => review.id === reviewId).reply).toBe(
      "Sorry, we have spoken to our technician.",
    );
  });

  it("lets an admin hide a review with a reason (both sides told, audited, rating recomputed) and restore it", async () => {
    const before = await serviceRow(service.id);
    expect(inEnglish((await moderate({ intent: "hide", reviewId, reason: "" })).data.lastResult.error)).toEqual({
      reason: ["Please give a reason for hiding this review."],
    });
    expect((await moderate({ intent: "hide", reviewId, reason: "Abusive language" }, provider)).status).toBe(302);
    expect(await serviceRow(service.id)).toEqual(before);

    const hidden = await moderate({ intent: "hide", reviewId, reason: "Abusive language" });
    expect((await toastInEnglish(hidden))?.description).toBe("Review hidden. The customer and the provider have been told.");
    expect(await serviceRow(service.id)).toMatchObject({ review_count: before.review_count - 1, rating_sum: before.rating_sum - 1 });
    expect((await servicePage()).data.reviews.items.map((review: { id: string }) => review.id)).not.toContain(reviewId);
    const told = await getDb().selectFrom("email_outbox").select(["to", "text"]).where("kind", "=", "review_hidden").execute();
    expect(told.map((email) => email.to).sort()).toEqual(["moderated.mo@example.org", "reviewed-pro@example.com"]);
    expect(told.every((email) => email.text.includes("Abusive language"))).toBe(true);
    const audit = await getDb()
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_id", "=", reviewId)
      .where("action", "=", "review.hide")
      .execute();
    expect(audit).toMatchObject([{ actor_user_id: admin.id, entity: "review" }]);

    const list = await run(
      adminReviewsLoader({ request: getRequest("/admin/reviews?show=hidden", { cookie: await admin.cookie() }), params: {}, context }),
    );
    expect(list.data.reviews.map((review: { id: string; hiddenReason: string }) => [review.id, review.hiddenReason])).toEqual([
      [reviewId, "Abusive language"],
    ]);

    expect(await catalogueRatingTotals()).toEqual(await summedOverServices());

    expect((await moderate({ intent: "restore", reviewId })).status).toBe(302);
    expect(await serviceRow(service.id)).toEqual(before);
    expect(await catalogueRatingTotals()).toEqual(await summedOverServices());
  });

  it("answers unknown reviews with 404", async () => {
    expect((await moderate({ intent: "restore", reviewId: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
    expect((await moderate({ intent: "restore", reviewId: "nope" })).status).toBe(404);
  });
});

describe("the service page's reviews", () => {
  it("lists visible reviews newest first, ten to a page, in the service's own zone", async () => {
    const id = await createTestTile({ zipCode: "78701", serviceName: "Paged Reviews" });
    const ids = await addTestReviews(id, [5, 4, 3, 5, 4, 3, 5, 4, 3, 5, 4, 3], new Date("2026-10-01T03:30:00Z"));
    const page = (query = "") => run(serviceLoader({ request: getRequest(`/service/${id}${query}`), params: { serviceId: id }, context }));
    const first = await page();
    expect(first.data.reviews).toMatchObject({ page: 1, pageCount: 2 });
    expect(first.data.reviews.items.map((review: { id: string }) => review.id)).toEqual([...ids].reverse().slice(0, 10));
    // 03:30 UTC is the evening before in Austin.
    expect(first.data.reviews.items[0].date).toBe("Wednesday, September 30, 2026");
    const second = await page("?reviews=2&zip=78701&category=home-services");
    expect(second.data.reviews.items.map((review: { id: string }) => review.id)).toEqual([ids[1], ids[0]]);
    expect(second.data.reviews.baseQuery).toBe("zip=78701&category=home-services");
    expect((await page("?reviews=99")).data.reviews.page).toBe(2);
  });
});
