import { layout, type BookingEmailData, type EmailContent } from "../email-layout";
import { referenceFact } from "./booking-emails";
import { formatDollars } from "~/domain/payments/money";
import { formatAppointment } from "./time";

/** The e-mails of money through a booking: receipts, refunds, a failed charge. */

function facts(booking: BookingEmailData): Array<[string, string]> {
  return [
    ["Service", booking.service_type],
    ["Provider", booking.businessName],
    ["When", formatAppointment(booking)],
    referenceFact(booking),
  ];
}

/**
 * A receipt for money taken (a deposit, the full price, a fee, a payment link). When the booking
 * had ended before the money arrived, it says so, and that the money is on its way back.
 */
export function paymentReceiptEmail(
  booking: BookingEmailData,
  payment: { amountCents: number; what: string; goingBackCents?: number; receiptUrl: string },
): EmailContent {
  const back = payment.goingBackCents ?? 0;
  const { text, html } = layout({
    heading: `Receipt: ${formatDollars(payment.amountCents)} paid`,
    intro: `Hello ${booking.customer_name}, we received ${formatDollars(payment.amountCents)} (${payment.what}) for your booking.`,
    facts: [["Paid", `${formatDollars(payment.amountCents)} by card`], ...facts(booking)],
    action: { label: "See the receipt", url: payment.receiptUrl },
    ...(back > 0
      ? {
          outro:
            back >= payment.amountCents
              ? "Your booking had already ended when this payment arrived, so it is being refunded in full. You will get a receipt for the refund."
              : `Your booking had already ended when this payment arrived: ${formatDollars(back)} of it is being refunded, as its cancellation policy says. You will get a receipt for the refund.`,
        }
      : {}),
  });
  return {
    to: booking.customer_email,
    subject: `Receipt: ${formatDollars(payment.amountCents)} for ${booking.service_type}`,
    text,
    html,
    kind: "payment_receipt",
  };
}

/** A refund's receipt (money sent back to the card it came from). */
export function refundReceiptEmail(booking: BookingEmailData, refund: { amountCents: number; why: string }): EmailContent {
  const { text, html } = layout({
    heading: `Refund: ${formatDollars(refund.amountCents)}`,
    intro: `Hello ${booking.customer_name}, ${formatDollars(refund.amountCents)} is on its way back to your card (${refund.why}). Banks usually show it within 5 to 10 days.`,
    facts: [["Refunded", formatDollars(refund.amountCents)], ...facts(booking)],
    action: { label: "See your booking", url: booking.manageUrl },
  });
  return {
    to: booking.customer_email,
    subject: `Refund of ${formatDollars(refund.amountCents)} for ${booking.service_type}`,
    text,
    html,
    kind: "refund_receipt",
  };
}

/** The payment came after the hold ran out and someone else had taken the time: it is refunded in full. */
export function lateForSlotEmail(booking: BookingEmailData, amountCents: number, bookAgainUrl: string): EmailContent {
  const { text, html } = layout({
    heading: "We could not keep your time",
    intro: `Hello ${booking.customer_name}, your payment of ${formatDollars(amountCents)} arrived after the time was released, and another customer has booked it since. We are refunding your payment in full.`,
    facts: facts(booking),
    action: { label: "Choose another time", url: bookAgainUrl },
  });
  return {
    to: booking.customer_email,
    subject: `Your payment for ${booking.service_type} is being refunded`,
    text,
    html,
    kind: "payment_late_refund",
  };
}

/**
 * A card was saved for a booking whose hold had run out, and another customer had taken the time
 * meanwhile: nothing was charged, and the card will not be.
 */
export function cardSavedTooLateEmail(booking: BookingEmailData, bookAgainUrl: string): EmailContent {
  const { text, html } = layout({
    heading: "We could not keep your time",
    intro: `Hello ${booking.customer_name}, you saved your card after the time you chose was released, and another customer has booked it since. Nothing was charged, and your card will not be charged for this booking.`,
    facts: facts(booking),
    action: { label: "Choose another time", url: bookAgainUrl },
  });
  return {
    to: booking.customer_email,
    subject: `Your booking of ${booking.service_type} was not made`,
    text,
    html,
    kind: "card_saved_late",
  };
}

/** A business asks a customer to pay an amount on a Checkout page (the dashboard's "Send a payment link"). */
export function paymentLinkEmail(link: {
  to: string;
  customerName: string;
  businessName: string;
  amountCents: number;
  what: string | null;
  notes: string | null;
  url: string;
}): EmailContent {
  const { text, html } = layout({
    heading: `${link.businessName} asks for ${formatDollars(link.amountCents)}`,
    intro: `Hello ${link.customerName}, ${link.businessName} sent you a link to pay ${formatDollars(link.amountCents)} by card.`,
    facts: [
      ["Amount", formatDollars(link.amountCents)],
      ...(link.what ? ([["For", link.what]] as Array<[string, string]>) : []),
      ...(link.notes ? ([["Note", link.notes]] as Array<[string, string]>) : []),
    ],
    action: { label: `Pay ${formatDollars(link.amountCents)}`, url: link.url },
    outro: "You pay on Stripe's secure page; Porchlight never sees your card number.",
  });
  return {
    to: link.to,
    subject: `Payment request from ${link.businessName}: ${formatDollars(link.amountCents)}`,
    text,
    html,
    kind: "payment_link",
  };
}

/** A receipt for a payment link or a card-on-file charge that is not about a booking. */
export function plainReceiptEmail(receipt: {
  to: string;
  customerName: string;
  businessName: string;
  amountCents: number;
  url: string;
}): EmailContent {
  const { text, html } = layout({
    heading: `Receipt: ${formatDollars(receipt.amountCents)} paid`,
    intro: `Hello ${receipt.customerName}, ${receipt.businessName} received ${formatDollars(receipt.amountCents)} from you by card.`,
    facts: [
      ["Paid", `${formatDollars(receipt.amountCents)} by card`],
      ["To", receipt.businessName],
    ],
    action: { label: "See the payment", url: receipt.url },
  });
  return {
    to: receipt.to,
    subject: `Receipt: ${formatDollars(receipt.amountCents)} to ${receipt.businessName}`,
    text,
    html,
    kind: "payment_receipt",
  };
}

/** A saved card's charge was declined: the customer gets a link to pay, the provider is told. */
export function chargeFailedEmails(booking: BookingEmailData, charge: { amountCents: number; payUrl: string }): EmailContent[] {
  const customer = layout({
    heading: "Your card was declined",
    intro: `Hello ${booking.customer_name}, we could not charge ${formatDollars(charge.amountCents)} to the card you saved for your booking. Please pay with the link below to keep your time.`,
    facts: facts(booking),
    action: { label: `Pay ${formatDollars(charge.amountCents)}`, url: charge.payUrl },
  });
  const provider = layout({
    heading: "A customer's card was declined",
    intro: `The saved card of ${booking.customer_name} was declined for ${formatDollars(charge.amountCents)}. They have been sent a link to pay; the booking stays on your calendar.`,
    facts: [...facts(booking), ["Customer", `${booking.customer_name}, ${booking.customer_phone}`]],
  });
  return [
    { to: booking.customer_email, subject: `Action needed: payment for ${booking.service_type}`, kind: "payment_failed", ...customer },
    { to: booking.providerEmail, subject: `Card declined: ${booking.customer_name}`, kind: "payment_failed_provider", ...provider },
  ];
}
