import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { SignedInHeader } from "~/components/signed-in-header";
import { isTabCurrent, TabLinks } from "~/components/ui/tab-links";
import { getUser } from "~/services/support/auth.server";

export const meta: MetaFunction = () => [{ title: "Admin Panel | Porchlight" }, { name: "robots", content: "noindex" }];

const DASHBOARD_PATHS = [
  "/admin",
  "/admin/tiles",
  "/admin/credentials",
  "/admin/bookings",
  "/admin/reviews",
  "/admin/messages",
  "/admin/network",
] as const;

const MAIN_TABS = [
  { to: "/admin", label: "Dashboard", paths: DASHBOARD_PATHS, below: ["/admin/messages"] },
  { to: "/admin/settings", label: "Location Settings" },
  { to: "/admin/credentials/settings", label: "Credential Settings" },
] as const;

const DASHBOARD_TABS = [
  { to: "/admin", label: "Applications" },
  { to: "/admin/tiles", label: "Service Tiles" },
  { to: "/admin/credentials", label: "Credentials" },
  { to: "/admin/bookings", label: "Bookings" },
  { to: "/admin/reviews", label: "Reviews" },
  // A reported conversation's own page is under its tab: the tabs stay, and this one is current.
  { to: "/admin/messages", label: "Reported messages", below: ["/admin/messages"] },
  { to: "/admin/network", label: "Join Network" },
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
  if (!admin) return <Outlet />;
  const current = pathname.replace(/\/$/, "");
  const onDashboard = DASHBOARD_TABS.some((tab) => isTabCurrent(tab, current));
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <SignedInHeader title="Admin Panel" email={admin.email} signOutTo="/admin">
        <Link to="/admin/audit" className="text-sm font-medium text-primary underline">
          Audit log
        </Link>
        <Link to="/admin/outbox" className="text-sm font-medium text-primary underline">
          E-mail outbox
        </Link>
      </SignedInHeader>
      <TabLinks tabs={MAIN_TABS} label="Admin panel" />
      {onDashboard ? <TabLinks tabs={DASHBOARD_TABS} label="Dashboard" className="text-sm" /> : null}
      <Outlet />
    </div>
  );
}
