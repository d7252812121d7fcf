/**
 * A booking reference as migration 0025 drew them for existing bookings, frozen (a copy of
 * app/domain/booking/reference.ts, 2026-12-05): "PL-" and six characters of Crockford's base 32.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export function newBookingReference(): string {
  let code = "";
  for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(6))) code += ALPHABET.charAt(byte & 31);
  return `PL-${code}`;
}
