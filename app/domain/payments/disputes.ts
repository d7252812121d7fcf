import { reasons, type ReasonOf } from "../outcome";
import { stateMachine } from "../state-machine";

/**
 * Disputes (issue 57, decision 0056): a customer's bank takes back a card payment until the
 * business shows it was owed. Stripe's events move the state; the business's evidence, submitted
 * through Stripe, moves it to review. A lost dispute takes its amount off the business's payout.
 */

export const DISPUTE_STATES = ["needs_response", "under_review", "won", "lost", "closed"] as const;
export type DisputeState = (typeof DISPUTE_STATES)[number];

/** Who moves a dispute: Stripe's events, or the business submitting its evidence. */
export type DisputeMover = "stripe" | "business";

export const DISPUTE_MACHINE = /* @__PURE__ */ stateMachine<DisputeState, DisputeMover>("dispute", {
  // A dispute is first heard of in whatever state its event says (an inquiry may already be closed).
  initial: ["needs_response", "under_review", "won", "lost", "closed"],
  table: {
    needs_response: { under_review: ["business", "stripe"], won: ["stripe"], lost: ["stripe"], closed: ["stripe"] },
    under_review: { won: ["stripe"], lost: ["stripe"], closed: ["stripe"] },
    won: {},
    lost: {},
    closed: {},
  },
});

/**
 * Stripe's status as the product's state: an inquiry ("warning_") is answered as a dispute is;
 * "warning_closed" and "charge_refunded" end one with no money lost; anything unknown needs a response.
 */
export function disputeStateOf(stripeStatus: string): DisputeState {
  switch (stripeStatus) {
    case "warning_under_review":
    case "under_review":
      return "under_review";
    case "won":
      return "won";
    case "lost":
      return "lost";
    case "warning_closed":
    case "charge_refunded":
      return "closed";
    default:
      return "needs_response";
  }
}

export const DISPUTE_REASONS = /* @__PURE__ */ reasons("dispute", ["evidenceSent", "notOpen", "submitFailed", "noteTooLong"]);
export type DisputeReason = ReasonOf<typeof DISPUTE_REASONS>;

/** The longest note a business adds to its evidence. */
export const DISPUTE_NOTE_MAX = 2_000;

/** What Porchlight holds about a disputed payment, as the business reviews it before sending. */
export type DisputeFacts = {
  customerName: string;
  customerEmail: string;
  service: string;
  reference: string;
  address: string;
  /** The job's date (YYYY-MM-DD) and its start in words. */
  serviceDate: string;
  when: string;
  /** Who came, and when the job was marked done (words), or null. */
  worker: string;
  completedAt: string | null;
  /** The policy in the words the customer read, and when they agreed to it by booking. */
  policy: string | null;
  bookedAt: string;
  /** The bill's lines and total, or the payment's description. */
  receipt: string;
  /** The conversation with the customer, oldest first, each "who, when: text". */
  messages: string[];
  note: string | null;
};
