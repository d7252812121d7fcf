import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DataTable } from "~/components/ui/data-table";
import { Field } from "~/components/ui/field";
import { KeysetPagination } from "~/components/ui/pagination";
import { Select } from "~/components/ui/select";
import { auditQuery, NO_ACCOUNT_ACTOR } from "~/domain/admin/audit";
import { parseAuditFilter } from "~/domain/admin/audit.schema.server";
import { pageHrefs, parsePageRequest } from "~/domain/pagination";
import { requireAccess } from "~/services/support/access.server";
import { auditPage } from "~/services/admin/index.server";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { requestLanguage } from "~/lib/language.server";
import { languageOfMatches, useLanguage } from "~/components/use-words";
import { adminWords } from "~/locales/admin";
import { auditActionWords, auditWords } from "~/locales/admin-records";
import { fill } from "~/locales/words";

export const meta: MetaFunction = ({ matches }) => {
  const language = languageOfMatches(matches);
  return [{ title: `${auditWords[language].title} | ${adminWords[language].title} | Porchlight` }];
};

const PER_PAGE = 50;
const ALL = "all";

/** Who did what to which entity, and when: every decision and change the app records. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAccess(request, "admin");
  const params = new URL(request.url).searchParams;
  const filter = parseAuditFilter(params);
  const page = parsePageRequest(params, PER_PAGE);
  const { links, ...log } = await auditPage(admin, filter, page, requestLanguage(request).language);
  return { ...log, filter, pages: pageHrefs("/admin/audit", new URLSearchParams(auditQuery(filter)), page, links) };
}

export default function AdminAudit() {
  const { timeZone, filter, entries, actors, total, pages } = useLoaderData<typeof loader>();
  const filtered = Boolean(filter.actor || filter.action || filter.from || filter.to);
  const language = useLanguage();
  const words = auditWords[language];
  const actionOptions = [
    { value: ALL, label: words.allActions },
    ...Object.entries(auditActionWords[language]).map(([value, label]) => ({ value, label })),
  ];
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div>
        <h2 className="text-xl font-semibold">{words.title}</h2>
        <p className="text-sm text-muted-foreground">{fill(words.lead, { zone: timeZone.replace("_", " ") })}</p>
      </div>
      {/* key: following a link (Clear) resets the uncontrolled fields to the new filter. */}
      <Form
        method="get"
        key={auditQuery(filter)}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
      >
        <Select
          label={words.who}
          name="actor"
          defaultValue={filter.actor ?? ALL}
          options={[{ value: ALL, label: words.everyone }, { value: NO_ACCOUNT_ACTOR, label: words.customers }, ...actors]}
        />
        <Select label={words.action} name="action" defaultValue={filter.action ?? ALL} options={actionOptions} />
        <Field label={words.from} name="from" type="date" defaultValue={filter.from ?? ""} />
        <Field label={words.to} name="to" type="date" defaultValue={filter.to ?? ""} />
        <div className="flex gap-2">
          <Button type="submit" variant="outline">
            {words.filter}
          </Button>
          {filtered ? (
            <Link to="/admin/audit" className="self-center text-sm font-medium text-primary underline">
              {words.clear}
            </Link>
          ) : null}
        </div>
      </Form>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {filtered
          ? total === 1
            ? words.oneMatches
            : fill(words.manyMatch, { count: total })
          : total === 1
            ? words.oneEntry
            : fill(words.entries, { count: total })}
      </p>
      {entries.length === 0 ? (
        <p className="text-muted-foreground">{filtered ? words.noneMatch : words.none}</p>
      ) : (
        <DataTable
          caption={words.caption}
          columns={[words.when, words.who, words.what, words.which, words.details]}
          minWidth="min-w-[52rem]"
        >
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-border align-top">
              <td className="px-3 py-2 whitespace-nowrap">{entry.at}</td>
              <td className="px-3 py-2 break-all">{entry.actor}</td>
              <td className="px-3 py-2">{entry.action}</td>
              <td className="px-3 py-2">
                {entry.entity}
                {entry.entityId ? (
                  <span className="block font-mono text-xs text-muted-foreground" title={entry.entityId}>
                    {entry.entityId.slice(0, 8)}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2 text-sm">{entry.summary}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <KeysetPagination {...pages} firstHref={entries.length === 0 ? pages.firstHref : undefined} />
    </Card>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/admin", label: "backToAdmin" });
