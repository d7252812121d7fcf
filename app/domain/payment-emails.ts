import { layout, type BookingEmailData, type EmailContent } from "./email-templates";
import { formatDollars } from "./money";
import { formatAppointment } from "./time";

/** The e-mails of money through a booking: receipts, refunds, a failed charge. */

function facts(booking: BookingEmailData): Array<[string, string]> {
  return [
    ["Service", booking.service_type],
    ["Provider", booking.businessName],
    ["When", formatAppointment(booking)],
    ["Booking reference", booking.id],
  ];
}

/** A receipt for money taken (a deposit, the full price, a fee). */
export function paymentReceiptEmail(booking: BookingEmailData, payment: { amountCents: number; what: string }): EmailContent {
  const { text, html } = layout({
    heading: `Receipt: ${formatDollars(payment.amountCents)} paid`,
    intro: `Hello ${booking.customer_name}, we received ${formatDollars(payment.amountCents)} (${payment.what.toLowerCase()}) for your booking.`,
    facts: [["Paid", `${formatDollars(payment.amountCents)} by card`], ...facts(booking)],
    action: { label: "See your booking", url: booking.manageUrl },
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
    intro: `Hello ${booking.customer_name}, ${formatDollars(refund.amountCents)} is on its way back to your card (${refund.why.toLowerCase()}). Banks usually show it within 5 to 10 days.`,
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
