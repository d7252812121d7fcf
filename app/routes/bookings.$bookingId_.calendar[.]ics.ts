import type { LoaderFunctionArgs } from "@remix-run/node";
import { buildIcs } from "~/domain/ics";
import { isUuid } from "~/domain/uuid";
import { bookingPath, isValidBookingToken } from "~/lib/booking-token.server";
import { publicOrigin, textResponse } from "~/lib/http.server";
import { getBookingDetails } from "~/models/booking.server";

/**
 * The booking as an iCalendar file in the service's own zone, as long as the job is. Its UID
 * never changes; SEQUENCE rises with every move or cancellation, so calendars update the event.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.bookingId;
  const token = new URL(request.url).searchParams.get("token");
  const booking = isUuid(id) && isValidBookingToken(id, token) ? await getBookingDetails(id) : undefined;
  if (!booking) return textResponse(404, "Booking not found");
  const manageUrl = `${publicOrigin()}${bookingPath(booking.id)}`;
  const ics = buildIcs({
    uid: `${booking.id}@porchlight`,
    sequence: booking.sequence,
    date: booking.preferred_date,
    time: booking.preferred_time,
    durationMinutes: booking.duration_minutes,
    timeZone: booking.time_zone,
    summary: `${booking.service_type} with ${booking.business_name ?? "your provider"}`,
    description: `Booked on Porchlight. Provider: ${booking.business_name ?? ""} ${booking.provider_phone ?? ""}. Manage your booking: ${manageUrl}`,
    location: booking.service_address,
    url: manageUrl,
    stamp: new Date(),
    cancelled: booking.status === "cancelled",
  });
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="porchlight-booking.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
