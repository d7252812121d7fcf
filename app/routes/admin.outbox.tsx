import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { requireAdmin } from "~/lib/auth.server";
import { listOutbox } from "~/models/email-outbox.server";

const PER_PAGE = 50;
const STATUS_TONES: Record<string, BadgeTone> = { queued: "warning", sent: "success", logged: "neutral", failed: "destructive" };

/** Every e-mail the mailer recorded, so a self-hoster without an e-mail key sees what went out. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const page = Math.max(1, Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10) || 1);
  const { rows, total } = await listOutbox({ page, perPage: PER_PAGE });
  return { emails: rows, page, pageCount: Math.max(1, Math.ceil(total / PER_PAGE)) };
}

export default function AdminOutbox() {
  const { emails, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-xl font-semibold">E-mail outbox</h2>
      <p className="mb-4 text-sm text-muted-foreground">
        Without RESEND_API_KEY, e-mails are only recorded here (status “logged”).
      </p>
      {emails.length === 0 ? (
        <p className="text-muted-foreground">No e-mails yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">E-mails, newest first</caption>
            <thead>
              <tr className="border-b border-border">
                {["Time", "To", "Subject", "Kind", "Status", "Attempts"].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {emails.map((email) => (
                <tr key={email.id} className="border-b border-border">
                  <td className="px-3 py-2 whitespace-nowrap">{email.created_at.slice(0, 16).replace("T", " ")}</td>
                  <td className="px-3 py-2">{email.to}</td>
                  <td className="px-3 py-2">
                    <Link className="text-primary underline" to={`/admin/outbox/${email.id}`}>
                      {email.subject}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{email.kind}</td>
                  <td className="px-3 py-2">
                    <Badge tone={STATUS_TONES[email.status] ?? "neutral"}>{email.status}</Badge>
                  </td>
                  <td className="px-3 py-2">{email.attempts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pageCount > 1 ? (
        <nav aria-label="Pagination" className="mt-4 flex items-center justify-center gap-3 text-sm">
          {page > 1 ? <Link className="underline" to={`/admin/outbox?page=${page - 1}`}>Previous</Link> : null}
          <span>
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? <Link className="underline" to={`/admin/outbox?page=${page + 1}`}>Next</Link> : null}
        </nav>
      ) : null}
    </Card>
  );
}
