import type { AppLoadContext } from "@remix-run/node";
import type { Language } from "~/domain/language";
import { getEnv } from "./env.server";
import { requestLanguage } from "./language.server";

/**
 * The site's public origin, the one base of every link in an e-mail or a share: APP_URL
 * (required in production), else this server on localhost. Never the request's Host header.
 */
export function publicOrigin(): string {
  const env = getEnv();
  return env.APP_URL ? new URL(env.APP_URL).origin : `http://localhost:${env.PORT}`;
}

/** The client's IP address as the HTTP server saw it (proxies per TRUST_PROXY). */
export function clientIp(context: AppLoadContext | undefined): string {
  return context?.clientIp || "unknown";
}

/** Where a form was sent from, as a consent to texts records it: the page, the client's address and browser. */
/** Where a box was ticked, and the language its words were shown in. */
export type ConsentContext = { page: string; ip: string; userAgent: string; language: Language };

export function consentContextOf(request: Request, context: AppLoadContext | undefined): ConsentContext {
  const url = new URL(request.url);
  return {
    page: url.pathname,
    ip: clientIp(context),
    userAgent: request.headers.get("User-Agent") ?? "unknown",
    language: requestLanguage(request).language,
  };
}

/** A plain-text error response (4xx) that never carries a stack trace. */
export function textResponse(status: number, message: string): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** A PDF a signed link opens (a receipt): shown in the browser, kept out of caches and referrers. */
export function pdfResponse(pdf: Uint8Array, filename: string): Response {
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * A browser fetching a page ahead of a click (a link's prefetch): its loader must not act as if
 * the page was opened (a conversation read).
 */
export function isPrefetch(request: Request): boolean {
  const purpose = `${request.headers.get("Sec-Purpose") ?? ""} ${request.headers.get("Purpose") ?? ""}`;
  return /\bprefetch\b/i.test(purpose);
}
