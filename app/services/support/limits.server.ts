import { getEnv } from "~/lib/env.server";
import { countEvent } from "~/models/rate-limit.server";

/**
 * Rate limits, kept in the database so every machine counts together. Where two requests could
 * race, the attempt takes its place first (one atomic count) and gives it back when it turns out
 * not to count, so a burst can never slip between a check and a write.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type Allowance = { ok: true; giveBack: () => Promise<void> } | { ok: false };

/** Takes one place in a limit's window: refused (and not kept) when the window is full. */
async function take(key: string, limit: number, windowMs: number, now: Date): Promise<Allowance> {
  const count = await countEvent(key, windowMs, now);
  if (count > limit) {
    await countEvent(key, windowMs, now, -1);
    return { ok: false };
  }
  return { ok: true, giveBack: async () => void (await countEvent(key, windowMs, now, -1)) };
}

/** A booking attempt from a client address (every attempt counts: bots try many). */
export function takeBookingAttempt(ip: string, now = new Date()): Promise<Allowance> {
  return take(`booking:ip:${ip}`, getEnv().BOOKING_ATTEMPTS_PER_HOUR, HOUR, now);
}

/** Joining a waitlist from a client address (every attempt counts, as a booking's). */
export function takeWaitlistJoin(ip: string, now = new Date()): Promise<Allowance> {
  return take(`waitlist:ip:${ip}`, getEnv().WAITLIST_JOINS_PER_HOUR, HOUR, now);
}

/** A review submission from a client address (a token is needed too; this stops floods of edits). */
export function takeReviewPost(ip: string, now = new Date()): Promise<Allowance> {
  return take(`review:ip:${ip}`, getEnv().REVIEW_POSTS_PER_HOUR, HOUR, now);
}

/** A request for quotes from a client address: only a complete one counts (a refused one gives its place back). */
export function takeQuoteRequest(ip: string, now = new Date()): Promise<Allowance> {
  return take(`quotes:ip:${ip}`, getEnv().QUOTE_REQUESTS_PER_HOUR, HOUR, now);
}

/** Messages in one conversation per hour, from either side (a link or a reply address can be abused). */
export function takeThreadMessage(threadId: string, now = new Date()): Promise<Allowance> {
  return take(`messages:thread:${threadId}`, 30, HOUR, now);
}

/**
 * An account created from a client address (an application or a portal sign-up). Only a
 * complete, valid one takes a place, and it is given back when the account is not created
 * (the e-mail was taken...), so an office behind one address is not stopped by its typos.
 */
export function takeAccountCreation(ip: string, now = new Date()): Promise<Allowance> {
  return take(`accounts:ip:${ip}`, getEnv().APPLICATIONS_PER_HOUR, HOUR, now);
}

/** How sign-in failures are limited (SIGN_IN_ATTEMPTS_PER_15_MIN is the first). */
export function signInLimits() {
  const perAccount = getEnv().SIGN_IN_ATTEMPTS_PER_15_MIN;
  return {
    /** Failures for one account from any address (one person, or a botnet's rotating ones), per 15 minutes. */
    perAccount,
    /** Failures for one account per day: slow guessing from many addresses stops too. */
    perAccountPerDay: perAccount * 5,
    /** Failures from one address for other accounts (spraying), per 15 minutes. */
    perAddress: perAccount * 5,
    /** E-mailed sign-in links per account per hour, and per address (so no one's inbox is flooded). */
    linksPerAccount: 3,
    linksPerAddress: 10,
  };
}

const DAY = 24 * HOUR;

const keys = (email: string, ip: string) => ({
  account: `signin:account:${email.toLowerCase()}`,
  accountDay: `signin:account-day:${email.toLowerCase()}`,
  address: `signin:ip:${ip}`,
  device: (device: string) => `signin:device:${email.toLowerCase()}|${device}`,
});

export type SignInAttempt =
  | { ok: false }
  | {
      ok: true;
      /** Whether the address is over its limit for other accounts: only a right password passes then. */
      addressOverLimit: boolean;
      /** The password was right: the attempt's places are given back (successes never count). */
      succeeded: () => Promise<void>;
    };

/** Counts one event in a window without a limit; returns the window's count and how to give it back. */
async function counted(key: string, windowMs: number, now: Date): Promise<Allowance & { ok: true; count: number }> {
  const count = await countEvent(key, windowMs, now);
  return { ok: true, count, giveBack: async () => void (await countEvent(key, windowMs, now, -1)) };
}

/**
 * A sign-in attempt takes its place in the account's windows before the password is checked, from
 * any address, so once they are full even the right password is refused and a botnet's guesses
 * stop; a browser that signed in before is limited on its own so the owner is not locked out
 * (docs/decisions/0020).
 */
export async function takeSignInAttempt(email: string, ip: string, now = new Date(), device: string | null = null): Promise<SignInAttempt> {
  const limits = signInLimits();
  const key = keys(email, ip);
  const places: Array<Allowance & { ok: true }> = [];
  const refuse = async () => {
    await Promise.all(places.map((place) => place.giveBack()));
    return { ok: false } as const;
  };
  if (device) {
    const own = await take(key.device(device), limits.perAccount, 15 * MINUTE, now);
    if (!own.ok) return { ok: false };
    places.push(own);
    const ownDay = await take(`${key.device(device)}|day`, limits.perAccountPerDay, DAY, now);
    if (!ownDay.ok) return refuse();
    places.push(ownDay, await counted(key.account, 15 * MINUTE, now), await counted(key.accountDay, DAY, now));
  } else {
    const account = await take(key.account, limits.perAccount, 15 * MINUTE, now);
    if (!account.ok) return { ok: false };
    places.push(account);
    const day = await take(key.accountDay, limits.perAccountPerDay, DAY, now);
    if (!day.ok) return refuse();
    places.push(day);
  }
  const address = await counted(key.address, 15 * MINUTE, now);
  places.push(address);
  return {
    ok: true,
    addressOverLimit: address.count > limits.perAddress,
    succeeded: async () => {
      await Promise.all(places.map((place) => place.giveBack()));
    },
  };
}

/** An e-mailed sign-in link asked for: limited per account (known or not) and per address. */
export async function takeSignInLinkRequest(email: string, ip: string, now = new Date()): Promise<Allowance> {
  const limits = signInLimits();
  const account = await take(`signin-link:account:${email.toLowerCase()}`, limits.linksPerAccount, HOUR, now);
  if (!account.ok) return account;
  const address = await take(`signin-link:ip:${ip}`, limits.linksPerAddress, HOUR, now);
  if (!address.ok) {
    await account.giveBack();
    return address;
  }
  return { ok: true, giveBack: async () => void (await Promise.all([account.giveBack(), address.giveBack()])) };
}
