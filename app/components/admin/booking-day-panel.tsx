import { BookingStatusBadge } from "~/components/booking/booking-status-badge";
import { Badge } from "~/components/ui/badge";
import { Link } from "@remix-run/react";
import { bookingSearchHref } from "~/domain/booking/admin-bookings";
import { useLanguage } from "~/components/use-words";
import { adminBookingWords } from "~/locales/admin-bookings";
import { longDateIn } from "~/locales/clock";
import { fill } from "~/locales/words";

export type DayPanelBooking = {
  id: string;
  reference: string;
  time: string;
  customer_name: string;
  service_type: string;
  business_name: string | null;
  /** The team member doing the job, when it is not the owner's own. */
  member: string | null;
  status: string;
  /** "Visit 3 of 12" for a visit of a series. */
  seriesMark: string | null;
};

/** The selected day's bookings beside the calendar, or the spec's empty message. */
export function BookingDayPanel({ day, bookings }: { day: string | null; bookings: DayPanelBooking[] }) {
  const language = useLanguage();
  const words = adminBookingWords[language];
  return (
    <section
      aria-labelledby="booking-day-panel-title"
      aria-live="polite"
      className="space-y-3 self-start rounded-xl border border-border p-4"
    >
      <h3 id="booking-day-panel-title" className="text-lg font-semibold">
        {day ? fill(words.bookingsFor, { day: longDateIn(language, day) }) : words.title}
      </h3>
      {!day ? (
        <p className="text-muted-foreground">{words.selectDay}</p>
      ) : bookings.length === 0 ? (
        <p className="text-muted-foreground">{words.noneOnDay}</p>
      ) : (
        <ul className="divide-y divide-border">
          {bookings.map((booking) => (
            <li key={booking.id} className="space-y-1 py-3">
              <div className="flex items-center justify-between gap-2">
                <p className="font-semibold">{booking.time}</p>
                <BookingStatusBadge status={booking.status} />
              </div>
              <p>
                {booking.customer_name}
                {booking.seriesMark ? (
                  <>
                    {" "}
                    <Badge>{booking.seriesMark}</Badge>
                  </>
                ) : null}
              </p>
              <p className="text-sm text-muted-foreground">
                {booking.service_type}
                {booking.business_name ? ` · ${booking.business_name}` : ""}
                {booking.member ? ` · ${booking.member}` : ""}
              </p>
              <p className="text-sm">
                <Link className="font-mono text-primary underline-offset-4 hover:underline" to={bookingSearchHref(booking.reference)}>
                  {booking.reference}
                  <span className="sr-only">{words.inList}</span>
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
