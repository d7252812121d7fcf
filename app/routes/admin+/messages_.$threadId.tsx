import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { ThreadMessages, type MessageView } from "~/components/threads/thread-messages";
import { FormError } from "~/components/ui/alert";
import { FieldError } from "~/components/ui/text-field";
import { splitKey } from "~/components/ui/field";
import { checkConstraints } from "~/components/form-checks";
import { getFormProps, getInputProps, useForm, type FormConstraints } from "~/components/use-form";
import { BackLink } from "~/components/ui/back-link";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Textarea } from "~/components/ui/textarea";
import { QUOTE_REASONS } from "~/domain/quotes/quotes";
import { hideMessageFormSchema } from "~/domain/quotes/quotes.schema.server";
import { readFormData } from "~/lib/form.server";
import { invalidFormReply, invariantResponse, refusalReply } from "~/lib/refusals.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireAccess, requireOwnership } from "~/services/support/access.server";
import { adminThreadPage, hideReportedMessage } from "~/services/quotes/index.server";
import { requestLanguage } from "~/lib/language.server";
import { useWords } from "~/components/use-words";
import { betweenIn, reportedWords, reporterIn } from "~/locales/admin";
import { fill } from "~/locales/words";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const admin = await requireAccess(request, "admin");
  const thread = await requireOwnership(admin, { thread: params.threadId ?? "" });
  const page = await adminThreadPage(thread, requestLanguage(request).language);
  invariantResponse(page, QUOTE_REASONS.notReported);
  return data({ ...page, constraints: formConstraints(hideMessageFormSchema) }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ params, request }: ActionFunctionArgs) {
  const admin = await requireAccess(request, "admin");
  const thread = await requireOwnership(admin, { thread: params.threadId ?? "" });
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: hideMessageFormSchema });
  if (submission.status !== "success") return invalidFormReply(submission);
  const outcome = await hideReportedMessage({
    thread,
    messageId: submission.value.message_id,
    reason: submission.value.reason,
    now: new Date(),
  });
  if (!outcome.ok) return refusalReply(submission, outcome);
  return redirectWithToast(`/admin/messages/${thread.id}`, { type: "success", description: QUOTE_REASONS.hidden });
}

function HideMessageForm({ messages, constraint }: { messages: readonly MessageView[]; constraint: FormConstraints }) {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "hide-message",
    lastResult: actionData?.lastResult,
    constraint,
    onValidate: checkConstraints,
    shouldValidate: "onSubmit",
  });
  const words = useWords(reportedWords);
  const choiceError = fields.message_id.errors?.[0];
  return (
    <Form method="post" className="space-y-3 border-t border-border pt-4" {...getFormProps(form)}>
      <FormErrorSummary form={form} labels={{ reason: words.reason, message_id: words.hideLegend }} />
      <FormError errors={form.errors} />
      <fieldset className="space-y-2" aria-describedby={choiceError ? fields.message_id.errorId : undefined}>
        <legend className="text-sm font-medium">{words.hideLegend}</legend>
        {messages
          .filter((message) => !message.hidden)
          .map((message) => (
            <label key={message.id} className="flex items-start gap-2 text-sm">
              <input {...splitKey(getInputProps(fields.message_id, { type: "radio", value: message.id })).props} />
              <span className="break-words">
                {message.who}, {message.at}: “{(message.text ?? "").slice(0, 80)}”
              </span>
            </label>
          ))}
        <FieldError id={fields.message_id.errorId} error={choiceError} />
      </fieldset>
      <Textarea meta={fields.reason} label={words.reason} rows={2} />
      <Button type="submit" variant="destructive" size="sm">
        {words.hideMessage}
      </Button>
    </Form>
  );
}

export default function AdminThread() {
  const { thread, messages, constraints } = useLoaderData<typeof loader>();
  const words = useWords(reportedWords);
  return (
    <div className="space-y-4">
      <BackLink to="/admin/messages">{words.back}</BackLink>
      <Card className="space-y-2 p-6">
        <h2 className="text-xl font-semibold">{betweenIn(words, thread)}</h2>
        <p className="text-sm text-muted-foreground">
          {fill(words.reportedWhy, { who: reporterIn(words, thread), at: thread.reportedAt, reason: thread.reason })}
        </p>
      </Card>
      <Card className="space-y-4 p-6">
        <ThreadMessages messages={messages} empty={words.noMessages} />
        {messages.some((message) => !message.hidden) ? <HideMessageForm messages={messages} constraint={constraints} /> : null}
      </Card>
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/admin/messages", label: "backToReported" });
