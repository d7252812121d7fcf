import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
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
import { sectionErrorBoundary } from "~/components/error-boundary";
import { pageHrefs, parsePageRequest } from "~/domain/pagination";
import { ADMIN_REVIEW_FILTERS, REVIEW_REASONS, REVIEWS_PER_PAGE, type AdminReviewFilter } from "~/domain/reviews/reviews";
import { moderationFormSchema } from "~/domain/reviews/reviews.schema.server";
import { readFormData } from "~/lib/form.server";
import { invalidFormReply, refusalResponse } from "~/lib/refusals.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireAccess, requireOwnership } from "~/services/support/access.server";
import { adminReviewsPage, moderateReview } from "~/services/reviews/index.server";
import { requestLanguage } from "~/lib/language.server";
import { useLanguage } from "~/components/use-words";
import { adminWords, reviewsTabWords } from "~/locales/admin";
import { fill } from "~/locales/words";

const PATH = "/admin/reviews";

function parseFilter(value: string | null): AdminReviewFilter {
  return (ADMIN_REVIEW_FILTERS as readonly string[]).includes(value ?? "") ? (value as AdminReviewFilter) : "all";
}

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAccess(request, "admin");
  const params = new URL(request.url).searchParams;
  const filter = parseFilter(params.get("show"));
  const page = parsePageRequest(params, REVIEWS_PER_PAGE);
  const { links, ...found } = await adminReviewsPage(admin, filter, page, requestLanguage(request).language);
  return data(
    {
      ...found,
      filter,
      pages: pageHrefs(PATH, new URLSearchParams(filter === "all" ? {} : { show: filter }), page, links),
      constraints: formConstraints(moderationFormSchema),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAccess(request, "admin");
  const back = `${PATH}${new URL(request.url).search}`;
  const submission = parseWithZod(await readFormData(request), { schema: moderationFormSchema });
  // The reply comes back to the form of the review it was about.
  if (submission.status !== "success")
    return invalidFormReply(submission, { extra: { reviewId: String(submission.payload.reviewId ?? "") } });
  const form = submission.value;
  const review = await requireOwnership(admin, { review: form.reviewId });
  const outcome = await moderateReview({ review, hide: form.intent === "hide" ? { reason: form.reason } : null, now: new Date() });
  if (!outcome.ok) throw refusalResponse(outcome);
  return redirectWithToast(back, {
    type: "success",
    description: form.intent === "hide" ? REVIEW_REASONS.hidden : REVIEW_REASONS.restored,
  });
}

function ModerationForm({
  review,
  lastResult,
  constraint,
}: {
  review: { id: string; hidden: boolean };
  lastResult?: SubmissionResult;
  constraint: FormConstraints;
}) {
  const intent = review.hidden ? "restore" : "hide";
  const pending = useIsPending({ match: { reviewId: review.id, intent } });
  const [form, fields] = useForm({
    id: `moderate-${review.id}`,
    lastResult,
    constraint,
    onValidate: checkConstraints,
    shouldValidate: "onSubmit",
  });
  const words = reviewsTabWords[useLanguage()];
  return (
    <Form method="post" className="space-y-2" {...getFormProps(form)}>
      <FormErrorSummary form={form} labels={{ reason: words.reason }} />
      <FormError errors={form.errors} />
      <input type="hidden" name="reviewId" value={review.id} />
      {review.hidden ? null : <Textarea meta={fields.reason} label={words.reason} rows={2} />}
      <Button type="submit" name="intent" value={intent} size="sm" variant={review.hidden ? "secondary" : "destructive"} disabled={pending}>
        {pending ? words.saving : review.hidden ? words.restore : words.hide}
      </Button>
    </Form>
  );
}

export default function AdminReviews() {
  const { reviews, filter, pages, total, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const filterHref = (show: AdminReviewFilter) => (show === "all" ? PATH : `${PATH}?show=${show}`);
  const language = useLanguage();
  const words = reviewsTabWords[language];
  return (
    <Card className="space-y-3 p-6">
      <h2 className="text-xl font-semibold">{adminWords[language].reviews}</h2>
      <nav aria-label={words.filtersLabel} className="flex flex-wrap gap-2 text-sm">
        {ADMIN_REVIEW_FILTERS.map((show) => (
          <Link
            key={show}
            to={filterHref(show)}
            aria-current={show === filter ? "page" : undefined}
            className="rounded-full border border-border px-3 py-1 font-medium aria-[current=page]:border-primary aria-[current=page]:bg-primary-soft"
          >
            {words[show]}
          </Link>
        ))}
      </nav>
      <p className="text-sm text-muted-foreground">
        {total === 1 ? words.oneReview : fill(words.reviews, { count: total.toLocaleString("en-US") })}. {words.hiddenLeave}
      </p>
      {reviews.map((review) => (
        <ReviewItem key={review.id} review={review} businessName={review.businessName}>
          <p className="text-sm text-muted-foreground">
            <a className="underline" href={`/service/${review.serviceId}`}>
              {fill(words.serviceBy, { service: review.serviceName, business: review.businessName })}
            </a>
            {review.hidden ? (
              <>
                {" "}
                <Badge tone="destructive">{words.hiddenBadge}</Badge> {review.hiddenReason}
              </>
            ) : null}
          </p>
          <ModerationForm
            review={review}
            lastResult={actionData?.reviewId === review.id ? actionData.lastResult : undefined}
            constraint={constraints}
          />
        </ReviewItem>
      ))}
      <KeysetPagination {...pages} firstHref={reviews.length === 0 ? pages.firstHref : undefined} />
    </Card>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/admin", label: "backToAdmin" });
