import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { SLOT_MESSAGES } from "~/domain/slots";
import { isValidDate } from "~/domain/time";
import { isUuid } from "~/domain/uuid";
import { isValidBookingToken } from "~/lib/booking-token.server";
import { getBookingDetails } from "~/models/booking.server";
import { getActiveService } from "~/models/service.server";
import { slotsForService } from "~/services/availability.server";

/**
 * The slots of one date for a service (the pickers' fetcher; GET, no side effects). With a
 * booking and its link's token, the times that booking could move to: its own time counts as
 * free and its own length applies.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const serviceId = url.searchParams.get("serviceId");
  const date = url.searchParams.get("date") ?? "";
  const bookingId = url.searchParams.get("bookingId");
  const service = isUuid(serviceId) ? await getActiveService(serviceId) : undefined;
  if (!service) return json({ date, slots: [], message: "This service is not available." }, { status: 404 });
  if (!isValidDate(date)) {
    return json({ date, slots: [], message: date ? SLOT_MESSAGES.dateInvalid : SLOT_MESSAGES.dateRequired }, { status: 400 });
  }
  let moving: { exceptBookingId: string; durationMinutes: number } | undefined;
  if (bookingId !== null) {
    const booking =
      isUuid(bookingId) && isValidBookingToken(bookingId, url.searchParams.get("token")) ? await getBookingDetails(bookingId) : undefined;
    if (!booking || booking.service_id !== service.id) return json({ date, slots: [], message: "Booking not found." }, { status: 404 });
    moving = { exceptBookingId: booking.id, durationMinutes: booking.duration_minutes };
  }
  return json(await slotsForService(service, date, new Date(), moving), { headers: { "Cache-Control": "no-store" } });
}
