import { consentOfForm, textConsentRefusal } from "~/services/notifications/index.server";
import { nextStepsIn } from "~/locales/waitlist";
import { clockIn, longDateIn } from "~/locales/clock";
import { instantIn, shortDateIn } from "~/locales/dates";
import { placeIn, windowLabelIn } from "~/locales/waitlist-emails";
import { cardWordsOf } from "~/locales/discovery";
import { policyWordsIn } from "~/locales/policy";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import type { ConsentContext } from "~/lib/http.server";
import { BOOKING_REASONS } from "~/domain/booking/booking";
import type { HoneypotVerdict } from "~/domain/forms/honeypot";
import { NOT_FOUND_REASONS, type Outcome, refuse, refuseForm } from "~/domain/outcome";
import { dueNowOf, policyOf } from "~/domain/payments/online-payments";
import { BOOKING_WINDOW_DAYS } from "~/domain/schedule/slots";
import { addDaysToDate, isValidDate, localClock, timeZoneAbbreviation } from "~/domain/time";
import { newId } from "~/domain/uuid";
import {
  checkWindows,
  lapsesAt,
  parseWindows,
  paymentHoldFromOffer,
  placeInLine,
  WAITLIST_REASONS,
  type WaitWindow,
  type WindowRow,
} from "~/domain/waitlist/waitlist";
import { joinedEmailFor } from "~/locales/waitlist-emails";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { publicOrigin } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { bookingPath, waitlistPath, type WaitlistLink } from "~/lib/signed-links.server";
import { onlinePaymentsEnabled } from "~/lib/stripe.server";
import type { OneTimeSubmission } from "~/lib/submission-key.server";
import { recordAudit } from "~/models/audit.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import { getActiveService, getListedService, type ServiceCard } from "~/models/service.server";
import {
  changeEntryStatus,
  changeEntryWindows,
  changeOfferStatus,
  getLatestOffer,
  getOpenOffer,
  getWaitlistEntry,
  insertWaitlistEntry,
  listWaitingEntries,
  releaseHold,
  setOfferBooking,
  type WaitlistEntryRow,
} from "~/models/waitlist.server";
import { bookService, slotsForService } from "~/services/booking/index.server";
import { checkoutNewBooking } from "~/services/payments/index.server";
import { orFailure } from "~/services/support/failure.server";
import { takeBookingAttempt, takeWaitlistJoin } from "~/services/support/limits.server";
import { madeBefore, madeBy, priorOf } from "~/services/support/submissions.server";
import { decideInTransaction } from "~/services/support/transaction.server";
import { endOffer, entryFacts, fillWaitlists, holdMinutes, keepWaitingIfAnyStartLeft } from "./offers.server";

/**
 * A customer's place on a waitlist (issue 36, parts 1 and 4): joining from a service's page,
 * the entry's page (its windows, its place in line, what happens next, an offer to book or pass
 * on), changing its windows and leaving. The customer's link is their key, as a booking's.
 */

/** The service whose waitlist may be joined: active, bookable online, its waitlist open. */
async function openService(serviceId: string | undefined, now: Date): Promise<Outcome<{ service: ServiceCard }>> {
  // Listed now (decision 0035): a tile whose required credential lapsed takes nobody new.
  const service = await getListedService(serviceId, now);
  if (!service) return refuse(404, NOT_FOUND_REASONS.service);
  if (!service.provider_user_id) return refuse(400, BOOKING_REASONS.cannotBook);
  if (service.waitlist_on !== 1) return refuse(409, WAITLIST_REASONS.closed);
  return { ok: true, service };
}

function dayBounds(service: ServiceCard, now: Date) {
  const { date: today, time: timeNow } = localClock(now, service.timeZone);
  return { today, timeNow, maxDate: addDaysToDate(today, BOOKING_WINDOW_DAYS), horizonDays: BOOKING_WINDOW_DAYS };
}

/** The join form's page: the service, the days a window may cover, the day the customer looked at. */
export async function joinPage(serviceId: string | undefined, date: string | null, now: Date, language: Language = DEFAULT_LANGUAGE) {
  const open = await openService(serviceId, now);
  if (!open.ok) return open.status === 404 ? undefined : { closed: open.message, join: null };
  const { service } = open;
  const bounds = dayBounds(service, now);
  const day = date && isValidDate(date) && date >= bounds.today && date <= bounds.maxDate ? date : bounds.today;
  // Times already free that day are booked, not waited for: said before joining (an entry would be offered one at once).
  const free = (await slotsForService(service, day, now)).slots.filter((slot) => slot.status === "free");
  return {
    closed: null,
    join: {
      serviceId: service.id,
      serviceName: service.service_name,
      businessName: service.business_name,
      timeZoneLabel: timeZoneAbbreviation(now, service.timeZone),
      minDate: bounds.today,
      maxDate: bounds.maxDate,
      day,
      nextSteps: nextStepsIn(language, holdMinutes()),
      freeNow:
        free.length > 0
          ? {
              dayLabel: shortDateIn(language, day),
              times: free.slice(0, 8).map((slot) => clockIn(language, slot.time)),
              more: Math.max(0, free.length - 8),
            }
          : null,
    },
  };
}

export type WaitlistJoin = { customer_name: string; customer_email: string; customer_phone: string; text_consent?: "on" };

/** Where the customer stands among the people waiting for some of the same times. */
async function placeOf(entry: Pick<WaitlistEntryRow, "id" | "service_id">, windows: readonly WaitWindow[], executor?: Executor) {
  const waiting = await listWaitingEntries(entry.service_id, { executor });
  const line = placeInLine(
    { id: entry.id, windows },
    waiting.map((row) => ({ id: row.id, windows: parseWindows(row.windows) })),
  );
  return { place: line.place, waiting: line.waiting };
}

/**
 * Joins a service's waitlist: every attempt counts toward the address's limit, a bot's traits
 * are refused, the windows are checked against the bookable days, and the customer is e-mailed
 * their entry's link. Time already free in the windows is offered at once.
 */
export async function joinWaitlist(input: {
  serviceId: string | undefined;
  form: WaitlistJoin | null;
  windows: readonly WindowRow[];
  honeypot: HoneypotVerdict;
  ip: string;
  once?: OneTimeSubmission;
  /** Where the form came from, recorded when its box for texts is ticked (decision 0034). */
  consent?: ConsentContext;
  /** The page's language: the entry's, for every e-mail and text to the customer. */
  language?: Language;
  now: Date;
}): Promise<Outcome<{ path: string; duplicate?: boolean }>> {
  const { now, language = DEFAULT_LANGUAGE } = input;
  const before = await madeBefore(input.once);
  if (before) return { ok: true, path: waitlistPath(before, language), duplicate: true };
  const open = await openService(input.serviceId, now);
  if (!open.ok) return open;
  const { service } = open;
  if (!(await takeWaitlistJoin(input.ip, now)).ok) return refuse(429, WAITLIST_REASONS.tooMany);
  if (input.honeypot !== "ok") {
    log.warn("waitlist join refused as a bot's", { serviceId: service.id, honeypot: input.honeypot });
    return refuse(400, WAITLIST_REASONS.bot);
  }
  const checked = checkWindows(input.windows, dayBounds(service, now));
  const unfit = input.form ? textConsentRefusal(input.form) : null;
  if (!input.form || !checked.ok || unfit)
    return refuseForm(checked.ok || unfit ? { ...(checked.ok ? {} : checked.fieldErrors), ...unfit } : checked.fieldErrors);
  const form = input.form;
  const windows = checked.windows;
  const outcome = await orFailure(
    { message: WAITLIST_REASONS.joinFailed, log: "waitlist join failed", details: { serviceId: service.id } },
    () =>
      decideInTransaction(async (trx): Promise<Outcome<{ id: string; duplicate?: boolean }>> => {
        const prior = await priorOf(trx, input.once);
        if (prior) return { ok: true, id: prior, duplicate: true };
        const id = newId();
        await insertWaitlistEntry(trx, {
          id,
          text_consent_id: await consentOfForm(trx, form, input.consent, now, "waitlist"),
          service_id: service.id,
          provider_user_id: service.provider_user_id!,
          customer_name: form.customer_name,
          customer_email: form.customer_email.toLowerCase(),
          customer_phone: form.customer_phone,
          windows: JSON.stringify(windows),
          time_zone: service.timeZone,
          status: "waiting",
          joined_at: now.toISOString(),
          status_changed_at: now.toISOString(),
          lapses_at: lapsesAt(windows, service.timeZone).toISOString(),
          language,
        });
        const line = await placeOf({ id, service_id: service.id }, windows, trx);
        await enqueueEmail(
          trx,
          joinedEmailFor({
            ...entryFacts({ id, ...form, language }, service),
            windows,
            line,
          }),
        );
        await recordAudit(trx, {
          actorUserId: null,
          action: "waitlist.join",
          entity: "waitlist_entry",
          entityId: id,
          details: { service_id: service.id, windows: windows.length },
        });
        await madeBy(trx, input.once, id);
        return { ok: true, id };
      }),
  );
  if (!outcome.ok) return outcome;
  if (!outcome.duplicate) await fillWaitlists(now, { serviceId: service.id });
  return { ok: true, path: waitlistPath(outcome.id, language), duplicate: outcome.duplicate };
}

/** The entry's page: its windows, its place in line and what happens next, and an open offer with the terms of booking it. */
export async function waitlistEntryPage(link: WaitlistLink, now: Date, language: Language = DEFAULT_LANGUAGE) {
  const entry = await getWaitlistEntry(link.entryId);
  if (!entry) return undefined;
  const service = await getActiveService(entry.service_id);
  const windows = parseWindows(entry.windows);
  const [offer, latest] = await Promise.all([getOpenOffer(entry.id), getLatestOffer(entry.id)]);
  const live = offer && new Date(offer.expires_at) > now ? offer : undefined;
  const due = service ? dueNowOf(service, onlinePaymentsEnabled()) : null;
  const bounds = service ? dayBounds(service, now) : null;
  return {
    entry: {
      id: entry.id,
      token: link.token,
      status: entry.status,
      serviceName: service?.service_name ?? null,
      businessName: service?.business_name ?? null,
      serviceId: entry.service_id,
      windows: windows.map((window) => windowLabelIn(language, window)),
      rows: windows,
      place: entry.status === "waiting" ? await placeOf(entry, windows).then((line) => placeIn(language, line)) : null,
      paused: service ? service.waitlist_on !== 1 : true,
      bookingHref: entry.booking_id ? bookingPath(entry.booking_id, language) : null,
      lastOffer: latest && latest.status !== "open" && latest.status !== "taken" ? latest.status : null,
      minDate: bounds?.today ?? null,
      maxDate: bounds?.maxDate ?? null,
    },
    nextSteps: nextStepsIn(language, holdMinutes()),
    offer:
      live && service
        ? {
            date: longDateIn(language, live.preferred_date),
            time: `${clockIn(language, live.preferred_time)} ${timeZoneAbbreviation(new Date(live.starts_at), service.timeZone)}`,
            holdUntil: instantIn(language, new Date(live.expires_at), service.timeZone),
            dueNow: due ? cardWordsOf(language).dueNow(due.mode, due.amountDueCents) : null,
            policy: policyWordsIn(language, policyOf(service), service.price_from_cents, { paidOnline: due?.mode !== null }),
          }
        : null,
  };
}

/** The entry, still waiting, that a link opens (for changing it, leaving it and its offer). */
async function waitingEntry(link: WaitlistLink, executor?: Executor): Promise<Outcome<{ entry: WaitlistEntryRow }>> {
  const entry = await getWaitlistEntry(link.entryId, executor);
  if (!entry) return refuse(404, NOT_FOUND_REASONS.waitlistEntry);
  if (entry.status !== "waiting") return refuse(409, WAITLIST_REASONS.notWaiting);
  return { ok: true, entry };
}

/** New windows for an entry (its place, by when it joined, stays); freed time in them is offered at once. */
export async function changeWaitlistEntry(input: { link: WaitlistLink; windows: readonly WindowRow[]; now: Date }): Promise<Outcome> {
  const found = await waitingEntry(input.link);
  if (!found.ok) return found;
  const service = await getActiveService(found.entry.service_id);
  if (!service) return refuse(409, BOOKING_REASONS.cannotBook);
  const checked = checkWindows(input.windows, dayBounds(service, input.now));
  if (!checked.ok) return refuseForm(checked.fieldErrors);
  const changed = await decideInTransaction(async (trx): Promise<Outcome> => {
    const ok = await changeEntryWindows(trx, found.entry.id, {
      windows: JSON.stringify(checked.windows),
      lapsesAt: lapsesAt(checked.windows, service.timeZone),
    });
    return ok ? { ok: true } : refuse(409, WAITLIST_REASONS.notWaiting);
  });
  if (changed.ok) await fillWaitlists(input.now, { serviceId: service.id });
  return changed;
}

/** Leaves the waitlist: an open offer is withdrawn and its time goes to the next match. */
export async function leaveWaitlist(link: WaitlistLink, now: Date): Promise<Outcome> {
  const outcome = await decideInTransaction(async (trx): Promise<Outcome<{ serviceId: string }>> => {
    const found = await waitingEntry(link, trx);
    if (!found.ok) return found;
    if (!(await changeEntryStatus(trx, found.entry.id, { to: "left", by: "customer", at: now })))
      return refuse(409, WAITLIST_REASONS.notWaiting);
    const offer = await getOpenOffer(found.entry.id, trx);
    if (offer) await endOffer(trx, offer, { to: "withdrawn", by: "customer", at: now });
    await recordAudit(trx, { actorUserId: null, action: "waitlist.leave", entity: "waitlist_entry", entityId: found.entry.id });
    return { ok: true, serviceId: found.entry.service_id };
  });
  if (!outcome.ok) return outcome;
  await fillWaitlists(now, { serviceId: outcome.serviceId });
  return { ok: true };
}

/**
 * Passes an offer on: the time goes to the next match, and the customer stays on the list for
 * other times, unless their windows hold no other start (`ended`: the entry lapses).
 */
export async function declineWaitlistOffer(link: WaitlistLink, now: Date): Promise<Outcome<{ ended: boolean }>> {
  const outcome = await decideInTransaction(async (trx): Promise<Outcome<{ serviceId: string; ended: boolean }>> => {
    const found = await waitingEntry(link, trx);
    if (!found.ok) return found;
    const offer = await getOpenOffer(found.entry.id, trx);
    if (!offer || !(await endOffer(trx, offer, { to: "declined", by: "customer", at: now })))
      return refuse(410, WAITLIST_REASONS.offerEnded);
    const service = await getActiveService(found.entry.service_id, trx);
    const ended = service ? !(await keepWaitingIfAnyStartLeft(trx, found.entry, service.timeZone, now)) : false;
    return { ok: true, serviceId: found.entry.service_id, ended };
  });
  if (!outcome.ok) return outcome;
  await fillWaitlists(now, { serviceId: outcome.serviceId });
  return { ok: true, ended: outcome.ended };
}

export type OfferBookingForm = { service_address?: string; special_requests?: string | null };

/**
 * Books the offered start in one step: the customer's details are the entry's, the time the
 * offer's; the offer is taken and its hold becomes the booking's claim in one transaction, and
 * a service that asks to be paid online sends the customer to Checkout within the hold.
 */
export async function bookWaitlistOffer(input: {
  link: WaitlistLink;
  form: OfferBookingForm | null;
  ip: string;
  once?: OneTimeSubmission;
  now: Date;
}): Promise<Outcome<{ path: string; payment: string | null; duplicate?: boolean }>> {
  const { now } = input;
  const before = await madeBefore(input.once);
  if (before) return { ok: true, path: bookingPath(before), payment: null, duplicate: true };
  const found = await waitingEntry(input.link);
  if (!found.ok) return found;
  const { entry } = found;
  const offer = await getOpenOffer(entry.id);
  if (!offer || new Date(offer.expires_at) <= now) return refuse(410, WAITLIST_REASONS.offerEnded);
  // An offer made while the tile was listed is not booked once it is not (a licence lapsed meanwhile; decision 0035).
  const service = await getListedService(entry.service_id, now);
  if (!service) return refuse(409, BOOKING_REASONS.cannotBook);
  if (!input.form) return refuseForm();
  if (!(await takeBookingAttempt(input.ip, now)).ok) return refuse(429, BOOKING_REASONS.tooMany);
  const booked = await orFailure(
    { message: BOOKING_REASONS.saveFailed, log: "waitlist booking failed", details: { entryId: entry.id } },
    () =>
      bookService({
        service,
        request: {
          customer_name: entry.customer_name,
          customer_email: entry.customer_email,
          customer_phone: entry.customer_phone,
          preferred_date: offer.preferred_date,
          preferred_time: offer.preferred_time,
          service_address: input.form!.service_address,
          special_requests: input.form!.special_requests,
        },
        origin: publicOrigin(),
        now,
        actor: { kind: "customer" },
        // The box ticked when joining carries on to the booking the offer became.
        textConsentId: entry.text_consent_id,
        language: entry.language,
        once: input.once,
        offer: {
          prefer: offer.assigned_user_id,
          paymentHoldUntil: paymentHoldFromOffer(new Date(offer.expires_at), now, getEnv().PAYMENT_HOLD_MINUTES),
          release: async (trx) => {
            if (!(await changeOfferStatus(trx, offer.id, { to: "taken", by: "customer", at: now })))
              return refuse(410, WAITLIST_REASONS.offerEnded);
            await releaseHold(trx, offer.id);
            return null;
          },
          attach: async (trx, booking) => {
            await setOfferBooking(trx, offer.id, booking.id);
            await changeEntryStatus(trx, entry.id, { to: "booked", by: "customer", at: now, bookingId: booking.id });
            // The provider hears of it once, by the booking's own notice (when it is confirmed).
          },
        },
      }),
  );
  if (!booked.ok) return booked;
  if (booked.duplicate || !booked.awaitingPayment)
    return { ok: true, path: bookingPath(booked.id), payment: null, duplicate: booked.duplicate };
  const checkout = await checkoutNewBooking(booked.id, now);
  if (!checkout.ok) return checkout;
  return { ok: true, path: bookingPath(booked.id), payment: checkout.url };
}
