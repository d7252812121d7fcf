import { textConsenting } from "~/services/notifications/index.server";
import { textSendTime } from "~/domain/texts/texts";
import { refuse, type Outcome } from "~/domain/outcome";
import { BOOKING_WINDOW_DAYS, checkSlot, SLOT_TIMES, startPlanner, takerOf, type SlotContext } from "~/domain/schedule/slots";
import { addDaysToDate, instantOf, localClock, timeZoneAbbreviation } from "~/domain/time";
import { newId } from "~/domain/uuid";
import { fitsAnyWindow, hasStartsLeft, offerExpiry, parseWindows, windowSpan, type WaitWindow } from "~/domain/waitlist/waitlist";
import { offerEmailFor, offerPassedEmailFor } from "~/locales/waitlist-emails";
import { customerTexts } from "~/locales/texts";
import { instantIn } from "~/locales/dates";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { publicOrigin } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { waitlistPath } from "~/lib/signed-links.server";
import { recordAudit } from "~/models/audit.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import { publicDataVersion } from "~/models/public-data.server";
import { getActiveService, getListedService, type ServiceCard } from "~/models/service.server";
import {
  changeEntryStatus,
  changeOfferStatus,
  getWaitlistEntry,
  holdCells,
  insertWaitlistOffer,
  lapseEndedEntries,
  listExpiredOffers,
  listOfferableEntries,
  listOfferedStarts,
  listWaitingEntries,
  listServicesWithWaiting,
  releaseHold,
  type WaitlistEntryRow,
  type WaitlistOfferRow,
} from "~/models/waitlist.server";
import { assigneeFor, slotContextFor, slotContextOver } from "~/services/booking/index.server";
import { decideInTransaction, inTransaction } from "~/services/support/transaction.server";

/**
 * Offers, one at a time (decision 0033): freed time goes to the first entry in joining order whose
 * window it fits, as one start held for that customer alone by the database for
 * WAITLIST_OFFER_MINUTES. An offer not taken, passed on or withdrawn lets its cells go to the next
 * match, or back to the public.
 */

export function holdMinutes() {
  const env = getEnv();
  return { minutes: env.WAITLIST_OFFER_MINUTES, soonMinutes: env.WAITLIST_SOON_OFFER_MINUTES };
}

type Start = { date: string; time: string; startsAt: Date };

/** How many starts of one entry are tried in a pass before the next entry's turn (each lost one was taken meanwhile). */
const TRIES_PER_ENTRY = 3;

/** The free starts of an entry's windows, earliest first, but those it was offered before. */
function* freeStartsFor(
  context: SlotContext,
  windows: readonly WaitWindow[],
  offeredBefore: ReadonlySet<string> | undefined,
  span: { fromDate: string; toDate: string },
) {
  const own = windowSpan(windows);
  const last = own.toDate < span.toDate ? own.toDate : span.toDate;
  for (let date = own.fromDate > span.fromDate ? own.fromDate : span.fromDate; date <= last; date = addDaysToDate(date, 1)) {
    if (!windows.some((window) => date >= window.from && date <= window.to)) continue;
    for (const time of SLOT_TIMES) {
      if (!fitsAnyWindow(windows, date, time)) continue;
      // The engine's own verdict: free (someone is, for a team), within hours, not past.
      const check = checkSlot(date, time, context);
      if (!check.ok || offeredBefore?.has(check.startsAt.toISOString())) continue;
      yield { date, time, startsAt: check.startsAt, check };
    }
  }
}

/** Offers the freed time of these providers' services (every service with people waiting when none is named); returns the offers made. */
export async function fillWaitlists(now: Date, options: { providerUserId?: string; serviceId?: string } = {}): Promise<number> {
  const serviceIds = options.serviceId ? [options.serviceId] : await listServicesWithWaiting({ providerUserId: options.providerUserId });
  let made = 0;
  for (const serviceId of serviceIds) made += await fillService(serviceId, now);
  return made;
}

async function fillService(serviceId: string, now: Date): Promise<number> {
  // Freed time of a tile that is not listed now (a lapsed credential, decision 0035) is offered to nobody.
  const service = await getListedService(serviceId, now);
  if (!service?.provider_user_id || service.waitlist_on !== 1) return 0;
  const { entries, offered } = await listOfferableEntries(serviceId);
  const today = localClock(now, service.timeZone).date;
  const windowsOf = new Map(entries.map((entry) => [entry.id, parseWindows(entry.windows).filter((window) => window.to >= today)]));
  const all = [...windowsOf.values()].flat();
  if (all.length === 0) return 0;
  const wanted = windowSpan(all);
  const span = {
    fromDate: wanted.fromDate > today ? wanted.fromDate : today,
    toDate: wanted.toDate < addDaysToDate(today, BOOKING_WINDOW_DAYS) ? wanted.toDate : addDaysToDate(today, BOOKING_WINDOW_DAYS),
  };
  const context = await slotContextOver(service, span, now);
  if (!context) return 0;
  // Offers made in this pass count as busy for the entries after them.
  const planner = startPlanner(context);
  let made = 0;
  for (const entry of entries) {
    const windows = windowsOf.get(entry.id)!;
    if (windows.length === 0) continue;
    let tries = 0;
    for (const start of freeStartsFor(planner.context, windows, offered.get(entry.id), span)) {
      if (++tries > TRIES_PER_ENTRY) break;
      const outcome = await offerStart(service, entry, start, now);
      if (outcome.ok) {
        const taker = takerOf(start.check, outcome.personUserId);
        planner.hold(taker?.userId ?? null, taker?.cells ?? start.check.cells, start.check.startsAt);
        made += 1;
        break;
      }
      // The customer holds an offer already, or left meanwhile: the next entry's turn.
      if (outcome.code !== "taken") break;
    }
  }
  return made;
}

/** Offers one start to one entry, in one transaction: the entry still waiting, the start still free, the customer holding no other offer. */
async function offerStart(
  service: ServiceCard,
  entry: WaitlistEntryRow,
  start: Start,
  now: Date,
): Promise<Outcome<{ offerId: string; personUserId: string }>> {
  const taken = { ...refuse(409, "taken"), code: "taken" };
  return decideInTransaction(async (trx): Promise<Outcome<{ offerId: string; personUserId: string }>> => {
    const current = await getWaitlistEntry(entry.id, trx);
    if (current?.status !== "waiting") return { ...refuse(409, "gone"), code: "gone" };
    const context = await slotContextFor(service, start.date, now, { executor: trx });
    const check = context ? checkSlot(start.date, start.time, context) : null;
    if (!context || !check?.ok) return taken;
    const assignee = await assigneeFor(trx, { providerUserId: service.provider_user_id!, check, timeZone: context.timeZone });
    const offerId = newId();
    const hold = holdMinutes();
    const expiresAt = offerExpiry(check.startsAt, now, hold);
    const inserted = await insertWaitlistOffer(trx, {
      id: offerId,
      entry_id: entry.id,
      service_id: service.id,
      provider_user_id: service.provider_user_id!,
      assigned_user_id: assignee.userId,
      customer_email: entry.customer_email,
      preferred_date: start.date,
      preferred_time: start.time,
      starts_at: check.startsAt.toISOString(),
      status: "open",
      offered_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      status_changed_at: now.toISOString(),
    });
    if (!inserted) return { ...refuse(409, "customer-busy"), code: "customer-busy" };
    if (!(await holdCells(trx, { offerId, personUserId: assignee.userId, cells: assignee.cells }))) return taken;
    await enqueueEmail(
      trx,
      offerEmailFor({
        ...startFacts(entry, service, { date: start.date, time: start.time, startsAt: check.startsAt }),
        holdUntil: instantIn(entry.language, expiresAt, service.timeZone),
        minutes: Math.round((expiresAt.getTime() - now.getTime()) / 60_000),
      }),
    );
    await textOffer(trx, { service, entry, start, startsAt: check.startsAt, expiresAt, now });
    await recordAudit(trx, {
      actorUserId: null,
      action: "waitlist.offer",
      entity: "waitlist_offer",
      entityId: offerId,
      details: { entry_id: entry.id, service_id: service.id, starts_at: check.startsAt.toISOString(), expires_at: expiresAt.toISOString() },
    });
    return { ok: true, offerId, personUserId: assignee.userId };
  });
}

/**
 * The offer by text too, when the customer agreed to texts: a same-day offer at once whatever the
 * hour; another only when it can still be taken once the quiet hours end (else the e-mail alone).
 */
async function textOffer(
  trx: Executor,
  input: { service: ServiceCard; entry: WaitlistEntryRow; start: Start; startsAt: Date; expiresAt: Date; now: Date },
) {
  const { service, entry, start, startsAt, expiresAt, now } = input;
  const sameDay = localClock(now, service.timeZone).date === start.date;
  if (!sameDay && textSendTime(now, service.timeZone, { urgent: false }) >= expiresAt) return;
  await textConsenting(trx, {
    consentId: entry.text_consent_id,
    kind: "waitlist_offer",
    path: waitlistPath(entry.id, entry.language),
    build: (link) =>
      customerTexts(entry.language).waitlistOffer({
        business: service.business_name,
        when: { date: start.date, time: start.time, zone: timeZoneAbbreviation(startsAt, service.timeZone) },
        until: localClock(expiresAt, service.timeZone).time,
        link,
      }),
    timeZone: service.timeZone,
    businessName: service.business_name,
    fallbackEmail: entry.customer_email,
    now,
    urgent: sameDay,
  });
}

export function entryFacts(
  entry: Pick<WaitlistEntryRow, "id" | "customer_name" | "customer_email" | "language">,
  service: Pick<ServiceCard, "service_name" | "business_name">,
) {
  return {
    customerName: entry.customer_name,
    customerEmail: entry.customer_email,
    serviceName: service.service_name,
    businessName: service.business_name,
    entryUrl: `${publicOrigin()}${waitlistPath(entry.id, entry.language)}`,
    language: entry.language,
  };
}

/** The facts of an offered start for its e-mails: the entry's, and the start in the service's zone. */
function startFacts(
  entry: Pick<WaitlistEntryRow, "id" | "customer_name" | "customer_email" | "language">,
  service: Pick<ServiceCard, "service_name" | "business_name" | "timeZone">,
  start: { date: string; time: string; startsAt: Date },
) {
  return {
    ...entryFacts(entry, service),
    date: start.date,
    time: start.time,
    timeZoneLabel: timeZoneAbbreviation(start.startsAt, service.timeZone),
  };
}

/** Ends an open offer (passed on, lapsed, withdrawn) and lets its cells go; false when it had ended already. */
export async function endOffer(
  trx: Executor,
  offer: Pick<WaitlistOfferRow, "id">,
  change: { to: "declined" | "lapsed" | "withdrawn"; by: "customer" | "system"; at: Date },
): Promise<boolean> {
  if (!(await changeOfferStatus(trx, offer.id, change))) return false;
  await releaseHold(trx, offer.id);
  return true;
}

/**
 * After an offer of its ended: an entry whose windows hold no start it was not offered (it waited
 * for one, now let go) can never be offered again, so it lapses, and counts in nobody's place.
 * Returns whether it waits on.
 */
export async function keepWaitingIfAnyStartLeft(
  trx: Executor,
  entry: Pick<WaitlistEntryRow, "id" | "windows">,
  timeZone: string,
  now: Date,
): Promise<boolean> {
  const offered = await listOfferedStarts(trx, entry.id);
  const clock = localClock(now, timeZone);
  const left = hasStartsLeft(
    parseWindows(entry.windows),
    { today: clock.date, timeNow: clock.time },
    (date, time) => offered.has(instantOf(date, time, timeZone).toISOString()),
    SLOT_TIMES,
  );
  if (!left) await changeEntryStatus(trx, entry.id, { to: "lapsed", by: "system", at: now });
  return left;
}

/** Whether anyone else still waits for this start (it goes to them), or it is everyone's again. */
async function othersWaitFor(
  trx: Executor,
  offer: Pick<WaitlistOfferRow, "entry_id" | "service_id" | "preferred_date" | "preferred_time">,
) {
  const waiting = await listWaitingEntries(offer.service_id, { executor: trx });
  return waiting.some(
    (row) => row.id !== offer.entry_id && fitsAnyWindow(parseWindows(row.windows), offer.preferred_date, offer.preferred_time),
  );
}

/**
 * The waitlist's minute (the scheduler's): offers whose hold ran out lapse (the customer is told
 * where the time went and whether they stay on the list), entries whose last window passed
 * lapse, and freed time is offered.
 */
export async function sweepWaitlists(now: Date): Promise<{ lapsedOffers: number; offered: number }> {
  let lapsedOffers = 0;
  for (const offer of await listExpiredOffers(now)) {
    const lapsed = await inTransaction(async (trx) => {
      if (!(await endOffer(trx, offer, { to: "lapsed", by: "system", at: now }))) return false;
      const [entry, service] = await Promise.all([getWaitlistEntry(offer.entry_id, trx), getActiveService(offer.service_id, trx)]);
      if (entry && service && entry.status === "waiting") {
        const entryEnded = !(await keepWaitingIfAnyStartLeft(trx, entry, service.timeZone, now));
        await enqueueEmail(
          trx,
          offerPassedEmailFor({
            ...startFacts(entry, service, { date: offer.preferred_date, time: offer.preferred_time, startsAt: new Date(offer.starts_at) }),
            othersWaiting: await othersWaitFor(trx, offer),
            entryEnded,
            serviceUrl: `${publicOrigin()}/service/${service.id}?book=1`,
          }),
        );
      }
      return true;
    });
    if (lapsed) lapsedOffers += 1;
  }
  const ended = await inTransaction((trx) => lapseEndedEntries(trx, now), { queuesEmail: false });
  if (ended > 0) log.info("waitlist entries lapsed", { count: ended });
  // Nothing public changed since a search that found nothing (no booking, claim, hold, hours or
  // day off; a lapsed offer's released hold changes it too): none would find anything now.
  // Joins and changes search for themselves.
  const version = `${await publicDataVersion()}|${now.toISOString().slice(0, 10)}`;
  if (version === lastFruitless.version) return { lapsedOffers, offered: 0 };
  const offered = await fillWaitlists(now);
  lastFruitless.version = offered === 0 ? version : null;
  return { lapsedOffers, offered };
}

/** The public data's version at this process's last sweep that offered nothing. */
const lastFruitless: { version: string | null } = { version: null };
