import { Form } from "@remix-run/react";
import { useWords } from "~/components/use-words";
import { homeWords } from "~/locales/home";
import { Button } from "~/components/ui/button";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { SearchIcon } from "~/components/ui/icons";
import { checkConstraints } from "~/components/form-checks";
import { getFormProps, useForm, type FormConstraints, type SubmissionResult } from "~/components/use-form";

/**
 * Step 1. A GET form to "/": the server validates and answers with step 2 or this form again
 * with the error; with JavaScript the field's own constraints are checked before the request,
 * and the error goes as the value is fixed.
 */
export function ZipForm({
  lastResult,
  constraint,
  defaultZip,
}: {
  lastResult?: SubmissionResult;
  constraint: FormConstraints;
  defaultZip?: string;
}) {
  const [form, fields] = useForm({
    id: "zip-form",
    lastResult,
    constraint,
    defaultValue: { zip: defaultZip ?? "" },
    onValidate: checkConstraints,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const words = useWords(homeWords);
  return (
    <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
      <h2 className="text-xl font-semibold">{words.findInYourArea}</h2>
      <Form method="get" action="/" className="mt-4 space-y-3" {...getFormProps(form)}>
        <FormErrorSummary form={form} labels={{ zip: words.zipLabel }} />
        <Field
          meta={fields.zip}
          label={words.zipLabel}
          hideLabel
          placeholder={words.zipPlaceholder}
          inputMode="numeric"
          autoComplete="postal-code"
        />
        <Button type="submit" size="lg" className="w-full">
          <SearchIcon />
          {words.findServices}
        </Button>
      </Form>
    </Card>
  );
}
