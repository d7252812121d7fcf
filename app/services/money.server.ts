import { chargeFailedEmails, paymentReceiptEmail, refundReceiptEmail } from "~/domain/payment-emails";
import {
  applicationFee,
  cancellationSettlement,
  noShowSettlement,
  ONLINE_PAYMENT_MESSAGES,
  parsePolicy,
  type Settlement,
} from "~/domain/online-payments";
import { refuse, type Outcome } from "~/domain/outcome";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { publicOrigin } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { payPath } from "~/lib/signed-links.server";
import { getStripe, type Stripe } from "~/lib/stripe.server";
import { recordAudit } from "~/models/audit.server";
import { getBookingDetails } from "~/models/booking.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import {
  adjustCustomerSpent,
  findMovement,
  getPayableBooking,
  listBookingLedger,
  listUnsentMovements,
  moveChargeState,
  recordStripeMovement,
  setBookingFee,
  settleMovement,
  type LedgerEntry,
} from "~/models/online-payments.server";
import type { Owned } from "./access.server";
import { emailDataOf } from "./booking-announcements.server";
import { inTransaction } from "./transaction.server";

/**
 * The ledger's online movements (docs/decisions/0017). A refund or an off-session charge is
 * first written as a pending row in the transaction that decides it (a cancellation, a no-show,
 * an admin's refund); once that has committed it is sent to Stripe with the row's id as the
 * idempotency key, so a retry (the scheduler's, after a crash or a timeout) never moves money
 * twice. A charge counts as paid only when Stripe's signed event says so.
 */

/** A booking's money: what was paid online and is still held (charges less refunds), per charge. */
export function balanceOf(ledger: readonly LedgerEntry[]) {
  const online = ledger.filter((row) => row.source === "stripe");
  const refundedOf = (chargeId: string) =>
    online
      .filter((row) => row.kind === "refund" && row.refund_of === chargeId && row.status !== "failed")
      .reduce((sum, row) => sum + row.amount_cents, 0);
  const charges = online
    .filter((row) => row.kind === "charge" && row.status === "completed" && row.stripe_id)
    .map((row) => ({ row, remaining: row.amount_cents - refundedOf(row.id) }));
  return { paidCents: charges.reduce((sum, charge) => sum + charge.remaining, 0), charges };
}

/**
 * Writes the refunds that give back `amountCents` of a booking's online charges, newest charge
 * first, each never more than is left of it. Returns what could be refunded.
 */
export async function queueRefund(
  trx: Executor,
  bookingId: string,
  input: { amountCents: number; reason: string; createdBy: string | null; now: Date },
): Promise<number> {
  const booking = await getPayableBooking(bookingId, trx);
  if (!booking?.provider_user_id || !booking.customer_id || input.amountCents <= 0) return 0;
  const { charges } = balanceOf(await listBookingLedger(bookingId, trx));
  let left = input.amountCents;
  for (const charge of [...charges].reverse()) {
    if (left === 0) break;
    const amount = Math.min(left, charge.remaining);
    if (amount <= 0) continue;
    await recordStripeMovement(trx, {
      ownerUserId: booking.provider_user_id,
      customerId: booking.customer_id,
      bookingId,
      kind: "refund",
      amountCents: amount,
      status: "pending",
      reason: input.reason,
      stripeId: null,
      refundOf: charge.row.id,
      createdBy: input.createdBy,
      now: input.now,
    });
    left -= amount;
  }
  return input.amountCents - left;
}

/** Writes an off-session charge of the card a booking saved (a fee, or the deposit when it falls due). */
export async function queueCardCharge(trx: Executor, bookingId: string, input: { amountCents: number; reason: string; now: Date }) {
  const booking = await getPayableBooking(bookingId, trx);
  if (!booking?.provider_user_id || !booking.customer_id || !booking.stripe_payment_method_id || input.amountCents <= 0) return null;
  return recordStripeMovement(trx, {
    ownerUserId: booking.provider_user_id,
    customerId: booking.customer_id,
    bookingId,
    kind: "charge",
    amountCents: input.amountCents,
    status: "pending",
    reason: input.reason,
    stripeId: null,
    applicationFeeCents: applicationFee(input.amountCents, getEnv().PLATFORM_FEE_PERCENT),
    now: input.now,
  });
}

/** A movement Stripe completed: the customer's total and receipt follow, in the transaction that records it. */
export async function afterMovementCompleted(trx: Executor, movementId: string) {
  const movement = await findMovement(movementId, trx);
  const booking = movement?.booking_id ? await getBookingDetails(movement.booking_id, trx) : undefined;
  if (!movement || !booking) return;
  const refund = movement.kind === "refund";
  await adjustCustomerSpent(trx, movement.customer_id, refund ? -movement.amount_cents : movement.amount_cents);
  const data = emailDataOf(booking, publicOrigin());
  await enqueueEmail(
    trx,
    refund
      ? refundReceiptEmail(data, { amountCents: movement.amount_cents, why: movement.reason ?? "Refund" })
      : paymentReceiptEmail(data, { amountCents: movement.amount_cents, what: movement.reason ?? "Payment" }),
    { bookingId: booking.id },
  );
}

const refundStatus = (status: string | null): "pending" | "completed" | "failed" =>
  status === "succeeded" ? "completed" : status === "failed" || status === "canceled" ? "failed" : "pending";

async function sendRefund(stripe: Stripe, movementId: string) {
  const movement = await findMovement(movementId);
  const charge = movement?.refund_of ? await findMovement(movement.refund_of) : undefined;
  if (!movement || !charge?.stripe_id) return;
  const refund = await stripe.refunds.create(
    {
      payment_intent: charge.stripe_id,
      amount: movement.amount_cents,
      // The provider's share (and the platform's fee, when it took one) go back in proportion.
      reverse_transfer: true,
      ...(charge.application_fee_cents > 0 ? { refund_application_fee: true } : {}),
      metadata: { booking_id: movement.booking_id ?? "", payment_row_id: movement.id },
    },
    { idempotencyKey: `refund-${movement.id}` },
  );
  const status = refundStatus(refund.status);
  await inTransaction(async (trx) => {
    if ((await settleMovement(trx, movement.id, { stripeId: refund.id, status })) && status === "completed")
      await afterMovementCompleted(trx, movement.id);
  });
}

async function sendCharge(stripe: Stripe, movementId: string) {
  const movement = await findMovement(movementId);
  const booking = movement?.booking_id ? await getPayableBooking(movement.booking_id) : undefined;
  if (!movement || !booking?.stripe_customer_id || !booking.stripe_payment_method_id || !booking.stripe_account_id) return;
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: movement.amount_cents,
        currency: "usd",
        customer: booking.stripe_customer_id,
        payment_method: booking.stripe_payment_method_id,
        off_session: true,
        confirm: true,
        ...(movement.application_fee_cents > 0 ? { application_fee_amount: movement.application_fee_cents } : {}),
        transfer_data: { destination: booking.stripe_account_id },
        metadata: { booking_id: booking.id, payment_row_id: movement.id },
      },
      { idempotencyKey: `charge-${movement.id}` },
    );
    // Paid only when the signed event says so; the intent's id is kept for the event to find.
    await inTransaction((trx) => settleMovement(trx, movement.id, { stripeId: intent.id, status: "pending" }));
  } catch (error) {
    const declined = error as { type?: string; payment_intent?: { id: string } };
    if (declined.type !== "StripeCardError") throw error;
    await chargeFailed(movement.id, declined.payment_intent?.id ?? null);
  }
}

/** Stripe says an off-session charge went through: the row is paid (once), and a saved deposit's charge with it. */
export async function chargeSucceeded(trx: Executor, movementId: string, intentId: string) {
  const movement = await findMovement(movementId, trx);
  if (!movement || !(await settleMovement(trx, movementId, { stripeId: intentId, status: "completed" }))) return;
  await afterMovementCompleted(trx, movementId);
  if (movement.booking_id) await moveChargeState(trx, movement.booking_id, ["charging"], "paid");
}

/**
 * An off-session charge was declined (Stripe's event, or its answer when the event is late):
 * the row fails (once); when it was the deposit or price falling due, the customer is e-mailed a
 * link to pay and the provider is told.
 */
export async function chargeFailed(movementId: string, intentId: string | null) {
  await inTransaction(async (trx) => {
    const movement = await findMovement(movementId, trx);
    if (!movement?.booking_id || !(await settleMovement(trx, movementId, { stripeId: intentId, status: "failed" }))) return;
    if (!(await moveChargeState(trx, movement.booking_id, ["charging"], "failed"))) return;
    const booking = await getBookingDetails(movement.booking_id, trx);
    if (!booking) return;
    const data = emailDataOf(booking, publicOrigin());
    const payUrl = `${publicOrigin()}${payPath(booking.id)}`;
    for (const email of chargeFailedEmails(data, { amountCents: movement.amount_cents, payUrl })) {
      if (email.to) await enqueueEmail(trx, email, { bookingId: booking.id });
    }
  });
}

export type Ending = { kind: "cancellation"; by: "customer" | "provider" | "admin" } | { kind: "no-show" };

/**
 * What ending a booking moves under the policy its customer saw: what it paid online and what
 * its saved card may still be charged (the deposit or price not yet taken) decide the refund and
 * the fee. Read-only: the booking page and the portal show it before it is confirmed.
 */
export async function settlementOf(bookingId: string, ending: Ending, now: Date, executor?: Executor): Promise<Settlement | null> {
  const booking = await getPayableBooking(bookingId, executor);
  return booking ? settlementFrom(booking, await listBookingLedger(bookingId, executor), ending, now) : null;
}

/** The same, from a booking and its ledger already read (a list's rows). */
export function settlementFrom(
  booking: {
    price_cents: number | null;
    cancellation_policy: string | null;
    starts_at: string;
    stripe_payment_method_id: string | null;
    charge_state: string | null;
    amount_due_cents: number;
  },
  ledger: readonly LedgerEntry[],
  ending: Ending,
  now: Date,
): Settlement {
  const { paidCents } = balanceOf(ledger);
  const chargeableCents = booking.stripe_payment_method_id && booking.charge_state === "due" ? booking.amount_due_cents : 0;
  const money = { priceCents: booking.price_cents, paidCents, chargeableCents };
  const policy = parsePolicy(booking.cancellation_policy);
  return ending.kind === "no-show"
    ? noShowSettlement({ ...money, policy })
    : cancellationSettlement({ ...money, policy, startsAt: new Date(booking.starts_at), now, by: ending.by });
}

const ENDING_WORDS = {
  refund: {
    "no-show": "Refund: what is left after the no-show fee",
    late: "Refund: what is left after the late-cancellation fee",
    free: "Refund: cancelled in time",
  },
  fee: { "no-show": "No-show fee", late: "Late-cancellation fee" },
} as const;

/**
 * Writes a booking's settlement in the transaction that ends it: the refund and the fee charge to
 * send after the commit, the fee it cost, and no scheduled charge of its saved card any more.
 */
export async function settleEndedBooking(
  trx: Executor,
  bookingId: string,
  ending: Ending,
  input: { actorUserId: string | null; now: Date },
) {
  const settlement = await settlementOf(bookingId, ending, input.now, trx);
  if (!settlement) return null;
  await moveChargeState(trx, bookingId, ["due", "failed"], null);
  const kind = ending.kind === "no-show" ? "no-show" : settlement.late ? "late" : "free";
  if (settlement.refundCents > 0) {
    const reason =
      ending.kind === "cancellation" && ending.by !== "customer"
        ? `Refund: cancelled by the ${ending.by === "admin" ? "Porchlight team" : "provider"}`
        : ENDING_WORDS.refund[kind];
    await queueRefund(trx, bookingId, { amountCents: settlement.refundCents, reason, createdBy: input.actorUserId, now: input.now });
  }
  if (settlement.chargeCents > 0) {
    await queueCardCharge(trx, bookingId, {
      amountCents: settlement.chargeCents,
      reason: ENDING_WORDS.fee[kind === "no-show" ? "no-show" : "late"],
      now: input.now,
    });
  }
  if (settlement.feeCents > 0) await setBookingFee(trx, bookingId, settlement.feeCents);
  return settlement;
}

/**
 * Sends the online movements still to be made (a booking's, or every one a minute old: the
 * scheduler's retry). One that fails is logged and tried again on the next round.
 */
export async function sendUnsentMovements(options: { bookingId?: string; olderThan?: Date } = {}) {
  const stripe = getStripe();
  if (!stripe) return;
  for (const { id } of await listUnsentMovements(options)) {
    const movement = await findMovement(id);
    try {
      if (movement?.kind === "refund") await sendRefund(stripe, id);
      else if (movement) await sendCharge(stripe, id);
    } catch (error) {
      log.error("an online payment movement failed; it is tried again", { error, movementId: id });
    }
  }
}

/**
 * An admin refunds part or all of what a booking's customer paid online, with a reason: no more
 * than is left, audited, then sent to Stripe.
 */
export async function refundBooking(input: {
  booking: Owned<"booking">;
  amountCents: number;
  reason: string;
  now: Date;
}): Promise<Outcome<{ refundedCents: number }>> {
  const admin = input.booking.actor;
  const outcome = await inTransaction(async (trx): Promise<Outcome<{ refundedCents: number }>> => {
    const { paidCents } = balanceOf(await listBookingLedger(input.booking.id, trx));
    if (paidCents === 0) return refuse(400, ONLINE_PAYMENT_MESSAGES.nothingToRefund);
    if (input.amountCents > paidCents) return refuse(400, ONLINE_PAYMENT_MESSAGES.refundTooLarge, "amount");
    const refundedCents = await queueRefund(trx, input.booking.id, {
      amountCents: input.amountCents,
      reason: `Refund by Porchlight: ${input.reason}`,
      createdBy: admin.userId,
      now: input.now,
    });
    await recordAudit(trx, {
      actorUserId: admin.userId,
      action: "payment.refund",
      entity: "booking",
      entityId: input.booking.id,
      details: { amount_cents: refundedCents, reason: input.reason },
    });
    return { ok: true, refundedCents };
  });
  if (outcome.ok) await sendUnsentMovements({ bookingId: input.booking.id });
  return outcome;
}
