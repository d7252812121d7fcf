import type { LatLng } from "~/domain/places/geo";
import { BOOKING_REASONS } from "~/domain/booking/booking";
import { consentOfForm, announceSeries } from "~/services/notifications/index.server";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import type { ConsentContext } from "~/lib/http.server";
import { BOOKING_MACHINE, isLive } from "~/domain/booking/booking-lifecycle";
import { dueNowOf } from "~/domain/payments/online-payments";
import { refuse, type Outcome, type Refusal } from "~/domain/outcome";
import {
  planVisits,
  ruleRefusal,
  SERIES_REASONS,
  SERIES_MIN_VISITS,
  SERIES_WINDOW_DAYS,
  seriesDates,
  visitRefusedReason,
  type ChosenVisitInput,
  type SeriesRule,
  type VisitPlan,
} from "~/domain/series/series";
import { checkSlot, SLOT_REASONS, startPlanner, type SlotContext } from "~/domain/schedule/slots";
import { addDaysToDate, timeZoneAbbreviation } from "~/domain/time";
import { newId } from "~/domain/uuid";
import { getDb, type Executor } from "~/lib/db.server";
import { teamsOf } from "~/models/team.server";
import { firstNameOf, ownerFirstName } from "~/domain/team/team";
import { onlinePaymentsEnabled } from "~/lib/stripe.server";
import { recordAudit } from "~/models/audit.server";
import { insertBooking, listSeriesBookingDetails, SlotTakenError } from "~/models/booking.server";
import { adjustCustomerBookings, recordOnlineCustomer } from "~/models/customer.server";
import { getProviderSchedule } from "~/models/provider-schedule.server";
import { insertSeries } from "~/models/series.server";
import type { ServiceCard } from "~/models/service.server";
import { insertThread } from "~/models/thread.server";
import { assigneeFor, claimJob } from "./assignment.server";
import { slotContextOver } from "./availability.server";
import { bookingRow, jobCoordinates, type BookingRequest } from "./booking.server";
import { releaseProviderHolds } from "~/services/payments/index.server";
import type { OneTimeSubmission } from "~/lib/submission-key.server";
import { madeBy, priorOf } from "~/services/support/submissions.server";
import { decideInTransaction } from "~/services/support/transaction.server";

/**
 * Booking a series (docs/decisions/0019): each visit is judged by the slot engine before the
 * customer confirms, a visit that cannot be had getting the nearest free time as a proposal;
 * confirming books the chosen visits in one transaction, all or none. Changing visits is
 * series-changes.server.ts.
 */

/** The slot engine's view of a provider over a series' dates (and the week after the last, for proposals). */
export async function seriesContext(
  service: ServiceCard,
  dates: readonly string[],
  now: Date,
  options: { executor?: Executor; exceptBookingIds?: readonly string[]; durationMinutes?: number; place?: LatLng | null } = {},
): Promise<SlotContext> {
  const context = await slotContextOver(service, { fromDate: dates[0], toDate: addDaysToDate(dates[dates.length - 1], 7) }, now, {
    ...options,
    windowDays: SERIES_WINDOW_DAYS,
  });
  // A series is planned only for a service whose provider takes bookings online.
  return context!;
}

/** A series asked for: its first start, its rule, and the address its visits are at (their place for travel). */
export type SeriesAsk = { date: string; time: string; rule: SeriesRule; address?: string };

/** Whether the service's provider takes series, and the rule fits the first date; else the refusal beside its field. */
async function seriesRefusal(service: ServiceCard, ask: SeriesAsk, executor?: Executor): Promise<Refusal | null> {
  if (!service.provider_user_id || !(await getProviderSchedule(service.provider_user_id, executor)).allowsSeries)
    return refuse(400, SERIES_REASONS.notAllowed, "repeat");
  const wrong = ruleRefusal(ask.date, ask.rule);
  return wrong ? refuse(400, wrong.message, wrong.field) : null;
}

/**
 * Every visit of the series with the engine's verdict, before anything is booked; with a team,
 * who takes each visit (the first goes as a booking would, the rest stay with them while free)
 * and the team's first names.
 */
export async function planSeries(
  service: ServiceCard,
  ask: SeriesAsk,
  now: Date,
): Promise<Outcome<{ plan: VisitPlan[]; names: Record<string, string> }>> {
  const refusal = await seriesRefusal(service, ask);
  if (refusal) return refusal;
  const dates = seriesDates(ask.date, ask.rule);
  const context = await seriesContext(service, dates, now, { place: await jobCoordinates(getDb(), service, ask.address ?? "") });
  if (!context.team) return { ok: true, plan: planVisits(dates, ask.time, context), names: {} };
  const first = checkSlot(ask.date, ask.time, context);
  const firstPerson = first.ok
    ? (await assigneeFor(getDb(), { providerUserId: service.provider_user_id!, check: first, timeZone: context.timeZone })).userId
    : null;
  const team = (await teamsOf([service.provider_user_id!], now)).get(service.provider_user_id!);
  const names: Record<string, string> = { [service.provider_user_id!]: ownerFirstName(service) };
  for (const member of team?.members ?? []) names[member.user_id] = firstNameOf(member.name);
  return { ok: true, plan: planVisits(dates, ask.time, context, firstPerson), names };
}

type ChosenVisit = ChosenVisitInput;

/** Chosen visits that fit the rule: each once, on or after its rule date and before the next one's. */
function chosenRefusal(dates: readonly string[], chosen: readonly ChosenVisit[]): Refusal | null {
  if (chosen.length < SERIES_MIN_VISITS) return refuse(400, SERIES_REASONS.nothingChosen);
  const seen = new Set<number>();
  for (const visit of chosen) {
    const ruleDate = dates[visit.index - 1];
    const next = dates[visit.index] ?? addDaysToDate(ruleDate, 7);
    if (!ruleDate || seen.has(visit.index) || visit.date < ruleDate || visit.date >= next) return refuse(400, SERIES_REASONS.changed);
    seen.add(visit.index);
  }
  return null;
}

/**
 * Books the chosen visits of a series, all or none: each is checked again (the earlier ones
 * counting as taken) and claims its own cells, and the first that cannot be had refuses the whole
 * series with its reason. A service paid online saves the card once and charges each visit 48 hours
 * before it (decision 0019).
 */
export async function bookSeries(input: {
  service: ServiceCard;
  request: BookingRequest;
  rule: SeriesRule;
  chosen: readonly ChosenVisit[];
  origin: string;
  /** The form's one-time submission: posted again, it finds this series (docs/decisions/0026). */
  once?: OneTimeSubmission;
  /** Where the form came from, recorded with a tick for texts (decision 0034): one consent for every visit. */
  consent?: ConsentContext;
  /** The customer's language, the series' and its visits'. */
  language?: Language;
  now: Date;
}): Promise<Outcome<{ ids: string[]; awaitingPayment: boolean; duplicate?: boolean }>> {
  const { service, request, now } = input;
  const providerUserId = service.provider_user_id;
  if (!providerUserId) return refuse(400, BOOKING_REASONS.cannotBook);
  const ask = { date: request.preferred_date, time: request.preferred_time, rule: input.rule };
  const chosen = [...input.chosen].sort((a, b) => a.index - b.index);
  return decideInTransaction(async (trx): Promise<Outcome<{ ids: string[]; awaitingPayment: boolean; duplicate?: boolean }>> => {
    // Its first visit stands for the series.
    const prior = await priorOf(trx, input.once);
    if (prior) return { ok: true, ids: [prior], awaitingPayment: false, duplicate: true };
    const refusal = (await seriesRefusal(service, ask, trx)) ?? chosenRefusal(seriesDates(ask.date, ask.rule), chosen);
    if (refusal) return refusal;
    // Their pages close on their own (Stripe's expiry), and a payment that lands anyway is refunded by the rule.
    await releaseProviderHolds(trx, providerUserId, now, 50);
    const dates = seriesDates(ask.date, ask.rule);
    const coordinates = await jobCoordinates(trx, service, request.service_address ?? "");
    const context = await seriesContext(service, [...dates, ...chosen.map((visit) => visit.date)].sort(), now, {
      executor: trx,
      place: coordinates,
    });
    const planner = startPlanner(context);
    const checks = [];
    // The first visit goes to whoever the week favours; the rest go to them wherever they are free.
    let member: string | null = null;
    for (const visit of chosen) {
      const check = checkSlot(visit.date, visit.time, planner.context);
      if (!check.ok) return refuse(409, visitRefusedReason(visit, check.message));
      const assignee = await assigneeFor(trx, { providerUserId, check, timeZone: context.timeZone, prefer: member });
      member ??= assignee.userId;
      planner.hold(assignee.userId, assignee.cells, check.startsAt);
      checks.push({ visit, check, assignee });
    }

    const customerId = await recordOnlineCustomer(trx, {
      ownerUserId: providerUserId,
      name: request.customer_name,
      email: request.customer_email,
      phone: request.customer_phone,
      address: request.service_address ?? "",
    });
    await adjustCustomerBookings(trx, customerId, chosen.length - 1);
    const seriesId = newId();
    await insertSeries(trx, {
      id: seriesId,
      service_id: service.id,
      provider_user_id: providerUserId,
      customer_name: request.customer_name,
      customer_email: request.customer_email,
      start_date: ask.date,
      time: ask.time,
      time_zone: context.timeZone,
      duration_minutes: context.durationMinutes,
      interval_weeks: ask.rule.intervalWeeks,
      visit_count: dates.length,
      created_at: now.toISOString(),
      language: input.language ?? DEFAULT_LANGUAGE,
    });
    const due = dueNowOf(service, onlinePaymentsEnabled());
    const textConsentId = await consentOfForm(trx, request, input.consent, now);
    const ids: string[] = [];
    for (const { visit, check, assignee } of checks) {
      const id = newId();
      await insertBooking(
        trx,
        bookingRow({
          id,
          service,
          customerId,
          request: { ...request, preferred_date: visit.date, preferred_time: visit.time },
          coordinates,
          timeZone: context.timeZone,
          durationMinutes: context.durationMinutes,
          startsAt: check.startsAt,
          due,
          priceCents: service.price_from_cents,
          series: { id: seriesId, index: visit.index, size: dates.length, date: dates[visit.index - 1] },
          assignedUserId: assignee.userId,
          textConsentId,
          language: input.language,
          now,
        }),
      );
      try {
        await claimJob(trx, id, assignee);
      } catch (error) {
        // Another booking took this visit's time since it was checked: the database decided, the whole series fails.
        if (error instanceof SlotTakenError) return refuse(409, visitRefusedReason(visit, SLOT_REASONS.taken));
        throw error;
      }
      ids.push(id);
      await recordAudit(trx, {
        actorUserId: null,
        action: "booking.create",
        entity: "booking",
        entityId: id,
        details: { by: "customer", service_id: service.id, date: visit.date, time: visit.time, series_id: seriesId, visit: visit.index },
      });
    }
    // One conversation for the series: its first visit's.
    await insertThread(trx, {
      id: newId(),
      booking_id: ids[0],
      service_id: service.id,
      provider_user_id: providerUserId,
      customer_name: request.customer_name,
      customer_email: request.customer_email,
      sent_at: now.toISOString(),
    });
    const awaitingPayment = due.mode !== null;
    if (!awaitingPayment) await announceSeries(trx, await listSeriesBookingDetails(seriesId, trx), { origin: input.origin, now });
    await madeBy(trx, input.once, ids[0]);
    return { ok: true, ids, awaitingPayment };
  });
}

/** A visit for lists and e-mails: its place in the rule and its time in the zone. */
export function visitLine(visit: {
  reference: string;
  series_index: number | null;
  preferred_date: string;
  preferred_time: string;
  duration_minutes: number;
  starts_at: string;
  time_zone: string;
}) {
  return {
    index: visit.series_index ?? 0,
    reference: visit.reference,
    when: {
      preferred_date: visit.preferred_date,
      preferred_time: visit.preferred_time,
      duration_minutes: visit.duration_minutes,
      timeZoneLabel: timeZoneAbbreviation(new Date(visit.starts_at), visit.time_zone),
    },
  };
}

/** Live visits from a booking on (itself included): what "this and all following" acts on. */
export function fromHere<T extends { starts_at: string; status: string }>(visits: readonly T[], booking: { starts_at: string }): T[] {
  const changeable: readonly string[] = BOOKING_MACHINE.sources("cancelled", "customer");
  return visits.filter((visit) => visit.starts_at >= booking.starts_at && isLive(visit.status) && changeable.includes(visit.status));
}
