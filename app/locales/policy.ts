import type { Language } from "~/domain/language";
import { formatDollars } from "~/domain/payments/money";
import type { CancellationPolicy } from "~/domain/payments/online-payments";
import { policyWords } from "~/domain/payments/policy-words";

function spanishFee(percent: number, priceCents: number | null): string {
  return priceCents !== null
    ? `el ${percent} % del precio (${formatDollars(Math.round((priceCents * percent) / 100))})`
    : `el ${percent} % del precio`;
}

/** The same promises as `policyWords`, the same money, in Spanish. */
function spanishPolicyWords(policy: CancellationPolicy, priceCents: number | null, paidOnline: boolean): string[] {
  if (!paidOnline) return ["No se paga nada en línea, así que cancelar aquí no cuesta nada."];
  const words: string[] = [];
  if (policy.lateFeePercent === 0) words.push("Puede cancelar gratis en cualquier momento antes del trabajo.");
  else {
    const hours = policy.freeCancelHours === 1 ? "1 hora" : `${policy.freeCancelHours} horas`;
    words.push(
      policy.freeCancelHours === 0
        ? `Cancelar tiene un cargo por cancelación tardía de ${spanishFee(policy.lateFeePercent, priceCents)}.`
        : `Cancelación gratis hasta ${hours} antes del trabajo; después, un cargo por cancelación tardía de ${spanishFee(policy.lateFeePercent, priceCents)}.`,
    );
  }
  if (policy.noShowFeePercent > 0)
    words.push(
      `Si no hay nadie cuando llegue el profesional, un cargo por ausencia de ${spanishFee(policy.noShowFeePercent, priceCents)}.`,
    );
  if (policy.lateFeePercent > 0 || policy.noShowFeePercent > 0) {
    words.push("El cargo se toma de lo que pagó y el resto se reembolsa; nunca es más de lo que pagó o aceptó pagar.");
  }
  words.push("Si el profesional cancela, se le reembolsa todo.");
  return words;
}

/** A cancellation policy in the customer's language, as they read it before and after booking. */
export function policyWordsIn(
  language: Language,
  policy: CancellationPolicy,
  priceCents: number | null,
  options: { paidOnline: boolean } = { paidOnline: true },
): string[] {
  return language === "es" ? spanishPolicyWords(policy, priceCents, options.paidOnline) : policyWords(policy, priceCents, options);
}
