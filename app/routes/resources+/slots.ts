import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { NOT_FOUND_REASONS, refuse } from "~/domain/outcome";
import { openBookingLink, openRequestLink } from "~/lib/signed-links.server";
import { noSlots, pickerSlots, quoteSlots } from "~/services/booking/index.server";
import { ownedBookingOf } from "~/services/support/access.server";

/**
 * The slots of one date for a service (the pickers' fetcher; GET, no side effects). With a
 * booking and its link's token, the times that booking could move to; with a request's quote
 * and the request's token, the times for the quoted job.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const date = url.searchParams.get("date") ?? "";
  const token = url.searchParams.get("token");
  const now = new Date();
  const requestId = url.searchParams.get("requestId");
  if (requestId !== null) {
    const link = openRequestLink(requestId, token);
    const outcome = link ? await quoteSlots(link, url.searchParams.get("quoteId") ?? "", date, now) : refuse(404, NOT_FOUND_REASONS.quote);
    if (!outcome.ok) return json(noSlots(date, outcome), { status: outcome.status });
    return json(outcome.slots, { headers: { "Cache-Control": "no-store" } });
  }
  const bookingId = url.searchParams.get("bookingId");
  // A booking being moved: by its customer's link, or by the business signed in (the portal's move page).
  const link = bookingId === null ? null : openBookingLink(bookingId, token);
  const owned = bookingId !== null && !link ? await ownedBookingOf(request, bookingId) : null;
  const moving = link ?? (owned ? { bookingId: owned.id } : null);
  if (bookingId !== null && !moving) return json(noSlots(date, refuse(404, NOT_FOUND_REASONS.booking)), { status: 404 });
  const outcome = await pickerSlots({
    serviceId: url.searchParams.get("serviceId"),
    date,
    moving,
    member: url.searchParams.get("member"),
    zip: url.searchParams.get("zip"),
    now,
  });
  if (!outcome.ok) return json(noSlots(date, outcome), { status: outcome.status });
  return json(outcome.slots, { headers: { "Cache-Control": "no-store" } });
}
