import { RESPONSE_RATE_HOURS, RESPONSE_WINDOW_DAYS, responseMeasures } from "~/domain/quotes/quotes";
import type { Executor } from "~/lib/db.server";
import { providersWithRequestsBetween, requestAnswersSince, setProviderResponseTime } from "~/models/thread.server";
import { inTransaction } from "~/services/support/transaction.server";

/**
 * A provider's response time on their cards (docs/decisions/0018): the median of their minutes
 * to first reply to the requests of the last 90 days, once they have answered three; the
 * catalogue's words until then; beside it, the share of those requests answered within 24 hours,
 * once they have five. Kept on their tiles, so the list reads and sorts them.
 */

const DAY_MS = 86_400_000;
const windowStart = (now: Date) => new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS).toISOString();

/** After a provider's first reply to a request (inside its transaction). */
export async function refreshResponseTime(trx: Executor, providerUserId: string, now: Date) {
  const requests = await requestAnswersSince(trx, providerUserId, windowStart(now));
  await setProviderResponseTime(trx, providerUserId, responseMeasures(requests, now));
}

/**
 * The hourly sweep: providers whose oldest requests just left the window, and those whose
 * requests just passed their first day unanswered (the rate counts them as missed now), are
 * measured again.
 */
export async function refreshLeavingResponseTimes(now: Date, sinceLastRunMs = 2 * 3_600_000) {
  const spans = [windowStart(now), new Date(now.getTime() - RESPONSE_RATE_HOURS * 3_600_000).toISOString()];
  const providers = new Set<string>();
  for (const to of spans) {
    const from = new Date(Date.parse(to) - sinceLastRunMs).toISOString();
    for (const providerUserId of await providersWithRequestsBetween(from, to)) providers.add(providerUserId);
  }
  for (const providerUserId of providers) {
    await inTransaction((trx) => refreshResponseTime(trx, providerUserId, now), { queuesEmail: false });
  }
}
