import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { KeepTogether } from "~/components/ui/keep-together";
import { KeysetPagination } from "~/components/ui/pagination";
import { pageHrefs, parsePageRequest } from "~/domain/pagination";
import { requireAccess } from "~/services/support/access.server";
import { providerRequestsPage } from "~/services/quotes/index.server";
import { requestLanguage } from "~/lib/language.server";
import { useWords } from "~/components/use-words";
import { providerInboxWords } from "~/locales/provider-inbox";

const PATH = "/provider/requests";
const PER_PAGE = 20;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAccess(request, "provider");
  const params = new URL(request.url).searchParams;
  const page = parsePageRequest(params, PER_PAGE);
  const { links, requests } = await providerRequestsPage(user, page, requestLanguage(request).language);
  return data({ requests, pages: pageHrefs(PATH, params, page, links) }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function ProviderRequests() {
  const { requests, pages } = useLoaderData<typeof loader>();
  const words = useWords(providerInboxWords);
  return (
    <Card className="space-y-4 p-6">
      <div className="space-y-1">
        <h2 className="text-xl font-semibold">{words.requestsTitle}</h2>
        <p className="text-sm text-muted-foreground">{words.requestsLead}</p>
      </div>
      {requests.length === 0 ? <p className="text-muted-foreground">{words.noRequests}</p> : null}
      <ul className="divide-y divide-border">
        {requests.map((request) => (
          <li key={request.id} className="space-y-1 py-4">
            <p className="flex flex-wrap items-center gap-2">
              <Link to={request.href} className="font-semibold text-primary underline">
                {request.customer} · {request.serviceName}
              </Link>
              <Badge tone={request.waiting ? "warning" : request.booked ? "success" : "neutral"}>{request.answer}</Badge>
              {request.unread ? <Badge tone="warning">{request.unread}</Badge> : null}
            </p>
            <p className="text-sm text-muted-foreground">
              {request.place} · {request.needed} · {words.received} <KeepTogether text={request.receivedAt} />
            </p>
            <p className="text-sm break-words">{request.excerpt}</p>
          </li>
        ))}
      </ul>
      <KeysetPagination {...pages} firstHref={requests.length === 0 ? pages.firstHref : undefined} />
    </Card>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/provider", label: "backToPortal" });
