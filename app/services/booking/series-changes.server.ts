import { placeOf } from "~/domain/places/geo";
import { calendarTitleIn, seriesEventTextIn } from "~/locales/calendar";
import { OUTBOX_NOTE_REASONS } from "~/domain/statuses";
import { appointmentIn } from "~/locales/dates";
import { seriesCancelledEmailsFor, seriesMovedEmailsFor, seriesRepeatIn } from "~/locales/series-emails";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import {
  cancellationRefusal,
  CUSTOMER_REASONS,
  LIFECYCLE_REASONS,
  MOVABLE_STATUSES,
  rescheduleRefusal,
} from "~/domain/booking/booking-lifecycle";
import { buildSeriesIcs } from "~/domain/booking/ics";
import { NOT_FOUND_REASONS, type Outcome, refuse } from "~/domain/outcome";
import { isDayOff } from "~/domain/schedule/schedule";
import { notMovedReason, seriesDates, SERIES_REASONS, visitTakenReason } from "~/domain/series/series";
import { checkSlot, startPlanner } from "~/domain/schedule/slots";
import { addDaysToDate } from "~/domain/time";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { publicOrigin } from "~/lib/http.server";
import { bookingPath, type BookingLink } from "~/lib/signed-links.server";
import { recordAudit } from "~/models/audit.server";
import { getBookingDetails, moveBooking, releaseCells, SlotTakenError, type BookingDetails } from "~/models/booking.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import { listTimeOff } from "~/models/provider-schedule.server";
import { bumpSeriesSequence, getSeries, listSeriesVisits } from "~/models/series.server";
import { getActiveService } from "~/models/service.server";
import type { Owned } from "~/services/support/access.server";
import { emailDataOf, queueReminder, reread, withdrawReminder } from "~/services/notifications/index.server";
import { assigneeFor, claimJob } from "./assignment.server";
import { cancelInside, whoMoves } from "./booking.server";
import { joinSends, sendAfterCommit, settleBooking, type Sends } from "~/services/payments/index.server";
import { orFailure } from "~/services/support/failure.server";
import { fromHere, seriesContext, visitLine } from "./series.server";
import { decideInTransaction } from "~/services/support/transaction.server";

/**
 * Changing a series (docs/decisions/0019): "this and all following" visits are cancelled or
 * moved in one transaction, all or none (a move that any visit cannot make moves none), the
 * past untouched; the series' SEQUENCE rises, so calendars follow. One visit alone is moved or
 * cancelled by the booking's own use cases (app/services/booking/booking.server.ts).
 */

type Scope = BookingLink | Owned<"booking">;

const NOT_A_SERIES = "This booking is not part of a series.";

/** A visit that will not take place (a no-show did: it stays on the calendar). */
const notHappening = (status: string) => status === "cancelled" || status === "expired";

async function seriesVisit(trx: Executor, bookingId: string) {
  const booking = await getBookingDetails(bookingId, trx);
  if (!booking) return refuse(404, NOT_FOUND_REASONS.booking);
  if (!booking.series_id) return refuse(400, NOT_A_SERIES);
  return { ok: true as const, booking, seriesId: booking.series_id };
}

/** Cancels this visit and every later one still to come; both sides are told once. */
export async function cancelFollowing(input: { scope: Scope; reason: string | null; now: Date }): Promise<Outcome<{ count: number }>> {
  const { bookingId, actor } = whoMoves(input.scope);
  const reason = input.reason?.trim() || null;
  if (actor.kind !== "customer" && !reason) return refuse(400, LIFECYCLE_REASONS.reasonRequired);
  const outcome = await orFailure({ message: SERIES_REASONS.cancelFailed, log: "series cancel failed", details: { bookingId } }, () =>
    decideInTransaction(async (trx) => {
      const found = await seriesVisit(trx, bookingId);
      if (!found.ok) return found;
      const { booking } = found;
      if (actor.kind === "customer") {
        const refusal = cancellationRefusal(booking, input.now);
        if (refusal) return refuse(400, refusal);
      }
      const visits = fromHere(await listSeriesVisits(found.seriesId, trx), booking);
      const cancelled: BookingDetails[] = [];
      const sends: Sends[] = [];
      for (const visit of visits) {
        const details = await reread(trx, visit.id);
        const done = await cancelInside(trx, details, {
          by: actor.kind,
          actorUserId: actor.kind === "customer" ? null : actor.userId,
          reason,
          origin: publicOrigin(),
          now: input.now,
          quiet: true,
        });
        if (!done.ok) return refuse(409, CUSTOMER_REASONS.changedMeanwhile);
        cancelled.push(details);
        sends.push(done.sends);
      }
      if (cancelled.length === 0) return refuse(409, CUSTOMER_REASONS.changedMeanwhile);
      const first = emailDataOf(cancelled[0], publicOrigin());
      for (const email of seriesCancelledEmailsFor(first, { by: actor.kind, reason, visits: cancelled.map(visitLine) })) {
        if (email.to) await enqueueEmail(trx, email, { bookingId: cancelled[0].id });
      }
      return { ok: true, count: cancelled.length, sends: joinSends(...sends) };
    }),
  );
  if (!outcome.ok) return outcome;
  // Refunds and fees the policy decided go to Stripe once the cancellation has committed.
  await sendAfterCommit(outcome.sends, input.now);
  return { ok: true, count: outcome.count };
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Moves this visit to a new date and time, and every later one by the same number of days to the
 * same time. Each new start is checked by the engine (the moving visits' own times count as
 * free); if any cannot be had, none moves and the refusal names them.
 */
export async function moveFollowing(input: { scope: Scope; date: string; time: string; now: Date }): Promise<Outcome<{ count: number }>> {
  const { bookingId, actor } = whoMoves(input.scope);
  const outcome = await orFailure({ message: CUSTOMER_REASONS.changedMeanwhile, log: "series move failed", details: { bookingId } }, () =>
    decideInTransaction(async (trx): Promise<Outcome<{ count: number; sends: Sends }>> => {
      const found = await seriesVisit(trx, bookingId);
      if (!found.ok) return found;
      const { booking } = found;
      const refusal = rescheduleRefusal(booking, input.now, actor.kind === "customer" ? getEnv().RESCHEDULE_NOTICE_HOURS : 0);
      if (refusal) return refuse(400, refusal);
      const service = booking.service_id ? await getActiveService(booking.service_id, trx) : undefined;
      if (!service?.provider_user_id) return refuse(400, CUSTOMER_REASONS.serviceGone);
      if (input.date === booking.preferred_date && input.time === booking.preferred_time)
        return refuse(400, CUSTOMER_REASONS.moveSameTime, "preferred_time");
      const visits = fromHere(await listSeriesVisits(found.seriesId, trx), booking);
      const shift = daysBetween(booking.preferred_date, input.date);
      const targets = visits.map((visit) => ({ visit, date: addDaysToDate(visit.preferred_date, shift), time: input.time }));
      const context = await seriesContext(
        service,
        targets.map((target) => target.date),
        input.now,
        {
          executor: trx,
          exceptBookingIds: visits.map((visit) => visit.id),
          durationMinutes: booking.duration_minutes,
          place: placeOf(booking.service_lat, booking.service_lng),
        },
      );
      const planner = startPlanner(context);
      const failures: Array<{ index: number; date: string; time: string; reason: string }> = [];
      const checked = [];
      for (const target of targets) {
        const check = checkSlot(target.date, target.time, planner.context);
        if (!check.ok) {
          failures.push({ index: target.visit.series_index ?? 0, date: target.date, time: target.time, reason: check.message });
          continue;
        }
        // Each visit stays with whoever does it while they are free at its new time.
        const assignee = await assigneeFor(trx, {
          providerUserId: service.provider_user_id,
          check,
          timeZone: context.timeZone,
          prefer: target.visit.assigned_user_id ?? null,
        });
        planner.hold(assignee.userId, assignee.cells, check.startsAt);
        checked.push({ ...target, check, assignee });
      }
      if (failures.length > 0) return refuse(409, notMovedReason(failures), "preferred_time");

      for (const { visit } of checked) await releaseCells(trx, visit.id);
      const moves = [];
      const sends: Sends[] = [];
      for (const { visit, date, time, check, assignee } of checked) {
        try {
          await claimJob(trx, visit.id, assignee);
        } catch (error) {
          if (error instanceof SlotTakenError) return refuse(409, visitTakenReason({ index: visit.series_index ?? 0, date, time }));
          throw error;
        }
        const moved = await moveBooking(trx, visit.id, {
          date,
          time,
          timeZone: context.timeZone,
          startsAt: check.startsAt,
          assignedUserId: assignee.userId,
          from: MOVABLE_STATUSES,
        });
        if (!moved) return refuse(409, CUSTOMER_REASONS.changedMeanwhile);
        // The visit as the move left it: its saved card's charge follows its new start.
        const after = await reread(trx, visit.id);
        sends.push(await settleBooking(trx, after, input.now));
        await withdrawReminder(trx, visit.id, OUTBOX_NOTE_REASONS.visitMoved, input.now);
        await queueReminder(trx, after, emailDataOf(after, publicOrigin()), input.now);
        moves.push({ index: visit.series_index ?? 0, reference: visit.reference, was: visitLine(visit).when, now: visitLine(after).when });
        await recordAudit(trx, {
          actorUserId: actor.kind === "customer" ? null : actor.userId,
          action: "booking.reschedule",
          entity: "booking",
          entityId: visit.id,
          details: {
            by: actor.kind,
            from: `${visit.preferred_date} ${visit.preferred_time}`,
            to: `${date} ${time}`,
            series: "this and following",
          },
        });
      }
      await bumpSeriesSequence(trx, found.seriesId);
      for (const email of seriesMovedEmailsFor(emailDataOf(await reread(trx, booking.id), publicOrigin()), moves)) {
        if (email.to) await enqueueEmail(trx, email, { bookingId: booking.id });
      }
      return { ok: true, count: moves.length, sends: joinSends(...sends) };
    }),
  );
  if (!outcome.ok) return outcome;
  await sendAfterCommit(outcome.sends, input.now);
  return { ok: true, count: outcome.count };
}

/**
 * A visit's series as its page shows it: every visit in order with its time, state and link,
 * which one this is, and the visits a day off of the provider now falls on.
 */
export async function seriesSection(booking: BookingDetails, language: Language = DEFAULT_LANGUAGE) {
  if (!booking.series_id) return null;
  const [series, visits] = await Promise.all([getSeries(booking.series_id), listSeriesVisits(booking.series_id)]);
  if (!series || visits.length === 0) return null;
  const dates = visits.map((visit) => visit.preferred_date).sort();
  const timeOff = series.provider_user_id
    ? ((await listTimeOff([series.provider_user_id], { fromDate: dates[0], toDate: dates[dates.length - 1] })).get(
        series.provider_user_id,
      ) ?? [])
    : [];
  return {
    repeat: seriesRepeatIn(language, series.visit_count, series.interval_weeks),
    visits: visits.map((visit) => ({
      id: visit.id,
      index: visit.series_index ?? 0,
      when: appointmentIn(language, visitLine(visit).when),
      status: visit.status,
      current: visit.id === booking.id,
      href: bookingPath(visit.id, language),
      dayOff: !notHappening(visit.status) && isDayOff(visit.preferred_date, timeOff),
    })),
  };
}

/**
 * The series as one calendar file: its rule, an EXDATE for each date without a live visit
 * (dropped or cancelled), an override for each visit away from its rule's date or time.
 */
export async function seriesCalendar(booking: BookingDetails, now: Date): Promise<string | undefined> {
  if (!booking.series_id) return undefined;
  const [series, visits] = await Promise.all([getSeries(booking.series_id), listSeriesVisits(booking.series_id)]);
  if (!series) return undefined;
  const dates = seriesDates(series.start_date, {
    intervalWeeks: series.interval_weeks as 1 | 2 | 4,
    end: { kind: "count", count: series.visit_count },
  });
  const byIndex = new Map(visits.map((visit) => [visit.series_index, visit]));
  const exdates: string[] = [];
  const overrides: Array<{ ruleDate: string; date: string; time: string }> = [];
  dates.forEach((ruleDate, i) => {
    const visit = byIndex.get(i + 1);
    if (!visit || notHappening(visit.status)) exdates.push(ruleDate);
    else if (visit.preferred_date !== ruleDate || visit.preferred_time !== series.time)
      overrides.push({ ruleDate, date: visit.preferred_date, time: visit.preferred_time });
  });
  const manageUrl = `${publicOrigin()}${bookingPath(booking.id, booking.language)}`;
  return buildSeriesIcs({
    uid: `series-${series.id}@porchlight`,
    sequence: series.sequence,
    startDate: series.start_date,
    time: series.time,
    intervalWeeks: series.interval_weeks,
    count: dates.length,
    exdates,
    overrides,
    durationMinutes: series.duration_minutes,
    timeZone: series.time_zone,
    summary: calendarTitleIn(booking.language, booking),
    description: seriesEventTextIn(booking.language, booking, series.interval_weeks, manageUrl),
    location: booking.service_address,
    url: manageUrl,
    stamp: now,
    cancelled: exdates.length === dates.length,
  });
}
