import { json, type ActionFunctionArgs } from "@remix-run/node";
import { readLimitedText, textResponse } from "~/lib/http.server";
import { onlinePaymentsEnabled } from "~/lib/stripe.server";
import { applyStripeEvent, verifiedEvent } from "~/services/payments/index.server";

/** Stripe's events are a few kilobytes; anything near this is not one, and is refused before it is read whole. */
const MAX_EVENT_BYTES = 1024 * 1024;

/**
 * Stripe's events (docs/decisions/0017): the only thing that confirms a payment. A body whose
 * signature is not Stripe's (forged, or replayed after the library's tolerance) is refused and
 * changes nothing; an event seen before is acknowledged and changes nothing.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!onlinePaymentsEnabled()) return textResponse(404, "Online payment is off");
  const body = await readLimitedText(request, MAX_EVENT_BYTES);
  if (body === null) return textResponse(413, "This event is too large");
  const event = verifiedEvent(body, request.headers.get("Stripe-Signature"));
  if (!event) return textResponse(400, "This event is not signed by Stripe");
  const { applied, retry } = await applyStripeEvent(event);
  // Not read yet (Stripe unreachable for a detail): Stripe delivers it again.
  if (retry) return textResponse(503, "Try again later");
  return json({ received: true, applied });
}
