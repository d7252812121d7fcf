import { requestLanguage } from "~/lib/language.server";
import { textResponse } from "~/lib/http.server";
import { invalidFormReply } from "~/lib/refusals.server";
import { type SubmissionResult } from "~/components/use-form";
import { formConstraints } from "~/lib/form-constraints.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { FormError } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Select } from "~/components/ui/select";
import { DURATION_CHOICES, SCHEDULE_REASONS } from "~/domain/schedule/schedule";
import { languageOfMatches, useLanguage } from "~/components/use-words";
import { scheduleWords } from "~/locales/schedule";
import { portalWords } from "~/locales/portal";
import { durationIn } from "~/locales/clock";
import { fill } from "~/locales/words";
import { timeOffFormSchema } from "~/domain/schedule/schedule.schema.server";
import { requireAccess } from "~/services/support/access.server";
import { saveCancellation } from "~/services/payments/index.server";
import { CancellationPolicyForm } from "~/components/portal/payment-settings";
import { CalendarFeedCard } from "~/components/portal/calendar-feed";
import { BusyCalendarsCard } from "~/components/portal/busy-calendars";
import { ONLINE_PAYMENT_REASONS } from "~/domain/payments/online-payments";
import { cancellationPolicySchema } from "~/domain/payments/online-payments.schema.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  addDaysOff,
  providerToday,
  removeDayOff,
  saveDayPlacesOf,
  saveTravel,
  saveWeeklySchedule,
  schedulePage,
  setJobLengths,
  setSeriesSwitch,
} from "~/services/portal/index.server";
import { readFormData } from "~/lib/form.server";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { personalCalendarAction, personalCalendars } from "~/routes/personal-calendars.server";
import { personalScheduleAction } from "~/routes/personal-schedule.server";
import { personalTexts, personalTextsAction } from "~/routes/personal-texts.server";
import { AlertsLanguageCard, TextAlertsCard } from "~/components/portal/text-alerts";
import { TimeOffForm, TimeOffList, WeeklyHoursForm } from "~/components/portal/schedule-forms";
import { useIsPending } from "~/components/use-is-pending";
import { FORM_REASONS } from "~/domain/forms/fields";
import { TRAVEL_REASONS } from "~/domain/schedule/travel";
import { travelSettingsSchema } from "~/domain/schedule/travel.schema.server";
import { DayPlacesForm, TravelSettingsForm } from "~/components/portal/travel-forms";
import { travelWords } from "~/locales/travel";
import { RouteLeg, RouteSummary } from "~/components/portal/day-route";

export const meta: MetaFunction = ({ matches }) => {
  const language = languageOfMatches(matches);
  return [
    { title: `${scheduleWords[language].title} | ${portalWords[language].title} | Porchlight` },
    { name: "robots", content: "noindex" },
  ];
};

const PATH = "/provider/schedule";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAccess(request, "provider");
  const { language } = requestLanguage(request);
  const [page, calendars, texts] = await Promise.all([
    schedulePage(user.id, language),
    personalCalendars(user, language),
    personalTexts(user),
  ]);
  const constraints = {
    timeOff: formConstraints(timeOffFormSchema(page.today)),
    policy: formConstraints(cancellationPolicySchema),
  };
  return data({ ...page, ...calendars, ...texts, constraints }, { headers: { "Cache-Control": "private, no-store" } });
}

type ActionResult = {
  form:
    | "hours"
    | "time-off"
    | "durations"
    | "remove"
    | "policy"
    | "calendar-feed"
    | "busy-calendar"
    | "text-alerts"
    | "alerts-language"
    | "travel"
    | "day-places";
  lastResult?: SubmissionResult;
  error?: string;
  /** A new calendar address, shown this once. */
  feedUrl?: string;
};

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAccess(request, "provider");
  const form = await readFormData(request);
  const intent = form.get("intent");
  const now = new Date();
  const calendars = await personalCalendarAction(user, form, PATH, now);
  if (calendars) return calendars;
  const texts = await personalTextsAction(user, form, PATH, request, context, now);
  if (texts) return texts;
  const schedule = await personalScheduleAction(form, PATH, {
    today: () => providerToday(user.id),
    saveHours: async (hours) => ({ ok: true, ...(await saveWeeklySchedule(user.id, hours, now)) }),
    addDaysOff: async (off) => ({ ok: true, ...(await addDaysOff(user.id, off, now)) }),
    removeDayOff: (id) => removeDayOff(user.id, id, now),
    saveDayPlaces: (zips) => saveDayPlacesOf(user.id, zips, now),
  });
  if (schedule) return schedule;

  if (intent === "durations") {
    const outcome = await setJobLengths(user.id, (name) => form.get(name));
    if (!outcome.ok) return data<ActionResult>({ form: "durations", error: outcome.message }, { status: outcome.status });
    return redirectWithToast(PATH, { type: "success", description: SCHEDULE_REASONS.durationsSaved });
  }

  if (intent === "policy") {
    const submission = parseWithZod(form, { schema: cancellationPolicySchema });
    if (submission.status !== "success") return invalidFormReply(submission, { extra: { form: "policy" as const } });
    await saveCancellation(user, submission.value);
    return redirectWithToast(PATH, { type: "success", description: ONLINE_PAYMENT_REASONS.policySaved });
  }

  if (intent === "travel") {
    const submission = parseWithZod(form, { schema: travelSettingsSchema });
    if (submission.status !== "success") return invalidFormReply(submission, { extra: { form: "travel" as const } });
    await saveTravel(user.id, submission.value, now);
    return redirectWithToast(PATH, { type: "success", description: TRAVEL_REASONS.saved });
  }

  if (intent === "series") {
    await setSeriesSwitch(user.id, form.get("allows_series") === "1");
    return redirectWithToast(PATH, { type: "success", description: SCHEDULE_REASONS.seriesSaved });
  }

  throw textResponse(400, FORM_REASONS.unknownAction);
}

export default function ProviderSchedule() {
  const {
    today,
    hours,
    bufferMinutes,
    services,
    timeOff,
    policy,
    policyWords,
    allowsSeries,
    calendarFeed,
    busyCalendars,
    busyCalendarConstraint,
    textAlerts,
    textAlertsConstraint,
    alertsLanguage,
    constraints,
    travel,
    dayPlaces,
    todaysJobs,
    route,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const savingDurations = useIsPending({ match: { intent: "durations" } });
  const language = useLanguage();
  const words = scheduleWords[language];
  const travelText = travelWords[language];
  return (
    <div className="space-y-6">
      {route ? (
        <Card className="space-y-4 p-6" id="route">
          <div>
            <h2 className="text-xl font-semibold">{travelText.route}</h2>
            <p className="text-sm text-muted-foreground">{travelText.routeLead}</p>
          </div>
          <ol className="space-y-3">
            {todaysJobs.map((job, i) => (
              <li key={job.id} className="space-y-1 rounded-lg border border-border p-3">
                <p className="font-semibold">
                  {i + 1}. {job.when} · {job.service} · {job.customer}
                </p>
                {job.address ? <p className="text-sm">{job.address}</p> : null}
                <RouteLeg leg={route.legs[job.id]} place={job.address || job.customer} />
              </li>
            ))}
          </ol>
          <RouteSummary route={route} />
        </Card>
      ) : null}
      <Card className="space-y-4 p-6">
        <div>
          <h2 className="text-xl font-semibold">{words.weeklyHours}</h2>
          <p className="text-sm text-muted-foreground">{words.weeklyHoursLead}</p>
        </div>
        <WeeklyHoursForm
          hours={hours}
          bufferMinutes={bufferMinutes}
          lastResult={actionData?.form === "hours" ? actionData.lastResult : undefined}
        />
      </Card>

      <Card className="space-y-4 p-6">
        <div>
          <h2 className="text-xl font-semibold">{words.jobLengths}</h2>
          <p className="text-sm text-muted-foreground">{words.jobLengthsLead}</p>
        </div>
        {services.length === 0 ? (
          <p className="text-muted-foreground">{words.noServices}</p>
        ) : (
          <Form method="post" className="space-y-4">
            {actionData?.form === "durations" && actionData.error ? <FormError errors={[actionData.error]} /> : null}
            <div className="grid gap-4 sm:grid-cols-2">
              {services.map((service) => (
                <Select
                  key={`${service.id}-${service.durationMinutes}`}
                  name={`duration.${service.id}`}
                  label={service.active ? service.name : fill(words.inactive, { service: service.name })}
                  defaultValue={String(service.durationMinutes)}
                  options={DURATION_CHOICES.map((minutes) => ({ value: String(minutes), label: durationIn(language, minutes) }))}
                />
              ))}
            </div>
            <Button type="submit" name="intent" value="durations" disabled={savingDurations}>
              {savingDurations ? words.saving : words.saveJobLengths}
            </Button>
          </Form>
        )}
      </Card>

      <Card className="space-y-4 p-6">
        <div>
          <h2 className="text-xl font-semibold">{words.timeOff}</h2>
          <p className="text-sm text-muted-foreground">{words.timeOffLead}</p>
        </div>
        {actionData?.form === "remove" && actionData.error ? <FormError errors={[actionData.error]} /> : null}
        <TimeOffList timeOff={timeOff} />
        <h3 className="pt-2 text-lg font-semibold">{words.addTimeOff}</h3>
        <TimeOffForm
          today={today}
          lastResult={actionData?.form === "time-off" ? actionData.lastResult : undefined}
          constraint={constraints.timeOff}
        />
      </Card>

      <Card className="space-y-4 p-6" id="travel-settings">
        <div>
          <h2 className="text-xl font-semibold">{travelText.travel}</h2>
          <p className="text-sm text-muted-foreground">{travelText.travelLead}</p>
        </div>
        <TravelSettingsForm travel={travel} lastResult={actionData?.form === "travel" ? actionData.lastResult : undefined} />
        <h3 className="pt-2 text-lg font-semibold">{travelText.dayPlaces}</h3>
        <p className="text-sm text-muted-foreground">{travelText.dayPlacesLead}</p>
        <DayPlacesForm places={dayPlaces} lastResult={actionData?.form === "day-places" ? actionData.lastResult : undefined} />
      </Card>

      <Card className="space-y-4 p-6">
        <div>
          <h2 className="text-xl font-semibold">{words.recurring}</h2>
          <p className="text-sm text-muted-foreground">{words.recurringLead}</p>
        </div>
        <Form method="post" className="space-y-3">
          <label className="flex items-center gap-2">
            <input type="checkbox" name="allows_series" value="1" defaultChecked={allowsSeries} key={String(allowsSeries)} />
            {words.takeRecurring}
          </label>
          <Button type="submit" name="intent" value="series" variant="secondary">
            {words.saveSetting}
          </Button>
        </Form>
      </Card>

      <Card className="space-y-4 p-6">
        <div>
          <h2 className="text-xl font-semibold">{words.cancellationPolicy}</h2>
          <p className="text-sm text-muted-foreground">{words.cancellationLead}</p>
        </div>
        <CancellationPolicyForm
          policy={policy}
          words={policyWords}
          lastResult={actionData?.form === "policy" ? actionData.lastResult : undefined}
          constraint={constraints.policy}
        />
      </Card>

      <BusyCalendarsCard
        calendars={busyCalendars.calendars}
        limit={busyCalendars.limit}
        lastResult={actionData?.form === "busy-calendar" ? actionData.lastResult : undefined}
        constraint={busyCalendarConstraint}
      />

      <CalendarFeedCard exists={calendarFeed.exists} newUrl={actionData?.form === "calendar-feed" ? (actionData.feedUrl ?? null) : null} />

      <AlertsLanguageCard language={alertsLanguage} />
      <TextAlertsCard
        alerts={textAlerts}
        lastResult={actionData?.form === "text-alerts" ? actionData.lastResult : undefined}
        constraint={textAlertsConstraint}
      />
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/provider", label: "backToPortal" });
