import { daySummaryEmailFor } from "~/locales/booking-emails";
import { localClock, timeZoneAbbreviation } from "~/domain/time";
import { publicOrigin } from "~/lib/http.server";
import { inTransaction } from "~/services/support/transaction.server";
import { listLiveBookingsStarting, listProviderDayJobs } from "~/models/booking.server";
import { claimProviderDigest } from "~/models/provider-schedule.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import { findUserById, findUserLanguage } from "~/models/user.server";

/** Morning summaries go out from 07:00 in the provider's zone, and only in the morning. */
export const DIGEST_WINDOW = { from: "07:00", until: "12:00" } as const;

/**
 * Queues each provider's summary of today's jobs once their local clock passes 07:00: one per
 * provider and day, whichever app machine gets there first (the digest row's primary key
 * decides, in the transaction that queues the e-mail). Returns how many were queued.
 */
export async function queueMorningSummaries(now: Date): Promise<number> {
  // Every zone's "today" lies within this window around now.
  const candidates = await listLiveBookingsStarting({
    from: new Date(now.getTime() - 20 * 3_600_000),
    to: new Date(now.getTime() + 24 * 3_600_000),
  });
  const due = new Map<string, { providerUserId: string; date: string; timeZone: string }>();
  for (const booking of candidates) {
    const clock = localClock(now, booking.time_zone);
    if (booking.preferred_date !== clock.date || clock.time < DIGEST_WINDOW.from || clock.time >= DIGEST_WINDOW.until) continue;
    const key = `${booking.provider_user_id}|${booking.preferred_date}`;
    if (!due.has(key))
      due.set(key, { providerUserId: booking.provider_user_id!, date: booking.preferred_date, timeZone: booking.time_zone });
  }
  let queued = 0;
  for (const digest of due.values()) {
    const sent = await inTransaction(async (trx) => {
      if (!(await claimProviderDigest(trx, digest.providerUserId, digest.date))) return false;
      const [jobs, provider, language] = await Promise.all([
        listProviderDayJobs(trx, digest.providerUserId, digest.date),
        findUserById(digest.providerUserId, trx),
        findUserLanguage(digest.providerUserId, trx),
      ]);
      if (!provider || jobs.length === 0) return true;
      await enqueueEmail(
        trx,
        daySummaryEmailFor({
          language,
          to: provider.email,
          date: digest.date,
          timeZoneLabel: timeZoneAbbreviation(now, digest.timeZone),
          jobs,
          bookingsUrl: `${publicOrigin()}/provider/bookings`,
        }),
      );
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
