import { randomUUID } from "node:crypto";
import type { BusinessScope } from "~/domain/accounts/business";
import { formatDollars } from "~/domain/payments/money";
import { refuse, type Outcome } from "~/domain/outcome";
import type { PageRequest } from "~/domain/pagination";
import {
  addsToTotalSpent,
  CREDIT_WAYS,
  isPaymentMethod,
  PAYMENT_REASONS,
  toPaymentRecord,
  type CreditWay,
  type PaymentInput,
} from "~/domain/payments/payments";
import type { PaymentStatusFilter } from "~/domain/payments/payment-status";
import { newId } from "~/domain/uuid";
import type { Executor } from "~/lib/db.server";
import { log } from "~/lib/logger.server";
import { getBookingDetails } from "~/models/booking.server";
import { addCustomerSpending, findCustomer, listCustomerChoices } from "~/models/customer.server";
import { findPaymentByRequestKey, insertPayment, listBookingChoices, listPayments } from "~/models/payment.server";
import { ownership } from "~/services/support/access.server";
import { businessClock } from "~/services/support/business-clock.server";
import { orFailure } from "~/services/support/failure.server";
import { decideInTransaction } from "~/services/support/transaction.server";
import { createCardOnFileCharge, createPaymentLink, takesCardsOnline } from "./links.server";
import { sendAfterCommit } from "./send.server";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { clockIn } from "~/locales/clock";
import { paymentsTabWords } from "~/locales/dashboard-payments";
import { describeCardIn, paymentDateIn } from "~/locales/dashboard-server";
import { shortDateIn } from "~/locales/dates";
import { ledgerReasonIn, movementWordsIn } from "~/locales/money";
import { fill } from "~/locales/words";

/**
 * The business dashboard's Payments: the list, and the form that records one. A card is never
 * typed in (docs/decisions/0022): it is paid on Stripe's page through a link, charged where the
 * customer saved it, or recorded as taken on the business's own terminal by brand and last four.
 */

type Choice = { value: string; label: string };

/**
 * How this business can be paid by card: online (a link, the card on file) when Stripe is on and
 * its account takes payments, and always a card taken on its own terminal. An admin records for
 * every business: the ways are checked against the customer's business when the form is posted.
 */
export async function creditWays(scope: BusinessScope): Promise<CreditWay[]> {
  if (scope.seesAll) return [...CREDIT_WAYS];
  return (await takesCardsOnline(scope.userId)) ? [...CREDIT_WAYS] : ["terminal"];
}

/**
 * A keyset page of the business's payments (every business's for an admin) and the form's
 * customers and bookings, its ways of taking a card and a new one-time key. Each part that fails
 * to load says so on its own, so the other still shows.
 */
export async function paymentsPage(
  scope: BusinessScope,
  filter: { status: PaymentStatusFilter },
  page: PageRequest,
  language: Language = DEFAULT_LANGUAGE,
) {
  const words = paymentsTabWords[language];
  const at = (date: string, time: string) => fill(words.bookingAt, { date: shortDateIn(language, date), time: clockIn(language, time) });
  const [payments, choices, ways] = await Promise.all([
    orFailure({ message: PAYMENT_REASONS.loadFailed, log: "loading payments failed" }, async () => {
      const [{ rows, links }, clock] = await Promise.all([listPayments(scope, filter, page), businessClock(scope)]);
      return {
        ok: true,
        links,
        rows: rows.map((row) => ({
          id: row.id,
          date: paymentDateIn(language, row.created_at, clock.timeZone),
          customer: row.customer_name,
          // One ledger: online charges and refunds (a refund reads minus) beside the payments typed in.
          amount: `${row.kind === "refund" ? "−" : ""}${formatDollars(row.amount_cents)}`,
          ...movementWordsIn(language, row),
          // Porchlight's share of an online charge, which Stripe keeps out of the business's payout.
          platformFee:
            row.source === "stripe" && row.kind === "charge" && row.application_fee_cents > 0
              ? fill(words.platformFee, { amount: formatDollars(row.application_fee_cents) })
              : null,
          method:
            row.source === "stripe"
              ? fill(words.cardOnline, {
                  what: ledgerReasonIn(language, row.reason) ?? (row.kind === "refund" ? words.refund : words.payment),
                })
              : row.method
                ? isPaymentMethod(row.method)
                  ? words[row.method]
                  : row.method
                : words.noCharge,
          status: row.status,
          card: describeCardIn(language, row),
          booking:
            row.booking_service && row.booking_date && row.booking_time
              ? fill(words.forBooking, { service: row.booking_service, when: at(row.booking_date, row.booking_time) })
              : null,
          notes: row.notes,
          business: row.owner_email,
        })),
      };
    }),
    orFailure({ message: PAYMENT_REASONS.formLoadFailed, log: "loading payment form choices failed" }, async () => {
      const [customers, bookings] = await Promise.all([listCustomerChoices(scope, 500), listBookingChoices(scope)]);
      return {
        ok: true,
        customers: customers.map((c): Choice => ({
          value: c.id,
          label: scope.seesAll ? `${c.name} (${c.email}) · ${c.owner_email ?? words.unknownBusiness}` : `${c.name} (${c.email})`,
        })),
        bookings: bookings.map((b): Choice => ({
          value: b.id,
          label: [
            at(b.preferred_date, b.preferred_time),
            b.service_type,
            b.customer_name,
            ...(b.status === "cancelled" ? [words.cancelled] : []),
            ...(scope.seesAll && b.owner_email ? [b.owner_email] : []),
          ].join(" · "),
        })),
      };
    }),
    creditWays(scope),
  ]);
  return { payments, choices, form: { creditWays: ways, requestKey: randomUUID() } };
}

export type Recorded = { id: string; status: "completed" | "pending"; via: CreditWay | null; refused: string | null };

/**
 * Records a payment for the business in one transaction: typed in (of a card, only its brand and
 * last four), as a payment link e-mailed to the customer, or as a charge of the card on file sent
 * after the commit. A second post with the form's key returns the first's payment. `executor` joins
 * an open transaction (the demo seed).
 */
export async function recordPayment(
  scope: BusinessScope,
  input: PaymentInput & { requestKey?: string | null },
  options: { executor?: Executor; now?: Date } = {},
): Promise<Outcome<Recorded>> {
  const now = options.now ?? new Date();
  const requestKey = input.requestKey ?? null;
  const via = input.credit?.via === "link" || input.credit?.via === "card_on_file" ? input.credit.via : null;
  const work = async (trx: Executor): Promise<Outcome<Recorded>> => {
    const customer = await ownership(scope, { customer: input.customerId }, trx);
    if (!customer.ok) return refuse(400, PAYMENT_REASONS.unknownCustomer, "customer_id");
    if (input.bookingId) {
      const booking = await ownership(scope, { booking: input.bookingId }, trx);
      if (!booking.ok) return refuse(400, PAYMENT_REASONS.unknownBooking, "booking_id");
      const bookedBy = (await getBookingDetails(booking.id, trx))?.customer_id;
      if (bookedBy && bookedBy !== customer.id) return refuse(400, PAYMENT_REASONS.bookingOtherCustomer, "booking_id");
    }
    const owner = customer.ownerUserId ?? scope.userId;
    if (requestKey) {
      const earlier = await findPaymentByRequestKey(trx, owner, requestKey);
      if (earlier)
        return { ok: true, id: earlier.id, status: earlier.status === "completed" ? "completed" : "pending", via, refused: null };
    }
    if (via) return recordOnline(trx, scope, { ...input, via, owner, requestKey, now });
    const record = toPaymentRecord(input);
    const id = newId();
    await insertPayment(trx, { id, owner_user_id: owner, ...record, request_key: requestKey, created_at: now.toISOString() });
    if (addsToTotalSpent(record)) await addCustomerSpending(trx, customer.id, record.amount_cents);
    return { ok: true, id, status: record.status, via: null, refused: null };
  };
  if (options.executor?.isTransaction) return work(options.executor);
  const outcome = await orFailure({ message: PAYMENT_REASONS.failed, log: "recording a payment failed" }, () => decideInTransaction(work));
  if (!outcome.ok) {
    if (outcome.status === 400) log.warn("payment refused", { reason: outcome.message, userId: scope.userId });
    return outcome;
  }
  log.info("payment recorded", { paymentId: outcome.id, status: outcome.status, method: input.method, via });
  if (via !== "card_on_file") return outcome;
  // The card on file is charged once the row has committed; a refusal for good is the business's to read now.
  const [sent] = await sendAfterCommit({ movements: [outcome.id], closePages: [] }, now);
  return sent?.kind === "refused" ? { ...outcome, refused: sent.reason } : outcome;
}

async function recordOnline(
  trx: Executor,
  scope: BusinessScope,
  input: PaymentInput & { via: "link" | "card_on_file"; owner: string; requestKey: string | null; now: Date },
): Promise<Outcome<Recorded>> {
  if (!(await takesCardsOnline(input.owner, trx))) return refuse(400, PAYMENT_REASONS.creditWayOffline, "credit_via");
  const customer = await findCustomer(input.customerId, trx);
  if (!customer) return refuse(400, PAYMENT_REASONS.unknownCustomer, "customer_id");
  const credit = {
    ownerUserId: input.owner,
    customer: { id: customer.id, name: customer.name, email: customer.email },
    bookingId: input.bookingId,
    amountCents: input.amountCents,
    notes: input.notes,
    createdBy: scope.userId,
    requestKey: input.requestKey,
    now: input.now,
  };
  const made = input.via === "link" ? await createPaymentLink(trx, credit) : await createCardOnFileCharge(trx, credit);
  return made.ok ? { ok: true, id: made.id, status: "pending", via: input.via, refused: null } : made;
}
