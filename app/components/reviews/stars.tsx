import { useId } from "react";
import { starsLabel } from "~/domain/reviews";

const STAR = "m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z";
const STARS = [0, 1, 2, 3, 4].map((index) => <path key={index} d={STAR} transform={`translate(${index * 24} 0)`} />);

/**
 * Five filled stars, as many lit as the rating (a mean such as 4.6 lights four and most of the
 * fifth), read as one image: "4.6 out of 5 stars". One SVG, its fill clipped by an SVG
 * attribute, so the strict style policy needs no inline style.
 */
export function Stars({ rating, className = "h-4 w-20" }: { rating: number; className?: string }) {
  const clip = `stars-${useId().replace(/[^\w-]/g, "")}`;
  const lit = (Math.max(0, Math.min(5, rating)) / 5) * 120;
  return (
    <svg role="img" aria-label={starsLabel(rating)} viewBox="0 0 120 24" className={`shrink-0 ${className}`}>
      <clipPath id={clip}>
        <rect x="0" y="0" width={lit} height="24" />
      </clipPath>
      <g className="fill-muted-foreground/25">{STARS}</g>
      <g className="fill-amber-500 dark:fill-amber-400" clipPath={`url(#${clip})`}>
        {STARS}
      </g>
    </svg>
  );
}
