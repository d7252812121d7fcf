import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ReviewItem } from "~/components/reviews/review-item";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { KeysetPagination } from "~/components/ui/pagination";
import { Textarea } from "~/components/ui/textarea";
import { FormError } from "~/components/ui/alert";
import { checkConstraints } from "~/components/form-checks";
import { getFormProps, useForm, type FormConstraints, type SubmissionResult } from "~/components/use-form";
import { useIsPending } from "~/components/use-is-pending";
import { requestLanguage } from "~/lib/language.server";
import { useWords } from "~/components/use-words";
import { providerReviewWords } from "~/locales/reviews";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { pageHrefs, parsePageRequest } from "~/domain/pagination";
import { REVIEW_REASONS, REVIEWS_PER_PAGE } from "~/domain/reviews/reviews";
import { replyFormSchema } from "~/domain/reviews/reviews.schema.server";
import { readFormData } from "~/lib/form.server";
import { invalidFormReply, refusalResponse } from "~/lib/refusals.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireAccess, requireOwnership } from "~/services/support/access.server";
import { providerReviewsPage, replyToReview } from "~/services/reviews/index.server";

const PATH = "/provider/reviews";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAccess(request, "provider");
  const params = new URL(request.url).searchParams;
  const page = parsePageRequest(params, REVIEWS_PER_PAGE);
  const { links, ...found } = await providerReviewsPage(user, page, requestLanguage(request).language);
  return data(
    { ...found, pages: pageHrefs(PATH, params, page, links), constraints: formConstraints(replyFormSchema) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAccess(request, "provider");
  const submission = parseWithZod(await readFormData(request), { schema: replyFormSchema });
  // The reply comes back to the form of the review it was written under.
  if (submission.status !== "success")
    return invalidFormReply(submission, { extra: { reviewId: String(submission.payload.reviewId ?? "") } });
  const review = await requireOwnership(user, { review: submission.value.reviewId });
  const outcome = await replyToReview({ review, reply: submission.value.reply, now: new Date() });
  if (!outcome.ok) throw refusalResponse(outcome);
  return redirectWithToast(PATH, { type: "success", description: REVIEW_REASONS.replySaved });
}

function ReplyForm({
  reviewId,
  reply,
  lastResult,
  constraint,
}: {
  reviewId: string;
  reply: string | null;
  lastResult?: SubmissionResult;
  constraint: FormConstraints;
}) {
  const pending = useIsPending({ formAction: PATH, match: { reviewId } });
  const words = useWords(providerReviewWords);
  const [form, fields] = useForm({
    id: `reply-${reviewId}`,
    lastResult,
    constraint,
    defaultValue: { reviewId, reply: reply ?? "" },
    onValidate: checkConstraints,
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" action={PATH} className="space-y-2" {...getFormProps(form)}>
      <FormErrorSummary form={form} labels={{ reply: reply ? words.yourReply : words.replyPublicly }} />
      <FormError errors={form.errors} />
      <input type="hidden" name="reviewId" value={reviewId} />
      <Textarea meta={fields.reply} label={reply ? words.yourReply : words.replyPublicly} rows={3} />
      <Button type="submit" size="sm" variant="secondary" disabled={pending}>
        {pending ? words.saving : reply ? words.updateReply : words.postReply}
      </Button>
    </Form>
  );
}

export default function ProviderReviews() {
  const { reviews, pages, total, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const words = useWords(providerReviewWords);
  return (
    <Card className="space-y-2 p-6">
      <h2 className="text-xl font-semibold">{words.title}</h2>
      <p className="text-sm text-muted-foreground">{words.lead}</p>
      {total === 0 ? <p className="text-muted-foreground">{words.none}</p> : null}
      {reviews.map((review) => (
        <ReviewItem key={review.id} review={{ ...review, reply: null }} businessName={review.businessName}>
          <p className="text-sm text-muted-foreground">
            {review.serviceName}
            {review.hidden ? (
              <>
                {" "}
                <Badge tone="destructive">{words.hidden}</Badge> {review.hiddenReason}
              </>
            ) : null}
          </p>
          <ReplyForm
            reviewId={review.id}
            reply={review.reply}
            lastResult={actionData?.reviewId === review.id ? actionData.lastResult : undefined}
            constraint={constraints}
          />
        </ReviewItem>
      ))}
      <KeysetPagination {...pages} firstHref={reviews.length === 0 ? pages.firstHref : undefined} />
    </Card>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/provider", label: "backToPortal" });
