import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { pageErrorBoundary } from "~/components/error-boundary";
import { useIsPending } from "~/components/use-is-pending";
import { SIGN_IN_REASONS } from "~/domain/accounts/sign-in";
import { readFormData } from "~/lib/form.server";
import { languageOfMatches, useSay, useWords } from "~/components/use-words";
import { signInWords } from "~/locales/sign-in";
import { signInLinkPage, signInWithLink } from "~/services/accounts/index.server";

export const meta: MetaFunction = ({ matches }) => [
  { title: signInWords[languageOfMatches(matches)].linkTitle },
  { name: "robots", content: "noindex" },
];

const PRIVATE = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

/**
 * /sign-in/link?token=…: an e-mailed one-time sign-in link. Opening it only shows a button, so
 * a mail scanner that follows links does not spend it; the button's POST signs in.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const { usable } = await signInLinkPage(token);
  return data({ token: usable ? token : null }, { status: usable ? 200 : 410, headers: PRIVATE });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const signedIn = await signInWithLink(request, form.get("token"));
  return signedIn ?? data({ spent: true }, { status: 410, headers: PRIVATE });
}

export default function SignInWithLink() {
  const { token } = useLoaderData<typeof loader>();
  const spent = useActionData<typeof action>()?.spent === true || token === null;
  const busy = useIsPending();
  const words = useWords(signInWords);
  const say = useSay();
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <Card className="space-y-6 p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{words.linkHeading}</h1>
        {spent ? (
          <>
            <p role="alert">{say(SIGN_IN_REASONS.linkSpent)}</p>
            <div className="flex flex-wrap gap-3">
              <ButtonLink to="/provider">{words.providerSignIn}</ButtonLink>
              <ButtonLink to="/admin" variant="outline">
                {words.adminSignIn}
              </ButtonLink>
            </div>
          </>
        ) : (
          <Form method="post" className="space-y-4">
            <p>{words.linkLead}</p>
            <input type="hidden" name="token" value={token ?? ""} />
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
