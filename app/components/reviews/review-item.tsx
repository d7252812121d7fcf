import type { ReactNode } from "react";
import { useWords } from "~/components/use-words";
import { serviceWords } from "~/locales/service";
import { fill } from "~/locales/words";
import { Badge } from "~/components/ui/badge";
import { Stars } from "./stars";

export type ReviewView = {
  id: string;
  rating: number;
  body: string | null;
  reviewerName: string;
  /** "March 3, 2026", in the service's zone. */
  date: string;
  reply: string | null;
  hiddenReason?: string | null;
};

/** One verified review with the provider's reply; text is plain (React escapes it), line breaks kept. */
export function ReviewItem({ review, businessName, children }: { review: ReviewView; businessName: string; children?: ReactNode }) {
  const words = useWords(serviceWords);
  return (
    <article
      className="space-y-2 border-b border-border py-4 last:border-b-0"
      aria-label={fill(words.reviewBy, { name: review.reviewerName })}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="font-semibold">{review.reviewerName}</span>
        <Badge tone="success">{words.verifiedBooking}</Badge>
        <span className="text-sm text-muted-foreground">{review.date}</span>
      </div>
      {review.body ? <p className="break-words whitespace-pre-line">{review.body}</p> : null}
      {review.reply ? (
        <div className="ml-4 border-l-2 border-border pl-3 text-sm">
          <p className="font-medium">{fill(words.responseFrom, { business: businessName })}</p>
          <p className="break-words whitespace-pre-line">{review.reply}</p>
        </div>
      ) : null}
      {children}
    </article>
  );
}
