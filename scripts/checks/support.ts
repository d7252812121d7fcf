import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { signFormStarted } from "../../app/lib/honeypot.server";

/** Small helpers for the production checks (scripts/checks/*.ts): processes, ports, waiting. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`CHECK FAILED: ${message}`);
  console.log(`ok - ${message}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };
export type Environment = Record<string, string | undefined>;

/** Starts a process with exactly this environment (nothing inherited unless passed). */
export function start(command: string, args: string[], options: { cwd: string; env: Environment }): Started {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`Timed out: ${what}`)), ms))]);
}

/** Copies the files git knows about (tracked, and new ones not ignored): a clean checkout. */
export function copyCheckout(from: string, to: string, files: string[]) {
  for (const file of files) {
    const source = path.join(from, file);
    if (!fs.existsSync(source)) continue;
    const target = path.join(to, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(source, target);
    fs.chmodSync(target, fs.statSync(source).mode);
  }
}

/** A slow stand-in for Resend's API, counting each e-mail by the idempotency key the mailer sends. */
export async function startMailService(delayMs = 150) {
  const posts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const key = String(req.headers["idempotency-key"] ?? "");
      posts.set(key, (posts.get(key) ?? 0) + 1);
      setTimeout(() => {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ id: `email_${posts.size}` }));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { posts, url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`, close: () => server.close() };
}

/**
 * The signed "shown at" field a public form carries, as the page would give it, for a check
 * that posts the form itself (its servers run with FORM_MIN_FILL_MS=0 and this secret).
 */
export function shownFormField(secret: string): { form_started: string } {
  return { form_started: signFormStarted(Date.now(), secret) };
}

/** Signs in through a sign-in form (`/provider?index` or `/admin?index`); returns the Cookie header. */
export async function signIn(base: string, formPath: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}${formPath}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "signin", email, password }),
  });
  if (response.status !== 302) throw new Error(`sign-in at ${formPath} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** A Monday-to-Saturday date 10 to 16 days ahead, inside every provider's bookable window. */
export function nextWeekday(): string {
  const date = new Date(Date.now() + 10 * 86_400_000);
  while (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Posts the booking form as a browser without scripts would; answers the status (302 booked, 409 taken). */
export function postBooking(
  base: string,
  serviceId: string | undefined,
  booking: { name: string; date: string; time: string; textsTo?: string },
  secret: string,
): Promise<number> {
  return fetch(`${base}/service/${serviceId}?book=1`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      customer_name: booking.name,
      customer_email: `${booking.name.toLowerCase().replace(/\W+/g, ".")}@example.org`,
      customer_phone: booking.textsTo ?? "(512) 555-0142",
      ...(booking.textsTo ? { text_consent: "on" } : {}),
      preferred_date: booking.date,
      preferred_time: booking.time,
      ...shownFormField(secret),
    }),
  }).then((response) => response.status);
}
