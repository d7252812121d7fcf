import { Card } from "~/components/ui/card";
import { useWords } from "~/components/use-words";
import { serviceWords } from "~/locales/service";
import { fill } from "~/locales/words";
import { Pagination } from "~/components/ui/pagination";
import { ReviewItem, type ReviewView } from "./review-item";

/** A service page's verified reviews, newest first, a page at a time (plain links). */
export function ServiceReviews(props: {
  businessName: string;
  rating: string | null;
  reviewsLabel: string;
  reviews: ReviewView[];
  page: number;
  pageCount: number;
  /** The page's query without its review page, kept by the pagination links. */
  baseQuery: string;
}) {
  const words = useWords(serviceWords);
  const hrefFor = (page: number) => {
    const params = new URLSearchParams(props.baseQuery);
    if (page > 1) params.set("reviews", String(page));
    const query = params.toString();
    return `${query ? `?${query}` : "?"}#reviews`;
  };
  return (
    <Card className="space-y-2 p-6 sm:p-8" id="reviews">
      <h2 className="text-2xl font-bold">{words.reviews}</h2>
      <p className="text-muted-foreground">
        {props.rating ? (
          <>
            <span className="font-semibold text-foreground">{props.rating}</span> {fill(words.ratingFrom, { reviews: props.reviewsLabel })}
          </>
        ) : (
          fill(words.onlyCompleted, { reviews: props.reviewsLabel })
        )}
      </p>
      {props.reviews.length > 0 ? (
        <div>
          {props.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} businessName={props.businessName} />
          ))}
        </div>
      ) : null}
      <Pagination page={props.page} pageCount={props.pageCount} hrefFor={hrefFor} />
    </Card>
  );
}
