/**
 * One "app machine" of the waitlist's race (tests/integration/waitlist.test.ts): a process of its
 * own on the test's database that, at the agreed instant, cancels one booking (which offers its
 * time to the waitlist at once) and runs the minute's sweep, as a second server would.
 * Usage: tsx tests/support/waitlist-worker.ts <bookingId> <startAtEpochMs> <nowIso>
 */
export {};

const [bookingId, startAt, nowIso] = process.argv.slice(2);
const { bookingToken, openBookingLink } = await import("~/lib/signed-links.server");
const { cancelBookingAsCustomer } = await import("~/services/booking/index.server");
const { sweepWaitlists } = await import("~/services/waitlist/index.server");
const { getDb } = await import("~/lib/db.server");
// Both processes are loaded before either begins: then they start together.
await getDb().selectFrom("waitlist_entries").select("id").limit(1).execute();
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
const now = new Date(nowIso);
const cancelled = await cancelBookingAsCustomer({
  link: openBookingLink(bookingId, bookingToken(bookingId))!,
  origin: "http://localhost:3000",
  now,
});
const swept = await sweepWaitlists(now);
console.log(JSON.stringify({ cancelled: cancelled.ok, swept }));
process.exit(0);
