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
import { ALERTS_CONSENT, CONSENT_WORDINGS } from "~/domain/texts/texts";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "~/domain/language";

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
  return (
    <Card className="space-y-4 p-6" id="text-alerts">
      <div>
        <h2 className="text-xl font-semibold">Text alerts</h2>
        <p className="text-sm text-muted-foreground">
          {alerts.enabled
            ? "Get a text when a new job is yours. E-mails come as before."
            : "Text messages are off on this site: new jobs come by e-mail. You can still save your number for when they are on."}
        </p>
      </div>
      {alerts.phone ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>
            Alerts go to <strong>{alerts.phone}</strong>
            {alerts.since ? ` (agreed ${alerts.since})` : ""}.
            {alerts.optedOut ? " This number replied STOP: text START to it to get alerts again." : ""}
            {!alerts.optedOut && alerts.awaitingYes && alerts.enabled
              ? " We texted it to ask: reply YES to that text, and alerts start. Until then nothing else is sent to it."
              : ""}
          </p>
          <Form method="post">
            <Button type="submit" name="intent" value="text-alerts-stop" variant="secondary" size="sm">
              Stop text alerts
            </Button>
          </Form>
        </div>
      ) : null}
      <Form method="post" className="space-y-4" {...getFormProps(form)}>
        <FormErrorSummary form={form} labels={{ phone: "Mobile number", text_consent: "Texts" }} />
        <FormError errors={form.errors} />
        <Field meta={fields.phone} type="tel" label="Mobile number" autoComplete="tel" className="max-w-xs" />
        <ConsentBox meta={fields.text_consent} words={CONSENT_WORDINGS[ALERTS_CONSENT]} />
        <Button type="submit" name="intent" value="text-alerts" disabled={saving}>
          {alerts.phone ? "Change number" : "Turn on text alerts"}
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
  return (
    <Card className="space-y-4 p-6" id="alerts-language">
      <div>
        <h2 className="text-xl font-semibold">Language of your e-mails and texts</h2>
        <p className="text-sm text-muted-foreground">
          New bookings, cancellations and moves reach you in this language. Each customer is written to in their own.
        </p>
      </div>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Language for e-mails and texts</span>
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
          Save language
        </Button>
      </Form>
    </Card>
  );
}
