import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { isUuid } from "~/domain/uuid";
import { getEnv } from "./env.server";

/**
 * The one gate of signed links (docs/decisions/0016). A customer or an applicant has no
 * account: a link we e-mailed is what lets them in, so every such link is checked here and
 * nowhere else. Opening a link returns the scope it grants (a booking, an application, a review
 * invitation) or null; the use cases that act through a link take that scope, never a bare id,
 * so a caller cannot forget the check. The types cannot be made outside this module.
 *
 * A link's token is an HMAC under the session secret: rotating secrets keeps old links working
 * while the old secret is still listed, and a purpose inside what is signed keeps one kind of
 * token from opening another kind of page. New kinds of link (quotes, threads, series) are
 * added here.
 */

declare const granted: unique symbol;
type Granted<T> = T & { readonly [granted]: true };

export type BookingLink = Granted<{ kind: "booking"; bookingId: string; token: string }>;
export type ApplicationLink = Granted<{ kind: "application"; applicationId: string }>;
export type ReviewLink = Granted<{ kind: "review"; bookingId: string; nonce: string; expiresAt: Date }>;

type IdPurpose = "booking" | "application";

function sameBytes(expected: string, given: string): boolean {
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export function signId(purpose: IdPurpose, id: string, secret: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${id}`).digest("base64url");
}

export function idToken(purpose: IdPurpose, id: string): string {
  return signId(purpose, id, getEnv().sessionSecrets[0]);
}

function signsId(purpose: IdPurpose, id: unknown, token: unknown): id is string {
  if (!isUuid(id) || typeof token !== "string" || !token) return false;
  return getEnv().sessionSecrets.some((secret) => sameBytes(signId(purpose, id, secret), token));
}

/** The booking a customer's link opens (its page, calendar file, times to move to). */
export function openBookingLink(id: unknown, token: unknown): BookingLink | null {
  return signsId("booking", id, token) ? ({ kind: "booking", bookingId: id, token: token as string } as BookingLink) : null;
}

/** The application an applicant just submitted (its confirmation page). */
export function openApplicationLink(id: unknown, token: unknown): ApplicationLink | null {
  return signsId("application", id, token) ? ({ kind: "application", applicationId: id } as ApplicationLink) : null;
}

export const signBookingId = (id: string, secret: string) => signId("booking", id, secret);
export const bookingToken = (id: string) => idToken("booking", id);

export function bookingPath(id: string): string {
  return `/bookings/${id}?token=${bookingToken(id)}`;
}

/** Where a customer pays what their booking still asks (opened by the same booking link). */
export function payPath(id: string): string {
  return `/bookings/${id}/pay?token=${bookingToken(id)}`;
}

/** The confirmation page of an application just submitted (no account session is needed to see it). */
export function applicationSubmittedPath(id: string): string {
  return `/join/submitted?${new URLSearchParams({ application: id, token: idToken("application", id) })}`;
}

/**
 * A review invitation's token: the booking, a nonce and the expiry, signed. The signature
 * proves the link came from us; the nonce (stored with the invitation) makes a replaced link
 * useless; the expiry is inside what is signed.
 */
export type ReviewTokenClaims = { bookingId: string; nonce: string; expiresAt: Date };

const REVIEW_TOKEN = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{16,64})\.(\d{1,13})\.([A-Za-z0-9_-]{43})$/;

export function newReviewNonce(): string {
  return randomBytes(16).toString("base64url");
}

function reviewSignature(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(`review:${payload}`).digest("base64url");
}

export function signReviewToken(claims: ReviewTokenClaims, secret: string): string {
  const payload = `${claims.bookingId}.${claims.nonce}.${Math.floor(claims.expiresAt.getTime() / 1000)}`;
  return `${payload}.${reviewSignature(payload, secret)}`;
}

/** The claims of a token signed with one of `secrets`, or null for anything else. */
export function verifyReviewToken(token: string | null | undefined, secrets: readonly string[]): ReviewTokenClaims | null {
  const match = typeof token === "string" ? REVIEW_TOKEN.exec(token) : null;
  if (!match) return null;
  const [, bookingId, nonce, expires, given] = match;
  const payload = `${bookingId}.${nonce}.${expires}`;
  if (!secrets.some((secret) => sameBytes(reviewSignature(payload, secret), given))) return null;
  return { bookingId, nonce, expiresAt: new Date(Number(expires) * 1000) };
}

/** The review invitation a link names; whether it still allows a review is the use case's to say. */
export function openReviewLink(token: unknown): ReviewLink | null {
  const claims = verifyReviewToken(typeof token === "string" ? token : null, getEnv().sessionSecrets);
  return claims && isUuid(claims.bookingId) ? ({ kind: "review", ...claims } as ReviewLink) : null;
}

export function reviewToken(claims: ReviewTokenClaims): string {
  return signReviewToken(claims, getEnv().sessionSecrets[0]);
}

export function reviewPath(token: string): string {
  return `/reviews/new?token=${encodeURIComponent(token)}`;
}
