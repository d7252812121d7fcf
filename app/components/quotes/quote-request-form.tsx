import { Form, Link } from "@remix-run/react";
import { checkConstraints, CHECK_AS_YOU_TYPE } from "~/components/form-checks";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { HoneypotFields } from "~/components/honeypot-fields";
import { SubmissionKeyField } from "~/components/submission-key-field";
import { contactLabels, ContactFields } from "~/components/booking/contact-fields";
import { useWords } from "~/components/use-words";
import { bookingWords } from "~/locales/booking";
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
import { NEEDED_CHOICES, QUOTE_MESSAGES } from "~/domain/quotes/quotes";
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
};

/** The browser's checks (the server checks all again): the fields' own constraints, then the photos' count, type and size. */
function checkRequest({ form, formData }: { form: HTMLFormElement; formData: FormData }): FormErrors {
  const errors = checkConstraints({ form });
  const photos = checkPhotoFiles(formData);
  if (photos) errors.photos = [photos];
  if (formData.get("needed") === "date" && !formData.get("needed_date")) errors.needed_date = [QUOTE_MESSAGES.neededDate];
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
}: Props) {
  const [form, fields] = useForm({
    id: "quote-request-form",
    lastResult,
    constraint,
    defaultValue: { category, zip, needed: "flexible", service_id: service?.id ?? "" },
    onValidate: checkRequest,
    ...CHECK_AS_YOU_TYPE,
  });
  // Posted to the page it came from, so a refused post comes back to the same step with what was typed.
  const ownUrl = `/requests/new?${new URLSearchParams(service ? { service: service.id } : { category, zip })}`;
  const sending = useIsPending({ formAction: ownUrl });
  const needed = firstString(fields.needed.value ?? fields.needed.initialValue) ?? "flexible";
  const contact = contactLabels(useWords(bookingWords));

  return (
    <Form method="post" encType="multipart/form-data" action={ownUrl} className="space-y-5" {...getFormProps(form)}>
      <FormErrorSummary
        form={form}
        labels={{
          zip: "Zip code of the job",
          service_type: "What does the job need?",
          description: "Describe the job",
          needed: "When do you need it?",
          needed_date: "Date needed",
          ...contact,
          photos: "Photos",
        }}
      />
      <FormError errors={form.errors} />
      <input type="hidden" name="category" value={category} />
      {service ? (
        <>
          <input type="hidden" name="service_id" value={service.id} />
          <Field meta={fields.zip} label="Zip code of the job" inputMode="numeric" autoComplete="postal-code" />
        </>
      ) : (
        <>
          <input type="hidden" name="zip" value={zip} />
          <p className="text-sm">
            {categoryName} near {placeLabel}.{" "}
            <Link
              className="font-medium text-primary underline"
              to={`/requests/new?${new URLSearchParams({ category, zip, change: "1" })}`}
            >
              Change<span className="sr-only"> the category or zip code</span>
            </Link>
          </p>
          <RadioGroup
            meta={fields.service_type}
            legend="What does the job need?"
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
            missingMessage={QUOTE_MESSAGES.jobType}
          />
        </>
      )}
      <Textarea
        meta={fields.description}
        label="Describe the job"
        rows={5}
        placeholder="What needs doing, where, and anything the provider should know (sizes, brands, access)."
      />
      <RadioGroup
        meta={fields.needed}
        legend="When do you need it?"
        options={NEEDED_CHOICES}
        missingMessage={fields.needed.constraint?.["data-missing"]}
      />
      {/* Shown always without JavaScript (the server reads it only for "On a date"). */}
      <Field
        meta={fields.needed_date}
        type="date"
        label="Date needed"
        min={minDate}
        hint={needed === "date" ? undefined : "Only for “On a date”."}
        data-invalid={QUOTE_MESSAGES.neededDate}
      />
      <ContactFields fields={fields} consent="quote" />
      <p className="text-sm text-muted-foreground">
        Providers see your first name and the job; your e-mail address and phone number stay private until you book.
      </p>
      <HoneypotFields formStarted={formStarted} />
      <SubmissionKeyField value={submissionKey} />
      <PhotoField meta={fields.photos} />
      <Button type="submit" size="lg" disabled={sending}>
        {sending ? "Sending..." : "Send request"}
      </Button>
    </Form>
  );
}

/**
 * The first step from anywhere but a service's page: the category and the zip code, sent as a
 * GET so the next page can offer the kinds of job providers there do (works without JavaScript).
 */
export function QuotePlaceStep({ category, zip, errors }: { category: string; zip: string; errors: { category?: string; zip?: string } }) {
  return (
    <Form method="get" action="/requests/new" className="space-y-5">
      <SelectField
        id="quote-category"
        name="category"
        label="Category"
        defaultValue={category || CATEGORIES[0].id}
        options={CATEGORIES.map((option) => ({ value: option.id, label: option.name }))}
        error={errors.category}
      />
      <TextField
        id="quote-zip"
        name="zip"
        label="Zip code of the job"
        inputMode="numeric"
        autoComplete="postal-code"
        defaultValue={zip}
        error={errors.zip}
      />
      <Button type="submit" size="lg">
        Continue
      </Button>
    </Form>
  );
}
