import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { insertBooking } from "~/models/booking.server";
import { createUser } from "~/models/user.server";
import { loader as feedLoader } from "~/routes/feeds.$token.jobs[.]ics";
import { calendarFeed, calendarFeedStatus, newCalendarFeed } from "~/services/portal/index.server";
import type { SignedInUser } from "~/services/support/access.server";
import { createTestTile, testBookingRow } from "../support/factories";

/**
 * A provider's jobs as the calendar feed their calendar app subscribes to (issue 35, part 5), on
 * both engines: its private address, what it holds, and an address replaced stops at once.
 */
const NOW = new Date("2030-01-07T15:00:00Z");
let pro: SignedInUser;
let other: SignedInUser;
const ids: Record<string, string> = {};

const tokenOf = (url: string) => /\/feeds\/([A-Za-z0-9_-]{43})\/jobs\.ics$/.exec(url)![1];

beforeAll(async () => {
  const user = async (email: string): Promise<SignedInUser> => {
    const created = await createUser(getDb(), { email, password: "feed-pass-1234", role: "provider" });
    return { ...created, role: "provider" };
  };
  pro = await user("feed-pro@example.com");
  other = await user("feed-other@example.com");
  const tile = await createTestTile({ zipCode: "78701", providerUserId: pro.id, serviceName: "Tiling", businessName: "Tile Pros" });
  const job = (name: string, date: string, extra: Record<string, unknown> = {}) =>
    testBookingRow({
      provider_user_id: pro.id,
      service_id: tile,
      customer_name: name,
      service_type: "Tiling",
      service_address: "1100 Congress Ave, Austin, TX 78701",
      preferred_date: date,
      preferred_time: "10:00",
      time_zone: "America/Chicago",
      ...extra,
    });
  ids.ahead = await insertBooking(getDb(), { ...job("Ana Ahead", "2030-01-09"), special_requests: "Gate code 1234" });
  ids.lastWeek = await insertBooking(getDb(), { ...job("Lee Lastweek", "2029-12-31"), status: "completed" });
  ids.longAgo = await insertBooking(getDb(), { ...job("Old Oldtimer", "2029-11-01"), status: "completed" });
  ids.cancelled = await insertBooking(getDb(), { ...job("Cal Cancelled", "2030-01-10"), status: "cancelled", sequence: 1 });
  ids.unpaid = await insertBooking(getDb(), {
    ...job("Pat Pending", "2030-01-11"),
    status: "pending",
    hold_expires_at: "2030-01-07T15:15:00.000Z",
  });
  ids.others = await insertBooking(getDb(), testBookingRow({ provider_user_id: other.id, customer_name: "Not Theirs" }));
});

describe("a provider's calendar feed", () => {
  let token: string;

  it("has no address until the provider makes one, shown once as a private URL", async () => {
    expect(await calendarFeedStatus(pro)).toEqual({ exists: false });
    const { url } = await newCalendarFeed(pro, NOW);
    expect(url).toMatch(/^https?:\/\/[^/]+\/feeds\/[A-Za-z0-9_-]{43}\/jobs\.ics$/);
    token = tokenOf(url);
    expect(await calendarFeedStatus(pro)).toEqual({ exists: true });
    // Only its hash is kept.
    const stored = await getDb().selectFrom("calendar_feeds").selectAll().where("owner_user_id", "=", pro.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("holds the last 30 days and every job ahead, a cancelled one marked so, read back as a calendar app does", async () => {
    const text = (await calendarFeed(token, NOW))!;
    const calendar = new ICAL.Component(ICAL.parse(text));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent("vtimezone")!);
    const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.uid)).toEqual([
      `${ids.lastWeek}-job@porchlight`,
      `${ids.ahead}-job@porchlight`,
      `${ids.cancelled}-job@porchlight`,
    ]);
    const ahead = events[1]!;
    expect(ahead.summary).toBe("Tiling: Ana A.");
    expect(ahead.location).toBe("1100 Congress Ave, Austin, TX 78701");
    expect(ahead.description).toContain("Notes: Gate code 1234");
    expect(ahead.description).toMatch(/Booking PL-[0-9A-Z]{6}\./);
    // 10:00 in Austin is 16:00 UTC in January.
    expect(ahead.startDate.toJSDate().toISOString()).toBe("2030-01-09T16:00:00.000Z");
    expect(ahead.endDate.toJSDate().toISOString()).toBe("2030-01-09T17:00:00.000Z");
    const cancelled = calendar.getAllSubcomponents("vevent")[2]!;
    expect(cancelled.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled.getFirstPropertyValue("sequence")).toBe(1);
    expect(text).not.toContain("Not Theirs");
    expect(text).not.toContain("Pat P.");
    expect(text).not.toContain("Old O.");
  });

  it("keeps its bytes until a job changes, so a calendar asking with its ETag is told 304", async () => {
    const get = (etag?: string) =>
      feedLoader({
        request: new Request(`http://localhost:3000/feeds/${token}/jobs.ics`, { headers: etag ? { "If-None-Match": etag } : {} }),
        params: { token },
        context: {} as never,
      });
    const first = await get();
    const etag = first.headers.get("ETag")!;
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get("Cache-Control")).toBe("private, no-cache");
    const again = await get(etag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect((await get(`W/${etag}`)).status).toBe(304);
    expect(await calendarFeed(token, new Date(NOW.getTime() + 3_600_000))).toBe(await calendarFeed(token, NOW));
    await getDb().updateTable("bookings").set({ special_requests: "Gate code 9876", sequence: 1 }).where("id", "=", ids.ahead).execute();
    const changed = await get(etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
  });

  it("stops answering at the old address once a new one is made, and never for a malformed one", async () => {
    const { url } = await newCalendarFeed(pro, NOW);
    expect(await calendarFeed(token, NOW)).toBeUndefined();
    expect(await calendarFeed(tokenOf(url), NOW)).toContain("BEGIN:VCALENDAR");
    expect(await calendarFeed("not-a-token", NOW)).toBeUndefined();
    expect(await calendarFeed(undefined, NOW)).toBeUndefined();
    expect((await getDb().selectFrom("calendar_feeds").selectAll().execute()).filter((row) => row.owner_user_id === pro.id)).toHaveLength(
      1,
    );
  });
});
