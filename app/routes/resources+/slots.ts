import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { refuse } from "~/domain/outcome";
import { openBookingLink } from "~/lib/signed-links.server";
import { noSlots, pickerSlots } from "~/services/booking-page.server";

/**
 * The slots of one date for a service (the pickers' fetcher; GET, no side effects). With a
 * booking and its link's token, the times that booking could move to.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const date = url.searchParams.get("date") ?? "";
  const bookingId = url.searchParams.get("bookingId");
  const moving = bookingId === null ? null : openBookingLink(bookingId, url.searchParams.get("token"));
  if (bookingId !== null && !moving) return json(noSlots(date, refuse(404, "Booking not found.")), { status: 404 });
  const outcome = await pickerSlots({ serviceId: url.searchParams.get("serviceId"), date, moving, now: new Date() });
  if (!outcome.ok) return json(noSlots(date, outcome), { status: outcome.status });
  return json(outcome.slots, { headers: { "Cache-Control": "no-store" } });
}
