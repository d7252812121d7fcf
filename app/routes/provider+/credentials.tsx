import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { CredentialFields, useCredentialLabels } from "~/components/portal/credential-fields";
import { SubmissionKeyField } from "~/components/submission-key-field";
import { FormError } from "~/components/ui/alert";
import { AskFirst } from "~/components/ui/ask-first";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Select } from "~/components/ui/select";
import { getFormProps, useForm } from "~/components/use-form";
import { useIsPending } from "~/components/use-is-pending";
import { CREDENTIAL_REASONS, CREDENTIAL_STATES, DOCUMENT_MAX_BYTES } from "~/domain/credentials/credentials";
import { portalCredentialSchema } from "~/domain/credentials/credentials.schema.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { readFormWithFile } from "~/lib/form.server";
import { textResponse } from "~/lib/http.server";
import { invalidFormReply, refusalReply, refusalToast } from "~/lib/refusals.server";
import { newSubmissionKey, submissionOf } from "~/lib/submission-key.server";
import { redirectWithToast } from "~/lib/toast.server";
import { credentialFormToday, credentialsPage, submitCredential, withdrawCredential } from "~/services/credentials/index.server";
import { requireAccess } from "~/services/support/access.server";
import { requestLanguage } from "~/lib/language.server";
import { languageOfMatches, useWords } from "~/components/use-words";
import { credentialFieldWords, credentialPageWords } from "~/locales/credentials";
import { portalWords } from "~/locales/portal";
import { fill } from "~/locales/words";
import { FORM_REASONS } from "~/domain/forms/fields";

export const meta: MetaFunction = ({ matches }) => {
  const language = languageOfMatches(matches);
  return [
    { title: `${credentialPageWords[language].title} | ${portalWords[language].title} | Porchlight` },
    { name: "robots", content: "noindex" },
  ];
};

const PATH = "/provider/credentials";

/** /provider/credentials: licences, insurance and checks sent for checking, their states, and what each tile's listing needs (decision 0035). */
export async function loader({ request }: LoaderFunctionArgs) {
  const owner = await requireAccess(request, "provider");
  const page = await credentialsPage(owner, new Date(), requestLanguage(request).language);
  return {
    ...page,
    states: CREDENTIAL_STATES,
    submissionKey: newSubmissionKey(),
    constraints: formConstraints(portalCredentialSchema(page.today)),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const owner = await requireAccess(request, "provider");
  // The document streams in up to 10 MB; past that it is dropped as it comes and the form says so.
  const { formData: form, image: document } = await readFormWithFile(request, "document", DOCUMENT_MAX_BYTES);
  const intent = form.get("intent");
  const now = new Date();
  if (intent === "add") {
    const today = await credentialFormToday(owner, now);
    const submission = parseWithZod(form, { schema: portalCredentialSchema(today) });
    if (submission.status !== "success") return invalidFormReply(submission);
    const outcome = await submitCredential(owner, {
      fields: submission.value,
      document,
      once: submissionOf(form, "credential", submission.value, document && "bytes" in document ? [document] : []),
      now,
    });
    if (!outcome.ok) return refusalReply(submission, outcome);
    return redirectWithToast(PATH, { type: "success", description: CREDENTIAL_REASONS.submitted });
  }
  if (intent === "withdraw") {
    const outcome = await withdrawCredential(owner, String(form.get("credential_id") ?? ""), now);
    if (!outcome.ok) return refusalToast(PATH, outcome);
    return redirectWithToast(PATH, { type: "success", description: CREDENTIAL_REASONS.withdrawn });
  }
  throw textResponse(400, FORM_REASONS.unknownAction);
}

function AddCredentialForm() {
  const { constraints, holders, today, submissionKey, states } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "add-credential",
    lastResult: actionData?.lastResult,
    constraint: constraints,
    shouldValidate: "onSubmit",
  });
  const busy = useIsPending({ match: { intent: "add" } });
  const credentialLabels = useCredentialLabels();
  const words = useWords(credentialPageWords);
  const fieldWords = useWords(credentialFieldWords);
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-4" {...getFormProps(form)} noValidate>
      <FormErrorSummary
        form={form}
        labels={{ holder: words.whoseIsIt, ...credentialLabels, document: { label: fieldWords.document, target: "document-input" } }}
      />
      <SubmissionKeyField value={submissionKey} />
      <FormError errors={form.errors} />
      <Select meta={fields.holder} label={words.whoseIsIt} options={holders} />
      <CredentialFields fields={fields} states={states} minDate={today} documentError={fields.document?.errors?.[0]} />
      <Button type="submit" name="intent" value="add" disabled={busy}>
        {busy ? words.sending : words.sendForChecking}
      </Button>
    </Form>
  );
}

export default function ProviderCredentials() {
  const { credentials, tiles } = useLoaderData<typeof loader>();
  const words = useWords(credentialPageWords);
  return (
    <div className="space-y-6">
      <Card className="space-y-4 p-6">
        <h2 className="text-xl font-semibold">{words.title}</h2>
        <p className="text-muted-foreground">{words.lead}</p>
        {tiles.some((tile) => tile.needs.length > 0) ? (
          <ul className="space-y-2">
            {tiles
              .filter((tile) => tile.needs.length > 0)
              .map((tile) => (
                <li key={tile.id} className="text-sm">
                  {fill(words.needsToBeListed, { service: tile.name, needs: tile.needs.join(words.and) })}{" "}
                  {tile.missing.length === 0 ? (
                    <span className="font-medium text-success">{words.allVerified}</span>
                  ) : (
                    <span className="font-medium text-destructive">{fill(words.missing, { missing: tile.missing.join(words.and) })}</span>
                  )}
                </li>
              ))}
          </ul>
        ) : null}
        {credentials.length === 0 ? (
          <p className="text-muted-foreground">{words.none}</p>
        ) : (
          <ul className="space-y-3">
            {credentials.map((credential) => (
              <li key={credential.id} className="space-y-1 rounded-xl border border-border p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold break-words">
                    {credential.kind} {credential.number} ({credential.state}) · {credential.holder}
                  </h3>
                  <span className="text-sm font-medium">{credential.statusLabel}</span>
                </div>
                <p className="text-sm break-words">
                  {credential.issuer} · {fill(words.validThrough, { date: credential.expiresOn })}
                  {credential.verifiedOn ? fill(words.verifiedOn, { date: credential.verifiedOn }) : ""}
                </p>
                {credential.reason ? <p className="text-sm text-destructive">{fill(words.reason, { reason: credential.reason })}</p> : null}
                <div className="flex flex-wrap items-center gap-3">
                  <a className="text-sm font-medium text-primary underline" href={credential.documentHref}>
                    {words.openDocument}
                    <span className="sr-only">{fill(words.ofCredential, { credential: `${credential.kind} ${credential.number}` })}</span>
                  </a>
                  {credential.withdrawable ? (
                    <AskFirst
                      label={
                        <>
                          {words.withdraw}
                          <span className="sr-only">
                            {" "}
                            {credential.kind} {credential.number}
                          </span>
                        </>
                      }
                      question={credential.verifiedOn ? words.withdrawVerified : words.withdrawWaiting}
                    >
                      <Form method="post" encType="multipart/form-data">
                        <input type="hidden" name="credential_id" value={credential.id} />
                        <Button type="submit" name="intent" value="withdraw" variant="destructive" size="sm">
                          {words.yesWithdraw}
                        </Button>
                      </Form>
                    </AskFirst>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="space-y-4 p-6">
        <h2 className="text-xl font-semibold">{words.add}</h2>
        <AddCredentialForm />
      </Card>
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/provider", label: "backToPortal" });
