import { Form } from "@remix-run/react";
import { checkConstraints, CHECK_AS_YOU_TYPE } from "~/components/form-checks";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { FormError } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { getFormProps, useForm, type FormConstraints, type SubmissionResult } from "~/components/use-form";
import { useIsPending } from "~/components/use-is-pending";
import { useWords } from "~/components/use-words";
import { BILL_LINE_KINDS, BILL_LINE_ROWS } from "~/domain/billing/bill";
import { billWords } from "~/locales/billing";
import { fill } from "~/locales/words";

const AMOUNT_PATTERN = "\\d{0,7}(\\.\\d{1,2})?";

type StartLine = { kind: string; label: string; amount: string; taxable: boolean };

/**
 * The final bill (decision 0055): up to eight lines, each a kind, what it is, an amount and whether
 * sales tax applies, and the rate. A plain POST form; the server adds the totals.
 */
export function BillForm({
  start,
  lastResult,
  constraint,
}: {
  start: { lines: StartLine[]; taxRate: string };
  lastResult?: SubmissionResult;
  constraint: FormConstraints;
}) {
  const words = useWords(billWords);
  const defaults: Record<string, string> = { tax_rate: start.taxRate };
  start.lines.forEach((line, i) => {
    defaults[`line_kind_${i + 1}`] = line.kind;
    defaults[`line_label_${i + 1}`] = line.label;
    defaults[`line_amount_${i + 1}`] = line.amount;
    if (line.taxable) defaults[`line_taxable_${i + 1}`] = "on";
  });
  const [form, fields] = useForm({
    id: "bill-form",
    lastResult,
    constraint,
    defaultValue: defaults,
    onValidate: checkConstraints,
    ...CHECK_AS_YOU_TYPE,
  });
  const sending = useIsPending({ match: { intent: "write" } });
  const labels: Record<string, string> = {
    ...Object.fromEntries(
      Array.from({ length: BILL_LINE_ROWS }, (_, i) => {
        const n = fill(words.line, { n: i + 1 });
        return [
          [`line_kind_${i + 1}`, `${n}: ${words.kind}`],
          [`line_label_${i + 1}`, `${n}: ${words.item}`],
          [`line_amount_${i + 1}`, `${n}: ${words.amount}`],
        ];
      }).flat(),
    ),
    tax_rate: words.taxRate,
  };
  const kinds = BILL_LINE_KINDS.map((kind) => ({ value: kind, label: words[kind] }));
  return (
    <Form method="post" className="space-y-4" {...getFormProps(form)}>
      <FormErrorSummary form={form} labels={labels} />
      <FormError errors={form.errors} />
      {Array.from({ length: BILL_LINE_ROWS }, (_, i) => {
        const n = i + 1;
        const taxable = fields[`line_taxable_${n}`];
        return (
          <fieldset key={n} className="grid gap-2 rounded-lg border border-border p-3 sm:grid-cols-[9rem_1fr_8rem]">
            <legend className="px-1 text-sm font-medium">{fill(words.line, { n })}</legend>
            <Select meta={fields[`line_kind_${n}`]} label={words.kind} options={kinds} />
            <Field meta={fields[`line_label_${n}`]} label={words.item} />
            <Field meta={fields[`line_amount_${n}`]} label={words.amount} inputMode="decimal" pattern={AMOUNT_PATTERN} />
            <label className="flex items-center gap-2 text-sm sm:col-span-3">
              <input type="checkbox" name={taxable.name} value="on" defaultChecked={taxable.initialValue === "on"} className="h-4 w-4" />
              {words.taxable}
            </label>
          </fieldset>
        );
      })}
      <Field meta={fields.tax_rate} label={words.taxRate} hint={words.taxRateHint} inputMode="decimal" />
      <Button type="submit" name="intent" value="write" disabled={sending}>
        {sending ? words.sending : words.sendBill}
      </Button>
    </Form>
  );
}
