import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/components/nonce";
import { ServerRendering, type ServerRenderingTools } from "~/components/server-rendering";
import { serviceCardMarkup } from "~/components/services/service-card-markup.server";
import { deferredModuleStart } from "~/lib/module-start.server";
import { documentEndLast } from "~/lib/document-end.server";
import { log } from "~/lib/logger.server";
import "~/load-context";

const ABORT_DELAY = 5_000;

const SERVER_RENDERING: ServerRenderingTools = { serviceCardMarkup, moduleStart: deferredModuleStart };

const PRIVATE = "private, no-store";

/**
 * Pages that show personal data, or anything to someone signed in, are never kept by the
 * browser or a proxy: after signing out, Back must not show them again.
 */
function isPrivate(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return /^\/(admin|provider|dashboard|bookings)(\/|$)/.test(pathname) || /(^|;\s*)__session=/.test(request.headers.get("Cookie") ?? "");
}

/** The same for the data of client-side navigations. */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  if (isPrivate(request)) response.headers.set("Cache-Control", PRIVATE);
  return response;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Bots and browsers without JavaScript get the whole page at once.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  const nonce = loadContext.cspNonce ?? "";
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRendering.Provider value={SERVER_RENDERING}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </ServerRendering.Provider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          clearTimeout(abortTimer);
          if (waitForAll) sendPage();
        },
        onShellReady() {
          if (!waitForAll) sendPage();
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("render failed", { error });
        },
      },
    );
    function sendPage() {
      shellRendered = true;
      const body = documentEndLast();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      if (isPrivate(request)) responseHeaders.set("Cache-Control", PRIVATE);
      // Time from the request's arrival until the page starts streaming (loaders included).
      if (typeof loadContext.requestStart === "number") {
        responseHeaders.set("Server-Timing", `app;dur=${(performance.now() - loadContext.requestStart).toFixed(1)}`);
      }
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      pipe(body);
    }
    // Cleared once everything is rendered (React calls back only after this line has run): a
    // pending timer would keep the finished render alive for its whole delay, long enough to
    // reach the old generation on every request.
    const abortTimer = setTimeout(abort, ABORT_DELAY);
  });
}

/** Server errors are logged with the request id; the browser never sees the details. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  log.error("unhandled server error", { error, method: request.method, url: new URL(request.url).pathname });
}
