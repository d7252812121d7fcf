import { getCustomer } from "~/services/support/auth.server";
import { quoteFormDefaults } from "~/services/customer-home/index.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { commonWords } from "~/locales/common";
import { type LanguageFormHandle, languageOfMatches, useWords } from "~/components/use-words";
import { isCategoryId } from "~/domain/discovery/categories";
import { quoteRequestWords } from "~/locales/quotes";
import { categoryWords } from "~/locales/discovery";
import { serviceWords } from "~/locales/service";
import { fill } from "~/locales/words";
import { requestLanguage } from "~/lib/language.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageErrorBoundary } from "~/components/error-boundary";
import { NotFoundCard } from "~/components/not-found-card";
import { QuotePlaceStep, QuoteRequestForm } from "~/components/quotes/quote-request-form";
import { BackLink } from "~/components/ui/back-link";
import { Card } from "~/components/ui/card";
import { requestSentReason } from "~/domain/quotes/quotes";
import { quoteRequestSchema } from "~/domain/quotes/quotes.schema.server";
import { readFormWithPhotos } from "~/lib/form.server";
import { newSubmissionKey, submissionOf } from "~/lib/submission-key.server";
import { checkHoneypot, formStartedValue } from "~/lib/honeypot.server";
import { clientIp, consentContextOf, publicOrigin } from "~/lib/http.server";
import { invariantResponse, refusalReply } from "~/lib/refusals.server";
import { requestPath } from "~/lib/signed-links.server";
import { redirectWithToast } from "~/lib/toast.server";
import { getRememberedZip } from "~/lib/zip-cookie.server";
import { quoteRequestPage, requestQuotes } from "~/services/quotes/index.server";
import { NOT_FOUND_REASONS } from "~/domain/outcome";

/** The request's form (not its place step): the language switch keeps what was typed in it. */
export const handle: LanguageFormHandle = {
  languageForm: (data) => ((data as { step?: string } | undefined)?.step === "place" ? null : "quote-request-form"),
};

export const meta: MetaFunction = ({ matches }) => [
  { title: `${quoteRequestWords[languageOfMatches(matches)].title} | Porchlight` },
  { name: "description", content: quoteRequestWords[languageOfMatches(matches)].metaDescription },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // A signed-in customer's form starts with their contact details and their default address's zip.
  const mine = await quoteFormDefaults(await getCustomer(request));
  const page = await quoteRequestPage({
    serviceId: url.searchParams.get("service"),
    category: url.searchParams.get("category"),
    zip: url.searchParams.get("zip") ?? getRememberedZip(request) ?? mine?.zip ?? null,
    checkPlace: url.searchParams.has("zip"),
    change: url.searchParams.get("change") === "1",
    now: new Date(),
    language: requestLanguage(request).language,
  });
  invariantResponse(page, NOT_FOUND_REASONS.service);
  return {
    ...page,
    formStarted: formStartedValue(),
    submissionKey: newSubmissionKey(),
    constraints: formConstraints(quoteRequestSchema),
    contact: mine?.contact ?? null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { formData, photos } = await readFormWithPhotos(request);
  const submission = parseWithZod(formData, { schema: quoteRequestSchema });
  const { language } = requestLanguage(request);
  const outcome = await requestQuotes({
    form: submission.status === "success" ? submission.value : null,
    photos: photos.files,
    photoTooLarge: photos.tooLarge,
    honeypot: checkHoneypot(formData),
    ip: clientIp(context),
    consent: consentContextOf(request, context),
    language,
    origin: publicOrigin(),
    once: submissionOf(formData, "quote-request", submission.status === "success" ? submission.value : null, photos.files),
    now: new Date(),
  });
  if (!outcome.ok) return refusalReply(submission, outcome);
  // The same post again (a double tap): the request the first one made.
  if (outcome.duplicate) return redirect(requestPath(outcome.requestId, language), 303);
  return redirectWithToast(requestPath(outcome.requestId, language), { type: "success", description: requestSentReason(outcome.sentTo) });
}

export default function NewQuoteRequest() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const words = useWords(quoteRequestWords);
  const categories = useWords(categoryWords);
  const common = useWords(commonWords);
  const back = page.service
    ? { to: `/service/${page.service.id}`, label: words.backToService }
    : page.zip && page.category
      ? { to: `/?${new URLSearchParams({ zip: page.zip, category: page.category })}`, label: words.backToServices }
      : { to: "/", label: common.backHome };
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <BackLink to={back.to}>{back.label}</BackLink>
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{words.title}</h1>
        <p className="text-lg text-muted-foreground">
          {page.service
            ? fill(words.introService, { business: page.service.businessName })
            : page.step === "place"
              ? words.introPlace
              : words.introJob}
        </p>
      </div>
      <Card className="p-6 sm:p-8">
        {page.step === "place" ? (
          <QuotePlaceStep category={page.category} zip={page.zip} errors={page.placeErrors} />
        ) : (
          <QuoteRequestForm
            service={page.service}
            category={page.category}
            categoryName={page.categoryName && isCategoryId(page.category) ? categories[page.category] : page.categoryName}
            zip={page.zip}
            placeLabel={page.placeLabel}
            jobTypes={page.jobTypes}
            minDate={page.minDate}
            lastResult={actionData?.lastResult}
            constraint={page.constraints}
            formStarted={page.formStarted}
            submissionKey={page.submissionKey}
            signedIn={page.contact}
          />
        )}
      </Card>
    </div>
  );
}

function ServiceNotFound() {
  const words = useWords(serviceWords);
  return <NotFoundCard title={words.notFound}>{words.notAvailable}</NotFoundCard>;
}

export const ErrorBoundary = pageErrorBoundary({ 404: () => <ServiceNotFound /> });
