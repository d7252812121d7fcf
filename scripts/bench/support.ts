/**
 * Helpers of the benchmark suite (scripts/bench/*.ts): the tools it fetches into .cache/ on
 * first use (never dependencies of the app), the production server on a scratch database, raw
 * HTTP measurements and medians.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import zlib from "node:zlib";
import Database from "better-sqlite3";
import { isWithinRadius } from "../../app/domain/places/geo";
import { SERVICE_FILTERS, SERVICE_SORTS } from "../../app/domain/discovery/service-list";
import { findChromium, thisMachine } from "../chromium";
import { freePort, start, waitFor, type Started } from "../checks/support";

export { signIn } from "../checks/support";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const SECRET = "bench-secret-0123456789abcdef0123456789";
const TOOLS_DIR = path.join(ROOT, ".cache/bench");
const TOOLS = { autocannon: "9.0.0", lighthouse: "12.8.2" } as const;

/** Installs the load generator and Lighthouse into .cache/bench once; returns a require for them. */
export function benchTools() {
  const missing = Object.keys(TOOLS).filter((name) => !fs.existsSync(path.join(TOOLS_DIR, "node_modules", name, "package.json")));
  if (missing.length) {
    console.error(`# installing ${missing.join(", ")} into ${path.relative(ROOT, TOOLS_DIR)}/ (once)`);
    fs.mkdirSync(TOOLS_DIR, { recursive: true });
    if (!fs.existsSync(path.join(TOOLS_DIR, "package.json"))) fs.writeFileSync(path.join(TOOLS_DIR, "package.json"), '{"private":true}\n');
    execFileSync(
      "npm",
      ["install", "--prefix", TOOLS_DIR, "--no-audit", "--no-fund", ...Object.entries(TOOLS).map(([name, v]) => `${name}@${v}`)],
      { stdio: ["ignore", "inherit", "inherit"] },
    );
  }
  return createRequire(path.join(TOOLS_DIR, "package.json"));
}

export const LIGHTHOUSE_CLI = () => path.join(TOOLS_DIR, "node_modules/lighthouse/cli/index.js");

export function chromiumPath(): string {
  const found = findChromium(thisMachine());
  if (!found) throw new Error("The Lighthouse rows need a Chromium: run `npx tsx scripts/ensure-chromium.ts` or set CHROMIUM_PATH.");
  return found.path;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The production server on this database, started as the Docker image starts it. */
export type BenchServer = { base: string; started: Started; pid: number; stop: () => Promise<void> };

export async function startServer(
  databasePath: string,
  options: { seedDemo: boolean; env?: Record<string, string>; webProcesses?: number },
): Promise<BenchServer & { startMs: number }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const began = performance.now();
  // The image's own start (scripts/docker-start.sh): its heap settings are part of what is measured.
  const started = start("sh", ["scripts/docker-start.sh"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${databasePath}`,
      SESSION_SECRET: SECRET,
      APP_URL: base,
      COOKIE_SECURE: "false",
      SEED_DEMO: options.seedDemo ? "true" : "false",
      LOG_LEVEL: "warn",
      // Load, not people: the limits would turn a benchmark's requests away.
      BOOKING_ATTEMPTS_PER_HOUR: "1000000",
      SIGN_IN_ATTEMPTS_PER_15_MIN: "1000000",
      // A script fills the booking form faster than the bot check lets a person.
      FORM_MIN_FILL_MS: "0",
      // One process unless a row asks for more: the rows before issue 55 measured one.
      WEB_CONCURRENCY: String(options.webProcesses ?? 1),
      ...options.env,
    },
  });
  const exitedEarly = started.exited.then((code) => {
    throw new Error(`the server exited with ${code} before it served:\n${started.output()}`);
  });
  await Promise.race([
    waitFor("the server's /healthz", async () => ((await fetch(`${base}/healthz`)).ok ? true : undefined), 120_000),
    exitedEarly,
  ]);
  exitedEarly.catch(() => undefined);
  const startMs = performance.now() - began;
  return {
    base,
    started,
    startMs,
    pid: started.child.pid!,
    stop: async () => {
      started.child.kill("SIGTERM");
      await started.exited;
    },
  };
}

/** A process and its children (a primary's web and background processes). */
export function processTree(pid: number): number[] {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  return [pid, ...children];
}

/**
 * The memory of a process and its children, in MB: each one's resident set, their sum, and the
 * group's memory counted once per page: the sum of their proportional sets (PSS), where a page
 * several of them map (the Node binary's and the libraries' above all) is split among them
 * instead of counted in each (docs/decisions/0049).
 */
export function residentTreeMb(pid: number): { rss: number; each: number[]; once: number; onceEach: number[] } {
  const pids = processTree(pid);
  const each = pids.map((one) => residentMb(one).rss);
  const onceEach = pids.map(proportionalMb);
  const sum = (values: number[]) => values.reduce((total, mb) => total + mb, 0);
  return { rss: sum(each), each, once: sum(onceEach), onceEach };
}

/** Clock ticks a second, the unit of /proc's CPU times. */
let clockTicks: number | null = null;

/** The CPU time a process and its children have used, every thread of each, in seconds, from /proc. */
export function cpuSecondsOfTree(pid: number): number {
  clockTicks ??= Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
  let ticks = 0;
  for (const one of processTree(pid)) {
    // The fields after the command's closing parenthesis; utime and stime are the 14th and 15th of the line.
    const fields = fs.readFileSync(`/proc/${one}/stat`, "utf8").split(") ").pop()!.split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / clockTicks;
}

/** A process's proportional set size (PSS) in MB, from /proc. */
function proportionalMb(pid: number): number {
  const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
  return Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? NaN) / 1024;
}

/** The resident set (and its peak) of a process, in MB, from /proc. */
export function residentMb(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? NaN);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; wireBytes: number; body: Buffer; ms: number };

/** One GET as a browser makes it (gzip accepted), counting the bytes on the wire. */
export function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const began = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": "gzip", ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const wire = Buffer.concat(chunks);
          const body = response.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(wire) : wire;
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            wireBytes: wire.byteLength,
            body,
            ms: performance.now() - began,
          });
        });
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** The demo's list of home services at 78701 (Austin), the page the benchmark and the screenshots start from. */
export const DEMO_LIST = "/?zip=78701&category=home-services";

/** The first service page the demo list links to: `/service/{id}`, no query. */
export async function firstServicePath(base: string): Promise<string> {
  const list = (await get(`${base}${DEMO_LIST}`)).body.toString("utf8");
  const match = /href="(\/service\/[0-9a-f-]{36})/.exec(list);
  if (!match) throw new Error("the demo list shows no service");
  return match[1];
}

/** A seeded pseudo-random generator (mulberry32): the same URLs in every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Lists customers might ask for: `count` distinct URLs of a zip some active service covers, in
 * that service's category, sorted and filtered as the list offers, in a seeded random order.
 */
export function coveredListUrls(databasePath: string, count: number, seed = 20261125): string[] {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const zips = db.prepare("select zip, lat, lng from zip_codes").all() as Array<{ zip: string; lat: number; lng: number }>;
    const services = db.prepare("select lat, lng, service_radius as radius, category from services where is_active = 1").all() as Array<{
      lat: number;
      lng: number;
      radius: number;
      category: string;
    }>;
    const covered = new Set<string>();
    for (const service of services) {
      for (const zip of zips) if (isWithinRadius(service, zip, service.radius)) covered.add(`zip=${zip.zip}&category=${service.category}`);
    }
    const urls = [...covered].flatMap((list) =>
      SERVICE_SORTS.flatMap((sort) =>
        SERVICE_FILTERS.map(
          (filter) => `/?${list}${sort === "rating" ? "" : `&sort=${sort}`}${filter === "all" ? "" : `&filter=${filter}`}`,
        ),
      ),
    );
    const random = seededRandom(seed);
    for (let i = urls.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [urls[i], urls[j]] = [urls[j], urls[i]];
    }
    return urls.slice(0, count);
  } finally {
    db.close();
  }
}
