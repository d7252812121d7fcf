/**
 * The status vocabularies shown beside bookings' and payments' (booking-lifecycle.ts,
 * payments.ts): one sentence-case label per stored word.
 */
export const APPLICATION_STATUS_LABELS = { pending: "Pending", approved: "Approved", rejected: "Rejected" } as const;

export const EMAIL_STATUS_LABELS = { queued: "Queued", sent: "Sent", logged: "Logged", failed: "Failed", withdrawn: "Withdrawn" } as const;

/** A stored word as a person reads it, for a status or kind without a label: "no_show" → "No show". */
export function statusWords(stored: string): string {
  const words = stored.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A status as its vocabulary reads it, or its stored word made readable when the vocabulary lacks it. */
export function labelOfStatus(labels: Readonly<Record<string, string>>, status: string): string {
  return Object.hasOwn(labels, status) ? labels[status] : statusWords(status);
}
