import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { KeepTogether } from "~/components/ui/keep-together";
import { businessClock } from "~/services/business-clock.server";
import { businessScope } from "~/domain/business";
import { formatInstant } from "~/domain/time";
import { EMAIL_STATUS_LABELS, labelOfStatus, statusWords } from "~/domain/statuses";
import { Link, useLoaderData } from "@remix-run/react";
import { Card } from "~/components/ui/card";
import { isUuid } from "~/domain/uuid";
import { requireAccess } from "~/services/auth.server";
import { findOutboxEmail } from "~/models/email-outbox.server";

/** One recorded e-mail: its headers, status and text (the HTML version opens on its own). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAccess(request, "admin");
  const email = isUuid(params.emailId) ? await findOutboxEmail(params.emailId) : undefined;
  if (!email) return data({ email: null }, { status: 404 });
  const { timeZone } = await businessClock(businessScope(admin));
  const { html: _html, ...rest } = email;
  return {
    email: {
      ...rest,
      kind: statusWords(rest.kind),
      status: labelOfStatus(EMAIL_STATUS_LABELS, rest.status),
      created: formatInstant(new Date(rest.created_at), timeZone),
      sent: rest.sent_at ? formatInstant(new Date(rest.sent_at), timeZone) : null,
    },
  };
}

export default function AdminOutboxEmail() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <Link to="/admin/outbox" className="text-sm font-medium text-primary underline">
        Back to the outbox
      </Link>
      {!email ? (
        <p>This e-mail does not exist.</p>
      ) : (
        <>
          <h2 className="text-xl font-semibold">
            <KeepTogether text={email.subject} />
          </h2>
          <dl className="grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
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
          <pre className="overflow-x-auto rounded-lg bg-muted p-4 text-sm whitespace-pre-wrap">
            <KeepTogether text={email.text} />
          </pre>
        </>
      )}
    </Card>
  );
}
