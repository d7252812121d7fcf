import type { LoaderFunctionArgs } from "@remix-run/node";
import { KeepTogether } from "~/components/ui/keep-together";
import { StatusBadge } from "~/components/ui/status-badge";
import { Link, useLoaderData } from "@remix-run/react";
import { DataTable } from "~/components/ui/data-table";
import { Card } from "~/components/ui/card";
import { KeysetPagination } from "~/components/ui/pagination";
import { pageHrefs, parsePageRequest } from "~/domain/pagination";
import { requireAccess } from "~/services/support/access.server";
import { outboxPage } from "~/services/admin/index.server";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { requestLanguage } from "~/lib/language.server";
import { useLanguage } from "~/components/use-words";
import { emailStatusWords, outboxWords } from "~/locales/admin-records";

const PER_PAGE = 50;
const STATUS_TONES = { queued: "warning", sent: "success", logged: "neutral", failed: "destructive", withdrawn: "neutral" } as const;

/** Every e-mail the mailer recorded, so a self-hoster without an e-mail key sees what went out. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAccess(request, "admin");
  const params = new URL(request.url).searchParams;
  const page = parsePageRequest(params, PER_PAGE);
  const { emails, links } = await outboxPage(admin, page, requestLanguage(request).language);
  return { emails, pages: pageHrefs("/admin/outbox", params, page, links) };
}

export default function AdminOutbox() {
  const { emails, pages } = useLoaderData<typeof loader>();
  const language = useLanguage();
  const words = outboxWords[language];
  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold">{words.emails}</h2>
        <Link className="text-sm text-primary underline" to="/admin/outbox/texts">
          {words.texts}
        </Link>
      </div>
      <p className="mb-4 text-sm text-muted-foreground">{words.emailsLead}</p>
      {emails.length === 0 ? (
        <p className="text-muted-foreground">{words.noEmails}</p>
      ) : (
        <DataTable
          caption={words.emailsCaption}
          columns={[words.time, words.to, words.subject, words.kind, words.status, words.attempts]}
          minWidth="min-w-[48rem]"
        >
          {emails.map((email) => (
            <tr key={email.id} className="border-b border-border">
              <td className="px-3 py-2">
                <KeepTogether text={email.created} />
              </td>
              <td className="px-3 py-2">{email.to}</td>
              <td className="px-3 py-2">
                <Link className="text-primary underline" to={`/admin/outbox/${email.id}`}>
                  <KeepTogether text={email.subject} />
                </Link>
              </td>
              <td className="px-3 py-2">{email.kind}</td>
              <td className="px-3 py-2">
                <StatusBadge status={email.status} labels={emailStatusWords[language]} tones={STATUS_TONES} />
              </td>
              <td className="px-3 py-2">{email.attempts}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <KeysetPagination {...pages} firstHref={emails.length === 0 ? pages.firstHref : undefined} />
    </Card>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/admin", label: "backToAdmin" });
