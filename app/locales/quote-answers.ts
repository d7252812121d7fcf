import type { Language } from "~/domain/language";
import { formatDollars } from "~/domain/payments/money";
import { parseQuoteLines, type JobTypeWords, type NeededWhen, type ThreadAnswer } from "~/domain/quotes/quotes";
import { durationIn, longDateIn } from "./clock";
import { quoteRequestWords } from "./quotes";
import { defineWords, fill } from "./words";

/** What the server words on a request's page: an answer's state, its unread messages, when the job is needed. */
export const answerWords = defineWords(
  {
    "answer.waiting": "Waiting for a quote",
    "answer.quoted": "Quoted",
    "answer.declined": "Declined",
    "answer.closed": "Closed",
    aProvider: "A provider",
    newMessage: "1 new message",
    newMessages: "{count} new messages",
    neededOn: "On {date}",
  },
  {
    "answer.waiting": "Esperando un presupuesto",
    "answer.quoted": "Presupuesto enviado",
    "answer.declined": "Rechazado",
    "answer.closed": "Cerrado",
    aProvider: "Un profesional",
    newMessage: "1 mensaje nuevo",
    newMessages: "{count} mensajes nuevos",
    neededOn: "Para el {date}",
  },
);

/** A provider's answer to a request as the customer reads it ("Quoted", "Presupuesto enviado"). */
export function answerLabelIn(language: Language, answer: ThreadAnswer): string {
  return answerWords[language][`answer.${answer}`];
}

export function providerFallbackIn(language: Language): string {
  return answerWords[language].aProvider;
}

/** "2 new messages", "2 mensajes nuevos". */
export function newMessagesIn(language: Language, count: number): string {
  const words = answerWords[language];
  return count === 1 ? words.newMessage : fill(words.newMessages, { count });
}

/** When the job is needed: "Within a week", "Para el martes, 8 de diciembre de 2026". */
export function neededIn(language: Language, needed: NeededWhen, date: string | null): string {
  if (needed === "date" && date) return fill(answerWords[language].neededOn, { date: longDateIn(language, date) });
  return quoteRequestWords[language][`needed.${needed}`];
}

/** A quote's lines, total, deposit, length and last day in the reader's language; the provider's line labels and note stay as written. */
export function quoteViewIn(
  language: Language,
  quote: {
    lines: string;
    total_cents: number;
    deposit_cents: number | null;
    duration_minutes: number;
    valid_until: string;
    note: string | null;
  },
) {
  return {
    lines: parseQuoteLines(quote.lines).map((line) => ({ label: line.label, amount: formatDollars(line.amountCents) })),
    total: formatDollars(quote.total_cents),
    deposit: quote.deposit_cents !== null ? formatDollars(quote.deposit_cents) : null,
    length: durationIn(language, quote.duration_minutes),
    validUntil: longDateIn(language, quote.valid_until),
    note: quote.note,
  };
}

const ENGLISH_JOB_TYPE_WORDS: JobTypeWords = {
  nearby: (providers) => (providers === 1 ? "1 provider nearby" : `${providers} providers nearby`),
  anyLabel: "Something else",
  anyHint: "Sent to the best-rated providers nearby",
};

const SPANISH_JOB_TYPE_WORDS: JobTypeWords = {
  nearby: (providers) => (providers === 1 ? "1 profesional cerca" : `${providers} profesionales cerca`),
  anyLabel: "Otra cosa",
  anyHint: "Se envía a los profesionales mejor valorados de la zona",
};

/** How the job-type choices are worded in a language. */
export function jobTypeWordsOf(language: Language): JobTypeWords {
  return language === "es" ? SPANISH_JOB_TYPE_WORDS : ENGLISH_JOB_TYPE_WORDS;
}
