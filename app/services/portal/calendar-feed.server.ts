import { buildFeedIcs, type CalendarEvent } from "~/domain/booking/ics";
import { firstNameAndInitial } from "~/domain/forms/fields";
import { localClock } from "~/domain/time";
import { publicOrigin } from "~/lib/http.server";
import { calendarFeedPath, newStoredToken, storedTokenHash } from "~/lib/signed-links.server";
import { findCalendarFeed, findCalendarFeedOwner, listFeedJobs, replaceCalendarFeed } from "~/models/calendar-feed.server";
import type { SignedInUser } from "~/services/support/access.server";

/**
 * A provider's jobs in the calendar they already use (issue 35, part 5): a private address their
 * calendar app subscribes to ("From URL" in Google Calendar, "New Calendar Subscription" in Apple
 * Calendar, "Subscribe from web" in Outlook), serving the jobs of the last 30 days and every one
 * ahead as an iCalendar feed.
 */

/** How far back the feed goes, and how many jobs it holds at most. */
const FEED_PAST_DAYS = 30;
const FEED_MAX_JOBS = 1_000;

/** Whether the provider has an address (it is shown only when made). */
export async function calendarFeedStatus(provider: SignedInUser) {
  const feed = await findCalendarFeed(provider.id);
  return { exists: feed !== undefined };
}

/** A new address for the provider's calendar; the one before stops working. Shown once. */
export async function newCalendarFeed(provider: SignedInUser, now: Date): Promise<{ url: string }> {
  const { token, hash } = newStoredToken();
  await replaceCalendarFeed(provider.id, hash, now);
  return { url: `${publicOrigin()}${calendarFeedPath(token)}` };
}

/** The feed an address serves, or undefined for an address that is not (or no longer) one. */
export async function calendarFeed(token: string | undefined, now: Date): Promise<string | undefined> {
  const hash = storedTokenHash(token);
  const owner = hash ? await findCalendarFeedOwner(hash) : undefined;
  // A member removed from the team sees no more of its jobs.
  if (!owner || owner.member_status === "removed") return undefined;
  // A team member's address holds the jobs given to them; the business's, every job with who does it.
  const member = owner.member_status !== null;
  const jobs = await listFeedJobs(
    { userId: owner.owner_user_id, member },
    new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000),
    FEED_MAX_JOBS,
  );
  const portal = `${publicOrigin()}${member ? "/team" : "/provider/bookings"}`;
  const events: CalendarEvent[] = jobs.map((job) => ({
    // Not the customer's invitation's UID: one person may hold both calendars.
    uid: `${job.id}-job@porchlight`,
    sequence: job.sequence,
    date: job.preferred_date,
    time: job.preferred_time,
    durationMinutes: job.duration_minutes,
    timeZone: job.time_zone,
    summary: `${job.service_type}: ${firstNameAndInitial(job.customer_name)}`,
    description: [
      `Booking ${job.reference}.`,
      !member && job.member_name ? `Team member: ${job.member_name}` : null,
      job.special_requests ? `Notes: ${job.special_requests}` : null,
      `Customer's contact and the job's steps: ${portal}`,
    ]
      .filter(Boolean)
      .join("\n"),
    location: job.service_address,
    url: portal,
    // When the job last changed, not when it was asked for: the feed's bytes (and its ETag) stay
    // the same until a job changes, so a calendar app's conditional request is answered 304.
    stamp: new Date(job.status_changed_at ?? job.created_at),
    cancelled: job.status === "cancelled",
  }));
  const name = jobs[0]?.business_name ?? "Porchlight jobs";
  return buildFeedIcs({ name: `${name} (Porchlight)`, events, year: Number(localClock(now, "UTC").date.slice(0, 4)) });
}
