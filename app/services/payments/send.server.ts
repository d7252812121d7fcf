import { log } from "~/lib/logger.server";
import { findCardOnFile, findMovement, listUnsentMovements, recordStripeId, type Movement } from "~/models/ledger.server";
import { findPaymentAccount } from "~/models/online-payments.server";
import { inTransaction } from "../transaction.server";
import { chargeSettled, refundSettled, NOTHING_TO_SEND, type Sends } from "./money.server";
import { onlinePaymentsEnabled } from "~/lib/stripe.server";
import * as gateway from "./gateway.server";

/**
 * What a committed change left for Stripe (docs/decisions/0022): refunds and off-session charges
 * written as `sending`, and Checkout pages to close. Each request carries its row's id as the
 * idempotency key, so sending again (the sweep, after a crash or a timeout) never moves money
 * twice. Stripe's answer moves the row: a refusal for good ends it as failed (nothing retries
 * it); a transient failure leaves it `sending` for the sweep.
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

async function sendRefund(refund: Movement, now: Date): Promise<Sent> {
  const charge = refund.refund_of ? await findMovement(refund.refund_of) : undefined;
  if (!charge?.stripe_id) {
    await inTransaction((trx) => refundSettled(trx, refund.id, "failed", { stripeId: null, reason: "The charge has no Stripe payment", now }));
    return { result: { kind: "refused", reason: "The charge has no Stripe payment" }, followUp: NOTHING_TO_SEND };
  }
  const answer = await gateway.refund(
    {
      paymentIntentId: charge.stripe_id,
      amountCents: refund.amount_cents,
      refundApplicationFee: charge.application_fee_cents > 0,
      metadata: { booking_id: refund.booking_id ?? "", payment_row_id: refund.id },
    },
    `refund-${refund.id}`,
  );
  if (!answer.ok && answer.kind === "transient") return later(refund, answer.reason);
  await inTransaction((trx) =>
    answer.ok
      ? refundSettled(trx, refund.id, gateway.refundStateOf(answer.value.status), { stripeId: answer.value.id, now })
      : refundSettled(trx, refund.id, "failed", { stripeId: null, reason: answer.reason, now }),
  );
  return { result: answer.ok ? { kind: "done" } : { kind: "refused", reason: answer.reason }, followUp: NOTHING_TO_SEND };
}

async function sendCharge(charge: Movement, now: Date): Promise<Sent> {
  const [card, account] = await Promise.all([
    findCardOnFile(charge.owner_user_id, charge.customer_id, charge.booking_id),
    findPaymentAccount(charge.owner_user_id),
  ]);
  if (!card?.stripe_customer_id || !card.stripe_payment_method_id || !account) {
    const reason = !account ? "The business has no Stripe account" : "There is no saved card to charge";
    const followUp = await inTransaction((trx) => chargeSettled(trx, charge.id, "failed", { stripeId: null, reason, now }));
    return { result: { kind: "refused", reason }, followUp };
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
    `charge-${charge.id}`,
  );
  if (!answer.ok && answer.kind === "transient") return later(charge, answer.reason);
  const followUp = await inTransaction(async (trx) => {
    if (!answer.ok) return chargeSettled(trx, charge.id, "failed", { stripeId: answer.paymentIntentId, reason: answer.reason, now });
    // Paid only when the signed event says so; a charge voided meanwhile keeps Stripe's id, so its money can be found.
    const sends = await chargeSettled(trx, charge.id, "sent", { stripeId: answer.value.id, now });
    await recordStripeId(trx, charge.id, answer.value.id);
    return sends;
  });
  return { result: answer.ok ? { kind: "done" } : { kind: "refused", reason: answer.reason }, followUp };
}

function later(movement: Movement, reason: string): Sent {
  log.warn("Stripe did not answer; the movement is sent again later", { movementId: movement.id, kind: movement.kind, reason });
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
