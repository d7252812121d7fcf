import { Link } from "@remix-run/react";
import { useWords } from "~/components/use-words";
import { commonWords } from "~/locales/common";
import { fill } from "~/locales/words";

/** Previous / "Page X of Y" / Next links; plain links, so paging works without JavaScript. */
export function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  const words = useWords(commonWords);
  if (pageCount <= 1) return null;
  const link = "rounded-lg border border-border bg-card px-4 py-2 font-medium hover:bg-muted";
  return (
    <nav aria-label={words.pagination} className="mt-4 flex items-center justify-center gap-3 text-sm">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={link} rel="prev">
          {words.previous}
        </Link>
      ) : null}
      <span aria-current="page" className="text-muted-foreground">
        {fill(words.pageOf, { page, count: pageCount })}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={link} rel="next">
          {words.next}
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * Previous / Next links of a keyset list (app/domain/pagination.ts): no page numbers, since a
 * page is where a row is, not a count from the start. Plain links: it works without JavaScript.
 */
export function KeysetPagination({
  previousHref,
  nextHref,
  firstHref,
}: {
  previousHref: string | null;
  nextHref: string | null;
  firstHref?: string;
}) {
  const words = useWords(commonWords);
  if (!previousHref && !nextHref && !firstHref) return null;
  const link = "rounded-lg border border-border bg-card px-4 py-2 font-medium hover:bg-muted";
  return (
    <nav aria-label={words.pagination} className="mt-4 flex flex-wrap items-center justify-center gap-3 text-sm">
      {previousHref ? (
        <Link to={previousHref} className={link} rel="prev">
          {words.previous}
        </Link>
      ) : null}
      {!previousHref && !nextHref && firstHref ? (
        <Link to={firstHref} className={link}>
          {words.firstPage}
        </Link>
      ) : null}
      {nextHref ? (
        <Link to={nextHref} className={link} rel="next">
          {words.next}
        </Link>
      ) : null}
    </nav>
  );
}
