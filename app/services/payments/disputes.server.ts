import { parseBillLines } from "~/domain/billing/bill";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { NOT_FOUND_REASONS, refuse, type Outcome } from "~/domain/outcome";
import { DISPUTE_REASONS, type DisputeFacts, type DisputeState } from "~/domain/payments/disputes";
import { disputeEvidenceOf, EVIDENCE_WORDS } from "~/locales/dispute-evidence";
import { formatDollars } from "~/domain/payments/money";
import { parsePolicy } from "~/domain/payments/online-payments";
import { bookingZoneLabel, FALLBACK_TIME_ZONE } from "~/domain/time";
import type { Executor } from "~/lib/db.server";
import { publicOrigin } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { appointmentIn, instantIn } from "~/locales/dates";
import { disputeClosedEmailIn, disputeOpenedEmailIn } from "~/locales/dispute-emails";
import { ledgerReasonIn } from "~/locales/money";
import { policyWordsIn } from "~/locales/policy";
import { recordAudit } from "~/models/audit.server";
import { findBillOfBooking } from "~/models/bill.server";
import { getBookingDetails } from "~/models/booking.server";
import { findCustomer } from "~/models/customer.server";
import { findDispute, findDisputeByStripeId, insertDispute, moveDispute, type DisputeRow } from "~/models/dispute.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import { findMovement, findMovementByStripeId } from "~/models/ledger.server";
import { findBookingThread, listThreadMessages } from "~/models/thread.server";
import { findUserContact, listAdminRecipients } from "~/models/user.server";
import type { Owned } from "~/services/support/access.server";
import { inTransaction } from "~/services/support/transaction.server";
import * as gateway from "./gateway.server";

/**
 * Disputes (issue 57, decision 0056): Stripe's dispute events move a dispute along its table; the
 * business and every admin are told with the deadline; the business reviews what Porchlight holds
 * and submits it through Stripe; a lost dispute comes off the payout.
 */

export type DisputeEvent = {
  disputeId: string;
  intentId: string;
  amountCents: number;
  reason: string;
  status: DisputeState;
  dueBy: string | null;
};

const ENDED: readonly DisputeState[] = ["won", "lost", "closed"];

/** Where a business answers a dispute. */
export const disputePath = (id: string) => `/dashboard/disputes/${id}`;

/** A dispute event, in the transaction that claimed it: the dispute recorded or moved, and who must know told once. */
export async function disputeChanged(trx: Executor, event: DisputeEvent, now: Date): Promise<void> {
  const existing = await findDisputeByStripeId(event.disputeId, trx);
  if (!existing) {
    const charge = await findMovementByStripeId(event.intentId, trx);
    if (!charge || charge.kind !== "charge") {
      log.warn("a dispute of a payment the ledger does not hold", { disputeId: event.disputeId });
      return;
    }
    const id = await insertDispute(trx, {
      stripeDisputeId: event.disputeId,
      paymentId: charge.id,
      bookingId: charge.booking_id,
      ownerUserId: charge.owner_user_id,
      amountCents: event.amountCents,
      reason: event.reason,
      status: event.status,
      evidenceDueBy: event.dueBy,
      now,
    });
    const dispute = id ? await findDispute(id, trx) : undefined;
    if (!dispute) return;
    await tellOpened(trx, dispute);
    if (ENDED.includes(event.status)) await tellClosed(trx, dispute);
    return;
  }
  if (existing.status === event.status) return;
  if (await moveDispute(trx, existing.id, event.status, "stripe", { at: now, amountCents: event.amountCents }))
    if (ENDED.includes(event.status)) await tellClosed(trx, { ...existing, status: event.status, amount_cents: event.amountCents });
}

/** Who hears of a dispute: the business's owner, in their language, and every admin, in theirs. */
async function readersOf(trx: Executor, dispute: DisputeRow) {
  const [owner, admins] = await Promise.all([findUserContact(dispute.owner_user_id, trx), listAdminRecipients(trx)]);
  return [...(owner ? [owner] : []), ...admins.filter((admin) => admin.email !== owner?.email)];
}

async function disputeWords(trx: Executor, dispute: DisputeRow) {
  const [booking, charge] = await Promise.all([
    dispute.booking_id ? getBookingDetails(dispute.booking_id, trx) : Promise.resolve(undefined),
    findMovement(dispute.payment_id, trx),
  ]);
  const customer = charge ? await findCustomer(charge.customer_id, trx) : undefined;
  return {
    amount: formatDollars(dispute.amount_cents),
    customer: customer?.name ?? booking?.customer_name ?? "",
    reference: booking?.reference ?? null,
    reason: dispute.reason,
    timeZone: booking?.time_zone ?? FALLBACK_TIME_ZONE,
    url: `${publicOrigin()}${disputePath(dispute.id)}`,
  };
}

async function tellOpened(trx: Executor, dispute: DisputeRow) {
  const words = await disputeWords(trx, dispute);
  for (const reader of await readersOf(trx, dispute)) {
    const deadline = dispute.evidence_due_by ? instantIn(reader.language, new Date(dispute.evidence_due_by), words.timeZone) : null;
    await enqueueEmail(trx, disputeOpenedEmailIn(reader.language, { ...words, to: reader.email, deadline }), {
      bookingId: dispute.booking_id,
    });
  }
}

async function tellClosed(trx: Executor, dispute: DisputeRow) {
  const words = await disputeWords(trx, dispute);
  for (const reader of await readersOf(trx, dispute))
    await enqueueEmail(trx, disputeClosedEmailIn(reader.language, { ...words, to: reader.email, status: dispute.status }), {
      bookingId: dispute.booking_id,
    });
}

/** What Porchlight holds about a disputed payment, as Stripe's evidence reads it (in English, Stripe's reviewers' language). */
async function factsOf(dispute: DisputeRow, note: string | null): Promise<DisputeFacts | undefined> {
  const charge = await findMovement(dispute.payment_id);
  if (!charge) return undefined;
  const [booking, customer, bill, thread] = await Promise.all([
    dispute.booking_id ? getBookingDetails(dispute.booking_id) : Promise.resolve(undefined),
    findCustomer(charge.customer_id),
    dispute.booking_id ? findBillOfBooking(dispute.booking_id) : Promise.resolve(undefined),
    dispute.booking_id ? findBookingThread(dispute.booking_id) : Promise.resolve(undefined),
  ]);
  const messages = thread ? await listThreadMessages(thread.id, 50) : [];
  const zone = booking?.time_zone ?? FALLBACK_TIME_ZONE;
  const language: Language = DEFAULT_LANGUAGE;
  const receipt = bill
    ? `${parseBillLines(bill.lines)
        .map((line) => `${line.label}: ${formatDollars(line.kind === "discount" ? -line.amountCents : line.amountCents)}`)
        .join(
          "; ",
        )}; tax ${formatDollars(bill.tax_cents)}; total ${formatDollars(bill.total_cents)}${bill.tip_cents ? `; tip ${formatDollars(bill.tip_cents)}` : ""}`
    : `${formatDollars(charge.amount_cents)} (${ledgerReasonIn(language, charge.reason) ?? EVIDENCE_WORDS.payment})`;
  return {
    customerName: customer?.name ?? booking?.customer_name ?? "",
    customerEmail: customer?.email ?? booking?.customer_email ?? "",
    service: booking?.service_type ?? ledgerReasonIn(language, charge.reason) ?? EVIDENCE_WORDS.payment,
    reference: booking?.reference ?? charge.id,
    address: booking?.service_address ?? "",
    serviceDate: booking?.preferred_date ?? charge.created_at.slice(0, 10),
    when: booking ? appointmentIn(language, { ...booking, timeZoneLabel: bookingZoneLabel(booking) }) : charge.created_at,
    worker: booking?.member_name ?? booking?.owner_name ?? booking?.business_name ?? "",
    completedAt:
      booking?.status === "completed" && booking.status_changed_at ? instantIn(language, new Date(booking.status_changed_at), zone) : null,
    policy: booking?.cancellation_policy
      ? policyWordsIn(language, parsePolicy(booking.cancellation_policy), booking.price_cents).join(" ")
      : null,
    bookedAt: booking ? instantIn(language, new Date(booking.created_at), zone) : charge.created_at,
    receipt,
    messages: messages
      .filter((message) => !message.hidden_at)
      .map(
        (message) =>
          `${message.author === "customer" ? EVIDENCE_WORDS.customer : EVIDENCE_WORDS.business}, ${instantIn(language, new Date(message.created_at), zone)}: ${message.body}`,
      ),
    note,
  };
}

/** The business's page of a dispute: what it is, its deadline, and the evidence Porchlight would send. */
export async function disputePage(owned: Owned<"dispute">, language: Language) {
  const dispute = await findDispute(owned.id);
  if (!dispute) return undefined;
  const facts = await factsOf(dispute, null);
  if (!facts) return undefined;
  const zone = (dispute.booking_id ? (await getBookingDetails(dispute.booking_id))?.time_zone : undefined) ?? FALLBACK_TIME_ZONE;
  return {
    id: dispute.id,
    status: dispute.status,
    amount: formatDollars(dispute.amount_cents),
    reason: dispute.reason,
    deadline: dispute.evidence_due_by ? instantIn(language, new Date(dispute.evidence_due_by), zone) : null,
    submittedAt: dispute.evidence_submitted_at ? instantIn(language, new Date(dispute.evidence_submitted_at), zone) : null,
    facts,
  };
}

/** Sends the evidence Porchlight holds, with the business's note, through Stripe; the dispute is then under review. */
export async function respondToDispute(owned: Owned<"dispute">, note: string | null, now: Date): Promise<Outcome> {
  const dispute = await findDispute(owned.id);
  if (!dispute) return refuse(404, NOT_FOUND_REASONS.payment);
  if (dispute.status !== "needs_response") return refuse(409, DISPUTE_REASONS.notOpen);
  const facts = await factsOf(dispute, note);
  if (!facts) return refuse(404, NOT_FOUND_REASONS.payment);
  const sent = await gateway.submitDisputeEvidence(
    dispute.stripe_dispute_id,
    disputeEvidenceOf(facts),
    `dispute-${dispute.id}-${now.getTime()}`,
  );
  if (!sent.ok) {
    log.error("a dispute's evidence could not be submitted", { disputeId: dispute.id, reason: sent.reason });
    return refuse(409, DISPUTE_REASONS.submitFailed);
  }
  await inTransaction(
    async (trx) => {
      await moveDispute(trx, dispute.id, "under_review", "business", { at: now, evidenceSubmitted: true });
      await recordAudit(trx, {
        actorUserId: owned.actor.userId,
        action: "dispute.respond",
        entity: "booking",
        entityId: dispute.booking_id ?? dispute.payment_id,
        details: { dispute_id: dispute.id, with_note: note !== null },
      });
    },
    { queuesEmail: false },
  );
  return { ok: true };
}
