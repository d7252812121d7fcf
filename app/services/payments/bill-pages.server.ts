import {
  appliedToBill,
  BILL_LINE_ROWS,
  dueOf,
  maxTipCents,
  parseBillLines,
  taxRateInput,
  TIP_PERCENTS,
  tipOfPercent,
  type BillLine,
} from "~/domain/billing/bill";
import type { Language } from "~/domain/language";
import { amountInput, formatDollars } from "~/domain/payments/money";
import { bookingZoneLabel } from "~/domain/time";
import { bookingPath, type BillLink, type PaymentLink } from "~/lib/signed-links.server";
import { onlinePaymentsEnabled } from "~/lib/stripe.server";
import { appointmentIn, instantIn } from "~/locales/dates";
import { billWords } from "~/locales/billing";
import { fill } from "~/locales/words";
import { receiptPdf } from "~/lib/receipt-pdf.server";
import { unnamedProviderWords } from "~/locales/unnamed-provider";
import { billChargeInFlight, findBill, findBillOfBooking, listBillMovements, type BillRow } from "~/models/bill.server";
import { getBookingDetails, type BookingDetails } from "~/models/booking.server";
import { listBookingLedger } from "~/models/ledger.server";
import { findPaymentAccount } from "~/models/online-payments.server";
import { findSalesTaxRate } from "~/models/provider-schedule.server";
import type { Owned } from "~/services/support/access.server";
import { agreedPriceOf } from "./bills.server";
import { paymentLinkPage } from "./links.server";

/** The bill's pages (decision 0055): the completer's form and the business's view, and the customer's bill and receipt. */

const signedAmount = (line: BillLine) => formatDollars(line.kind === "discount" ? -line.amountCents : line.amountCents);

/** A bill as both sides read it: its lines, tax, total, what was applied, what is due, the tip. */
async function billView(bill: BillRow, booking: BookingDetails, language: Language) {
  const [ledger, movements] = await Promise.all([listBookingLedger(booking.id), listBillMovements(bill.id)]);
  const appliedCents = appliedToBill(ledger);
  const dueCents = bill.status === "paid" ? 0 : dueOf(bill.total_cents, appliedCents);
  return {
    id: bill.id,
    status: bill.status,
    lines: parseBillLines(bill.lines).map((line) => ({
      kind: line.kind,
      label: line.label,
      amount: signedAmount(line),
      taxable: line.taxable,
    })),
    subtotal: formatDollars(bill.subtotal_cents),
    taxRate: taxRateInput(bill.tax_rate_bp),
    tax: bill.tax_cents > 0 ? formatDollars(bill.tax_cents) : null,
    total: formatDollars(bill.total_cents),
    applied: appliedCents > 0 ? formatDollars(appliedCents) : null,
    due: formatDollars(dueCents),
    dueCents,
    tip: bill.tip_cents > 0 ? formatDollars(bill.tip_cents) : null,
    agreed: bill.reference_cents !== null ? formatDollars(bill.reference_cents) : null,
    paidAt: bill.paid_at ? instantIn(language, new Date(bill.paid_at), booking.time_zone) : null,
    paidMethod: bill.paid_method,
    paidReference: bill.paid_reference,
    payments: movements.charges
      .filter((row) => row.status === "completed")
      .map((row) => ({
        id: row.id,
        amount: formatDollars(row.amount_cents),
        tip: row.tip_cents > 0 ? formatDollars(row.tip_cents) : null,
        method: row.method,
        last4: row.card_last4,
        at: row.updated_at ?? row.created_at,
      })),
    refunds: movements.refunds
      .filter((row) => row.state !== "failed")
      .map((row) => ({ id: row.id, amount: formatDollars(row.amount_cents), at: row.created_at })),
  };
}

export type BillView = Awaited<ReturnType<typeof billView>>;

function bookingSummary(booking: BookingDetails, language: Language) {
  return {
    id: booking.id,
    reference: booking.reference,
    customerName: booking.customer_name,
    service: booking.service_type,
    when: appointmentIn(language, { ...booking, timeZoneLabel: bookingZoneLabel(booking) }),
    status: booking.status,
    businessName: booking.business_name ?? unnamedProviderWords[language].yourProvider,
    worker: booking.member_name ?? booking.owner_name ?? booking.business_name ?? unnamedProviderWords[language].yourProvider,
  };
}

/** The completer's page: the form that writes a completed job's bill (starting from what was agreed), or the bill and its payment. */
export async function billFormPage(owned: Owned<"booking">, language: Language) {
  const booking = await getBookingDetails(owned.id);
  if (!booking?.provider_user_id) return undefined;
  const bill = await findBillOfBooking(booking.id);
  if (bill) return { booking: bookingSummary(booking, language), bill: await billView(bill, booking, language), start: null };
  const [agreed, taxRateBp, ledger] = await Promise.all([
    agreedPriceOf(booking),
    findSalesTaxRate(booking.provider_user_id),
    listBookingLedger(booking.id),
  ]);
  const applied = appliedToBill(ledger);
  return {
    booking: bookingSummary(booking, language),
    bill: null,
    start: {
      lines: agreed.lines
        .slice(0, BILL_LINE_ROWS)
        .map((line) => ({ kind: line.kind, label: line.label, amount: amountInput(line.amountCents), taxable: line.taxable })),
      taxRate: taxRateInput(taxRateBp),
      agreed: agreed.cents !== null ? formatDollars(agreed.cents) : null,
      applied: applied > 0 ? formatDollars(applied) : null,
    },
  };
}

/** The customer's page of a bill: approve it, pay it with a tip, then its receipt. */
export async function billPage(link: BillLink, language: Language) {
  const bill = await findBill(link.billId);
  if (!bill) return undefined;
  const booking = await getBookingDetails(bill.booking_id);
  if (!booking) return undefined;
  const [view, account, charging] = await Promise.all([
    billView(bill, booking, language),
    findPaymentAccount(bill.owner_user_id),
    billChargeInFlight(bill.id),
  ]);
  return {
    /** The card the customer saved for it is being charged now. */
    charging: charging && bill.status !== "paid",
    token: link.token,
    booking: bookingSummary(booking, language),
    bill: view,
    bookingUrl: bookingPath(booking.id, language),
    payOnline: onlinePaymentsEnabled() && account?.charges_enabled === 1,
    tips: TIP_PERCENTS.map((percent) => ({ percent, amount: formatDollars(tipOfPercent(percent, bill.subtotal_cents)) })),
    maxTip: amountInput(maxTipCents(bill.subtotal_cents)),
  };
}

/** The bill or, once paid, its receipt as a PDF the customer keeps: the same rows as its page. */
export async function billPdf(link: BillLink, language: Language): Promise<Uint8Array | undefined> {
  const page = await billPage(link, language);
  if (!page) return undefined;
  const words = billWords[language];
  const { bill, booking } = page;
  const paid = bill.status === "paid";
  const lines = bill.lines.map((line) => ({ label: `${line.label} (${words[line.kind]})`, value: line.amount }));
  return receiptPdf({
    language,
    title: paid ? `${words.receipt}: ${booking.businessName}` : fill(words.yourBill, { business: booking.businessName }),
    subtitle: `${fill(words.billLeadCustomer, { service: booking.service, when: booking.when, worker: booking.worker })} ${words.bookingReference}: ${booking.reference}`,
    sections: [
      {
        heading: words.title,
        rows: [
          ...lines,
          { label: words.subtotal, value: bill.subtotal },
          ...(bill.tax ? [{ label: `${words.tax} (${bill.taxRate}%)`, value: bill.tax }] : []),
          { label: words.total, value: bill.total, strong: true },
          ...(bill.applied ? [{ label: words.alreadyPaid, value: `-${bill.applied}` }] : []),
          ...(bill.tip ? [{ label: words.tip, value: bill.tip }] : []),
          ...(paid ? [] : [{ label: words.due, value: bill.due, strong: true }]),
        ],
      },
      ...(paid
        ? [
            {
              heading: `${words.method}${bill.paidAt ? ` · ${fill(words.paidOn, { date: bill.paidAt })}` : ""}`,
              rows: [
                ...bill.payments.map((payment) => ({
                  label: `${payment.method ? words[payment.method] : words.card}${payment.last4 ? ` •••• ${payment.last4}` : ""}${payment.tip ? ` (${words.tip}: ${payment.tip})` : ""}`,
                  value: payment.amount,
                })),
                ...(bill.paidReference ? [{ label: words.reference, value: bill.paidReference }] : []),
                ...bill.refunds.map((refund) => ({ label: words.refunds, value: `-${refund.amount}` })),
              ],
            },
          ]
        : []),
    ],
    footer: `Porchlight · ${booking.reference}`,
  });
}

/** A paid charge's receipt as a PDF (its page's rows), or undefined when it is not one. */
export async function paymentPdf(link: PaymentLink, language: Language): Promise<Uint8Array | undefined> {
  const page = await paymentLinkPage(link, language);
  if (!page?.receipt) return undefined;
  const words = billWords[language];
  const { receipt } = page;
  return receiptPdf({
    language,
    title: `${words.receipt}: ${page.businessName}`,
    subtitle: [page.what, receipt.reference ? `${words.bookingReference}: ${receipt.reference}` : null].filter(Boolean).join(". "),
    sections: [
      {
        heading: `${words.method} · ${fill(words.paidOn, { date: receipt.paidAt })}`,
        rows: [
          {
            label: `${receipt.what ?? words.paid} (${receipt.method ? words[receipt.method] : words.card}${receipt.last4 ? ` •••• ${receipt.last4}` : ""})`,
            value: page.amount,
            strong: true,
          },
          ...(receipt.tip ? [{ label: words.tip, value: receipt.tip }] : []),
          ...receipt.refunds.map((refund) => ({ label: `${words.refunds} · ${refund.at}`, value: `-${refund.amount}` })),
        ],
      },
    ],
    footer: `Porchlight${receipt.reference ? ` · ${receipt.reference}` : ""}`,
  });
}
