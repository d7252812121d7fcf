import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { BusinessSearch, CalendarChooser } from "~/components/dashboard/calendar-chooser";
import { DayBookings } from "~/components/dashboard/day-bookings";
import { ScheduleJobForm } from "~/components/dashboard/schedule-job-form";
import { Card } from "~/components/ui/card";
import { SCHEDULE_JOB_INTENT, SCHEDULING_REASONS, schedulingPath } from "~/domain/schedule/scheduling";
import { scheduleJobSchema } from "~/domain/schedule/scheduling.schema.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { businessScope, type BusinessScope } from "~/domain/accounts/business";
import { requireAccess, requireOwnership } from "~/services/support/access.server";
import { textResponse } from "~/lib/http.server";
import { refusalReply, refusalResponse, invalidFormReply } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";
import { scheduleJob, schedulingPage } from "~/services/dashboard/index.server";
import { readFormData } from "~/lib/form.server";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { languageOfMatches, useSay, useWords } from "~/components/use-words";
import { requestLanguage } from "~/lib/language.server";
import { dashboardWords, schedulingWords } from "~/locales/dashboard";
import { jobBookedIn } from "~/locales/dashboard-server";
import { fill } from "~/locales/words";
import { FORM_REASONS } from "~/domain/forms/fields";

export const meta: MetaFunction = ({ matches }) => {
  const words = dashboardWords[languageOfMatches(matches)];
  return [{ title: `${words.scheduling} | ${words.title} | Porchlight` }, { name: "robots", content: "noindex" }];
};

function searchOf(scope: BusinessScope, url: URL) {
  return scope.seesAll ? (url.searchParams.get("q") ?? "").trim().slice(0, 100) : "";
}

export async function loader({ request }: LoaderFunctionArgs) {
  const scope = businessScope(await requireAccess(request, "dashboard"));
  const url = new URL(request.url);
  const q = searchOf(scope, url);
  const page = await schedulingPage(
    scope,
    { q, serviceId: url.searchParams.get("service") ?? "", date: url.searchParams.get("date") ?? "" },
    new Date(),
    requestLanguage(request).language,
  );
  if (!page.ok) throw refusalResponse(page);
  const emptyMessage = page.calendar ? null : scope.seesAll ? SCHEDULING_REASONS.noMatches : SCHEDULING_REASONS.noOwnServices;
  return {
    seesAll: scope.seesAll,
    q,
    services: page.services,
    calendar: page.calendar,
    emptyMessage,
    constraints: formConstraints(scheduleJobSchema),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAccess(request, "dashboard");
  const formData = await readFormData(request);
  if (formData.get("intent") !== SCHEDULE_JOB_INTENT) throw textResponse(400, FORM_REASONS.unknownAction);
  const service = await requireOwnership(user, { service: String(formData.get("service") ?? "") });

  const submission = parseWithZod(formData, { schema: scheduleJobSchema });
  if (submission.status !== "success") return invalidFormReply(submission);
  const job = submission.value;
  const outcome = await scheduleJob(service, job, new Date());
  if (!outcome.ok) return refusalReply(submission, outcome);
  const back = schedulingPath({ q: searchOf(service.actor, new URL(request.url)), service: service.id, date: job.preferred_date });
  return redirectWithToast(back, {
    type: "success",
    description: jobBookedIn(requestLanguage(request).language, outcome.customerName, job.preferred_date, job.preferred_time),
  });
}

/**
 * After every posted job, refused ones included (a slot taken meanwhile answers 409), the grid
 * is read again so it shows the slot as booked, whatever the router's default for errors.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? true : defaultShouldRevalidate;

export default function DashboardScheduling() {
  const { seesAll, q, services, calendar, emptyMessage, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const words = useWords(schedulingWords);
  const title = useWords(dashboardWords).scheduling;
  const say = useSay();
  const count = (status: string) => calendar?.slots.filter((slot) => slot.status === status).length ?? 0;

  return (
    <div className="space-y-6">
      <Card className="space-y-4 p-6">
        <div>
          <h2 className="text-xl font-semibold">{title}</h2>
          <p className="text-sm text-muted-foreground">{words.lead}</p>
        </div>
        {seesAll ? <BusinessSearch q={q} date={calendar?.date || null} /> : null}
        {emptyMessage ? (
          <p className="rounded-lg bg-muted p-4">
            {say(emptyMessage)}{" "}
            {seesAll ? null : (
              <Link to="/provider/services" className="font-medium text-primary underline">
                {words.manageServices}
              </Link>
            )}
          </p>
        ) : null}
        {calendar ? (
          <CalendarChooser
            q={seesAll ? q : null}
            services={services}
            serviceId={calendar.serviceId}
            date={calendar.date}
            minDate={calendar.minDate}
            maxDate={calendar.maxDate}
            dateMessage={calendar.dateMessage}
          />
        ) : null}
      </Card>

      {calendar && calendar.dateLabel && calendar.slots.length > 0 ? (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <Card className="space-y-4 p-6">
            <h3 className="text-lg font-semibold">
              {calendar.serviceName}
              {seesAll ? <span className="font-normal text-muted-foreground"> · {calendar.businessName}</span> : null}
              <span className="block text-base font-normal text-muted-foreground">{calendar.dateLabel}</span>
            </h3>
            <p className="text-sm text-muted-foreground">
              {fill(words.slotCounts, { free: count("free"), booked: count("booked") })}
              {count("held") > 0 ? fill(words.held, { held: count("held") }) : ""}
              {fill(words.jobsTake, { length: calendar.jobLength, zone: calendar.timeZoneLabel ?? "" })}
            </p>
            <ScheduleJobForm
              key={`${calendar.serviceId}-${calendar.date}`}
              action={`${location.pathname}${location.search}`}
              serviceId={calendar.serviceId}
              date={calendar.date}
              slots={calendar.slots}
              message={calendar.slotMessage}
              customers={calendar.customers}
              lastResult={actionData?.lastResult}
              constraint={constraints}
            />
          </Card>
          <Card className="p-6">
            <DayBookings bookings={calendar.bookings} dateLabel={calendar.dateLabel} />
          </Card>
        </div>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/dashboard", label: "backToDashboard" });
