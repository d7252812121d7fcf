import { Form } from "@remix-run/react";
import { checkConstraints } from "~/components/form-checks";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { FormError } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { ConsentBox } from "~/components/ui/consent-box";
import { getFormProps, useForm, type FormConstraints, type SubmissionResult } from "~/components/use-form";
import { useIsPending } from "~/components/use-is-pending";
import { alertsConsentVersion, CONSENT_WORDINGS } from "~/domain/texts/texts";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "~/domain/language";
import { useLanguage, useWords } from "~/components/use-words";
import { alertsLanguageWords, textAlertWords } from "~/locales/team";
import { shortDateIn } from "~/locales/dates";
import { fill } from "~/locales/words";

export type TextAlerts = { enabled: boolean; phone: string | null; since: string | null; optedOut: boolean; awaitingYes: boolean };

/**
 * "Text alerts": a provider or team member asks for their new jobs by text, ticking the same
 * kind of box a customer does (decision 0034); or stops them.
 */
export function TextAlertsCard({
  alerts,
  lastResult,
  constraint,
}: {
  alerts: TextAlerts;
  lastResult?: SubmissionResult;
  constraint: FormConstraints;
}) {
  const [form, fields] = useForm({
    id: "text-alerts-form",
    lastResult,
    constraint,
    onValidate: checkConstraints,
    shouldValidate: "onSubmit",
  });
  const saving = useIsPending({ match: { intent: "text-alerts" } });
  const language = useLanguage();
  const words = textAlertWords[language];
  return (
    <Card className="space-y-4 p-6" id="text-alerts">
      <div>
        <h2 className="text-xl font-semibold">{words.title}</h2>
        <p className="text-sm text-muted-foreground">{alerts.enabled ? words.on : words.off}</p>
      </div>
      {alerts.phone ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>
            {words.goTo} <strong>{alerts.phone}</strong>
            {alerts.since ? fill(words.agreed, { date: shortDateIn(language, alerts.since) }) : ""}.{alerts.optedOut ? words.optedOut : ""}
            {!alerts.optedOut && alerts.awaitingYes && alerts.enabled ? words.awaitingYes : ""}
          </p>
          <Form method="post">
            <Button type="submit" name="intent" value="text-alerts-stop" variant="secondary" size="sm">
              {words.stop}
            </Button>
          </Form>
        </div>
      ) : null}
      <Form method="post" className="space-y-4" {...getFormProps(form)}>
        <FormErrorSummary form={form} labels={{ phone: words.mobileNumber, text_consent: words.texts }} />
        <FormError errors={form.errors} />
        <Field meta={fields.phone} type="tel" label={words.mobileNumber} autoComplete="tel" className="max-w-xs" />
        <ConsentBox meta={fields.text_consent} words={CONSENT_WORDINGS[alertsConsentVersion(language)]} />
        <Button type="submit" name="intent" value="text-alerts" disabled={saving}>
          {alerts.phone ? words.changeNumber : words.turnOn}
        </Button>
      </Form>
    </Card>
  );
}

/**
 * The language of the business's own e-mails and texts about its jobs (issue 54): new bookings,
 * cancellations and moves. Its customers are written to in theirs, whatever this says.
 */
export function AlertsLanguageCard({ language }: { language: Language }) {
  const saving = useIsPending({ match: { intent: "alerts-language" } });
  const words = useWords(alertsLanguageWords);
  return (
    <Card className="space-y-4 p-6" id="alerts-language">
      <div>
        <h2 className="text-xl font-semibold">{words.title}</h2>
        <p className="text-sm text-muted-foreground">{words.lead}</p>
      </div>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <label className="space-y-1 text-sm font-medium">
          <span className="block">{words.label}</span>
          {/* Keyed by the saved choice: after a save the form is reset to it, not to the first one. */}
          <select
            key={language}
            name="language"
            defaultValue={language}
            className="block h-10 rounded-md border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring"
          >
            {LANGUAGES.map((choice) => (
              <option key={choice} value={choice} lang={choice}>
                {LANGUAGE_NAMES[choice]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" name="intent" value="alerts-language" disabled={saving}>
          {words.save}
        </Button>
      </Form>
    </Card>
  );
}
