import type { LoaderFunctionArgs } from "@remix-run/node";
import { businessScope } from "~/domain/accounts/business";
import { PhoneNumber } from "~/components/ui/phone-number";
import { useLoaderData } from "@remix-run/react";
import { DataTable } from "~/components/ui/data-table";
import { ErrorAlert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { requireAccess } from "~/services/support/access.server";
import { networkPage } from "~/services/admin/index.server";
import { KeysetPagination } from "~/components/ui/pagination";
import { pageHrefs, parsePageRequest } from "~/domain/pagination";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { useLanguage, useSay } from "~/components/use-words";
import { adminWords, networkTabWords } from "~/locales/admin";
import { categoryLabelIn } from "~/locales/discovery";
import { localDayIn } from "~/locales/dates";

const PER_PAGE = 50;

/** Join Network: every application, read only, one page at a time. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAccess(request, "admin");
  const params = new URL(request.url).searchParams;
  const page = parsePageRequest(params, PER_PAGE);
  const found = await networkPage(businessScope(admin), page);
  if (!found.ok) return { error: found.message, pages: null, applications: [], timeZone: null };
  return {
    error: null,
    pages: pageHrefs("/admin/network", params, page, found.links),
    applications: found.applications,
    timeZone: found.timeZone,
  };
}

export default function AdminNetwork() {
  const { error, applications, pages, timeZone } = useLoaderData<typeof loader>();
  const language = useLanguage();
  const say = useSay();
  const frame = adminWords[language];
  const words = networkTabWords[language];
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-4 text-xl font-semibold">{frame.network}</h2>
      {error || !timeZone ? (
        <ErrorAlert>{say(error ?? "")}</ErrorAlert>
      ) : applications.length === 0 ? (
        <p className="text-muted-foreground">{frame.noApplications}</p>
      ) : (
        <DataTable
          caption={words.caption}
          columns={[words.businessName, frame.category, words.owner, words.email, words.phone, words.zip, words.applied]}
          minWidth="min-w-[48rem]"
        >
          {applications.map((application) => (
            <tr key={application.id} className="border-b border-border">
              <th scope="row" className="px-3 py-2 font-semibold">
                {application.business}
              </th>
              <td className="px-3 py-2">{categoryLabelIn(language, application.category)}</td>
              <td className="px-3 py-2">{application.owner}</td>
              <td className="px-3 py-2">{application.email}</td>
              <td className="px-3 py-2">
                <PhoneNumber number={application.phone} />
              </td>
              <td className="px-3 py-2">{application.zip}</td>
              <td className="px-3 py-2">{localDayIn(language, application.applied, timeZone)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <div className="mt-4">
        {pages ? <KeysetPagination {...pages} firstHref={applications.length === 0 ? pages.firstHref : undefined} /> : null}
      </div>
    </Card>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/admin", label: "backToAdmin" });
