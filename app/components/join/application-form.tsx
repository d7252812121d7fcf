import { CredentialFields } from "~/components/portal/credential-fields";
import { formValues, getFormProps, useForm, type FormConstraints, type FormErrors, type SubmissionResult } from "~/components/use-form";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cx } from "~/components/ui/cx";
import { Field } from "~/components/ui/field";
import { FieldError } from "~/components/ui/text-field";
import { choiceClasses, RadioGroup } from "~/components/ui/radio-group";
import { Textarea } from "~/components/ui/textarea";
import {
  APPLICATION_DEFAULTS,
  APPLICATION_REASONS,
  blankRequiredFields,
  countChosenServices,
  PLAN_TYPES,
  REQUIRED_FIELDS,
  type PlanTypeId,
} from "~/domain/accounts/application";
import { CHECK_AS_YOU_TYPE } from "~/components/form-checks";
import { constraintMessage } from "~/components/field-constraints";
import { CATALOGUE } from "~/domain/discovery/catalogue";
import { CATEGORIES } from "~/domain/discovery/categories";
import { IMAGE_CONTENT_TYPES, LOGO_MAX_BYTES } from "~/domain/image";
import { AvailabilityFieldset, availabilityDayErrors } from "./availability-fieldset";
import { CustomServicesField } from "./custom-services-field";
import { RadiusField } from "./radius-field";
import { asStrings, firstString } from "~/components/ui/form-values";
import { useIsPending } from "~/components/use-is-pending";
import { SubmissionKeyField } from "~/components/submission-key-field";
import { HoneypotFields } from "~/components/honeypot-fields";
import { useLanguage, useSay } from "~/components/use-words";
import { joinWords } from "~/locales/join";
import { cardWordsOf, categoryWords } from "~/locales/discovery";
import { fill } from "~/locales/words";

type Props = {
  /** A signed-in provider applies for their account: no e-mail or password fields. */
  applicantEmail: string | null;
  lastResult?: SubmissionResult;
  /**
   * The application schema's checks, from the page's loader. What its refinements decide (the
   * website's form, at least one service, the logo) is checked by checkApplication.
   */
  constraint: FormConstraints;
  /** The e-mail already has an account: invite them to sign in. */
  offerSignIn?: boolean;
  /** The signed moment the form was shown (app/lib/honeypot.server.ts). */
  formStarted: string;
  /** The form's one-time submission key (docs/decisions/0026). */
  submissionKey: string;
  /** The states a credential may come from (from the loader). */
  credentialStates: readonly string[];
};

function Required() {
  return (
    <span aria-hidden="true" className="text-destructive">
      {" "}
      *
    </span>
  );
}

type JoinWords = (typeof joinWords)["en"];

/** The form's fields in its order, as its error summary names them. */
function applicationLabels(words: JoinWords) {
  return {
    business_name: words.businessName,
    owner_name: words.ownerName,
    phone: words.phone,
    website: words.website,
    category: words.category,
    email: words.email,
    password: words.password,
    zip_code: words.zipCode,
    service_radius: words.serviceRadius,
    plan_type: words.planType,
    services_provided: words.servicesProvided,
    custom_services: words.customServices,
    availability: words.availableTimes,
    years_in_business: words.yearsInBusiness,
    licenses: words.licenses,
    insurance: words.insurance,
    additional_info: words.additionalInfo,
    credential: words.credential,
    credential_document: { label: words.credentialDocument, target: "credential_document-input" },
    logo: words.businessLogo,
  };
}

/** Each plan's name, what it is for and what it gives, by its id. */
function planWords(words: JoinWords): Record<PlanTypeId, { name: string; summary: string; features: string[] }> {
  return {
    community: {
      name: words.communityName,
      summary: words.communitySummary,
      features: [words.communityListed, words.communityBookings, words.communityPortal],
    },
    premium: {
      name: words.premiumName,
      summary: words.premiumSummary,
      features: [words.premiumEverything, words.premiumBadge, words.premiumFilter],
    },
  };
}

function Section({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Card className="space-y-4 p-6">
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </Card>
  );
}

const choiceCard = cx(choiceClasses, "gap-3 p-4 has-[[aria-invalid=true]]:border-destructive");

/**
 * What the browser checks before the form is sent (the server checks everything again): the
 * required fields, each field's format, at least one service, and the logo's declared type and
 * size, so a large file is not uploaded only to be refused.
 */
function checkApplication({ form, formData }: { form: HTMLFormElement; formData: FormData }): FormErrors {
  const value = formValues(formData);
  const error: FormErrors = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) || !element.name || error[element.name]) continue;
    const message = constraintMessage(element);
    if (message) error[element.name] = [message];
  }
  const present = REQUIRED_FIELDS.filter((name) => form.elements.namedItem(name) !== null);
  const blank = blankRequiredFields(value, present);
  for (const name of blank) error[name] = [APPLICATION_REASONS.fieldRequired];
  if (blank.length > 0) error[""] = [APPLICATION_REASONS.required];
  if (countChosenServices(value) === 0) error.services_provided ??= [APPLICATION_REASONS.noService];
  const logo = formData.get("logo");
  if (logo instanceof File && logo.size > 0) {
    if (logo.type !== "" && !(IMAGE_CONTENT_TYPES as readonly string[]).includes(logo.type)) error.logo = [APPLICATION_REASONS.logoType];
    else if (logo.size > LOGO_MAX_BYTES) error.logo = [APPLICATION_REASONS.logoSize];
  }
  return error;
}

/**
 * The provider application ('Join the Service Provider Network'): a multipart form handled by
 * the route's action (and its schema), checked first in the browser (checkApplication). The logo
 * input comes last, so the server has every text field before it reads the file.
 */
export function ApplicationForm({
  applicantEmail,
  lastResult,
  constraint,
  offerSignIn,
  formStarted,
  submissionKey,
  credentialStates,
}: Props) {
  const [form, fields] = useForm({
    id: "application-form",
    lastResult,
    constraint,
    onValidate: checkApplication,
    ...CHECK_AS_YOU_TYPE,
  });
  const submitting = useIsPending({ formAction: "/join" });
  const language = useLanguage();
  const words = joinWords[language];
  const say = useSay();
  const categories = categoryWords[language];
  const plans = planWords(words);
  const priceOf = cardWordsOf(language).priceRange;

  const category = fields.category;
  const plan = fields.plan_type;
  const planValue = firstString(plan.initialValue) ?? APPLICATION_DEFAULTS.plan_type;
  const services = fields.services_provided;
  const chosenServices = asStrings(services.initialValue);
  const dayErrors = availabilityDayErrors(fields.availability as never);
  const logoError = fields.logo.errors?.[0];

  const formErrors = form.errors ?? [];
  const hasFieldErrors = Object.entries(form.allErrors).some(([name, errors]) => name !== "" && errors.length > 0);

  return (
    <Form method="post" encType="multipart/form-data" action="/join" className="space-y-6" {...getFormProps(form)}>
      <FormErrorSummary form={form} labels={applicationLabels(words)} />
      {formErrors.length > 0 || hasFieldErrors ? (
        <div role="alert" className="space-y-1 rounded-lg bg-destructive-soft p-4 font-medium text-destructive">
          {formErrors.length > 0 ? formErrors.map((error) => <p key={error}>{say(error)}</p>) : <p>{words.checkFields}</p>}
          {offerSignIn ? (
            <p className="font-normal text-foreground">
              {words.alreadyApplied}{" "}
              <Link to="/provider?redirectTo=%2Fjoin" className="font-medium text-primary underline">
                {words.signInToPortal}
              </Link>{" "}
              {words.toApplyWithAccount}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {words.requiredBefore} <span className="text-destructive">*</span> {words.requiredAfter}
      </p>

      <Section title={words.yourBusiness}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            meta={fields.business_name}
            label={
              <>
                {words.businessName}
                <Required />
              </>
            }
            aria-required="true"
            autoComplete="organization"
          />
          <Field
            meta={fields.owner_name}
            label={
              <>
                {words.ownerName}
                <Required />
              </>
            }
            aria-required="true"
            autoComplete="name"
          />
          <Field
            meta={fields.phone}
            type="tel"
            label={
              <>
                {words.phone}
                <Required />
              </>
            }
            aria-required="true"
            autoComplete="tel"
          />
          <Field
            meta={fields.website}
            type="url"
            label={words.websiteOptional}
            autoComplete="url"
            placeholder={words.websiteExample}
            data-invalid={say(APPLICATION_REASONS.website)}
          />
        </div>
        <RadioGroup
          meta={category}
          legend={
            <>
              {words.category}
              <Required />
            </>
          }
          listClassName="grid gap-3 sm:grid-cols-2"
          optionClassName="items-start gap-3 p-4 [&>input]:mt-1"
          options={CATEGORIES.map((option) => ({
            value: option.id,
            label: (
              <span>
                <span className="block font-medium">{categories[option.id]}</span>
                <span className="block text-sm opacity-80">{categories[`${option.id}.description`]}</span>
              </span>
            ),
          }))}
        />
      </Section>

      <Section title={words.yourAccount} description={applicantEmail ? undefined : words.accountNote}>
        {applicantEmail ? (
          <p>
            {words.applyingAs} <strong>{applicantEmail}</strong>
          </p>
        ) : (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                meta={fields.email}
                type="email"
                label={
                  <>
                    {words.email}
                    <Required />
                  </>
                }
                aria-required="true"
                autoComplete="email"
                data-invalid={say(APPLICATION_REASONS.email)}
              />
              <Field
                meta={fields.password}
                type="password"
                label={
                  <>
                    {words.password}
                    <Required />
                  </>
                }
                aria-required="true"
                autoComplete="new-password"
                hint={words.passwordHint}
              />
            </div>
            <p className="text-sm text-muted-foreground">
              {words.haveAccount}{" "}
              <Link to="/provider?redirectTo=%2Fjoin" className="font-medium text-primary underline">
                {words.signIn}
              </Link>{" "}
              {words.firstToApply}
            </p>
          </>
        )}
      </Section>

      <Section title={words.serviceArea} description={words.serviceAreaNote}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            meta={fields.zip_code}
            label={
              <>
                {words.serviceAreaZip}
                <Required />
              </>
            }
            aria-required="true"
            autoComplete="postal-code"
            inputMode="numeric"
          />
          <RadiusField
            key={fields.service_radius.key}
            id={fields.service_radius.id}
            defaultValue={fields.service_radius.initialValue ?? APPLICATION_DEFAULTS.service_radius}
            error={fields.service_radius.errors?.[0]}
          />
        </div>
      </Section>

      <Section title={words.planType}>
        <fieldset id={plan.id} aria-describedby={plan.errors?.length ? "plan-error" : undefined}>
          <legend className="sr-only">{words.planType}</legend>
          <div key={plan.key} className="grid gap-3 sm:grid-cols-2">
            {PLAN_TYPES.map((id) => ({ id, ...plans[id] })).map((option) => (
              <label key={option.id} className={cx(choiceCard, "flex-col")}>
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={plan.name}
                    value={option.id}
                    defaultChecked={planValue === option.id}
                    className="accent-[var(--primary)]"
                  />
                  <span className="text-lg font-semibold">{option.name}</span>
                </span>
                <span className="text-sm">{option.summary}</span>
                {/* A label holds text only: the features are a list by their roles, not by <ul>. */}
                <span role="list" className="block list-disc space-y-1 pl-5 text-sm">
                  {option.features.map((feature) => (
                    <span role="listitem" key={feature} className="list-item">
                      {feature}
                    </span>
                  ))}
                </span>
              </label>
            ))}
          </div>
          <FieldError id="plan-error" error={plan.errors?.[0]} />
        </fieldset>
      </Section>

      <Section title={words.services} description={words.servicesNote}>
        <fieldset id={services.id} aria-describedby={services.errors?.length ? "services-error" : undefined} className="space-y-2">
          <legend className="text-sm font-medium">
            {words.servicesProvided}
            <Required />
          </legend>
          <FieldError id="services-error" error={services.errors?.[0]} />
          {/* Only the chosen category's services show (app/tailwind.css, with or without JavaScript); the server keeps only those. */}
          {CATEGORIES.filter((option) => !CATALOGUE.some((entry) => entry.category === option.id)).map((option) => (
            <p key={option.id} data-category={option.id} className="text-sm text-muted-foreground">
              {fill(words.noList, { category: categories[option.id] })}
            </p>
          ))}
          <div key={services.key} className="grid gap-2 sm:grid-cols-2">
            {CATALOGUE.map((entry) => (
              <label key={entry.name} data-category={entry.category} className={cx(choiceCard, "items-center p-3")}>
                <input
                  type="checkbox"
                  name={services.name}
                  value={entry.name}
                  defaultChecked={chosenServices.includes(entry.name)}
                  aria-invalid={services.errors?.length ? true : undefined}
                  className="h-4 w-4 accent-[var(--primary)]"
                />
                <span className="flex-1 font-medium">{entry.name}</span>
                <span className="text-sm opacity-80">
                  {priceOf({ fromCents: entry.priceFromCents, toCents: null, unit: entry.priceUnit })}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <CustomServicesField
          key={fields.custom_services.key}
          id={fields.custom_services.id}
          defaultValue={fields.custom_services.initialValue}
          error={fields.custom_services.errors?.[0]}
        />
      </Section>

      <Section title={words.availableTimes} description={words.availableTimesNote}>
        <AvailabilityFieldset
          id={fields.availability.id}
          formKey={fields.availability.key ?? "availability"}
          defaultValue={fields.availability.initialValue as never}
          errors={dayErrors}
        />
      </Section>

      <Section title={words.experience}>
        <Field
          meta={fields.years_in_business}
          type="number"
          label={
            <>
              {words.yearsInBusiness}
              <Required />
            </>
          }
          aria-required="true"
          inputMode="numeric"
          className="max-w-48"
        />
        <Textarea
          meta={fields.licenses}
          label={
            <>
              {words.licenses}
              <Required />
            </>
          }
          aria-required="true"
        />
        <Textarea
          meta={fields.insurance}
          label={
            <>
              {words.insurance}
              <Required />
            </>
          }
          aria-required="true"
        />
        <Textarea meta={fields.additional_info} label={words.additionalInfoOptional} rows={4} />
      </Section>

      <HoneypotFields formStarted={formStarted} />
      <SubmissionKeyField value={submissionKey} />

      <Section title={words.credentialSection} description={words.credentialNote}>
        <CredentialFields
          fields={fields.credential.getFieldset()}
          states={credentialStates}
          documentName="credential_document"
          documentError={fields.credential_document.errors?.[0]}
        />
      </Section>

      {/* Last in the form: browsers send parts in this order, so the server has every text field first. */}
      <Section title={words.logo}>
        <Field
          key={fields.logo.key}
          id={fields.logo.id}
          name={fields.logo.name}
          type="file"
          accept={IMAGE_CONTENT_TYPES.join(",")}
          label={words.businessLogoOptional}
          hint={words.logoHint}
          error={logoError}
          className="[&_input]:py-1.5"
        />
      </Section>

      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? words.submitting : words.submit}
        </Button>
        <Link to="/" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {words.cancel}
        </Link>
      </div>
    </Form>
  );
}
