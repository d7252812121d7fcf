import type { BadgeTone } from "~/components/ui/badge";
import { StatusBadge } from "~/components/ui/status-badge";
import { BOOKING_STATUS_LABELS, type BookingStatus } from "~/domain/booking/booking-lifecycle";

const TONES: Record<BookingStatus, BadgeTone> = {
  pending: "warning",
  confirmed: "success",
  en_route: "primary",
  in_progress: "primary",
  completed: "neutral",
  cancelled: "destructive",
  no_show: "destructive",
  expired: "neutral",
};

/** A booking's status, wherever bookings are listed. */
export function BookingStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} labels={BOOKING_STATUS_LABELS} tones={TONES} />;
}
