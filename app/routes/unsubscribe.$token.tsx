import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { pageErrorBoundary } from "~/components/error-boundary";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useIsPending } from "~/components/use-is-pending";
import { languageOfMatches, useWords } from "~/components/use-words";
import { NOT_FOUND_REASONS } from "~/domain/outcome";
import { invariantResponse } from "~/lib/refusals.server";
import { openUnsubscribeLink } from "~/lib/signed-links.server";
import { customerHomeWords } from "~/locales/customer-home";
import { fill } from "~/locales/words";
import { stopByUnsubscribeLink } from "~/services/customer-home/index.server";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${customerHomeWords[languageOfMatches(matches)].stopHeading} | Porchlight` },
  { name: "robots", content: "noindex" },
];

const PRIVATE = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

/**
 * /unsubscribe/:token, an e-mail footer's link (decision 0054): the page asks, so a mail scanner
 * that follows links stops nothing, and its button stops that kind of e-mail to that address.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const link = openUnsubscribeLink(params.token);
  invariantResponse(link, NOT_FOUND_REASONS.shortLink);
  return data({ email: link.email, kind: link.contactKind }, { headers: PRIVATE });
}

export async function action({ params }: ActionFunctionArgs) {
  const link = openUnsubscribeLink(params.token);
  invariantResponse(link, NOT_FOUND_REASONS.shortLink);
  await stopByUnsubscribeLink(link);
  return data({ stopped: true }, { headers: PRIVATE });
}

export default function Unsubscribe() {
  const { email, kind } = useLoaderData<typeof loader>();
  const stopped = useActionData<typeof action>()?.stopped === true;
  const words = useWords(customerHomeWords);
  const busy = useIsPending();
  const values = { email, kind: words[`kind_${kind}`] };
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <Card className="space-y-6 p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{words.stopHeading}</h1>
        {stopped ? (
          <p role="status" className="break-words">
            {fill(words.stopped, values)}
          </p>
        ) : (
          <Form method="post" className="space-y-4">
            <p className="break-words">{fill(words.stopLead, values)}</p>
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? words.stopping : words.stopButton}
            </Button>
          </Form>
        )}
      </Card>
    </div>
  );
}

export const ErrorBoundary = pageErrorBoundary({});
