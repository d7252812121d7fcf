import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ArrowLeftIcon } from "~/components/ui/icons";
import { TabLinks } from "~/components/ui/tab-links";
import { formatDollars } from "~/domain/payments/money";
import { businessScope } from "~/domain/accounts/business";
import { requireAccess } from "~/services/support/access.server";
import { dashboardFigures } from "~/services/dashboard/index.server";
import { languageOfMatches, useWords } from "~/components/use-words";
import { commonWords } from "~/locales/common";
import { dashboardWords } from "~/locales/dashboard";
import { fill } from "~/locales/words";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${dashboardWords[languageOfMatches(matches)].title} | Porchlight` },
  { name: "robots", content: "noindex" },
];

const TABS = [
  { to: "/dashboard", key: "overview" },
  { to: "/dashboard/scheduling", key: "scheduling" },
  { to: "/dashboard/customers", key: "customers" },
  { to: "/dashboard/payments", key: "payments" },
] as const;

const FIGURES = ["todaysBookings", "weekRevenue", "activeCustomers", "completedJobs"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const scope = businessScope(await requireAccess(request, "dashboard"));
  return { email: scope.email, seesAll: scope.seesAll, stats: await dashboardFigures(scope) };
}

export default function Dashboard() {
  const { email, seesAll, stats } = useLoaderData<typeof loader>();
  const words = useWords(dashboardWords);
  const common = useWords(commonWords);
  const values = {
    todaysBookings: String(stats.todaysBookings),
    weekRevenue: formatDollars(stats.weekRevenueCents),
    activeCustomers: String(stats.activeCustomers),
    completedJobs: String(stats.completedJobs),
  };
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <ButtonLink to="/" variant="ghost" size="sm">
        <ArrowLeftIcon className="h-4 w-4" />
        {common.backHome}
      </ButtonLink>
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{words.title}</h1>
        <p className="text-muted-foreground">{fill(seesAll ? words.signedInAdmin : words.signedIn, { email })}</p>
      </header>
      <section aria-label={words.keyFigures} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {FIGURES.map((figure) => (
          <Card key={figure} className="p-4">
            <p className="text-sm text-muted-foreground">{words[figure]}</p>
            {/* Tests find a figure by its English name, whatever the page's language. */}
            <p className="mt-1 text-3xl font-bold" data-testid={`stat-${dashboardWords.en[figure]}`}>
              {values[figure]}
            </p>
          </Card>
        ))}
      </section>
      <TabLinks tabs={TABS.map((tab) => ({ to: tab.to, label: words[tab.key] }))} label={words.tabsLabel} />
      <Outlet />
    </div>
  );
}
