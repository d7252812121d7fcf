import { getFormProps, useForm, type FormConstraints, type SubmissionResult } from "~/components/use-form";
import { Form, useSubmit } from "@remix-run/react";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { useEffect, useRef, useState } from "react";
import { FormError } from "~/components/ui/alert";
import { Select } from "~/components/ui/select";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { RadioGroup } from "~/components/ui/radio-group";
import { Textarea } from "~/components/ui/textarea";
import {
  CARD_BRAND_LABELS,
  CARD_BRANDS,
  NO_BOOKING,
  PAYMENT_LIMITS,
  PAYMENT_REASONS,
  PAYMENT_METHODS,
  PROCESSING_MS,
  validatePayment,
  type CreditWay,
  type RawPaymentForm,
} from "~/domain/payments/payments";
import { CHECK_AS_YOU_TYPE, checkWithRule } from "~/components/form-checks";
import { useHydrated } from "../use-hydrated";
import { firstString } from "~/components/ui/form-values";
import { useIsPending } from "~/components/use-is-pending";
import { useSay, useWords } from "~/components/use-words";
import { paymentsTabWords } from "~/locales/dashboard-payments";

export type Choice = { value: string; label: string };

/** The customer select's first option: not empty (spec's dropdown rule), refused by the server. */
const CHOOSE_CUSTOMER = "choose";

export const PAYMENT_FORM_ACTION = "/dashboard/payments";

type Props = {
  customers: Choice[];
  bookings: Choice[];
  /** How this business can take a card: online ways only when Stripe is on and its account is ready. */
  creditWays: CreditWay[];
  /** The form's one-time key: posted twice, it records once. */
  requestKey: string;
  lastResult?: SubmissionResult;
  /** The payment schema's checks, from the page's loader (its whole-form rule runs beside them). */
  constraint: FormConstraints;
};

/**
 * Records a payment. Without JavaScript every field shows and the server decides; with it, the
 * method appears once the amount is above 0, the card choices once credit is chosen, and saving
 * shows "Processing payment…" for 2 seconds (spec). No field ever takes a card's number or CVV.
 */
export function PaymentForm({ customers, bookings, creditWays, requestKey, lastResult, constraint }: Props) {
  const hydrated = useHydrated();
  const online = creditWays.some((way) => way !== "terminal");
  const submit = useSubmit();
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const [form, fields] = useForm({
    id: "record-payment",
    lastResult,
    constraint,
    defaultValue: { amount: "0", booking_id: NO_BOOKING },
    onValidate: checkWithRule((value) => validatePayment(value as RawPaymentForm, { online })),
    checksAreComplete: true,
    ...CHECK_AS_YOU_TYPE,
    onSubmit(event, { formData }) {
      // Valid in the browser: show the processing state for the spec's 2 seconds, then send.
      event.preventDefault();
      if (timer.current !== undefined) return;
      setWaiting(true);
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        setWaiting(false);
        submit(formData, { method: "post", action: PAYMENT_FORM_ACTION, preventScrollReset: true });
      }, PROCESSING_MS);
    },
  });

  const sending = useIsPending({ formAction: PAYMENT_FORM_ACTION });
  const processing = waiting || sending;

  // useForm keeps each field's current value (starting from the server's reply or the default).
  const amountValue = Number(fields.amount.value ?? 0);
  const showMethods = !hydrated || (Number.isFinite(amountValue) && amountValue > 0);
  const showCredit = !hydrated || (showMethods && fields.method.value === "credit");
  const via = online ? fields.credit_via.value : "terminal";
  const showTerminal = !hydrated || (showCredit && via === "terminal");

  const words = useWords(paymentsTabWords);
  const say = useSay();
  const customerOptions: Choice[] = [{ value: CHOOSE_CUSTOMER, label: words.chooseCustomer }, ...customers];
  const bookingOptions: Choice[] = [{ value: NO_BOOKING, label: words.noBooking }, ...bookings];
  const initialCustomer = firstString(fields.customer_id.initialValue) ?? "";
  const initialBooking = firstString(fields.booking_id.initialValue) ?? NO_BOOKING;

  return (
    <Form method="post" action={PAYMENT_FORM_ACTION} preventScrollReset className="mt-4 max-w-3xl space-y-4" {...getFormProps(form)}>
      <FormErrorSummary
        form={form}
        labels={{
          customer_id: { label: words.customer, target: "payment-customer" },
          booking_id: { label: words.booking, target: "payment-booking" },
          amount: words.amount,
          method: words.method,
          credit_via: words.creditVia,
          card_brand: { label: words.cardBrand, target: "payment-card-brand" },
          card_last4: words.last4,
          notes: words.notes,
        }}
      />
      <input type="hidden" name="request_key" value={requestKey} />
      <FormError errors={form.errors} />
      <div className="grid gap-4 md:grid-cols-2">
        <Select
          key={fields.customer_id.key}
          id="payment-customer"
          name={fields.customer_id.name}
          label={words.customer}
          options={customerOptions}
          defaultValue={customers.some((c) => c.value === initialCustomer) ? initialCustomer : CHOOSE_CUSTOMER}
          error={fields.customer_id.errors?.[0]}
        />
        <Select
          key={fields.booking_id.key}
          id="payment-booking"
          name={fields.booking_id.name}
          label={words.bookingOptional}
          options={bookingOptions}
          defaultValue={bookingOptions.some((b) => b.value === initialBooking) ? initialBooking : NO_BOOKING}
          error={fields.booking_id.errors?.[0]}
        />
      </div>
      <Field
        meta={fields.amount}
        type="number"
        label={words.amount}
        className="max-w-xs"
        min={0}
        step={PAYMENT_LIMITS.amountStep}
        inputMode="decimal"
        autoComplete="off"
        hint={!hydrated ? words.amountHintNoScript : showMethods ? undefined : words.amountHint}
      />

      {showMethods ? (
        <RadioGroup
          meta={fields.method}
          legend={
            <>
              {words.method}
              {hydrated ? null : <span className="font-normal text-muted-foreground">{words.forAmountsAbove}</span>}
            </>
          }
          options={PAYMENT_METHODS.map((method) => ({ value: method, label: words[method] }))}
        />
      ) : null}

      {showCredit ? (
        <fieldset className="max-w-xl space-y-3 rounded-lg border border-border p-4">
          <legend className="px-1 text-sm font-medium">
            {words.cardPayment}
            {hydrated ? null : <span className="font-normal text-muted-foreground">{words.forCreditCards}</span>}
          </legend>
          <p className="text-sm text-muted-foreground">{online ? words.onlineNote : words.terminalNote}</p>
          {online ? (
            <RadioGroup
              meta={fields.credit_via}
              legend={words.creditVia}
              options={creditWays.map((way) => ({ value: way, label: words[way] }))}
            />
          ) : null}
          {showTerminal ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <Select
                key={fields.card_brand.key}
                id="payment-card-brand"
                name={fields.card_brand.name}
                label={online && !hydrated ? words.cardBrandTerminal : words.cardBrand}
                options={[
                  { value: "choose", label: words.chooseBrand },
                  ...CARD_BRANDS.map((brand) => ({ value: brand, label: brand === "card" ? words.card : CARD_BRAND_LABELS[brand] })),
                ]}
                defaultValue={firstString(fields.card_brand.initialValue) ?? "choose"}
                error={fields.card_brand.errors?.[0]}
              />
              <Field
                meta={fields.card_last4}
                label={words.last4}
                maxLength={PAYMENT_LIMITS.last4}
                minLength={PAYMENT_LIMITS.last4}
                pattern="[0-9]{4}"
                inputMode="numeric"
                autoComplete="off"
                placeholder="4242"
              />
            </div>
          ) : null}
        </fieldset>
      ) : null}

      <Textarea meta={fields.notes} label={words.notesOptional} maxLength={PAYMENT_LIMITS.notes} />

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={processing} aria-disabled={processing || undefined}>
          {words.record}
        </Button>
        <p role="status" aria-live="polite" className="text-sm font-medium">
          {processing ? (
            <span className="inline-flex items-center gap-2">
              <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-primary border-t-transparent" />
              {say(PAYMENT_REASONS.processing)}
            </span>
          ) : null}
        </p>
      </div>
    </Form>
  );
}
