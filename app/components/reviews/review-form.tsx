import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { FormError } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { firstString } from "~/components/ui/form-values";
import { Textarea } from "~/components/ui/textarea";
import { useIsPending } from "~/components/use-is-pending";
import { REVIEW_TEXT_MAX, reviewFormSchema, STAR_LABELS } from "~/domain/reviews";
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
}: {
  action: string;
  mode: "new" | "edit";
  reviewerName: string;
  defaultValue: { rating: string; body: string };
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm({
    id: "review",
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reviewFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const pending = useIsPending({ formAction: action });
  const ratingError = fields.rating.errors?.[0];
  const checked = firstString(fields.rating.initialValue);
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-5">
      <FormError errors={form.errors} />
      <fieldset
        role="radiogroup"
        key={fields.rating.key}
        aria-invalid={ratingError ? true : undefined}
        aria-describedby={ratingError ? "review-rating-error" : undefined}
        className="space-y-2"
      >
        <legend className="text-sm font-medium">Your rating</legend>
        <div className="flex flex-wrap gap-2">
          {STAR_LABELS.map((label, i) => (
            <label
              key={label}
              className="flex cursor-pointer items-center gap-1.5 rounded-lg border border-input px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name={fields.rating.name}
                value={String(i + 1)}
                defaultChecked={checked === String(i + 1)}
                className="accent-[var(--primary)]"
              />
              <span aria-hidden="true" className="inline-flex">
                {Array.from({ length: i + 1 }, (_, star) => (
                  <StarIcon key={star} className="h-4 w-4 fill-current text-amber-600 dark:text-amber-400" />
                ))}
              </span>
              <span>{label}</span>
            </label>
          ))}
        </div>
        <FieldError id="review-rating-error" error={ratingError} />
      </fieldset>
      <Textarea meta={fields.body} label="Your review (optional)" rows={6} maxLength={REVIEW_TEXT_MAX} />
      <p className="text-sm text-muted-foreground">
        Your review will show your name as <strong className="text-foreground">{reviewerName}</strong>, with a "Verified booking" mark.
      </p>
      <Button type="submit" disabled={pending}>
        {pending ? "Publishing..." : mode === "edit" ? "Update review" : "Publish review"}
      </Button>
    </Form>
  );
}
