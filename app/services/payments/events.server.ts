import { CARD_REFUSAL_REASONS, cardRefusalOf } from "~/domain/payments/payments";
import type { Executor } from "~/lib/db.server";
import { log } from "~/lib/logger.server";
import type { Stripe } from "~/lib/stripe.server";
import { findChargeByCheckoutSession, findMovement, findMovementByStripeId } from "~/models/ledger.server";
import { findBookingIdByCheckoutSession, getPayableBooking, saveCard, updateAccountState } from "~/models/online-payments.server";
import { claimInboundEvent } from "~/models/inbound-event.server";
import { inTransaction } from "~/services/support/transaction.server";
import { bookingCardSaved, bookingPageExpired, bookingPagePaid } from "./checkout.server";
import * as gateway from "./gateway.server";
import { chargeSettled, NOTHING_TO_SEND, refundSettled, type Sends } from "./money.server";
import { sendAfterCommit } from "./send.server";
import { disputeChanged, type DisputeEvent } from "./disputes.server";
import { disputeStateOf } from "~/domain/payments/disputes";

/**
 * Stripe's events, the only thing that confirms money (docs/decisions/0022): each is translated
 * once into one of the payment events below and handled by its one handler in HANDLERS, in the
 * transaction that claims the event's id, so a second delivery changes nothing.
 */
export type PaymentEvent =
  /** A Checkout page was paid: a booking's deposit or price, or a payment link. */
  | {
      type: "page-paid";
      sessionId: string;
      bookingId: string | null;
      paymentRowId: string | null;
      intentId: string;
      amountCents: number;
      /** The card the page kept for a charge after the job (decision 0055). */
      card: { customerId: string; paymentMethodId: string } | null;
    }
  /** A card-saving page was completed (a job far ahead, or a series). */
  | { type: "card-saved"; sessionId: string; bookingId: string | null; card: { customerId: string; paymentMethodId: string } | null }
  | { type: "page-expired"; sessionId: string; bookingId: string | null; paymentRowId: string | null }
  /** An off-session charge (a saved card, a fee, a card on file) ended. */
  | { type: "charge-succeeded"; paymentRowId: string; intentId: string }
  | { type: "charge-failed"; paymentRowId: string; intentId: string; reason: string }
  | { type: "refund-changed"; refundId: string; paymentRowId: string | null; to: "sent" | "succeeded" | "failed"; reason: string | null }
  | { type: "account-changed"; accountId: string; chargesEnabled: boolean; detailsSubmitted: boolean }
  /** A customer's bank disputes a payment, or Stripe says where the dispute stands (decision 0056). */
  | ({ type: "dispute-changed" } & DisputeEvent);

type Translation = { ok: true; event: PaymentEvent | null } | { ok: false; reason: string };

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** Reads a verified Stripe event as a payment event (null: nothing the product acts on). */
export async function translate(event: Stripe.Event): Promise<Translation> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      const bookingId = session.metadata?.booking_id ?? null;
      const paymentRowId = session.metadata?.payment_row_id ?? null;
      if (session.mode === "setup") {
        const setupIntent = idOf(session.setup_intent);
        if (!setupIntent) return { ok: true, event: null };
        const card = await gateway.savedCardOf(setupIntent);
        if (!card.ok) return card.kind === "transient" ? { ok: false, reason: card.reason } : { ok: true, event: null };
        return { ok: true, event: { type: "card-saved", sessionId: session.id, bookingId, card: card.value } };
      }
      const intentId = idOf(session.payment_intent);
      if (session.payment_status !== "paid" || !intentId || session.amount_total === null) return { ok: true, event: null };
      let card: { customerId: string; paymentMethodId: string } | null = null;
      if (session.metadata?.saves_card === "1") {
        const kept = await gateway.cardOfPayment(intentId);
        if (!kept.ok && kept.kind === "transient") return { ok: false, reason: kept.reason };
        card = kept.ok ? kept.value : null;
      }
      return {
        ok: true,
        event: { type: "page-paid", sessionId: session.id, bookingId, paymentRowId, intentId, amountCents: session.amount_total, card },
      };
    }
    case "checkout.session.expired": {
      const session = event.data.object;
      return {
        ok: true,
        event: {
          type: "page-expired",
          sessionId: session.id,
          bookingId: session.metadata?.booking_id ?? null,
          paymentRowId: session.metadata?.payment_row_id ?? null,
        },
      };
    }
    case "payment_intent.succeeded":
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      // A booking's Checkout page carries no row: the page's own event records its payment.
      const paymentRowId = intent.metadata?.payment_row_id;
      if (!paymentRowId) return { ok: true, event: null };
      if (event.type === "payment_intent.succeeded")
        return { ok: true, event: { type: "charge-succeeded", paymentRowId, intentId: intent.id } };
      const reason = cardRefusalOf(intent.last_payment_error ?? {}) ?? CARD_REFUSAL_REASONS.declined;
      return { ok: true, event: { type: "charge-failed", paymentRowId, intentId: intent.id, reason } };
    }
    case "refund.created":
    case "refund.updated":
    case "refund.failed": {
      const refund = event.data.object;
      return {
        ok: true,
        event: {
          type: "refund-changed",
          refundId: refund.id,
          paymentRowId: refund.metadata?.payment_row_id ?? null,
          to: event.type === "refund.failed" ? "failed" : gateway.refundStateOf(refund.status),
          reason: refund.failure_reason ? cardRefusalOf({ code: refund.failure_reason, message: refund.failure_reason }) : null,
        },
      };
    }
    case "charge.dispute.created":
    case "charge.dispute.updated":
    case "charge.dispute.closed": {
      const dispute = event.data.object;
      const intentId = idOf(dispute.payment_intent);
      if (!intentId) return { ok: true, event: null };
      const dueBy = dispute.evidence_details?.due_by;
      return {
        ok: true,
        event: {
          type: "dispute-changed",
          disputeId: dispute.id,
          intentId,
          amountCents: dispute.amount,
          reason: dispute.reason ?? "general",
          status: disputeStateOf(dispute.status),
          dueBy: dueBy ? new Date(dueBy * 1000).toISOString() : null,
        },
      };
    }
    case "account.updated": {
      const account = event.data.object;
      return {
        ok: true,
        event: {
          type: "account-changed",
          accountId: account.id,
          chargesEnabled: account.charges_enabled ?? false,
          detailsSubmitted: account.details_submitted ?? false,
        },
      };
    }
    default:
      return { ok: true, event: null };
  }
}

type Handler<T extends PaymentEvent["type"]> = (trx: Executor, event: Extract<PaymentEvent, { type: T }>, now: Date) => Promise<Sends>;

async function bookingOf(trx: Executor, bookingId: string | null, sessionId: string) {
  const id = bookingId ?? (await findBookingIdByCheckoutSession(sessionId, trx));
  return id ? getPayableBooking(id, trx) : undefined;
}

/** A payment link's row, when the page was one of a link's (a booking's own pages carry no row). */
async function linkRowOf(trx: Executor, event: { paymentRowId: string | null; sessionId: string }) {
  return event.paymentRowId ? findMovement(event.paymentRowId, trx) : findChargeByCheckoutSession(event.sessionId, trx);
}

/** One handler per payment event: the only code that turns Stripe's word into the ledger's. */
const HANDLERS: { [T in PaymentEvent["type"]]: Handler<T> } = {
  "page-paid": async (trx, event, now) => {
    const linkRow = await linkRowOf(trx, event);
    // A payment link: its open (or voided) row lands, and the rule settles its booking.
    if (linkRow) return chargeSettled(trx, linkRow.id, "succeeded", { stripeId: event.intentId, now });
    const booking = await bookingOf(trx, event.bookingId, event.sessionId);
    if (!booking) return NOTHING_TO_SEND;
    // The card kept for a charge after the job the customer agreed to (decision 0055).
    if (event.card && booking.after_job_cap_cents !== null && !booking.stripe_payment_method_id)
      await saveCard(trx, booking.id, event.card);
    return bookingPagePaid(trx, booking, { intentId: event.intentId, amountCents: event.amountCents }, now);
  },
  "card-saved": async (trx, event, now) => {
    const booking = await bookingOf(trx, event.bookingId, event.sessionId);
    return booking && event.card ? bookingCardSaved(trx, booking, event.card, now) : NOTHING_TO_SEND;
  },
  "page-expired": async (trx, event, now) => {
    // A payment link outlives its pages: the customer's next visit opens a new one.
    if (await linkRowOf(trx, event)) return NOTHING_TO_SEND;
    const booking = await bookingOf(trx, event.bookingId, event.sessionId);
    return booking ? bookingPageExpired(trx, booking, event.sessionId, now) : NOTHING_TO_SEND;
  },
  "charge-succeeded": (trx, event, now) => chargeSettled(trx, event.paymentRowId, "succeeded", { stripeId: event.intentId, now }),
  "charge-failed": (trx, event, now) =>
    chargeSettled(trx, event.paymentRowId, "failed", { stripeId: event.intentId, reason: event.reason, now }),
  "refund-changed": async (trx, event, now) => {
    const refund =
      (await findMovementByStripeId(event.refundId, trx)) ?? (event.paymentRowId ? await findMovement(event.paymentRowId, trx) : undefined);
    if (refund?.kind === "refund" && event.to !== "sent")
      await refundSettled(trx, refund.id, event.to, { stripeId: event.refundId, reason: event.reason ?? undefined, now });
    return NOTHING_TO_SEND;
  },
  "dispute-changed": async (trx, event, now) => {
    await disputeChanged(trx, event, now);
    return NOTHING_TO_SEND;
  },
  "account-changed": async (trx, event) => {
    await updateAccountState(trx, event.accountId, { chargesEnabled: event.chargesEnabled, detailsSubmitted: event.detailsSubmitted });
    return NOTHING_TO_SEND;
  },
};

export type EventOutcome = { applied: boolean; retry?: boolean };

/**
 * Applies one verified Stripe event, once: its id is claimed in the same transaction as its
 * changes. What it decided for Stripe (a refund of money that landed on an ended booking) is sent
 * after the commit. An event that cannot be read yet (Stripe unreachable) is not claimed: Stripe
 * delivers it again.
 */
export async function applyStripeEvent(event: Stripe.Event, now = new Date()): Promise<EventOutcome> {
  const translated = await translate(event);
  if (!translated.ok) {
    log.warn("a Stripe event could not be read yet; Stripe sends it again", { eventId: event.id, reason: translated.reason });
    return { applied: false, retry: true };
  }
  const paymentEvent = translated.event;
  const result = await inTransaction(async (trx) => {
    if (!(await claimInboundEvent(trx, { source: "stripe", externalId: event.id, type: event.type })))
      return { applied: false, sends: NOTHING_TO_SEND };
    if (!paymentEvent) return { applied: true, sends: NOTHING_TO_SEND };
    const handle = HANDLERS[paymentEvent.type] as Handler<PaymentEvent["type"]>;
    return { applied: true, sends: await handle(trx, paymentEvent, now) };
  });
  await sendAfterCommit(result.sends, now);
  return { applied: result.applied };
}

/** A webhook's body, verified: the event, or null when the signature is not Stripe's. */
export function verifiedEvent(payload: string, signature: string | null): Stripe.Event | null {
  return gateway.verifyEvent(payload, signature);
}
