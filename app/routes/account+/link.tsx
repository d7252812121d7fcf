import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { pageErrorBoundary } from "~/components/error-boundary";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useIsPending } from "~/components/use-is-pending";
import { languageOfMatches, useSay, useWords } from "~/components/use-words";
import { CUSTOMER_HOME_PATH, safeRedirect, SIGN_IN_REASONS } from "~/domain/accounts/sign-in";
import { readFormData } from "~/lib/form.server";
import { requestLanguage } from "~/lib/language.server";
import { customerHomeWords } from "~/locales/customer-home";
import { customerSignInLinkPage, signInCustomerWithLink } from "~/services/accounts/index.server";

export const meta: MetaFunction = ({ matches }) => [
  { title: customerHomeWords[languageOfMatches(matches)].title },
  { name: "robots", content: "noindex" },
];

const PRIVATE = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

/**
 * /account/link?token=…: a customer's e-mailed one-time link. Opening it only shows a button, so a
 * mail scanner that follows links does not spend it; the button's POST signs in.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get("token");
  const { usable } = await customerSignInLinkPage(token);
  const redirectTo = safeRedirect(params.get("redirectTo"), CUSTOMER_HOME_PATH);
  return data({ token: usable ? token : null, redirectTo }, { status: usable ? 200 : 410, headers: PRIVATE });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const signedIn = await signInCustomerWithLink(request, form.get("token"), form.get("redirectTo"), requestLanguage(request).language);
  return signedIn ?? data({ spent: true }, { status: 410, headers: PRIVATE });
}

export default function CustomerSignInWithLink() {
  const { token, redirectTo } = useLoaderData<typeof loader>();
  const spent = useActionData<typeof action>()?.spent === true || token === null;
  const busy = useIsPending();
  const words = useWords(customerHomeWords);
  const say = useSay();
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <Card className="space-y-6 p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{words.linkHeading}</h1>
        {spent ? (
          <>
            <p role="alert">{say(SIGN_IN_REASONS.linkSpent)}</p>
            <ButtonLink to="/account/sign-in">{words.askAgain}</ButtonLink>
          </>
        ) : (
          <Form method="post" className="space-y-4">
            <p>{words.linkLead}</p>
            <input type="hidden" name="token" value={token ?? ""} />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? words.signingIn : words.signIn}
            </Button>
          </Form>
        )}
      </Card>
    </div>
  );
}

export const ErrorBoundary = pageErrorBoundary({});
