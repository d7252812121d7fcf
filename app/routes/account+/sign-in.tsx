import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { pageErrorBoundary } from "~/components/error-boundary";
import { CHECK_AS_YOU_TYPE, checkConstraints } from "~/components/form-checks";
import { FormError } from "~/components/ui/alert";
import { BackLink } from "~/components/ui/back-link";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { getFormProps, useForm } from "~/components/use-form";
import { useIsPending } from "~/components/use-is-pending";
import { languageOfMatches, useWords } from "~/components/use-words";
import { CUSTOMER_HOME_PATH, safeRedirect } from "~/domain/accounts/sign-in";
import { signInLinkSchema } from "~/domain/accounts/sign-in.schema.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { readFormData } from "~/lib/form.server";
import { requestLanguage } from "~/lib/language.server";
import { commonWords } from "~/locales/common";
import { customerHomeWords } from "~/locales/customer-home";
import { requestCustomerSignInLink } from "~/services/accounts/index.server";
import { getCustomer } from "~/services/support/auth.server";

export const meta: MetaFunction = ({ matches }) => [{ title: customerHomeWords[languageOfMatches(matches)].title }];

/** /account/sign-in: a customer asks for a link to their own pages; one already signed in goes there. */
export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), CUSTOMER_HOME_PATH);
  if (await getCustomer(request)) throw redirect(redirectTo);
  return { redirectTo, constraints: formConstraints(signInLinkSchema) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  return requestCustomerSignInLink(form, context, requestLanguage(request).language);
}

export default function CustomerSignIn() {
  const { redirectTo, constraints } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.lastResult;
  const words = useWords(customerHomeWords);
  const common = useWords(commonWords);
  const [form, fields] = useForm({
    id: "customer-sign-in",
    lastResult,
    constraint: constraints,
    onValidate: checkConstraints,
    ...CHECK_AS_YOU_TYPE,
  });
  const busy = useIsPending();
  return (
    <div className="mx-auto max-w-md space-y-6 px-4 py-10">
      <BackLink to="/">{common.backHome}</BackLink>
      <Card className="space-y-6 p-6 sm:p-8">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold tracking-tight">{common.yourBookings}</h1>
          <p className="text-muted-foreground">{words.signInLead}</p>
        </div>
        <Form method="post" className="space-y-4" {...getFormProps(form)}>
          <FormErrorSummary form={form} labels={{ email: words.email }} />
          <FormError errors={form.errors} />
          {redirectTo === CUSTOMER_HOME_PATH ? null : <input type="hidden" name="redirectTo" value={redirectTo} />}
          <Field meta={fields.email} type="email" label={words.email} autoComplete="email" />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? words.sendingLink : words.sendLink}
          </Button>
        </Form>
        <p className="text-sm text-muted-foreground">{words.eachEmailHasLink}</p>
      </Card>
    </div>
  );
}

export const ErrorBoundary = pageErrorBoundary({});
