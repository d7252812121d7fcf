import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { KeepTogether } from "~/components/ui/keep-together";
import { KeysetPagination } from "~/components/ui/pagination";
import { pageHrefs, parsePageRequest } from "~/domain/pagination";
import { requireAccess } from "~/services/support/access.server";
import { providerConversationsPage } from "~/services/quotes/index.server";
import { requestLanguage } from "~/lib/language.server";
import { useWords } from "~/components/use-words";
import { providerInboxWords } from "~/locales/provider-inbox";

const PATH = "/provider/messages";
const PER_PAGE = 20;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAccess(request, "provider");
  const params = new URL(request.url).searchParams;
  const page = parsePageRequest(params, PER_PAGE);
  const { links, conversations } = await providerConversationsPage(user, page, requestLanguage(request).language);
  return data({ conversations, pages: pageHrefs(PATH, params, page, links) }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function ProviderMessages() {
  const { conversations, pages } = useLoaderData<typeof loader>();
  const words = useWords(providerInboxWords);
  return (
    <Card className="space-y-4 p-6">
      <div className="space-y-1">
        <h2 className="text-xl font-semibold">{words.messagesTitle}</h2>
        <p className="text-sm text-muted-foreground">{words.messagesLead}</p>
      </div>
      {conversations.length === 0 ? <p className="text-muted-foreground">{words.noMessages}</p> : null}
      <ul className="divide-y divide-border" aria-label={words.conversations}>
        {conversations.map((conversation) => (
          <li key={conversation.id} className="space-y-1 py-4">
            <p className="flex flex-wrap items-center gap-2">
              <Link to={conversation.href} className="font-semibold text-primary underline">
                {conversation.customer}
              </Link>
              {conversation.unread ? <Badge tone="warning">{conversation.unread}</Badge> : null}
            </p>
            <p className="text-sm text-muted-foreground">
              {conversation.about} · {words.lastMessage} <KeepTogether text={conversation.lastMessageAt} />
            </p>
          </li>
        ))}
      </ul>
      <KeysetPagination {...pages} firstHref={conversations.length === 0 ? pages.firstHref : undefined} />
    </Card>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/provider", label: "backToPortal" });
