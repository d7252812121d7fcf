import { Link } from "@remix-run/react";
import { cx } from "~/components/ui/cx";
import { bookingsHref, type BookingsQuery, type BookingsView } from "~/domain/booking/admin-bookings";
import { useWords } from "~/components/use-words";
import { adminBookingWords } from "~/locales/admin-bookings";

const VIEWS: ReadonlyArray<{ view: BookingsView; label: "listView" | "calendarView" }> = [
  { view: "list", label: "listView" },
  { view: "calendar", label: "calendarView" },
];

/**
 * List View / Calendar View: links (each view is its own URL, so it works without JavaScript),
 * carrying the calendar's month, day and filters so switching back keeps them.
 */
export function BookingsViewToggle({ query }: { query: BookingsQuery }) {
  const words = useWords(adminBookingWords);
  return (
    <nav aria-label={words.viewsLabel}>
      <ul className="inline-flex gap-1 rounded-lg bg-muted p-1">
        {VIEWS.map(({ view, label }) => {
          const current = query.view === view;
          return (
            <li key={view}>
              <Link
                to={bookingsHref(query, { view, after: null, before: null })}
                aria-current={current ? "page" : undefined}
                prefetch="intent"
                className={cx(
                  "inline-block rounded-md px-4 py-1.5 text-sm font-medium",
                  current ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
                )}
              >
                {words[label]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
