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

const PATH = "/provider/messages";
const PER_PAGE = 20;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAccess(request, "provider");
  const params = new URL(request.url).searchParams;
  const page = parsePageRequest(params, PER_PAGE);
  const { links, conversations } = await providerConversationsPage(user, page);
  return data({ conversations, pages: pageHrefs(PATH, params, page, links) }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function ProviderMessages() {
  const { conversations, pages } = useLoaderData<typeof loader>();
  return (
    <Card className="space-y-4 p-6">
      <div className="space-y-1">
        <h2 className="text-xl font-semibold">Messages</h2>
        <p className="text-sm text-muted-foreground">
          Your conversations with customers, the latest first. New messages also arrive by e-mail.
        </p>
      </div>
      {conversations.length === 0 ? <p className="text-muted-foreground">No messages yet.</p> : null}
      <ul className="divide-y divide-border" aria-label="Conversations">
        {conversations.map((conversation) => (
          <li key={conversation.id} className="space-y-1 py-4">
            <p className="flex flex-wrap items-center gap-2">
              <Link to={conversation.href} className="font-semibold text-primary underline">
                {conversation.customer}
              </Link>
              {conversation.unread ? <Badge tone="warning">{conversation.unread}</Badge> : null}
            </p>
            <p className="text-sm text-muted-foreground">
              {conversation.about} · last message <KeepTogether text={conversation.lastMessageAt} />
            </p>
          </li>
        ))}
      </ul>
      <KeysetPagination {...pages} firstHref={conversations.length === 0 ? pages.firstHref : undefined} />
    </Card>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/provider", label: "Back to the provider portal" });
