import type { EmailKind } from "../email-kinds";
import type { TextKind } from "../texts/text-kinds";

/**
 * What a customer may choose not to be sent (issue 56, decision 0054), by e-mail or by text. What
 * answers something they did (a booking's confirmation, a change to it, a payment link, a message)
 * is always sent: only these kinds can be stopped.
 */
export const CONTACT_KINDS = ["reminders", "on_the_way", "offers", "quotes", "receipts", "review_requests"] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
export const CONTACT_CHANNELS = ["email", "text"] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export const CONTACT_KIND_OF_EMAIL: Partial<Record<EmailKind, ContactKind>> = {
  booking_reminder: "reminders",
  provider_enroute: "on_the_way",
  waitlist_offer: "offers",
  quote_received: "quotes",
  payment_receipt: "receipts",
  refund_receipt: "receipts",
  bill_receipt: "receipts",
  review_invite: "review_requests",
  review_reminder: "review_requests",
};

export const CONTACT_KIND_OF_TEXT: Partial<Record<TextKind, ContactKind>> = {
  booking_reminder: "reminders",
  on_the_way: "on_the_way",
  waitlist_offer: "offers",
  new_quote: "quotes",
};

/**
 * The kinds that are not transactional: their e-mails carry RFC 8058's one-click
 * List-Unsubscribe. Every kind here carries a footer link that stops it.
 */
export const ONE_CLICK_KINDS: ReadonlySet<ContactKind> = new Set(["reminders", "offers", "review_requests"]);

export function isContactKind(value: unknown): value is ContactKind {
  return typeof value === "string" && (CONTACT_KINDS as readonly string[]).includes(value);
}

/** The kind an e-mail of this stored kind is, when a customer may stop it. */
export function contactKindOfEmail(kind: string): ContactKind | null {
  return CONTACT_KIND_OF_EMAIL[kind as EmailKind] ?? null;
}
