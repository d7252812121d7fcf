import { BOOKING_MACHINE } from "~/domain/booking/booking-lifecycle";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { policyWordsIn } from "~/locales/policy";
import { ledgerLineIn, payoutWordsIn, settlementWordsIn } from "~/locales/money";
import { instantIn } from "~/locales/dates";
import { moneyFailureIn } from "~/locales/admin-bookings";
import { cardWordsOf } from "~/locales/discovery";
import { amountInput, formatDollars } from "~/domain/payments/money";
import { hasLanded } from "~/domain/payments/money-states";
import { paidAsOf, parsePolicy, type Settlement } from "~/domain/payments/online-payments";
import { balance, ledgerOf, payoutOf, type Ending } from "~/domain/payments/settlement";
import type { BookingStatus } from "~/domain/booking/booking-lifecycle";
import { listBookingLedger, type LedgerEntry } from "~/models/ledger.server";
import { endingCost } from "./money.server";

/**
 * A booking's money as people read it (docs/decisions/0022): its ledger's lines, the fee its
 * ending cost, what cancelling or a no-show would keep or charge (shown before it is done, from
 * the same rule that will do it), and what an admin may still refund.
 */

type MoneyFields = {
  status: BookingStatus;
  payment_mode: "deposit" | "full" | null;
  price_cents: number | null;
  cancellation_policy: string | null;
  starts_at: string;
  amount_due_cents: number;
  stripe_payment_method_id: string | null;
  fee_cents: number;
  time_zone: string;
};

/** What ending this booking now would move, under the policy its customer saw. */
export function previewEnding(booking: MoneyFields, ledger: readonly LedgerEntry[], ending: Ending, now: Date): Settlement {
  return endingCost(booking, ledgerOf(ledger), ending, now);
}

/**
 * What an ending would do with the booking's money, in the words of settlementWordsIn; nothing when
 * it moves no money (a booking paid on site: no fee can be collected online, so none is shown).
 */
function termsOf(
  booking: MoneyFields,
  ledger: readonly LedgerEntry[],
  settlement: Settlement | null,
  words: { audience: "customer" | "business"; ending: "cancellation" | "no-show" },
  language: Language = DEFAULT_LANGUAGE,
): string | null {
  if (!settlement || (settlement.feeCents === 0 && settlement.refundCents === 0 && settlement.chargeCents === 0)) return null;
  return settlementWordsIn(language, settlement, { ...words, tense: "before", ...paidOf(booking, ledger) });
}

/** What the customer paid online for the booking, and as what (its deposit or its price) when it is exactly that. */
export function paidOf(booking: Pick<MoneyFields, "payment_mode" | "amount_due_cents">, ledger: readonly LedgerEntry[]) {
  const paidCents = Math.max(0, balance(ledgerOf(ledger)).paid);
  return { paidCents, paidAs: paidAsOf(paidCents, booking) };
}

/** A listed booking's money for its business: the ledger, the fee, and what a no-show or a cancellation would do. */
export function businessMoneyOf(
  booking: MoneyFields,
  ledger: readonly LedgerEntry[],
  now: Date,
  language: Language = DEFAULT_LANGUAGE,
  /** What disputes lost took back of the booking's money (decision 0056). */
  lostCents = 0,
) {
  const next = BOOKING_MACHINE.targets(booking.status, "provider");
  const noShow = next.includes("no_show") ? previewEnding(booking, ledger, { kind: "no-show" }, now) : null;
  const cancel = next.includes("cancelled") ? previewEnding(booking, ledger, { kind: "cancellation", by: "provider" }, now) : null;
  return {
    ledger: ledger.map((entry) => ledgerLineIn(language, entry, booking.time_zone)),
    fee: booking.fee_cents > 0 ? formatDollars(booking.fee_cents) : null,
    payout: payoutWordsIn(language, payoutOf(ledger, lostCents)),
    noShowTerms: termsOf(booking, ledger, noShow, { audience: "business", ending: "no-show" }, language),
    cancelTerms: termsOf(booking, ledger, cancel, { audience: "business", ending: "cancellation" }, language),
  };
}

/**
 * A listed booking's money for an admin: its ledger, what of its online payments can still be
 * refunded, and whether Stripe refused any of its money for good (flagged).
 */
export function adminMoneyOf(ledger: readonly LedgerEntry[], timeZone: string, language: Language = DEFAULT_LANGUAGE) {
  const { paid } = balance(ledgerOf(ledger));
  const failed = ledger.filter((entry) => entry.state === "failed");
  return {
    ledger: ledger.map((entry) => ledgerLineIn(language, entry, timeZone)),
    refundable: paid > 0 ? formatDollars(paid) : null,
    refundableDollars: amountInput(Math.max(paid, 0)),
    failures: failed.map((entry) =>
      moneyFailureIn(language, { kind: entry.kind, amountCents: entry.amount_cents, reason: entry.failure_reason }),
    ),
  };
}

type CustomerBooking = MoneyFields & {
  id: string;
  hold_expires_at: string | null;
  service_id: string | null;
};

/** What the booking's money looks like to its customer: waiting for payment, declined, the terms, the ledger. */
export async function customerMoneyOf(
  booking: CustomerBooking,
  link: { token: string },
  options: { now: Date; canCancel: boolean; language?: Language },
) {
  const ledger = await listBookingLedger(booking.id);
  const language = options.language ?? DEFAULT_LANGUAGE;
  const settlement = options.canCancel ? previewEnding(booking, ledger, { kind: "cancellation", by: "customer" }, options.now) : null;
  const holdRunning = booking.status === "pending" && booking.hold_expires_at !== null && new Date(booking.hold_expires_at) > options.now;
  const due = ledger.filter((entry) => entry.purpose === "due");
  const declined =
    (booking.status === "confirmed" || booking.status === "en_route") &&
    due.some((entry) => entry.state === "failed") &&
    !due.some((entry) => hasLanded(entry.state ?? "") || entry.state === "sent");
  return {
    payment:
      booking.payment_mode === null
        ? null
        : {
            dueNow: cardWordsOf(language).dueNow(booking.payment_mode, booking.amount_due_cents),
            state: holdRunning
              ? ("awaiting" as const)
              : booking.status === "expired"
                ? ("expired" as const)
                : declined
                  ? ("declined" as const)
                  : null,
            holdUntil: holdRunning ? instantIn(language, new Date(booking.hold_expires_at!), booking.time_zone) : null,
            payHref: `/bookings/${booking.id}/pay?token=${link.token}`,
            bookAgainHref: booking.service_id ? `/service/${booking.service_id}?book=1` : "/",
          },
    policy: booking.cancellation_policy
      ? policyWordsIn(language, parsePolicy(booking.cancellation_policy), booking.price_cents, {
          paidOnline: booking.payment_mode !== null,
        })
      : null,
    fee: booking.fee_cents > 0 ? formatDollars(booking.fee_cents) : null,
    cancelTerms: termsOf(booking, ledger, settlement, { audience: "customer", ending: "cancellation" }, language),
    ledger: ledger.map((entry) => ledgerLineIn(language, entry, booking.time_zone)),
  };
}
