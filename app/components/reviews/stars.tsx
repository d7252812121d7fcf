import { STAR_ROW } from "~/components/ui/icons";
import { useWords } from "~/components/use-words";
import { cardWords } from "~/locales/discovery";
import { fill } from "~/locales/words";

/**
 * Five stars, as many lit as the rating (4.6 lights four and most of the fifth), read as one image.
 * The lit row is an inner `<svg>` as wide as the rating: no style attribute (the style policy
 * forbids it) and no clip-path id, which the cached card markup repeated across cards.
 */
export function Stars({ rating, className = "h-4 w-20" }: { rating: number; className?: string }) {
  const lit = (Math.max(0, Math.min(5, rating)) / 5) * 120;
  const words = useWords(cardWords);
  return (
    <svg role="img" aria-label={fill(words.stars, { rating })} viewBox="0 0 120 24" className={`shrink-0 ${className}`}>
      <use href={STAR_ROW} className="fill-muted-foreground/25" />
      <svg width={lit} height="24">
        <use href={STAR_ROW} className="fill-amber-500 dark:fill-amber-400" />
      </svg>
    </svg>
  );
}
