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

/** Whose feed an address is (by its token's hash). */
export async function findCalendarFeedOwner(tokenHash: string) {
  return getDb().selectFrom("calendar_feeds as f").select(["f.owner_user_id"]).where("f.token_hash", "=", tokenHash).executeTakeFirst();
}

/** A job waiting for its payment is not one yet; an expired hold never was. */
const FEED_STATUSES: BookingStatus[] = ["confirmed", "en_route", "in_progress", "completed", "no_show", "cancelled"];

/**
 * A provider's jobs from `since` on, soonest first, at most `limit`: the confirmed and finished
 * ones, and the cancelled ones (a subscribed calendar drops them), from the (provider, start) index.
 */
export async function listFeedJobs(providerUserId: string, since: Date, limit: number) {
  return getDb()
    .selectFrom("bookings as b")
    .leftJoin("services as s", "s.id", "b.service_id")
    .select([
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
    .where("b.provider_user_id", "=", providerUserId)
    .where("b.starts_at", ">=", since.toISOString())
    .where("b.status", "in", FEED_STATUSES)
    .orderBy("b.starts_at")
    .orderBy("b.id")
    .limit(limit)
    .execute();
}
