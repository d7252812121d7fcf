import { formatDollars } from "~/domain/payments/money";
import { fitted, type ConsentSubject, type TextWhen } from "~/domain/texts/text-kinds";
import { formatTime12h } from "./time";

/**
 * Every text the product sends, in English, each fitted to one GSM-7 segment, with a short signed
 * link (/b/…) to the page with the rest; the Spanish in ../texts.ts.
 */

/** The words of a job's time in a text: "Tue Nov 3, 10:30 AM CST". */
export function whenWords(when: TextWhen): string {
  const [year, month, day] = when.date.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.toLocaleDateString("en-US", { weekday: "short", timeZone: "UTC" });
  const monthName = date.toLocaleDateString("en-US", { month: "short", timeZone: "UTC" });
  return `${weekday} ${monthName} ${day}, ${formatTime12h(when.time)} ${when.zone}`;
}

type BookingText = { business: string; service: string; when: TextWhen; link: string };

export function confirmationText(t: BookingText): string {
  return fitted(
    { business: t.business, service: t.service },
    ["service", "business"],
    (p) => `${p.business}: ${p.service} booked for ${whenWords(t.when)}. Details: ${t.link} Reply STOP to stop`,
  );
}

export function reminderText(t: BookingText): string {
  return fitted(
    { business: t.business, service: t.service },
    ["service", "business"],
    (p) => `${p.business}: reminder, ${p.service} ${whenWords(t.when)}. Details or to move it: ${t.link}`,
  );
}

export function onTheWayText(t: { business: string; who: string; service: string; link: string; minutes?: number | null }): string {
  const eta = t.minutes ? `, about ${t.minutes} minutes` : "";
  return fitted(
    { business: t.business, who: t.who, service: t.service },
    ["service", "business", "who"],
    (p) => `${p.business}: ${p.who} is on the way for your ${p.service}${eta}. Details: ${t.link}`,
  );
}

export function movedText(t: BookingText): string {
  return fitted(
    { business: t.business, service: t.service },
    ["service", "business"],
    (p) => `${p.business}: your ${p.service} is now ${whenWords(t.when)}. Details: ${t.link}`,
  );
}

/** What a cancellation gives back, in a few words: "$85.00 refunded", "nothing was charged". */
export function refundWords(refund: { refundedCents: number; keptCents: number }): string {
  if (refund.refundedCents > 0 && refund.keptCents > 0)
    return `${formatDollars(refund.refundedCents)} refunded, ${formatDollars(refund.keptCents)} kept`;
  if (refund.refundedCents > 0) return `${formatDollars(refund.refundedCents)} refunded`;
  if (refund.keptCents > 0) return `${formatDollars(refund.keptCents)} kept, nothing refunded`;
  return "Nothing was charged";
}

export function cancelledText(t: BookingText & { refund: string }): string {
  return fitted(
    { business: t.business, service: t.service },
    ["service", "business"],
    (p) => `${p.business}: your ${p.service} on ${whenWords(t.when)} is cancelled. ${t.refund}. ${t.link}`,
  );
}

export function waitlistOfferText(t: { business: string; when: TextWhen; until: string; link: string }): string {
  return fitted(
    { business: t.business },
    ["business"],
    (p) => `${p.business}: a time you waited for is free, ${whenWords(t.when)}. Yours to book until ${formatTime12h(t.until)}: ${t.link}`,
  );
}

export function newQuoteText(t: { business: string; amountCents: number; link: string }): string {
  return fitted(
    { business: t.business },
    ["business"],
    (p) => `${p.business} sent you a quote: ${formatDollars(t.amountCents)}. See it and book: ${t.link}`,
  );
}

export function paymentLinkText(t: BookingText & { amountCents: number }): string {
  return fitted(
    { business: t.business, service: t.service },
    ["service", "business"],
    (p) => `${p.business}: please pay ${formatDollars(t.amountCents)} for ${p.service}, ${whenWords(t.when)}: ${t.link}`,
  );
}

export function chargeFailedText(t: { business: string; service: string; amountCents: number; link: string }): string {
  return fitted(
    { business: t.business, service: t.service },
    ["service", "business"],
    (p) => `${p.business}: the card charge of ${formatDollars(t.amountCents)} for ${p.service} failed. Pay another way: ${t.link}`,
  );
}

/** A provider's message in the conversation, as much of it as fits, with the way to the rest. */
export function messageText(t: { from: string; body: string; link: string }): string {
  return fitted({ from: t.from, body: t.body }, ["body", "from"], (p) => `${p.from}: "${p.body}" Reply here or read it all: ${t.link}`);
}

export function providerNewBookingText(t: { customer: string; service: string; when: TextWhen; link: string }): string {
  return fitted(
    { customer: t.customer, service: t.service },
    ["service", "customer"],
    (p) => `Porchlight: new booking, ${p.service} for ${p.customer}, ${whenWords(t.when)}. ${t.link}`,
  );
}

/** The first text to a number for a consent it has not confirmed: nothing else goes to it until YES. */
export function confirmQuestionText(about: ConsentSubject): string {
  const build = (subject: string) => `Reply YES to get texts from Porchlight about ${subject}. Reply STOP to opt out.`;
  if (about.kind === "request") return build("your request for quotes");
  if (about.kind === "alerts") return build("your new jobs");
  const place =
    about.kind === "waitlist"
      ? (business: string) => `your place on the waitlist of ${business}`
      : (business: string) => `your booking with ${business}`;
  return fitted({ business: about.business }, ["business"], (p) => build(place(p.business)));
}

export function optedOutText(): string {
  return "Porchlight: you will get no more texts from us at this number. Reply START to get them again.";
}

export function optedInText(): string {
  return "Porchlight: texts are on again for this number. Reply STOP to stop, HELP for help.";
}

/** HELP: the business the number last heard from, and how to reach it. */
export function helpText(t: { business: string | null; contact: string | null }): string {
  if (!t.business)
    return "Porchlight: texts about your bookings. Msg & data rates may apply. Reply STOP to stop. Help: see the link in our e-mails.";
  return fitted(
    { business: t.business, contact: t.contact ?? "" },
    ["business", "contact"],
    (p) => `Porchlight texts for ${p.business}${p.contact ? `, ${p.contact}` : ""}. Msg & data rates may apply. Reply STOP to stop.`,
  );
}
