import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { SignedInHeader } from "~/components/signed-in-header";
import { TabLinks } from "~/components/ui/tab-links";
import { getUser } from "~/services/support/auth.server";
import { portalFrame } from "~/services/portal/index.server";
import { languageOfMatches, useLanguage, useWords } from "~/components/use-words";
import { portalWords } from "~/locales/portal";
import { requirementListIn } from "~/locales/credentials";
import { fill } from "~/locales/words";
import { requestLanguage } from "~/lib/language.server";

export const meta: MetaFunction = ({ matches }) => [{ title: `${portalWords[languageOfMatches(matches)].title} | Porchlight` }];

type PortalWords = (typeof portalWords)["en"];

function tabs(words: PortalWords, waitingRequests: number, unreadThreads: number) {
  return [
    { to: "/provider/services", label: words.services },
    { to: "/provider/requests", label: waitingRequests > 0 ? fill(words.requestsWaiting, { count: waitingRequests }) : words.requests },
    {
      to: "/provider/messages",
      label: unreadThreads > 0 ? fill(words.messagesUnread, { count: unreadThreads }) : words.messages,
      below: ["/provider/messages"],
    },
    { to: "/provider/areas", label: words.areas },
    { to: "/provider/schedule", label: words.schedule },
    { to: "/provider/team", label: words.team, below: ["/provider/team"] },
    { to: "/provider/credentials", label: words.credentials },
    { to: "/provider/marketing", label: words.marketing },
    { to: "/provider/bookings", label: words.bookings },
    { to: "/provider/waitlist", label: words.waitlist },
    { to: "/provider/reviews", label: words.reviews },
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
  const { language } = requestLanguage(request);
  return { portal: user?.role === "provider" ? await portalFrame(user, openThread, new Date(), language) : null };
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
  const language = useLanguage();
  const words = portalWords[language];
  const business = { business: application?.businessName ?? "" };
  if (!application) {
    return (
      <div className={`${box} border-border bg-muted`}>
        <p className="font-semibold">{words.welcome}</p>
        <p>
          {words.notApplied}{" "}
          <Link className="font-medium text-primary underline" to="/join">
            {words.sendApplication}
          </Link>{" "}
          {words.toAppear}
        </p>
      </div>
    );
  }
  if (application.status === "approved" && unlisted.length > 0) {
    // Approved is not listed: say which tiles wait, for what, and the one step that lists them.
    return (
      <div className={`${box} border-accent-foreground bg-accent text-accent-foreground`}>
        <p className="font-semibold">{words.statusNotListed}</p>
        <p>{fill(listedCount > 0 ? words.liveButNotThese : words.approvedButNotYet, business)}</p>
        <ul className="mt-1 list-disc pl-5">
          {unlisted.map((tile) => (
            <li key={tile.name}>{fill(words.tileNeeds, { service: tile.name, needs: requirementListIn(language, tile.missing) })}</li>
          ))}
        </ul>
        <p className="mt-1">
          <Link className="font-medium underline" to="/provider/credentials">
            {words.sendForChecking}
          </Link>
          {words.listedOnceVerified}
        </p>
      </div>
    );
  }
  if (application.status === "approved") {
    return (
      <div className={`${box} border-success bg-success-soft`}>
        <p className="font-semibold">{words.statusApproved}</p>
        <p>{fill(words.live, business)}</p>
      </div>
    );
  }
  if (application.status === "rejected") {
    return (
      <div className={`${box} border-destructive bg-destructive-soft`}>
        <p className="font-semibold">{words.statusRejected}</p>
        <p>{fill(words.notApproved, business)}</p>
        {application.reviewNote ? <p className="mt-1">{fill(words.reason, { reason: application.reviewNote })}</p> : null}
        <p className="mt-1">
          {words.youCan}{" "}
          <Link className="font-medium underline" to="/join">
            {words.applyAgain}
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <div className={`${box} border-border bg-accent text-accent-foreground`}>
      <p className="font-semibold">{words.statusPending}</p>
      <p>{fill(words.reviewing, business)}</p>
    </div>
  );
}

export default function ProviderPortal() {
  const { portal } = useLoaderData<typeof loader>();
  const words = useWords(portalWords);
  if (!portal) return <Outlet />;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <SignedInHeader title={words.title} email={portal.email} signOutTo="/provider">
        <Link to="/dashboard" className="text-sm font-medium text-primary underline">
          {words.businessDashboard}
        </Link>
      </SignedInHeader>
      <ApplicationBanner application={portal.application} unlisted={portal.unlisted} listedCount={portal.listedCount} />
      <TabLinks tabs={tabs(words, portal.waitingRequests, portal.unreadThreads)} label={words.tabsLabel} menuOnPhones />
      <Outlet />
    </div>
  );
}
