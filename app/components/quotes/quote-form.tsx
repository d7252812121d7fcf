import { Form } from "@remix-run/react";
import { checkConstraints, CHECK_AS_YOU_TYPE } from "~/components/form-checks";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { SubmissionKeyField } from "~/components/submission-key-field";
import { FormError } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { getFormProps, useForm, type FormConstraints, type SubmissionResult } from "~/components/use-form";
import { useIsPending } from "~/components/use-is-pending";
import { QUOTE_LINE_ROWS, QUOTE_REASONS } from "~/domain/quotes/quotes";
import { DURATION_CHOICES } from "~/domain/schedule/schedule";
import { useLanguage, useSay, useWords } from "~/components/use-words";
import { durationIn } from "~/locales/clock";
import { quoteFormWords } from "~/locales/provider-thread";
import { fill } from "~/locales/words";

const AMOUNT_PATTERN = "\\d{0,7}(\\.\\d{1,2})?";

/**
 * The provider's quote: up to six lines (a label and an amount each; the total is their sum),
 * how long the job takes, the last day it can be accepted, and a deposit when online payment is
 * on for them. A plain POST form (works without JavaScript); the server adds the total.
 */
/** The quote's fields in the form's order, as its error summary names them. */
function quoteLabels(words: (typeof quoteFormWords)["en"]): Record<string, string> {
  return {
    ...Object.fromEntries(
      Array.from({ length: QUOTE_LINE_ROWS }, (_, i) => [
        [`line_label_${i + 1}`, fill(words.item, { n: i + 1 })],
        [`line_amount_${i + 1}`, fill(words.amount, { n: i + 1 })],
      ]).flat(),
    ),
    duration_minutes: words.duration,
    valid_until: words.validUntil,
    deposit: words.deposit,
    note: words.note,
  };
}

export function QuoteForm({
  action,
  defaults,
  minDate,
  maxDate,
  depositAllowed,
  revising,
  submissionKey,
  lastResult,
  constraint,
}: {
  action: string;
  defaults: Record<string, string>;
  minDate: string;
  maxDate: string;
  depositAllowed: boolean;
  revising: boolean;
  /** The form's one-time submission key (docs/decisions/0026). */
  submissionKey: string;
  lastResult?: SubmissionResult;
  /**
   * The quote schema's checks, from the page's loader. The amounts' form and the dates' range
   * are its refinements' (they read money and the calendar): those stay beside the fields.
   */
  constraint: FormConstraints;
}) {
  const [form, fields] = useForm({
    id: "quote-form",
    lastResult,
    constraint,
    defaultValue: defaults,
    onValidate: checkConstraints,
    ...CHECK_AS_YOU_TYPE,
  });
  const sending = useIsPending({ formAction: action, match: { intent: "quote" } });
  const language = useLanguage();
  const words = quoteFormWords[language];
  const labels = quoteLabels(words);
  const say = useSay();
  return (
    <Form method="post" action={action} className="space-y-4" {...getFormProps(form)}>
      <FormErrorSummary form={form} labels={labels} />
      <FormError errors={form.errors} />
      <SubmissionKeyField value={submissionKey} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{words.lineItems}</legend>
        {Array.from({ length: QUOTE_LINE_ROWS }, (_, i) => (
          <div key={i} className="grid gap-2 sm:grid-cols-[1fr_10rem]">
            <Field
              meta={fields[`line_label_${i + 1}`]}
              label={labels[`line_label_${i + 1}`]}
              placeholder={i === 0 ? words.labor : undefined}
            />
            <Field
              meta={fields[`line_amount_${i + 1}`]}
              label={fill(words.amountDollars, { n: i + 1 })}
              inputMode="decimal"
              pattern={AMOUNT_PATTERN}
              data-invalid={say(QUOTE_REASONS.lineAmount)}
            />
          </div>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          meta={fields.duration_minutes}
          label={words.duration}
          options={DURATION_CHOICES.map((minutes) => ({ value: String(minutes), label: durationIn(language, minutes) }))}
        />
        <Field meta={fields.valid_until} type="date" label={words.validUntil} min={minDate} max={maxDate} />
        {depositAllowed ? (
          <Field
            meta={fields.deposit}
            label={words.depositOptional}
            inputMode="decimal"
            pattern={AMOUNT_PATTERN}
            hint={words.depositHint}
            data-invalid={say(QUOTE_REASONS.deposit)}
          />
        ) : null}
      </div>
      <Textarea meta={fields.note} label={words.noteOptional} rows={3} />
      <Button type="submit" name="intent" value="quote" disabled={sending}>
        {sending ? words.sending : revising ? words.update : words.send}
      </Button>
    </Form>
  );
}

/** Declining, with the reason the customer reads (a native disclosure). */
export function DeclineForm({
  action,
  lastResult,
  constraint,
}: {
  action: string;
  lastResult?: SubmissionResult;
  constraint: FormConstraints;
}) {
  const [form, fields] = useForm({ id: "decline", lastResult, constraint, onValidate: checkConstraints, shouldValidate: "onSubmit" });
  const words = useWords(quoteFormWords);
  return (
    <details className="rounded-lg border border-border p-3" open={Object.keys(form.allErrors).length > 0 ? true : undefined}>
      <summary className="cursor-pointer font-medium">{words.declineThis}</summary>
      <Form method="post" action={action} className="mt-3 space-y-2" {...getFormProps(form)}>
        <FormErrorSummary form={form} labels={{ reason: words.reason }} />
        <FormError errors={form.errors} />
        <Textarea meta={fields.reason} label={words.reason} rows={2} />
        <Button type="submit" name="intent" value="decline" variant="destructive" size="sm">
          {words.decline}
        </Button>
      </Form>
    </details>
  );
}
