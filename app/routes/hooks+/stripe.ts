import { json, type ActionFunctionArgs } from "@remix-run/node";
import { textResponse } from "~/lib/http.server";
import { onlinePaymentsEnabled } from "~/lib/stripe.server";
import { applyStripeEvent, verifiedEvent } from "~/services/payments/index.server";

/**
 * Stripe's events (docs/decisions/0017): the only thing that confirms a payment. A body whose
 * signature is not Stripe's (forged, or replayed after the library's tolerance) is refused and
 * changes nothing; an event seen before is acknowledged and changes nothing. Its body is at most
 * 1 MB: the server refuses more unread, or as it streams (server/app.ts).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!onlinePaymentsEnabled()) return textResponse(404, "Online payment is off");
  const event = verifiedEvent(await request.text(), request.headers.get("Stripe-Signature"));
  if (!event) return textResponse(400, "This event is not signed by Stripe");
  const { applied, retry } = await applyStripeEvent(event);
  // Not read yet (Stripe unreachable for a detail): Stripe delivers it again.
  if (retry) return textResponse(503, "Try again later");
  return json({ received: true, applied });
}
