import { log } from "~/lib/logger.server";
import { findCardOnFile, findMovement, listUnsentMovements, recordStripeId, useUpAttempt, type Movement } from "~/models/ledger.server";
import { findPaymentAccount } from "~/models/online-payments.server";
import { inTransaction } from "~/services/support/transaction.server";
import { chargeSettled, refundSettled, NOTHING_TO_SEND, type Sends } from "./money.server";
import { onlinePaymentsEnabled } from "~/lib/stripe.server";
import * as gateway from "./gateway.server";

/**
 * What a committed change left for Stripe (docs/decisions/0022): refunds and off-session charges
 * written as `sending`, each sent with its row's id as the idempotency key, so a retry never moves
 * money twice. A refusal for good ends the row as failed; a transient failure leaves it for the
 * sweep.
 */

/** How a send ended, for a caller that reports it (an admin's refund). */
export type SendResult = { kind: "done" } | { kind: "refused"; reason: string } | { kind: "later"; reason: string } | { kind: "none" };

export async function sendAfterCommit(sends: Sends, now = new Date()): Promise<SendResult[]> {
  const results: SendResult[] = [];
  for (const id of sends.movements) results.push(await sendMovement(id, now));
  for (const session of sends.closePages) await gateway.expirePage(session);
  return results;
}

/** Sends one row still owed to Stripe; an answer that asks for more (money landing) is sent on in turn. */
export async function sendMovement(id: string, now = new Date()): Promise<SendResult> {
  const movement = await findMovement(id);
  if (!movement || movement.state !== "sending") return { kind: "none" };
  const { result, followUp } = movement.kind === "refund" ? await sendRefund(movement, now) : await sendCharge(movement, now);
  if (followUp.movements.length > 0 || followUp.closePages.length > 0) await sendAfterCommit(followUp, now);
  return result;
}

type Sent = { result: SendResult; followUp: Sends };

/**
 * The idempotency key of a row's next request: its id and the number of the request. A 5xx
 * answer uses a key up (Stripe replays it), so the next request looks first for what the last
 * one made, and only then asks again under the next number.
 */
function keyOf(kind: "charge" | "refund", row: Movement): string {
  return row.attempt === 0 ? `${kind}-${row.id}` : `${kind}-${row.id}-${row.attempt + 1}`;
}

async function sendRefund(refund: Movement, now: Date): Promise<Sent> {
  const charge = refund.refund_of ? await findMovement(refund.refund_of) : undefined;
  if (!charge?.stripe_id) {
    await inTransaction((trx) =>
      refundSettled(trx, refund.id, "failed", { stripeId: null, reason: "The charge has no Stripe payment", now }),
    );
    return { result: { kind: "refused", reason: "The charge has no Stripe payment" }, followUp: NOTHING_TO_SEND };
  }
  if (refund.attempt > 0) {
    const made = await gateway.findRefund({ paymentIntentId: charge.stripe_id, rowId: refund.id });
    if (!made.ok) return later(refund, made.reason);
    if (made.value) {
      const found = made.value;
      await inTransaction((trx) => refundSettled(trx, refund.id, gateway.refundStateOf(found.status), { stripeId: found.id, now }));
      return { result: { kind: "done" }, followUp: NOTHING_TO_SEND };
    }
  }
  const answer = await gateway.refund(
    {
      paymentIntentId: charge.stripe_id,
      amountCents: refund.amount_cents,
      refundApplicationFee: charge.application_fee_cents > 0,
      metadata: { booking_id: refund.booking_id ?? "", payment_row_id: refund.id },
    },
    keyOf("refund", refund),
  );
  if (!answer.ok && answer.kind !== "refused") return later(refund, answer.reason, answer.kind === "unknown");
  await inTransaction((trx) =>
    answer.ok
      ? refundSettled(trx, refund.id, gateway.refundStateOf(answer.value.status), { stripeId: answer.value.id, now })
      : refundSettled(trx, refund.id, "failed", { stripeId: null, reason: answer.reason, now }),
  );
  return { result: answer.ok ? { kind: "done" } : { kind: "refused", reason: answer.reason }, followUp: NOTHING_TO_SEND };
}

async function sendCharge(charge: Movement, now: Date): Promise<Sent> {
  const [card, account] = await Promise.all([
    findCardOnFile(
      charge.owner_user_id,
      charge.customer_id,
      charge.booking_id,
      undefined,
      charge.bill_id !== null ? "bill" : charge.purpose === "card_on_file" ? "business" : "booking",
    ),
    findPaymentAccount(charge.owner_user_id),
  ]);
  if (!card?.stripe_customer_id || !card.stripe_payment_method_id || !account) {
    const reason = !account ? "The business has no Stripe account" : "There is no saved card to charge";
    const followUp = await inTransaction((trx) => chargeSettled(trx, charge.id, "failed", { stripeId: null, reason, now }));
    return { result: { kind: "refused", reason }, followUp };
  }
  if (charge.attempt > 0) {
    const made = await gateway.findCharge({ customerId: card.stripe_customer_id, rowId: charge.id });
    if (!made.ok) return later(charge, made.reason);
    if (made.value) {
      const intentId = made.value.id;
      // Stripe made it before its 5xx: its event says how it ended.
      const followUp = await inTransaction(async (trx) => {
        await recordStripeId(trx, charge.id, intentId);
        return chargeSettled(trx, charge.id, "sent", { stripeId: intentId, now });
      });
      return { result: { kind: "done" }, followUp };
    }
  }
  const answer = await gateway.chargeSavedCard(
    {
      amountCents: charge.amount_cents,
      applicationFeeCents: charge.application_fee_cents,
      customerId: card.stripe_customer_id,
      paymentMethodId: card.stripe_payment_method_id,
      destination: account.stripe_account_id,
      metadata: { booking_id: charge.booking_id ?? "", payment_row_id: charge.id },
    },
    keyOf("charge", charge),
  );
  if (!answer.ok && answer.kind !== "refused") return later(charge, answer.reason, answer.kind === "unknown");
  const followUp = await inTransaction(async (trx) => {
    if (!answer.ok) return chargeSettled(trx, charge.id, "failed", { stripeId: answer.paymentIntentId, reason: answer.reason, now });
    // Paid only when the signed event says so; a charge voided meanwhile keeps Stripe's id, so its money can be found.
    const sends = await chargeSettled(trx, charge.id, "sent", { stripeId: answer.value.id, now });
    await recordStripeId(trx, charge.id, answer.value.id);
    return sends;
  });
  return { result: answer.ok ? { kind: "done" } : { kind: "refused", reason: answer.reason }, followUp };
}

/** Stripe did not answer (sent again with the same key), or answered 5xx (the next request looks first, under a new key). */
async function later(movement: Movement, reason: string, keyUsedUp = false): Promise<Sent> {
  if (keyUsedUp) await inTransaction((trx) => useUpAttempt(trx, movement.id, movement.attempt), { queuesEmail: false });
  log.warn("Stripe did not settle a movement; it is sent again later", { movementId: movement.id, kind: movement.kind, reason });
  return { result: { kind: "later", reason }, followUp: NOTHING_TO_SEND };
}

/** The sweep's retry: every request still owed to Stripe a moment after it was written or last tried. */
export async function sendUnsentMovements(now: Date) {
  if (!onlinePaymentsEnabled()) return;
  for (const { id } of await listUnsentMovements({ olderThan: new Date(now.getTime() - 60_000) })) {
    try {
      await sendMovement(id, now);
    } catch (error) {
      log.error("an online payment movement could not be sent; it is tried again", { error, movementId: id });
    }
  }
}
