import type { BookingEmailData, EmailContent } from "./email-layout";
import { layout } from "./email-layout";
import { formatDollars } from "~/domain/payments/money";
import {
  cardSavedTooLateEmail,
  chargeFailedEmails,
  lateForSlotEmail,
  paymentLinkEmail,
  paymentReceiptEmail,
  plainReceiptEmail,
  refundReceiptEmail,
} from "./en/payment-emails";
import { ledgerReasonMidSentence } from "./money";
import type { Language } from "~/domain/language";
import { formatShortDate, formatTime12h } from "./en/time";
import { spanishAtClock } from "./clock";
import { appointmentIn, shortDateIn } from "./dates";

/**
 * The e-mails of a booking's money to the customer in their language (issue 54): the Spanish
 * here, the English in ./en/payment-emails.ts. The business's side stays English.
 */

const spanish = (booking: Pick<BookingEmailData, "language">) => booking.language === "es";

function facts(booking: BookingEmailData): Array<[string, string]> {
  return [
    ["Servicio", booking.service_type],
    ["Profesional", booking.businessName],
    ["Cuándo", appointmentIn("es", booking)],
    ["Referencia de la reserva", booking.reference],
  ];
}

export function paymentReceiptEmailFor(booking: BookingEmailData, payment: Parameters<typeof paymentReceiptEmail>[1]): EmailContent {
  if (!spanish(booking)) return paymentReceiptEmail(booking, { ...payment, what: ledgerReasonMidSentence("en", payment.what) });
  const paid = formatDollars(payment.amountCents);
  const back = payment.goingBackCents ?? 0;
  return {
    to: booking.customer_email,
    kind: "payment_receipt",
    subject: `Recibo: ${paid} por ${booking.service_type}`,
    ...layout({
      lang: "es",
      heading: `Recibo: ${paid} pagados`,
      intro: `Hola, ${booking.customer_name}: recibimos ${paid} (${ledgerReasonMidSentence("es", payment.what)}) por su reserva.`,
      facts: [["Pagado", `${paid} con tarjeta`], ...facts(booking)],
      action: { label: "Ver el recibo", url: payment.receiptUrl },
      ...(back > 0
        ? {
            outro:
              back >= payment.amountCents
                ? "Su reserva ya había terminado cuando llegó este pago, así que se le reembolsa entero. Recibirá un recibo del reembolso."
                : `Su reserva ya había terminado cuando llegó este pago: se le reembolsan ${formatDollars(back)}, como dice su política de cancelación. Recibirá un recibo del reembolso.`,
          }
        : {}),
    }),
  };
}

export function refundReceiptEmailFor(booking: BookingEmailData, refund: Parameters<typeof refundReceiptEmail>[1]): EmailContent {
  if (!spanish(booking)) return refundReceiptEmail(booking, { ...refund, why: ledgerReasonMidSentence("en", refund.why) });
  const amount = formatDollars(refund.amountCents);
  return {
    to: booking.customer_email,
    kind: "refund_receipt",
    subject: `Reembolso de ${amount} por ${booking.service_type}`,
    ...layout({
      lang: "es",
      heading: `Reembolso: ${amount}`,
      intro: `Hola, ${booking.customer_name}: ${amount} vuelven a su tarjeta (${ledgerReasonMidSentence("es", refund.why)}). Los bancos suelen mostrarlo en 5 a 10 días.`,
      facts: [["Reembolsado", amount], ...facts(booking)],
      action: { label: "Ver su reserva", url: booking.manageUrl },
    }),
  };
}

export function lateForSlotEmailFor(booking: BookingEmailData, amountCents: number, bookAgainUrl: string): EmailContent {
  if (!spanish(booking)) return lateForSlotEmail(booking, amountCents, bookAgainUrl);
  return {
    to: booking.customer_email,
    kind: "payment_late_refund",
    subject: `Se le reembolsa su pago por ${booking.service_type}`,
    ...layout({
      lang: "es",
      heading: "No pudimos guardar su horario",
      intro: `Hola, ${booking.customer_name}: su pago de ${formatDollars(amountCents)} llegó después de que se liberara la hora, y otro cliente la reservó. Le reembolsamos el pago entero.`,
      facts: facts(booking),
      action: { label: "Elegir otro horario", url: bookAgainUrl },
    }),
  };
}

export function cardSavedTooLateEmailFor(booking: BookingEmailData, bookAgainUrl: string): EmailContent {
  if (!spanish(booking)) return cardSavedTooLateEmail(booking, bookAgainUrl);
  return {
    to: booking.customer_email,
    kind: "card_saved_late",
    subject: `No se hizo su reserva de ${booking.service_type}`,
    ...layout({
      lang: "es",
      heading: "No pudimos guardar su horario",
      intro: `Hola, ${booking.customer_name}: guardó su tarjeta después de que se liberara la hora que eligió, y otro cliente la reservó. No se cobró nada, y no se cobrará nada a su tarjeta por esta reserva.`,
      facts: facts(booking),
      action: { label: "Elegir otro horario", url: bookAgainUrl },
    }),
  };
}

/** A declined saved card: the customer's e-mail in their language (first), the business's in its own. */
export function chargeFailedEmailsFor(booking: BookingEmailData, charge: Parameters<typeof chargeFailedEmails>[1]): EmailContent[] {
  const [customer, business] = chargeFailedEmails(booking, charge);
  const amount = formatDollars(charge.amountCents);
  return [
    spanish(booking)
      ? {
          to: booking.customer_email,
          kind: "payment_failed",
          subject: `Acción necesaria: pago de ${booking.service_type}`,
          ...layout({
            lang: "es",
            heading: "Su tarjeta fue rechazada",
            intro: `Hola, ${booking.customer_name}: no pudimos cobrar ${amount} a la tarjeta que guardó para su reserva. Pague con el enlace de abajo para conservar su horario.`,
            facts: facts(booking),
            action: { label: `Pagar ${amount}`, url: charge.payUrl },
          }),
        }
      : customer,
    booking.providerLanguage === "es"
      ? {
          to: booking.providerEmail,
          kind: "payment_failed_provider",
          subject: `Tarjeta rechazada: ${booking.customer_name}`,
          ...layout({
            lang: "es",
            heading: "Se rechazó la tarjeta de un cliente",
            intro: `La tarjeta guardada de ${booking.customer_name} fue rechazada por ${amount}. Se le envió un enlace para pagar; la reserva sigue en su calendario.`,
            facts: [...facts(booking), ["Cliente", `${booking.customer_name}, ${booking.customer_phone}`]],
          }),
        }
      : business,
  ];
}

/** A business's request to pay, in the language of the booking it is for (English without one). */
export function paymentLinkEmailFor(link: Parameters<typeof paymentLinkEmail>[0] & { language?: Language }): EmailContent {
  if (link.language !== "es") return paymentLinkEmail(link);
  const amount = formatDollars(link.amountCents);
  return {
    to: link.to,
    kind: "payment_link",
    subject: `Solicitud de pago de ${link.businessName}: ${amount}`,
    ...layout({
      lang: "es",
      heading: `${link.businessName} le pide ${amount}`,
      intro: `Hola, ${link.customerName}: ${link.businessName} le envió un enlace para pagar ${amount} con tarjeta.`,
      facts: [
        ["Importe", amount],
        ...(link.what ? ([["Concepto", link.what]] as Array<[string, string]>) : []),
        ...(link.notes ? ([["Nota", link.notes]] as Array<[string, string]>) : []),
      ],
      action: { label: `Pagar ${amount}`, url: link.url },
      outro: "Paga en la página segura de Stripe; Porchlight nunca ve el número de su tarjeta.",
    }),
  };
}

/** The receipt of a payment not tied to a booking, in the customer's language. */
export function plainReceiptEmailFor(receipt: Parameters<typeof plainReceiptEmail>[0] & { language: Language }): EmailContent {
  if (receipt.language !== "es") return plainReceiptEmail(receipt);
  const amount = formatDollars(receipt.amountCents);
  return {
    to: receipt.to,
    kind: "payment_receipt",
    subject: `Recibo: ${amount} a ${receipt.businessName}`,
    ...layout({
      lang: "es",
      heading: `Recibo: ${amount} pagados`,
      intro: `Hola, ${receipt.customerName}: ${receipt.businessName} recibió ${amount} de usted con tarjeta.`,
      facts: [
        ["Pagado", `${amount} con tarjeta`],
        ["A", receipt.businessName],
      ],
      action: { label: "Ver el pago", url: receipt.url },
    }),
  };
}

/** The booking a payment is for, as its customer reads it: "Drain cleaning el 8 dic 2026 a las 10:00 a. m.". */
export function paidBookingWordsIn(language: Language, booking: { service_type: string; preferred_date: string; preferred_time: string }) {
  if (language === "en")
    return `${booking.service_type} on ${formatShortDate(booking.preferred_date)} at ${formatTime12h(booking.preferred_time)}`;
  return `${booking.service_type} el ${shortDateIn("es", booking.preferred_date)} ${spanishAtClock(booking.preferred_time)}`;
}

type MoneyFailure = {
  kind: "charge" | "refund";
  amountCents: number;
  /** Stripe's reason, as Stripe said it. */
  reason: string | null;
  customerName: string | null;
  booking: { service_type: string; preferred_date: string; preferred_time: string; reference: string } | null;
  /** What a payment not tied to a booking was for, as the business wrote it. */
  movementReason: string | null;
  bookingsUrl: string;
};

/** Money Stripe refused to move for good: each admin is told once, in their language, with Stripe's reason. */
export function moneyFailedAdminEmailIn(language: Language, to: string, failure: MoneyFailure): EmailContent {
  const amount = formatDollars(failure.amountCents);
  const booking = failure.booking;
  if (language === "en") {
    const subject = `${failure.kind === "refund" ? "Refund" : "Charge"} of ${amount} failed: ${failure.customerName ?? "A customer"}`;
    const what = booking ? `${paidBookingWordsIn("en", booking)} (${booking.reference})` : (failure.movementReason ?? "A payment");
    return {
      to,
      kind: "payment_failure_admin",
      subject,
      ...layout({
        heading: subject,
        intro: `Stripe refused this ${failure.kind} for good, so it will not be tried again. Please follow it up with the customer or in Stripe.`,
        facts: [
          ["Customer", failure.customerName ?? "A customer"],
          ["For", what],
          ["Amount", amount],
          ["Stripe said", failure.reason ?? "Refused by Stripe"],
        ],
        action: { label: "See the bookings", url: failure.bookingsUrl },
      }),
    };
  }
  const customer = failure.customerName ?? "Un cliente";
  const subject = `${failure.kind === "refund" ? "Falló el reembolso" : "Falló el cobro"} de ${amount}: ${customer}`;
  const what = booking ? `${paidBookingWordsIn("es", booking)} (${booking.reference})` : (failure.movementReason ?? "Un pago");
  return {
    to,
    kind: "payment_failure_admin",
    subject,
    ...layout({
      lang: "es",
      heading: subject,
      intro: `Stripe rechazó ${failure.kind === "refund" ? "este reembolso" : "este cobro"} de forma definitiva, así que no se volverá a intentar. Haga el seguimiento con el cliente o en Stripe.`,
      facts: [
        ["Cliente", customer],
        ["Concepto", what],
        ["Importe", amount],
        ["Stripe dijo", failure.reason ?? "Rechazado por Stripe"],
      ],
      action: { label: "Ver las reservas", url: failure.bookingsUrl },
    }),
  };
}
