import { randomUUID } from "node:crypto";
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { Env } from "~/lib/env.server";
import { MAX_FORM_BODY_BYTES } from "~/lib/form.server";
import { INBOUND_EMAIL_MAX_BYTES } from "~/lib/inbound-email.server";
import { log, requestContext } from "~/lib/logger.server";
import { httpRequests, httpRequestSeconds, pageCacheAnswers, routeLabel } from "~/lib/metrics.server";
import { contentSecurityPolicy, createNonce, isTrustedOrigin, originNamesHost, securityHeaders } from "~/lib/security.server";
import { stripePageOrigins } from "~/lib/stripe.server";
import { nextCellStart } from "~/domain/schedule/slots";
import { publicDataVersion } from "~/models/public-data.server";
import { countServicePageView } from "~/services/discovery/index.server";
import { pageCache } from "./page-cache";
import { remixHandler, type BodyLimit } from "./remix-handler";
import { staticFiles } from "./static-files";
import { BROWSER_FILES_DIR } from "./build-paths";

// The largest form body plus room for the multipart framing: past this nothing is read. A form's
// own limits (a logo's 2 MB, a photo's 5 MB) answer first, beside its field.
const ANY_FORM: BodyLimit = {
  bytes: MAX_FORM_BODY_BYTES + 64 * 1024,
  message: "This request is too large: a form with its files may be at most 16 MB. Please send smaller files.",
};
const TEXT_HOOK: BodyLimit = {
  bytes: 64 * 1024,
  message: "This text message post is too large: Twilio's posts about texts are at most 64 KB.",
};
/**
 * Paths with a limit of their own, each said in its own words: Stripe's events and Twilio's posts
 * are a few kilobytes; an e-mailed reply carries its photos as base64 (docs/decisions/0025). More
 * is refused unread.
 */
const BODY_LIMITS: Record<string, BodyLimit> = {
  "/hooks/stripe": { bytes: 1024 * 1024, message: "This payment event is too large: Stripe's events are at most 1 MB." },
  "/hooks/inbound-email": {
    bytes: INBOUND_EMAIL_MAX_BYTES + 64 * 1024,
    message: "This e-mail is too large: a reply may be at most 24 MB with its photos.",
  },
  // Twilio's posts are a few hundred bytes (a text is at most 1,600 characters).
  "/hooks/twilio/sms": TEXT_HOOK,
  "/hooks/twilio/status": TEXT_HOOK,
};
const bodyLimitOf = (req: Request): BodyLimit => BODY_LIMITS[req.path] ?? ANY_FORM;

/** The headers every response gets (securityHeaders), by their lower-case names: a route's own value replaces ours. */
const DEFAULT_HEADERS: ReadonlySet<string> = new Set(
  Object.keys(securityHeaders({ nonce: "", https: true, development: false })).map((name) => name.toLowerCase()),
);

const DOCUMENT_GZIP_LEVEL = 4;

type Options = {
  env: Env;
  /** The Remix server build, or a function that loads the current one (development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development: Vite's middleware serves the browser's modules instead of the built files. */
  devServer?: RequestHandler;
  root: string;
};

/** The HTTP layer around Remix: request ids and logs, security headers, CSRF, static files. */
export function createApp({ env, build, root, devServer }: Options) {
  const app = express();
  app.disable("x-powered-by");
  // Fly.io's proxy is one hop (for X-Forwarded-Proto); the client's address is its Fly-Client-IP.
  app.set("trust proxy", env.TRUST_PROXY === "fly" ? 1 : env.TRUST_PROXY);
  const clientIpOf = (req: Request) => (env.TRUST_PROXY === "fly" ? req.get("Fly-Client-IP") : undefined) || req.ip || "unknown";

  const formTargets = stripePageOrigins(env);
  const allowedOrigins = (req: Request) =>
    [`${req.protocol}://${req.get("host")}`, env.APP_URL ? new URL(env.APP_URL).origin : null].filter(
      (origin): origin is string => origin !== null,
    );

  app.use((req: Request, res: Response, next: NextFunction) => {
    const requestId = randomUUID();
    const started = process.hrtime.bigint();
    res.locals.requestId = requestId;
    res.locals.requestStart = performance.now();
    res.locals.cspNonce = createNonce();
    res.setHeader("X-Request-Id", requestId);
    res.on("finish", () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const route = routeLabel(req.path, res.statusCode);
      httpRequests.inc({ method: req.method, route, status: res.statusCode });
      httpRequestSeconds.observe({ route }, durationMs / 1000);
      const cached = res.getHeader("x-page-cache");
      if (typeof cached === "string") pageCacheAnswers.inc({ result: cached });
      requestContext.run({ requestId }, () =>
        log.info("request", {
          method: req.method,
          path: req.path,
          status: res.statusCode,
          durationMs: Math.round(durationMs * 10) / 10,
        }),
      );
    });
    requestContext.run({ requestId }, () => next());
  });

  app.use((req: Request, res: Response, next: NextFunction) => {
    const headers = securityHeaders({
      nonce: res.locals.cspNonce,
      https: req.secure,
      development: env.NODE_ENV === "development",
      formTargets,
    });
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    // A route that sends one of these headers of its own (a sandboxed preview's Content-Security-
    // Policy, a private page's Referrer-Policy, a document's X-Content-Type-Options) replaces the
    // default instead of adding a second value: two policies must both be satisfied, and a
    // repeated header is read as a list.
    const append = res.append.bind(res);
    res.append = (field: string, value?: string | string[]) =>
      DEFAULT_HEADERS.has(field.toLowerCase()) && value !== undefined ? res.setHeader(field, value) : append(field, value);
    next();
  });

  app.use((req: Request, res: Response, next: NextFunction) => {
    const origin = req.get("origin");
    const namesHost = originNamesHost({ method: req.method, origin, host: req.get("host"), forwardedHost: req.get("x-forwarded-host") });
    // Webhooks come from another service, without an Origin: their signature is their proof (app/routes/hooks+).
    const trusted =
      namesHost &&
      (req.path.startsWith("/hooks/") ||
        isTrustedOrigin({ method: req.method, origin, referer: req.get("referer"), allowedOrigins: allowedOrigins(req) }));
    if (trusted) return next();
    log.warn("cross-origin request refused", {
      method: req.method,
      path: req.path,
      origin: origin ?? null,
      host: req.get("host") ?? null,
      forwardedHost: req.get("x-forwarded-host") ?? null,
    });
    res.status(403).type("text/plain").send("Forbidden: this form must be sent from Porchlight itself.");
  });

  // No form of ours reads more than MAX_FORM_BODY_BYTES: a body that says it is bigger is refused
  // unread; one that does not say (chunked) is counted as it streams (remix-handler.ts).
  app.use((req: Request, res: Response, next: NextFunction) => {
    const length = Number(req.get("content-length") ?? 0);
    const limit = bodyLimitOf(req);
    if (!(length > limit.bytes)) return next();
    res.status(413).set("Connection", "close").type("text/plain").send(limit.message);
  });

  if (devServer) app.use(devServer);
  else app.use(staticFiles(path.join(root, BROWSER_FILES_DIR)));

  app.use(async (req: Request, _res: Response, next: NextFunction) => {
    try {
      await countServicePageView({ method: req.method, path: req.path, userAgent: req.get("user-agent"), clientIp: clientIpOf(req) });
    } catch (error) {
      log.warn("a page view could not be counted", { error, path: req.path });
    }
    next();
  });

  // In development the code changes under the cache: every page is rendered afresh.
  const cache =
    env.PAGE_CACHE_MB > 0 && env.NODE_ENV !== "development"
      ? pageCache({
          version: publicDataVersion,
          expiresAt: nextCellStart,
          contentSecurityPolicy: (inlineScripts) => contentSecurityPolicy({ inlineScripts, development: false, formTargets }),
          maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
        })
      : null;
  // A kept page goes out compressed as it was kept, past the compression of pages rendered now.
  if (cache) app.use(cache.serve);
  // Documents and data, compressed as they stream, at a level that costs little CPU for what it saves.
  app.use(compression({ level: DOCUMENT_GZIP_LEVEL }));
  if (cache) app.use(cache.capture);

  app.all(
    "*",
    remixHandler({
      build,
      mode: env.NODE_ENV === "development" ? "development" : "production",
      bodyLimit: bodyLimitOf,
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        requestId: res.locals.requestId as string,
        clientIp: clientIpOf(req),
        requestStart: res.locals.requestStart as number,
      }),
    }),
  );

  // Whatever got past the routes: a plain answer with the request id, the details in the log.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const requestId = res.locals.requestId as string;
    const malformed = error instanceof TypeError || error instanceof URIError;
    if (!malformed) log.error("request failed", { error, method: req.method, path: req.path });
    if (res.headersSent) return;
    res
      .status(malformed ? 400 : 500)
      .type("text/plain")
      .send(
        malformed ? `This request could not be read. (Request ${requestId})` : `Something went wrong on our side. (Request ${requestId})`,
      );
  });

  return app;
}
