import { Form } from "@remix-run/react";
import { FormError } from "~/components/ui/alert";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { AskFirst } from "~/components/ui/ask-first";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { checkConstraints } from "~/components/form-checks";
import { getFormProps, useForm, type FormConstraints, type SubmissionResult } from "~/components/use-form";
import { useIsPending } from "~/components/use-is-pending";
import { useWords } from "~/components/use-words";
import { busyCalendarWords } from "~/locales/calendars";
import { fill } from "~/locales/words";

type BusyCalendar = { id: string; label: string; hint: string; status: { text: string; failing: boolean; stopped: boolean } };

/**
 * "Busy times from your calendars": the calendars a provider already keeps (Google, Outlook,
 * iCloud or any .ics address), whose busy events block their schedule.
 */
export function BusyCalendarsCard({
  calendars,
  limit,
  lastResult,
  constraint,
}: {
  calendars: BusyCalendar[];
  limit: number;
  lastResult?: SubmissionResult;
  constraint: FormConstraints;
}) {
  const [form, fields] = useForm({ id: "busy-calendar", lastResult, constraint, onValidate: checkConstraints, shouldValidate: "onSubmit" });
  const adding = useIsPending({ match: { intent: "add-busy-calendar" } });
  const words = useWords(busyCalendarWords);
  return (
    <Card className="space-y-4 p-6" id="busy-calendars">
      <div>
        <h2 className="text-xl font-semibold">{words.title}</h2>
        <p className="text-sm text-muted-foreground">{words.lead}</p>
      </div>
      {calendars.length === 0 ? (
        <p className="text-muted-foreground">{words.none}</p>
      ) : (
        <ul className="divide-y divide-border">
          {calendars.map((calendar) => (
            <li key={calendar.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold">{calendar.label}</p>
                <p className="text-sm break-all text-muted-foreground">{calendar.hint}</p>
                <p className={calendar.status.failing ? "text-sm text-destructive" : "text-sm text-muted-foreground"}>
                  {calendar.status.text}
                </p>
              </div>
              <div className="flex flex-wrap items-start gap-2">
                {calendar.status.failing ? (
                  <Form method="post">
                    <input type="hidden" name="calendar_id" value={calendar.id} />
                    <Button type="submit" name="intent" value="retry-busy-calendar" variant="outline" size="sm">
                      {words.tryAgain}
                      <span className="sr-only">{fill(words.toRead, { label: calendar.label })}</span>
                    </Button>
                  </Form>
                ) : null}
                <AskFirst
                  label={
                    <>
                      {words.remove}
                      <span className="sr-only">{fill(words.calendarNamed, { label: calendar.label })}</span>
                    </>
                  }
                  question={words.removeQuestion}
                >
                  <Form method="post">
                    <input type="hidden" name="calendar_id" value={calendar.id} />
                    <Button type="submit" name="intent" value="remove-busy-calendar" variant="destructive" size="sm">
                      {words.yesRemove}
                    </Button>
                  </Form>
                </AskFirst>
              </div>
            </li>
          ))}
        </ul>
      )}
      {calendars.length < limit ? (
        <Form method="post" className="space-y-4" {...getFormProps(form)}>
          <FormErrorSummary form={form} labels={{ calendar_url: words.address, calendar_label: words.name }} />
          <h3 className="pt-2 text-lg font-semibold">{words.add}</h3>
          <FormError errors={form.errors} />
          <Field
            meta={fields.calendar_url}
            type="url"
            label={words.address}
            placeholder={words.addressExample}
            hint={words.keepPrivate}
            autoComplete="off"
            spellCheck={false}
          />
          <Field meta={fields.calendar_label} label={words.name} placeholder={words.nameExample} className="max-w-xs" />
          <Button type="submit" name="intent" value="add-busy-calendar" disabled={adding}>
            {adding ? words.reading : words.addButton}
          </Button>
        </Form>
      ) : (
        <p className="text-sm">{fill(words.full, { limit })}</p>
      )}
    </Card>
  );
}
