import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { SignedInHeader } from "~/components/signed-in-header";
import { isTabCurrent, TabLinks } from "~/components/ui/tab-links";
import { getUser } from "~/services/support/auth.server";
import { languageOfMatches, SayContext, useWords } from "~/components/use-words";
import { adminWords } from "~/locales/admin";
import { adminSayIn } from "~/locales/admin-sentences";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${adminWords[languageOfMatches(matches)].title} | Porchlight` },
  { name: "robots", content: "noindex" },
];

const DASHBOARD_PATHS = [
  "/admin",
  "/admin/tiles",
  "/admin/credentials",
  "/admin/bookings",
  "/admin/reviews",
  "/admin/messages",
  "/admin/network",
] as const;

type Words = (typeof adminWords)["en"];

const mainTabs = (words: Words) =>
  [
    { to: "/admin", label: words.dashboard, paths: DASHBOARD_PATHS, below: ["/admin/messages"] },
    { to: "/admin/settings", label: words.locationSettings },
    { to: "/admin/credentials/settings", label: words.credentialSettings },
  ] as const;

const dashboardTabs = (words: Words) =>
  [
    { to: "/admin", label: words.applications },
    { to: "/admin/tiles", label: words.tiles },
    { to: "/admin/credentials", label: words.credentials },
    { to: "/admin/bookings", label: words.bookings },
    { to: "/admin/reviews", label: words.reviews },
    // A reported conversation's own page is under its tab: the tabs stay, and this one is current.
    { to: "/admin/messages", label: words.reportedMessages, below: ["/admin/messages"] },
    { to: "/admin/network", label: words.network },
  ] as const;

/**
 * The admin panel's frame for a signed-in admin: header, tabs and sub-tabs (all links). Every
 * child loader and action checks the admin role itself.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  return { admin: user?.role === "admin" ? { email: user.email } : null };
}

export default function AdminPanel() {
  const { admin } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const words = useWords(adminWords);
  if (!admin)
    return (
      <SayContext.Provider value={adminSayIn}>
        <Outlet />
      </SayContext.Provider>
    );
  const current = pathname.replace(/\/$/, "");
  const tabs = dashboardTabs(words);
  const onDashboard = tabs.some((tab) => isTabCurrent(tab, current));
  return (
    <SayContext.Provider value={adminSayIn}>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <SignedInHeader title={words.title} email={admin.email} signOutTo="/admin">
          <Link to="/admin/audit" className="text-sm font-medium text-primary underline">
            {words.auditLog}
          </Link>
          <Link to="/admin/outbox" className="text-sm font-medium text-primary underline">
            {words.outbox}
          </Link>
        </SignedInHeader>
        <TabLinks tabs={mainTabs(words)} label={words.tabsLabel} />
        {onDashboard ? <TabLinks tabs={tabs} label={words.dashboard} className="text-sm" /> : null}
        <Outlet />
      </div>
    </SayContext.Provider>
  );
}
