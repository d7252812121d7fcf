import { Form, Link } from "@remix-run/react";
import { checkConstraints, CHECK_AS_YOU_TYPE } from "~/components/form-checks";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { HoneypotFields } from "~/components/honeypot-fields";
import { SubmissionKeyField } from "~/components/submission-key-field";
import { contactLabels, ContactFields } from "~/components/booking/contact-fields";
import { useSay, useWords } from "~/components/use-words";
import { bookingWords } from "~/locales/booking";
import { quoteRequestWords } from "~/locales/quotes";
import { categoryWords } from "~/locales/discovery";
import { fill } from "~/locales/words";
import { FormError } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { firstString } from "~/components/ui/form-values";
import { RadioGroup } from "~/components/ui/radio-group";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { Textarea } from "~/components/ui/textarea";
import { getFormProps, useForm, type FormConstraints, type FormErrors, type SubmissionResult } from "~/components/use-form";
import { useIsPending } from "~/components/use-is-pending";
import { CATEGORIES } from "~/domain/discovery/categories";
import { NEEDED_CHOICES, QUOTE_REASONS } from "~/domain/quotes/quotes";
import { checkPhotoFiles, PhotoField } from "./photo-field";

type Props = {
  /** Asked from a service's page: that provider alone, in its category. */
  service: { id: string; name: string; businessName: string } | null;
  category: string;
  categoryName: string | null;
  zip: string;
  /** From the list: where the job is ("Austin, TX 78701") and the job types offered there. */
  placeLabel: string | null;
  jobTypes: ReadonlyArray<{ value: string; label: string; hint: string }> | null;
  minDate: string;
  lastResult?: SubmissionResult;
  /** The request schema's checks, from the page's loader. */
  constraint: FormConstraints;
  formStarted: string;
  /** The form's one-time submission key (docs/decisions/0026). */
  submissionKey: string;
  /** A signed-in customer's contact details, which the form starts with (decision 0051). */
  signedIn?: Readonly<Record<string, string>> | null;
};

/** The browser's checks (the server checks all again): the fields' own constraints, then the photos' count, type and size. */
function checkRequest({ form, formData }: { form: HTMLFormElement; formData: FormData }): FormErrors {
  const errors = checkConstraints({ form });
  const photos = checkPhotoFiles(formData);
  if (photos) errors.photos = [photos];
  if (formData.get("needed") === "date" && !formData.get("needed_date")) errors.needed_date = [QUOTE_REASONS.neededDate];
  return errors;
}

/**
 * "Get a quote": a multipart form posted to its own page (works without JavaScript). The photos
 * come last, so the server has every text field before it reads them.
 */
export function QuoteRequestForm({
  service,
  category,
  categoryName,
  zip,
  placeLabel,
  jobTypes,
  minDate,
  lastResult,
  constraint,
  formStarted,
  submissionKey,
  signedIn,
}: Props) {
  const [form, fields] = useForm({
    id: "quote-request-form",
    lastResult,
    constraint,
    defaultValue: { ...signedIn, category, zip, needed: "flexible", service_id: service?.id ?? "" },
    onValidate: checkRequest,
    ...CHECK_AS_YOU_TYPE,
  });
  // Posted to the page it came from, so a refused post comes back to the same step with what was typed.
  const ownUrl = `/requests/new?${new URLSearchParams(service ? { service: service.id } : { category, zip })}`;
  const sending = useIsPending({ formAction: ownUrl });
  const needed = firstString(fields.needed.value ?? fields.needed.initialValue) ?? "flexible";
  const contact = contactLabels(useWords(bookingWords));
  const words = useWords(quoteRequestWords);

  return (
    <Form method="post" encType="multipart/form-data" action={ownUrl} className="space-y-5" {...getFormProps(form)}>
      <FormErrorSummary
        form={form}
        labels={{
          zip: words.zip,
          service_type: words.jobType,
          description: words.description,
          needed: words.needed,
          needed_date: words.neededDate,
          ...contact,
          photos: words.photos,
        }}
      />
      <FormError errors={form.errors} />
      <input type="hidden" name="category" value={category} />
      {service ? (
        <>
          <input type="hidden" name="service_id" value={service.id} />
          <Field meta={fields.zip} label={words.zip} inputMode="numeric" autoComplete="postal-code" />
        </>
      ) : (
        <>
          <input type="hidden" name="zip" value={zip} />
          <p className="text-sm">
            {fill(words.near, { category: categoryName ?? "", place: placeLabel ?? "" })}{" "}
            <Link
              className="font-medium text-primary underline"
              to={`/requests/new?${new URLSearchParams({ category, zip, change: "1" })}`}
            >
              {words.change}
              <span className="sr-only">{words.changeWhat}</span>
            </Link>
          </p>
          <RadioGroup
            meta={fields.service_type}
            legend={words.jobType}
            listClassName="grid gap-2 sm:grid-cols-2"
            optionClassName="items-start gap-2 px-3 py-2"
            options={(jobTypes ?? []).map((type) => ({
              value: type.value,
              label: (
                <span>
                  <span className="block font-medium">{type.label}</span>
                  <span className="block text-sm text-muted-foreground">{type.hint}</span>
                </span>
              ),
            }))}
            missingMessage={QUOTE_REASONS.jobType}
          />
        </>
      )}
      <Textarea meta={fields.description} label={words.description} rows={5} placeholder={words.descriptionPlaceholder} />
      <RadioGroup
        meta={fields.needed}
        legend={words.needed}
        options={NEEDED_CHOICES.map((choice) => ({ value: choice, label: words[`needed.${choice}`] }))}
        missingMessage={fields.needed.constraint?.["data-missing"]}
      />
      {/* Shown always without JavaScript (the server reads it only for "On a date"). */}
      <Field
        meta={fields.needed_date}
        type="date"
        label={words.neededDate}
        min={minDate}
        hint={needed === "date" ? undefined : words.onlyForDate}
        data-invalid={QUOTE_REASONS.neededDate}
      />
      <ContactFields fields={fields} consent="quote" />
      <p className="text-sm text-muted-foreground">{words.privacy}</p>
      <HoneypotFields formStarted={formStarted} />
      <SubmissionKeyField value={submissionKey} />
      <PhotoField meta={fields.photos} />
      <Button type="submit" size="lg" disabled={sending}>
        {sending ? words.sending : words.send}
      </Button>
    </Form>
  );
}

/**
 * The first step from anywhere but a service's page: the category and the zip code, sent as a
 * GET so the next page can offer the kinds of job providers there do (works without JavaScript).
 */
export function QuotePlaceStep({ category, zip, errors }: { category: string; zip: string; errors: { category?: string; zip?: string } }) {
  const words = useWords(quoteRequestWords);
  const categories = useWords(categoryWords);
  const say = useSay();
  return (
    <Form method="get" action="/requests/new" className="space-y-5">
      <SelectField
        id="quote-category"
        name="category"
        label={words.category}
        defaultValue={category || CATEGORIES[0].id}
        options={CATEGORIES.map((option) => ({ value: option.id, label: categories[option.id] }))}
        error={errors.category ? say(errors.category) : undefined}
      />
      <TextField
        id="quote-zip"
        name="zip"
        label={words.zip}
        inputMode="numeric"
        autoComplete="postal-code"
        defaultValue={zip}
        error={errors.zip ? say(errors.zip) : undefined}
      />
      <Button type="submit" size="lg">
        {words.continue}
      </Button>
    </Form>
  );
}
