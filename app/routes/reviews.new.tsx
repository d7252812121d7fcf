import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ReviewForm } from "~/components/reviews/review-form";
import { ErrorAlert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { REVIEW_MESSAGES, reviewerName } from "~/domain/reviews";
import { reviewFormSchema } from "~/domain/reviews.schema.server";
import { formatDateLong } from "~/domain/time";
import { readFormData } from "~/lib/form.server";
import { clientIp } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { redirectWithToast } from "~/lib/toast.server";
import { takeReviewPost } from "~/services/limits.server";
import { openReviewLink, submitReview, type ReviewLink, type ReviewRefusal } from "~/services/reviews.server";

export const meta: MetaFunction = () => [{ title: "Review your job | Porchlight" }, { name: "robots", content: "noindex" }];

function linkView(link: ReviewLink) {
  const { invitation, review } = link;
  return {
    mode: link.mode,
    serviceName: invitation.service_type,
    businessName: invitation.business_name ?? "Your provider",
    date: formatDateLong(invitation.preferred_date),
    reviewerName: reviewerName(invitation.customer_name),
    defaultValue: { rating: review ? String(review.rating) : "", body: review?.body ?? "" },
  };
}

const refusal = (outcome: ReviewRefusal) => data({ refused: outcome.message, review: null }, { status: outcome.status });

export async function loader({ request }: LoaderFunctionArgs) {
  const link = await openReviewLink(new URL(request.url).searchParams.get("token"), new Date());
  if (!link.ok) return refusal(link);
  return { refused: null, review: linkView(link) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const now = new Date();
  const link = await openReviewLink(token, now);
  if (!link.ok) return refusal(link);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: reviewFormSchema });
  const reply = (status: number, errors?: Parameters<typeof submission.reply>[0]) =>
    data({ refused: null, review: linkView(link), lastResult: submission.reply(errors) }, { status });

  if (!(await takeReviewPost(clientIp(context), now)).ok) {
    log.warn("review rate limit reached", { bookingId: link.invitation.booking_id });
    return reply(429, { formErrors: [REVIEW_MESSAGES.tooMany] });
  }
  if (submission.status !== "success") return reply(400);
  const outcome = await submitReview({ token, form: submission.value, now });
  if (!outcome.ok) return reply(outcome.status, { formErrors: [outcome.message] });
  return redirectWithToast(`/service/${link.invitation.service_id}#reviews`, {
    type: "success",
    description: outcome.created ? REVIEW_MESSAGES.saved : REVIEW_MESSAGES.updated,
  });
}

export default function NewReviewPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const refused = actionData?.refused ?? loaderData.refused;
  const review = actionData?.review ?? loaderData.review;

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <Card className="space-y-5 p-6 sm:p-8">
        {refused || !review ? (
          <>
            <h1 className="text-2xl font-bold">We could not open this review</h1>
            <ErrorAlert>{refused ?? REVIEW_MESSAGES.invalidLink}</ErrorAlert>
            <ButtonLink to="/">Back to Home</ButtonLink>
          </>
        ) : (
          <>
            <div className="space-y-1">
              <h1 className="text-2xl font-bold">{review.mode === "edit" ? "Change your review" : `How did ${review.businessName} do?`}</h1>
              <p className="text-muted-foreground">
                {review.serviceName} on {review.date}
              </p>
            </div>
            <ReviewForm
              action={`${location.pathname}${location.search}`}
              mode={review.mode}
              reviewerName={review.reviewerName}
              defaultValue={review.defaultValue}
              lastResult={actionData && "lastResult" in actionData ? actionData.lastResult : undefined}
            />
          </>
        )}
      </Card>
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/", label: "Back to Home" });
