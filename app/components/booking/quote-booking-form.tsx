import { Form } from "@remix-run/react";
import { AddressField } from "~/components/booking/address-field";
import { BookingTerms } from "~/components/booking/booking-terms";
import { DateChooser, ShownSlots, useDateSlots, type SlotsForDate } from "~/components/booking/date-chooser";
import { ErrorAlert } from "~/components/ui/alert";
import { FormErrorSummary, useRefusal } from "~/components/ui/form-error-summary";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { useIsPending } from "~/components/use-is-pending";
import type { FormConstraints } from "~/components/use-form";
import { SubmissionKeyField } from "~/components/submission-key-field";
import { useSay, useWords } from "~/components/use-words";
import { bookingWords } from "~/locales/booking";
import { quotePageWords } from "~/locales/quotes";

export type QuoteBookingValues = { service_address: string; special_requests: string };

/**
 * Accepting a quote: the provider's time picker (the quoted job length), where the job is, and
 * the terms beside the button. The customer's name, e-mail and phone are the request's. Works
 * without JavaScript (the date is a GET form, the booking a POST).
 */
export function QuoteBookingForm({
  serviceId,
  requestId,
  quoteId,
  revision,
  token,
  submissionKey,
  action,
  minDate,
  maxDate,
  initial,
  error,
  values,
  constraint,
  dueNow,
  policy,
  freeDays,
}: {
  serviceId: string;
  requestId: string;
  quoteId: string;
  /** The quote's revision shown beside the form: an accept of an older one is refused. */
  revision: number;
  token: string;
  /** The form's one-time submission key (docs/decisions/0026). */
  submissionKey: string;
  action: string;
  minDate: string;
  maxDate: string;
  initial: SlotsForDate;
  error: { message: string; field: string | null } | null;
  values: QuoteBookingValues | null;
  /** The accept schema's checks, from the page's loader. */
  constraint: FormConstraints;
  dueNow: string | null;
  policy: string[];
  /** The next two weeks' days with free times for the quoted job, listed beside the date. */
  freeDays?: ReadonlyArray<{ date: string; label: string }>;
}) {
  const { date, shown, loading, choose } = useDateSlots(
    initial,
    (next) => `/resources/slots?${new URLSearchParams({ serviceId, date: next, requestId, quoteId, token })}`,
  );
  const booking = useIsPending({ formAction: action });
  const fieldError = error?.field ? error.message : undefined;
  const refusal = useRefusal("quote", error);
  const words = useWords(bookingWords);
  const quoteWords = useWords(quotePageWords);
  const say = useSay();
  return (
    <div className="space-y-5">
      <DateChooser
        id="quote-date"
        date={initial.date}
        minDate={minDate}
        maxDate={maxDate}
        error={error?.field === "preferred_date" ? fieldError : undefined}
        freeDays={freeDays}
        pageParams={[["token", token]]}
        onChoose={choose}
      />
      <Form method="post" action={action} preventScrollReset className="space-y-4">
        <FormErrorSummary
          form={refusal}
          labels={{
            preferred_date: { label: words.date, target: "quote-date" },
            preferred_time: { label: words.time, target: "quote-time" },
            service_address: { label: words.serviceAddress, target: "quote-service_address" },
          }}
        />
        {error && !error.field ? <ErrorAlert>{say(error.message)}</ErrorAlert> : null}
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="quote_revision" value={revision} />
        <SubmissionKeyField value={submissionKey} />
        <input type="hidden" name="preferred_date" value={date} />
        <ShownSlots
          shown={shown}
          loading={loading}
          error={error?.field === "preferred_time" ? fieldError : undefined}
          id="quote-time"
          missingMessage={constraint.preferred_time?.["data-missing"]}
        />
        <AddressField
          id="quote-service_address"
          serviceId={serviceId}
          defaultValue={values?.service_address}
          maxLength={constraint.service_address?.maxLength}
          error={error?.field === "service_address" ? fieldError : undefined}
        />
        <Textarea
          name="special_requests"
          label={quoteWords.notesForProvider}
          maxLength={constraint.special_requests?.maxLength}
          defaultValue={values?.special_requests}
        />
        <BookingTerms dueNow={dueNow} policy={policy} />
        <Button type="submit" size="lg" disabled={booking || shown.slots.every((slot) => slot.status !== "free")}>
          {booking ? words.booking : dueNow ? words.continueToPayment : quoteWords.bookThisTime}
        </Button>
      </Form>
    </div>
  );
}
