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
