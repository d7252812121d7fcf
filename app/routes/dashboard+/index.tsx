import type { LoaderFunctionArgs } from "@remix-run/node";
import { KeepTogether } from "~/components/ui/keep-together";
import { useLoaderData } from "@remix-run/react";
import { BookingStatusBadge } from "~/components/booking/booking-status-badge";
import { ErrorAlert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { businessScope } from "~/domain/accounts/business";
import { requireAccess } from "~/services/support/access.server";
import { dashboardOverview } from "~/services/dashboard/index.server";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { useSay, useWords } from "~/components/use-words";
import { requestLanguage } from "~/lib/language.server";
import { dashboardWords } from "~/locales/dashboard";

export async function loader({ request }: LoaderFunctionArgs) {
  const scope = businessScope(await requireAccess(request, "dashboard"));
  const overview = await dashboardOverview(scope, new Date(), requestLanguage(request).language);
  if (!overview.ok) return { error: overview.message, seesAll: scope.seesAll, upcoming: [], recent: [] };
  return { error: null, seesAll: scope.seesAll, upcoming: overview.upcoming, recent: overview.recent };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["upcoming"][number];

function BookingRows({ rows, empty, seesAll }: { rows: Row[]; empty: string; seesAll: boolean }) {
  if (rows.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y divide-border">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div>
            <p className="font-semibold">
              {row.service_type}
              {seesAll && row.business_name ? <span className="font-normal text-muted-foreground"> · {row.business_name}</span> : null}
            </p>
            <p className="text-sm text-muted-foreground">
              <KeepTogether text={`${row.when} · ${row.customer_name} · ${row.customer_phone}`} />
            </p>
            <p className="font-mono text-sm text-muted-foreground">{row.reference}</p>
          </div>
          <BookingStatusBadge status={row.status} />
        </li>
      ))}
    </ul>
  );
}

export default function DashboardOverview() {
  const { error, upcoming, recent, seesAll } = useLoaderData<typeof loader>();
  const words = useWords(dashboardWords);
  const say = useSay();
  if (error) {
    return <ErrorAlert>{say(error)}</ErrorAlert>;
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="p-6">
        <h2 className="mb-2 text-xl font-semibold">{words.upcoming}</h2>
        <BookingRows rows={upcoming} empty={words.noUpcoming} seesAll={seesAll} />
      </Card>
      <Card className="p-6">
        <h2 className="mb-2 text-xl font-semibold">{words.recent}</h2>
        <BookingRows rows={recent} empty={words.noPast} seesAll={seesAll} />
      </Card>
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/dashboard", label: "backToDashboard" });
