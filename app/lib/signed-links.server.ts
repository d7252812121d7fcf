import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { DEFAULT_LANGUAGE, inLanguage, type Language } from "~/domain/language";
import { isUuid } from "~/domain/uuid";
import { isContactKind, type ContactKind } from "~/domain/accounts/contact-preferences";
import { getEnv } from "./env.server";

/**
 * The one gate of signed links (docs/decisions/0016): a link we e-mailed is what lets a customer or
 * applicant in, so it is checked here only, and opening one returns a scope type no other module
 * can make. Tokens are HMACs under the session secrets, each kind with its own purpose.
 */

declare const granted: unique symbol;
type Granted<T> = T & { readonly [granted]: true };

export type BookingLink = Granted<{ kind: "booking"; bookingId: string; token: string }>;
export type ApplicationLink = Granted<{ kind: "application"; applicationId: string }>;
export type ReviewLink = Granted<{ kind: "review"; bookingId: string; nonce: string; expiresAt: Date }>;
/** A customer's request for quotes: its page, its quotes, accepting one. */
export type RequestLink = Granted<{ kind: "request"; requestId: string; token: string }>;
/** A customer's side of one conversation (a request's with one provider, or a booking's). */
export type ThreadLink = Granted<{ kind: "thread"; threadId: string; token: string }>;
/** A payment a business asked a customer for (a payment link): its page, and paying it. */
export type PaymentLink = Granted<{ kind: "payment"; paymentId: string; token: string }>;
/** A reply by e-mail: the thread and the side its signed address was given to. */
export type ReplyAddress = Granted<{ kind: "reply"; threadId: string; author: "customer" | "provider" }>;

/** An address's one click to stop a kind of e-mail (decision 0054): the e-mail's footer and its List-Unsubscribe. */
export type UnsubscribeLink = Granted<{ kind: "unsubscribe"; email: string; contactKind: ContactKind }>;

/** A customer's place on a service's waitlist: its page, changing or leaving it, booking an offer (decision 0033). */
export type WaitlistLink = Granted<{ kind: "waitlist"; entryId: string; token: string }>;

/** A bill after the job (decision 0055): its page, approving it, paying it, its receipt and PDF. */
export type BillLink = Granted<{ kind: "bill"; billId: string; token: string }>;

type IdPurpose = "booking" | "application" | "request" | "thread" | "payment" | "waitlist" | "bill";

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

/** The request for quotes a customer's link opens. */
export function openRequestLink(id: unknown, token: unknown): RequestLink | null {
  return signsId("request", id, token) ? ({ kind: "request", requestId: id, token: token as string } as RequestLink) : null;
}

/** The conversation a customer's link opens. */
export function openThreadLink(id: unknown, token: unknown): ThreadLink | null {
  return signsId("thread", id, token) ? ({ kind: "thread", threadId: id, token: token as string } as ThreadLink) : null;
}

/** The payment a customer's payment link opens. */
export function openPaymentLink(id: unknown, token: unknown): PaymentLink | null {
  return signsId("payment", id, token) ? ({ kind: "payment", paymentId: id, token: token as string } as PaymentLink) : null;
}

/** The bill a customer's link opens. */
export function openBillLink(id: unknown, token: unknown): BillLink | null {
  return signsId("bill", id, token) ? ({ kind: "bill", billId: id, token: token as string } as BillLink) : null;
}

/** The customer's page of a bill: paying it, then its receipt (its e-mails point here). */
export function billPath(id: string, language: Language = DEFAULT_LANGUAGE): string {
  return inLanguage(`/bills/${id}?token=${idToken("bill", id)}`, language);
}

/** The waitlist entry a customer's link opens. */
export function openWaitlistLink(id: unknown, token: unknown): WaitlistLink | null {
  return signsId("waitlist", id, token) ? ({ kind: "waitlist", entryId: id, token: token as string } as WaitlistLink) : null;
}

/** The customer's page of a waitlist entry (its e-mails point here). */
export function waitlistPath(id: string, language: Language = DEFAULT_LANGUAGE): string {
  return inLanguage(`/waitlist/${id}?token=${idToken("waitlist", id)}`, language);
}

/** The page where a customer pays what a business asked (a payment link's e-mail points here). */
export function paymentPath(id: string, language: Language = DEFAULT_LANGUAGE): string {
  return inLanguage(`/payments/${id}?token=${idToken("payment", id)}`, language);
}

export function requestPath(id: string, language: Language = DEFAULT_LANGUAGE): string {
  return inLanguage(`/requests/${id}?token=${idToken("request", id)}`, language);
}

/** A quote of a request, where the customer accepts it and chooses a time. */
export function quotePath(requestId: string, quoteId: string, language: Language = DEFAULT_LANGUAGE): string {
  return inLanguage(`/requests/${requestId}/quotes/${quoteId}?token=${idToken("request", requestId)}`, language);
}

export function threadPath(id: string, language: Language = DEFAULT_LANGUAGE): string {
  return inLanguage(`/messages/${id}?token=${idToken("thread", id)}`, language);
}

export const signBookingId = (id: string, secret: string) => signId("booking", id, secret);
export const bookingToken = (id: string) => idToken("booking", id);

export function bookingPath(id: string, language: Language = DEFAULT_LANGUAGE): string {
  return inLanguage(`/bookings/${id}?token=${bookingToken(id)}`, language);
}

/** Where a customer pays what their booking still asks (opened by the same booking link). */
export function payPath(id: string, language: Language = DEFAULT_LANGUAGE): string {
  return inLanguage(`/bookings/${id}/pay?token=${bookingToken(id)}`, language);
}

/** The confirmation page of an application just submitted (no account session is needed to see it). */
export function applicationSubmittedPath(id: string, language: Language = DEFAULT_LANGUAGE): string {
  return inLanguage(`/join/submitted?${new URLSearchParams({ application: id, token: idToken("application", id) })}`, language);
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

export function reviewPath(token: string, language: Language = DEFAULT_LANGUAGE): string {
  return inLanguage(`/reviews/new?token=${encodeURIComponent(token)}`, language);
}

/**
 * A reply address: `reply+{token}@…` (INBOUND_EMAIL_ADDRESS with the token after a plus), the
 * token being the thread, the side it was sent to and a signature. Mail systems may change the
 * case of an address, so the token is lowercase hex; 80 bits of signature cannot be guessed.
 */
const REPLY_TOKEN = /^([0-9a-f]{32})([cp])([0-9a-f]{20})$/;

function replySignature(threadHex: string, side: string, secret: string): string {
  return createHmac("sha256", secret).update(`reply:${threadHex}:${side}`).digest("hex").slice(0, 20);
}

export function signReplyToken(threadId: string, author: "customer" | "provider", secret: string): string {
  const threadHex = threadId.replace(/-/g, "").toLowerCase();
  const side = author === "customer" ? "c" : "p";
  return `${threadHex}${side}${replySignature(threadHex, side, secret)}`;
}

/** The address a side's copy of a message is answered to, or null when inbound e-mail is off. */
export function replyAddress(threadId: string, author: "customer" | "provider"): string | null {
  const inbound = getEnv().INBOUND_EMAIL_ADDRESS;
  if (!inbound || !getEnv().INBOUND_EMAIL_SECRET) return null;
  const at = inbound.lastIndexOf("@");
  return `${inbound.slice(0, at)}+${signReplyToken(threadId, author, getEnv().sessionSecrets[0])}${inbound.slice(at)}`;
}

/** The thread and side of a reply address ("Name <reply+…@…>" too), or null for an unknown or forged one. */
export function openReplyAddress(address: unknown, secrets: readonly string[] = getEnv().sessionSecrets): ReplyAddress | null {
  if (typeof address !== "string" || address.length > 500) return null;
  const email = (/<([^<>]+)>/.exec(address)?.[1] ?? address).trim().toLowerCase();
  const local = email.slice(0, email.lastIndexOf("@"));
  const match = REPLY_TOKEN.exec(local.slice(local.lastIndexOf("+") + 1));
  if (!local.includes("+") || !match) return null;
  const [, threadHex, side, given] = match;
  if (!secrets.some((secret) => sameBytes(replySignature(threadHex, side, secret), given))) return null;
  const threadId = `${threadHex.slice(0, 8)}-${threadHex.slice(8, 12)}-${threadHex.slice(12, 16)}-${threadHex.slice(16, 20)}-${threadHex.slice(20)}`;
  if (!isUuid(threadId)) return null;
  return { kind: "reply", threadId, author: side === "c" ? "customer" : "provider" } as ReplyAddress;
}

/**
 * A random token kept in the database by its SHA-256 only, unlike the signed links above: a
 * one-time sign-in link, spent on use (docs/decisions/0020), and a calendar's subscription
 * address, replaced to revoke it.
 */
export function newStoredToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: storedTokenHash(token)! };
}

/** The stored hash of such a token, or null for anything that is not one. */
export function storedTokenHash(token: unknown): string | null {
  if (typeof token !== "string" || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return createHash("sha256").update(token).digest("hex");
}

/** A provider's calendar subscription address: its jobs as an iCalendar feed. */
export function calendarFeedPath(token: string): string {
  return `/feeds/${token}/jobs.ics`;
}

export function signInLinkPath(token: string, language: Language = DEFAULT_LANGUAGE): string {
  return inLanguage(`/sign-in/link?${new URLSearchParams({ token })}`, language);
}

/** A customer's one-time sign-in link (decision 0051). */
export function customerSignInLinkPath(token: string, language: Language = DEFAULT_LANGUAGE): string {
  return inLanguage(`/account/link?${new URLSearchParams({ token })}`, language);
}

/** An e-mail's text with its sign-in tokens hidden: whoever reads the outbox must not sign in as its recipient. */
export function hideSignInTokens(text: string): string {
  return text.replace(/(\/(?:sign-in|account)\/link\?token=)[A-Za-z0-9_-]{43}/g, "$1[hidden]");
}

function unsubscribeSignature(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(`unsubscribe:${payload}`).digest("base64url").slice(0, 32);
}

/** `{address, base64url}.{kind}.{signature}`: the address case folded, so every spelling stops the same rows. */
export function unsubscribeToken(email: string, kind: ContactKind): string {
  const payload = `${Buffer.from(email.trim().toLowerCase()).toString("base64url")}.${kind}`;
  return `${payload}.${unsubscribeSignature(payload, getEnv().sessionSecrets[0])}`;
}

export function openUnsubscribeLink(token: unknown): UnsubscribeLink | null {
  if (typeof token !== "string" || token.length > 800) return null;
  const match = /^([A-Za-z0-9_-]{4,700})\.([a-z_]{1,30})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match || !isContactKind(match[2])) return null;
  const payload = `${match[1]}.${match[2]}`;
  if (!getEnv().sessionSecrets.some((secret) => sameBytes(unsubscribeSignature(payload, secret), match[3]!))) return null;
  const email = Buffer.from(match[1]!, "base64url").toString("utf8");
  return { kind: "unsubscribe", email, contactKind: match[2] } as UnsubscribeLink;
}

/** The page a footer's link opens: it asks, and its button stops the kind. */
export function unsubscribePath(email: string, kind: ContactKind, language: Language = DEFAULT_LANGUAGE): string {
  return inLanguage(`/unsubscribe/${unsubscribeToken(email, kind)}`, language);
}

/** Where a mail program posts RFC 8058's one click (no page, no Origin: the signature is the proof). */
export function oneClickUnsubscribePath(email: string, kind: ContactKind): string {
  return `/hooks/unsubscribe/${unsubscribeToken(email, kind)}`;
}
