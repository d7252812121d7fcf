import type { LoaderFunctionArgs } from "@remix-run/node";
import { saidResponse } from "~/lib/refusals.server";
import { openBookingLink } from "~/lib/signed-links.server";
import { bookingCalendar } from "~/services/booking/index.server";
import { NOT_FOUND_REASONS } from "~/domain/outcome";

/** The booking as an iCalendar file (Add to calendar), through the booking's signed link. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const link = openBookingLink(params.bookingId, new URL(request.url).searchParams.get("token"));
  const ics = link ? await bookingCalendar(link, new Date()) : undefined;
  if (!ics) return saidResponse(request, 404, NOT_FOUND_REASONS.booking);
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="porchlight-booking.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
