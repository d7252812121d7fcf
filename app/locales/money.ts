import type { Language } from "~/domain/language";
import { formatDollars } from "~/domain/payments/money";
import { stateLine, type ChargeState } from "~/domain/payments/money-states";
import {
  ledgerLine,
  movementKind,
  payoutWords,
  settlementWords,
  type Settlement,
  type SettlementWordsInput,
} from "~/domain/payments/online-payments";
import { instantIn } from "./dates";
import { spanishReason } from "./payment-emails";
import { defineWords } from "./words";

/** A booking's money on its page (issue 54): paying for it, and its payments and refunds. */
export const moneyWords = defineWords(
  {
    stripeTells: "Stripe tells us in a moment; this page looks again by itself.",
    leftCheckout: "You left the payment page before paying.",
    confirmedOncePaid: "{due}: your booking is confirmed once it is paid.",
    heldUntil: "Your time is held until",
    payNow: "Pay now",
    cardDeclined: "The card you saved was declined.",
    payToKeep: "Please pay to keep your booking.",
    chooseAgain: "Choose a time again",
    paymentsAndRefunds: "Payments and refunds",
    cardOnline: " · card, online",
  },
  {
    stripeTells: "Stripe nos avisa en un momento; esta página vuelve a mirar sola.",
    leftCheckout: "Salió de la página de pago antes de pagar.",
    confirmedOncePaid: "{due}: su reserva se confirma una vez pagada.",
    heldUntil: "Su hora queda reservada hasta",
    payNow: "Pagar ahora",
    cardDeclined: "La tarjeta que guardó fue rechazada.",
    payToKeep: "Pague para mantener su reserva.",
    chooseAgain: "Elegir otra hora",
    paymentsAndRefunds: "Pagos y reembolsos",
    cardOnline: " · tarjeta, en línea",
  },
);

const SPANISH_KIND = { Charge: "Cobro", Fee: "Cargo", Refund: "Reembolso" } as const;

const SPANISH_CHARGE_STATES: Record<ChargeState, string> = {
  scheduled: "Programado",
  open: "Esperando el pago",
  sending: "En curso",
  sent: "En curso",
  succeeded: "Hecho",
  partially_refunded: "Reembolsado en parte",
  refunded: "Reembolsado",
  failed: "Falló",
  voided: "No cobrado",
};
const SPANISH_RECORDED: Readonly<Record<string, string>> = {
  completed: "Hecho",
  pending: "En curso",
  failed: "Falló",
  voided: "No cobrado",
};

type LedgerRow = Parameters<typeof ledgerLine>[0];

function spanishState(row: Pick<LedgerRow, "state" | "status" | "kind" | "failure_reason">): string {
  if (!row.state) return SPANISH_RECORDED[row.status] ?? row.status;
  const words =
    row.kind === "refund"
      ? row.state === "succeeded"
        ? "Hecho"
        : row.state === "failed"
          ? "Falló"
          : "En curso"
      : (SPANISH_CHARGE_STATES[row.state as ChargeState] ?? row.state);
  // Stripe's own reason stays as Stripe gave it.
  return row.failure_reason ? `${words}: ${row.failure_reason}` : words;
}

/** A movement of money as the business's list names it: its kind ("Charge", "Cobro") and, online, where it stands. */
export function movementWordsIn(
  language: Language,
  row: { kind: "charge" | "refund"; purpose?: string | null; state: string | null; status: string; failure_reason: string | null },
): { kind: string; detail: string | null } {
  const kind = movementKind(row);
  if (language === "en") return { kind, detail: stateLine(row) };
  return { kind: SPANISH_KIND[kind], detail: row.state ? spanishState(row) : null };
}

/** Why an online payment was made ("Deposit", "Depósito"), or null when the row does not say. */
export function reasonIn(language: Language, reason: string | null): string | null {
  if (reason === null || language === "en") return reason;
  const words = spanishReason(reason);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A ledger row as its reader reads it, in their language: what, how much, where it stands, when. */
export function ledgerLineIn(language: Language, row: LedgerRow, timeZone: string) {
  const line = ledgerLine(row, timeZone);
  if (language === "en") return line;
  return {
    ...line,
    kind: SPANISH_KIND[line.kind as keyof typeof SPANISH_KIND] ?? line.kind,
    what: reasonIn("es", row.reason ?? null) ?? (row.kind === "refund" ? "Reembolso" : "Pago"),
    words: spanishState(row),
    at: instantIn("es", new Date(row.created_at), timeZone),
  };
}

/**
 * What an ending does with the money, in the reader's language: the same cases as settlementWords
 * ("Usted pagó un depósito de $25. Cancelar ahora se queda con él como el cargo por cancelación
 * tardía; no se reembolsa nada.").
 */
export function settlementWordsIn(language: Language, settlement: Settlement, input: SettlementWordsInput): string {
  if (language === "en") return settlementWords(settlement, input);
  const customer = input.audience === "customer";
  const before = input.tense === "before";
  const verb = (now: string, then: string) => (before ? now : then);
  const card = customer ? "su tarjeta" : "la tarjeta del cliente";
  const saved = customer ? "la tarjeta que guardó" : "la tarjeta guardada del cliente";
  const act = input.ending === "no-show" ? (before ? "Marcar la ausencia" : "La ausencia") : before ? "Cancelar ahora" : "La cancelación";
  const fee = input.ending === "no-show" ? "el cargo por ausencia" : "el cargo por cancelación tardía";
  const paid =
    input.paidCents > 0
      ? input.paidAs === "deposit"
        ? `un depósito de ${formatDollars(input.paidCents)}`
        : formatDollars(input.paidCents)
      : null;
  const first = paid
    ? `${customer ? "Usted pagó" : "El cliente pagó"} ${paid}.`
    : `${customer ? "No ha pagado" : "El cliente no ha pagado"} nada en línea.`;
  const { feeCents, refundCents, chargeCents } = settlement;
  const keeps = verb("se queda con", "se quedó con");
  const refunds = verb("reembolsa", "reembolsó");
  const charges = verb("cobra", "cobró");
  let second: string;
  if (feeCents === 0)
    second =
      refundCents > 0
        ? `${act} ${refunds} ${refundCents === input.paidCents ? `todo (${formatDollars(refundCents)})` : formatDollars(refundCents)} a ${card}.`
        : `${act} no ${verb("cuesta", "costó")} nada.`;
  else if (chargeCents > 0)
    second = paid
      ? `${act} ${keeps} lo pagado y ${charges} ${formatDollars(chargeCents)} más a ${saved}: ${formatDollars(feeCents)} en total, como ${fee}.`
      : `${act} ${charges} ${formatDollars(feeCents)} a ${saved} como ${fee}.`;
  else if (refundCents > 0)
    second = `${act} ${keeps} ${formatDollars(feeCents)} como ${fee} y ${refunds} ${formatDollars(refundCents)} a ${card}.`;
  else
    second = `${act} ${keeps} ${feeCents === input.paidCents ? "todo lo pagado" : formatDollars(feeCents)} como ${fee}; no se ${refunds} nada.`;
  return `${first} ${second}`;
}

/** The business's payout of a booking's online money: "Su pago: $20.50 ($25 pagados, $4.50 de comisión de la plataforma)". */
export function payoutWordsIn(language: Language, payout: Parameters<typeof payoutWords>[0]): string | null {
  if (language === "en") return payoutWords(payout);
  if (payout.paidCents === 0) return null;
  const parts = [`${formatDollars(payout.paidCents)} pagados`];
  if (payout.refundedCents > 0) parts.push(`${formatDollars(payout.refundedCents)} reembolsados`);
  if (payout.platformFeeCents > 0) parts.push(`${formatDollars(payout.platformFeeCents)} de comisión de la plataforma`);
  return `Su pago: ${formatDollars(payout.payoutCents)} (${parts.join(", ")})`;
}
