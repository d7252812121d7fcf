import { getFormProps, useForm, type FormConstraints, type SubmissionResult } from "~/components/use-form";
import { Form, Link } from "@remix-run/react";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { SlotPicker } from "~/components/booking/slot-picker";
import { FormError } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { NO_CUSTOMER, SCHEDULE_JOB_INTENT, SCHEDULING_REASONS } from "~/domain/schedule/scheduling";
import { CHECK_AS_YOU_TYPE, checkConstraints } from "~/components/form-checks";
import type { Slot } from "~/domain/schedule/slots";
import { firstString } from "~/components/ui/form-values";
import { useIsPending } from "~/components/use-is-pending";
import { useSay, useWords } from "~/components/use-words";
import { schedulingWords } from "~/locales/dashboard";

export type CustomerOption = { value: string; label: string };

type Props = {
  /** The page URL (with its service and date) the job is posted to. */
  action: string;
  serviceId: string;
  date: string;
  /** The date's grid from the slot engine: free times can be chosen, booked ones cannot. */
  slots: Slot[];
  /** The slot engine's note about the grid ("No times are free on this date..."). */
  message: string | null;
  customers: readonly CustomerOption[];
  lastResult?: SubmissionResult;
  /** The job schema's checks, from the page's loader. */
  constraint: FormConstraints;
};

/**
 * Book a job on a free slot for one of the business's customers: a POST form whose fields'
 * constraints the browser checks; the server checks it all and applies the slot engine's rules.
 */
export function ScheduleJobForm({ action, serviceId, date, slots, message, customers, lastResult, constraint }: Props) {
  const [form, fields] = useForm({
    id: "schedule-job",
    lastResult,
    constraint,
    onValidate: checkConstraints,
    ...CHECK_AS_YOU_TYPE,
  });
  const submitting = useIsPending({ formAction: action });
  const hasFreeSlot = slots.some((slot) => slot.status === "free");
  const customerError = fields.customer_id.errors?.[0];
  const dateError = fields.preferred_date.errors?.[0];
  const words = useWords(schedulingWords);
  const say = useSay();

  return (
    <Form method="post" action={action} preventScrollReset className="space-y-5" {...getFormProps(form)}>
      <FormErrorSummary form={form} labels={{ customer_id: words.customer, special_requests: words.specialRequests }} />
      <FormError errors={form.errors} />
      <input type="hidden" name="intent" value={SCHEDULE_JOB_INTENT} />
      <input type="hidden" name="service" value={serviceId} />
      <input type="hidden" name="preferred_date" value={date} />
      {dateError ? (
        <p role="alert" className="font-medium text-destructive">
          {say(dateError)}
        </p>
      ) : null}
      <SlotPicker
        key={date}
        slots={slots}
        message={message}
        error={fields.preferred_time.errors?.[0]}
        id="schedule-time"
        defaultTime={firstString(fields.preferred_time.initialValue)}
        missingMessage={fields.preferred_time.constraint?.["data-missing"]}
      />

      {customers.length === 0 ? (
        <p className="rounded-lg bg-muted p-3 text-sm">
          {say(SCHEDULING_REASONS.noCustomers)}{" "}
          <Link to="/dashboard/customers" className="font-medium text-primary underline">
            {words.addCustomer}
          </Link>{" "}
          {words.toBookForThem}
        </p>
      ) : hasFreeSlot ? (
        <>
          <div className="space-y-1.5">
            <Select
              meta={fields.customer_id}
              label={words.customer}
              defaultValue={firstString(fields.customer_id.initialValue) || NO_CUSTOMER}
              options={[{ value: NO_CUSTOMER, label: words.chooseCustomer, disabled: true }, ...customers]}
              error={customerError}
            />
            <p className="text-sm text-muted-foreground">
              {words.notListed}{" "}
              <Link to="/dashboard/customers" className="font-medium text-primary underline">
                {words.addCustomer}
              </Link>
            </p>
          </div>
          <Textarea meta={fields.special_requests} label={words.specialRequests} />
          <Button type="submit" disabled={submitting}>
            {submitting ? words.booking : words.bookJob}
          </Button>
        </>
      ) : null}
    </Form>
  );
}
