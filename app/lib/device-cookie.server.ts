import { createHash, randomBytes } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { baseCookieOptions } from "./cookies.server";

/**
 * The browsers an account has signed in from (docs/decisions/0020): a signed cookie listing, for
 * up to five accounts, a key of the account's e-mail and a random id of this browser. A locked
 * account still lets its owner's known browsers try their password, each under a limit of its
 * own, so failures from elsewhere cannot lock the owner out.
 */
const DEVICE_COOKIE = "__device";
const MAX_ACCOUNTS = 5;
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

type KnownAccount = { account: string; device: string };

function deviceCookie() {
  return createCookie(DEVICE_COOKIE, { ...baseCookieOptions(), maxAge: ONE_YEAR_SECONDS });
}

/** The key an account is known by in the cookie: not the e-mail itself. */
function accountKey(email: string): string {
  return createHash("sha256").update(`device:${email.trim().toLowerCase()}`).digest("base64url").slice(0, 22);
}

async function knownAccounts(request: Request): Promise<KnownAccount[]> {
  const value: unknown = await deviceCookie().parse(request.headers.get("Cookie"));
  if (!Array.isArray(value)) return [];
  return value
    .filter((entry): entry is KnownAccount => typeof entry?.account === "string" && typeof entry?.device === "string")
    .slice(0, MAX_ACCOUNTS);
}

/** This browser's id for the account, when it signed in to it before (the cookie's signature checked). */
export async function knownDevice(request: Request, email: string): Promise<string | null> {
  const key = accountKey(email);
  return (await knownAccounts(request)).find((entry) => entry.account === key)?.device ?? null;
}

/** The Set-Cookie that remembers this browser for the account it just signed in to. */
export async function rememberDevice(request: Request, email: string): Promise<string> {
  const key = accountKey(email);
  const accounts = await knownAccounts(request);
  const device = accounts.find((entry) => entry.account === key)?.device ?? randomBytes(12).toString("base64url");
  const others = accounts.filter((entry) => entry.account !== key);
  return deviceCookie().serialize([{ account: key, device }, ...others].slice(0, MAX_ACCOUNTS));
}
