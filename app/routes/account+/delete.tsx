import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { pageErrorBoundary } from "~/components/error-boundary";
import { CHECK_AS_YOU_TYPE, checkConstraints } from "~/components/form-checks";
import { FormError } from "~/components/ui/alert";
import { BackLink } from "~/components/ui/back-link";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { RadioGroup } from "~/components/ui/radio-group";
import { FieldError } from "~/components/ui/text-field";
import { getFormProps, useForm } from "~/components/use-form";
import { useIsPending } from "~/components/use-is-pending";
import { languageOfMatches, useWords } from "~/components/use-words";
import { ERASURE_REASONS } from "~/domain/accounts/erasure";
import { erasureSchema } from "~/domain/accounts/erasure.schema.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { readFormData } from "~/lib/form.server";
import { publicOrigin } from "~/lib/http.server";
import { redirectWithToast } from "~/lib/toast.server";
import { invalidFormReply } from "~/lib/refusals.server";
import { customerHomeWords } from "~/locales/customer-home";
import { fill } from "~/locales/words";
import { eraseCustomer } from "~/services/customer-home/index.server";
import { requireCustomer } from "~/services/support/access.server";
import { destroyCustomerSession } from "~/services/support/auth.server";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${customerHomeWords[languageOfMatches(matches)].deleteAccount} | Porchlight` },
  { name: "robots", content: "noindex" },
];

/** /account/delete: what erasing means, in plain words, and the last ask (decision 0053). */
export async function loader({ request }: LoaderFunctionArgs) {
  const customer = await requireCustomer(request);
  return data(
    { email: customer.email, constraints: formConstraints(erasureSchema) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const customer = await requireCustomer(request);
  const submission = parseWithZod(await readFormData(request), { schema: erasureSchema });
  if (submission.status !== "success") return invalidFormReply(submission);
  await eraseCustomer(customer, { removeReviews: submission.value.reviews === "remove", origin: publicOrigin() });
  const headers = { "Set-Cookie": await destroyCustomerSession(request) };
  return redirectWithToast("/", { type: "success", description: ERASURE_REASONS.erased }, { headers });
}

export default function DeleteAccount() {
  const { email, constraints } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.lastResult;
  const words = useWords(customerHomeWords);
  const [form, fields] = useForm({
    id: "delete-account",
    lastResult,
    constraint: constraints,
    defaultValue: { reviews: "keep" },
    onValidate: checkConstraints,
    ...CHECK_AS_YOU_TYPE,
  });
  const busy = useIsPending();
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <BackLink to="/account">{words.keepAccount}</BackLink>
      <Card className="space-y-5 p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{words.deleteAccount}</h1>
        <p className="break-words">{fill(words.deleteLead, { email })}</p>
        <ul className="list-disc space-y-2 pl-5">
          <li>{words.deleteBookings}</li>
          <li>{words.deleteWaitlists}</li>
          <li>{words.deleteDetails}</li>
          <li>{words.deleteKept}</li>
          <li>{words.deleteOutbox}</li>
          <li>{words.deleteLinks}</li>
        </ul>
        <Form method="post" className="space-y-5" {...getFormProps(form)}>
          <FormErrorSummary form={form} labels={{ reviews: words.yourReviews, confirm: words.confirmDelete }} />
          <FormError errors={form.errors} />
          <RadioGroup
            meta={fields.reviews}
            legend={words.yourReviews}
            options={[
              { value: "keep", label: words.keepReviews },
              { value: "remove", label: words.removeReviews },
            ]}
          />
          <div>
            <label className="flex items-start gap-2" htmlFor={fields.confirm.id}>
              <input
                key={fields.confirm.key}
                id={fields.confirm.id}
                type="checkbox"
                name={fields.confirm.name}
                value="on"
                required
                defaultChecked={fields.confirm.initialValue === "on"}
                aria-invalid={fields.confirm.errors ? true : undefined}
                aria-describedby={fields.confirm.errors ? fields.confirm.errorId : undefined}
                className="mt-1 h-4 w-4 shrink-0"
              />
              <span>{words.confirmDelete}</span>
            </label>
            <FieldError id={fields.confirm.errorId} error={fields.confirm.errors?.[0]} />
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? words.deleting : words.deleteEverything}
            </Button>
            <Link to="/account" className="inline-flex items-center px-2 font-medium text-primary underline">
              {words.keepAccount}
            </Link>
          </div>
        </Form>
      </Card>
    </div>
  );
}

export const ErrorBoundary = pageErrorBoundary({});
