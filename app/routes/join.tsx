import { parseWithZod } from "@conform-to/zod/v4";
import { formConstraints } from "~/lib/form-constraints.server";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BackLink } from "~/components/ui/back-link";
import { ApplicationForm } from "~/components/join/application-form";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { APPLICATION_REASONS, EMAIL_TAKEN, type ApplicationMode } from "~/domain/accounts/application";
import { applicationSchema } from "~/domain/accounts/application.schema.server";
import { LOGO_MAX_BYTES } from "~/domain/image";
import { CREDENTIAL_STATES, DOCUMENT_MAX_BYTES } from "~/domain/credentials/credentials";
import { getUser } from "~/services/support/auth.server";
import { clientIp, publicOrigin } from "~/lib/http.server";
import { refusalReply } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";
import { applicationSubmittedPath } from "~/lib/signed-links.server";
import { languageAlternates, requestLanguage } from "~/lib/language.server";
import { alternateLinks, languageOfMatches, useSay, useWords } from "~/components/use-words";
import { joinWords } from "~/locales/join";
import { commonWords } from "~/locales/common";
import { fill } from "~/locales/words";
import { MAX_FORM_BODY_BYTES, readForm } from "~/lib/form.server";
import { applyToJoin, joinPage } from "~/services/accounts/index.server";
import { checkHoneypot, formStartedValue } from "~/lib/honeypot.server";
import { newSubmissionKey, submissionOf } from "~/lib/submission-key.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const words = joinWords[languageOfMatches(matches)];
  return [
    { title: `${words.title} | Porchlight` },
    { name: "description", content: words.description },
    ...alternateLinks(data?.alternates),
  ];
};

/** A signed-in provider applies for their own account; everyone else creates one. */
async function applicantOf(request: Request) {
  const user = await getUser(request);
  return user?.role === "provider" ? user : null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const applicant = await applicantOf(request);
  const { language } = requestLanguage(request);
  return {
    applicantEmail: applicant?.email ?? null,
    pending: await joinPage(applicant, language),
    alternates: languageAlternates(new URL(request.url), publicOrigin()),
    formStarted: formStartedValue(),
    submissionKey: newSubmissionKey(),
    credentialStates: CREDENTIAL_STATES,
    constraints: formConstraints(applicationSchema(applicant ? "existing-account" : "new-account")),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const applicant = await applicantOf(request);
  const { language } = requestLanguage(request);
  const mode: ApplicationMode = applicant ? "existing-account" : "new-account";
  const { formData, files, tooLarge } = await readForm(request, {
    files: { logo: { maxBytes: LOGO_MAX_BYTES }, credential_document: { maxBytes: DOCUMENT_MAX_BYTES } },
    maxBodyBytes: MAX_FORM_BODY_BYTES,
  });
  const submission = parseWithZod(formData, { schema: applicationSchema(mode) });
  const outcome = await applyToJoin({
    applicant,
    details: submission.status === "success" ? submission.value : null,
    zip: String(formData.get("zip_code") ?? ""),
    logo: files.get("logo")?.[0] ?? null,
    logoTooLarge: tooLarge === "logo",
    credentialDocument: tooLarge === "credential_document" ? { tooLarge: true } : (files.get("credential_document")?.[0] ?? null),
    now: new Date(),
    language,
    honeypot: checkHoneypot(formData),
    ip: clientIp(context),
    origin: publicOrigin(),
    // What was asked for, never the password itself in it.
    once: submissionOf(
      formData,
      "application",
      { applicant: applicant?.id ?? null, details: submission.status === "success" ? { ...submission.value, password: undefined } : null },
      [...(files.get("logo") ?? []), ...(files.get("credential_document") ?? [])],
    ),
  });
  // The form comes back with what was typed: never the password (nor the file, never read back).
  if (!outcome.ok)
    return refusalReply(submission, outcome, { hideFields: ["password"], extra: { offerSignIn: outcome.code === EMAIL_TAKEN } });
  return redirectWithToast(applicationSubmittedPath(outcome.applicationId, language), {
    type: "success",
    description: APPLICATION_REASONS.success,
  });
}

export default function JoinPage() {
  const { applicantEmail, pending, formStarted, submissionKey, constraints, credentialStates } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const words = useWords(joinWords);
  const common = useWords(commonWords);
  const say = useSay();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <BackLink to="/">{common.backHome}</BackLink>
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{words.title}</h1>
        <p className="text-lg text-muted-foreground">{words.lead}</p>
      </div>
      {pending ? (
        <Card className="space-y-3 p-6">
          <h2 className="text-xl font-semibold">{words.pendingHeading}</h2>
          <p>
            {fill(words.pendingReceived, { business: pending.businessName, date: pending.submittedOn })} {say(APPLICATION_REASONS.pending)}
          </p>
          <ButtonLink to="/provider">{words.openPortal}</ButtonLink>
        </Card>
      ) : (
        <ApplicationForm
          applicantEmail={applicantEmail}
          formStarted={formStarted}
          submissionKey={submissionKey}
          credentialStates={credentialStates}
          lastResult={actionData?.lastResult}
          constraint={constraints}
          offerSignIn={actionData?.offerSignIn ?? false}
        />
      )}
    </div>
  );
}
