import type { Language } from "~/domain/language";
import { CARD_BRAND_LABELS, type CardBrand } from "~/domain/payments/payments";
import { formatDateLong, formatPaymentDate, formatTime12h } from "./en/time";
import { localClock } from "~/domain/time";
import { longDateIn, spanishAtClock, spanishClock } from "./clock";
import { shortDateIn } from "./dates";

/*
 * What the dashboard's server words (its rows, its toasts), apart from the pages' own words: the
 * dashboard's browser code never loads the public pages' date words, which stay in their chunk.
 */

/** The toast after a job is booked: "Job booked for Ana Ruiz on Tuesday, December 8, 2026 at 10:00 AM". */
export function jobBookedIn(language: Language, customerName: string, date: string, time: string): string {
  if (language === "en") return `Job booked for ${customerName} on ${formatDateLong(date)} at ${formatTime12h(time)}`;
  return `Trabajo reservado para ${customerName} el ${longDateIn("es", date)} ${spanishAtClock(time)}`;
}

/** When a payment was made, in the business's zone: "Nov 25, 2026, 10:00 AM", "25 nov 2026, 10:00 a. m.". */
export function paymentDateIn(language: Language, iso: string, timeZone: string): string {
  if (language === "en") return formatPaymentDate(iso, timeZone);
  const { date, time } = localClock(new Date(iso), timeZone);
  return `${shortDateIn("es", date)}, ${spanishClock(time)}`;
}

/** "Visa •••• 4242 · exp 12/30", "Visa •••• 4242 · vence 12/30"; null when the payment has no card. */
export function describeCardIn(
  language: Language,
  row: { card_brand: string | null; card_last4: string | null; card_expiry: string | null },
): string | null {
  if (!row.card_last4) return null;
  const words = language === "en" ? { card: "Card", expires: "exp" } : { card: "Tarjeta", expires: "vence" };
  const brand = row.card_brand && row.card_brand !== "card" ? (CARD_BRAND_LABELS[row.card_brand as CardBrand] ?? words.card) : words.card;
  return `${brand} •••• ${row.card_last4}${row.card_expiry ? ` · ${words.expires} ${row.card_expiry}` : ""}`;
}
