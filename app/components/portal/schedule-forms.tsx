import { Form } from "@remix-run/react";
import { checkConstraints } from "~/components/form-checks";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { AvailabilityFieldset, availabilityDayErrors } from "~/components/join/availability-fieldset";
import { FormError } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { firstString } from "~/components/ui/form-values";
import { Select } from "~/components/ui/select";
import { getFormProps, useForm, type FormConstraints, type SubmissionResult } from "~/components/use-form";
import { useIsPending } from "~/components/use-is-pending";
import { type Availability } from "~/domain/schedule/availability";
import { WEEKDAYS } from "~/domain/time";
import { BUFFER_CHOICES, SCHEDULE_REASONS } from "~/domain/schedule/schedule";
import { useLanguage, useSay, useWords } from "~/components/use-words";
import { bufferIn, scheduleWords } from "~/locales/schedule";
import { fill } from "~/locales/words";

/**
 * The weekly hours and days-off forms: the owner's on Schedule, and each team member's on their
 * page under Team (they post the same fields and intents to their own page).
 */

export function WeeklyHoursForm({
  hours,
  bufferMinutes,
  lastResult,
}: {
  hours: Availability;
  bufferMinutes: number;
  lastResult?: SubmissionResult;
}) {
  const [form, fields] = useForm({
    id: "weekly-hours",
    lastResult,
    // Conform's default values are what a form posts: a ticked day sends "on".
    defaultValue: {
      availability: Object.fromEntries(WEEKDAYS.map((day) => [day, { ...hours[day], available: hours[day].available ? "on" : "" }])),
      buffer_minutes: String(bufferMinutes),
    } as never,
    onValidate: checkConstraints,
    shouldValidate: "onSubmit",
  });
  const busy = useIsPending({ match: { intent: "hours" } });
  const language = useLanguage();
  const words = scheduleWords[language];
  const noDay = fields.availability.errors?.find((error) => error === SCHEDULE_REASONS.noDay);
  return (
    <Form method="post" className="space-y-4" {...getFormProps(form)}>
      <FormErrorSummary form={form} labels={{ availability: words.weeklyHours, buffer_minutes: words.timeBetweenJobs }} />
      <FormError errors={noDay ? [noDay] : form.errors} />
      <AvailabilityFieldset
        id={fields.availability.id}
        formKey={fields.availability.key ?? "availability"}
        defaultValue={fields.availability.initialValue as never}
        errors={availabilityDayErrors(fields.availability as never)}
      />
      <Select
        key={fields.buffer_minutes.key}
        id={fields.buffer_minutes.id}
        name={fields.buffer_minutes.name}
        label={words.timeBetweenJobs}
        defaultValue={firstString(fields.buffer_minutes.initialValue) ?? String(bufferMinutes)}
        options={BUFFER_CHOICES.map((minutes) => ({ value: String(minutes), label: bufferIn(language, minutes) }))}
        error={fields.buffer_minutes.errors?.[0]}
        className="max-w-xs"
      />
      <Button type="submit" name="intent" value="hours" disabled={busy}>
        {busy ? words.saving : words.saveHours}
      </Button>
    </Form>
  );
}

export function TimeOffForm({
  today,
  lastResult,
  constraint,
}: {
  today: string;
  lastResult?: SubmissionResult;
  constraint: FormConstraints;
}) {
  const [form, fields] = useForm({
    id: "time-off",
    lastResult,
    constraint,
    onValidate: checkConstraints,
    shouldValidate: "onSubmit",
  });
  const busy = useIsPending({ match: { intent: "add-time-off" } });
  const words = useWords(scheduleWords);
  const say = useSay();
  return (
    <Form method="post" className="space-y-4" {...getFormProps(form)}>
      <FormErrorSummary form={form} labels={{ start_date: words.firstDayOff, end_date: words.lastDayOff, note: words.note }} />
      <FormError errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={fields.start_date} type="date" label={words.firstDayOff} min={today} data-invalid={say(SCHEDULE_REASONS.pastDate)} />
        <Field
          meta={fields.end_date}
          type="date"
          label={words.lastDayOff}
          min={today}
          hint={words.singleDay}
          data-invalid={say(SCHEDULE_REASONS.endBeforeStart)}
        />
      </div>
      <Field meta={fields.note} label={words.note} />
      <Button type="submit" name="intent" value="add-time-off" disabled={busy}>
        {busy ? words.adding : words.addTimeOff}
      </Button>
    </Form>
  );
}

/** Upcoming days off, each with its Remove button (intent remove-time-off). */
export function TimeOffList({ timeOff }: { timeOff: ReadonlyArray<{ id: string; label: string; note: string | null }> }) {
  const words = useWords(scheduleWords);
  return timeOff.length === 0 ? (
    <p className="text-muted-foreground">{words.noTimeOff}</p>
  ) : (
    <ul className="divide-y divide-border">
      {timeOff.map((off) => (
        <li key={off.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div>
            <p className="font-semibold">{off.label}</p>
            {off.note ? <p className="text-sm text-muted-foreground">{off.note}</p> : null}
          </div>
          <Form method="post">
            <input type="hidden" name="time_off_id" value={off.id} />
            <Button type="submit" name="intent" value="remove-time-off" variant="ghost" size="sm">
              {words.remove}
              <span className="sr-only">{fill(words.removeTimeOff, { label: off.label })}</span>
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
