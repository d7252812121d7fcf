import type { BadgeTone } from "~/components/ui/badge";
import { StatusBadge } from "~/components/ui/status-badge";
import { useSay } from "~/components/use-words";
import { STATUS_LABEL_REASONS, BOOKING_STATUSES, type BookingStatus } from "~/domain/booking/booking-lifecycle";

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
  const say = useSay();
  const labels = Object.fromEntries(BOOKING_STATUSES.map((each) => [each, say(STATUS_LABEL_REASONS[each])])) as Record<
    BookingStatus,
    string
  >;
  return <StatusBadge status={status} labels={labels} tones={TONES} />;
}
