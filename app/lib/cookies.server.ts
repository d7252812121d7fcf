import { createCookieSessionStorage } from "@remix-run/node";
import { getEnv } from "./env.server";
import { singleton } from "./singleton.server";

/** The signed-in session's cookie: a request that carries it is someone's, never a shared page's. */
export const SESSION_COOKIE = "__session";

/** A customer's signed-in session (decision 0051): apart from the businesses' accounts, and as private. */
export const CUSTOMER_COOKIE = "__customer";

/** One cookie's raw value in a request's Cookie header (the plain cookies: theme, zip, language). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return (header ?? "")
    .split(/;\s*/)
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** Cookie options shared by every cookie we set. */
export function baseCookieOptions() {
  const env = getEnv();
  return {
    path: "/",
    sameSite: "lax" as const,
    httpOnly: true,
    secure: env.secureCookies,
    secrets: env.sessionSecrets,
  };
}

/** `__session` holds only the id of a row in `sessions`, so sign-out and revocation are real. */
export function getAuthSessionStorage() {
  return singleton("authSessionStorage", () =>
    createCookieSessionStorage<{ sessionId: string }>({
      cookie: { name: SESSION_COOKIE, ...baseCookieOptions() },
    }),
  );
}

/** `__customer` holds only the id of a row in `customer_sessions`. */
export function getCustomerSessionStorage() {
  return singleton("customerSessionStorage", () =>
    createCookieSessionStorage<{ customerSessionId: string }>({
      cookie: { name: CUSTOMER_COOKIE, ...baseCookieOptions() },
    }),
  );
}
