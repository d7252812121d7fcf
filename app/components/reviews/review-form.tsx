import { getFormProps, useForm, type FormConstraints, type SubmissionResult } from "~/components/use-form";
import { Form } from "@remix-run/react";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { FormError } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { RadioGroup } from "~/components/ui/radio-group";
import { Textarea } from "~/components/ui/textarea";
import { useIsPending } from "~/components/use-is-pending";
import { STAR_LABELS } from "~/domain/reviews/reviews";
import { CHECK_AS_YOU_TYPE, checkConstraints } from "~/components/form-checks";
import { StarIcon } from "~/components/ui/icons";

/**
 * The customer's review: 1 to 5 stars as native radios (arrow keys move between them, each
 * labelled "N stars"), an optional text, and the name it will show under. Works without JavaScript.
 */
export function ReviewForm({
  action,
  mode,
  reviewerName,
  defaultValue,
  lastResult,
  constraint,
}: {
  action: string;
  mode: "new" | "edit";
  reviewerName: string;
  defaultValue: { rating: string; body: string };
  lastResult?: SubmissionResult;
  /** The review schema's checks, from the page's loader. */
  constraint: FormConstraints;
}) {
  const [form, fields] = useForm({
    id: "review",
    lastResult,
    constraint,
    defaultValue,
    onValidate: checkConstraints,
    ...CHECK_AS_YOU_TYPE,
  });
  const pending = useIsPending({ formAction: action });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-5">
      <FormErrorSummary form={form} labels={{ rating: "Your rating", body: "Your review (optional)" }} />
      <FormError errors={form.errors} />
      <RadioGroup
        meta={fields.rating}
        legend="Your rating"
        missingMessage={fields.rating.constraint?.["data-missing"]}
        options={STAR_LABELS.map((label, i) => ({
          value: String(i + 1),
          label: (
            <>
              <span aria-hidden="true" className="inline-flex">
                {Array.from({ length: i + 1 }, (_, star) => (
                  <StarIcon key={star} className="h-4 w-4 fill-current text-amber-600 dark:text-amber-400" />
                ))}
              </span>
              <span>{label}</span>
            </>
          ),
        }))}
      />
      <Textarea meta={fields.body} label="Your review (optional)" rows={6} />
      <p className="text-sm text-muted-foreground">
        Your review will show your name as <strong className="text-foreground">{reviewerName}</strong>, with a "Verified booking" mark.
      </p>
      <Button type="submit" disabled={pending}>
        {pending ? "Publishing..." : mode === "edit" ? "Update review" : "Publish review"}
      </Button>
    </Form>
  );
}
