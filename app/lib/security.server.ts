import { createHmac, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import { getEnv } from "./env.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(url: string | null | undefined): string | null {
  if (!url || url === "null") return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF defence: an unsafe request must name one of our own origins in `Origin` or, when a
 * browser leaves that out, in `Referer`. A request naming neither is refused too.
 */
export function isTrustedOrigin(request: {
  method: string;
  origin: string | null | undefined;
  referer: string | null | undefined;
  allowedOrigins: readonly string[];
}): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  const claimed = request.origin ? originOf(request.origin) : originOf(request.referer);
  return claimed !== null && request.allowedOrigins.includes(claimed);
}

/**
 * Remix answers an action with a 500 when its Origin names another host than the request's
 * forwarded host or Host, headers anyone can send; so the HTTP layer refuses these first, as
 * cross-site, with a 403. A request without an Origin is left to isTrustedOrigin.
 */
export function originNamesHost(request: {
  method: string;
  origin: string | null | undefined;
  host: string | null | undefined;
  forwardedHost: string | null | undefined;
}): boolean {
  if (request.method.toUpperCase() === "GET" || !request.origin) return true;
  const host = request.forwardedHost?.split(",")[0]?.trim() || request.host;
  if (!host || request.origin === "null") return false;
  try {
    return new URL(request.origin).host === host;
  } catch {
    return false;
  }
}

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The Content-Security-Policy: our own scripts, and inline ones only when the policy names
 * them (a per-response nonce, or the hashes of a cached page's scripts: server/page-cache.ts).
 */
export function contentSecurityPolicy(options: {
  inlineScripts: readonly string[];
  development: boolean;
  formTargets?: readonly string[];
}): string {
  const scriptSrc = ["'self'", ...options.inlineScripts];
  const connectSrc = ["'self'"];
  const styleSrc = ["'self'"];
  if (options.development) {
    // Vite's dev server evaluates code, talks over a websocket and injects stylesheets inline.
    scriptSrc.push("'unsafe-eval'");
    connectSrc.push("ws:");
    styleSrc.push("'unsafe-inline'");
  }
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    `style-src ${styleSrc.join(" ")}`,
    // data: for the one-pixel stand-in a logo's <img> carries where scripting is off (decision 0038).
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connectSrc.join(" ")}`,
    // Forms post here; a booking's or an onboarding's POST may be answered with a 303 to Stripe's page.
    `form-action ${["'self'", ...(options.formTargets ?? [])].join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

/** Headers for every response; the CSP allows only our scripts and Remix's nonce'd inline ones. */
export function securityHeaders(options: {
  nonce: string;
  https: boolean;
  development: boolean;
  formTargets?: readonly string[];
}): Record<string, string> {
  const csp = contentSecurityPolicy({
    inlineScripts: [`'nonce-${options.nonce}'`],
    development: options.development,
    formTargets: options.formTargets,
  });
  const headers: Record<string, string> = {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (options.https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/**
 * Who a visitor is for counting page views and shares: a keyed hash of their address (the
 * address itself is never stored), or null for a crawler, which is never counted.
 */
export function visitorKey(userAgent: string | null | undefined, clientIp: string): string | null {
  if (!userAgent || isbot(userAgent)) return null;
  return createHmac("sha256", getEnv().sessionSecrets[0]).update(`visitor:${clientIp}`).digest("base64url").slice(0, 22);
}
