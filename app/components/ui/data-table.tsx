import type { ReactNode } from "react";
import { cx } from "./cx";

/**
 * A real table with a caption, column headers and, on small screens, sideways scrolling inside its
 * own positioned box (so its screen-reader-only texts scroll with it instead of widening the page);
 * the box is a labelled, focusable region, so keyboards can scroll it. Rows are the children.
 */
export function DataTable({
  caption,
  columns,
  minWidth = "min-w-[48rem]",
  stackOnPhones = false,
  children,
}: {
  caption: string;
  columns: readonly string[];
  /** A Tailwind min-width class, so narrow screens scroll instead of squashing columns. */
  minWidth?: string;
  /**
   * Below the `sm` width each row is a card and each cell a block under its column's name (the
   * cells' `data-label`), instead of a table scrolled sideways in a strip of the screen.
   */
  stackOnPhones?: boolean;
  children: ReactNode;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
    <div className="relative overflow-x-auto" role="region" aria-label={caption} tabIndex={0} data-scrolls>
      <table
        className={cx(
          "w-full text-left text-sm",
          stackOnPhones
            ? cx(
                minWidth.replace(/^min-w-/, "sm:min-w-"),
                "max-sm:block max-sm:[&_tbody]:block max-sm:[&_tbody]:space-y-3 max-sm:[&_tr]:block max-sm:[&_tr]:rounded-lg max-sm:[&_tr]:border",
                "max-sm:[&_td]:block max-sm:[&_td]:py-2 max-sm:[&_td[data-label]]:before:mb-1 max-sm:[&_td[data-label]]:before:block",
                "max-sm:[&_td[data-label]]:before:text-xs max-sm:[&_td[data-label]]:before:font-semibold max-sm:[&_td[data-label]]:before:text-muted-foreground",
                "max-sm:[&_td[data-label]]:before:content-[attr(data-label)]",
              )
            : minWidth,
        )}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className={stackOnPhones ? "max-sm:sr-only" : undefined}>
          <tr className="border-b border-border">
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
