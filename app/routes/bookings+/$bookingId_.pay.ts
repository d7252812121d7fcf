import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { refusalToast, saidResponse } from "~/lib/refusals.server";
import { openBookingLink } from "~/lib/signed-links.server";
import { checkoutFor } from "~/services/payments/index.server";
import { NOT_FOUND_REASONS } from "~/domain/outcome";

/**
 * Pays what a booking still asks (its hold's payment, or a saved card's declined charge): a
 * plain link from the booking page or the e-mail, answered with a 303 to Stripe's page.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const link = openBookingLink(params.bookingId, new URL(request.url).searchParams.get("token"));
  if (!link) return saidResponse(request, 404, NOT_FOUND_REASONS.booking);
  const checkout = await checkoutFor(link.bookingId, new Date());
  if (!checkout.ok) return refusalToast(`/bookings/${link.bookingId}?token=${link.token}`, checkout);
  return redirect(checkout.url, 303);
}
