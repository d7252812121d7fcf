import { Badge, type BadgeTone } from "~/components/ui/badge";
import { BOOKING_STATUS_LABELS, isBookingStatus, type BookingStatus } from "~/domain/booking-lifecycle";

const TONES: Record<BookingStatus, BadgeTone> = {
  pending: "warning",
  confirmed: "success",
  en_route: "primary",
  in_progress: "primary",
  completed: "neutral",
  cancelled: "destructive",
  no_show: "destructive",
};

/** The one badge for a booking's status, wherever bookings are listed. */
export function BookingStatusBadge({ status }: { status: string }) {
  if (!isBookingStatus(status)) return <Badge tone="neutral">{status}</Badge>;
  return <Badge tone={TONES[status]}>{BOOKING_STATUS_LABELS[status]}</Badge>;
}
