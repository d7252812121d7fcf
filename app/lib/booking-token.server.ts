import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "./env.server";

/**
 * The token in a booking's manage link: an HMAC of its id under the session secret, so only
 * someone who received the link can see or cancel the booking. Rotating secrets keeps old
 * links working while the old secret is still listed.
 */
export function signBookingId(id: string, secret: string): string {
  return createHmac("sha256", secret).update(`booking:${id}`).digest("base64url");
}

export function bookingToken(id: string): string {
  return signBookingId(id, getEnv().sessionSecrets[0]);
}

export function isValidBookingToken(id: string, token: string | null | undefined): boolean {
  if (!token) return false;
  const given = Buffer.from(token);
  return getEnv().sessionSecrets.some((secret) => {
    const expected = Buffer.from(signBookingId(id, secret));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

export function bookingPath(id: string): string {
  return `/bookings/${id}?token=${bookingToken(id)}`;
}
