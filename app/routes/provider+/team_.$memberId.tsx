import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { personalScheduleAction } from "~/routes/personal-schedule.server";
import { MemberPhotoField, MemberServicesFieldset } from "~/components/portal/team-member-fields";
import { TimeOffForm, TimeOffList, WeeklyHoursForm } from "~/components/portal/schedule-forms";
import { DayPlacesForm } from "~/components/portal/travel-forms";
import { travelWords } from "~/locales/travel";
import { FormError } from "~/components/ui/alert";
import { FormErrorSummary, useRefusal } from "~/components/ui/form-error-summary";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { SubmissionResult } from "~/components/use-form";
import { useIsPending } from "~/components/use-is-pending";
import { SCHEDULE_REASONS } from "~/domain/schedule/schedule";
import { timeOffFormSchema } from "~/domain/schedule/schedule.schema.server";
import { memberServicesSchema } from "~/domain/team/team.schema.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { readFormWithFile } from "~/lib/form.server";
import { LOGO_MAX_BYTES } from "~/domain/image";
import { TEAM_REASONS } from "~/domain/team/team";
import { MemberPhoto } from "~/components/member-photo";
import { textResponse } from "~/lib/http.server";
import { invalidFormReply, refusalReply, refusalResponse } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  addMemberDaysOff,
  memberPage,
  providerToday,
  removeMemberDayOff,
  saveMemberDayPlaces,
  saveMemberHours,
  saveMemberPhoto,
  saveMemberServices,
} from "~/services/portal/index.server";
import { requireAccess } from "~/services/support/access.server";
import { requestLanguage } from "~/lib/language.server";
import { languageOfMatches, useWords } from "~/components/use-words";
import { portalWords } from "~/locales/portal";
import { teamTabWords } from "~/locales/portal-team";
import { fill } from "~/locales/words";
import { FORM_REASONS } from "~/domain/forms/fields";

export const meta: MetaFunction = ({ matches }) => {
  const language = languageOfMatches(matches);
  return [
    { title: `${teamTabWords[language].memberTitle} | ${portalWords[language].title} | Porchlight` },
    { name: "robots", content: "noindex" },
  ];
};

type ActionResult = {
  form: "hours" | "time-off" | "services" | "remove" | "photo" | "day-places";
  lastResult?: SubmissionResult;
  error?: string;
};

/** /provider/team/:memberId: one member's services, hours and days off, the owner's to set (decision 0032). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const owner = await requireAccess(request, "provider");
  const page = await memberPage(owner, params.memberId ?? "", requestLanguage(request).language);
  if (!page.ok) throw refusalResponse(page);
  return { ...page, timeOffConstraint: formConstraints(timeOffFormSchema(page.today)) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const owner = await requireAccess(request, "provider");
  const memberId = params.memberId ?? "";
  const path = `/provider/team/${memberId}`;
  const { formData: form, image: photo } = await readFormWithFile(request, "photo", LOGO_MAX_BYTES);
  const intent = form.get("intent");
  const now = new Date();
  if (intent === "photo") {
    const outcome = await saveMemberPhoto(owner, memberId, photo);
    if (!outcome.ok) return data<ActionResult>({ form: "photo", error: outcome.message }, { status: outcome.status });
    return redirectWithToast(path, { type: "success", description: TEAM_REASONS.photoSaved });
  }
  if (intent === "services") {
    const submission = parseWithZod(form, { schema: memberServicesSchema });
    if (submission.status !== "success") return invalidFormReply(submission, { extra: { form: "services" as const } });
    const outcome = await saveMemberServices(owner, memberId, submission.value.service_ids);
    if (!outcome.ok) return refusalReply(submission, outcome, { extra: { form: "services" as const } });
    return redirectWithToast(path, { type: "success", description: SCHEDULE_REASONS.saved });
  }
  const schedule = await personalScheduleAction(form, path, {
    today: () => providerToday(owner.id),
    saveHours: (hours) => saveMemberHours(owner, memberId, hours, now),
    addDaysOff: (off) => addMemberDaysOff(owner, memberId, off, now),
    removeDayOff: (id) => removeMemberDayOff(owner, memberId, id, now),
    saveDayPlaces: (zips) => saveMemberDayPlaces(owner, memberId, zips, now),
  });
  if (schedule) return schedule;
  throw textResponse(400, FORM_REASONS.unknownAction);
}

export default function TeamMemberSettings() {
  const { member, services, hours, bufferMinutes, timeOff, today, timeOffConstraint, dayPlaces } = useLoaderData<typeof loader>();
  const travelText = useWords(travelWords);
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  const photoError = actionData?.form === "photo" ? actionData.error : undefined;
  const servicesError = actionData?.form === "services" ? actionData.lastResult?.error?.service_ids?.[0] : undefined;
  const photoRefusal = useRefusal("member-photo", photoError ? { message: photoError, field: "photo" } : null, actionData);
  const servicesRefusal = useRefusal(
    "member-services",
    servicesError ? { message: servicesError, field: "service_ids" } : null,
    actionData,
  );
  const savingServices = useIsPending({ match: { intent: "services" } });
  const savingPhoto = useIsPending({ match: { intent: "photo" } });
  const words = useWords(teamTabWords);
  return (
    <div className="space-y-6">
      <p>
        <Link className="text-sm font-medium text-primary underline" to="/provider/team">
          {words.backToTeam}
        </Link>
      </p>
      <Card className="space-y-4 p-6">
        <div className="flex items-center gap-3">
          {member.photoUrl ? <MemberPhoto url={member.photoUrl} /> : null}
          <div>
            <h2 className="text-xl font-semibold">{member.name}</h2>
            <p className="text-sm break-all text-muted-foreground">{member.email}</p>
          </div>
        </div>
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
          <FormErrorSummary form={photoRefusal} labels={{ photo: { label: words.photo, target: "member-photo" } }} />
          <MemberPhotoField label={member.photoUrl ? words.newPhoto : words.photo} error={photoError} />
          <Button type="submit" name="intent" value="photo" variant="secondary" disabled={savingPhoto}>
            {savingPhoto ? words.saving : words.savePhoto}
          </Button>
        </Form>
        <Form method="post" className="space-y-4">
          <FormErrorSummary form={servicesRefusal} labels={{ service_ids: { label: words.services, target: "member-services" } }} />
          <MemberServicesFieldset services={services} chosen={new Set(member.serviceIds)} error={servicesError} />
          <Button type="submit" name="intent" value="services" disabled={savingServices}>
            {savingServices ? words.saving : words.saveServices}
          </Button>
        </Form>
      </Card>
      <Card className="space-y-4 p-6">
        <div>
          <h2 className="text-xl font-semibold">{fill(words.weeklyHoursOf, { name: member.name })}</h2>
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
          <h2 className="text-xl font-semibold">{travelText.dayPlaces}</h2>
          <p className="text-sm text-muted-foreground">{travelText.memberDayPlacesLead}</p>
        </div>
        <DayPlacesForm places={dayPlaces} lastResult={actionData?.form === "day-places" ? actionData.lastResult : undefined} />
      </Card>
      <Card className="space-y-4 p-6">
        <h2 className="text-xl font-semibold">{fill(words.timeOffOf, { name: member.name })}</h2>
        {actionData?.form === "remove" && actionData.error ? <FormError errors={[actionData.error]} /> : null}
        <TimeOffList timeOff={timeOff} />
        <h3 className="pt-2 text-lg font-semibold">{words.addTimeOff}</h3>
        <TimeOffForm
          today={today}
          lastResult={actionData?.form === "time-off" ? actionData.lastResult : undefined}
          constraint={timeOffConstraint}
        />
      </Card>
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/provider/team", label: "backToTeam" });
