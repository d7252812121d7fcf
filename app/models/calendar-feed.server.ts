import type { BookingStatus } from "~/domain/booking/booking-lifecycle";
import { getDb } from "~/lib/db.server";

/** Providers' calendar subscription addresses (migration 0028) and the jobs their feeds hold. */

/** Gives the provider a new address: the one before, if any, stops at once (one row per provider). */
export async function replaceCalendarFeed(ownerUserId: string, tokenHash: string, now: Date) {
  await getDb()
    .insertInto("calendar_feeds")
    .values({ owner_user_id: ownerUserId, token_hash: tokenHash, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("owner_user_id").doUpdateSet({ token_hash: tokenHash, created_at: now.toISOString() }))
    .execute();
}

export async function findCalendarFeed(ownerUserId: string) {
  return getDb().selectFrom("calendar_feeds").select(["created_at"]).where("owner_user_id", "=", ownerUserId).executeTakeFirst();
}

/** Whose feed an address is (by its token's hash), and whether that is a team member (their own jobs) or a business (all of its jobs). */
export async function findCalendarFeedOwner(tokenHash: string) {
  return getDb()
    .selectFrom("calendar_feeds as f")
    .leftJoin("team_members as tm", "tm.user_id", "f.owner_user_id")
    .select(["f.owner_user_id", "tm.status as member_status"])
    .where("f.token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/** A job waiting for its payment is not one yet; an expired hold never was. */
const FEED_STATUSES: BookingStatus[] = ["confirmed", "en_route", "in_progress", "completed", "no_show", "cancelled"];

/**
 * A business's jobs (or a team member's own) from `since` on, soonest first, at most `limit`: the
 * confirmed and finished ones, and the cancelled ones (a subscribed calendar drops them), from the
 * (provider, start) or (assignee, start) index.
 */
export async function listFeedJobs(owner: { userId: string; member: boolean }, since: Date, limit: number) {
  return getDb()
    .selectFrom("bookings as b")
    .leftJoin("services as s", "s.id", "b.service_id")
    .leftJoin("team_members as tm", "tm.user_id", "b.assigned_user_id")
    .select([
      "tm.name as member_name",
      "b.id",
      "b.reference",
      "b.sequence",
      "b.status",
      "b.preferred_date",
      "b.preferred_time",
      "b.duration_minutes",
      "b.time_zone",
      "b.service_type",
      "b.customer_name",
      "b.service_address",
      "b.special_requests",
      "s.business_name",
      "b.created_at",
      "b.status_changed_at",
    ])
    .where(owner.member ? "b.assigned_user_id" : "b.provider_user_id", "=", owner.userId)
    .where("b.starts_at", ">=", since.toISOString())
    .where("b.status", "in", FEED_STATUSES)
    .orderBy("b.starts_at")
    .orderBy("b.id")
    .limit(limit)
    .execute();
}
