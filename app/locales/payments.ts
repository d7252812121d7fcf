import { defineWords } from "./words";

/**
 * Where online money stands, one word each (decision 0022's states): a charge's and a refund's
 * state, and a row the business typed in by its plain status.
 */
export const moneyStateWords = defineWords(
  {
    "charge.scheduled": "Scheduled",
    "charge.open": "Waiting for payment",
    "charge.sending": "In progress",
    "charge.sent": "In progress",
    "charge.succeeded": "Done",
    "charge.partially_refunded": "Partly refunded",
    "charge.refunded": "Refunded",
    "charge.failed": "Failed",
    "charge.voided": "Not charged",
    "refund.sending": "In progress",
    "refund.sent": "In progress",
    "refund.succeeded": "Done",
    "refund.failed": "Failed",
    "recorded.completed": "Done",
    "recorded.pending": "In progress",
    "recorded.failed": "Failed",
    "recorded.voided": "Not charged",
  },
  {
    "charge.scheduled": "Programado",
    "charge.open": "Esperando el pago",
    "charge.sending": "En curso",
    "charge.sent": "En curso",
    "charge.succeeded": "Hecho",
    "charge.partially_refunded": "Reembolsado en parte",
    "charge.refunded": "Reembolsado",
    "charge.failed": "Falló",
    "charge.voided": "No cobrado",
    "refund.sending": "En curso",
    "refund.sent": "En curso",
    "refund.succeeded": "Hecho",
    "refund.failed": "Falló",
    "recorded.completed": "Hecho",
    "recorded.pending": "En curso",
    "recorded.failed": "Falló",
    "recorded.voided": "No cobrado",
  },
);

/** The page of a payment a business asked for by link. */
export const paymentLinkWords = defineWords(
  {
    title: "Payment request",
    paid: "Paid. Thank you!",
    pay: "Pay {business}",
    amount: "Amount",
    to: "To",
    for: "For",
    note: "Note",
    status: "Status",
    lookingAgain: "Stripe tells us in a moment; this page looks again by itself.",
    opening: "Opening the payment page…",
    payAmount: "Pay {amount}",
    onStripe: "You pay on Stripe's secure page; Porchlight never sees your card number.",
    noLongerOpen: "This payment link is no longer open. Please ask {business} if you still owe them.",
  },
  {
    title: "Solicitud de pago",
    paid: "Pagado. ¡Gracias!",
    pay: "Pagar a {business}",
    amount: "Importe",
    to: "Para",
    for: "Concepto",
    note: "Nota",
    status: "Estado",
    lookingAgain: "Stripe nos avisa en un momento; esta página se actualiza sola.",
    opening: "Abriendo la página de pago…",
    payAmount: "Pagar {amount}",
    onStripe: "Paga en la página segura de Stripe; Porchlight nunca ve el número de su tarjeta.",
    noLongerOpen: "Este enlace de pago ya no está abierto. Pregunte a {business} si todavía le debe algo.",
  },
);
