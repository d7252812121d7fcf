import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { FormError } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { bookingFormSchema, HONEYPOT_FIELD } from "~/domain/booking";
import { AddressField } from "./address-field";
import { DateChooser, ShownSlots, useDateSlots, type SlotsForDate } from "./date-chooser";
import { firstString } from "~/components/ui/form-values";

export type { SlotsForDate };

type Props = {
  serviceId: string;
  /** Query parameters of the page (list state, book=1) that the date picker carries along. */
  pageParams: Array<[string, string]>;
  /** The page URL the booking is posted to. */
  action: string;
  minDate: string;
  maxDate: string;
  /** Slots for the date shown first (the loader's, or the action's after a refusal). */
  initial: SlotsForDate;
  lastResult?: SubmissionResult<string[]>;
};

/**
 * Choose a date (a GET form: without JavaScript the page comes back with that date's free
 * times; with it, a fetcher loads them in place), then a time and the customer's details
 * (a POST form checked by the same schema in the browser and on the server).
 */
export function BookingForm({ serviceId, pageParams, action, minDate, maxDate, initial, lastResult }: Props) {
  const navigation = useNavigation();
  const { date, shown, loading, choose } = useDateSlots(
    initial,
    (next) => `/resources/slots?${new URLSearchParams({ serviceId, date: next })}`,
  );

  const [form, fields] = useForm({
    id: "booking-form",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: bookingFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith(`/service/${serviceId}`);
  const { key: nameKey, ...nameProps } = getInputProps(fields.customer_name, { type: "text" });
  const { key: emailKey, ...emailProps } = getInputProps(fields.customer_email, { type: "email" });
  const { key: phoneKey, ...phoneProps } = getInputProps(fields.customer_phone, { type: "tel" });
  const { key: requestsKey, ...requestsProps } = getTextareaProps(fields.special_requests);

  return (
    <div className="space-y-6">
      <DateChooser
        id="booking-date"
        date={initial.date}
        minDate={minDate}
        maxDate={maxDate}
        error={fields.preferred_date.errors?.[0]}
        pageParams={pageParams}
        onChoose={choose}
      />

      <Form method="post" action={action} preventScrollReset className="space-y-5" {...getFormProps(form)}>
        <FormError errors={form.errors} />
        <input type="hidden" name="preferred_date" value={date} />
        <ShownSlots
          shown={shown}
          loading={loading}
          error={fields.preferred_time.errors?.[0]}
          errorId="booking-time-error"
          defaultTime={firstString(fields.preferred_time.initialValue)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            key={nameKey}
            {...nameProps}
            label="Full name"
            autoComplete="name"
            maxLength={100}
            error={fields.customer_name.errors?.[0]}
          />
          <Field
            key={emailKey}
            {...emailProps}
            label="Email"
            autoComplete="email"
            maxLength={254}
            error={fields.customer_email.errors?.[0]}
          />
          <Field key={phoneKey} {...phoneProps} label="Phone" autoComplete="tel" maxLength={30} error={fields.customer_phone.errors?.[0]} />
        </div>
        <AddressField
          serviceId={serviceId}
          defaultValue={firstString(fields.service_address.initialValue)}
          error={fields.service_address.errors?.[0]}
        />
        <Textarea
          key={requestsKey}
          {...requestsProps}
          label="Special requests (optional)"
          maxLength={1000}
          error={fields.special_requests.errors?.[0]}
        />
        {/* Honeypot: hidden from people and assistive technology, filled in by bots. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            Leave this field empty
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? "Booking..." : "Confirm Booking"}
        </Button>
      </Form>
    </div>
  );
}
