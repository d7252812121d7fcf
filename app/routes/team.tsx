import { RouteLeg, RouteSummary } from "~/components/portal/day-route";
import { Fragment } from "react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { BusyCalendarsCard } from "~/components/portal/busy-calendars";
import { CalendarFeedCard } from "~/components/portal/calendar-feed";
import { personalCalendarAction, personalCalendars, type PersonalCalendarsResult } from "~/routes/personal-calendars.server";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { SignedInHeader } from "~/components/signed-in-header";
import { PhoneNumber } from "~/components/ui/phone-number";
import { AskFirst } from "~/components/ui/ask-first";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useIsPending } from "~/components/use-is-pending";
import { changedReason, LIFECYCLE_REASONS } from "~/domain/booking/booking-lifecycle";
import { refuse } from "~/domain/outcome";
import { memberJobMoveSchema } from "~/domain/team/team.schema.server";
import { readFormData } from "~/lib/form.server";
import { publicOrigin } from "~/lib/http.server";
import { refusalToast } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";
import { changeStatus } from "~/services/booking/index.server";
import type { SubmissionResult } from "~/components/use-form";
import { requireAccess, requireOwnership } from "~/services/support/access.server";
import { personalTexts, personalTextsAction } from "~/routes/personal-texts.server";
import { AlertsLanguageCard, TextAlertsCard } from "~/components/portal/text-alerts";
import { requestLanguage } from "~/lib/language.server";
import { languageOfMatches, useLanguage, useSay, useWords } from "~/components/use-words";
import { moveLabel, moveWords } from "~/locales/booking-moves";
import { teamPageWords } from "~/locales/team";
import { billWords } from "~/locales/billing";
import { fill } from "~/locales/words";
import { memberJobsPage } from "~/services/team/index.server";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${teamPageWords[languageOfMatches(matches)].title} | Porchlight` },
  { name: "robots", content: "noindex" },
];

const PATH = "/team";

/** /team: a team member's own jobs (decision 0032); the gate admits members only. */
export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireAccess(request, "team");
  const { language } = requestLanguage(request);
  const [page, calendars, texts] = await Promise.all([
    memberJobsPage(member, new Date(), language),
    personalCalendars(member, language),
    personalTexts(member),
  ]);
  return data({ ...page, ...calendars, ...texts }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireAccess(request, "team");
  const form = await readFormData(request);
  // Their own calendars: busy times read from them, and their jobs as a feed.
  const calendars = await personalCalendarAction(member, form, PATH, new Date());
  if (calendars) return calendars;
  const texts = await personalTextsAction(member, form, PATH, request, context, new Date());
  if (texts) return texts;
  const submission = parseWithZod(form, { schema: memberJobMoveSchema });
  if (submission.status !== "success") return refusalToast(PATH, refuse(400, LIFECYCLE_REASONS.unknownStatus));
  // Only a job given to this member: any other is as unknown as one that does not exist.
  const booking = await requireOwnership(member, { booking: submission.value.booking_id }, { refusedTo: PATH });
  const outcome = await changeStatus({ booking, to: submission.value.to, origin: publicOrigin(), now: new Date() });
  if (!outcome.ok) return refusalToast(PATH, outcome);
  // A job done leaves the list: its bill is what comes next (decision 0055).
  const next = outcome.to === "completed" ? `/jobs/${booking.id}/bill` : PATH;
  return redirectWithToast(next, { type: "success", description: changedReason(outcome.to) });
}

type Job = ReturnType<typeof useLoaderData<typeof loader>>["today"][number];

function JobCard({ job, leg }: { job: Job; leg?: { drive: string | null; directions: string | null } }) {
  const busy = useIsPending({ match: { booking_id: job.id } });
  const words = useWords(teamPageWords);
  const language = useLanguage();
  const moves = moveWords[language];
  const say = useSay();
  const customer = { customer: job.customerName };
  const bills = useWords(billWords);
  return (
    <li className="space-y-2 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{job.service}</h3>
        <span className="text-sm font-medium">{say(job.status)}</span>
      </div>
      <p>{job.when}</p>
      <RouteLeg leg={leg} place={job.address || job.customerName} />
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-muted-foreground">{words.customer}</dt>
        <dd>{job.customerName}</dd>
        <dt className="text-muted-foreground">{words.phone}</dt>
        <dd>
          <PhoneNumber number={job.customerPhone} />
        </dd>
        <dt className="text-muted-foreground">{words.email}</dt>
        <dd className="break-all">{job.customerEmail}</dd>
        {job.address ? (
          <>
            <dt className="text-muted-foreground">{words.address}</dt>
            <dd>{job.address}</dd>
          </>
        ) : null}
        {job.notes ? (
          <>
            <dt className="text-muted-foreground">{words.notes}</dt>
            <dd className="whitespace-pre-line">{job.notes}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{words.reference}</dt>
        <dd>{job.reference}</dd>
      </dl>
      {job.billable ? (
        <p>
          <Link to={`/jobs/${job.id}/bill`} className="font-medium text-primary underline">
            {bills.title}
            <span className="sr-only"> · {job.customerName}</span>
          </Link>
        </p>
      ) : null}
      {job.moves.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {job.moves.map((move) => {
            const form = (
              <Form method="post">
                <input type="hidden" name="booking_id" value={job.id} />
                <Button
                  type="submit"
                  name="to"
                  value={move.to}
                  size="sm"
                  variant={move.to === "no_show" ? "secondary" : "primary"}
                  disabled={busy}
                >
                  {move.to === "en_route" ? fill(words.yesTell, customer) : moveLabel(moves, move.to)}
                </Button>
              </Form>
            );
            // The customer is told at once: asked once, as on the business's list (booking-actions.tsx).
            return move.to === "en_route" ? (
              <AskFirst key={move.to} variant="primary" label={moveLabel(moves, move.to)} question={fill(words.toldNow, customer)}>
                {form}
              </AskFirst>
            ) : (
              <Fragment key={move.to}>{form}</Fragment>
            );
          })}
        </div>
      ) : null}
    </li>
  );
}

function Jobs({
  jobs,
  empty,
  legs,
}: {
  jobs: Job[];
  empty: string;
  legs?: Record<string, { drive: string | null; directions: string | null }>;
}) {
  if (jobs.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ol className="space-y-3">
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} leg={legs?.[job.id]} />
      ))}
    </ol>
  );
}

export default function TeamMemberJobs() {
  const page = useLoaderData<typeof loader>();
  const bills = useWords(billWords);
  const words = useWords(teamPageWords);
  const actionData = useActionData<typeof action>() as
    (PersonalCalendarsResult | { form: "text-alerts"; lastResult?: SubmissionResult }) | undefined;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <SignedInHeader title={words.title} email={page.email} signOutTo="/provider" />
      <p className="text-muted-foreground">
        {page.businessName ? fill(words.introOf, { name: page.name, business: page.businessName }) : fill(words.intro, { name: page.name })}
      </p>
      {page.tipsLastWeek ? <p className="font-medium">{fill(bills.tipsLastWeek, { amount: page.tipsLastWeek })}</p> : null}
      <Card className="space-y-4 p-6">
        <h2 className="text-xl font-semibold">{words.today}</h2>
        <Jobs jobs={page.today} empty={words.noJobsToday} legs={page.route?.legs} />
        {page.route ? <RouteSummary route={page.route} /> : null}
      </Card>
      <Card className="space-y-4 p-6">
        <h2 className="text-xl font-semibold">{words.thisWeek}</h2>
        <Jobs jobs={page.later} empty={words.noMoreJobs} />
      </Card>
      <BusyCalendarsCard
        calendars={page.busyCalendars.calendars}
        limit={page.busyCalendars.limit}
        lastResult={actionData?.form === "busy-calendar" ? actionData.lastResult : undefined}
        constraint={page.busyCalendarConstraint}
      />
      <CalendarFeedCard
        exists={page.calendarFeed.exists}
        newUrl={actionData?.form === "calendar-feed" ? (actionData.feedUrl ?? null) : null}
      />
      <TextAlertsCard
        alerts={page.textAlerts}
        lastResult={actionData?.form === "text-alerts" ? actionData.lastResult : undefined}
        constraint={page.textAlertsConstraint}
      />
      <AlertsLanguageCard language={page.alertsLanguage} />
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/team", label: "backToJobs" });
