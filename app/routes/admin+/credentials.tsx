import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { checkConstraints } from "~/components/form-checks";
import { FormError } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { KeysetPagination } from "~/components/ui/pagination";
import { Textarea } from "~/components/ui/textarea";
import { getFormProps, useForm, type FormConstraints, type SubmissionResult } from "~/components/use-form";
import { useIsPending } from "~/components/use-is-pending";
import { CREDENTIAL_REASONS } from "~/domain/credentials/credentials";
import { credentialRejectionSchema } from "~/domain/credentials/credentials.schema.server";
import { pageHrefs, parsePageRequest } from "~/domain/pagination";
import { formConstraints } from "~/lib/form-constraints.server";
import { readFormData } from "~/lib/form.server";
import { textResponse } from "~/lib/http.server";
import { invalidFormReply, refusalReply, refusalToast } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  ALREADY_VERIFIED,
  credentialQueue,
  rejectCredential,
  verifyCredential,
  withdrawVerification,
} from "~/services/credentials/index.server";
import { requireAccess } from "~/services/support/access.server";
import { requestLanguage } from "~/lib/language.server";
import { useWords } from "~/components/use-words";
import { credentialQueueWords } from "~/locales/admin";
import { fill } from "~/locales/words";
import { FORM_REASONS } from "~/domain/forms/fields";

const PATH = "/admin/credentials";
const PER_PAGE = 10;

/** /admin/credentials: the credentials waiting for checking, oldest first, each beside its document (decision 0035). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccess(request, "admin");
  const page = parsePageRequest(new URL(request.url).searchParams, PER_PAGE);
  const { rows, links } = await credentialQueue(page, requestLanguage(request).language);
  return data(
    {
      credentials: rows,
      pages: pageHrefs(PATH, new URLSearchParams(), page, links),
      constraints: formConstraints(credentialRejectionSchema),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAccess(request, "admin");
  const form = await readFormData(request);
  const intent = form.get("intent");
  const now = new Date();
  const { language } = requestLanguage(request);
  if (intent === "verify") {
    const outcome = await verifyCredential(admin.id, String(form.get("credential_id") ?? ""), now, language);
    if (!outcome.ok) return refusalToast(PATH, outcome);
    return redirectWithToast(PATH, { type: "success", description: CREDENTIAL_REASONS.verified });
  }
  if (intent === "reject" || intent === "withdraw-verification") {
    const submission = parseWithZod(form, { schema: credentialRejectionSchema });
    const credentialId = String(form.get("credential_id") ?? "");
    if (submission.status !== "success") return invalidFormReply(submission, { extra: { credentialId } });
    const { credential_id, reason } = submission.value;
    const decide = intent === "reject" ? rejectCredential : withdrawVerification;
    const outcome = await decide(admin.id, credential_id, reason, now, language);
    // Decided meanwhile on another admin's page: said at the top (it is no longer in the queue), with whom and when.
    const stale = outcome.ok ? null : { message: outcome.message, withdrawable: outcome.code === ALREADY_VERIFIED, reason };
    if (!outcome.ok) return refusalReply(submission, outcome, { extra: { credentialId, stale } });
    return redirectWithToast(PATH, {
      type: "success",
      description: intent === "reject" ? CREDENTIAL_REASONS.rejected : CREDENTIAL_REASONS.revoked,
    });
  }
  throw textResponse(400, FORM_REASONS.unknownAction);
}

type QueuedCredential = ReturnType<typeof useLoaderData<typeof loader>>["credentials"][number];

function Decision({
  credential,
  lastResult,
  constraint,
}: {
  credential: QueuedCredential;
  lastResult?: SubmissionResult;
  constraint: FormConstraints;
}) {
  const verifying = useIsPending({ match: { credential_id: credential.id, intent: "verify" } });
  const rejecting = useIsPending({ match: { credential_id: credential.id, intent: "reject" } });
  const [form, fields] = useForm({
    id: `reject-${credential.id}`,
    lastResult,
    constraint,
    onValidate: checkConstraints,
    shouldValidate: "onSubmit",
  });
  const words = useWords(credentialQueueWords);
  const label = `${credential.kind} ${credential.number}`;
  return (
    <div className="space-y-3">
      <Form method="post">
        <input type="hidden" name="credential_id" value={credential.id} />
        <Button type="submit" name="intent" value="verify" disabled={verifying}>
          {verifying ? words.verifying : words.verify}
          <span className="sr-only"> {label}</span>
        </Button>
      </Form>
      <Form method="post" className="space-y-2" {...getFormProps(form)}>
        <FormErrorSummary form={form} labels={{ reason: words.reasonShort }} />
        <FormError errors={form.errors} />
        <input type="hidden" name="credential_id" value={credential.id} />
        <Textarea meta={fields.reason} label={fill(words.reason, { label })} rows={2} />
        <Button type="submit" name="intent" value="reject" variant="destructive" size="sm" disabled={rejecting}>
          {rejecting ? words.rejecting : words.reject}
          <span className="sr-only"> {label}</span>
        </Button>
      </Form>
    </div>
  );
}

type StaleDecision = { message: string; withdrawable: boolean; reason: string };

/** A decision made on a stale page: what happened meanwhile, and (a verification it meant to reject) the offer to withdraw it. */
function DecidedMeanwhile({ credentialId, stale }: { credentialId: string; stale: StaleDecision }) {
  const withdrawing = useIsPending({ match: { credential_id: credentialId, intent: "withdraw-verification" } });
  const words = useWords(credentialQueueWords);
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-destructive bg-destructive-soft p-4">
      <p className="font-semibold">{words.nothingChanged}</p>
      <p className="break-words">{stale.message}</p>
      {stale.withdrawable ? (
        <Form method="post" className="space-y-2">
          <input type="hidden" name="credential_id" value={credentialId} />
          <input type="hidden" name="reason" value={stale.reason} />
          <p className="text-sm break-words">{fill(words.withdrawLead, { reason: stale.reason })}</p>
          <Button type="submit" name="intent" value="withdraw-verification" variant="destructive" size="sm" disabled={withdrawing}>
            {withdrawing ? words.withdrawing : words.withdraw}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}

export default function AdminCredentials() {
  const { credentials, pages, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const stale = actionData && "stale" in actionData ? (actionData.stale as StaleDecision | null) : null;
  const words = useWords(credentialQueueWords);
  return (
    <Card className="space-y-4 p-6">
      {stale && actionData ? <DecidedMeanwhile credentialId={actionData.credentialId} stale={stale} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{words.title}</h2>
        <Link to="/admin/credentials/settings" className="text-sm font-medium text-primary underline">
          {words.settings}
        </Link>
      </div>
      <p className="text-sm text-muted-foreground">{words.lead}</p>
      {credentials.length === 0 ? <p className="text-muted-foreground">{words.none}</p> : null}
      <ul className="space-y-4">
        {credentials.map((credential) => (
          <li key={credential.id} className="grid gap-4 rounded-xl border border-border p-4 lg:grid-cols-2">
            <div className="space-y-2">
              <h3 className="font-semibold break-words">
                {credential.kind} {credential.number} · {credential.holder}
              </h3>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">{words.business}</dt>
                <dd className="break-words">{credential.business}</dd>
                <dt className="text-muted-foreground">{words.number}</dt>
                <dd className="font-mono break-all">{credential.number}</dd>
                <dt className="text-muted-foreground">{words.issuedBy}</dt>
                <dd className="break-words">
                  {credential.issuer} ({credential.state})
                </dd>
                <dt className="text-muted-foreground">{words.validThrough}</dt>
                <dd>{credential.expiresOn}</dd>
                <dt className="text-muted-foreground">{words.sent}</dt>
                <dd>{credential.submittedOn}</dd>
              </dl>
              <p className="text-sm">
                {credential.lookupUrl ? (
                  <a className="font-medium text-primary underline" href={credential.lookupUrl} target="_blank" rel="noreferrer noopener">
                    {fill(words.lookUp, { state: credential.state })}
                  </a>
                ) : (
                  <span className="text-muted-foreground">{words.noLookup}</span>
                )}
              </p>
            </div>
            {/* Beside the facts on a wide screen; on a phone, before the decision, so it is read first. */}
            <div className="space-y-2 lg:col-start-2 lg:row-span-2 lg:row-start-1">
              {credential.documentIsPdf ? (
                <iframe
                  src={credential.documentHref}
                  title={fill(words.documentOfPdf, { label: `${credential.kind} ${credential.number}` })}
                  loading="lazy"
                  className="h-96 w-full rounded-lg border border-border"
                />
              ) : (
                <img
                  src={credential.documentHref}
                  alt={fill(words.documentOf, { label: `${credential.kind} ${credential.number}` })}
                  loading="lazy"
                  className="max-h-96 w-full rounded-lg border border-border object-contain"
                />
              )}
              <a className="text-sm font-medium text-primary underline" href={credential.documentHref} target="_blank" rel="noreferrer">
                {credential.documentIsPdf ? words.openPdf : words.openDocument}
                <span className="sr-only">{fill(words.ofLabel, { label: `${credential.kind} ${credential.number}` })}</span>
              </a>
            </div>
            <div className="space-y-2 lg:col-start-1 lg:row-start-2">
              <p className="rounded-lg bg-accent p-3 text-sm text-accent-foreground">
                {words.checkNumberBefore} <span className="font-mono break-all">{credential.number}</span>
                {words.checkNumberAfter}
              </p>
              <Decision
                credential={credential}
                lastResult={actionData?.credentialId === credential.id ? actionData.lastResult : undefined}
                constraint={constraints}
              />
            </div>
          </li>
        ))}
      </ul>
      <KeysetPagination {...pages} firstHref={credentials.length === 0 ? pages.firstHref : undefined} />
    </Card>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/admin", label: "backToAdmin" });
