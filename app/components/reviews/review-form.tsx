import { getFormProps, useForm, type FormConstraints, type SubmissionResult } from "~/components/use-form";
import { Form } from "@remix-run/react";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { FormError } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { RadioGroup } from "~/components/ui/radio-group";
import { Textarea } from "~/components/ui/textarea";
import { useIsPending } from "~/components/use-is-pending";
import { useWords } from "~/components/use-words";
import { reviewWords } from "~/locales/reviews";
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
  const words = useWords(reviewWords);
  const stars = [words.star1, words.star2, words.star3, words.star4, words.star5];
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-5">
      <FormErrorSummary form={form} labels={{ rating: words.yourRating, body: words.yourReview }} />
      <FormError errors={form.errors} />
      <RadioGroup
        meta={fields.rating}
        legend={words.yourRating}
        missingMessage={fields.rating.constraint?.["data-missing"]}
        options={stars.map((label, i) => ({
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
      <Textarea meta={fields.body} label={words.yourReview} rows={6} />
      <p className="text-sm text-muted-foreground">
        {words.showsAs}
        <strong className="text-foreground">{reviewerName}</strong>
        {words.verifiedMark}
      </p>
      <Button type="submit" disabled={pending}>
        {pending ? words.publishing : mode === "edit" ? words.update : words.publish}
      </Button>
    </Form>
  );
}
