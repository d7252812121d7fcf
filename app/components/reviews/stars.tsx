import { useId } from "react";
import { STAR_ROW } from "~/components/ui/icons";
import { starsLabel } from "~/domain/reviews/reviews";

/**
 * Five filled stars, as many lit as the rating (a mean such as 4.6 lights four and most of the
 * fifth), read as one image: "4.6 out of 5 stars". One SVG, its fill clipped by an SVG
 * attribute, so the strict style policy needs no inline style; the stars are the page's sprite's.
 */
export function Stars({ rating, className = "h-4 w-20" }: { rating: number; className?: string }) {
  const clip = `stars-${useId().replace(/[^\w-]/g, "")}`;
  const lit = (Math.max(0, Math.min(5, rating)) / 5) * 120;
  return (
    <svg role="img" aria-label={starsLabel(rating)} viewBox="0 0 120 24" className={`shrink-0 ${className}`}>
      <clipPath id={clip}>
        <rect x="0" y="0" width={lit} height="24" />
      </clipPath>
      <use href={STAR_ROW} className="fill-muted-foreground/25" />
      <use href={STAR_ROW} className="fill-amber-500 dark:fill-amber-400" clipPath={`url(#${clip})`} />
    </svg>
  );
}
