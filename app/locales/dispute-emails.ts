import type { Language } from "~/domain/language";
import type { DisputeState } from "~/domain/payments/disputes";
import { layout, type EmailContent } from "./email-layout";
import { fill } from "./words";

/** A dispute opened and ended (decision 0056), to the business and to every admin, each in their language. */

type DisputeWords = { to: string; amount: string; customer: string; reference: string | null; reason: string; url: string };

const WORDS = {
  en: {
    openedSubject: "A payment of {amount} is disputed: answer by {deadline}",
    openedSubjectNoDeadline: "A payment of {amount} is disputed",
    openedHeading: "A customer's bank disputes a payment",
    openedIntro:
      "{customer}'s bank has taken back {amount} until the dispute is decided. Review what Porchlight holds about the job and send it as evidence before the deadline.",
    amount: "Amount",
    customer: "Customer",
    reference: "Booking reference",
    reason: "Bank's reason",
    deadline: "Evidence due",
    respond: "Respond",
    closedSubject: "The dispute of {amount} is {outcome}",
    won: "won: the money comes back to you",
    lost: "lost: {amount} comes off your payout",
    closed: "closed without a loss",
  },
  es: {
    openedSubject: "Se disputa un pago de {amount}: responda antes del {deadline}",
    openedSubjectNoDeadline: "Se disputa un pago de {amount}",
    openedHeading: "El banco de un cliente disputa un pago",
    openedIntro:
      "El banco de {customer} retiró {amount} hasta que se decida la disputa. Revise lo que Porchlight guarda del trabajo y envíelo como prueba antes de la fecha límite.",
    amount: "Importe",
    customer: "Cliente",
    reference: "Referencia de la reserva",
    reason: "Motivo del banco",
    deadline: "Pruebas hasta",
    respond: "Responder",
    closedSubject: "La disputa de {amount} está {outcome}",
    won: "ganada: el dinero vuelve a usted",
    lost: "perdida: {amount} se descuenta de su pago",
    closed: "cerrada sin pérdida",
  },
} as const;

function facts(words: (typeof WORDS)[Language], dispute: DisputeWords): Array<[string, string]> {
  return [
    [words.amount, dispute.amount],
    [words.customer, dispute.customer],
    ...(dispute.reference ? ([[words.reference, dispute.reference]] as Array<[string, string]>) : []),
    [words.reason, dispute.reason],
  ];
}

export function disputeOpenedEmailIn(language: Language, dispute: DisputeWords & { deadline: string | null }): EmailContent {
  const words = WORDS[language];
  const values = { amount: dispute.amount, customer: dispute.customer, deadline: dispute.deadline ?? "" };
  return {
    to: dispute.to,
    kind: "dispute_opened",
    subject: fill(dispute.deadline ? words.openedSubject : words.openedSubjectNoDeadline, values),
    ...layout({
      lang: language,
      heading: words.openedHeading,
      intro: fill(words.openedIntro, values),
      facts: [...facts(words, dispute), ...(dispute.deadline ? ([[words.deadline, dispute.deadline]] as Array<[string, string]>) : [])],
      action: { label: words.respond, url: dispute.url },
    }),
  };
}

export function disputeClosedEmailIn(language: Language, dispute: DisputeWords & { status: DisputeState }): EmailContent {
  const words = WORDS[language];
  const outcome = fill(dispute.status === "won" ? words.won : dispute.status === "lost" ? words.lost : words.closed, {
    amount: dispute.amount,
  });
  const subject = fill(words.closedSubject, { amount: dispute.amount, outcome });
  return {
    to: dispute.to,
    kind: "dispute_closed",
    subject,
    ...layout({
      lang: language,
      heading: subject,
      intro: subject,
      facts: facts(words, dispute),
      action: { label: words.respond, url: dispute.url },
    }),
  };
}
