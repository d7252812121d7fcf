import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { Availability } from "~/domain/schedule/availability";
import { SCHEDULE_REASONS, scheduleChangeReason, type TimeOff } from "~/domain/schedule/schedule";
import { timeOffFormSchema, weeklyScheduleSchema } from "~/domain/schedule/schedule.schema.server";
import type { Outcome } from "~/domain/outcome";
import { invalidFormReply, refusalReply, refusalResponse } from "~/lib/refusals.server";
import { TRAVEL_REASONS } from "~/domain/schedule/travel";
import { dayPlacesSchema } from "~/domain/schedule/travel.schema.server";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * One person's weekly hours and days off (decision 0032): the owner's on Schedule and each team
 * member's on their page post the same fields and intents, answered here with that person's use
 * cases.
 */
export type PersonalSchedule = {
  /** The business's date today: a day off cannot start before it. */
  today(): Promise<string>;
  saveHours(schedule: { hours: Availability; bufferMinutes: number }): Promise<Outcome<{ outside: number }>>;
  addDaysOff(off: TimeOff & { note: string | null }): Promise<Outcome<{ outside: number }>>;
  removeDayOff(id: string): Promise<Outcome>;
  /** Where their day starts and ends (issue 58). */
  saveDayPlaces(zips: { day_start_zip: string | null; day_end_zip: string | null }): Promise<Outcome>;
};

/** The answer to the hours or days-off forms' posts, or null when the intent is another's. */
export async function personalScheduleAction(form: FormData, path: string, person: PersonalSchedule) {
  const intent = form.get("intent");
  if (intent === "hours") {
    const submission = parseWithZod(form, { schema: weeklyScheduleSchema });
    if (submission.status !== "success") return invalidFormReply(submission, { extra: { form: "hours" as const } });
    const saved = await person.saveHours({
      hours: submission.value.availability as Availability,
      bufferMinutes: submission.value.buffer_minutes,
    });
    if (!saved.ok) throw refusalResponse(saved);
    return redirectWithToast(path, { type: "success", description: scheduleChangeReason("saved", saved.outside) });
  }
  if (intent === "add-time-off") {
    const submission = parseWithZod(form, { schema: timeOffFormSchema(await person.today()) });
    if (submission.status !== "success") return invalidFormReply(submission, { extra: { form: "time-off" as const } });
    const added = await person.addDaysOff(submission.value);
    if (!added.ok) throw refusalResponse(added);
    return redirectWithToast(path, { type: "success", description: scheduleChangeReason("timeOffAdded", added.outside) });
  }
  if (intent === "day-places") {
    const submission = parseWithZod(form, { schema: dayPlacesSchema });
    if (submission.status !== "success") return invalidFormReply(submission, { extra: { form: "day-places" as const } });
    const saved = await person.saveDayPlaces(submission.value);
    if (!saved.ok) return refusalReply(submission, saved, { extra: { form: "day-places" as const } });
    return redirectWithToast(path, { type: "success", description: TRAVEL_REASONS.placesSaved });
  }
  if (intent === "remove-time-off") {
    const removed = await person.removeDayOff(String(form.get("time_off_id") ?? ""));
    if (!removed.ok) return data({ form: "remove" as const, error: removed.message }, { status: removed.status });
    return redirectWithToast(path, { type: "success", description: SCHEDULE_REASONS.timeOffRemoved });
  }
  return null;
}
