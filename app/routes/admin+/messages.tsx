import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { Card } from "~/components/ui/card";
import { KeepTogether } from "~/components/ui/keep-together";
import { KeysetPagination } from "~/components/ui/pagination";
import { pageHrefs, parsePageRequest } from "~/domain/pagination";
import { requireAccess } from "~/services/support/access.server";
import { reportedThreads } from "~/services/quotes/index.server";
import { requestLanguage } from "~/lib/language.server";
import { useWords } from "~/components/use-words";
import { betweenIn, reportedWords, reporterIn } from "~/locales/admin";
import { fill } from "~/locales/words";

const PATH = "/admin/messages";

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAccess(request, "admin");
  const params = new URL(request.url).searchParams;
  const page = parsePageRequest(params, 20);
  const { links, rows } = await reportedThreads(admin, page, requestLanguage(request).language);
  return data({ rows, pages: pageHrefs(PATH, params, page, links) }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function ReportedMessages() {
  const { rows, pages } = useLoaderData<typeof loader>();
  const words = useWords(reportedWords);
  return (
    <Card className="space-y-4 p-6">
      <div className="space-y-1">
        <h2 className="text-xl font-semibold">{words.title}</h2>
        <p className="text-sm text-muted-foreground">{words.lead}</p>
      </div>
      {rows.length === 0 ? <p className="text-muted-foreground">{words.none}</p> : null}
      <ul className="divide-y divide-border">
        {rows.map((row) => (
          <li key={row.id} className="space-y-1 py-3">
            <Link to={`${PATH}/${row.id}`} className="font-semibold text-primary underline">
              {betweenIn(words, row)}
            </Link>
            <p className="text-sm text-muted-foreground">
              {fill(words.reportedByOn, { who: reporterIn(words, row) })} <KeepTogether text={row.reportedAt} />
            </p>
            <p className="text-sm break-words">“{row.reason}”</p>
          </li>
        ))}
      </ul>
      <KeysetPagination {...pages} firstHref={rows.length === 0 ? pages.firstHref : undefined} />
    </Card>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/admin", label: "backToAdmin" });
