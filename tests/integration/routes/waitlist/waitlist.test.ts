import { beforeAll, describe, expect, it } from "vitest";
import { tooLongReason } from "~/domain/forms/fields";
import { addDaysToDate, localClock, weekdayOfDate } from "~/domain/time";
import { getDb } from "~/lib/db.server";
import { idToken } from "~/lib/signed-links.server";
import { createUser } from "~/models/user.server";
import { commitUserSession } from "~/services/support/auth.server";
import { action as joinAction, loader as joinLoader } from "~/routes/service.$serviceId_.waitlist";
import { action as entryAction, loader as entryLoader } from "~/routes/waitlist.$entryId";
import { action as portalAction, loader as portalLoader } from "~/routes/provider+/waitlist";
import { createTestTile } from "#tests/support/factories";
import { context, cookieFrom, getRequest, inEnglish, postForm, run, shownBefore, toastOf } from "#tests/support/requests";
import { sayIn } from "~/locales/messages";

/** The waitlist's routes (decision 0033): what each answers to good, bad and forged posts, and the gate. */

let serviceId: string;
let ownerCookie: string;
let strangerCookie: string;
// Three days on, never a Sunday (the test tile's hours are Monday to Saturday).
const threeDaysOn = addDaysToDate(localClock(new Date(), "America/Chicago").date, 3);
const day = weekdayOfDate(threeDaysOn) === "sunday" ? addDaysToDate(threeDaysOn, 1) : threeDaysOn;
const customer = { customer_name: "Vera Route", customer_email: "vera.route@example.org", customer_phone: "(512) 555-0142" };

const join = (fields: Record<string, string>) =>
  run(joinAction({ request: postForm(`/service/${serviceId}/waitlist`, fields), params: { serviceId }, context }));

beforeAll(async () => {
  const owner = await createUser(getDb(), { email: "route-owner@example.com", password: "route-owner-pass", role: "provider" });
  const stranger = await createUser(getDb(), { email: "route-stranger@example.com", password: "route-stranger-pass", role: "provider" });
  ownerCookie = cookieFrom(await commitUserSession(getRequest("/"), owner.id));
  strangerCookie = cookieFrom(await commitUserSession(getRequest("/"), stranger.id));
  serviceId = await createTestTile({ zipCode: "78701", providerUserId: owner.id, serviceName: "Pool Cleaning" });
});

describe("joining", () => {
  it("shows the form for a service, and a plain 404 for an unknown one", async () => {
    const page = await run(
      joinLoader({ request: getRequest(`/service/${serviceId}/waitlist?date=${day}`), params: { serviceId }, context }),
    );
    expect(page.data.join).toMatchObject({ serviceName: "Pool Cleaning", day });
    const unknown = await run(joinLoader({ request: getRequest("/service/nope/waitlist"), params: { serviceId: "nope" }, context }));
    expect(unknown.status).toBe(404);
  });

  it("keeps what was typed and puts the window's message beside its field", async () => {
    const refused = await join({
      ...shownBefore(),
      ...customer,
      window_1_from: day,
      window_1_part: "between",
      window_1_start: "15:00",
      window_1_end: "14:00",
    });
    expect(refused.status).toBe(400);
    expect(inEnglish(refused.data.lastResult.error)).toEqual({ window_1_end: ["The end time must be after the start time."] });
    expect(refused.data.lastResult.initialValue).toMatchObject({ customer_name: "Vera Route", window_1_start: "15:00" });
    const bot = await join({ ...customer, window_1_from: day });
    expect(bot.status).toBe(400);
    expect(inEnglish(bot.data.lastResult.error)[""]).toEqual(["Your request could not be sent. Please try again."]);
  });

  it("joins, sends the customer to their entry, and opens it only with its token", async () => {
    const joined = await join({ ...shownBefore(), ...customer, window_1_from: day, window_1_part: "evening" });
    expect(joined.status).toBe(302);
    const location = joined.headers.get("Location")!;
    const entryId = /\/waitlist\/([^?]+)\?token=/.exec(location)![1];
    const open = await run(entryLoader({ request: getRequest(location), params: { entryId }, context }));
    expect(open.data.entry).toMatchObject({ status: "waiting", place: "You are the only one waiting for these times." });
    const forged = await run(entryLoader({ request: getRequest(`/waitlist/${entryId}?token=forged`), params: { entryId }, context }));
    expect(forged.status).toBe(404);

    const token = idToken("waitlist", entryId);
    const post = (fields: Record<string, string>) =>
      run(entryAction({ request: postForm(`/waitlist/${entryId}`, { token, ...fields }), params: { entryId }, context }));
    expect((await post({ intent: "nonsense" })).status).toBe(400);
    expect((await post({ intent: "change", window_1_from: "not-a-date" })).status).toBe(400);
    expect((await post({ intent: "decline" })).headers.get("Location")).toBe(`/waitlist/${entryId}?token=${token}`);
    expect((await post({ intent: "leave" })).status).toBe(302);
    const again = await post({ intent: "book" });
    expect(again.status).toBe(409);
    expect(sayIn("en", again.data.offerError)).toBe("This waitlist entry has ended.");
    expect(sayIn("es", again.data.offerError)).toBe("Este lugar en la lista de espera ya terminó.");
    const forgedPost = await run(
      entryAction({ request: postForm(`/waitlist/${entryId}`, { token: "forged", intent: "leave" }), params: { entryId }, context }),
    );
    expect(forgedPost.status).toBe(404);
  });
});

describe("booking an offer", () => {
  it("says what a refused field needs, keeps what was typed, then books", async () => {
    // Time already free in the window is offered at once.
    const joined = await join({ ...shownBefore(), ...customer, customer_email: "will.offer@example.org", window_1_from: day });
    const location = joined.headers.get("Location")!;
    const entryId = /\/waitlist\/([^?]+)\?token=/.exec(location)![1];
    const page = await run(entryLoader({ request: getRequest(location), params: { entryId }, context }));
    expect(page.data.offer).not.toBeNull();
    const token = idToken("waitlist", entryId);
    const book = (fields: Record<string, string>) =>
      run(entryAction({ request: postForm(`/waitlist/${entryId}`, { token, intent: "book", ...fields }), params: { entryId }, context }));
    const refused = await book({ service_address: "12 Elm St", special_requests: "x".repeat(1001) });
    expect(refused.status).toBe(400);
    expect(refused.data.offerError).toBe(tooLongReason(1000));
    expect(refused.data.offerValues.service_address).toBe("12 Elm St");
    const booked = await book({ service_address: "12 Elm St" });
    expect(booked.status).toBe(302);
    expect(booked.headers.get("Location")).toMatch(/^\/bookings\/[0-9a-f-]{36}\?token=/);
  });
});

describe("the portal's Waitlist", () => {
  it("is the signed-in provider's, and switches only their own services", async () => {
    const anonymous = await run(portalLoader({ request: getRequest("/provider/waitlist"), params: {}, context }));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/provider\?/);
    const own = await run(portalLoader({ request: getRequest("/provider/waitlist", { cookie: ownerCookie }), params: {}, context }));
    expect(own.data.services).toMatchObject([{ name: "Pool Cleaning", waitlistOn: true }]);
    const theirs = await run(
      portalAction({
        request: postForm("/provider/waitlist", { service_id: serviceId, waitlist: "off" }, { cookie: strangerCookie }),
        params: {},
        context,
      }),
    );
    expect(theirs.status).toBe(302);
    expect(await toastOf(theirs)).toMatchObject({ type: "error" });
    const closed = await run(
      portalAction({
        request: postForm("/provider/waitlist", { service_id: serviceId, waitlist: "off" }, { cookie: ownerCookie }),
        params: {},
        context,
      }),
    );
    expect(closed.status).toBe(302);
    const refused = await join({ ...shownBefore(), ...customer, window_1_from: day });
    expect(refused.status).toBe(409);
  });
});
