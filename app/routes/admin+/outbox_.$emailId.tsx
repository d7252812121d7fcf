import { type LoaderFunctionArgs } from "@remix-run/node";
import { KeepTogether } from "~/components/ui/keep-together";
import { Link, useLoaderData } from "@remix-run/react";
import { Card } from "~/components/ui/card";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { invariantResponse } from "~/lib/refusals.server";
import { requireAccess } from "~/services/support/access.server";
import { outboxEmail } from "~/services/admin/index.server";

/** One recorded e-mail: its headers, status and text (the HTML version opens on its own). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAccess(request, "admin");
  const found = await outboxEmail(admin, params.emailId);
  invariantResponse(found, "E-mail not found");
  return { email: found.email };
}

export default function AdminOutboxEmail() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <Link to="/admin/outbox" className="text-sm font-medium text-primary underline">
        Back to the outbox
      </Link>
      <>
        <h2 className="text-xl font-semibold">
          <KeepTogether text={email.subject} />
        </h2>
        <dl className="grid gap-1 text-sm wrap-anywhere sm:grid-cols-[8rem_1fr]">
          <dt className="font-medium">To</dt>
          <dd>{email.to}</dd>
          <dt className="font-medium">Kind</dt>
          <dd>{email.kind}</dd>
          <dt className="font-medium">Status</dt>
          <dd>
            {email.status} after {email.attempts} attempt(s){email.last_error ? ` (last error: ${email.last_error})` : ""}
          </dd>
          <dt className="font-medium">Created</dt>
          <dd>
            <KeepTogether text={email.created} />
          </dd>
          <dt className="font-medium">Sent</dt>
          <dd>{email.sent ?? "Not yet"}</dd>
        </dl>
        <a
          className="text-sm font-medium text-primary underline"
          href={`/admin/outbox/${email.id}/html`}
          target="_blank"
          rel="noopener noreferrer"
        >
          View the HTML version<span className="sr-only"> (opens in a new tab)</span>
        </a>
        {/* Reachable by keyboard: a line too long for a phone scrolls inside it. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <pre tabIndex={0} className="overflow-x-auto rounded-lg bg-muted p-4 text-sm whitespace-pre-wrap">
          <KeepTogether text={email.text} />
        </pre>
      </>
    </Card>
  );
}

export const ErrorBoundary = sectionErrorBoundary(
  { to: "/admin/outbox", label: "Back to the outbox" },
  {
    404: () => (
      <Card className="space-y-4 p-4 sm:p-6">
        <Link to="/admin/outbox" className="text-sm font-medium text-primary underline">
          Back to the outbox
        </Link>
        <p>This e-mail does not exist.</p>
      </Card>
    ),
  },
);
