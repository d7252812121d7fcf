import { beforeEach, describe, expect, it } from "vitest";
import { newId } from "~/domain/uuid";
import { getDb } from "~/lib/db.server";
import { insertBooking } from "~/models/booking.server";
import { action as homeAction, loader as homeLoader } from "~/routes/account+/index";
import { action as linkAction, loader as linkLoader } from "~/routes/account+/link";
import { action as signInAction, loader as signInLoader } from "~/routes/account+/sign-in";
import { loader as serviceLoader } from "~/routes/service.$serviceId";
import { loader as exportLoader } from "~/routes/account+/exports.$exportId";
import { buildDueDataExports } from "~/services/customer-home/index.server";
import { strFromU8, unzipSync } from "fflate";
import { action as deleteAction, loader as deleteLoader } from "~/routes/account+/delete";
import { action as settingsAction } from "~/routes/admin+/settings";
import { createUser } from "~/models/user.server";
import { action as preferencesAction, loader as preferencesLoader } from "~/routes/account+/preferences";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/unsubscribe.$token";
import { action as oneClickAction } from "~/routes/hooks+/unsubscribe.$token";
import { enqueueEmail } from "~/models/email-outbox.server";
import { unsubscribeToken } from "~/lib/signed-links.server";
import { action as addressesAction, loader as addressesLoader } from "~/routes/account+/addresses";
import { loader as quoteFormLoader } from "~/routes/requests+/new";
import { commitUserSession } from "~/services/support/auth.server";
import { createTestProvider, createTestTile, insertTestZip, testBookingRow } from "../support/factories";
import { context, cookieFrom, getRequest, postForm, run } from "../support/requests";

/**
 * A customer's own Porchlight (issue 56, decision 0051): a link sent to the address they booked
 * with signs them in, and their home lists what was made with it, at every business, and nothing
 * of anyone else's. On both engines.
 */
let ipCounter = 0;
const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const askForLink = (email: string, ip = freshIp(), fields: Record<string, string> = {}) =>
  run(signInAction({ request: postForm("/account/sign-in", { email, ...fields }), params: {}, context: { ...context, clientIp: ip } }));

async function tokenSentTo(email: string): Promise<{ token: string; text: string } | null> {
  const rows = await getDb()
    .selectFrom("email_outbox")
    .select(["text"])
    .where("to", "=", email)
    .where("kind", "=", "sign_in_link")
    .execute();
  if (rows.length === 0) return null;
  const text = rows.at(-1)!.text;
  return { token: /\/account\/link\?token=([A-Za-z0-9_-]{43})/.exec(text)![1], text };
}

const openLink = (token: string) => run(linkLoader({ request: getRequest(`/account/link?token=${token}`), params: {}, context }));
const useLink = (token: string, redirectTo = "/account") =>
  run(linkAction({ request: postForm("/account/link", { token, redirectTo }), params: {}, context }));
const home = (cookie?: string, query = "") => run(homeLoader({ request: getRequest(`/account${query}`, { cookie }), params: {}, context }));

async function signedIn(email: string): Promise<string> {
  await askForLink(email);
  const sent = await tokenSentTo(email);
  const used = await useLink(sent!.token);
  expect(used.status).toBe(302);
  return cookieFrom(used.headers.get("Set-Cookie"));
}

/** Each test's own Amy (the database is shared by the file's tests). */
let AMY = "";
let amyCounter = 0;

/** Amy's things at two businesses, and a stranger's at the first, with the same name. */
async function amysWorld() {
  const zip = await insertTestZip({ lat: 30.27, lng: -97.74 }, "Austin", "TX");
  const cleaner = await createTestProvider();
  const tutor = await createTestProvider();
  const cleaning = await createTestTile({
    zipCode: zip,
    providerUserId: cleaner.id,
    businessName: "Sparkle Cleaning",
    serviceName: "Deep Clean",
  });
  const tutoring = await createTestTile({ zipCode: zip, providerUserId: tutor.id, businessName: "Bright Tutors", serviceName: "Algebra" });
  const db = getDb();
  const book = (over: Parameters<typeof testBookingRow>[0]) => insertBooking(db, testBookingRow({ customer_name: "Amy Adams", ...over }));
  const upcoming = await book({
    provider_user_id: cleaner.id,
    service_id: cleaning,
    customer_email: AMY.toUpperCase().replace("EXAMPLE.ORG", "example.org"),
    preferred_date: "2030-03-04",
  });
  const past = await book({
    provider_user_id: tutor.id,
    service_id: tutoring,
    customer_email: AMY,
    preferred_date: "2026-01-05",
    status: "completed",
  });
  const seriesId = newId();
  await db
    .insertInto("booking_series")
    .values({
      id: seriesId,
      service_id: cleaning,
      provider_user_id: cleaner.id,
      customer_name: "Amy Adams",
      customer_email: AMY,
      start_date: "2030-04-01",
      time: "10:00",
      time_zone: "America/Chicago",
      duration_minutes: 60,
      interval_weeks: 2,
      visit_count: 2,
    })
    .execute();
  const visit = await book({
    provider_user_id: cleaner.id,
    service_id: cleaning,
    customer_email: AMY,
    preferred_date: "2030-04-01",
    series_id: seriesId,
    series_index: 1,
    series_size: 2,
  });
  // Another Amy Adams, at the same business: not ours.
  const stranger = await book({
    provider_user_id: cleaner.id,
    service_id: cleaning,
    customer_email: "amy.adams@elsewhere.example",
    preferred_date: "2030-03-05",
  });

  const requestId = newId();
  await db
    .insertInto("quote_requests")
    .values({
      id: requestId,
      category: "home-services",
      zip_code: zip,
      description: "Paint the back fence",
      needed: "flexible",
      needed_date: null,
      customer_name: "Amy Adams",
      customer_email: AMY,
      customer_phone: "(512) 555-0142",
      service_id: null,
    })
    .execute();
  const threadId = newId();
  await db
    .insertInto("threads")
    .values({
      id: threadId,
      request_id: requestId,
      service_id: cleaning,
      provider_user_id: cleaner.id,
      customer_name: "Amy Adams",
      customer_email: AMY,
      customer_unread: 2,
    })
    .execute();
  await db
    .insertInto("quotes")
    .values({
      id: newId(),
      thread_id: threadId,
      request_id: requestId,
      service_id: cleaning,
      lines: JSON.stringify([{ description: "Paint", amount_cents: 30000 }]),
      total_cents: 30000,
      deposit_cents: null,
      duration_minutes: 120,
      valid_until: "2030-12-31",
    })
    .execute();
  const entryId = newId();
  await db
    .insertInto("waitlist_entries")
    .values({
      id: entryId,
      service_id: tutoring,
      provider_user_id: tutor.id,
      customer_name: "Amy Adams",
      customer_email: AMY,
      customer_phone: "(512) 555-0142",
      windows: "[]",
      time_zone: "America/Chicago",
      status: "waiting",
      joined_at: "2026-11-20T15:00:00.000Z",
      status_changed_at: "2026-11-20T15:00:00.000Z",
      lapses_at: "2027-02-20T15:00:00.000Z",
      booking_id: null,
    })
    .execute();
  const customerId = newId();
  await db
    .insertInto("customers")
    .values({ id: customerId, search_text: "amy", owner_user_id: tutor.id, name: "Amy Adams", email: AMY, phone: "(512) 555-0142" })
    .execute();
  const charge = newId();
  const refund = newId();
  await db
    .insertInto("payments")
    .values([
      {
        id: charge,
        owner_user_id: tutor.id,
        customer_id: customerId,
        booking_id: past,
        amount_cents: 8000,
        method: "credit",
        status: "completed",
        kind: "charge",
        created_at: "2026-01-05T18:00:00.000Z",
      },
      {
        id: refund,
        owner_user_id: tutor.id,
        customer_id: customerId,
        booking_id: past,
        amount_cents: 2000,
        method: "credit",
        status: "completed",
        kind: "refund",
        refund_of: charge,
        created_at: "2026-01-06T18:00:00.000Z",
      },
    ])
    .execute();
  return { upcoming, past, visit, stranger, requestId, threadId, entryId, charge, refund, cleaning, tutoring };
}

beforeEach(async () => {
  await getDb().deleteFrom("rate_limits").execute();
  AMY = `amy.adams.${++amyCounter}@example.org`;
});

describe("a customer's sign-in link", () => {
  it("goes only to an address something was made with, and the answer is the same either way", async () => {
    await amysWorld();
    const unknown = await askForLink("nobody@example.org");
    const known = await askForLink(` ${AMY.toUpperCase()} `);
    expect([unknown.status, unknown.headers.get("Location")]).toEqual([302, "/account/sign-in"]);
    expect([known.status, known.headers.get("Location")]).toEqual([302, "/account/sign-in"]);
    expect(await tokenSentTo("nobody@example.org")).toBeNull();
    const sent = await tokenSentTo(AMY.toUpperCase());
    expect(sent?.text).toContain("/account/link?token=");
  });

  it("is refused with the form kept after three an hour for one address", async () => {
    await amysWorld();
    for (let i = 0; i < 3; i++) expect((await askForLink(AMY)).status).toBe(302);
    const fourth = await askForLink(AMY);
    expect(fourth.status).toBe(429);
    expect(fourth.data.lastResult.initialValue.email).toBe(AMY);
  });

  it("keeps a bad address beside its field", async () => {
    const bad = await askForLink("not-an-address");
    expect(bad.status).toBe(400);
    expect(bad.data.lastResult.error.email).toBeTruthy();
  });

  it("signs in once, makes the account once, and a scanner opening it spends nothing", async () => {
    await amysWorld();
    await askForLink(AMY);
    const { token } = (await tokenSentTo(AMY))!;
    expect((await openLink(token)).status).toBe(200);
    expect((await openLink(token)).status).toBe(200);
    const results = await Promise.all(Array.from({ length: 5 }, () => useLink(token)));
    expect(results.map((result) => result.status).sort()).toEqual([302, 410, 410, 410, 410]);
    expect((await openLink(token)).status).toBe(410);
    const accounts = () => getDb().selectFrom("customer_accounts").select("email").where("email", "=", AMY).execute();
    expect(await accounts()).toEqual([{ email: AMY }]);

    // A second sign-in reuses the account.
    await signedIn(AMY);
    expect(await accounts()).toHaveLength(1);
  });

  it("brings the customer back where they were going, and only within the site", async () => {
    await amysWorld();
    await askForLink(AMY, freshIp(), { redirectTo: "/account?past_after=x#past" });
    const { token, text } = (await tokenSentTo(AMY))!;
    expect(text).toContain("redirectTo=");
    expect((await useLink(token, "/account?upcoming_after=2030-01-01")).headers.get("Location")).toBe("/account?upcoming_after=2030-01-01");
    await askForLink(AMY);
    const second = (await tokenSentTo(AMY))!.token;
    expect((await useLink(second, "https://evil.example/")).headers.get("Location")).toBe("/account");
  });

  it("sends a signed-in customer from the sign-in page to their home", async () => {
    await amysWorld();
    const cookie = await signedIn(AMY);
    const page = await run(signInLoader({ request: getRequest("/account/sign-in", { cookie }), params: {}, context }));
    expect([page.status, page.headers.get("Location")]).toEqual([302, "/account"]);
  });
});

describe("booking a past job again", () => {
  const servicePage = (serviceId: string, again: string, cookie?: string) =>
    run(serviceLoader({ request: getRequest(`/service/${serviceId}?book=1&again=${again}`, { cookie }), params: { serviceId }, context }));

  it("fills the form with that booking's details for the customer who made it, and for no one else", async () => {
    const world = await amysWorld();
    await getDb()
      .updateTable("bookings")
      .set({ service_address: "12 Oak St, Austin, TX 78701", special_requests: "Gate code 4411" })
      .where("id", "=", world.past)
      .execute();
    const cookie = await signedIn(AMY);
    const page = await servicePage(world.tutoring, world.past, cookie);
    expect(page.status).toBe(200);
    expect(page.data.booking.defaults).toEqual({
      customer_name: "Amy Adams",
      customer_email: AMY,
      customer_phone: "(512) 555-0100",
      service_address: "12 Oak St, Austin, TX 78701",
      special_requests: "Gate code 4411",
    });
    // The first free times are on the form as for anyone booking.
    expect(page.data.booking.initial.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Someone else's booking or junk: only the customer's own e-mail; no session: an empty form.
    expect((await servicePage(world.cleaning, world.stranger, cookie)).data.booking.defaults).toEqual({ customer_email: AMY });
    expect((await servicePage(world.tutoring, world.past)).data.booking.defaults).toBeNull();
    expect((await servicePage(world.tutoring, "not-an-id", cookie)).data.booking.defaults).toEqual({ customer_email: AMY });
  });
});

describe("a customer's home", () => {
  it("asks a visitor without a session for a link, and comes back", async () => {
    const visitor = await home(undefined, "?past_after=x");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe(`/account/sign-in?${new URLSearchParams({ redirectTo: "/account?past_after=x" })}`);
  });

  it("shows each thing made with the address once, at both businesses, and nothing of a stranger's", async () => {
    const world = await amysWorld();
    const cookie = await signedIn(AMY);
    const page = await home(cookie);
    expect(page.status).toBe(200);
    const data = page.data;
    expect(data.email).toBe(AMY);
    const ids = (list: { items: Array<{ id: string }> }) => list.items.map((item) => item.id);
    expect(ids(data.upcoming)).toEqual([world.upcoming, world.visit]);
    expect(ids(data.past)).toEqual([world.past]);
    expect(JSON.stringify(data)).not.toContain(world.stranger);
    expect(data.upcoming.items[1].series).toEqual({ index: 1, size: 2 });
    expect(data.upcoming.items[0].business).toBe("Sparkle Cleaning");
    expect(data.past.items[0]).toMatchObject({
      business: "Bright Tutors",
      service: "Algebra",
      bookAgain: `/service/${world.tutoring}?book=1&again=${world.past}#book`,
    });
    expect(data.upcoming.items[0].bookAgain).toBeNull();
    expect(ids(data.requests)).toEqual([world.requestId]);
    expect(data.requests.items[0].quoteCount).toBe(1);
    expect(ids(data.waitlist)).toEqual([world.entryId]);
    expect(data.messages.items).toMatchObject([{ id: world.threadId, unread: 2, business: "Sparkle Cleaning" }]);
    expect(data.payments.items.map((p: { id: string; kind: string; amountCents: number }) => [p.id, p.kind, p.amountCents])).toEqual([
      [world.refund, "refund", 2000],
      [world.charge, "charge", 8000],
    ]);
    // Every item opens the page its e-mail would have: a signed link that works.
    expect(data.upcoming.items[0].href).toMatch(new RegExp(`^/bookings/${world.upcoming}\\?token=`));
    expect(data.requests.items[0].href).toMatch(new RegExp(`^/requests/${world.requestId}\\?token=`));
    expect(data.waitlist.items[0].href).toMatch(new RegExp(`^/waitlist/${world.entryId}\\?token=`));
    expect(data.messages.items[0].href).toMatch(new RegExp(`^/messages/${world.threadId}\\?token=`));
  });

  it("pages each list by keyset, newest first", async () => {
    const world = await amysWorld();
    const provider = await createTestProvider();
    const db = getDb();
    const made: string[] = [];
    for (let day = 1; day <= 12; day++) {
      made.push(
        await insertBooking(
          db,
          testBookingRow({
            provider_user_id: provider.id,
            customer_email: AMY,
            preferred_date: `2025-06-${String(day).padStart(2, "0")}`,
            status: "completed",
          }),
        ),
      );
    }
    const cookie = await signedIn(AMY);
    const first = (await home(cookie)).data;
    expect(first.past.items).toHaveLength(10);
    expect(first.past.items[0].id).toBe(world.past);
    expect(first.past.pages.previous).toBeNull();
    const second = (await home(cookie, `?past_after=${encodeURIComponent(first.past.pages.next)}`)).data;
    expect(second.past.items.map((item: { id: string }) => item.id)).toEqual([made[2], made[1], made[0]]);
    expect(second.past.pages.next).toBeNull();
    // The other lists stay on their first page.
    expect(second.upcoming.items).toHaveLength(2);
  });

  it("signs out: the session ends and the home asks for a link again", async () => {
    await amysWorld();
    const cookie = await signedIn(AMY);
    const out = await run(homeAction({ request: postForm("/account", { intent: "sign-out" }, { cookie }), params: {}, context }));
    expect([out.status, out.headers.get("Location")]).toEqual([302, "/"]);
    const sessions = await getDb()
      .selectFrom("customer_sessions as s")
      .innerJoin("customer_accounts as a", "a.id", "s.customer_id")
      .select("s.id")
      .where("a.email", "=", AMY)
      .execute();
    expect(sessions).toEqual([]);
    expect((await home(cookie)).status).toBe(302);
  });

  it("is never opened by a business's session, even one whose account uses the address", async () => {
    await amysWorld();
    const provider = await createTestProvider(AMY.toUpperCase().replace("EXAMPLE", "example"));
    const { commitUserSession } = await import("~/services/support/auth.server");
    const cookie = cookieFrom(await commitUserSession(getRequest("/provider"), provider.id));
    expect((await home(cookie)).status).toBe(302);
  });
});

describe("taking one's data", () => {
  const askForExport = (cookie: string) =>
    run(homeAction({ request: postForm("/account", { intent: "export" }, { cookie }), params: {}, context }));
  const download = (id: string, cookie?: string) =>
    exportLoader({ request: getRequest(`/account/exports/${id}`, { cookie }), params: { exportId: id }, context }).catch(
      (thrown) => thrown as Response,
    );

  it("builds a file of every row about the person and nothing about anyone else, once, for them alone", async () => {
    const world = await amysWorld();
    const db = getDb();
    // A photo Amy sent, and what the business wrote for itself about her payment.
    const photoId = newId();
    await db
      .insertInto("media")
      .values({
        id: photoId,
        content_type: "image/png",
        bytes: new Uint8Array([137, 80, 78, 71, 1, 2, 3]),
        size: 7,
        sha256: "x".repeat(64),
      })
      .execute();
    await db
      .insertInto("thread_messages")
      .values({
        id: newId(),
        thread_id: world.threadId,
        author: "customer",
        body: "Here is the fence",
        photo_ids: JSON.stringify([photoId]),
      })
      .execute();
    await db.updateTable("payments").set({ notes: "Business note: haggled hard" }).where("id", "=", world.charge).execute();

    const cookie = await signedIn(AMY);
    const [first, second] = await Promise.all([askForExport(cookie), askForExport(cookie)]);
    expect([first.status, first.headers.get("Location")]).toEqual([302, "/account#data"]);
    expect(second.status).toBe(302);
    // Two asks at once make one file.
    expect((await home(cookie)).data.exports).toMatchObject([{ status: "queued", href: null }]);

    await buildDueDataExports(new Date());
    const listed = (await home(cookie)).data.exports;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ status: "ready", href: `/account/exports/${listed[0].id}` });
    const mail = await db
      .selectFrom("email_outbox")
      .select(["text"])
      .where("to", "=", AMY)
      .where("kind", "=", "data_export_ready")
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(`/account/exports/${listed[0].id}`);

    const response = await download(listed[0].id, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        "porchlight-data.json",
        "bookings.csv",
        "requests.csv",
        "messages.csv",
        "payments.csv",
        "sign-ins.csv",
        `photos/${photoId}.png`,
      ]),
    );
    expect([...files[`photos/${photoId}.png`]!]).toEqual([137, 80, 78, 71, 1, 2, 3]);
    const data = JSON.parse(strFromU8(files["porchlight-data.json"]!));
    expect(data.bookings.map((row: { id: string }) => row.id).sort()).toEqual([world.upcoming, world.past, world.visit].sort());
    expect(data.requests.map((row: { id: string }) => row.id)).toEqual([world.requestId]);
    expect(data.waitlist.map((row: { id: string }) => row.id)).toEqual([world.entryId]);
    expect(data.messages.map((row: { body: string }) => row.body)).toEqual(["Here is the fence"]);
    expect(data.payments.map((row: { id: string }) => row.id).sort()).toEqual([world.charge, world.refund].sort());
    expect(data.signIns.length).toBeGreaterThan(0);
    const everything = Object.values(files)
      .map((bytes) => Buffer.from(bytes).toString("latin1"))
      .join("\n");
    expect(everything).not.toContain(world.stranger);
    expect(everything).not.toContain("elsewhere.example");
    expect(everything).not.toContain("haggled hard");

    // Another customer's session, or none: nothing.
    const other = `someone.else.${amyCounter}@example.org`;
    await insertBooking(db, testBookingRow({ provider_user_id: (await createTestProvider()).id, customer_email: other }));
    const otherCookie = await signedIn(other);
    expect((await download(listed[0].id, otherCookie)).status).toBe(410);
    expect((await download(listed[0].id)).status).toBe(302);

    // Audited without the data itself.
    const audit = await db.selectFrom("audit_log").select(["details"]).where("action", "=", "customer.export").execute();
    expect(audit.some((row) => row.details?.includes(listed[0].id))).toBe(true);
    expect(audit.map((row) => row.details).join(" ")).not.toContain(AMY);
  });

  it("puts a build that died back in the queue, and a file that ended is gone", async () => {
    await amysWorld();
    const cookie = await signedIn(AMY);
    await askForExport(cookie);
    const db = getDb();
    const account = await db.selectFrom("customer_accounts").select("id").where("email", "=", AMY).executeTakeFirstOrThrow();
    const stale = new Date(Date.now() - 11 * 60_000).toISOString();
    await db
      .updateTable("data_exports")
      .set({ status: "building", status_changed_at: stale })
      .where("customer_id", "=", account.id)
      .execute();
    await buildDueDataExports(new Date());
    const [built] = (await home(cookie)).data.exports;
    expect(built.status).toBe("ready");
    await db
      .updateTable("data_exports")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", built.id)
      .execute();
    expect((await download(built.id, cookie)).status).toBe(410);
  });
});

describe("deleting one's account and data", () => {
  const erase = (fields: Record<string, string>, cookie?: string) =>
    run(deleteAction({ request: postForm("/account/delete", fields, { cookie }), params: {}, context }));

  it("asks once more, keeps the choice when the box is not ticked, then erases and signs out", async () => {
    const world = await amysWorld();
    const cookie = await signedIn(AMY);
    const page = await run(deleteLoader({ request: getRequest("/account/delete", { cookie }), params: {}, context }));
    expect(page.data.email).toBe(AMY);

    const unticked = await erase({ reviews: "remove" }, cookie);
    expect(unticked.status).toBe(400);
    expect(unticked.data.lastResult.error.confirm).toBeTruthy();
    expect(unticked.data.lastResult.initialValue.reviews).toBe("remove");
    expect(
      await getDb().selectFrom("bookings").select("customer_email").where("id", "=", world.upcoming).executeTakeFirstOrThrow(),
    ).not.toMatchObject({
      customer_email: expect.stringMatching(/deleted/),
    });

    const done = await erase({ reviews: "keep", confirm: "on" }, cookie);
    expect([done.status, done.headers.get("Location")]).toEqual([302, "/"]);
    expect(done.headers.get("Set-Cookie")).toMatch(/__customer=;/);
    const upcoming = await getDb()
      .selectFrom("bookings")
      .select(["status", "customer_name"])
      .where("id", "=", world.upcoming)
      .executeTakeFirstOrThrow();
    expect(upcoming).toEqual({ status: "cancelled", customer_name: "Deleted customer" });
    expect((await home(cookie)).status).toBe(302);
    // The stranger with the same name keeps everything.
    const stranger = await getDb()
      .selectFrom("bookings")
      .select(["customer_name", "status"])
      .where("id", "=", world.stranger)
      .executeTakeFirstOrThrow();
    expect(stranger).toEqual({ customer_name: "Amy Adams", status: "confirmed" });
  });

  it("cannot be reached without the customer's own session", async () => {
    const visitor = await erase({ reviews: "keep", confirm: "on" });
    expect([visitor.status, visitor.headers.get("Location")]).toEqual([
      302,
      `/account/sign-in?${new URLSearchParams({ redirectTo: "/account/delete" })}`,
    ]);
    const provider = await createTestProvider();
    const businessCookie = cookieFrom(await commitUserSession(getRequest("/provider"), provider.id));
    expect((await erase({ reviews: "keep", confirm: "on" }, businessCookie)).status).toBe(302);
  });

  it("is asked for by an admin for a person who wrote in, who confirms by the link sent to them", async () => {
    await amysWorld();
    const admin = await createUser(getDb(), { email: `admin-${amyCounter}@example.com`, password: "admin-password", role: "admin" });
    const adminCookie = cookieFrom(await commitUserSession(getRequest("/admin"), admin.id));
    const asked = await run(
      settingsAction({
        request: postForm("/admin/settings", { intent: "erasure-link", email: AMY }, { cookie: adminCookie }),
        params: {},
        context,
      }),
    );
    expect([asked.status, asked.headers.get("Location")]).toEqual([302, "/admin/settings"]);
    const sent = (await tokenSentTo(AMY))!;
    expect(sent.text).toContain("Confirm");
    expect(sent.text).toContain(`redirectTo=${encodeURIComponent("/account/delete")}`);
    // Nothing is erased on the admin's word.
    expect(await getDb().selectFrom("bookings").select("id").where("customer_email", "=", AMY).execute()).not.toEqual([]);
    // The person's link brings them to the page that asks them.
    const used = await useLink(sent.token, "/account/delete");
    expect(used.headers.get("Location")).toBe("/account/delete");

    // A provider cannot ask.
    const provider = await createTestProvider();
    const providerCookie = cookieFrom(await commitUserSession(getRequest("/provider"), provider.id));
    const refused = await run(
      settingsAction({
        request: postForm("/admin/settings", { intent: "erasure-link", email: AMY }, { cookie: providerCookie }),
        params: {},
        context,
      }),
    );
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/admin");
  });
});

describe("what a customer is sent", () => {
  const reminder = (to: string) =>
    enqueueEmail(getDb(), { to, subject: "Reminder", html: "<p>x</p>", text: "x", kind: "booking_reminder" });
  const confirmation = (to: string) =>
    enqueueEmail(getDb(), { to, subject: "Confirmed", html: "<p>x</p>", text: "x", kind: "booking_confirmation" });

  it("stops exactly the kinds unticked, keeps what answers the customer, and follows their language", async () => {
    const world = await amysWorld();
    const cookie = await signedIn(AMY);
    const page = await run(preferencesLoader({ request: getRequest("/account/preferences", { cookie }), params: {}, context }));
    expect(page.data.textable).toBe(false);
    expect(page.data.kinds.every((row: { email: boolean }) => row.email)).toBe(true);

    const everythingBut = {
      email_on_the_way: "on",
      email_offers: "on",
      email_quotes: "on",
      email_receipts: "on",
      email_review_requests: "on",
    };
    const saved = await run(
      preferencesAction({
        request: postForm("/account/preferences", { ...everythingBut, language: "es" }, { cookie }),
        params: {},
        context,
      }),
    );
    expect([saved.status, saved.headers.get("Location")]).toEqual([302, "/account/preferences"]);
    expect(await reminder(AMY.toUpperCase())).toBeNull();
    expect(await confirmation(AMY)).not.toBeNull();
    expect(await reminder("someone.else@example.org")).not.toBeNull();
    // Spanish from now on: the account and what is still ahead, not what is past.
    const languages = await getDb()
      .selectFrom("bookings")
      .select(["id", "language"])
      .where("id", "in", [world.upcoming, world.past])
      .execute();
    expect(Object.fromEntries(languages.map((row) => [row.id, row.language]))).toEqual({ [world.upcoming]: "es", [world.past]: "en" });

    const again = (await run(preferencesLoader({ request: getRequest("/account/preferences", { cookie }), params: {}, context }))).data;
    expect(again.language).toBe("es");
    expect(again.kinds.find((row: { kind: string }) => row.kind === "reminders").email).toBe(false);

    const bad = await run(
      preferencesAction({ request: postForm("/account/preferences", { language: "fr" }, { cookie }), params: {}, context }),
    );
    expect(bad.status).toBe(400);
  });

  it("stops one kind with one click in a footer or from a mail program, and refuses a forged link", async () => {
    await amysWorld();
    const token = unsubscribeToken(AMY, "review_requests");
    const page = await run(unsubscribeLoader({ request: getRequest(`/unsubscribe/${token}`), params: { token }, context }));
    expect(page.data).toEqual({ email: AMY, kind: "review_requests" });
    // Opening the page stops nothing (a scanner follows links).
    const review = () => enqueueEmail(getDb(), { to: AMY, subject: "Review?", html: "x", text: "x", kind: "review_invite" });
    expect(await review()).not.toBeNull();
    const stopped = await run(unsubscribeAction({ request: postForm(`/unsubscribe/${token}`, {}), params: { token }, context }));
    expect(stopped.data).toEqual({ stopped: true });
    expect(await review()).toBeNull();

    const offers = unsubscribeToken(AMY, "offers");
    const oneClick = await run(
      oneClickAction({
        request: new Request(`http://localhost:3000/hooks/unsubscribe/${offers}`, { method: "POST", body: "List-Unsubscribe=One-Click" }),
        params: { token: offers },
        context,
      }),
    );
    expect(oneClick.status).toBe(200);
    expect(await enqueueEmail(getDb(), { to: AMY, subject: "Offer", html: "x", text: "x", kind: "waitlist_offer" })).toBeNull();

    const forged = `${token.slice(0, -4)}AAAA`;
    expect(
      (await run(unsubscribeLoader({ request: getRequest(`/unsubscribe/${forged}`), params: { token: forged }, context }))).status,
    ).toBe(404);
    expect(
      (
        await run(
          oneClickAction({ request: new Request("http://localhost:3000/x", { method: "POST" }), params: { token: forged }, context }),
        )
      ).status,
    ).toBe(404);
    const otherKind = token.replace(".review_requests.", ".receipts.");
    expect(
      (await run(unsubscribeLoader({ request: getRequest(`/unsubscribe/${otherKind}`), params: { token: otherKind }, context }))).status,
    ).toBe(404);
  });
});

describe("saved addresses", () => {
  const addresses = async (cookie: string) =>
    (await run(addressesLoader({ request: getRequest("/account/addresses", { cookie }), params: {}, context }))).data.addresses as Array<{
      id: string;
      address: string;
      isDefault: boolean;
    }>;
  const post = (fields: Record<string, string>, cookie: string) =>
    run(addressesAction({ request: postForm("/account/addresses", fields, { cookie }), params: {}, context }));

  it("keeps up to five with one default, which fills the booking and quote forms", async () => {
    const world = await amysWorld();
    const cookie = await signedIn(AMY);
    const key = "k".repeat(22);
    const first = await post({ intent: "add", address: "12 Oak St, Austin, TX 78704", label: "Home", submission_key: key }, cookie);
    expect(first.status).toBe(302);
    // The same form posted twice saves once.
    await post({ intent: "add", address: "12 Oak St, Austin, TX 78704", label: "Home", submission_key: key }, cookie);
    expect((await addresses(cookie)).map((each) => [each.address, each.isDefault])).toEqual([["12 Oak St, Austin, TX 78704", true]]);

    for (const street of ["1 A St, Austin, TX 78701", "2 B St, Austin, TX 78701", "3 C St, Austin, TX 78701", "4 D St, Austin, TX 78701"]) {
      expect((await post({ intent: "add", address: street }, cookie)).status).toBe(302);
    }
    const sixth = await post({ intent: "add", address: "6 F St, Austin, TX 78701", label: "Cabin" }, cookie);
    expect(sixth.status).toBe(409);
    expect(sixth.data.lastResult.initialValue).toMatchObject({ address: "6 F St, Austin, TX 78701", label: "Cabin" });
    const short = await post({ intent: "add", address: "x" }, cookie);
    expect([short.status, short.data.lastResult.error.address]).toEqual([400, ["addresses.addressTooShort"]]);

    const saved = await addresses(cookie);
    expect(saved).toHaveLength(5);
    await post({ intent: "default", id: saved[2]!.id }, cookie);
    expect((await addresses(cookie)).filter((each) => each.isDefault).map((each) => each.address)).toEqual(["2 B St, Austin, TX 78701"]);
    const page = await run(
      serviceLoader({
        request: getRequest(`/service/${world.cleaning}?book=1`, { cookie }),
        params: { serviceId: world.cleaning },
        context,
      }),
    );
    expect(page.data.booking.defaults).toEqual({ customer_email: AMY, service_address: "2 B St, Austin, TX 78701" });
    const quotes = await run(
      quoteFormLoader({ request: getRequest("/requests/new?category=home-services", { cookie }), params: {}, context }),
    );
    expect(quotes.data.contact).toEqual({ customer_email: AMY, customer_name: "Amy Adams", customer_phone: "(512) 555-0100" });

    // Removing the default makes the oldest left the default; another's address is refused.
    await post({ intent: "remove", id: saved[2]!.id }, cookie);
    expect((await addresses(cookie)).filter((each) => each.isDefault).map((each) => each.address)).toEqual(["12 Oak St, Austin, TX 78704"]);
    const other = `another.${amyCounter}@example.org`;
    await insertBooking(getDb(), testBookingRow({ provider_user_id: (await createTestProvider()).id, customer_email: other }));
    const otherCookie = await signedIn(other);
    const refused = await post({ intent: "remove", id: saved[0]!.id }, otherCookie);
    expect(refused.status).toBe(302);
    expect(await addresses(cookie)).toHaveLength(4);
  });
});
