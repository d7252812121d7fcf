import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { FormError } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { getFormProps, useForm } from "~/components/use-form";
import { CATEGORY_IDS } from "~/domain/discovery/categories";
import { credentialLookupSchema, credentialRulesSchema, licensedTradeSchema } from "~/domain/credentials/credentials.schema.server";
import { CREDENTIAL_STATES } from "~/domain/credentials/credentials";
import type { CredentialKind } from "~/domain/credentials/credential-kinds";
import { formConstraints } from "~/lib/form-constraints.server";
import { readFormData } from "~/lib/form.server";
import { textResponse } from "~/lib/http.server";
import { invalidFormReply } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";
import { changeCredentialSettings, credentialSettingsPage } from "~/services/credentials/index.server";
import { requireAccess } from "~/services/support/access.server";
import { useLanguage } from "~/components/use-words";
import { credentialSettingsWords } from "~/locales/admin";
import { categoryWords, credentialKindWords } from "~/locales/discovery";
import { fill } from "~/locales/words";
import { CREDENTIAL_REASONS } from "~/domain/credentials/credentials";
import { FORM_REASONS } from "~/domain/forms/fields";

const PATH = "/admin/credentials/settings";

/** /admin/credentials/settings: what each category requires, the licensed trades by state, the issuers' lookup pages (decision 0035). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccess(request, "admin");
  return {
    ...(await credentialSettingsPage()),
    stateOptions: CREDENTIAL_STATES.map((state) => ({ value: state, label: state })),
    tradeConstraints: formConstraints(licensedTradeSchema),
    lookupConstraints: formConstraints(credentialLookupSchema),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAccess(request, "admin");
  const form = await readFormData(request);
  const intent = form.get("intent");
  const done = (outcome: { message: string }) => redirectWithToast(PATH, { type: "success", description: outcome.message });
  if (intent === "rules") {
    const rules = credentialRulesSchema.safeParse(
      Object.fromEntries(CATEGORY_IDS.map((category) => [category, form.getAll(`rule.${category}`)])),
    );
    if (!rules.success) throw textResponse(400, CREDENTIAL_REASONS.unknownKind);
    return done(await changeCredentialSettings(admin.id, { change: "rules", rules: rules.data }));
  }
  if (intent === "add-trade" || intent === "remove-trade") {
    const submission = parseWithZod(form, { schema: licensedTradeSchema });
    if (submission.status !== "success") return invalidFormReply(submission, { extra: { form: "trade" as const } });
    return done(await changeCredentialSettings(admin.id, { change: intent, trade: submission.value }));
  }
  if (intent === "save-lookup") {
    const submission = parseWithZod(form, { schema: credentialLookupSchema });
    if (submission.status !== "success") return invalidFormReply(submission, { extra: { form: "lookup" as const } });
    return done(await changeCredentialSettings(admin.id, { change: intent, lookup: submission.value }));
  }
  if (intent === "remove-lookup") {
    const submission = parseWithZod(form, { schema: credentialLookupSchema.omit({ url: true }) });
    if (submission.status !== "success") return invalidFormReply(submission, { extra: { form: "lookup" as const } });
    return done(await changeCredentialSettings(admin.id, { change: intent, lookup: submission.value }));
  }
  throw textResponse(400, FORM_REASONS.unknownAction);
}

function TradeForm() {
  const { tradeConstraints, stateOptions } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "add-trade",
    lastResult: actionData?.form === "trade" ? actionData.lastResult : undefined,
    constraint: tradeConstraints,
    shouldValidate: "onSubmit",
  });
  const words = credentialSettingsWords[useLanguage()];
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3" {...getFormProps(form)} noValidate>
      <FormErrorSummary form={form} labels={{ state: words.state, service_type: words.service }} />
      <FormError errors={form.errors} />
      <Select meta={fields.state} label={words.state} options={stateOptions} />
      <Field meta={fields.service_type} label={words.service} placeholder={words.servicePlaceholder} />
      <Button type="submit" name="intent" value="add-trade" variant="secondary">
        {words.addTrade}
      </Button>
    </Form>
  );
}

function LookupForm() {
  const { lookupConstraints, kinds, stateOptions } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "save-lookup",
    lastResult: actionData?.form === "lookup" ? actionData.lastResult : undefined,
    constraint: lookupConstraints,
    shouldValidate: "onSubmit",
  });
  const language = useLanguage();
  const words = credentialSettingsWords[language];
  const kindOptions = kinds.map((kind) => ({ value: kind, label: credentialKindWords[language][kind] }));
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3" {...getFormProps(form)} noValidate>
      <FormErrorSummary form={form} labels={{ state: words.state, kind: words.kind, url: words.lookupPage }} />
      <FormError errors={form.errors} />
      <Select meta={fields.state} label={words.state} options={stateOptions} />
      <Select meta={fields.kind} label={words.kind} options={kindOptions} />
      <Field meta={fields.url} type="url" label={words.lookupPage} placeholder="https://" className="min-w-0 flex-1" />
      <Button type="submit" name="intent" value="save-lookup" variant="secondary">
        {words.saveLookup}
      </Button>
    </Form>
  );
}

export default function AdminCredentialSettings() {
  const { categories, kinds, trades, lookups } = useLoaderData<typeof loader>();
  const language = useLanguage();
  const words = credentialSettingsWords[language];
  const kindName = (kind: CredentialKind) => credentialKindWords[language][kind];
  // In a Spanish sentence the kind is a common noun: "la página de consulta de licencia de TX".
  const kindInSentence = (kind: CredentialKind) => (language === "es" ? kindName(kind).toLowerCase() : kindName(kind));
  return (
    <div className="space-y-6">
      <Card className="space-y-4 p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-semibold">{words.rules}</h2>
          <Link to="/admin/credentials" className="text-sm font-medium text-primary underline">
            {words.toCheck}
          </Link>
        </div>
        <p className="text-sm text-muted-foreground">{words.rulesLead}</p>
        <Form method="post" className="space-y-4">
          {categories.map((category) => (
            <fieldset key={category.id} className="space-y-2">
              <legend className="font-semibold">{categoryWords[language][category.id]}</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                {kinds.map((kind) => (
                  <label key={kind} className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      name={`rule.${category.id}`}
                      value={kind}
                      defaultChecked={category.kinds.includes(kind)}
                      className="h-4 w-4"
                    />
                    {kindName(kind)}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <Button type="submit" name="intent" value="rules">
            {words.saveRules}
          </Button>
        </Form>
      </Card>
      <Card className="space-y-4 p-6">
        <h2 className="text-xl font-semibold">{words.trades}</h2>
        <p className="text-sm text-muted-foreground">{words.tradesLead}</p>
        <ul className="divide-y divide-border">
          {trades.map((trade) => (
            <li key={`${trade.state}-${trade.service_type}`} className="flex items-center justify-between gap-3 py-2">
              <span>
                {trade.state}: {trade.service_type}
              </span>
              <Form method="post">
                <input type="hidden" name="state" value={trade.state} />
                <input type="hidden" name="service_type" value={trade.service_type} />
                <Button type="submit" name="intent" value="remove-trade" variant="ghost" size="sm">
                  {words.remove}
                  <span className="sr-only">{fill(words.tradeIn, { service: trade.service_type, state: trade.state })}</span>
                </Button>
              </Form>
            </li>
          ))}
        </ul>
        <TradeForm />
      </Card>
      <Card className="space-y-4 p-6">
        <h2 className="text-xl font-semibold">{words.lookups}</h2>
        <p className="text-sm text-muted-foreground">{words.lookupsLead}</p>
        <ul className="divide-y divide-border">
          {lookups.map((lookup) => (
            <li key={`${lookup.state}-${lookup.kind}`} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span className="min-w-0 break-all">
                {lookup.state} · {kindName(lookup.kind)}: {lookup.url}
              </span>
              <Form method="post">
                <input type="hidden" name="state" value={lookup.state} />
                <input type="hidden" name="kind" value={lookup.kind} />
                <Button type="submit" name="intent" value="remove-lookup" variant="ghost" size="sm">
                  {words.remove}
                  <span className="sr-only">{fill(words.lookupOf, { kind: kindInSentence(lookup.kind), state: lookup.state })}</span>
                </Button>
              </Form>
            </li>
          ))}
        </ul>
        <LookupForm />
      </Card>
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/admin", label: "backToAdmin" });
