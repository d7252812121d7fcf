import { type LoaderFunctionArgs } from "@remix-run/node";
import type { ReactNode } from "react";
import { KeepTogether } from "~/components/ui/keep-together";
import { Link, useLoaderData } from "@remix-run/react";
import { Card } from "~/components/ui/card";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { invariantResponse } from "~/lib/refusals.server";
import { requireAccess } from "~/services/support/access.server";
import { outboxEmail } from "~/services/admin/index.server";
import { requestLanguage } from "~/lib/language.server";
import { useWords } from "~/components/use-words";
import { outboxWords } from "~/locales/admin-records";
import { fill } from "~/locales/words";
import { NOT_FOUND_REASONS } from "~/domain/outcome";

/** One recorded e-mail: its headers, status and text (the HTML version opens on its own). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAccess(request, "admin");
  const found = await outboxEmail(admin, params.emailId, requestLanguage(request).language);
  invariantResponse(found, NOT_FOUND_REASONS.email);
  return { email: found.email };
}

/** The e-mail's card, or the missing e-mail's, with the way back to the outbox first. */
function OutboxCard({ children }: { children: ReactNode }) {
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <Link to="/admin/outbox" className="text-sm font-medium text-primary underline">
        {useWords(outboxWords).back}
      </Link>
      {children}
    </Card>
  );
}

export default function AdminOutboxEmail() {
  const { email } = useLoaderData<typeof loader>();
  const words = useWords(outboxWords);
  return (
    <OutboxCard>
      <>
        <h2 className="text-xl font-semibold">
          <KeepTogether text={email.subject} />
        </h2>
        <dl className="grid gap-1 text-sm wrap-anywhere sm:grid-cols-[8rem_1fr]">
          <dt className="font-medium">{words.to}</dt>
          <dd>{email.to}</dd>
          <dt className="font-medium">{words.kind}</dt>
          <dd>{email.kind}</dd>
          <dt className="font-medium">{words.status}</dt>
          <dd>
            {fill(words.afterAttempts, { status: email.status, attempts: email.attempts })}
            {email.last_error ? fill(words.lastError, { error: email.last_error }) : ""}
          </dd>
          <dt className="font-medium">{words.created}</dt>
          <dd>
            <KeepTogether text={email.created} />
          </dd>
          <dt className="font-medium">{words.sent}</dt>
          <dd>{email.sent ?? words.notYet}</dd>
        </dl>
        <a
          className="text-sm font-medium text-primary underline"
          href={`/admin/outbox/${email.id}/html`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {words.viewHtml}
          <span className="sr-only">{words.newTab}</span>
        </a>
        {/* Reachable by keyboard: a line too long for a phone scrolls inside it. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <pre tabIndex={0} className="overflow-x-auto rounded-lg bg-muted p-4 text-sm whitespace-pre-wrap">
          <KeepTogether text={email.text} />
        </pre>
      </>
    </OutboxCard>
  );
}

function NoSuchEmail() {
  return (
    <OutboxCard>
      <p>{useWords(outboxWords).noSuchEmail}</p>
    </OutboxCard>
  );
}

export const ErrorBoundary = sectionErrorBoundary(
  { to: "/admin/outbox", label: "backToOutbox" },
  {
    404: () => <NoSuchEmail />,
  },
);
