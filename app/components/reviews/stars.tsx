import { STAR_ROW } from "~/components/ui/icons";
import { starsLabel } from "~/domain/reviews/reviews";

/**
 * Five filled stars, as many lit as the rating (a mean such as 4.6 lights four and most of the
 * fifth), read as one image: "4.6 out of 5 stars". The lit row is drawn in an inner `<svg>` as
 * wide as the rating, which clips it: no style (the strict style policy) and no id (a clip path's
 * id, repeated by the list's cached card markup, drew every card with the first card's rating).
 */
export function Stars({ rating, className = "h-4 w-20" }: { rating: number; className?: string }) {
  const lit = (Math.max(0, Math.min(5, rating)) / 5) * 120;
  return (
    <svg role="img" aria-label={starsLabel(rating)} viewBox="0 0 120 24" className={`shrink-0 ${className}`}>
      <use href={STAR_ROW} className="fill-muted-foreground/25" />
      <svg width={lit} height="24">
        <use href={STAR_ROW} className="fill-amber-500 dark:fill-amber-400" />
      </svg>
    </svg>
  );
}
