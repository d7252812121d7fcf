import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BackLink } from "~/components/ui/back-link";
import { ApplicationForm } from "~/components/join/application-form";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { APPLICATION_MESSAGES, type ApplicationMode } from "~/domain/application";
import { applicationSchema, type NewAccountApplication } from "~/domain/application.schema.server";
import { detectImageType, LOGO_MAX_BYTES } from "~/domain/image";
import { parseZip } from "~/domain/zip.schema.server";
import { getUser } from "~/services/auth.server";
import { clientIp, publicOrigin } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { hashPassword } from "~/lib/password.server";
import { redirectWithToast } from "~/lib/toast.server";
import { applicationSubmittedPath } from "~/lib/booking-token.server";
import { formatLocalDay, timeZoneOfPlace } from "~/domain/time";
import { MAX_FORM_BODY_BYTES, readForm } from "~/lib/form.server";
import {
  ApplicationInsertError,
  findPendingApplication,
  LogoStorageError,
  PendingApplicationError,
  type ApplicationAccount,
} from "~/models/provider-application.server";
import { EmailTakenError } from "~/models/user.server";
import { findZipCode } from "~/models/zip-code.server";
import { submitApplication } from "~/services/applications.server";
import { takeAccountCreation } from "~/services/limits.server";
import { checkHoneypot, formStartedValue } from "~/lib/honeypot.server";

export const meta: MetaFunction = () => [
  { title: "Join the Service Provider Network | Porchlight" },
  { name: "description", content: "Apply to offer your home, automotive, medical or tutoring services on Porchlight." },
];

/** A signed-in provider applies for their own account; everyone else creates one. */
async function applicantOf(request: Request) {
  const user = await getUser(request);
  return user?.role === "provider" ? user : null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const applicant = await applicantOf(request);
  const pending = applicant ? await findPendingApplication(applicant.id) : undefined;
  return {
    applicantEmail: applicant?.email ?? null,
    pending: pending
      ? { businessName: pending.business_name, submittedOn: formatLocalDay(pending.created_at, timeZoneOfPlace(pending)) }
      : null,
    formStarted: formStartedValue(),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const applicant = await applicantOf(request);
  const mode: ApplicationMode = applicant ? "existing-account" : "new-account";
  const { formData, files, tooLarge } = await readForm(request, {
    files: { logo: { maxBytes: LOGO_MAX_BYTES } },
    maxBodyBytes: MAX_FORM_BODY_BYTES,
  });
  const submission = parseWithZod(formData, { schema: applicationSchema(mode) });
  // The form comes back with what was typed: never the password (nor the file, never read back).
  const reply = (
    status: number,
    errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {},
    extra: { offerSignIn?: boolean } = {},
  ) => data({ lastResult: submission.reply({ hideFields: ["password"], ...errors }), ...extra }, { status });

  // The logo is checked by its bytes; the schema never sees it on the server.
  const fieldErrors: Record<string, string[]> = {};
  const upload = files.get("logo");
  let logo: { contentType: NonNullable<ReturnType<typeof detectImageType>>; bytes: Uint8Array } | null = null;
  if (tooLarge === "logo") {
    fieldErrors.logo = [APPLICATION_MESSAGES.logoSize];
  } else if (upload) {
    const contentType = detectImageType(upload.bytes);
    if (contentType) logo = { contentType, bytes: upload.bytes };
    else fieldErrors.logo = [APPLICATION_MESSAGES.logoType];
  }
  const zip = parseZip(String(formData.get("zip_code") ?? ""));
  if (zip.ok && !(await findZipCode(zip.zip))) fieldErrors.zip_code = [APPLICATION_MESSAGES.unknownZip];

  if (submission.status !== "success" || Object.keys(fieldErrors).length > 0) {
    // 413 for a logo over its limit, yet with the whole form: nothing typed is lost.
    return reply(tooLarge ? 413 : 400, Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {});
  }
  // A complete application is checked for a bot's traits before anything is created.
  const honeypot = checkHoneypot(formData);
  if (honeypot !== "ok") {
    log.warn("application refused as a bot's", { honeypot });
    return reply(400, { formErrors: [APPLICATION_MESSAGES.bot] });
  }

  // Counted only for complete applications that create an account (given back otherwise).
  const allowance = await takeAccountCreation(clientIp(context));
  if (!allowance.ok) {
    log.warn("application rate limit reached");
    return reply(429, { formErrors: [APPLICATION_MESSAGES.tooMany] });
  }

  const details = submission.value;
  let account: ApplicationAccount;
  if (applicant) {
    account = { kind: "existing", userId: applicant.id, email: applicant.email };
  } else {
    const { email, password } = details as NewAccountApplication;
    // Hashed before the transaction, so the database is not held during the hash.
    account = { kind: "new", email, passwordHash: await hashPassword(password) };
  }

  const origin = publicOrigin();
  try {
    const { applicationId } = await submitApplication({ details, account, logo, portalUrl: `${origin}/provider` });
    log.info("application submitted", { applicationId });
    return redirectWithToast(applicationSubmittedPath(applicationId), { type: "success", description: APPLICATION_MESSAGES.success });
  } catch (error) {
    await allowance.giveBack();
    if (error instanceof EmailTakenError) {
      return reply(409, { formErrors: [APPLICATION_MESSAGES.accountExists] }, { offerSignIn: true });
    }
    if (error instanceof PendingApplicationError) {
      return reply(409, { formErrors: [APPLICATION_MESSAGES.pending] });
    }
    log.error("application failed", { error });
    if (error instanceof LogoStorageError) return reply(500, { formErrors: [APPLICATION_MESSAGES.logoUpload] });
    if (error instanceof ApplicationInsertError) return reply(500, { formErrors: [error.message] });
    return reply(500, { formErrors: [APPLICATION_MESSAGES.failed] });
  }
}

export default function JoinPage() {
  const { applicantEmail, pending, formStarted } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <BackLink to="/">Back to Home</BackLink>
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Join the Service Provider Network</h1>
        <p className="text-lg text-muted-foreground">
          Tell us about your business. We review every application and e-mail you when it is decided.
        </p>
      </div>
      {pending ? (
        <Card className="space-y-3 p-6">
          <h2 className="text-xl font-semibold">Your application is under review</h2>
          <p>
            We received the application for <strong>{pending.businessName}</strong> on {pending.submittedOn}. {APPLICATION_MESSAGES.pending}
          </p>
          <ButtonLink to="/provider">Open the provider portal</ButtonLink>
        </Card>
      ) : (
        <ApplicationForm
          applicantEmail={applicantEmail}
          formStarted={formStarted}
          lastResult={actionData?.lastResult}
          offerSignIn={actionData && "offerSignIn" in actionData ? actionData.offerSignIn : false}
        />
      )}
    </div>
  );
}
