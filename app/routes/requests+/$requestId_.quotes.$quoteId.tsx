import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { pageErrorBoundary } from "~/components/error-boundary";
import { NotFoundCard } from "~/components/not-found-card";
import { QuoteBookingForm } from "~/components/booking/quote-booking-form";
import { QuoteLines } from "~/components/quotes/quote-lines";
import { ErrorAlert } from "~/components/ui/alert";
import { BackLink } from "~/components/ui/back-link";
import { Card } from "~/components/ui/card";
import { QUOTE_REASONS } from "~/domain/quotes/quotes";
import { quoteBookingSchema } from "~/domain/quotes/quotes.schema.server";
import { readFormData } from "~/lib/form.server";
import { newSubmissionKey, submissionOf } from "~/lib/submission-key.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { clientIp } from "~/lib/http.server";
import { invariantResponse } from "~/lib/refusals.server";
import { openRequestLink, requestPath } from "~/lib/signed-links.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requestLanguage } from "~/lib/language.server";
import { languageOfMatches, useSay, useWords } from "~/components/use-words";
import { quotePageWords } from "~/locales/quotes";
import { fill } from "~/locales/words";
import { bookQuote, quoteAcceptPage } from "~/services/booking/index.server";
import { NOT_FOUND_REASONS } from "~/domain/outcome";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${quotePageWords[languageOfMatches(matches)].acceptTitle} | Porchlight` },
  { name: "robots", content: "noindex" },
];

const NOT_FOUND = NOT_FOUND_REASONS.quote;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const link = openRequestLink(params.requestId, url.searchParams.get("token"));
  invariantResponse(link, NOT_FOUND);
  const { language } = requestLanguage(request);
  const page = await quoteAcceptPage(link, params.quoteId ?? "", { date: url.searchParams.get("date"), now: new Date(), language });
  invariantResponse(page, NOT_FOUND);
  return data(
    {
      ...page,
      token: link.token,
      requestId: link.requestId,
      quoteId: params.quoteId!,
      requestHref: requestPath(link.requestId, language),
      submissionKey: newSubmissionKey(),
      constraints: formConstraints(quoteBookingSchema),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const link = openRequestLink(params.requestId, form.get("token"));
  invariantResponse(link, NOT_FOUND);
  const submission = parseWithZod(form, { schema: quoteBookingSchema });
  const outcome = await bookQuote({
    link,
    quoteId: params.quoteId ?? "",
    revision: Number(form.get("quote_revision")),
    form: submission.status === "success" ? submission.value : null,
    ip: clientIp(context),
    once: submissionOf(form, "quote-booking", {
      quoteId: params.quoteId,
      form: submission.status === "success" ? submission.value : null,
    }),
    now: new Date(),
  });
  if (!outcome.ok) {
    const field = outcome.field ?? (submission.status === "success" ? null : (Object.keys(submission.error ?? {})[0] ?? null));
    const message =
      submission.status === "success" || outcome.field
        ? outcome.message
        : (Object.values(submission.error ?? {})[0]?.[0] ?? outcome.message);
    return data(
      {
        error: { message, field },
        slots: outcome.slots,
        values: {
          service_address: String(form.get("service_address") ?? "").slice(0, 200),
          special_requests: String(form.get("special_requests") ?? "").slice(0, 1000),
        },
      },
      { status: outcome.status },
    );
  }
  // A deposit is paid on Stripe's page: a plain 303 there (no JavaScript needed).
  if (outcome.payment) return redirect(outcome.payment, 303);
  // The same post again (a double tap): the booking the first one made.
  if (outcome.duplicate) return redirect(outcome.path, 303);
  return redirectWithToast(outcome.path, { type: "success", description: QUOTE_REASONS.booked });
}

export default function AcceptQuote() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const accept = page.accept;
  const words = useWords(quotePageWords);
  const say = useSay();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <BackLink to={page.requestHref}>{words.backToQuotes}</BackLink>
      {accept ? (
        <>
          <div className="space-y-1">
            <h1 className="text-3xl font-bold tracking-tight">{fill(words.acceptFrom, { business: accept.businessName })}</h1>
            <p className="text-muted-foreground">{accept.serviceName}</p>
          </div>
          <Card className="p-6">
            <QuoteLines quote={accept.quote} caption={fill(words.quoteFrom, { business: accept.businessName })} />
          </Card>
          <Card className="space-y-4 p-6 sm:p-8" id="book">
            <h2 className="text-2xl font-bold">{words.chooseTime}</h2>
            <QuoteBookingForm
              serviceId={accept.serviceId}
              requestId={page.requestId}
              quoteId={page.quoteId}
              revision={accept.revision}
              token={page.token}
              submissionKey={page.submissionKey}
              action={`${location.pathname}${location.search}`}
              minDate={accept.minDate}
              maxDate={accept.maxDate}
              initial={actionData?.slots ?? accept.initial}
              error={actionData?.error ?? null}
              values={actionData?.values ?? null}
              constraint={page.constraints}
              dueNow={accept.dueNow}
              policy={accept.policy}
              freeDays={accept.freeDays}
            />
          </Card>
        </>
      ) : (
        <Card className="space-y-4 p-6">
          <h1 className="text-2xl font-bold">{words.cannotAccept}</h1>
          <ErrorAlert>{page.refusal ? say(page.refusal) : null}</ErrorAlert>
          <Link className="font-medium text-primary underline" to={page.requestHref}>
            {words.seeOtherQuotes}
          </Link>
        </Card>
      )}
    </div>
  );
}

export const ErrorBoundary = pageErrorBoundary({
  404: () => <QuoteNotFound />,
});

function QuoteNotFound() {
  const words = useWords(quotePageWords);
  const say = useSay();
  return <NotFoundCard title={say(NOT_FOUND_REASONS.quote)}>{words.openWholeLink}</NotFoundCard>;
}
