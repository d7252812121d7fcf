import type { AppLoadContext } from "@remix-run/node";
import { getEnv } from "./env.server";

/** The site's public origin for links in e-mails: APP_URL when set, else this request's. */
export function publicOrigin(request: Request): string {
  const configured = getEnv().APP_URL;
  return configured ? new URL(configured).origin : new URL(request.url).origin;
}

/** The origin for links sent without a request (scheduled e-mails): APP_URL, else this server. */
export function configuredOrigin(): string {
  const env = getEnv();
  return env.APP_URL ? new URL(env.APP_URL).origin : `http://localhost:${env.PORT}`;
}

/** The client's IP address as the HTTP server saw it (proxies per TRUST_PROXY). */
export function clientIp(context: AppLoadContext | undefined): string {
  return context?.clientIp || "unknown";
}

/** A plain-text error response (4xx) that never carries a stack trace. */
export function textResponse(status: number, message: string): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
