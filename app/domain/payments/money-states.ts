import type { PaymentStatus } from "./payment-status";
import { stateMachine } from "../state-machine";

/**
 * The states of online money (docs/decisions/0022): one table for a charge and one for a refund.
 * The ledger's plain status, which the dashboard filters by, follows from the state; manual rows
 * (cash, a cheque, the business's own terminal) have none and are recorded as done.
 */

export const CHARGE_STATES = [
  "scheduled",
  "open",
  "sending",
  "sent",
  "succeeded",
  "partially_refunded",
  "refunded",
  "failed",
  "voided",
] as const;
export type ChargeState = (typeof CHARGE_STATES)[number];

/**
 * Who moves a charge: the one settlement rule (voiding what is no longer owed, sending what falls
 * due), Stripe (its answer to a request, or its signed event), or a refund of it that succeeded.
 */
export type ChargeMover = "settlement" | "stripe" | "refund";

/**
 * scheduled: a saved card to charge at `due_at`; open: a payment link not yet paid; sending: owed
 * to Stripe, unanswered (retried under the same key); sent: Stripe took it and its event will end
 * it; voided: never taken (money landing on it anyway is recorded and refunded).
 */
export const CHARGE_MACHINE = /* @__PURE__ */ stateMachine<ChargeState, ChargeMover>("charge", {
  initial: ["scheduled", "open", "sending", "succeeded"],
  table: {
    scheduled: { sending: ["settlement"], voided: ["settlement"] },
    open: { succeeded: ["stripe"], voided: ["settlement"] },
    sending: { sent: ["stripe"], succeeded: ["stripe"], failed: ["stripe"], voided: ["settlement"] },
    sent: { succeeded: ["stripe"], failed: ["stripe"] },
    succeeded: { partially_refunded: ["refund"], refunded: ["refund"] },
    partially_refunded: { partially_refunded: ["refund"], refunded: ["refund"] },
    refunded: {},
    failed: {},
    voided: { succeeded: ["stripe"] },
  },
});

export const REFUND_STATES = ["sending", "sent", "succeeded", "failed"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** sending: written in the transaction that decided it, to be sent after the commit (retried until Stripe answers). */
export const REFUND_MACHINE = /* @__PURE__ */ stateMachine<RefundState, "stripe">("refund", {
  initial: ["sending"],
  table: {
    sending: { sent: ["stripe"], succeeded: ["stripe"], failed: ["stripe"] },
    sent: { succeeded: ["stripe"], failed: ["stripe"] },
    succeeded: {},
    failed: {},
  },
});

export type OnlineState = ChargeState | RefundState;

/** The ledger's plain status of an online row: what the dashboard's filter and totals read. */
export function ledgerStatusOf(state: OnlineState): PaymentStatus {
  switch (state) {
    case "succeeded":
    case "partially_refunded":
    case "refunded":
      return "completed";
    case "failed":
      return "failed";
    case "voided":
      return "voided";
    default:
      return "pending";
  }
}

/** Charges whose money arrived (whatever was refunded of it since). */
export const LANDED_STATES: readonly ChargeState[] = ["succeeded", "partially_refunded", "refunded"];

export function hasLanded(state: string): boolean {
  return (LANDED_STATES as readonly string[]).includes(state);
}

/** Why a charge was made: the booking's deposit or price, a policy's fee, or a business's link or card-on-file charge. */
export type ChargePurpose = "due" | "fee" | "link" | "card_on_file";
/** Why a refund was made: the settlement rule, or an admin's decision. */
export type RefundPurpose = "settlement" | "admin";
