import type { DisputeFacts } from "~/domain/payments/disputes";

/**
 * A dispute's evidence as Stripe takes it (decision 0056), in English: the language of Stripe's
 * reviewers and the card networks, whatever the business reads its pages in.
 */
const STRIPE_TEXT_MAX = 20_000;

/** The few words the evidence's facts are put together with. */
export const EVIDENCE_WORDS = { customer: "Customer", business: "Business", payment: "Payment" } as const;

/** The evidence Stripe takes, from the facts: each field within Stripe's limit. */
export function disputeEvidenceOf(facts: DisputeFacts): Record<string, string> {
  const clip = (text: string) => (text.length > STRIPE_TEXT_MAX ? `${text.slice(0, STRIPE_TEXT_MAX - 1)}…` : text);
  const done = facts.completedAt ? `Marked completed: ${facts.completedAt}.` : "";
  return {
    customer_name: facts.customerName,
    customer_email_address: facts.customerEmail,
    billing_address: facts.address,
    service_date: facts.serviceDate,
    product_description: clip(
      `${facts.service} at ${facts.address}, ${facts.when} (booking ${facts.reference}). Done by ${facts.worker}. ${done}`.trim(),
    ),
    ...(facts.policy
      ? {
          cancellation_policy_disclosure: clip(
            `Shown beside the Confirm button when the customer booked on ${facts.bookedAt}: ${facts.policy}`,
          ),
          refund_policy_disclosure: clip(`Shown beside the Confirm button when the customer booked on ${facts.bookedAt}: ${facts.policy}`),
        }
      : {}),
    customer_communication: clip(facts.messages.join("\n") || "No messages."),
    uncategorized_text: clip([`Receipt: ${facts.receipt}`, ...(facts.note ? [`From the business: ${facts.note}`] : [])].join("\n\n")),
  };
}
