import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getEnv } from "./env.server";

/**
 * The token in a review invitation: the booking, a nonce and the expiry, signed with the
 * session secret. The signature proves the link came from us; the nonce (stored with the
 * invitation) makes a replaced link useless; the expiry is inside what is signed.
 */
export type ReviewTokenClaims = { bookingId: string; nonce: string; expiresAt: Date };

const SHAPE = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{16,64})\.(\d{1,13})\.([A-Za-z0-9_-]{43})$/;

export function newReviewNonce(): string {
  return randomBytes(16).toString("base64url");
}

function signature(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(`review:${payload}`).digest("base64url");
}

export function signReviewToken(claims: ReviewTokenClaims, secret: string): string {
  const payload = `${claims.bookingId}.${claims.nonce}.${Math.floor(claims.expiresAt.getTime() / 1000)}`;
  return `${payload}.${signature(payload, secret)}`;
}

/** The claims of a token signed with one of `secrets`, or null for anything else. */
export function verifyReviewToken(token: string | null | undefined, secrets: readonly string[]): ReviewTokenClaims | null {
  const match = typeof token === "string" ? SHAPE.exec(token) : null;
  if (!match) return null;
  const [, bookingId, nonce, expires, given] = match;
  const payload = `${bookingId}.${nonce}.${expires}`;
  const givenBytes = Buffer.from(given);
  const signed = secrets.some((secret) => {
    const expected = Buffer.from(signature(payload, secret));
    return expected.length === givenBytes.length && timingSafeEqual(expected, givenBytes);
  });
  return signed ? { bookingId, nonce, expiresAt: new Date(Number(expires) * 1000) } : null;
}

export function reviewToken(claims: ReviewTokenClaims): string {
  return signReviewToken(claims, getEnv().sessionSecrets[0]);
}

export function readReviewToken(token: string | null | undefined): ReviewTokenClaims | null {
  return verifyReviewToken(token, getEnv().sessionSecrets);
}

export function reviewPath(token: string): string {
  return `/reviews/new?token=${encodeURIComponent(token)}`;
}
