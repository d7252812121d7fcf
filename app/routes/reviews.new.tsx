import { inLanguage } from "~/domain/language";
import { commonWords } from "~/locales/common";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ReviewForm } from "~/components/reviews/review-form";
import { ErrorAlert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { pageErrorBoundary } from "~/components/error-boundary";
import { REVIEW_REASONS } from "~/domain/reviews/reviews";
import { reviewFormSchema } from "~/domain/reviews/reviews.schema.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { readFormData } from "~/lib/form.server";
import { clientIp } from "~/lib/http.server";
import { refusalReply, refusalResponse } from "~/lib/refusals.server";
import { openReviewLink } from "~/lib/signed-links.server";
import { redirectWithToast } from "~/lib/toast.server";
import { INVALID_REVIEW_LINK, postReview, REVIEW_LINK_REFUSED, reviewPage } from "~/services/reviews/index.server";
import { requestLanguage } from "~/lib/language.server";
import { languageOfMatches, useSay, useWords } from "~/components/use-words";
import { reviewWords } from "~/locales/reviews";
import { fill } from "~/locales/words";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${reviewWords[languageOfMatches(matches)].title} | Porchlight` },
  { name: "robots", content: "noindex" },
];

/** The review link's token, opened by the gate; a link it cannot open is refused like an unknown one. */
function reviewLinkOf(request: Request) {
  const link = openReviewLink(new URL(request.url).searchParams.get("token"));
  if (!link) throw refusalResponse(INVALID_REVIEW_LINK);
  return link;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await reviewPage(reviewLinkOf(request), new Date(), requestLanguage(request).language);
  if (!page.ok) throw refusalResponse(page);
  return { review: page.review, constraints: formConstraints(reviewFormSchema) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const link = reviewLinkOf(request);
  const submission = parseWithZod(await readFormData(request), { schema: reviewFormSchema });
  const outcome = await postReview({
    link,
    form: submission.status === "success" ? submission.value : null,
    ip: clientIp(context),
    now: new Date(),
  });
  if (!outcome.ok && outcome.code === REVIEW_LINK_REFUSED) throw refusalResponse(outcome);
  if (!outcome.ok) return refusalReply(submission, outcome);
  const { language } = requestLanguage(request);
  return redirectWithToast(inLanguage(`/service/${outcome.serviceId}#reviews`, language), {
    type: "success",
    description: outcome.created ? REVIEW_REASONS.saved : REVIEW_REASONS.updated,
  });
}

export default function NewReviewPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const { review } = loaderData;
  const words = useWords(reviewWords);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <Card className="space-y-5 p-6 sm:p-8">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold">
            {review.mode === "edit" ? words.change : fill(words.howDid, { business: review.businessName })}
          </h1>
          <p className="text-muted-foreground">{fill(words.serviceOn, { service: review.serviceName, date: review.date })}</p>
        </div>
        <ReviewForm
          action={`${location.pathname}${location.search}`}
          mode={review.mode}
          reviewerName={review.reviewerName}
          defaultValue={review.defaultValue}
          lastResult={actionData?.lastResult}
          constraint={loaderData.constraints}
        />
      </Card>
    </div>
  );
}

/** A link that no longer allows a review says why, on the page the link opens. */
function RefusedLink(message: string | null) {
  return <RefusedReview message={message} />;
}

function RefusedReview({ message }: { message: string | null }) {
  const words = useWords(reviewWords);
  const common = useWords(commonWords);
  const say = useSay();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <Card className="space-y-5 p-6 sm:p-8">
        <h1 className="text-2xl font-bold">{words.couldNotOpen}</h1>
        <ErrorAlert>{say(message ?? REVIEW_REASONS.invalidLink)}</ErrorAlert>
        <ButtonLink to="/">{common.backHome}</ButtonLink>
      </Card>
    </div>
  );
}

export const ErrorBoundary = pageErrorBoundary({ 403: RefusedLink, 409: RefusedLink, 410: RefusedLink });
