import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { MemberPhoto } from "~/components/member-photo";
import { MemberPhotoField, MemberServicesFieldset } from "~/components/portal/team-member-fields";
import { FormError } from "~/components/ui/alert";
import { AskFirst } from "~/components/ui/ask-first";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { asStrings } from "~/components/ui/form-values";
import { getFormProps, useForm } from "~/components/use-form";
import { useIsPending } from "~/components/use-is-pending";
import { TEAM_FULL_REASON, TEAM_MEMBERS_LIMIT, TEAM_REASONS } from "~/domain/team/team";
import { teamMemberSchema } from "~/domain/team/team.schema.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { readFormWithFile } from "~/lib/form.server";
import { LOGO_MAX_BYTES } from "~/domain/image";
import { textResponse } from "~/lib/http.server";
import { invalidFormReply, refusalReply, refusalToast } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";
import { addTeamMember, removeTeamMember, saveTeamSettings, teamPage } from "~/services/portal/index.server";
import { requireAccess } from "~/services/support/access.server";
import { Select } from "~/components/ui/select";
import { languageOfMatches, useLanguage, useSay } from "~/components/use-words";
import { teamTabWords } from "~/locales/portal-team";
import { bufferIn } from "~/locales/schedule";
import { fill } from "~/locales/words";
import { requestLanguage } from "~/lib/language.server";
import { LANGUAGE_NAMES, LANGUAGES } from "~/domain/language";
import { portalWords } from "~/locales/portal";
import { FORM_REASONS } from "~/domain/forms/fields";

export const meta: MetaFunction = ({ matches }) => {
  const language = languageOfMatches(matches);
  return [
    { title: `${teamTabWords[language].title} | ${portalWords[language].title} | Porchlight` },
    { name: "robots", content: "noindex" },
  ];
};

const PATH = "/provider/team";

export async function loader({ request }: LoaderFunctionArgs) {
  const owner = await requireAccess(request, "provider");
  return { ...(await teamPage(owner, requestLanguage(request).language)), constraints: formConstraints(teamMemberSchema) };
}

export async function action({ request }: ActionFunctionArgs) {
  const owner = await requireAccess(request, "provider");
  // The add form may bring a photo (checked by its bytes in the use case, at most 2 MB as it streams).
  const { formData: form, image: photo } = await readFormWithFile(request, "photo", LOGO_MAX_BYTES);
  const intent = form.get("intent");
  const now = new Date();
  if (intent === "add-member") {
    const submission = parseWithZod(form, { schema: teamMemberSchema });
    if (submission.status !== "success") return invalidFormReply(submission);
    const outcome = await addTeamMember(owner, submission.value, now, photo);
    if (!outcome.ok) return refusalReply(submission, outcome);
    // The page opens on the member added, which takes the focus (FocusFragmentTarget).
    return redirectWithToast(`${PATH}#member-${outcome.memberId}`, { type: "success", description: TEAM_REASONS.added });
  }
  if (intent === "remove-member") {
    const outcome = await removeTeamMember(owner, String(form.get("member_id") ?? ""), now);
    if (!outcome.ok) return refusalToast(PATH, outcome);
    return redirectWithToast(PATH, { type: "success", description: TEAM_REASONS.removed });
  }
  if (intent === "team-settings") {
    await saveTeamSettings(owner, {
      ownerTakesJobs: form.get("owner_takes_jobs") === "on",
      customersChoose: form.get("customers_choose") === "on",
    });
    return redirectWithToast(PATH, { type: "success", description: TEAM_REASONS.settingsSaved });
  }
  throw textResponse(400, FORM_REASONS.unknownAction);
}

function AddMemberForm({ services }: { services: ReadonlyArray<{ id: string; name: string }> }) {
  const { constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "add-member",
    lastResult: actionData?.lastResult,
    constraint: constraints,
    shouldValidate: "onSubmit",
  });
  const busy = useIsPending({ match: { intent: "add-member" } });
  const language = useLanguage();
  const portal = portalWords[language];
  const words = teamTabWords[language];
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-4" {...getFormProps(form)} noValidate>
      <FormErrorSummary
        form={form}
        labels={{
          name: words.name,
          email: words.email,
          photo: { label: words.photo, target: "member-photo" },
          service_ids: { label: words.services, target: "member-services" },
        }}
      />
      <FormError errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={fields.name} label={words.name} autoComplete="off" />
        <Field meta={fields.email} type="email" label={words.email} autoComplete="off" />
      </div>
      <Select
        meta={fields.language}
        label={portal.memberLanguage}
        defaultValue={typeof fields.language.initialValue === "string" ? fields.language.initialValue : language}
        options={LANGUAGES.map((choice) => ({ value: choice, label: LANGUAGE_NAMES[choice] }))}
        className="max-w-xs"
      />
      <MemberPhotoField error={fields.photo?.errors?.[0]} />
      <MemberServicesFieldset
        services={services}
        chosen={new Set(asStrings(fields.service_ids.initialValue))}
        error={fields.service_ids.errors?.[0]}
      />
      <p className="text-sm text-muted-foreground">{words.startsOnYourHours}</p>
      <Button type="submit" name="intent" value="add-member" disabled={busy}>
        {busy ? words.adding : words.add}
      </Button>
    </Form>
  );
}

export default function ProviderTeam() {
  const { members, services, ownerTakesJobs, customersChoose } = useLoaderData<typeof loader>();
  const working = members.filter((member) => member.status !== "removed");
  const language = useLanguage();
  const words = teamTabWords[language];
  const say = useSay();
  return (
    <div className="space-y-6">
      <Card className="space-y-4 p-6">
        <h2 className="text-xl font-semibold">{words.yourTeam}</h2>
        <p className="text-muted-foreground">{words.lead}</p>
        <Form method="post" className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <label className="flex items-center gap-2">
            <input type="checkbox" name="owner_takes_jobs" defaultChecked={ownerTakesJobs} className="h-4 w-4" />
            {words.ownerTakesJobs}
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="customers_choose" defaultChecked={customersChoose} className="h-4 w-4" />
            {words.customersChoose}
          </label>
          <Button type="submit" name="intent" value="team-settings" variant="secondary" size="sm">
            {words.save}
          </Button>
        </Form>
        {members.length === 0 ? (
          <p className="text-muted-foreground">{words.noMembers}</p>
        ) : (
          <ul className="space-y-3">
            {members.map((member) => (
              <li key={member.id} id={`member-${member.id}`} tabIndex={-1} className="space-y-2 rounded-xl border border-border p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="flex items-center gap-3 font-semibold">
                    {member.photoUrl ? <MemberPhoto url={member.photoUrl} /> : null}
                    {member.name}
                  </h3>
                  <span className="text-sm text-muted-foreground">{words[member.status]}</span>
                </div>
                <p className="text-sm break-all">{member.email}</p>
                {member.status !== "removed" ? (
                  <>
                    <p className="text-sm">{fill(words.performs, { services: member.services.join(", ") || words.noServices })}</p>
                    {member.withheld.map((gap) => (
                      <p key={gap.service} className="text-sm text-destructive">
                        {fill(words.withheld, gap)}{" "}
                        <Link className="font-medium underline" to="/provider/credentials">
                          {words.sendForChecking}
                          <span className="sr-only">{fill(words.forMember, { name: member.name })}</span>
                        </Link>
                      </p>
                    ))}
                    <p className="text-sm">
                      {fill(words.hours, { hours: member.hours, buffer: bufferIn(language, member.bufferMinutes) })}
                    </p>
                    <div className="flex flex-wrap items-center gap-3">
                      <Link className="text-sm font-medium text-primary underline" to={`${PATH}/${member.id}`}>
                        {words.memberSettings}
                        <span className="sr-only">{fill(words.ofMember, { name: member.name })}</span>
                      </Link>
                      <AskFirst
                        label={
                          <>
                            {words.remove}
                            <span className="sr-only"> {member.name}</span>
                          </>
                        }
                        question={fill(words.removeQuestion, { name: member.name })}
                      >
                        <Form method="post">
                          <input type="hidden" name="member_id" value={member.id} />
                          <Button type="submit" name="intent" value="remove-member" variant="destructive" size="sm">
                            {fill(words.yesRemove, { name: member.name })}
                          </Button>
                        </Form>
                      </AskFirst>
                    </div>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="space-y-4 p-6">
        <h2 className="text-xl font-semibold">{words.addMember}</h2>
        {services.length === 0 ? (
          <p className="text-muted-foreground">{words.addOnceService}</p>
        ) : working.length >= TEAM_MEMBERS_LIMIT ? (
          <p className="text-muted-foreground">{say(TEAM_FULL_REASON)}</p>
        ) : (
          <AddMemberForm services={services} />
        )}
      </Card>
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/provider", label: "backToPortal" });
