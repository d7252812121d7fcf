import type { Language } from "~/domain/language";
import { formatDollars } from "~/domain/payments/money";
import type { BillLine } from "~/domain/billing/bill";
import { layout, type EmailContent } from "./email-layout";
import { fill } from "./words";
import { billWords } from "./billing";

/** The bill after the job, its reminders and its receipt (decision 0055), in the customer's language. */
export type BillEmailData = {
  to: string;
  customerName: string;
  businessName: string;
  service: string;
  reference: string;
  lines: readonly BillLine[];
  taxCents: number;
  totalCents: number;
  appliedCents: number;
  dueCents: number;
  tipCents: number;
  url: string;
  language: Language;
};

const EMAIL_WORDS = {
  en: {
    billSubject: "Your bill from {business}: {due} due",
    approveSubject: "Please review your bill from {business}",
    billHeading: "Your bill for {service}",
    billIntro: "Hi {name}, {business} finished the job and wrote the bill for what was done.",
    approveIntro:
      "Hi {name}, {business} finished the job. The bill is more than the price you agreed, so nothing is charged until you approve it.",
    pay: "Pay {due}",
    review: "Review the bill",
    chargingSubject: "Your bill from {business}: {due} charged to your saved card",
    chargingIntro:
      "Hi {name}, {business} finished the job. As you agreed when booking, the {due} due is being charged to the card you saved; you get the receipt once it goes through.",
    see: "See the bill",
    reminderSubject: "Reminder: {due} due to {business}",
    reminderHeading: "Your bill is still open",
    reminderIntro: "Hi {name}, your bill from {business} for {service} still has {due} to pay.",
    receiptSubject: "Receipt: {service} with {business}",
    receiptHeading: "Receipt: {total} paid",
    receiptIntro: "Hi {name}, thank you: your bill from {business} is paid.",
    receipt: "See the receipt",
  },
  es: {
    billSubject: "Su factura de {business}: {due} por pagar",
    approveSubject: "Revise su factura de {business}",
    billHeading: "Su factura por {service}",
    billIntro: "Hola, {name}: {business} terminó el trabajo y escribió la factura de lo que se hizo.",
    approveIntro:
      "Hola, {name}: {business} terminó el trabajo. La factura supera el precio acordado, así que no se cobra nada hasta que usted la apruebe.",
    pay: "Pagar {due}",
    review: "Revisar la factura",
    chargingSubject: "Su factura de {business}: {due} cobrados a su tarjeta guardada",
    chargingIntro:
      "Hola, {name}: {business} terminó el trabajo. Como aceptó al reservar, los {due} por pagar se cobran a la tarjeta que guardó; recibirá el recibo cuando se complete.",
    see: "Ver la factura",
    reminderSubject: "Recordatorio: {due} por pagar a {business}",
    reminderHeading: "Su factura sigue pendiente",
    reminderIntro: "Hola, {name}: a su factura de {business} por {service} le quedan {due} por pagar.",
    receiptSubject: "Recibo: {service} con {business}",
    receiptHeading: "Recibo: {total} pagados",
    receiptIntro: "Hola, {name}: gracias, su factura de {business} está pagada.",
    receipt: "Ver el recibo",
  },
} as const;

function billFacts(bill: BillEmailData): Array<[string, string]> {
  const words = billWords[bill.language];
  return [
    [words.reference, bill.reference],
    ...bill.lines.map((line): [string, string] => [
      line.label,
      formatDollars(line.kind === "discount" ? -line.amountCents : line.amountCents),
    ]),
    ...(bill.taxCents > 0 ? ([[words.tax, formatDollars(bill.taxCents)]] as Array<[string, string]>) : []),
    [words.total, formatDollars(bill.totalCents)],
    ...(bill.appliedCents > 0 ? ([[words.alreadyPaid, formatDollars(bill.appliedCents)]] as Array<[string, string]>) : []),
    ...(bill.tipCents > 0 ? ([[words.tip, formatDollars(bill.tipCents)]] as Array<[string, string]>) : []),
  ];
}

const valuesOf = (bill: BillEmailData) => ({
  name: bill.customerName,
  business: bill.businessName,
  service: bill.service,
  due: formatDollars(bill.dueCents),
  total: formatDollars(bill.totalCents + bill.tipCents),
});

/**
 * The bill, sent once it is written: pay it, review it first when it went above what was agreed,
 * or read it while its due is charged to the card the customer saved for it.
 */
export function billEmailIn(bill: BillEmailData, ask: "pay" | "approve" | "charging"): EmailContent {
  const words = EMAIL_WORDS[bill.language];
  const values = valuesOf(bill);
  return {
    to: bill.to,
    kind: "bill",
    subject: fill(ask === "approve" ? words.approveSubject : ask === "charging" ? words.chargingSubject : words.billSubject, values),
    ...layout({
      lang: bill.language,
      heading: fill(words.billHeading, values),
      intro: fill(ask === "approve" ? words.approveIntro : ask === "charging" ? words.chargingIntro : words.billIntro, values),
      facts: [...billFacts(bill), [billWords[bill.language].due, values.due]],
      action: { label: ask === "approve" ? words.review : ask === "charging" ? words.see : fill(words.pay, values), url: bill.url },
    }),
  };
}

/** A reminder of a bill still open, 3 and 7 days after it was due (withdrawn once it is paid). */
export function billReminderEmailIn(bill: BillEmailData): EmailContent {
  const words = EMAIL_WORDS[bill.language];
  const values = valuesOf(bill);
  return {
    to: bill.to,
    kind: "bill_reminder",
    subject: fill(words.reminderSubject, values),
    ...layout({
      lang: bill.language,
      heading: words.reminderHeading,
      intro: fill(words.reminderIntro, values),
      facts: [...billFacts(bill), [billWords[bill.language].due, values.due]],
      action: { label: fill(words.pay, values), url: bill.url },
    }),
  };
}

/** The receipt of a paid bill, linking to its page (printable, and as a PDF). */
export function billReceiptEmailIn(bill: BillEmailData): EmailContent {
  const words = EMAIL_WORDS[bill.language];
  const values = valuesOf(bill);
  return {
    to: bill.to,
    kind: "bill_receipt",
    subject: fill(words.receiptSubject, values),
    ...layout({
      lang: bill.language,
      heading: fill(words.receiptHeading, values),
      intro: fill(words.receiptIntro, values),
      facts: billFacts(bill),
      action: { label: words.receipt, url: bill.url },
    }),
  };
}
