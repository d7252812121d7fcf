import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { FormError } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Textarea } from "~/components/ui/textarea";
import { getFormProps, useForm } from "~/components/use-form";
import { useIsPending } from "~/components/use-is-pending";
import { languageOfMatches, useWords } from "~/components/use-words";
import { DISPUTE_REASONS } from "~/domain/payments/disputes";
import { disputeResponseSchema } from "~/domain/payments/disputes.schema.server";
import { NOT_FOUND_REASONS } from "~/domain/outcome";
import { readFormData } from "~/lib/form.server";
import { requestLanguage } from "~/lib/language.server";
import { invalidFormReply, invariantResponse, refusalReply } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";
import { disputeWords } from "~/locales/billing";
import { fill } from "~/locales/words";
import { disputePage, respondToDispute } from "~/services/payments/index.server";
import { requireAccess, requireOwnership } from "~/services/support/access.server";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${disputeWords[languageOfMatches(matches)].title} | Porchlight` },
  { name: "robots", content: "noindex" },
];

/**
 * /dashboard/disputes/:id: a payment a customer's bank disputes (decision 0056). The business reads
 * the deadline and what Porchlight holds about the job, adds a note, and sends it through Stripe.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const user = await requireAccess(request, "dashboard");
  const dispute = await requireOwnership(user, { dispute: params.disputeId ?? "" });
  const page = await disputePage(dispute, requestLanguage(request).language);
  invariantResponse(page, NOT_FOUND_REASONS.payment);
  return data(page, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ params, request }: ActionFunctionArgs) {
  const user = await requireAccess(request, "dashboard");
  const dispute = await requireOwnership(user, { dispute: params.disputeId ?? "" });
  const submission = parseWithZod(await readFormData(request), { schema: disputeResponseSchema });
  if (submission.status !== "success") return invalidFormReply(submission);
  const outcome = await respondToDispute(dispute, submission.value.note || null, new Date());
  if (!outcome.ok) return refusalReply(submission, outcome);
  return redirectWithToast(new URL(request.url).pathname, { type: "success", description: DISPUTE_REASONS.evidenceSent });
}

export default function DisputePage() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.lastResult;
  const words = useWords(disputeWords);
  const [form, fields] = useForm({ id: "dispute-response", lastResult });
  const sending = useIsPending();
  const { facts } = page;
  const row = (label: string, value: string | null) =>
    value ? (
      <>
        <dt className="font-medium">{label}</dt>
        <dd className="break-words whitespace-pre-line">{value}</dd>
      </>
    ) : null;
  return (
    <Card className="space-y-5 p-6">
      <div className="space-y-1">
        <h2 className="text-xl font-semibold">{fill(words.heading, { amount: page.amount })}</h2>
        <p>
          <Badge tone={page.status === "lost" ? "warning" : page.status === "won" || page.status === "closed" ? "success" : "primary"}>
            {words[page.status]}
          </Badge>
        </p>
        <p className="text-muted-foreground">{fill(words.reason, { reason: page.reason })}</p>
        {page.deadline && page.status === "needs_response" ? (
          <p className="font-medium">{fill(words.deadline, { deadline: page.deadline })}</p>
        ) : null}
        {page.submittedAt ? <p>{fill(words.submitted, { at: page.submittedAt })}</p> : null}
      </div>
      <section aria-labelledby="evidence" className="space-y-2">
        <h3 id="evidence" className="text-lg font-semibold">
          {words.evidence}
        </h3>
        <p className="text-sm text-muted-foreground">{words.evidenceLead}</p>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {row(words.customer, `${facts.customerName} (${facts.customerEmail})`)}
          {row(words.job, `${facts.service}, ${facts.when} · ${facts.reference}`)}
          {row(words.address, facts.address)}
          {row(words.who, facts.worker)}
          {row(words.completed, facts.completedAt)}
          {row(words.policy, facts.policy ? `${facts.policy} (${fill(words.agreedOn, { at: facts.bookedAt })})` : null)}
          {row(words.receipt, facts.receipt)}
          {row(words.messages, facts.messages.length > 0 ? facts.messages.join("\n") : words.noMessages)}
        </dl>
      </section>
      {page.status === "needs_response" ? (
        <Form method="post" className="space-y-4" {...getFormProps(form)}>
          <FormError errors={form.errors} />
          <p className="text-sm text-muted-foreground">{words.noteHint}</p>
          <Textarea meta={fields.note} label={words.note} rows={4} />
          <Button type="submit" disabled={sending}>
            {sending ? words.sending : words.send}
          </Button>
        </Form>
      ) : null}
    </Card>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/dashboard", label: "backToDashboard" });
