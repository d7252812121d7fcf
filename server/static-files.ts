import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { HASHED_ASSETS_PREFIX } from "./build-paths";

/**
 * The browser's files (the build, with public/ copied in), read into memory once at start
 * with the Brotli and gzip copies that `npm run build` made beside them (scripts/precompress.mjs):
 * each request is a map lookup and one write, never a disk access or a compression. A path
 * that is not a file goes straight on to the app.
 */
const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json",
  ".woff2": "font/woff2",
};

type Encoding = "br" | "gzip";
type StaticFile = { type: string; cacheControl: string; etag: string; identity: Buffer; encoded: Partial<Record<Encoding, Buffer>> };

/** The build's file names carry their content's hash: they never change, so browsers keep them. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const HOURLY = "public, max-age=3600";

/** Every file below dir, but for hidden ones (Vite's own .vite/manifest.json is not for browsers). */
function walk(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".")) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });
}

export function loadStaticFiles(publicDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const relative of walk(publicDir)) {
    if (relative.endsWith(".gz") || relative.endsWith(".br")) continue;
    const full = path.join(publicDir, relative);
    const identity = fs.readFileSync(full);
    const encoded: StaticFile["encoded"] = {};
    for (const [encoding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      if (fs.existsSync(full + suffix)) encoded[encoding] = fs.readFileSync(full + suffix);
    }
    const urlPath = `/${relative.split(path.sep).join("/")}`;
    files.set(urlPath, {
      type: TYPES[path.extname(relative)] ?? "application/octet-stream",
      cacheControl: urlPath.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE : HOURLY,
      etag: createHash("sha256").update(identity).digest("base64url").slice(0, 27),
      identity,
      encoded,
    });
  }
  return files;
}

/** The encodings a client accepts (q=0 refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

export function staticFiles(publicDir: string) {
  const files = loadStaticFiles(publicDir);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = files.get(req.path);
    if (!file) return next();
    const accepted = acceptedEncodings(req.get("accept-encoding"));
    const encoding = (["br", "gzip"] as const).find((name) => file.encoded[name] && accepted.has(name)) ?? null;
    const body = encoding ? file.encoded[encoding]! : file.identity;
    const etag = `"${file.etag}${encoding ? `-${encoding}` : ""}"`;
    res.setHeader("Content-Type", file.type);
    res.setHeader("Cache-Control", file.cacheControl);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", etag);
    if (
      req
        .get("if-none-match")
        ?.split(/\s*,\s*/)
        .includes(etag)
    ) {
      res.status(304).end();
      return;
    }
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.byteLength);
    res.status(200);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  };
}
