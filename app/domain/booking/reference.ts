/**
 * A booking's short reference, "PL-7K3M9Q": what a customer reads out on the phone and an admin
 * types into the search. Six characters of Crockford's base 32 (no I, L, O or U, so nothing reads
 * as another character): 2^30 references, unique in the database (a clash draws again).
 */

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const LENGTH = 6;
const PREFIX = "PL-";

export const BOOKING_REFERENCE_PATTERN = /^PL-[0-9A-HJKMNP-TV-Z]{6}$/;

/** A new random reference (the database's unique index decides whether it is free). */
export function newBookingReference(randomBytes: (length: number) => Uint8Array = defaultRandomBytes): string {
  const bytes = randomBytes(LENGTH);
  let code = "";
  for (const byte of bytes) code += ALPHABET.charAt(byte & 31);
  return PREFIX + code;
}

function defaultRandomBytes(length: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

/** Letters read for digits or typed in the wrong case, as Crockford's base 32 reads them. */
const READ_AS: Record<string, string> = { O: "0", I: "1", L: "1" };

/**
 * The reference a typed text stands for, or null: "pl-7k3m9q", "PL 7K3M9Q" and "PL-7K3M9O" (an O
 * for a zero) all read as "PL-7K3M9Q"-style references. The "PL" is required, so a six-letter name
 * is never taken for one.
 */
export function readBookingReference(text: string): string | null {
  const match = /^\s*PL[\s-]?([0-9A-Z]{6})\s*$/i.exec(text);
  if (!match) return null;
  const code = Array.from(match[1]!.toUpperCase(), (character) => READ_AS[character] ?? character).join("");
  const reference = PREFIX + code;
  return BOOKING_REFERENCE_PATTERN.test(reference) ? reference : null;
}
