import { ONLINE_PAYMENT_REASONS, refundRefusedReason } from "~/domain/payments/online-payments";
import { NOT_FOUND_REASONS, type Outcome, refuse } from "~/domain/outcome";
import { adminRefundReason, allocateRefund, balance, ledgerOf } from "~/domain/payments/settlement";
import { recordAudit } from "~/models/audit.server";
import { insertRefund } from "~/models/ledger.server";
import { setBookingFee } from "~/models/online-payments.server";
import { isEnded } from "~/domain/booking/booking-lifecycle";
import type { Owned } from "~/services/support/access.server";
import { inTransaction } from "~/services/support/transaction.server";
import type { OneTimeSubmission } from "~/lib/submission-key.server";
import { madeBy, priorOf } from "~/services/support/submissions.server";
import { readBookingMoney } from "./money.server";
import { sendAfterCommit } from "./send.server";

/**
 * An admin refunds part or all of what a booking's customer paid online, with a reason: never more
 * than is left, newest charge first, audited, then sent to Stripe at once, so the admin is told
 * how it ended: done, refused for good (flagged on the booking, never retried), or sent again
 * shortly because Stripe did not answer.
 */
export async function refundBooking(input: {
  booking: Owned<"booking">;
  amountCents: number;
  reason: string;
  /** The form's one-time submission: posted again, it is the refund already recorded (docs/decisions/0026). */
  once?: OneTimeSubmission;
  now: Date;
}): Promise<Outcome<{ refundedCents: number; message: string }>> {
  const admin = input.booking.actor;
  const decided = await inTransaction(async (trx): Promise<Outcome<{ refundedCents: number; ids: string[] }>> => {
    // Posted again (a double click): recorded once, and nothing more is sent.
    if (await priorOf(trx, input.once)) return { ok: true, refundedCents: input.amountCents, ids: [] };
    const money = await readBookingMoney(trx, input.booking.id);
    if (!money?.booking.provider_user_id || !money.booking.customer_id) return refuse(404, NOT_FOUND_REASONS.booking);
    const ledger = ledgerOf(money.ledger);
    const { paid } = balance(ledger);
    if (paid <= 0) return refuse(400, ONLINE_PAYMENT_REASONS.nothingToRefund);
    if (input.amountCents > paid) return refuse(400, ONLINE_PAYMENT_REASONS.refundTooLarge, "amount");
    const ids: string[] = [];
    for (const refund of allocateRefund(ledger, input.amountCents, adminRefundReason(input.reason))) {
      ids.push(
        await insertRefund(trx, {
          ownerUserId: money.booking.provider_user_id,
          customerId: money.booking.customer_id,
          bookingId: money.booking.id,
          amountCents: refund.amountCents,
          reason: refund.reason,
          refundOf: refund.chargeId,
          purpose: "admin",
          createdBy: admin.userId,
          now: input.now,
        }),
      );
    }
    // An ended booking keeps its fee: what an admin gives back of it afterwards is taken off the fee,
    // so money that lands later is settled against what the booking keeps now.
    if (isEnded(money.booking.status)) await setBookingFee(trx, money.booking.id, Math.max(0, money.booking.fee_cents - input.amountCents));
    await recordAudit(trx, {
      actorUserId: admin.userId,
      action: "payment.refund",
      entity: "booking",
      entityId: input.booking.id,
      details: { amount_cents: input.amountCents, reason: input.reason },
    });
    await madeBy(trx, input.once, ids[0]);
    return { ok: true, refundedCents: input.amountCents, ids };
  });
  if (!decided.ok) return decided;
  const results = await sendAfterCommit({ movements: decided.ids, closePages: [] }, input.now);
  const refused = results.find((result) => result.kind === "refused");
  if (refused?.kind === "refused") return refuse(409, refundRefusedReason(refused.reason));
  const later = results.some((result) => result.kind === "later");
  return {
    ok: true,
    refundedCents: decided.refundedCents,
    message: later ? ONLINE_PAYMENT_REASONS.refundLater : ONLINE_PAYMENT_REASONS.refunded,
  };
}
