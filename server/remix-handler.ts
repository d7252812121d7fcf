import type { IncomingHttpHeaders } from "node:http";
import { Transform } from "node:stream";
import { createReadableStreamFromReadable, createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import { log } from "~/lib/logger.server";

/** How much a request's body may be, and what a sender is told past it (in the words of what it sends). */
export type BodyLimit = { bytes: number; message: string };

/**
 * Remix behind Express, like @remix-run/express, except that a body reaches Remix through a
 * counter: past `maxBodyBytes(req)`, whatever the Content-Length said, the client gets 413 and the
 * rest is read and dropped. A form's own limits (app/lib/form.server.ts) usually answer first, with
 * the form.
 */
export function remixHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  /** The most a request's body may be (a path whose bodies are always small says less), and what is said past it. */
  bodyLimit: (req: Request) => BodyLimit;
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
}) {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const request = remixRequest(req, res, options.bodyLimit(req));
      const response = await handle(request, options.getLoadContext(req, res));
      if (res.headersSent) {
        // The body was refused for its size while the action read it: that answer stands.
        await response.body?.cancel().catch(() => undefined);
        return;
      }
      await sendResponse(res, response);
      // An action may answer before reading the whole body (a form over its limits): drop the
      // rest as it arrives rather than hold it, and hang up if it keeps coming.
      if (!req.complete) dropRestOfBody(req);
    } catch (error) {
      if (res.headersSent) {
        log.warn("response already sent when the request failed", { error });
        return;
      }
      next(error);
    }
  };
}

function refuseTooLarge(req: Request, res: Response, message: string) {
  if (!res.headersSent) {
    res.status(413).set("Connection", "close").type("text/plain").send(message);
  }
  dropRestOfBody(req);
}

/** Keeps reading (and dropping) for a moment so the client sees the answer, then hangs up. */
function dropRestOfBody(req: Request) {
  req.unpipe();
  req.resume();
  const hangUp = setTimeout(() => {
    if (!req.complete) req.socket.destroy();
  }, 1000);
  hangUp.unref();
}

function limitedBody(req: Request, res: Response, limit: BodyLimit) {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.byteLength;
      if (seen <= limit.bytes) return callback(null, chunk);
      req.unpipe(counter);
      refuseTooLarge(req, res, limit.message);
      callback(new Error("request body too large"));
    },
  });
  req.on("error", (error) => counter.destroy(error));
  req.on("aborted", () => counter.destroy(new Error("request aborted")));
  req.pipe(counter);
  return createReadableStreamFromReadable(counter);
}

function remixRequest(req: Request, res: Response, bodyLimit: BodyLimit): globalThis.Request {
  // req.hostname respects "trust proxy"; the port comes from X-Forwarded-Host or Host.
  const portOf = (host: string | undefined) => Number.parseInt(host?.split(":")[1] ?? "", 10);
  const port = [portOf(req.get("X-Forwarded-Host")), portOf(req.get("host"))].find(Number.isSafeInteger);
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  // Aborted when the response closes, sent or not (unlike @remix-run/express, which leaves a sent
  // one alone): Remix clears the timer it keeps per page for single fetch's stream (~5 s) only on
  // the request's abort, and that timer holds the page's encoded data until it fires (0037).
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: headersOf(req.headers), signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = limitedBody(req, res, bodyLimit);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

function headersOf(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(incoming)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value);
  }
  return headers;
}

async function sendResponse(res: Response, response: globalThis.Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  // Each Set-Cookie stays its own header.
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (response.body) await writeBody(response.body, res);
  else res.end();
}

const STALLED = Symbol("stalled");

/** The most a body's chunks are gathered into before they are written. */
const BATCH_BYTES = 32 * 1024;

/**
 * Writes a body as it streams, flushing only when the stream stalls and writing the chunks that are
 * ready together: React renders in 2 KB chunks, and a flush or a gzip job per chunk tripled the
 * list's size and cost two thirds of its throughput (docs/decisions/0021).
 */
async function writeBody(body: ReadableStream<Uint8Array>, res: Response) {
  const reader = body.getReader();
  const flushable = res as Response & { flush?: () => void };
  let batch: Uint8Array[] = [];
  let batchBytes = 0;
  const writeBatch = () => {
    if (batch.length === 0) return;
    res.write(batch.length === 1 ? batch[0] : Buffer.concat(batch, batchBytes));
    batch = [];
    batchBytes = 0;
  };
  try {
    let pending = reader.read();
    for (;;) {
      let next = await Promise.race([pending, new Promise<typeof STALLED>((resolve) => setImmediate(resolve, STALLED))]);
      if (next === STALLED) {
        writeBatch();
        flushable.flush?.();
        next = await pending;
      }
      if (next.done) break;
      batch.push(next.value);
      batchBytes += next.value.byteLength;
      if (batchBytes >= BATCH_BYTES) writeBatch();
      pending = reader.read();
    }
    writeBatch();
    res.end();
  } catch (error) {
    res.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}
