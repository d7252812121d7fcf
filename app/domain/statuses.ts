import { reasons, reasonWith, type ReasonOf } from "./outcome";

/**
 * How a stored status is read where its vocabulary (one label per stored word, in each language in
 * app/locales) may not know it yet.
 */

/** A stored word as a person reads it, for a status or kind without a label: "no_show" → "No show". */
export function statusWords(stored: string): string {
  const words = stored.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A status as its vocabulary reads it, or its stored word made readable when the vocabulary lacks it. */
export function labelOfStatus(labels: Readonly<Record<string, string>>, status: string): string {
  return Object.hasOwn(labels, status) ? labels[status] : statusWords(status);
}

/**
 * Why an e-mail or a text in the outbox was withdrawn or not sent, as the row keeps it (decision
 * 0047): ids, worded in the admin's language in app/locales/admin-sentences.ts. An error the
 * provider (Twilio, Resend) gave is kept as it gave it.
 */
export const OUTBOX_NOTE_REASONS = /* @__PURE__ */ reasons("outboxNote", [
  "textsOff",
  "optedOut",
  "noYes",
  "unsubscribed",
  "sentByEmail",
  "sentByEmailAfter",
  "bookingMoved",
  "visitMoved",
  "movedAgain",
  "cancelled",
  "ended",
  "customerStoppedTexts",
  "reviewWritten",
]);
export type OutboxNoteReason = ReasonOf<typeof OUTBOX_NOTE_REASONS>;

/** A text that did not arrive and went by e-mail instead, after the provider's own error when it gave one. */
export const sentByEmailNote = (error: string | null) =>
  error ? reasonWith("outboxNote.sentByEmailAfter" satisfies OutboxNoteReason, { error }) : OUTBOX_NOTE_REASONS.sentByEmail;

/** A booking's texts withdrawn because it ended, with the status it ended in (a reason, worded as its label). */
export const bookingEndedNote = (statusLabel: string) => reasonWith("outboxNote.ended" satisfies OutboxNoteReason, { status: statusLabel });
