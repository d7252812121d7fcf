import { getFormProps, useForm, type FormConstraints, type SubmissionResult } from "~/components/use-form";
import { fill } from "~/locales/words";
import { Form } from "@remix-run/react";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { FormError } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { CHECK_AS_YOU_TYPE, checkConstraints } from "~/components/form-checks";
import { AddressField } from "./address-field";
import { contactLabels, ContactFields } from "./contact-fields";
import { RepeatFields } from "./repeat-fields";
import { BookingTerms } from "./booking-terms";
import { DateChooser, ShownSlots, useDateSlots, type SlotsForDate } from "./date-chooser";
import { firstString } from "~/components/ui/form-values";
import { useIsPending } from "~/components/use-is-pending";
import { SubmissionKeyField } from "~/components/submission-key-field";
import { HoneypotFields } from "~/components/honeypot-fields";
import { choiceClasses } from "~/components/ui/radio-group";
import { cx } from "~/components/ui/cx";
import { MemberPhoto } from "~/components/member-photo";
import { useWords } from "~/components/use-words";
import { bookingWords } from "~/locales/booking";

export type { SlotsForDate };

/** The booking's fields in the page's order, as its error summary names them. */
function bookingLabels(words: (typeof bookingWords)["en"]) {
  return {
    preferred_date: { label: words.date, target: "booking-date" },
    preferred_time: { label: words.time, target: "booking-time" },
    ...contactLabels(words),
    service_address: words.serviceAddress,
    special_requests: words.specialRequests,
    repeat: words.repeat,
    series_count: words.numberOfVisits,
    series_until: words.lastVisitBy,
  };
}

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
  lastResult?: SubmissionResult;
  /** The booking schema's checks, from the page's loader. */
  constraint: FormConstraints;
  /** The signed moment the form was shown (app/lib/honeypot.server.ts). */
  formStarted: string;
  /** The form's one-time submission key (docs/decisions/0026). */
  submissionKey: string;
  /** What booking asks to be paid online ("$25 deposit to book"), or null: paid on site. */
  dueNow: string | null;
  /** The most the customer may let their saved card be charged after the job ("$132"), or null: not offered. */
  afterJobCap?: string | null;
  /** The provider's cancellation policy, in plain words. */
  policy: string[];
  /** The provider takes recurring bookings: "Repeat" is offered. */
  seriesAllowed?: boolean;
  /** The next two weeks' days with free times, listed beside the date. */
  freeDays?: ReadonlyArray<{ date: string; label: string }>;
  /** Whom the customer may choose, where the business lets them (decision 0032), and whom they chose. */
  members?: ReadonlyArray<{ id: string; name: string; photoUrl: string | null }>;
  member?: string | null;
  /** The customer's zip, whose times the picker asks for (issue 58). */
  zip?: string | null;
  /** What the form starts with: a past job's details, where a signed-in customer books it again (decision 0051). */
  defaults?: Readonly<Record<string, string>> | null;
};

/**
 * Choose a date (a GET form: without JavaScript the page comes back with that date's free
 * times; with it, a fetcher loads them in place), then a time and the customer's details
 * (a POST form: its fields' constraints are checked in the browser, everything on the server).
 */
export function BookingForm({
  serviceId,
  pageParams,
  action,
  minDate,
  maxDate,
  initial,
  lastResult,
  constraint,
  formStarted,
  submissionKey,
  dueNow,
  afterJobCap = null,
  policy,
  seriesAllowed = false,
  freeDays,
  members,
  member,
  zip = null,
  defaults,
}: Props) {
  const { date, shown, loading, choose } = useDateSlots(
    initial,
    (next) => `/resources/slots?${new URLSearchParams({ serviceId, date: next, ...(member ? { member } : {}), ...(zip ? { zip } : {}) })}`,
  );

  const [form, fields] = useForm({
    id: "booking-form",
    lastResult,
    defaultValue: defaults ?? undefined,
    constraint,
    onValidate: checkConstraints,
    ...CHECK_AS_YOU_TYPE,
  });

  const submitting = useIsPending({ formAction: action });
  const words = useWords(bookingWords);

  return (
    <div className="space-y-6">
      {members && members.length > 0 ? (
        <MemberChooser members={members} member={member ?? null} pageParams={pageParams} date={date} />
      ) : null}
      <DateChooser
        id="booking-date"
        date={initial.date}
        minDate={minDate}
        maxDate={maxDate}
        error={fields.preferred_date.errors?.[0]}
        pageParams={pageParams}
        onChoose={choose}
        freeDays={freeDays}
      />

      <Form method="post" action={action} preventScrollReset className="space-y-5" {...getFormProps(form)}>
        <FormErrorSummary form={form} labels={bookingLabels(words)} />
        <FormError errors={form.errors} />
        <input type="hidden" name="preferred_date" value={date} />
        <ShownSlots
          shown={shown}
          loading={loading}
          error={fields.preferred_time.errors?.[0]}
          id="booking-time"
          defaultTime={firstString(fields.preferred_time.initialValue)}
          missingMessage={fields.preferred_time.constraint?.["data-missing"]}
        />
        <ContactFields fields={fields} consent="booking" />
        <AddressField
          id={fields.service_address.id}
          serviceId={serviceId}
          defaultValue={firstString(fields.service_address.initialValue)}
          maxLength={fields.service_address.constraint?.maxLength}
          error={fields.service_address.errors?.[0]}
        />
        <Textarea meta={fields.special_requests} label={words.specialRequestsOptional} />
        {seriesAllowed ? <RepeatFields fields={fields} /> : null}
        <HoneypotFields formStarted={formStarted} />
        <SubmissionKeyField value={submissionKey} />
        <BookingTerms dueNow={dueNow} policy={policy} />
        {afterJobCap ? (
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="charge_after_job"
              value="on"
              defaultChecked={firstString(fields.charge_after_job.initialValue) === "on"}
              className="mt-0.5 h-4 w-4 shrink-0"
            />
            <span>
              {fill(words.chargeAfterJob, { cap: afterJobCap })}
              <span className="block text-muted-foreground">{fill(words.chargeAfterJobHint, { cap: afterJobCap })}</span>
            </span>
          </label>
        ) : null}
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? words.booking : dueNow ? words.continueToPayment : words.confirmBooking}
        </Button>
      </Form>
    </div>
  );
}

/**
 * "Who would you like?": a GET form, so the page comes back with that person's times (with or
 * without JavaScript); the booking form posts to the page's address, which carries the choice.
 */
function MemberChooser({
  members,
  member,
  pageParams,
  date,
}: {
  members: ReadonlyArray<{ id: string; name: string; photoUrl: string | null }>;
  member: string | null;
  pageParams: ReadonlyArray<[string, string]>;
  date: string;
}) {
  const words = useWords(bookingWords);
  const choices = [{ id: "", name: words.anyAvailable, photoUrl: null }, ...members];
  return (
    <Form method="get" preventScrollReset className="space-y-3">
      {pageParams
        .filter(([name]) => name !== "member" && name !== "date")
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <input type="hidden" name="date" value={date} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{words.whoLabel}</legend>
        <div className="flex flex-wrap gap-2">
          {choices.map((person) => (
            <label key={person.id} className={cx(choiceClasses, "items-center gap-2 py-1.5 pr-3 pl-2")}>
              <input
                type="radio"
                name="member"
                value={person.id}
                defaultChecked={(member ?? "") === person.id}
                className="accent-[var(--primary)]"
              />
              {person.photoUrl ? <MemberPhoto url={person.photoUrl} /> : null}
              <span className="font-medium">{person.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" variant="secondary">
        {words.showTheirTimes}
      </Button>
    </Form>
  );
}
