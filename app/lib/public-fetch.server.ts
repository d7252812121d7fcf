import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { reasonWith } from "~/domain/outcome";
import { BUSY_CALENDAR_REASONS, serverAnsweredReason } from "~/domain/schedule/busy-calendars";

/**
 * Fetching an address a user typed must never reach the server's own network: http(s) only, the
 * host resolved once and every address public, the connection made to that very address (so DNS
 * rebinding cannot slip through), each redirect checked again, and bounded in bytes and time
 * (docs/decisions/0030).
 */

export type FetchFailure = "scheme" | "address" | "dns" | "timeout" | "too-large" | "redirects" | "status" | "network";

export class PublicFetchError extends Error {
  constructor(
    public readonly failure: FetchFailure,
    message: string,
  ) {
    super(message);
    this.name = "PublicFetchError";
  }
}

export type PublicFetchOptions = {
  etag?: string | null;
  lastModified?: string | null;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  userAgent: string;
  accept: string;
  /** Hosts exempt from the public-address rule: only tests name any (127.0.0.1). */
  allowHosts?: readonly string[];
};

export type PublicFetchResult =
  { changed: true; body: string; etag: string | null; lastModified: string | null; url: string } | { changed: false; url: string };

const NOT_PUBLIC = (() => {
  const list = new net.BlockList();
  for (const [address, prefix] of [
    ["0.0.0.0", 8],
    ["10.0.0.0", 8],
    ["100.64.0.0", 10],
    ["127.0.0.0", 8],
    ["169.254.0.0", 16],
    ["172.16.0.0", 12],
    ["192.0.0.0", 24],
    ["192.0.2.0", 24],
    ["192.88.99.0", 24],
    ["192.168.0.0", 16],
    ["198.18.0.0", 15],
    ["198.51.100.0", 24],
    ["203.0.113.0", 24],
    ["224.0.0.0", 4],
    ["240.0.0.0", 4],
  ] as const)
    list.addSubnet(address, prefix, "ipv4");
  for (const [address, prefix] of [
    ["::", 128],
    ["::1", 128],
    ["64:ff9b::", 96],
    ["100::", 64],
    ["2001:db8::", 32],
    ["2002::", 16],
    ["fc00::", 7],
    ["fe80::", 10],
    ["ff00::", 8],
  ] as const)
    list.addSubnet(address, prefix, "ipv6");
  return list;
})();

/** Whether an IP address is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]);
  const family = net.isIP(address);
  if (family === 0) return false;
  if (family === 6 && /^::ffff:/i.test(address)) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Only http(s), and no credentials in the address (they would go to whoever it redirects to). */
function fetchable(url: URL): boolean {
  return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
}

async function publicAddressOf(url: URL, allowHosts: readonly string[]): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // A name that does not resolve and one that resolves to nothing are the same to the reader.
  const found = await dns.promises.lookup(host, { all: true, verbatim: true }).catch(() => []);
  if (found.length === 0) throw new PublicFetchError("dns", reasonWith(BUSY_CALENDAR_REASONS.noServer, { host }));
  if (!allowHosts.includes(host) && found.some((entry) => !isPublicAddress(entry.address))) {
    throw new PublicFetchError("address", BUSY_CALENDAR_REASONS.privateAddress);
  }
  return found[0];
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Readable };

function request(url: URL, pinned: { address: string; family: number }, headers: Record<string, string>, signal: AbortSignal) {
  return new Promise<Answer>((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(url, {
      method: "GET",
      headers,
      signal,
      // Connect to the address that was checked, whatever the name resolves to now.
      lookup: ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
        if (options?.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
        else callback(null, pinned.address, pinned.family);
      }) as never,
    });
    req.on("response", (response) => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: response }));
    req.on("error", reject);
    req.end();
  });
}

function decoded(answer: Answer): Readable {
  const encoding = String(answer.headers["content-encoding"] ?? "").toLowerCase();
  if (encoding === "gzip" || encoding === "x-gzip") return answer.body.pipe(zlib.createGunzip());
  if (encoding === "deflate") return answer.body.pipe(zlib.createInflate());
  if (encoding === "br") return answer.body.pipe(zlib.createBrotliDecompress());
  return answer.body;
}

async function readBounded(answer: Answer, maxBytes: number): Promise<string> {
  const tooLarge = new PublicFetchError("too-large", reasonWith(BUSY_CALENDAR_REASONS.tooLarge, { max: Math.round(maxBytes / 1_000_000) }));
  if (Number(answer.headers["content-length"] ?? 0) > maxBytes) {
    answer.body.destroy();
    throw tooLarge;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of decoded(answer)) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      answer.body.destroy();
      throw tooLarge;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** GETs a public address's text, following up to `maxRedirects` redirects, each checked again. */
export async function fetchPublicText(address: URL, options: PublicFetchOptions): Promise<PublicFetchResult> {
  let url = address;
  if (!fetchable(url)) throw new PublicFetchError("scheme", BUSY_CALENDAR_REASONS.scheme);
  const controller = new AbortController();
  const deadline = setTimeout(() => controller.abort(), options.timeoutMs);
  const headers: Record<string, string> = {
    "User-Agent": options.userAgent,
    Accept: options.accept,
    "Accept-Encoding": "gzip, deflate, br",
  };
  if (options.etag) headers["If-None-Match"] = options.etag;
  if (options.lastModified) headers["If-Modified-Since"] = options.lastModified;
  try {
    for (let redirects = 0; ; redirects++) {
      const pinned = await publicAddressOf(url, options.allowHosts ?? []);
      const answer = await request(url, pinned, headers, controller.signal);
      if ([301, 302, 303, 307, 308].includes(answer.status) && answer.headers.location) {
        answer.body.resume();
        if (redirects >= options.maxRedirects)
          throw new PublicFetchError("redirects", reasonWith(BUSY_CALENDAR_REASONS.redirects, { max: options.maxRedirects }));
        url = new URL(answer.headers.location, url);
        if (!fetchable(url)) throw new PublicFetchError("scheme", BUSY_CALENDAR_REASONS.scheme);
        continue;
      }
      if (answer.status === 304) {
        answer.body.resume();
        return { changed: false, url: url.toString() };
      }
      if (answer.status !== 200) {
        answer.body.resume();
        throw new PublicFetchError("status", serverAnsweredReason(answer.status));
      }
      const body = await readBounded(answer, options.maxBytes);
      const header = (name: string) => (typeof answer.headers[name] === "string" ? (answer.headers[name] as string) : null);
      return { changed: true, body, etag: header("etag"), lastModified: header("last-modified"), url: url.toString() };
    }
  } catch (error) {
    if (error instanceof PublicFetchError) throw error;
    if (controller.signal.aborted) {
      const seconds = Math.round(options.timeoutMs / 1000);
      throw new PublicFetchError("timeout", reasonWith(BUSY_CALENDAR_REASONS.timeout, { seconds }));
    }
    throw new PublicFetchError("network", BUSY_CALENDAR_REASONS.network);
  } finally {
    clearTimeout(deadline);
  }
}
