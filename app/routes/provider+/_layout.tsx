import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { SignedInHeader } from "~/components/signed-in-header";
import { TabLinks } from "~/components/ui/tab-links";
import { requirementWords } from "~/domain/credentials/credentials";
import { getUser } from "~/services/support/auth.server";
import { portalFrame } from "~/services/portal/index.server";
import { languageOfMatches } from "~/components/use-words";
import { signInWords } from "~/locales/sign-in";

export const meta: MetaFunction = ({ matches }) => [{ title: `${signInWords[languageOfMatches(matches)].portalTitle} | Porchlight` }];

function tabs(waitingRequests: number, unreadThreads: number) {
  return [
    { to: "/provider/services", label: "Services" },
    { to: "/provider/requests", label: waitingRequests > 0 ? `Requests (${waitingRequests})` : "Requests" },
    {
      to: "/provider/messages",
      label: unreadThreads > 0 ? `Messages (${unreadThreads} unread)` : "Messages",
      below: ["/provider/messages"],
    },
    { to: "/provider/areas", label: "Service Areas" },
    { to: "/provider/schedule", label: "Schedule" },
    { to: "/provider/team", label: "Team", below: ["/provider/team"] },
    { to: "/provider/credentials", label: "Credentials" },
    { to: "/provider/marketing", label: "CRM & SEO" },
    { to: "/provider/bookings", label: "Bookings" },
    { to: "/provider/waitlist", label: "Waitlist" },
    { to: "/provider/reviews", label: "Reviews" },
  ];
}

/**
 * The portal's frame: for a signed-in provider, the header, the application banner and the
 * tabs. Every child loader and action checks the provider role itself.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  // The conversation being opened is read by the time the page shows (its own loader marks it).
  const openThread = /^\/provider\/messages\/([^/]+)$/.exec(new URL(request.url).pathname)?.[1] ?? null;
  return { portal: user?.role === "provider" ? await portalFrame(user, openThread) : null };
}

type Unlisted = ReadonlyArray<{ name: string; missing: string[] }>;

function ApplicationBanner({
  application,
  unlisted,
  listedCount,
}: {
  application: { status: string; businessName: string; reviewNote: string | null } | null;
  unlisted: Unlisted;
  listedCount: number;
}) {
  const box = "rounded-xl border p-4";
  if (!application) {
    return (
      <div className={`${box} border-border bg-muted`}>
        <p className="font-semibold">Welcome to Porchlight!</p>
        <p>
          You have not applied yet.{" "}
          <Link className="font-medium text-primary underline" to="/join">
            Send your application
          </Link>{" "}
          to appear in customers' searches.
        </p>
      </div>
    );
  }
  if (application.status === "approved" && unlisted.length > 0) {
    // Approved is not listed: say which tiles wait, for what, and the one step that lists them.
    return (
      <div className={`${box} border-accent-foreground bg-accent text-accent-foreground`}>
        <p className="font-semibold">Application status: Approved · not listed until verified</p>
        <p>
          {listedCount > 0
            ? `${application.businessName} is live on Porchlight, but customers cannot find or book these services yet:`
            : `${application.businessName} is approved, but customers cannot find or book you yet:`}
        </p>
        <ul className="mt-1 list-disc pl-5">
          {unlisted.map((tile) => (
            <li key={tile.name}>
              {tile.name}: needs a verified {requirementWords(tile.missing)}
            </li>
          ))}
        </ul>
        <p className="mt-1">
          <Link className="font-medium underline" to="/provider/credentials">
            Send it for checking under Credentials
          </Link>
          : once Porchlight verifies it, the service is listed at once.
        </p>
      </div>
    );
  }
  if (application.status === "approved") {
    return (
      <div className={`${box} border-success bg-success-soft`}>
        <p className="font-semibold">Application status: Approved</p>
        <p>{application.businessName} is live on Porchlight. Customers in your service areas can find and book you.</p>
      </div>
    );
  }
  if (application.status === "rejected") {
    return (
      <div className={`${box} border-destructive bg-destructive-soft`}>
        <p className="font-semibold">Application status: Rejected</p>
        <p>Your application for {application.businessName} was not approved.</p>
        {application.reviewNote ? <p className="mt-1">Reason: {application.reviewNote}</p> : null}
        <p className="mt-1">
          You can{" "}
          <Link className="font-medium underline" to="/join">
            apply again
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <div className={`${box} border-border bg-accent text-accent-foreground`}>
      <p className="font-semibold">Application status: Pending</p>
      <p>We are reviewing the application for {application.businessName} and will e-mail you when it is decided.</p>
    </div>
  );
}

export default function ProviderPortal() {
  const { portal } = useLoaderData<typeof loader>();
  if (!portal) return <Outlet />;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <SignedInHeader title="Service Provider Portal" email={portal.email} signOutTo="/provider">
        <Link to="/dashboard" className="text-sm font-medium text-primary underline">
          Business dashboard
        </Link>
      </SignedInHeader>
      <ApplicationBanner application={portal.application} unlisted={portal.unlisted} listedCount={portal.listedCount} />
      <TabLinks tabs={tabs(portal.waitingRequests, portal.unreadThreads)} label="Provider portal" menuOnPhones />
      <Outlet />
    </div>
  );
}
