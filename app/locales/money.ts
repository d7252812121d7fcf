import type { Language } from "~/domain/language";
import { formatDollars } from "~/domain/payments/money";
import { movementKind, type Settlement, type SettlementWordsInput } from "~/domain/payments/online-payments";
import { instantIn } from "./dates";
import { reasonIn } from "./reasons";
import { moneyStateWords } from "./payments";
import { defineWords, fill } from "./words";

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

/** A movement of money by its kind, and a ledger row that names no reason. */
const movementWords = defineWords(
  { charge: "Charge", fee: "Fee", refund: "Refund", payment: "Payment" },
  { charge: "Cobro", fee: "Cargo", refund: "Reembolso", payment: "Pago" },
);

type LedgerRow = {
  id: string;
  kind: "charge" | "refund";
  source: "manual" | "stripe";
  amount_cents: number;
  status: string;
  state: string | null;
  purpose?: string | null;
  reason: string | null;
  failure_reason: string | null;
  created_at: string;
};

type StateRow = Pick<LedgerRow, "kind" | "state" | "failure_reason">;

/** An online row's state in words, with Stripe's reason when it refused (as Stripe gave it); null for a row typed in. */
export function stateLineIn(language: Language, row: StateRow): string | null {
  if (!row.state) return null;
  const words = stateWordIn(language, `${row.kind}.${row.state}`) ?? row.state;
  return row.failure_reason ? `${words}: ${reasonIn(language, row.failure_reason) ?? row.failure_reason}` : words;
}

/** A state's word by its key ("charge.open", "recorded.completed"); undefined for a state the table does not know. */
function stateWordIn(language: Language, key: string): string | undefined {
  return (moneyStateWords[language] as Readonly<Record<string, string>>)[key];
}

/** A movement of money as the business's list names it: its kind ("Charge", "Cobro") and, online, where it stands. */
export function movementWordsIn(
  language: Language,
  row: { kind: "charge" | "refund"; purpose?: string | null; state: string | null; status: string; failure_reason: string | null },
): { kind: string; detail: string | null } {
  return { kind: movementWords[language][movementKind(row)], detail: stateLineIn(language, row) };
}

/** Why money moved ("Deposit", "Depósito"): the ledger's reason in the reader's language, what an admin typed as typed; null when the row does not say. */
export function ledgerReasonIn(language: Language, reason: string): string;
export function ledgerReasonIn(language: Language, reason: string | null): string | null;
export function ledgerReasonIn(language: Language, reason: string | null): string | null {
  return reason === null ? null : (reasonIn(language, reason) ?? reason);
}

/** Why money moved as a sentence says it inside itself: "(deposit)", "House cleaning: depósito". */
export function ledgerReasonMidSentence(language: Language, reason: string): string {
  const words = ledgerReasonIn(language, reason);
  return words.charAt(0).toLowerCase() + words.slice(1);
}

/** A ledger row as the customer and the business read it, in their language: what, how much (a refund is minus), where it stands, when. */
export function ledgerLineIn(language: Language, row: LedgerRow, timeZone: string) {
  const words = movementWords[language];
  return {
    id: row.id,
    kind: words[movementKind(row)],
    what: ledgerReasonIn(language, row.reason) ?? (row.kind === "refund" ? words.refund : words.payment),
    amount: `${row.kind === "refund" ? "−" : ""}${formatDollars(row.amount_cents)}`,
    status: row.status,
    words: stateLineIn(language, row) ?? stateWordIn(language, `recorded.${row.status}`) ?? row.status,
    online: row.source === "stripe",
    at: instantIn(language, new Date(row.created_at), timeZone),
  };
}

/**
 * An ending's money in the same plain words everywhere (issue 34), in the reader's language: what
 * was paid, what is kept and as what, what is refunded or charged. Shown before a cancellation or
 * a no-show is confirmed ("You paid a $25 deposit. Cancelling now keeps it as the late-cancellation
 * fee; nothing is refunded." / "Usted pagó un depósito de $25. Cancelar ahora se queda con él como
 * el cargo por cancelación tardía; no se reembolsa nada.") and said again in the e-mails after it.
 */
export function settlementWordsIn(language: Language, settlement: Settlement, input: SettlementWordsInput): string {
  if (language === "en") return englishSettlement(settlement, input);
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

function englishSettlement(settlement: Settlement, input: SettlementWordsInput): string {
  const customer = input.audience === "customer";
  const before = input.tense === "before";
  const card = customer ? "your card" : "the customer's card";
  const saved = customer ? "the card you saved" : "the customer's saved card";
  const act = input.ending === "no-show" ? (before ? "Marking a no-show" : "The no-show") : before ? "Cancelling now" : "The cancellation";
  const verb = (now: string, then: string) => (before ? now : then);
  const fee = input.ending === "no-show" ? "the no-show fee" : "the late-cancellation fee";
  const paid =
    input.paidCents > 0
      ? `${input.paidAs === "deposit" ? "a " : ""}${formatDollars(input.paidCents)}${input.paidAs === "deposit" ? " deposit" : ""}`
      : null;
  const first = paid
    ? `${customer ? "You" : "The customer"} paid ${paid}.`
    : `${customer ? "You have" : "The customer has"} paid nothing online.`;
  const { feeCents, refundCents, chargeCents } = settlement;
  let second: string;
  if (feeCents === 0)
    second =
      refundCents > 0
        ? `${act} ${verb("refunds", "refunded")} ${refundCents === input.paidCents ? `all of it (${formatDollars(refundCents)})` : formatDollars(refundCents)} to ${card}.`
        : `${act} ${verb("costs", "cost")} nothing.`;
  else if (chargeCents > 0)
    second = paid
      ? `${act} ${verb("keeps", "kept")} it and ${verb("charges", "charged")} ${formatDollars(chargeCents)} more to ${saved}: ${formatDollars(feeCents)} in all, as ${fee}.`
      : `${act} ${verb("charges", "charged")} ${formatDollars(feeCents)} to ${saved} as ${fee}.`;
  else if (refundCents > 0)
    second = `${act} ${verb("keeps", "kept")} ${formatDollars(feeCents)} as ${fee} and ${verb("refunds", "refunded")} ${formatDollars(refundCents)} to ${card}.`;
  else
    second = `${act} ${verb("keeps", "kept")} ${feeCents === input.paidCents ? "it" : formatDollars(feeCents)} as ${fee}; nothing ${verb("is", "was")} refunded.`;
  return `${first} ${second}`;
}

/** What a booking's online money came to for its business. */
export type Payout = { paidCents: number; refundedCents: number; platformFeeCents: number; lostCents?: number; payoutCents: number };

const payoutWords = defineWords(
  {
    paid: "{amount} paid",
    refunded: "{amount} refunded",
    platformFee: "{amount} platform fee",
    lost: "{amount} lost in a dispute",
    payout: "Your payout: {amount} ({parts})",
  },
  {
    paid: "{amount} pagados",
    lost: "{amount} perdidos en una disputa",
    refunded: "{amount} reembolsados",
    platformFee: "{amount} de comisión de la plataforma",
    payout: "Su pago: {amount} ({parts})",
  },
);

/** The business's payout of a booking's online money: "Your payout: $20.50 ($25 paid, $4.50 platform fee)", or null when nothing was paid. */
export function payoutWordsIn(language: Language, payout: Payout): string | null {
  if (payout.paidCents === 0) return null;
  const words = payoutWords[language];
  const amount = (template: string, cents: number) => fill(template, { amount: formatDollars(cents) });
  const parts = [amount(words.paid, payout.paidCents)];
  if (payout.refundedCents > 0) parts.push(amount(words.refunded, payout.refundedCents));
  if (payout.platformFeeCents > 0) parts.push(amount(words.platformFee, payout.platformFeeCents));
  if (payout.lostCents) parts.push(amount(words.lost, payout.lostCents));
  return fill(words.payout, { amount: formatDollars(payout.payoutCents), parts: parts.join(", ") });
}
