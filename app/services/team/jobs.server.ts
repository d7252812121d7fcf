import { STATUS_LABEL_REASONS, bookingActions, JOB_UNDER_WAY_MS } from "~/domain/booking/booking-lifecycle";
import { bookingZoneLabel, localClock } from "~/domain/time";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { appointmentIn } from "~/locales/dates";
import { findTeamMember, listAssignedJobs } from "~/models/team.server";
import { sumWorkerTips } from "~/models/bill.server";
import { formatDollars } from "~/domain/payments/money";
import type { SignedInUser } from "~/services/support/access.server";
import { routeOfDay } from "~/services/booking/index.server";

/** How far ahead a member's list reaches: today and the week after. */
const AHEAD_DAYS = 8;

/**
 * A team member's own jobs (decision 0032): those given to them from the ones still under
 * way through the next week, today's first, each with the customer's contact and the moves the
 * lifecycle lets them make (on the way, started, done, no-show; never a cancellation).
 */
export async function memberJobsPage(member: SignedInUser, now: Date, language: Language = DEFAULT_LANGUAGE) {
  const week = { since: new Date(now.getTime() - 7 * 86_400_000).toISOString(), before: now.toISOString() };
  const [profile, jobs, tipsCents] = await Promise.all([
    findTeamMember(member.id),
    listAssignedJobs(member.id, {
      from: new Date(now.getTime() - JOB_UNDER_WAY_MS),
      to: new Date(now.getTime() + AHEAD_DAYS * 86_400_000),
    }),
    sumWorkerTips(member.id, week),
  ]);
  const rows = jobs.map((job) => ({
    id: job.id,
    reference: job.reference,
    service: job.service_type,
    customerName: job.customer_name,
    customerEmail: job.customer_email,
    customerPhone: job.customer_phone,
    address: job.service_address,
    when: appointmentIn(language, { ...job, timeZoneLabel: bookingZoneLabel(job) }),
    durationMinutes: job.duration_minutes,
    notes: job.special_requests,
    status: STATUS_LABEL_REASONS[job.status],
    /** Done: its bill is written on its own page (decision 0055). */
    billable: job.status === "completed",
    today: job.preferred_date === localClock(now, job.time_zone).date,
    moves: bookingActions(job, now, "member").offered,
  }));
  const todays = jobs.filter((job) => job.preferred_date === localClock(now, job.time_zone).date);
  return {
    /** Today's jobs as a route: the drive into each, the way home, the total and a map (issue 58). */
    route: await routeOfDay(member.id, todays, language),
    name: profile?.name ?? member.email,
    businessName: profile?.business_name ?? null,
    email: member.email,
    /** Tips customers paid with the bills of this member's jobs in the last seven days (decision 0055). */
    tipsLastWeek: tipsCents > 0 ? formatDollars(tipsCents) : null,
    today: rows.filter((row) => row.today),
    later: rows.filter((row) => !row.today),
  };
}
