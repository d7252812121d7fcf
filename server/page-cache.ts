import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { CUSTOMER_COOKIE, SESSION_COOKIE } from "~/lib/cookies.server";
import { log } from "~/lib/logger.server";
import { THEME_COOKIE } from "~/lib/theme.server";
import { TOAST_COOKIE } from "~/lib/toast.server";
import { TYPED_COOKIE } from "~/lib/typed-values.server";
import { ZIP_COOKIE } from "~/lib/zip-cookie.server";
import { LANGUAGE_COOKIE } from "~/lib/language.server";
import { languageOf } from "~/domain/language";
import { acceptedEncodings } from "./static-files";

/**
 * Rendered public pages (home and its list, service pages), kept compressed and sent to the next
 * visitor asking for the same page while the public data version and the half hour it was rendered
 * in both last; a page for one visitor (a session, a flash message, the booking form) is never
 * kept. Why and how: docs/decisions/0010 and 0021.
 */

const PUBLIC_PAGE = /^\/(?:service\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?$/i;
const PER_VISIT_PARAMS = ["book", "date"];
const PRIVATE_COOKIES = [SESSION_COOKIE, CUSTOMER_COOKIE, TOAST_COOKIE, TYPED_COOKIE];
const KEYED_COOKIES = { [THEME_COOKIE]: /^(light|dark|system)$/, [ZIP_COOKIE]: /^\d{5}$/, [LANGUAGE_COOKIE]: /^(en|es)$/ } as const;
const MAX_URL_LENGTH = 512;
const MAX_PAGE_BYTES = 1024 * 1024;
/** Headers of the render that are the response's own, not the page's. */
const NOT_KEPT = new Set([
  "content-security-policy",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "server-timing",
  "x-request-id",
  "x-page-cache",
  "date",
  "connection",
  "etag",
]);

/** How many requested pages are remembered as asked for once, before the memory starts again. */
const MAX_SEEN = 100_000;

type Rendering = {
  done: Promise<void>;
  /** Whether the page is to be kept once rendered (asked for before, or waited for). */
  admitted: boolean;
  finish: () => void;
};

/** FNV-1a, 32 bits: a page's key in the memory of pages asked for once (a collision only keeps a page early). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Entry = {
  version: number;
  expiresAt: number;
  headers: Array<[string, string | string[]]>;
  contentSecurityPolicy: string;
  br: Buffer;
  gzip: Buffer;
};

export type PageCacheOptions = {
  /** The database's public data version now. */
  version: () => Promise<number>;
  /** Until when a page rendered at this moment stays true without a change to the data. */
  expiresAt: (renderedAt: number) => number;
  /** The Content-Security-Policy that allows these inline scripts (as CSP sources). */
  contentSecurityPolicy: (inlineScripts: string[]) => string;
  maxBytes?: number;
  now?: () => number;
};

function cookiesOf(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

/** The key of a request for a public page that may be shared, or null when it may not. */
export function pageCacheKey(
  req: Pick<Request, "method" | "path" | "originalUrl" | "query"> & { get(name: string): string | undefined },
): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (!PUBLIC_PAGE.test(req.path) || req.originalUrl.length > MAX_URL_LENGTH) return null;
  if (PER_VISIT_PARAMS.some((name) => name in req.query)) return null;
  const cookies = cookiesOf(req.get("cookie"));
  if (PRIVATE_COOKIES.some((name) => cookies.has(name))) return null;
  const keyed = Object.entries(KEYED_COOKIES).map(([name, valid]) => {
    const value = cookies.get(name) ?? "";
    return valid.test(value) ? value : "";
  });
  // The page's language also follows the browser's Accept-Language when nothing else chose it.
  const language = languageOf({
    param: typeof req.query.lang === "string" ? req.query.lang : null,
    cookie: cookies.get(LANGUAGE_COOKIE),
    acceptLanguage: req.get("accept-language"),
  });
  return [req.originalUrl, ...keyed, language].join("\n");
}

/** The CSP sources of a page's inline scripts (JSON-LD and other data blocks are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1];
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[2], "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

function toBuffer(chunk: unknown, encoding?: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === "function") return null;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return null;
}

export function pageCache(options: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  const now = options.now ?? Date.now;
  const maxBytes = options.maxBytes ?? 24 * 1024 * 1024;
  let bytes = 0;
  let newestVersion = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.br.byteLength + entry.gzip.byteLength;
    entries.delete(key);
  };

  const store = (key: string, entry: Entry) => {
    if (entry.version < newestVersion) return;
    remove(key);
    entries.set(key, entry);
    bytes += entry.br.byteLength + entry.gzip.byteLength;
    // The least recently used go first (a Map keeps insertion order; a hit moves its entry last).
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  };

  /** The pages being rendered now: settled once each is kept (or will not be), and who waits for it. */
  const rendering = new Map<string, Rendering>();

  const startRendering = (key: string, res: Response, admitted: boolean): Rendering => {
    let settle!: () => void;
    const done = new Promise<void>((resolve) => (settle = resolve));
    const render: Rendering = { done, admitted, finish: () => undefined };
    render.finish = () => {
      if (rendering.get(key) === render) rendering.delete(key);
      settle();
    };
    rendering.set(key, render);
    // A response that ends is finished by keep(); one cut short never gets there.
    res.once("close", () => {
      if (!res.locals.pageCacheEnded) render.finish();
    });
    return render;
  };

  /**
   * Pages asked for once (a zip nobody else looks up) are not worth compressing twice for the
   * cache: a page is kept from its second request in the half hour, or when a request waited
   * for its render. The requests seen are remembered as hashes, a bounded number at a time.
   */
  const seen = new Set<number>();
  let seenUntil = 0;
  const admit = (key: string, at: number): boolean => {
    if (at >= seenUntil || seen.size >= MAX_SEEN) {
      seen.clear();
      seenUntil = options.expiresAt(at);
    }
    const hash = fnv1a(key);
    if (seen.has(hash)) return true;
    seen.add(hash);
    return false;
  };

  const fresh = (entry: Entry | undefined, version: number, at: number): entry is Entry =>
    entry !== undefined && entry.version === version && at < entry.expiresAt;

  const serve = (req: Request, res: Response, entry: Entry, how: "hit" | "coalesced" = "hit") => {
    const accepted = acceptedEncodings(req.get("accept-encoding"));
    const encoding = accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : null;
    const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : zlib.gunzipSync(entry.gzip);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", entry.contentSecurityPolicy);
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.byteLength);
    res.setHeader("X-Page-Cache", how);
    res.status(200);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  };

  /** Tees what the app writes; once the page is complete and may be shared, keeps it. */
  const capture = (res: Response, key: string, version: number, renderedAt: number, render: Rendering) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: unknown, encoding?: unknown) => {
      const buffer = toBuffer(chunk, encoding);
      if (!buffer || size > MAX_PAGE_BYTES) return;
      size += buffer.byteLength;
      chunks.push(Buffer.from(buffer));
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as Response["write"];
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      res.locals.pageCacheEnded = true;
      const result = (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
      keep()
        .catch((error: unknown) => log.warn("a page could not be kept in the page cache", { error }))
        .finally(render.finish);
      return result;
    } as Response["end"];

    const keep = async () => {
      if (!render.admitted) return;
      if (res.statusCode !== 200 || size > MAX_PAGE_BYTES) return;
      if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return;
      if (/no-store|private/i.test(String(res.getHeader("cache-control") ?? ""))) return;
      const setCookies = ([] as string[]).concat((res.getHeader("set-cookie") as string | string[] | undefined) ?? []);
      if (setCookies.some((cookie) => !(cookie.split("=")[0].trim() in KEYED_COOKIES))) return;
      const nonce = String(res.locals.cspNonce ?? "");
      let html = Buffer.concat(chunks).toString("utf8");
      if (nonce) html = html.replaceAll(` nonce="${nonce}"`, "");
      const headers = Object.entries(res.getHeaders())
        .filter(([name]) => !NOT_KEPT.has(name.toLowerCase()))
        .map(([name, value]): [string, string | string[]] => [name, Array.isArray(value) ? value : String(value)]);
      const [br, gz] = await Promise.all([
        // A 256 KB window is plenty for a page and keeps each compression's memory small.
        brotli(html, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
            [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
          },
        }),
        gzip(html, { level: 9 }),
      ]);
      store(key, {
        version,
        expiresAt: options.expiresAt(renderedAt),
        headers,
        contentSecurityPolicy: options.contentSecurityPolicy(inlineScriptHashes(html)),
        br,
        gzip: gz,
      });
    };
  };

  type Pending = { key: string; version: number; renderedAt: number; render: Rendering };

  return {
    /** Before compression: answers from the cache, or notes what to keep once rendered. */
    serve: async (req: Request, res: Response, next: NextFunction) => {
      const key = pageCacheKey(req);
      if (key === null) return next();
      let version: number;
      try {
        version = await options.version();
      } catch (error) {
        log.warn("the page cache could not read the public data version", { error });
        return next();
      }
      if (version > newestVersion) {
        // Everything kept was rendered at an older version.
        newestVersion = version;
        for (const stale of [...entries.keys()]) remove(stale);
      }
      const entry = entries.get(key);
      if (fresh(entry, version, now())) {
        entries.delete(key);
        entries.set(key, entry);
        return serve(req, res, entry);
      }
      const inFlight = rendering.get(key);
      if (inFlight) {
        inFlight.admitted = true;
        await inFlight.done;
        const kept = entries.get(key);
        if (fresh(kept, version, now())) return serve(req, res, kept, "coalesced");
      }
      remove(key);
      res.setHeader("X-Page-Cache", "miss");
      if (req.method === "GET") {
        const renderedAt = now();
        const render = startRendering(key, res, admit(key, renderedAt));
        res.locals.pageCachePending = { key, version, renderedAt, render } satisfies Pending;
      }
      next();
    },
    /** After compression: tees the page the app writes, as written, before it is compressed. */
    capture: (_req: Request, res: Response, next: NextFunction) => {
      const pending = res.locals.pageCachePending as Pending | undefined;
      if (pending) capture(res, pending.key, pending.version, pending.renderedAt, pending.render);
      next();
    },
  };
}
