import { Link } from "@remix-run/react";
import { cx } from "~/components/ui/cx";
import { bookingsHref, type BookingsQuery, type BookingsView } from "~/domain/booking/admin-bookings";

const VIEWS: ReadonlyArray<{ view: BookingsView; label: string }> = [
  { view: "list", label: "List View" },
  { view: "calendar", label: "Calendar View" },
];

/**
 * List View / Calendar View: links (each view is its own URL, so it works without JavaScript),
 * carrying the calendar's month, day and filters so switching back keeps them.
 */
export function BookingsViewToggle({ query }: { query: BookingsQuery }) {
  return (
    <nav aria-label="Bookings view">
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
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
