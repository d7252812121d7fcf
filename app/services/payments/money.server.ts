import { textBookingCustomer, emailDataOf } from "~/services/notifications/index.server";
import { bookingSearchHref, bookingsHref, DEFAULT_QUERY } from "~/domain/booking/admin-bookings";
import { isEnded } from "~/domain/booking/booking-lifecycle";
import { applicationFee, paidAsOf, parsePolicy, type Settlement } from "~/domain/payments/online-payments";
import {
  balance,
  endingFeeReason,
  endingRefundReason,
  endingSettlement,
  LEDGER_REASONS,
  ledgerOf,
  reconcile,
  type Ending,
  type Ledger,
  type Plan,
  type PlannedRefund,
} from "~/domain/payments/settlement";
import type { Executor } from "~/lib/db.server";
import type { BookingRow } from "~/lib/db-schema";
import { getEnv } from "~/lib/env.server";
import { publicOrigin } from "~/lib/http.server";
import { paymentPath, payPath } from "~/lib/signed-links.server";
import { customerTexts } from "~/locales/texts";
import { settlementWordsIn } from "~/locales/money";
import type { Language } from "~/domain/language";
import {
  chargeFailedEmailsFor,
  moneyFailedAdminEmailIn,
  paymentReceiptEmailFor,
  plainReceiptEmailFor,
  refundReceiptEmailFor,
} from "~/locales/payment-emails";
import { unnamedProviderWords } from "~/locales/unnamed-provider";
import { getBookingDetails, type BookingDetails } from "~/models/booking.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import { addCustomerSpending, findCustomer, findCustomerLanguage } from "~/models/customer.server";
import { findBusinessName } from "~/models/service.server";
import {
  findMovement,
  insertCharge,
  insertRefund,
  listBookingLedger,
  moveCharge,
  moveRefund,
  refundedOf,
  rescheduleCharge,
  type LedgerEntry,
  type Movement,
} from "~/models/ledger.server";
import { getPayableBooking, setBookingFee } from "~/models/online-payments.server";
import { findBillOfBooking } from "~/models/bill.server";
import { billChargeDeclined, billChargeLanded } from "./bill-notices.server";
import { listAdminRecipients } from "~/models/user.server";

/**
 * Money inside a transaction (docs/decisions/0022): a booking and its ledger are read once, the
 * one rule (app/domain/payments/settlement.ts) says what the money needs, and its answer is written here
 * with the change that asked, by compare-and-set from each state's table. What has to reach
 * Stripe is returned as `Sends`, to go out after the commit (app/services/payments/send.server.ts).
 */

/** What a transaction leaves for Stripe once it has committed: rows to send, Checkout pages to close. */
export type Sends = { movements: string[]; closePages: string[] };

export const NOTHING_TO_SEND: Sends = { movements: [], closePages: [] };

export function joinSends(...all: Sends[]): Sends {
  return { movements: all.flatMap((s) => s.movements), closePages: all.flatMap((s) => s.closePages) };
}

/** A booking, its ledger and what its bill keeps (decision 0055), read once for every step that follows. */
export type BookingMoney = { booking: BookingRow; ledger: LedgerEntry[]; billKeepCents: number | null };

/** The ledger of a booking the caller holds (as it stands in this transaction). */
async function moneyOf(trx: Executor, booking: BookingRow): Promise<BookingMoney> {
  const [ledger, bill] = await Promise.all([listBookingLedger(booking.id, trx), findBillOfBooking(booking.id, trx)]);
  return { booking, ledger, billKeepCents: bill ? bill.total_cents + bill.tip_cents : null };
}

/** A booking and its ledger, for a caller that holds only the booking's id. */
export async function readBookingMoney(trx: Executor, bookingId: string): Promise<BookingMoney | null> {
  const booking = await getPayableBooking(bookingId, trx);
  return booking ? moneyOf(trx, booking) : null;
}

function ruleInput(booking: BookingRow, billKeepCents: number | null) {
  return { status: booking.status, startsAt: booking.starts_at, feeCents: booking.fee_cents, billKeepCents };
}

/** Writes what the rule planned, and says which refunds it wrote; they and the sends go out after the commit. */
async function applyPlan(trx: Executor, money: BookingMoney, plan: Plan, now: Date): Promise<{ sends: Sends; refunds: PlannedRefund[] }> {
  const { booking, ledger } = money;
  const sends: Sends = { movements: [], closePages: [] };
  const refunds: PlannedRefund[] = [];
  for (const id of plan.voids) {
    if (!(await moveCharge(trx, id, "voided", "settlement", { at: now }))) continue;
    const session = ledger.find((entry) => entry.id === id)?.checkout_session_id;
    if (session) sends.closePages.push(session);
  }
  for (const { chargeId, dueAt } of plan.reschedules) await rescheduleCharge(trx, chargeId, dueAt);
  for (const id of plan.sends) if (await moveCharge(trx, id, "sending", "settlement", { at: now })) sends.movements.push(id);
  for (const refund of plan.refunds) {
    if (!booking.provider_user_id || !booking.customer_id) break;
    sends.movements.push(
      await insertRefund(trx, {
        ownerUserId: booking.provider_user_id,
        customerId: booking.customer_id,
        bookingId: booking.id,
        amountCents: refund.amountCents,
        reason: refund.reason,
        refundOf: refund.chargeId,
        purpose: "settlement",
        now,
      }),
    );
    refunds.push(refund);
  }
  return { sends, refunds };
}

/**
 * Runs the rule on a booking's money as it stands (after a move, a landing, the clock): what is
 * no longer owed is voided, a saved card's charge follows the start, what falls due is sent, and
 * what the booking does not keep goes back.
 */
export async function settleBooking(trx: Executor, booking: BookingRow, now: Date, options: { reason?: string } = {}): Promise<Sends> {
  return (await settle(trx, booking, now, options)).sends;
}

async function settle(trx: Executor, booking: BookingRow, now: Date, options: { reason?: string }) {
  const money = await moneyOf(trx, booking);
  return applyPlan(trx, money, reconcile(ruleInput(money.booking, money.billKeepCents), ledgerOf(money.ledger), now, options), now);
}

/** The booking's fields the policy's cost of an ending reads. */
type EndingFields = {
  price_cents: number | null;
  cancellation_policy: string | null;
  starts_at: string;
  amount_due_cents: number;
  stripe_payment_method_id: string | null;
};

/** What ending a booking costs now under the policy its customer saw: what the ending does, and what is shown before it. */
export function endingCost(booking: EndingFields, ledger: Ledger, ending: Ending, now: Date): Settlement {
  return endingSettlement(
    {
      priceCents: booking.price_cents,
      policy: parsePolicy(booking.cancellation_policy),
      startsAt: booking.starts_at,
      amountDueCents: booking.amount_due_cents,
      savedCard: booking.stripe_payment_method_id !== null,
    },
    ledger,
    ending,
    now,
  );
}

/**
 * A booking has just ended (its status already written in this transaction, and `booking` as it
 * now stands): what its ending costs under the policy its customer saw is decided once and kept
 * on the booking; a fee above what was paid is charged to the saved card; then the rule settles
 * the rest.
 */
export async function settleEnding(
  trx: Executor,
  booking: BookingRow,
  ending: Ending,
  input: { actorUserId: string | null; now: Date },
): Promise<{ sends: Sends; settlement: { feeCents: number; refundCents: number }; told: EndingMoney }> {
  const money = await moneyOf(trx, booking);
  const ledger = ledgerOf(money.ledger);
  const settlement = endingCost(booking, ledger, ending, input.now);
  const paidCents = Math.max(0, balance(ledger).paid);
  const told: EndingMoney = {
    settlement,
    paidCents,
    paidAs: paidAsOf(paidCents, booking),
  };
  await setBookingFee(trx, booking.id, settlement.feeCents);
  const ended = { ...booking, fee_cents: settlement.feeCents };
  const { sends } = await applyPlan(
    trx,
    { ...money, booking: ended },
    reconcile(ruleInput(ended, money.billKeepCents), ledger, input.now, { reason: endingRefundReason(ending, settlement.late) }),
    input.now,
  );
  if (settlement.chargeCents > 0 && booking.provider_user_id && booking.customer_id) {
    const feeCharge = await insertCharge(trx, {
      ownerUserId: booking.provider_user_id,
      customerId: booking.customer_id,
      bookingId: booking.id,
      amountCents: settlement.chargeCents,
      reason: endingFeeReason(ending),
      state: "sending",
      purpose: "fee",
      applicationFeeCents: applicationFee(settlement.chargeCents, getEnv().PLATFORM_FEE_PERCENT),
      createdBy: input.actorUserId,
      now: input.now,
    });
    if (feeCharge) sends.movements.push(feeCharge);
  }
  const refundCents = Math.max(0, paidCents - settlement.feeCents);
  return { sends, settlement: { feeCents: settlement.feeCents, refundCents }, told };
}

/** What an ending did with the booking's money, for the words its e-mails say it in (settlementWordsIn). */
export type EndingMoney = { settlement: Settlement; paidCents: number; paidAs: "deposit" | "full" | null };

/** An ending's money in the e-mails after it, in their reader's language, or null when none moved (nothing to tell). */
export function endingMoneyWords(
  told: EndingMoney,
  words: { audience: "customer" | "business"; ending: "cancellation" | "no-show" },
  language: Language,
): string | null {
  const { feeCents, refundCents, chargeCents } = told.settlement;
  if (feeCents === 0 && refundCents === 0 && chargeCents === 0) return null;
  return settlementWordsIn(language, told.settlement, { ...words, tense: "after", paidCents: told.paidCents, paidAs: told.paidAs });
}

/**
 * A charge's money arrived (its state is `succeeded` now): the customer's total and one notice
 * follow (a receipt, unless the caller sends its own), and the rule settles its booking: money
 * that lands on an ended booking goes back, and the receipt says so.
 */
export async function chargeLanded(
  trx: Executor,
  chargeId: string,
  now: Date,
  options: { reason?: string; receipt?: boolean; booking?: BookingDetails } = {},
): Promise<Sends> {
  const charge = await findMovement(chargeId, trx);
  if (!charge) return NOTHING_TO_SEND;
  await addCustomerSpending(trx, charge.customer_id, charge.amount_cents);
  if (!charge.booking_id) {
    await receiptWithoutBooking(trx, charge);
    return NOTHING_TO_SEND;
  }
  // The booking as the caller holds it (a payment's handler read it once), or as it stands.
  const booking = options.booking ?? (await getBookingDetails(charge.booking_id, trx));
  if (!booking) return NOTHING_TO_SEND;
  // A bill's payment pays the bill (with its tip) before the rule weighs what the job keeps; its receipt is the bill's.
  const billReceipted = await billChargeLanded(trx, charge, booking, now);
  const { sends, refunds } = await settle(trx, booking, now, { reason: options.reason });
  if (options.receipt !== false && !billReceipted) {
    const goingBack = refunds.filter((refund) => refund.chargeId === charge.id).reduce((total, refund) => total + refund.amountCents, 0);
    await enqueueEmail(
      trx,
      paymentReceiptEmailFor(emailDataOf(booking, publicOrigin()), {
        amountCents: charge.amount_cents,
        what: charge.reason ?? LEDGER_REASONS.payment,
        goingBackCents: isEnded(booking.status) ? goingBack : 0,
        receiptUrl: `${publicOrigin()}${paymentPath(charge.id, booking.language)}`,
      }),
      { bookingId: booking.id },
    );
  }
  return sends;
}

async function receiptWithoutBooking(trx: Executor, charge: Movement) {
  const customer = await findCustomer(charge.customer_id, trx);
  if (!customer) return;
  const language = await findCustomerLanguage(customer.id, trx);
  await enqueueEmail(
    trx,
    plainReceiptEmailFor({
      language,
      to: customer.email,
      customerName: customer.name,
      businessName: (await findBusinessName(charge.owner_user_id, trx)) ?? unnamedProviderWords[language].yourProvider,
      amountCents: charge.amount_cents,
      url: `${publicOrigin()}${paymentPath(charge.id, language)}`,
    }),
  );
}

/**
 * A refund went through (its state is `succeeded` now): its charge says how much of it was given
 * back, the customer's total follows, and the customer gets the refund's receipt.
 */
export async function refundLanded(trx: Executor, refundId: string, now: Date) {
  const refund = await findMovement(refundId, trx);
  if (!refund?.refund_of) return;
  await addCustomerSpending(trx, refund.customer_id, -refund.amount_cents);
  const charge = await findMovement(refund.refund_of, trx);
  if (charge) {
    const whole = (await refundedOf(trx, charge.id)) >= charge.amount_cents;
    await moveCharge(trx, charge.id, whole ? "refunded" : "partially_refunded", "refund", { at: now });
  }
  const booking = refund.booking_id ? await getBookingDetails(refund.booking_id, trx) : undefined;
  if (booking) {
    await enqueueEmail(
      trx,
      refundReceiptEmailFor(emailDataOf(booking, publicOrigin()), {
        amountCents: refund.amount_cents,
        why: refund.reason ?? LEDGER_REASONS.refund,
      }),
      { bookingId: booking.id },
    );
  }
}

/**
 * Stripe refused a charge or a refund for good (its state is `failed` now, with Stripe's reason):
 * nothing retries it. A declined deposit or price asks the customer to pay by link and tells the
 * provider; every failure is flagged on the admin's Bookings list and the admins are e-mailed once.
 */
export async function movementFailed(trx: Executor, movementId: string, now: Date) {
  const movement = await findMovement(movementId, trx);
  if (!movement) return;
  const booking = movement.booking_id ? await getBookingDetails(movement.booking_id, trx) : undefined;
  // A bill's saved card declined: the customer pays by the bill's link instead (decision 0055).
  if (booking && movement.kind === "charge" && movement.bill_id) await billChargeDeclined(trx, movement, booking, now);
  if (booking && movement.kind === "charge" && movement.purpose === "due" && !isEnded(booking.status)) {
    const data = emailDataOf(booking, publicOrigin());
    const payUrl = `${publicOrigin()}${payPath(booking.id, booking.language)}`;
    for (const email of chargeFailedEmailsFor(data, { amountCents: movement.amount_cents, payUrl })) {
      if (email.to) await enqueueEmail(trx, email, { bookingId: booking.id });
    }
    await textBookingCustomer(
      trx,
      booking,
      "charge_failed",
      (link) =>
        customerTexts(booking.language).chargeFailed({
          business: data.businessName,
          service: booking.service_type,
          amountCents: movement.amount_cents,
          link,
        }),
      { now, path: payPath(booking.id, booking.language) },
    );
  }
  const customer = await findCustomer(movement.customer_id, trx);
  for (const admin of await listAdminRecipients(trx)) {
    await enqueueEmail(
      trx,
      moneyFailedAdminEmailIn(admin.language, admin.email, {
        kind: movement.kind,
        amountCents: movement.amount_cents,
        reason: movement.failure_reason,
        customerName: customer?.name ?? booking?.customer_name ?? null,
        booking: booking ?? null,
        movementReason: movement.reason,
        bookingsUrl: `${publicOrigin()}${booking ? bookingSearchHref(booking.reference) : bookingsHref(DEFAULT_QUERY)}`,
      }),
      movement.booking_id ? { bookingId: movement.booking_id } : {},
    );
  }
}

/** Moves a refund to where Stripe says it stands, with what follows a success or a failure (once). */
export async function refundSettled(
  trx: Executor,
  refundId: string,
  to: "sent" | "succeeded" | "failed",
  input: { stripeId: string | null; reason?: string; now: Date },
) {
  if (!(await moveRefund(trx, refundId, to, { stripeId: input.stripeId, failureReason: input.reason, at: input.now }))) return;
  if (to === "succeeded") await refundLanded(trx, refundId, input.now);
  if (to === "failed") await movementFailed(trx, refundId, input.now);
}

/** Moves a charge Stripe answered for (its event or its answer), with what follows a landing or a failure (once). */
export async function chargeSettled(
  trx: Executor,
  chargeId: string,
  to: "sent" | "succeeded" | "failed",
  input: { stripeId: string | null; reason?: string; now: Date },
): Promise<Sends> {
  if (!(await moveCharge(trx, chargeId, to, "stripe", { stripeId: input.stripeId, failureReason: input.reason, at: input.now })))
    return NOTHING_TO_SEND;
  if (to === "succeeded") return chargeLanded(trx, chargeId, input.now);
  if (to === "failed") await movementFailed(trx, chargeId, input.now);
  return NOTHING_TO_SEND;
}
