import { Form, Link, useSubmit } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { XIcon } from "~/components/ui/icons";
import { Select } from "~/components/ui/select";
import { ALL, BOOKINGS_PATH, clearFiltersHref, filterChips, type BookingsQuery } from "~/domain/booking/admin-bookings";
import { STATUS_LABEL_REASONS, isBookingStatus } from "~/domain/booking/booking-lifecycle";
import { useLanguage, useSay } from "~/components/use-words";
import { adminBookingWords, statusFilterOptionsIn } from "~/locales/admin-bookings";
import { fill } from "~/locales/words";

/**
 * The calendar's filters: a GET form (Apply works without JavaScript; with it, a change submits
 * at once), a chip per active filter with a link that removes it, and Clear Filters.
 */
export function BookingFilters({
  query,
  month,
  day,
  typeValues,
}: {
  query: BookingsQuery;
  month: string;
  day: string | null;
  typeValues: readonly string[];
}) {
  const submit = useSubmit();
  const language = useLanguage();
  const say = useSay();
  const words = adminBookingWords[language];
  const statusName = (status: string) => (isBookingStatus(status) ? say(STATUS_LABEL_REASONS[status]) : status);
  const chips = filterChips(query).map((chip) => ({
    ...chip,
    label:
      chip.key === "type"
        ? fill(words.chipService, { type: query.type ?? "" })
        : fill(words.chipStatus, { status: statusName(query.status ?? "") }),
  }));
  const types = typeValues.map((value) => ({ value, label: value === ALL ? words.allServices : value }));
  return (
    <div className="space-y-3">
      <Form
        method="get"
        action={BOOKINGS_PATH}
        preventScrollReset
        className="flex flex-wrap items-end gap-3"
        onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
      >
        <input type="hidden" name="view" value="calendar" />
        <input type="hidden" name="month" value={month} />
        {day ? <input type="hidden" name="day" value={day} /> : null}
        {/* key: a new filter from a link (chip, Clear Filters) resets the uncontrolled selects. */}
        <Select
          key={`type-${query.type ?? ALL}`}
          label={words.serviceType}
          name="type"
          defaultValue={query.type ?? ALL}
          options={types}
          className="min-w-48"
        />
        <Select
          key={`status-${query.status ?? ALL}`}
          label={words.status}
          name="status"
          defaultValue={query.status ?? ALL}
          options={statusFilterOptionsIn(language, statusName)}
          className="min-w-40"
        />
        <Button type="submit" variant="outline">
          {words.apply}
        </Button>
      </Form>
      {chips.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="sr-only">{words.activeFilters}</h3>
          <ul className="flex flex-wrap gap-2">
            {chips.map((chip) => (
              <li
                key={chip.key}
                className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm text-primary-soft-foreground"
              >
                <span>{chip.label}</span>
                <Link
                  to={chip.removeHref}
                  preventScrollReset
                  className="rounded-full p-1 hover:bg-card"
                  aria-label={fill(words.removeFilter, { label: chip.label })}
                >
                  <XIcon className="h-3.5 w-3.5" />
                </Link>
              </li>
            ))}
          </ul>
          <Link to={clearFiltersHref(query)} preventScrollReset className="text-sm font-medium text-primary underline">
            {words.clearFilters}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
