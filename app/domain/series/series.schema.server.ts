import { z } from "zod";
import { bookingFormSchema } from "../booking/booking.schema.server";
import {
  SERIES_COUNT_REASON,
  SERIES_REASONS,
  SERIES_MAX_VISITS,
  SERIES_MIN_VISITS,
  type ChosenVisitInput,
  type SeriesRule,
} from "./series";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

type RepeatFields = { repeat: "none" | "1" | "2" | "4"; series_end: "count" | "until"; series_count?: string; series_until?: string };

/** The rule the "Repeat" fields ask for (null: a single visit), or the field that is wrong and why. */
export function seriesRuleOf(
  value: RepeatFields,
): { rule: SeriesRule | null } | { field: "series_count" | "series_until"; message: string } {
  if (value.repeat === "none") return { rule: null };
  const intervalWeeks = Number(value.repeat) as SeriesRule["intervalWeeks"];
  if (value.series_end === "until") {
    if (!DATE.test(value.series_until ?? "")) return { field: "series_until", message: SERIES_REASONS.until };
    return { rule: { intervalWeeks, end: { kind: "until", until: value.series_until! } } };
  }
  const count = Number(value.series_count);
  if (!/^\d{1,2}$/.test(value.series_count ?? "") || count < SERIES_MIN_VISITS || count > SERIES_MAX_VISITS)
    return { field: "series_count", message: SERIES_COUNT_REASON };
  return { rule: { intervalWeeks, end: { kind: "count", count } } };
}

/**
 * The service page's booking form: the booking form's fields and "Repeat" (none, or every 1, 2
 * or 4 weeks ending after a number of visits or on a date). Whether the rule fits its first
 * date is app/domain/series/series.ts's to say.
 */
export const bookingWithRepeatSchema = bookingFormSchema
  .extend({
    repeat: z.enum(["none", "1", "2", "4"], { error: SERIES_REASONS.repeat }).default("none"),
    series_end: z.enum(["count", "until"], { error: SERIES_REASONS.repeat }).default("count"),
    series_count: z.string().trim().max(2, SERIES_COUNT_REASON).optional(),
    series_until: z.string().trim().max(10, SERIES_REASONS.until).optional(),
  })
  .superRefine((value, ctx) => {
    const rule = seriesRuleOf(value);
    if ("field" in rule) ctx.addIssue({ code: "custom", path: [rule.field], message: rule.message });
  })
  .transform((value) => {
    const rule = seriesRuleOf(value);
    return { ...value, rule: "rule" in rule ? rule.rule : null };
  });

const VISIT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** The visits the customer kept on the plan: `visit_{n}` is "YYYY-MM-DDTHH:MM" or "drop"; null for anything else. */
export function parseChosenVisits(form: FormData): ChosenVisitInput[] | null {
  const chosen: ChosenVisitInput[] = [];
  for (let index = 1; index <= SERIES_MAX_VISITS; index++) {
    const value = form.get(`visit_${index}`);
    if (value === null || value === "drop") continue;
    const match = typeof value === "string" ? VISIT.exec(value) : null;
    if (!match) return null;
    chosen.push({ index, date: match[1], time: match[2] });
  }
  return chosen;
}
