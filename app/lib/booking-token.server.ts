import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "./env.server";

/**
 * Tokens that prove a link was given out by us: an HMAC of "<purpose>:<id>" under the session
 * secret, so only someone who received the link can open what it names (a booking to manage,
 * an application just submitted). Rotating secrets keeps old links working while the old secret
 * is still listed. A purpose keeps one kind of token from opening another kind of page.
 */
type TokenPurpose = "booking" | "application";

export function signId(purpose: TokenPurpose, id: string, secret: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${id}`).digest("base64url");
}

export function idToken(purpose: TokenPurpose, id: string): string {
  return signId(purpose, id, getEnv().sessionSecrets[0]);
}

export function isValidIdToken(purpose: TokenPurpose, id: string, token: string | null | undefined): boolean {
  if (!token) return false;
  const given = Buffer.from(token);
  return getEnv().sessionSecrets.some((secret) => {
    const expected = Buffer.from(signId(purpose, id, secret));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

export const signBookingId = (id: string, secret: string) => signId("booking", id, secret);
export const bookingToken = (id: string) => idToken("booking", id);
export const isValidBookingToken = (id: string, token: string | null | undefined) => isValidIdToken("booking", id, token);

export function bookingPath(id: string): string {
  return `/bookings/${id}?token=${bookingToken(id)}`;
}

/** The confirmation page of an application just submitted (no account session is needed to see it). */
export function applicationSubmittedPath(id: string): string {
  return `/join/submitted?${new URLSearchParams({ application: id, token: idToken("application", id) })}`;
}
