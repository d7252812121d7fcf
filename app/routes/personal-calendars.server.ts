import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { SubmissionResult } from "~/components/use-form";
import { BUSY_CALENDAR_REASONS, calendarReadReason } from "~/domain/schedule/busy-calendars";
import { busyCalendarSchema } from "~/domain/schedule/busy-calendars.schema.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { invalidFormReply, refusalReply, refusalToast } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  addBusyCalendar,
  busyCalendarsOf,
  calendarFeedStatus,
  newCalendarFeed,
  removeBusyCalendar,
  retryBusyCalendar,
} from "~/services/portal/index.server";
import type { SignedInUser } from "~/services/support/access.server";
import type { Language } from "~/domain/language";

/**
 * A person's own calendars (decision 0030, 0032): the busy times read from theirs and their jobs
 * as a feed theirs subscribes to. The owner's Schedule and a team member's /team both show them
 * and post the same intents, answered here.
 */

export type PersonalCalendarsResult = { form: "calendar-feed" | "busy-calendar"; lastResult?: SubmissionResult; feedUrl?: string };

/** What the two cards show. */
export async function personalCalendars(person: SignedInUser, language: Language) {
  const [calendarFeed, busyCalendars] = await Promise.all([calendarFeedStatus(person), busyCalendarsOf(person, language)]);
  return { calendarFeed, busyCalendars, busyCalendarConstraint: formConstraints(busyCalendarSchema) };
}

/** The answer to one of the cards' posts, or null when the intent is another's. */
export async function personalCalendarAction(person: SignedInUser, form: FormData, path: string, now: Date) {
  const intent = form.get("intent");
  if (intent === "calendar-feed") {
    // Shown on the page this once (never in a redirect's URL or a cookie): it is kept only as a hash.
    const { url } = await newCalendarFeed(person, now);
    return data<PersonalCalendarsResult>({ form: "calendar-feed", feedUrl: url }, { headers: { "Cache-Control": "private, no-store" } });
  }
  if (intent === "add-busy-calendar") {
    const submission = parseWithZod(form, { schema: busyCalendarSchema });
    if (submission.status !== "success") return invalidFormReply(submission, { extra: { form: "busy-calendar" as const } });
    const outcome = await addBusyCalendar(person, submission.value, now);
    if (!outcome.ok) return refusalReply(submission, outcome, { extra: { form: "busy-calendar" as const } });
    return redirectWithToast(`${path}#busy-calendars`, { type: "success", description: calendarReadReason("added", outcome.events) });
  }
  if (intent === "retry-busy-calendar") {
    const outcome = await retryBusyCalendar(person, String(form.get("calendar_id") ?? ""), now);
    if (!outcome.ok) return refusalToast(`${path}#busy-calendars`, outcome);
    return redirectWithToast(`${path}#busy-calendars`, { type: "success", description: calendarReadReason("readAgain", outcome.events) });
  }
  if (intent === "remove-busy-calendar") {
    const outcome = await removeBusyCalendar(person, String(form.get("calendar_id") ?? ""));
    if (!outcome.ok) return refusalToast(`${path}#busy-calendars`, outcome);
    return redirectWithToast(`${path}#busy-calendars`, { type: "success", description: BUSY_CALENDAR_REASONS.removed });
  }
  return null;
}
