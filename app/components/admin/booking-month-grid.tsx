import { Link } from "@remix-run/react";
import { cx } from "~/components/ui/cx";
import { bookingsHref, type BookingsQuery } from "~/domain/booking/admin-bookings";
import { monthGrid, shiftMonth } from "~/domain/admin/calendar";
import { useLanguage } from "~/components/use-words";
import { adminBookingWords, dayLinkLabelIn, monthLabelIn, monthNavLabelIn, weekdayHeadersIn } from "~/locales/admin-bookings";
import { fill } from "~/locales/words";

/**
 * The month as a real table (weeks start on Sunday). Every day of the month is a link that
 * selects it; days with bookings are highlighted and show their count, which is also in the
 * link's name, so nothing relies on colour alone. The selected day has aria-current="date".
 */
export function BookingMonthGrid({
  query,
  month,
  selectedDay,
  today,
  counts,
}: {
  query: BookingsQuery;
  month: string;
  selectedDay: string | null;
  today: string;
  counts: Record<string, number>;
}) {
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const language = useLanguage();
  const words = adminBookingWords[language];
  const label = monthLabelIn(language, month);
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <Link
          to={bookingsHref(query, { month: previous, day: null })}
          preventScrollReset
          className="shrink-0 rounded-lg border border-input px-3 py-1.5 text-sm font-medium whitespace-nowrap hover:bg-muted"
          aria-label={monthNavLabelIn(language, "previous", previous)}
        >
          <span aria-hidden="true">‹ </span>
          {/* On a phone the arrows alone: the month's name needs the room (the link's name says it all). */}
          <span className="max-sm:sr-only">{words.previous}</span>
        </Link>
        <h3 id="booking-calendar-month" className="text-center text-lg font-semibold">
          {label}
        </h3>
        <Link
          to={bookingsHref(query, { month: next, day: null })}
          preventScrollReset
          className="shrink-0 rounded-lg border border-input px-3 py-1.5 text-sm font-medium whitespace-nowrap hover:bg-muted"
          aria-label={monthNavLabelIn(language, "next", next)}
        >
          <span className="max-sm:sr-only">{words.next}</span>
          <span aria-hidden="true"> ›</span>
        </Link>
      </div>
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">{fill(words.calendarCaption, { month: label })}</caption>
        <thead>
          <tr>
            {weekdayHeadersIn(language).map((weekday) => (
              <th key={weekday.long} scope="col" className="pb-2 text-center font-semibold text-muted-foreground">
                <span aria-hidden="true">{weekday.short}</span>
                <span className="sr-only">{weekday.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week[0].date}>
              {week.map((cell) => {
                if (!cell.inMonth) {
                  return (
                    <td key={cell.date} className="p-0.5 text-center align-top">
                      <span className="block rounded-lg p-2 text-muted-foreground" aria-hidden="true">
                        {cell.day}
                      </span>
                    </td>
                  );
                }
                const count = counts[cell.date] ?? 0;
                const selected = cell.date === selectedDay;
                const isToday = cell.date === today;
                return (
                  <td key={cell.date} className="p-0.5 align-top">
                    <Link
                      to={bookingsHref(query, { month, day: cell.date })}
                      preventScrollReset
                      aria-current={selected ? "date" : undefined}
                      aria-label={dayLinkLabelIn(language, cell.date, count, today)}
                      data-bookings={count}
                      className={cx(
                        "flex min-h-14 flex-col items-center justify-start gap-1 rounded-lg border p-1.5 text-center",
                        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                        selected
                          ? "border-primary bg-primary text-primary-foreground"
                          : count > 0
                            ? "border-primary/40 bg-primary-soft font-semibold text-primary-soft-foreground hover:border-primary"
                            : "border-transparent hover:bg-muted",
                        isToday && !selected && "ring-2 ring-ring ring-offset-1 ring-offset-card",
                      )}
                    >
                      <span aria-hidden="true">{cell.day}</span>
                      {count > 0 ? (
                        <span
                          aria-hidden="true"
                          className={cx(
                            "rounded-full px-1.5 text-xs font-semibold",
                            selected ? "bg-primary-foreground text-primary" : "bg-primary text-primary-foreground",
                          )}
                        >
                          {count}
                        </span>
                      ) : null}
                    </Link>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="flex flex-wrap gap-4 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="rounded-full bg-primary px-1.5 font-semibold text-primary-foreground">
            2
          </span>
          {words.countKey}
        </span>
        <span>{words.ringedToday}</span>
        {month === today.slice(0, 7) && selectedDay === today ? null : (
          <Link to={bookingsHref(query, { month: null, day: null })} preventScrollReset className="font-medium text-primary underline">
            {words.goToToday}
          </Link>
        )}
      </p>
    </div>
  );
}
