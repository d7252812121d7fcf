import { BookingStatusBadge } from "~/components/booking/booking-status-badge";
import { KeepTogether } from "~/components/ui/keep-together";
import { Badge } from "~/components/ui/badge";
import { PhoneNumber } from "~/components/ui/phone-number";
import { useWords } from "~/components/use-words";
import { schedulingWords } from "~/locales/dashboard";
import { fill } from "~/locales/words";

export type DayBooking = {
  id: string;
  reference: string;
  timeLabel: string;
  service_type: string;
  customer_name: string;
  customer_phone: string;
  status: string;
  /** "Visit 3 of 12" for a visit of a series. */
  seriesMark: string | null;
};

/** The provider's live bookings of the day shown, whichever of their services was booked. */
export function DayBookings({ bookings, dateLabel }: { bookings: readonly DayBooking[]; dateLabel: string }) {
  const words = useWords(schedulingWords);
  return (
    <section aria-labelledby="day-bookings-heading" className="space-y-2">
      <h3 id="day-bookings-heading" className="text-lg font-semibold">
        {fill(words.bookedOn, { date: dateLabel })}
      </h3>
      {bookings.length === 0 ? (
        <p className="text-muted-foreground">{words.noBookings}</p>
      ) : (
        <ul className="divide-y divide-border" aria-label={fill(words.bookingsOn, { date: dateLabel })}>
          {bookings.map((booking) => (
            <li key={booking.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div>
                <p className="font-semibold">
                  <KeepTogether text={booking.timeLabel} /> · {booking.service_type}
                </p>
                <p className="text-sm text-muted-foreground">
                  {booking.customer_name} · <PhoneNumber number={booking.customer_phone} /> ·{" "}
                  <span className="font-mono">{booking.reference}</span>
                </p>
              </div>
              <span className="flex flex-wrap gap-2">
                {booking.seriesMark ? <Badge>{booking.seriesMark}</Badge> : null}
                <BookingStatusBadge status={booking.status} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
