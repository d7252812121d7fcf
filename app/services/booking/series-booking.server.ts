import { textConsentRefusal } from "~/services/notifications/index.server";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { visitWordsIn } from "~/locales/clock";
import { sameDayIn } from "~/locales/dates";
import type { ConsentContext } from "~/lib/http.server";
import { BOOKING_REASONS } from "~/domain/booking/booking";
import type { HoneypotVerdict } from "~/domain/forms/honeypot";
import { NOT_FOUND_REASONS, type Outcome, type Refusal, refuse, refuseForm } from "~/domain/outcome";
import { SERIES_REASONS, otherMemberReason, type ChosenVisitInput, type SeriesRule, type VisitPlan } from "~/domain/series/series";
import { publicOrigin } from "~/lib/http.server";
import type { OneTimeSubmission } from "~/lib/submission-key.server";
import { madeBefore } from "~/services/support/submissions.server";
import { log } from "~/lib/logger.server";
import { bookingPath } from "~/lib/signed-links.server";
import { getListedService, type ServiceCard } from "~/models/service.server";
import { slotsForService, type SlotsForDate } from "./availability.server";
import type { BookingRequest } from "./booking.server";
import { checkoutNewBooking } from "~/services/payments/index.server";
import { orFailure } from "~/services/support/failure.server";
import { takeBookingAttempt } from "~/services/support/limits.server";
import { bookSeries, planSeries } from "./series.server";

/**
 * A series from the service page, without an account: the booking form with "Repeat" asks for a
 * plan (every visit's verdict, and proposals), the plan's form books the visits kept.
 */

/** One visit of a plan as the page shows it: what was asked, what is offered, and the value each choice posts. */
export type PlannedVisitView = {
  index: number;
  asked: string;
  kind: VisitPlan["kind"];
  /** Why the asked time cannot be had, and who comes instead of the usual person: reasons, said one after the other. */
  reasons: string[];
  /** What booking it would give: the asked time, or the proposal ("Wednesday, … at 11:30 AM"). */
  offer: string | null;
  /** The value the "book" choice posts: "YYYY-MM-DDTHH:MM". */
  value: string | null;
};

export type SeriesPlanView = { visits: PlannedVisitView[]; bookable: number };

function planView(plan: readonly VisitPlan[], time: string, names: Record<string, string>, language: Language): SeriesPlanView {
  // With a team: said where a visit goes to someone other than the one who takes the first.
  const first = plan.flatMap((visit) => (visit.kind !== "unavailable" && visit.person ? [visit.person] : []))[0] ?? null;
  const visits = plan.map((visit): PlannedVisitView => {
    const asked = visitWordsIn(language, { date: visit.ruleDate, time });
    if (visit.kind === "unavailable")
      return { index: visit.index, asked, kind: visit.kind, reasons: [visit.reason], offer: null, value: null };
    const other = first && visit.person && visit.person !== first ? otherMemberReason(names[first] ?? "", names[visit.person] ?? "") : null;
    return {
      index: visit.index,
      asked,
      kind: visit.kind,
      reasons: [visit.kind === "proposal" ? visit.reason : null, other].filter((reason) => reason !== null),
      offer: visit.date === visit.ruleDate ? sameDayIn(language, visit.time) : visitWordsIn(language, visit),
      value: `${visit.date}T${visit.time}`,
    };
  });
  return { visits, bookable: visits.filter((visit) => visit.value !== null).length };
}

export type RefusedSeries = Refusal & { slots: SlotsForDate | null; plan: SeriesPlanView | null };

/** The plan of a series asked for on the booking form: each visit's verdict, before anything is booked. */
export async function planSeriesOnline(input: {
  serviceId: string | undefined;
  form: BookingRequest;
  rule: SeriesRule;
  language?: Language;
  now: Date;
}): Promise<{ ok: true; plan: SeriesPlanView } | RefusedSeries> {
  const service = await getListedService(input.serviceId, input.now);
  if (!service) return { ...refuse(404, NOT_FOUND_REASONS.service), slots: null, plan: null };
  const planned = await planSeries(
    service,
    { date: input.form.preferred_date, time: input.form.preferred_time, rule: input.rule, address: input.form.service_address },
    input.now,
  );
  if (!planned.ok) return { ...planned, slots: await slotsForService(service, input.form.preferred_date, input.now), plan: null };
  return { ok: true, plan: planView(planned.plan, input.form.preferred_time, planned.names, input.language ?? DEFAULT_LANGUAGE) };
}

/**
 * Books the visits kept on the plan, all or none. Every attempt counts toward the address's
 * limit and a bot's traits are refused, as for one booking. A refusal comes back with the plan
 * as it stands now, so the customer sees what changed.
 */
export async function bookSeriesOnline(input: {
  serviceId: string | undefined;
  form: BookingRequest;
  rule: SeriesRule;
  chosen: ChosenVisitInput[] | null;
  honeypot: HoneypotVerdict;
  ip: string;
  /** The form's one-time submission (docs/decisions/0026). */
  once?: OneTimeSubmission;
  /** Where the form came from, recorded when its box for texts is ticked. */
  consent?: ConsentContext;
  /** The page's language: the series' and its visits'. */
  language?: Language;
  now: Date;
}): Promise<{ ok: true; path: string; payment: string | null; count: number; duplicate?: boolean } | RefusedSeries> {
  const { now } = input;
  const before = await madeBefore(input.once);
  if (before) return { ok: true, path: bookingPath(before, input.language), payment: null, count: 0, duplicate: true };
  const service = await getListedService(input.serviceId, input.now);
  if (!service) return { ...refuse(404, NOT_FOUND_REASONS.service), slots: null, plan: null };
  const outcome = await attempt(service, input);
  if (outcome.ok) {
    const path = bookingPath(outcome.ids[0], input.language);
    // Posted again (a double tap): the series the first post made, on its first visit's page.
    if (outcome.duplicate) return { ok: true, path, payment: null, count: 0, duplicate: true };
    if (!outcome.awaitingPayment) return { ok: true, path, payment: null, count: outcome.ids.length };
    // The card is saved once for the series on Stripe's page; each visit is charged 48 hours before it.
    const checkout = await checkoutNewBooking(outcome.ids[0], now);
    if (checkout.ok) return { ok: true, path, payment: checkout.url, count: outcome.ids.length };
    return { ...checkout, slots: null, plan: null };
  }
  const again = await planSeries(
    service,
    { date: input.form.preferred_date, time: input.form.preferred_time, rule: input.rule, address: input.form.service_address },
    now,
  );
  return {
    ...outcome,
    slots: null,
    plan: again.ok ? planView(again.plan, input.form.preferred_time, again.names, input.language ?? DEFAULT_LANGUAGE) : null,
  };
}

async function attempt(
  service: ServiceCard,
  input: Parameters<typeof bookSeriesOnline>[0],
): Promise<Outcome<{ ids: string[]; awaitingPayment: boolean; duplicate?: boolean }>> {
  if (!(await takeBookingAttempt(input.ip, input.now)).ok) {
    log.warn("booking rate limit reached", { serviceId: service.id });
    return refuse(429, BOOKING_REASONS.tooMany);
  }
  if (input.honeypot !== "ok") {
    log.warn("series refused as a bot's", { serviceId: service.id, honeypot: input.honeypot });
    return refuse(400, BOOKING_REASONS.bot);
  }
  if (!input.chosen) return refuse(400, SERIES_REASONS.changed);
  const unfit = textConsentRefusal(input.form);
  if (unfit) return refuseForm(unfit);
  const chosen = input.chosen;
  return orFailure({ message: SERIES_REASONS.saveFailed, log: "series booking failed", details: { serviceId: service.id } }, () =>
    bookSeries({
      service,
      request: input.form,
      rule: input.rule,
      chosen,
      origin: publicOrigin(),
      once: input.once,
      consent: input.consent,
      language: input.language,
      now: input.now,
    }),
  );
}
