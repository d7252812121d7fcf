import { isPrefetch } from "~/lib/http.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { DeclineForm, QuoteForm } from "~/components/quotes/quote-form";
import { QuoteLines } from "~/components/quotes/quote-lines";
import { RequestPhotos } from "~/components/quotes/photo-list";
import { MessageForm, ReportForm, ThreadMessages } from "~/components/threads/thread-messages";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { QUOTE_REASONS } from "~/domain/quotes/quotes";
import { SUBMISSION_KEY_FIELD } from "~/domain/forms/submission";
import { declineFormSchema, messageFormSchema, quoteFormSchema, reportFormSchema } from "~/domain/quotes/quotes.schema.server";
import { readFormWithPhotos } from "~/lib/form.server";
import { newSubmissionKey, submissionOf } from "~/lib/submission-key.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { invalidFormReply, invariantResponse, refusalReply } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireAccess, requireOwnership } from "~/services/support/access.server";
import { answerWithQuote, declineRequest, providerThreadPage, postMessage, reportConversation } from "~/services/quotes/index.server";
import { requestLanguage } from "~/lib/language.server";
import { useWords } from "~/components/use-words";
import { providerThreadWords } from "~/locales/provider-thread";
import { fill } from "~/locales/words";
import { NOT_FOUND_REASONS } from "~/domain/outcome";

const NOT_FOUND = NOT_FOUND_REASONS.conversation;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const user = await requireAccess(request, "provider");
  const thread = await requireOwnership(user, { thread: params.threadId ?? "" });
  const page = await providerThreadPage(thread, {
    now: new Date(),
    markRead: !isPrefetch(request),
    language: requestLanguage(request).language,
  });
  invariantResponse(page, NOT_FOUND);
  const constraints = {
    quote: formConstraints(quoteFormSchema),
    decline: formConstraints(declineFormSchema),
    message: formConstraints(messageFormSchema),
    report: formConstraints(reportFormSchema),
  };
  return data({ ...page, submissionKey: newSubmissionKey(), constraints }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ params, request }: ActionFunctionArgs) {
  const user = await requireAccess(request, "provider");
  const thread = await requireOwnership(user, { thread: params.threadId ?? "" });
  const back = `/provider/messages/${thread.id}`;
  const { formData: form, photos } = await readFormWithPhotos(request);
  const now = new Date();
  switch (form.get("intent")) {
    case "quote": {
      const submission = parseWithZod(form, { schema: quoteFormSchema });
      if (submission.status !== "success") return invalidFormReply(submission, { extra: { form: "quote" as const } });
      const outcome = await answerWithQuote({
        thread,
        quote: submission.value,
        once: submissionOf(form, "quote", { threadId: thread.id, quote: submission.value }),
        now,
      });
      if (!outcome.ok) return refusalReply(submission, outcome, { extra: { form: "quote" as const } });
      return redirectWithToast(back, {
        type: "success",
        description: outcome.revised ? QUOTE_REASONS.quoteUpdated : QUOTE_REASONS.quoteSent,
      });
    }
    case "decline": {
      const submission = parseWithZod(form, { schema: declineFormSchema });
      if (submission.status !== "success") return invalidFormReply(submission, { extra: { form: "decline" as const } });
      const outcome = await declineRequest({ thread, reason: submission.value.reason, now });
      if (!outcome.ok) return refusalReply(submission, outcome, { extra: { form: "decline" as const } });
      return redirectWithToast(back, { type: "success", description: QUOTE_REASONS.declined });
    }
    case "report": {
      const submission = parseWithZod(form, { schema: reportFormSchema });
      if (submission.status !== "success") return invalidFormReply(submission, { extra: { form: "report" as const } });
      const outcome = await reportConversation({ scope: thread, reason: submission.value.reason, now });
      if (!outcome.ok) return refusalReply(submission, outcome, { extra: { form: "report" as const } });
      return redirectWithToast(back, { type: "success", description: QUOTE_REASONS.reported });
    }
    default: {
      const submission = parseWithZod(form, { schema: messageFormSchema });
      if (submission.status !== "success") return invalidFormReply(submission, { extra: { form: "message" as const } });
      const outcome = await postMessage({
        scope: thread,
        body: submission.value.body,
        upload: photos,
        once: submissionOf(form, "message", { threadId: thread.id, body: submission.value.body }, photos.files),
        now,
      });
      if (!outcome.ok) return refusalReply(submission, outcome, { extra: { form: "message" as const } });
      return redirectWithToast(`${back}#latest`, { type: "success", description: QUOTE_REASONS.messageSent });
    }
  }
}

export default function ProviderThread() {
  const { thread, request, quote, quoteForm, messages, submissionKey, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const replyTo = (form: "quote" | "decline" | "message" | "report") => (actionData?.form === form ? actionData.lastResult : undefined);
  const here = `/provider/messages/${thread.id}`;
  const words = useWords(providerThreadWords);
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h2 className="text-2xl font-bold">
          {thread.customer} · {thread.serviceName}
        </h2>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {thread.answer ? <Badge>{thread.answer}</Badge> : null}
          <Link to="/provider/requests" className="font-medium text-primary underline">
            {words.allRequests}
          </Link>
          {thread.bookingHref ? (
            <Link to={thread.bookingHref} className="font-medium text-primary underline">
              {words.bookedSeeBookings}
            </Link>
          ) : null}
        </p>
      </div>
      {request ? (
        <Card className="space-y-3 p-6">
          <h3 className="text-lg font-semibold">{words.theRequest}</h3>
          <p className="text-sm text-muted-foreground">
            {fill(words.requestFacts, { category: request.category, place: request.place, needed: request.needed, sentAt: request.sentAt })}
          </p>
          <p className="whitespace-pre-line">{request.description}</p>
          <RequestPhotos photos={request.photos} />
          {thread.declineReason ? <p className="text-sm">{fill(words.youDeclined, { reason: thread.declineReason })}</p> : null}
        </Card>
      ) : null}
      {quote ? (
        <Card className="space-y-3 p-6">
          <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            {words.yourQuote} {quote.expired ? <Badge tone="warning">{words.expired}</Badge> : null}
            {quote.status === "accepted" ? <Badge tone="success">{words.accepted}</Badge> : null}
            {quote.status === "closed" ? <Badge>{words.closed}</Badge> : null}
          </h3>
          <QuoteLines quote={quote} caption={words.yourQuote} />
        </Card>
      ) : null}
      {quoteForm ? (
        <Card className="space-y-4 p-6">
          <h3 className="text-lg font-semibold">{quoteForm.revising ? words.updateYourQuote : words.sendAQuote}</h3>
          <QuoteForm
            action={here}
            defaults={quoteForm.defaults}
            minDate={quoteForm.minDate}
            maxDate={quoteForm.maxDate}
            depositAllowed={quoteForm.depositAllowed}
            revising={quoteForm.revising}
            submissionKey={submissionKey}
            lastResult={replyTo("quote")}
            constraint={constraints.quote}
          />
          <DeclineForm action={here} lastResult={replyTo("decline")} constraint={constraints.decline} />
        </Card>
      ) : null}
      <Card className="space-y-4 p-6">
        <h3 className="text-lg font-semibold">{words.messages}</h3>
        <ThreadMessages messages={messages} empty={words.noMessages} />
        {thread.canWrite ? (
          <MessageForm
            action={here}
            hidden={{ [SUBMISSION_KEY_FIELD]: submissionKey }}
            lastResult={replyTo("message")}
            constraint={constraints.message}
          />
        ) : (
          <p className="text-muted-foreground">{words.serviceOff}</p>
        )}
      </Card>
      <ReportForm action={here} hidden={{}} reported={thread.reported} lastResult={replyTo("report")} constraint={constraints.report} />
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/provider/requests", label: "backToRequests" });
