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

export const meta: MetaFunction = () => [{ title: "Business Dashboard | Porchlight" }, { name: "robots", content: "noindex" }];

const TABS = [
  { to: "/dashboard", label: "Overview" },
  { to: "/dashboard/scheduling", label: "Scheduling" },
  { to: "/dashboard/customers", label: "Customers" },
  { to: "/dashboard/payments", label: "Payments" },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const scope = businessScope(await requireAccess(request, "dashboard"));
  return { email: scope.email, seesAll: scope.seesAll, stats: await dashboardFigures(scope) };
}

export default function Dashboard() {
  const { email, seesAll, stats } = useLoaderData<typeof loader>();
  const cards = [
    { label: "Today's bookings", value: String(stats.todaysBookings) },
    { label: "This week's revenue", value: formatDollars(stats.weekRevenueCents) },
    { label: "Active customers", value: String(stats.activeCustomers) },
    { label: "Completed jobs", value: String(stats.completedJobs) },
  ];
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <ButtonLink to="/" variant="ghost" size="sm">
        <ArrowLeftIcon className="h-4 w-4" />
        Back to Home
      </ButtonLink>
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Business Dashboard</h1>
        <p className="text-muted-foreground">
          {seesAll ? `Signed in as ${email} (admin): every business's figures.` : `Signed in as ${email}.`}
        </p>
      </header>
      <section aria-label="Key figures" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {cards.map((card) => (
          <Card key={card.label} className="p-4">
            <p className="text-sm text-muted-foreground">{card.label}</p>
            <p className="mt-1 text-3xl font-bold" data-testid={`stat-${card.label}`}>
              {card.value}
            </p>
          </Card>
        ))}
      </section>
      <TabLinks tabs={TABS} label="Business dashboard" />
      <Outlet />
    </div>
  );
}
