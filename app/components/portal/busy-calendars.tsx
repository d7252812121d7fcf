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
  return (
    <Card className="space-y-4 p-6" id="busy-calendars">
      <div>
        <h2 className="text-xl font-semibold">Busy times from your calendars</h2>
        <p className="text-sm text-muted-foreground">
          Add the private address of a calendar you already keep, and customers cannot book you when it says you are busy. Find it in Google
          Calendar (Settings › your calendar › Secret address in iCal format), Outlook (Settings › Shared calendars › Publish a calendar,
          the ICS link) or iCloud (share the calendar as a Public Calendar). We read it every 10 minutes; only busy times are used, never
          what your events say, and events marked free or cancelled are left out.
        </p>
      </div>
      {calendars.length === 0 ? (
        <p className="text-muted-foreground">No calendars added.</p>
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
                      Try again<span className="sr-only"> to read calendar {calendar.label}</span>
                    </Button>
                  </Form>
                ) : null}
                <AskFirst
                  label={
                    <>
                      Remove<span className="sr-only"> calendar {calendar.label}</span>
                    </>
                  }
                  question="Its busy times stop blocking bookings at once: customers can book those hours again."
                >
                  <Form method="post">
                    <input type="hidden" name="calendar_id" value={calendar.id} />
                    <Button type="submit" name="intent" value="remove-busy-calendar" variant="destructive" size="sm">
                      Yes, remove it
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
          <FormErrorSummary form={form} labels={{ calendar_url: "Calendar address", calendar_label: "Name (optional)" }} />
          <h3 className="pt-2 text-lg font-semibold">Add a calendar</h3>
          <FormError errors={form.errors} />
          <Field
            meta={fields.calendar_url}
            type="url"
            label="Calendar address"
            placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
            hint="Keep it private: anyone with it can read your calendar. We keep it encrypted."
            autoComplete="off"
            spellCheck={false}
          />
          <Field meta={fields.calendar_label} label="Name (optional)" placeholder="Personal" className="max-w-xs" />
          <Button type="submit" name="intent" value="add-busy-calendar" disabled={adding}>
            {adding ? "Reading the calendar..." : "Add calendar"}
          </Button>
        </Form>
      ) : (
        <p className="text-sm">You have added {limit} calendars, the most there can be. Remove one to add another.</p>
      )}
    </Card>
  );
}
