import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { Card } from "~/components/ui/card";
import { DataTable } from "~/components/ui/data-table";
import { KeepTogether } from "~/components/ui/keep-together";
import { KeysetPagination } from "~/components/ui/pagination";
import { StatusBadge } from "~/components/ui/status-badge";
import { pageHrefs, parsePageRequest } from "~/domain/pagination";
import { textOutboxPage } from "~/services/admin/index.server";
import { requireAccess } from "~/services/support/access.server";
import { requestLanguage } from "~/lib/language.server";
import { useLanguage } from "~/components/use-words";
import { outboxWords, textStatusWords } from "~/locales/admin-records";
import { fill } from "~/locales/words";

const PER_PAGE = 50;
const STATUS_TONES = {
  held: "warning",
  queued: "warning",
  sent: "neutral",
  delivered: "success",
  undelivered: "destructive",
  failed: "destructive",
  withdrawn: "neutral",
  blocked: "neutral",
  off: "neutral",
} as const;

/** Every text the texter recorded (decision 0034): what went, what waits, and what was never sent and why. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAccess(request, "admin");
  const params = new URL(request.url).searchParams;
  const page = parsePageRequest(params, PER_PAGE);
  const { texts, enabled, links } = await textOutboxPage(admin, page, requestLanguage(request).language);
  return { texts, enabled, pages: pageHrefs("/admin/outbox/texts", params, page, links) };
}

export default function AdminTextOutbox() {
  const { texts, enabled, pages } = useLoaderData<typeof loader>();
  const language = useLanguage();
  const words = outboxWords[language];
  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold">{words.texts}</h2>
        <Link className="text-sm text-primary underline" to="/admin/outbox">
          {words.emails}
        </Link>
      </div>
      <p className="mb-4 text-sm text-muted-foreground">{enabled ? words.textsOn : words.textsOff}</p>
      {texts.length === 0 ? (
        <p className="text-muted-foreground">{words.noTexts}</p>
      ) : (
        <DataTable
          caption={words.textsCaption}
          columns={[words.time, words.to, words.text, words.kind, words.status, words.note]}
          minWidth="min-w-[56rem]"
        >
          {texts.map((text) => (
            <tr key={text.id} className="border-b border-border align-top">
              <td className="px-3 py-2">
                <KeepTogether text={text.created} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{text.to}</td>
              <td className="max-w-md px-3 py-2 break-words">{text.body}</td>
              <td className="px-3 py-2">{text.kind}</td>
              <td className="px-3 py-2">
                <StatusBadge status={text.status} labels={textStatusWords[language]} tones={STATUS_TONES} />
              </td>
              <td className="px-3 py-2 text-sm">
                {text.note ?? (text.due ? fill(words.due, { when: text.due }) : "")}
                {text.consented ? null : <span className="block text-muted-foreground">{words.keywordAnswer}</span>}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <KeysetPagination {...pages} firstHref={texts.length === 0 ? pages.firstHref : undefined} />
    </Card>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/admin", label: "backToAdmin" });
