import { textBookingCustomer, textWhenOf } from "~/services/notifications/index.server";
import { formatDollars } from "~/domain/payments/money";
import { applicationFee, ONLINE_PAYMENT_REASONS } from "~/domain/payments/online-payments";
import { NOT_FOUND_REASONS, type Outcome, refuse } from "~/domain/outcome";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { ledgerReasonIn } from "~/locales/money";
import { paidBookingWordsIn, paymentLinkEmailFor } from "~/locales/payment-emails";
import { customerTexts } from "~/locales/texts";
import { unnamedProviderWords } from "~/locales/unnamed-provider";
import { isEnded } from "~/domain/booking/booking-lifecycle";
import type { ChargeState } from "~/domain/payments/money-states";
import { PAYMENT_REASONS } from "~/domain/payments/payments";
import { LEDGER_REASONS } from "~/domain/payments/settlement";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { publicOrigin } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { billPath, bookingPath, paymentPath, type PaymentLink } from "~/lib/signed-links.server";
import { instantIn } from "~/locales/dates";
import { FALLBACK_TIME_ZONE } from "~/domain/time";
import { getBookingDetails } from "~/models/booking.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import { findCardOnFile, findMovement, insertCharge, listRefundsOf, setLinkCheckoutSession } from "~/models/ledger.server";
import { findPaymentAccount } from "~/models/online-payments.server";
import { findCustomer, findCustomerLanguage } from "~/models/customer.server";
import { findBusinessName } from "~/models/service.server";
import { inTransaction } from "~/services/support/transaction.server";
import { onlinePaymentsEnabled } from "~/lib/stripe.server";
import * as gateway from "./gateway.server";

/**
 * A business asks a customer for money by card without ever seeing the card (docs/decisions/0022):
 * a payment link e-mailed as a signed link to our page, which opens Checkout, or a charge of the
 * card saved for a booking. Either completes only by Stripe's signed event.
 */

export type OnlineCredit = {
  ownerUserId: string;
  customer: { id: string; name: string; email: string };
  bookingId: string | null;
  amountCents: number;
  notes: string | null;
  createdBy: string;
  requestKey: string | null;
  now: Date;
};

/** Whether a business can take cards online: Stripe on, and its connected account taking payments. */
export async function takesCardsOnline(ownerUserId: string, executor?: Executor): Promise<boolean> {
  if (!onlinePaymentsEnabled()) return false;
  return (await findPaymentAccount(ownerUserId, executor))?.charges_enabled === 1;
}

/** A booking that ended would refund a payment for it at once: none is asked for. */
async function bookingEnded(trx: Executor, bookingId: string | null): Promise<boolean> {
  const booking = bookingId ? await getBookingDetails(bookingId, trx) : undefined;
  return booking !== undefined && isEnded(booking.status);
}

/** Writes a payment link and e-mails it, in the caller's transaction. */
export async function createPaymentLink(trx: Executor, input: OnlineCredit): Promise<Outcome<{ id: string }>> {
  if (await bookingEnded(trx, input.bookingId)) return refuse(400, PAYMENT_REASONS.bookingEnded, "booking_id");
  const id = await insertCharge(trx, {
    ownerUserId: input.ownerUserId,
    customerId: input.customer.id,
    bookingId: input.bookingId,
    amountCents: input.amountCents,
    reason: LEDGER_REASONS.paymentLink,
    notes: input.notes,
    state: "open",
    purpose: "link",
    applicationFeeCents: applicationFee(input.amountCents, getEnv().PLATFORM_FEE_PERCENT),
    createdBy: input.createdBy,
    requestKey: input.requestKey,
    now: input.now,
  });
  if (!id) return refuse(409, PAYMENT_REASONS.failed);
  const booking = input.bookingId ? await getBookingDetails(input.bookingId, trx) : undefined;
  // The customer's language is their booking's; a link about no booking is in their latest booking's.
  const language = booking?.language ?? (await findCustomerLanguage(input.customer.id, trx));
  await enqueueEmail(
    trx,
    paymentLinkEmailFor({
      to: input.customer.email,
      customerName: input.customer.name,
      businessName: (await findBusinessName(input.ownerUserId, trx)) ?? unnamedProviderWords[language].yourProvider,
      amountCents: input.amountCents,
      what: booking ? paidBookingWordsIn(language, booking) : null,
      notes: input.notes,
      url: `${publicOrigin()}${paymentPath(id, language)}`,
      language,
    }),
    input.bookingId ? { bookingId: input.bookingId } : {},
  );
  if (booking)
    await textBookingCustomer(
      trx,
      booking,
      "payment_link",
      (link) =>
        customerTexts(language).paymentLink({
          business: booking.business_name ?? unnamedProviderWords[language].yourProvider,
          service: booking.service_type,
          when: textWhenOf(booking),
          amountCents: input.amountCents,
          link,
        }),
      { now: input.now, path: paymentPath(id, language) },
    );
  return { ok: true, id };
}

/** Writes a charge of the customer's card on file, to send once the caller's transaction has committed. */
export async function createCardOnFileCharge(trx: Executor, input: OnlineCredit): Promise<Outcome<{ id: string }>> {
  if (await bookingEnded(trx, input.bookingId)) return refuse(400, PAYMENT_REASONS.bookingEnded, "booking_id");
  const card = await findCardOnFile(input.ownerUserId, input.customer.id, input.bookingId, trx);
  if (!card) return refuse(400, PAYMENT_REASONS.noCardOnFile, "credit_via");
  const id = await insertCharge(trx, {
    ownerUserId: input.ownerUserId,
    customerId: input.customer.id,
    // The card's own booking when none was chosen, so the charge is found beside it.
    bookingId: input.bookingId,
    amountCents: input.amountCents,
    reason: LEDGER_REASONS.cardOnFile,
    notes: input.notes,
    state: "sending",
    purpose: "card_on_file",
    applicationFeeCents: applicationFee(input.amountCents, getEnv().PLATFORM_FEE_PERCENT),
    createdBy: input.createdBy,
    requestKey: input.requestKey,
    now: input.now,
  });
  return id ? { ok: true, id } : refuse(409, PAYMENT_REASONS.failed);
}

/**
 * The customer's page of a payment: a payment link's (what is asked, by whom, for what, and where it
 * stands), and once paid, any charge's receipt (decision 0055): its booking's reference, how it was
 * paid, its tip and what went back of it.
 */
export async function paymentLinkPage(link: PaymentLink, language: Language = DEFAULT_LANGUAGE) {
  const row = await findMovement(link.paymentId);
  if (!row || row.kind !== "charge") return undefined;
  const [booking, businessName, refunds] = await Promise.all([
    row.booking_id ? getBookingDetails(row.booking_id) : Promise.resolve(undefined),
    findBusinessName(row.owner_user_id),
    listRefundsOf(row.id),
  ]);
  const zone = booking?.time_zone ?? FALLBACK_TIME_ZONE;
  return {
    receipt:
      row.status === "completed"
        ? {
            reference: booking?.reference ?? null,
            method: row.method,
            last4: row.card_last4,
            paidAt: instantIn(language, new Date(row.updated_at ?? row.created_at), zone),
            what: ledgerReasonIn(language, row.reason),
            tip: row.tip_cents > 0 ? formatDollars(row.tip_cents) : null,
            refunds: refunds.map((refund) => ({
              id: refund.id,
              amount: formatDollars(refund.amount_cents),
              at: instantIn(language, new Date(refund.created_at), zone),
            })),
            billUrl: row.bill_id ? billPath(row.bill_id, language) : null,
            bookingUrl: booking ? bookingPath(booking.id, language) : null,
          }
        : null,
    id: row.id,
    businessName: businessName ?? unnamedProviderWords[language].yourProvider,
    amount: formatDollars(row.amount_cents),
    what: booking ? paidBookingWordsIn(language, booking) : null,
    notes: row.notes,
    state: row.state === "open" ? ("open" as const) : row.status === "completed" ? ("paid" as const) : ("closed" as const),
    // A payment the business recorded has no state: done is as a card's that succeeded.
    chargeState: (row.state ?? (row.status === "completed" ? "succeeded" : "open")) as ChargeState,
  };
}

/**
 * Opens Stripe's Checkout for a payment link the customer chose to pay: its open page, or a new
 * one keyed by the row and the attempt's number (a double click gets one page).
 */
export async function payPaymentLink(link: PaymentLink, now: Date): Promise<Outcome<{ url: string }>> {
  const row = await findMovement(link.paymentId);
  if (!row || row.purpose !== "link") return refuse(404, NOT_FOUND_REASONS.payment);
  if (row.state !== "open")
    return refuse(409, row.status === "completed" ? ONLINE_PAYMENT_REASONS.linkPaid : ONLINE_PAYMENT_REASONS.linkClosed);
  const account = await findPaymentAccount(row.owner_user_id);
  if (!onlinePaymentsEnabled() || account?.charges_enabled !== 1) return refuse(409, ONLINE_PAYMENT_REASONS.unavailable);
  if (row.checkout_session_id) {
    const current = await gateway.retrievePage(row.checkout_session_id);
    if (!current.ok) return refuse(409, ONLINE_PAYMENT_REASONS.unavailable);
    if (current.value.status === "open" && current.value.url) return { ok: true, url: current.value.url };
    if (current.value.status === "complete") return refuse(409, ONLINE_PAYMENT_REASONS.confirming);
  }
  const customer = await findCustomer(row.customer_id);
  const language = customer ? await findCustomerLanguage(customer.id) : DEFAULT_LANGUAGE;
  const attempt = row.attempt + 1;
  const page = `${publicOrigin()}${paymentPath(row.id)}`;
  const created = await gateway.createPaymentPage(
    {
      amountCents: row.amount_cents,
      applicationFeeCents: row.application_fee_cents,
      destination: account.stripe_account_id,
      productName: ledgerReasonIn(language, LEDGER_REASONS.payment),
      customerEmail: customer?.email ?? "",
      metadata: { payment_row_id: row.id, ...(row.booking_id ? { booking_id: row.booking_id } : {}) },
      urls: { success: `${page}&checkout=done`, cancel: page },
      // Stripe keeps a page open for at most a day; the link itself stays, and makes a new page.
      expiresAt: new Date(now.getTime() + 23 * 3_600_000),
    },
    `link-${row.id}-${attempt}`,
  );
  if (!created.ok || !created.value.url) {
    log.error("a payment link's Checkout Session could not be made", { paymentId: row.id, reason: created.ok ? "no URL" : created.reason });
    return refuse(409, ONLINE_PAYMENT_REASONS.unavailable);
  }
  await inTransaction((trx) => setLinkCheckoutSession(trx, row.id, { sessionId: created.value.id, attempt }), { queuesEmail: false });
  return { ok: true, url: created.value.url };
}
