import { measuredResponseMinutes, RESPONSE_WINDOW_DAYS } from "~/domain/quotes/quotes";
import type { Executor } from "~/lib/db.server";
import { providersWithRequestsBetween, responseMinutesSince, setProviderResponseTime } from "~/models/thread.server";
import { inTransaction } from "~/services/support/transaction.server";

/**
 * A provider's response time on their cards (docs/decisions/0018): the median of their minutes
 * to first reply to the requests of the last 90 days, once they have answered three; the
 * catalogue's words until then. Kept on their tiles, so the list reads and sorts it as before.
 */

const DAY_MS = 86_400_000;
const windowStart = (now: Date) => new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS).toISOString();

/** After a provider's first reply to a request (inside its transaction). */
export async function refreshResponseTime(trx: Executor, providerUserId: string, now: Date) {
  const minutes = await responseMinutesSince(trx, providerUserId, windowStart(now));
  await setProviderResponseTime(trx, providerUserId, measuredResponseMinutes(minutes));
}

/** The hourly sweep: providers whose oldest requests just left the window are measured again. */
export async function refreshLeavingResponseTimes(now: Date, sinceLastRunMs = 2 * 3_600_000) {
  const to = windowStart(now);
  const from = new Date(Date.parse(to) - sinceLastRunMs).toISOString();
  for (const providerUserId of await providersWithRequestsBetween(from, to)) {
    await inTransaction((trx) => refreshResponseTime(trx, providerUserId, now), { queuesEmail: false });
  }
}
