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
import { formConstraints } from "~/lib/form-constraints.server";
import { readFormData } from "~/lib/form.server";
import { textResponse } from "~/lib/http.server";
import { invalidFormReply } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";
import { changeCredentialSettings, credentialSettingsPage } from "~/services/credentials/index.server";
import { requireAccess } from "~/services/support/access.server";

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
    if (!rules.success) throw textResponse(400, "Unknown credential kind.");
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
  throw textResponse(400, "Unknown action.");
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
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3" {...getFormProps(form)} noValidate>
      <FormErrorSummary form={form} labels={{ state: "State", service_type: "Service" }} />
      <FormError errors={form.errors} />
      <Select meta={fields.state} label="State" options={stateOptions} />
      <Field meta={fields.service_type} label="Service" placeholder="Electrical" />
      <Button type="submit" name="intent" value="add-trade" variant="secondary">
        Add licensed trade
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
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3" {...getFormProps(form)} noValidate>
      <FormErrorSummary form={form} labels={{ state: "State", kind: "Kind", url: "Lookup page" }} />
      <FormError errors={form.errors} />
      <Select meta={fields.state} label="State" options={stateOptions} />
      <Select meta={fields.kind} label="Kind" options={kinds} />
      <Field meta={fields.url} type="url" label="Lookup page" placeholder="https://" className="min-w-0 flex-1" />
      <Button type="submit" name="intent" value="save-lookup" variant="secondary">
        Save lookup page
      </Button>
    </Form>
  );
}

export default function AdminCredentialSettings() {
  const { categories, kinds, trades, lookups } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <Card className="space-y-4 p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-semibold">Credential rules</h2>
          <Link to="/admin/credentials" className="text-sm font-medium text-primary underline">
            Credentials to check
          </Link>
        </div>
        <p className="text-sm text-muted-foreground">
          A category's tiles are listed only while their provider holds each ticked kind, verified and unexpired (a licence from the tile's
          state). Team members doing the jobs need their own, but for insurance.
        </p>
        <Form method="post" className="space-y-4">
          {categories.map((category) => (
            <fieldset key={category.id} className="space-y-2">
              <legend className="font-semibold">{category.name}</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                {kinds.map((kind) => (
                  <label key={kind.value} className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      name={`rule.${category.id}`}
                      value={kind.value}
                      defaultChecked={category.kinds.includes(kind.value)}
                      className="h-4 w-4"
                    />
                    {kind.label}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <Button type="submit" name="intent" value="rules">
            Save rules
          </Button>
        </Form>
      </Card>
      <Card className="space-y-4 p-6">
        <h2 className="text-xl font-semibold">Licensed trades</h2>
        <p className="text-sm text-muted-foreground">
          In these states, these services need a verified licence from the state, whatever their category.
        </p>
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
                  Remove
                  <span className="sr-only">
                    {" "}
                    {trade.service_type} in {trade.state}
                  </span>
                </Button>
              </Form>
            </li>
          ))}
        </ul>
        <TradeForm />
      </Card>
      <Card className="space-y-4 p-6">
        <h2 className="text-xl font-semibold">Issuers' lookup pages</h2>
        <p className="text-sm text-muted-foreground">Shown beside each credential waiting for checking, by its state and kind.</p>
        <ul className="divide-y divide-border">
          {lookups.map((lookup) => (
            <li key={`${lookup.state}-${lookup.kind}`} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span className="min-w-0 break-all">
                {lookup.state} · {lookup.kindLabel}: {lookup.url}
              </span>
              <Form method="post">
                <input type="hidden" name="state" value={lookup.state} />
                <input type="hidden" name="kind" value={lookup.kind} />
                <Button type="submit" name="intent" value="remove-lookup" variant="ghost" size="sm">
                  Remove
                  <span className="sr-only">
                    {" "}
                    the {lookup.kindLabel} lookup page of {lookup.state}
                  </span>
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

export const ErrorBoundary = sectionErrorBoundary({ to: "/admin", label: "Back to the admin panel" });
