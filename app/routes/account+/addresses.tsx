import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { pageErrorBoundary } from "~/components/error-boundary";
import { CHECK_AS_YOU_TYPE, checkConstraints } from "~/components/form-checks";
import { FormError } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { BackLink } from "~/components/ui/back-link";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { SubmissionKeyField } from "~/components/submission-key-field";
import { getFormProps, useForm } from "~/components/use-form";
import { useIsPending } from "~/components/use-is-pending";
import { languageOfMatches, useWords } from "~/components/use-words";
import { ADDRESS_REASONS } from "~/domain/accounts/saved-addresses";
import { savedAddressSchema } from "~/domain/accounts/saved-addresses.schema.server";
import { FORM_REASONS } from "~/domain/forms/fields";
import { formConstraints } from "~/lib/form-constraints.server";
import { readFormData } from "~/lib/form.server";
import { textResponse } from "~/lib/http.server";
import { invalidFormReply, refusalReply, refusalToast } from "~/lib/refusals.server";
import { newSubmissionKey, submissionOf } from "~/lib/submission-key.server";
import { redirectWithToast } from "~/lib/toast.server";
import { commonWords } from "~/locales/common";
import { customerHomeWords } from "~/locales/customer-home";
import { addSavedAddress, makeDefaultAddress, removeSavedAddress, savedAddressesOf } from "~/services/customer-home/index.server";
import { requireCustomer } from "~/services/support/access.server";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${customerHomeWords[languageOfMatches(matches)].addresses} | Porchlight` },
  { name: "robots", content: "noindex" },
];

const HERE = "/account/addresses";

/** /account/addresses: a signed-in customer's saved addresses, the default one filling their booking forms. */
export async function loader({ request }: LoaderFunctionArgs) {
  const customer = await requireCustomer(request);
  return data(
    { addresses: await savedAddressesOf(customer), submissionKey: newSubmissionKey(), constraints: formConstraints(savedAddressSchema) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const customer = await requireCustomer(request);
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === "default" || intent === "remove") {
    const outcome =
      intent === "default" ? await makeDefaultAddress(customer, form.get("id")) : await removeSavedAddress(customer, form.get("id"));
    if (!outcome.ok) return refusalToast(HERE, outcome);
    return redirectWithToast(HERE, {
      type: "success",
      description: intent === "default" ? ADDRESS_REASONS.madeDefault : ADDRESS_REASONS.removed,
    });
  }
  if (intent !== "add") throw textResponse(400, FORM_REASONS.unknownAction);
  const submission = parseWithZod(form, { schema: savedAddressSchema });
  if (submission.status !== "success") return invalidFormReply(submission);
  const outcome = await addSavedAddress(customer, submission.value, submissionOf(form, "saved-address", submission.value));
  if (!outcome.ok) return refusalReply(submission, outcome);
  return redirectWithToast(HERE, { type: "success", description: ADDRESS_REASONS.added });
}

export default function SavedAddresses() {
  const { addresses, submissionKey, constraints } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.lastResult;
  const words = useWords(customerHomeWords);
  const common = useWords(commonWords);
  const [form, fields] = useForm({
    id: "saved-address",
    lastResult,
    constraint: constraints,
    onValidate: checkConstraints,
    ...CHECK_AS_YOU_TYPE,
  });
  const saving = useIsPending({ match: { intent: "add" } });
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <BackLink to="/account">{common.yourBookings}</BackLink>
      <Card className="space-y-5 p-6 sm:p-8">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight">{words.addresses}</h1>
          <p className="text-muted-foreground">{words.addressesLead}</p>
        </div>
        {addresses.length === 0 ? (
          <p className="text-muted-foreground">{words.noAddresses}</p>
        ) : (
          <ul className="divide-y divide-border">
            {addresses.map((saved) => (
              <li key={saved.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  {saved.label ? <p className="font-medium break-words">{saved.label}</p> : null}
                  <p className="break-words">{saved.address}</p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {saved.isDefault ? (
                    <Badge tone="primary">{words.defaultBadge}</Badge>
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="id" value={saved.id} />
                      <Button type="submit" name="intent" value="default" size="sm" variant="outline">
                        {words.makeDefault}
                      </Button>
                    </Form>
                  )}
                  <Form method="post">
                    <input type="hidden" name="id" value={saved.id} />
                    <Button
                      type="submit"
                      name="intent"
                      value="remove"
                      size="sm"
                      variant="ghost"
                      aria-label={`${words.remove}: ${saved.label || saved.address}`}
                    >
                      {words.remove}
                    </Button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" className="space-y-4" {...getFormProps(form)}>
          <FormErrorSummary form={form} labels={{ label: words.label, address: words.address }} />
          <FormError errors={form.errors} />
          <input type="hidden" name="intent" value="add" />
          <SubmissionKeyField value={submissionKey} />
          <Field meta={fields.address} label={words.address} autoComplete="street-address" />
          <Field meta={fields.label} label={words.label} hint={words.labelHint} />
          <label className="flex items-center gap-2">
            <input type="checkbox" name="default" value="on" className="h-4 w-4" />
            {words.makeDefaultOnSave}
          </label>
          <Button type="submit" disabled={saving}>
            {saving ? words.savingAddress : words.saveAddress}
          </Button>
        </Form>
      </Card>
    </div>
  );
}

export const ErrorBoundary = pageErrorBoundary({});
