import type { Language } from "~/domain/language";
import { formatDollars } from "~/domain/payments/money";
import type { CancellationPolicy } from "~/domain/payments/online-payments";
import { defineWords, fill } from "./words";

/** A cancellation policy's promises, the same money in each language. */
export const policyWords = defineWords(
  {
    paidOnSite: "Nothing is paid online, so cancelling here costs nothing.",
    freeAnyTime: "You can cancel for free at any time before the job.",
    lateFee: "Cancelling costs a late-cancellation fee of {fee}.",
    freeUntil: "Free cancellation until {hours} before the job; after that, a late-cancellation fee of {fee}.",
    noShowFee: "If no one is there when the provider arrives, a no-show fee of {fee}.",
    feeFromPaid: "A fee is taken from what you paid and the rest is refunded; it is never more than you paid or agreed to pay.",
    providerCancels: "If the provider cancels, you are refunded in full.",
    oneHour: "1 hour",
    hours: "{count} hours",
    percent: "{percent}% of the price",
    percentAmount: "{percent}% of the price ({amount})",
  },
  {
    paidOnSite: "No se paga nada en línea, así que cancelar aquí no cuesta nada.",
    freeAnyTime: "Puede cancelar gratis en cualquier momento antes del trabajo.",
    lateFee: "Cancelar tiene un cargo por cancelación tardía de {fee}.",
    freeUntil: "Cancelación gratis hasta {hours} antes del trabajo; después, un cargo por cancelación tardía de {fee}.",
    noShowFee: "Si no hay nadie cuando llegue el profesional, un cargo por ausencia de {fee}.",
    feeFromPaid: "El cargo se toma de lo que pagó y el resto se reembolsa; nunca es más de lo que pagó o aceptó pagar.",
    providerCancels: "Si el profesional cancela, se le reembolsa todo.",
    oneHour: "1 hora",
    hours: "{count} horas",
    percent: "el {percent} % del precio",
    percentAmount: "el {percent} % del precio ({amount})",
  },
);

/**
 * A cancellation policy in the customer's language, as they read it before and after booking.
 * Paid on site, no fee can be taken: none is promised or threatened (issue 34).
 */
export function policyWordsIn(
  language: Language,
  policy: CancellationPolicy,
  priceCents: number | null,
  options: { paidOnline: boolean } = { paidOnline: true },
): string[] {
  const words = policyWords[language];
  if (!options.paidOnline) return [words.paidOnSite];
  const fee = (percent: number) =>
    priceCents === null
      ? fill(words.percent, { percent })
      : fill(words.percentAmount, { percent, amount: formatDollars(Math.round((priceCents * percent) / 100)) });
  const lines: string[] = [];
  if (policy.lateFeePercent === 0) lines.push(words.freeAnyTime);
  else if (policy.freeCancelHours === 0) lines.push(fill(words.lateFee, { fee: fee(policy.lateFeePercent) }));
  else {
    const hours = policy.freeCancelHours === 1 ? words.oneHour : fill(words.hours, { count: policy.freeCancelHours });
    lines.push(fill(words.freeUntil, { hours, fee: fee(policy.lateFeePercent) }));
  }
  if (policy.noShowFeePercent > 0) lines.push(fill(words.noShowFee, { fee: fee(policy.noShowFeePercent) }));
  if (policy.lateFeePercent > 0 || policy.noShowFeePercent > 0) lines.push(words.feeFromPaid);
  lines.push(words.providerCancels);
  return lines;
}
