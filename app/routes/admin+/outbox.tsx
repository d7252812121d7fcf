import type { LoaderFunctionArgs } from "@remix-run/node";
import { KeepTogether } from "~/components/ui/keep-together";
import { EMAIL_STATUS_LABELS } from "~/domain/statuses";
import { StatusBadge } from "~/components/ui/status-badge";
import { Link, useLoaderData } from "@remix-run/react";
import { DataTable } from "~/components/ui/data-table";
import { Card } from "~/components/ui/card";
import { KeysetPagination } from "~/components/ui/pagination";
import { pageHrefs, parsePageRequest } from "~/domain/pagination";
import { requireAccess } from "~/services/support/access.server";
import { outboxPage } from "~/services/admin/index.server";
import { sectionErrorBoundary } from "~/components/error-boundary";

const PER_PAGE = 50;
const STATUS_TONES = { queued: "warning", sent: "success", logged: "neutral", failed: "destructive", withdrawn: "neutral" } as const;

/** Every e-mail the mailer recorded, so a self-hoster without an e-mail key sees what went out. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAccess(request, "admin");
  const params = new URL(request.url).searchParams;
  const page = parsePageRequest(params, PER_PAGE);
  const { emails, links } = await outboxPage(admin, page);
  return { emails, pages: pageHrefs("/admin/outbox", params, page, links) };
}

export default function AdminOutbox() {
  const { emails, pages } = useLoaderData<typeof loader>();
  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold">E-mail outbox</h2>
        <Link className="text-sm text-primary underline" to="/admin/outbox/texts">
          Text outbox
        </Link>
      </div>
      <p className="mb-4 text-sm text-muted-foreground">Without RESEND_API_KEY, e-mails are only recorded here (status “Logged”).</p>
      {emails.length === 0 ? (
        <p className="text-muted-foreground">No e-mails yet.</p>
      ) : (
        <DataTable
          caption="E-mails, newest first"
          columns={["Time", "To", "Subject", "Kind", "Status", "Attempts"]}
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
                <StatusBadge status={email.status} labels={EMAIL_STATUS_LABELS} tones={STATUS_TONES} />
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

export const ErrorBoundary = sectionErrorBoundary({ to: "/admin", label: "Back to the admin panel" });
