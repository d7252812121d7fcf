import { starsLabel } from "~/domain/reviews";
import { StarIcon } from "~/components/ui/icons";

/** A review's stars, read as "4 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={starsLabel(rating)} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          className={
            star <= rating ? "h-4 w-4 fill-current text-amber-600 dark:text-amber-400" : "h-4 w-4 text-muted-foreground opacity-60"
          }
        />
      ))}
    </span>
  );
}
