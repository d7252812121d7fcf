import { Form } from "@remix-run/react";
import { AskFirst } from "~/components/ui/ask-first";
import { Button } from "~/components/ui/button";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { Textarea } from "~/components/ui/textarea";
import type { ReactNode } from "react";
import { FormError } from "~/components/ui/alert";
import { checkConstraints } from "~/components/form-checks";
import { getFormProps, useForm, type FormConstraints, type SubmissionResult } from "~/components/use-form";
import { useIsPending } from "~/components/use-is-pending";
import { useLanguage } from "~/components/use-words";
import type { OfferedStatus } from "~/domain/booking/booking-lifecycle";
import { moveLabel, moveWords } from "~/locales/booking-moves";
import { fill } from "~/locales/words";

export type OfferedChange = { to: OfferedStatus };

/** What a provider's or admin's booking row can do next (from the lifecycle rules). */
export type BookingActionsView = {
  id: string;
  customerName: string;
  offered: OfferedChange[];
  canCancel: boolean;
  /** A visit of a series: its cancellation may take every later visit with it. */
  inSeries?: boolean;
  /** What marking a no-show would do with the customer's money, in plain words (null: none moves). */
  noShowTerms?: string | null;
  /** What cancelling would do with the customer's money, in plain words (null: none moves). */
  cancelTerms?: string | null;
};

/**
 * The lifecycle buttons of one booking (each a small POST form, so they work without
 * JavaScript) and a cancel form that asks for the reason the customer will read.
 */
export function BookingActions({
  booking,
  action,
  hidden = [],
  cancelReply,
  cancelConstraint,
  as = "provider",
}: {
  booking: BookingActionsView;
  /** Whose row it is: the admin panel words marking en route as the spec's "Notify En Route". */
  as?: "provider" | "admin";
  /** Where the forms post (the list's own URL, so it comes back to the same page). */
  action: string;
  hidden?: ReadonlyArray<[string, string]>;
  /** The action's reply to a refused change of this booking (shown with its cancel form). */
  cancelReply?: SubmissionResult;
  /** The cancel form's checks, from the page's loader. */
  cancelConstraint: FormConstraints;
}) {
  const busy = useIsPending({ formAction: action, match: { booking_id: booking.id } });
  const words = moveWords[useLanguage()];
  const customer = { customer: booking.customerName };
  if (booking.offered.length === 0 && !booking.canCancel) return null;
  const fields = (
    <>
      <input type="hidden" name="booking_id" value={booking.id} />
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
  return (
    <div className="flex flex-wrap items-start gap-2">
      {booking.offered.map((change) =>
        change.to === "no_show" ? (
          <NoShowForm
            key={change.to}
            booking={booking}
            label={moveLabel(words, change.to, as)}
            action={action}
            fields={fields}
            busy={busy}
          />
        ) : change.to === "en_route" ? (
          <AskFirst
            key={change.to}
            variant="primary"
            label={
              <>
                {moveLabel(words, change.to, as)}
                <span className="sr-only">{fill(words.forCustomer, customer)}</span>
              </>
            }
            question={fill(words.toldProviderOnWay, customer)}
          >
            <Form method="post" action={action} preventScrollReset>
              {fields}
              <input type="hidden" name="to" value="en_route" />
              <Button type="submit" name="intent" value="status" size="sm" disabled={busy}>
                {fill(words.yesTell, customer)}
              </Button>
            </Form>
          </AskFirst>
        ) : (
          <Form key={change.to} method="post" action={action} preventScrollReset>
            {fields}
            <input type="hidden" name="to" value={change.to} />
            <Button type="submit" name="intent" value="status" size="sm" variant="primary" className="whitespace-nowrap" disabled={busy}>
              {moveLabel(words, change.to, as)}
              <span className="sr-only">{fill(words.forCustomer, customer)}</span>
            </Button>
          </Form>
        ),
      )}
      {booking.canCancel ? (
        <CancelForm booking={booking} action={action} fields={fields} busy={busy} lastResult={cancelReply} constraint={cancelConstraint} />
      ) : null}
    </div>
  );
}

/**
 * A no-show keeps the customer's money under the policy: never one click. A native disclosure
 * (keyboard-operable, no JavaScript needed) says what it will do before "Yes, mark no-show".
 */
function NoShowForm({
  booking,
  label,
  action,
  fields,
  busy,
}: {
  booking: BookingActionsView;
  label: string;
  action: string;
  fields: ReactNode;
  busy: boolean;
}) {
  const words = moveWords[useLanguage()];
  const customer = { customer: booking.customerName };
  return (
    <details className="rounded-lg border border-border px-3 py-1.5">
      <summary className="cursor-pointer text-sm font-medium">
        {label}
        <span className="sr-only">{fill(words.forCustomer, customer)}</span>
      </summary>
      <Form method="post" action={action} preventScrollReset className="mt-2 max-w-sm space-y-2">
        {fields}
        <input type="hidden" name="to" value="no_show" />
        <p className="text-sm">
          {booking.noShowTerms === undefined ? words.noShowPolicyApplies : (booking.noShowTerms ?? words.noMoneyMoves)}{" "}
          {fill(words.emailedOutcome, customer)}
        </p>
        <Button type="submit" name="intent" value="status" size="sm" variant="destructive" disabled={busy}>
          {words.yesNoShow}
          <span className="sr-only">{fill(words.forCustomer, customer)}</span>
        </Button>
      </Form>
    </details>
  );
}

function CancelForm({
  booking,
  action,
  fields: hiddenFields,
  busy,
  lastResult,
  constraint,
}: {
  booking: BookingActionsView;
  action: string;
  fields: ReactNode;
  busy: boolean;
  lastResult?: SubmissionResult;
  constraint: FormConstraints;
}) {
  const [form, fields] = useForm({
    id: `cancel-${booking.id}`,
    lastResult,
    constraint,
    onValidate: checkConstraints,
    shouldValidate: "onSubmit",
  });
  const words = moveWords[useLanguage()];
  const customer = { customer: booking.customerName };
  return (
    <details className="rounded-lg border border-border px-3 py-1.5" open={Object.keys(form.allErrors).length > 0 ? true : undefined}>
      <summary className="cursor-pointer text-sm font-medium">
        {words.cancel}
        <span className="sr-only">{fill(words.bookingOf, customer)}</span>
      </summary>
      <Form method="post" action={action} preventScrollReset className="mt-2 space-y-2" {...getFormProps(form)}>
        <FormErrorSummary form={form} labels={{ reason: words.reasonToCustomer }} />
        <FormError errors={form.errors} />
        {hiddenFields}
        {booking.cancelTerms ? <p className="max-w-sm text-sm">{booking.cancelTerms}</p> : null}
        <Textarea meta={fields.reason} label={words.reasonToCustomer} />
        {booking.inSeries ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="following" value="1" />
            {words.alsoLater}
          </label>
        ) : null}
        <Button type="submit" name="intent" value="cancel" size="sm" variant="destructive" disabled={busy}>
          {words.cancelBooking}
        </Button>
      </Form>
    </details>
  );
}
