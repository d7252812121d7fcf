import { json, type ActionFunctionArgs } from "@remix-run/node";
import { textResponse } from "~/lib/http.server";
import { onlinePaymentsEnabled, verifyStripeEvent } from "~/lib/stripe.server";
import { applyStripeEvent } from "~/services/checkout.server";

/**
 * Stripe's events (docs/decisions/0017): the only thing that confirms a payment. A body whose
 * signature is not Stripe's (forged, or replayed after the library's tolerance) is refused and
 * changes nothing; an event seen before is acknowledged and changes nothing.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!onlinePaymentsEnabled()) return textResponse(404, "Online payment is off");
  const event = verifyStripeEvent(await request.text(), request.headers.get("Stripe-Signature"));
  if (!event) return textResponse(400, "This event is not signed by Stripe");
  const { applied } = await applyStripeEvent(event);
  return json({ received: true, applied });
}
