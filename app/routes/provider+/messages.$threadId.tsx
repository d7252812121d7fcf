import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { DeclineForm, QuoteForm } from "~/components/quotes/quote-form";
import { QuoteLines } from "~/components/quotes/quote-lines";
import { RequestPhotos } from "~/components/quotes/request-photos";
import { MessageForm, ReportForm, ThreadMessages } from "~/components/threads/thread-messages";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { refuseForm } from "~/domain/outcome";
import { QUOTE_MESSAGES } from "~/domain/quotes";
import { declineFormSchema, messageFormSchema, quoteFormSchema, reportFormSchema } from "~/domain/quotes.schema.server";
import { readFormData } from "~/lib/form.server";
import { invariantResponse, refusalReply } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireAccess, requireOwnership } from "~/services/support/access.server";
import { answerWithQuote, declineRequest, providerThreadPage, postMessage, reportConversation } from "~/services/quotes/index.server";

const NOT_FOUND = "Conversation not found";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const user = await requireAccess(request, "provider");
  const thread = await requireOwnership(user, { thread: params.threadId ?? "" });
  const page = await providerThreadPage(thread, new Date());
  invariantResponse(page, NOT_FOUND);
  return data(page, { headers: { "Cache-Control": "private, no-store" } });
}

type Errors = { message?: string; report?: string; decline?: string; body?: string; reason?: string };

export async function action({ params, request }: ActionFunctionArgs) {
  const user = await requireAccess(request, "provider");
  const thread = await requireOwnership(user, { thread: params.threadId ?? "" });
  const back = `/provider/messages/${thread.id}`;
  const form = await readFormData(request);
  const now = new Date();
  const refused = (errors: Errors, status: number) => data({ errors, lastResult: undefined }, { status });
  switch (form.get("intent")) {
    case "quote": {
      const submission = parseWithZod(form, { schema: quoteFormSchema });
      const outcome = submission.status === "success" ? await answerWithQuote({ thread, quote: submission.value, now }) : refuseForm();
      if (!outcome.ok) return refusalReply(submission, outcome, { extra: { errors: {} as Errors } });
      return redirectWithToast(back, {
        type: "success",
        description: outcome.revised ? QUOTE_MESSAGES.quoteUpdated : QUOTE_MESSAGES.quoteSent,
      });
    }
    case "decline": {
      const reason = String(form.get("reason") ?? "").slice(0, 500);
      const submission = parseWithZod(form, { schema: declineFormSchema });
      if (submission.status !== "success") return refused({ decline: QUOTE_MESSAGES.declineReason, reason }, 400);
      const outcome = await declineRequest({ thread, reason: submission.value.reason, now });
      if (!outcome.ok) return refused({ decline: outcome.message, reason }, outcome.status);
      return redirectWithToast(back, { type: "success", description: QUOTE_MESSAGES.declined });
    }
    case "report": {
      const submission = parseWithZod(form, { schema: reportFormSchema });
      if (submission.status !== "success") return refused({ report: QUOTE_MESSAGES.reportReason }, 400);
      const outcome = await reportConversation({ scope: thread, reason: submission.value.reason, now });
      if (!outcome.ok) return refused({ report: outcome.message }, outcome.status);
      return redirectWithToast(back, { type: "success", description: QUOTE_MESSAGES.reported });
    }
    default: {
      const body = String(form.get("body") ?? "").slice(0, 2000);
      const submission = parseWithZod(form, { schema: messageFormSchema });
      if (submission.status !== "success") return refused({ message: QUOTE_MESSAGES.message, body }, 400);
      const outcome = await postMessage({ scope: thread, body: submission.value.body, via: "web", now });
      if (!outcome.ok) return refused({ message: outcome.message, body }, outcome.status);
      return redirectWithToast(`${back}#latest`, { type: "success", description: QUOTE_MESSAGES.messageSent });
    }
  }
}

export default function ProviderThread() {
  const { thread, request, quote, quoteForm, messages } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const errors: Errors = actionData?.errors ?? {};
  const here = `/provider/messages/${thread.id}`;
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h2 className="text-2xl font-bold">
          {thread.customer} · {thread.serviceName}
        </h2>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {thread.answer ? <Badge>{thread.answer}</Badge> : null}
          <Link to="/provider/requests" className="font-medium text-primary underline">
            All requests
          </Link>
          {thread.bookingHref ? (
            <Link to={thread.bookingHref} className="font-medium text-primary underline">
              Booked: see your bookings
            </Link>
          ) : null}
        </p>
      </div>
      {request ? (
        <Card className="space-y-3 p-6">
          <h3 className="text-lg font-semibold">The request</h3>
          <p className="text-sm text-muted-foreground">
            {request.category} · {request.place} · {request.needed} · received {request.sentAt}
          </p>
          <p className="whitespace-pre-line">{request.description}</p>
          <RequestPhotos photos={request.photos} />
          {thread.declineReason ? <p className="text-sm">You declined: “{thread.declineReason}”</p> : null}
        </Card>
      ) : null}
      {quote ? (
        <Card className="space-y-3 p-6">
          <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            Your quote {quote.expired ? <Badge tone="warning">Expired</Badge> : null}
            {quote.status === "accepted" ? <Badge tone="success">Accepted</Badge> : null}
            {quote.status === "closed" ? <Badge>Closed</Badge> : null}
          </h3>
          <QuoteLines quote={quote} caption="Your quote" />
        </Card>
      ) : null}
      {quoteForm ? (
        <Card className="space-y-4 p-6">
          <h3 className="text-lg font-semibold">{quoteForm.revising ? "Update your quote" : "Send a quote"}</h3>
          <QuoteForm
            action={here}
            defaults={quoteForm.defaults}
            minDate={quoteForm.minDate}
            maxDate={quoteForm.maxDate}
            depositAllowed={quoteForm.depositAllowed}
            revising={quoteForm.revising}
            lastResult={actionData?.lastResult}
          />
          <DeclineForm action={here} error={errors.decline ?? null} reason={errors.reason ?? ""} />
        </Card>
      ) : null}
      <Card className="space-y-4 p-6">
        <h3 className="text-lg font-semibold">Messages</h3>
        <ThreadMessages messages={messages} empty="No messages yet. Ask the customer anything you need to quote." />
        <div id="latest" />
        {thread.canWrite ? (
          <MessageForm action={here} hidden={{}} error={errors.message ?? null} body={errors.body ?? ""} />
        ) : (
          <p className="text-muted-foreground">This service is off, so messages cannot be sent.</p>
        )}
      </Card>
      <ReportForm action={here} hidden={{}} reported={thread.reported} error={errors.report ?? null} />
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/provider/requests", label: "Back to requests" });
