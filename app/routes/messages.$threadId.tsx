import { isPrefetch } from "~/lib/http.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { pageErrorBoundary } from "~/components/error-boundary";
import { NotFoundCard } from "~/components/not-found-card";
import { MessageForm, ReportForm, ThreadMessages } from "~/components/threads/thread-messages";
import { Card } from "~/components/ui/card";
import { KeepTogether } from "~/components/ui/keep-together";
import { QUOTE_REASONS } from "~/domain/quotes/quotes";
import { SUBMISSION_KEY_FIELD } from "~/domain/forms/submission";
import { messageFormSchema, reportFormSchema } from "~/domain/quotes/quotes.schema.server";
import { readFormWithPhotos } from "~/lib/form.server";
import { newSubmissionKey, submissionOf } from "~/lib/submission-key.server";
import { invalidFormReply, invariantResponse, refusalReply } from "~/lib/refusals.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { openThreadLink, threadPath } from "~/lib/signed-links.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requestLanguage } from "~/lib/language.server";
import { languageOfMatches, useSay, useWords } from "~/components/use-words";
import { threadWords } from "~/locales/threads";
import { fill } from "~/locales/words";
import { customerThreadPage, postMessage, reportConversation } from "~/services/quotes/index.server";
import { NOT_FOUND_REASONS } from "~/domain/outcome";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${threadWords[languageOfMatches(matches)].title} | Porchlight` },
  { name: "robots", content: "noindex" },
];

const NOT_FOUND = NOT_FOUND_REASONS.conversation;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const link = openThreadLink(params.threadId, new URL(request.url).searchParams.get("token"));
  invariantResponse(link, NOT_FOUND);
  const page = await customerThreadPage(link, { markRead: !isPrefetch(request), language: requestLanguage(request).language });
  invariantResponse(page, NOT_FOUND);
  const constraints = { message: formConstraints(messageFormSchema), report: formConstraints(reportFormSchema) };
  return data(
    { ...page, token: link.token, submissionKey: newSubmissionKey(), constraints },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ params, request }: ActionFunctionArgs) {
  const { formData: form, photos } = await readFormWithPhotos(request);
  const link = openThreadLink(params.threadId, form.get("token"));
  invariantResponse(link, NOT_FOUND);
  const { language } = requestLanguage(request);
  const back = threadPath(link.threadId, language);
  const now = new Date();
  if (form.get("intent") === "report") {
    const submission = parseWithZod(form, { schema: reportFormSchema });
    if (submission.status !== "success") return invalidFormReply(submission, { extra: { form: "report" as const } });
    const outcome = await reportConversation({ scope: link, reason: submission.value.reason, now });
    if (!outcome.ok) return refusalReply(submission, outcome, { extra: { form: "report" as const } });
    return redirectWithToast(back, { type: "success", description: QUOTE_REASONS.reported });
  }
  const submission = parseWithZod(form, { schema: messageFormSchema });
  if (submission.status !== "success") return invalidFormReply(submission, { extra: { form: "message" as const } });
  const outcome = await postMessage({
    scope: link,
    body: submission.value.body,
    upload: photos,
    once: submissionOf(form, "message", { threadId: link.threadId, body: submission.value.body }, photos.files),
    now,
  });
  if (!outcome.ok) return refusalReply(submission, outcome, { extra: { form: "message" as const } });
  return redirectWithToast(`${back}#latest`, { type: "success", description: QUOTE_REASONS.messageSent });
}

export default function CustomerThread() {
  const { thread, messages, token, submissionKey, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const words = useWords(threadWords);
  const say = useSay();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{fill(words.messagesWith, { business: thread.businessName })}</h1>
        {thread.booking ? (
          <p className="text-muted-foreground">
            {fill(words.aboutBooking, { service: thread.booking.serviceType })} <KeepTogether text={thread.booking.when} />.
          </p>
        ) : thread.about ? (
          <p className="text-muted-foreground">{fill(words.about, { about: thread.about })}</p>
        ) : null}
        <p className="flex flex-wrap gap-x-4 text-sm">
          {thread.bookingHref ? (
            <Link className="font-medium text-primary underline" to={thread.bookingHref}>
              {words.seeBooking}
            </Link>
          ) : null}
          {thread.requestHref ? (
            <Link className="font-medium text-primary underline" to={thread.requestHref}>
              {words.seeRequest}
            </Link>
          ) : null}
        </p>
      </div>
      <Card className="space-y-4 p-6">
        {thread.contactsShared ? null : <p className="text-sm text-muted-foreground">{words.hiddenContacts}</p>}
        <ThreadMessages messages={messages} empty={words.empty} />
        {thread.canWrite ? (
          <MessageForm
            action={here}
            hidden={{ token, [SUBMISSION_KEY_FIELD]: submissionKey }}
            lastResult={actionData?.form === "message" ? actionData.lastResult : undefined}
            constraint={constraints.message}
          />
        ) : (
          <p className="text-muted-foreground">{say(QUOTE_REASONS.noProvider)}</p>
        )}
      </Card>
      <ReportForm
        action={here}
        hidden={{ token }}
        reported={thread.reported}
        lastResult={actionData?.form === "report" ? actionData.lastResult : undefined}
        constraint={constraints.report}
      />
    </div>
  );
}

export const ErrorBoundary = pageErrorBoundary({
  404: () => <ThreadNotFound />,
});

function ThreadNotFound() {
  const words = useWords(threadWords);
  const say = useSay();
  return <NotFoundCard title={say(NOT_FOUND_REASONS.conversation)}>{words.openWholeLink}</NotFoundCard>;
}
