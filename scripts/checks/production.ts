/**
 * The production install, built and started as the Docker image does, in a scratch copy: no
 * devDependency needed at run time, clear refusals of bad settings, /healthz with its headers, a
 * clean SIGTERM (within 10 s behind a slow e-mail service) and a first start idle at ≤ 120 MB. The
 * copy reuses node_modules as an install cache.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { check, copyCheckout, freePort, start, startMailService, waitFor, withTimeout, type Environment } from "./support";
import { REMIX_SERVER_BUILD } from "../../server/build-paths";

const ROOT = path.resolve(import.meta.dirname, "../..");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "porchlight-production-"));
const app = path.join(scratch, "app");
const dataDir = path.join(scratch, "data");

function baseEnv(extra: Record<string, string>): Environment {
  return { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: "info", ...extra };
}

async function main() {
  console.log(`# production install in ${app}`);
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: ROOT, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  copyCheckout(ROOT, app, files);
  execFileSync("cp", ["-a", path.join(ROOT, "node_modules"), path.join(app, "node_modules")]);
  execFileSync("bash", ["scripts/build-production.sh"], { cwd: app, stdio: "inherit" });

  // typescript stays: it is a (peer) dependency of @remix-run/express; the build tools go.
  const tools = ["vitest", "@remix-run/dev", "@playwright/test", "tailwindcss", "vite", "tsx", "esbuild"];
  const leftovers = tools.filter((name) => fs.existsSync(path.join(app, "node_modules", name)));
  check(leftovers.length === 0, `the build and test tools are pruned (left: ${leftovers.join(", ") || "none"})`);
  check(fs.existsSync(path.join(app, REMIX_SERVER_BUILD)), "the build is there");
  // The image carries compiled JavaScript only (Dockerfile): the sources go, and the server must still run.
  for (const source of ["app", "server", "migrations", "types", "tsconfig.json"])
    fs.rmSync(path.join(app, source), { recursive: true, force: true });
  check(fs.existsSync(path.join(app, "build/server/index.js")), "the compiled server is there, and the sources are gone");

  const dockerEnv = { NODE_ENV: "production", HOST: "127.0.0.1", SEED_DEMO: "false", DATABASE_URL: `file:${dataDir}/app.db` };
  const withAppUrl = { APP_URL: "https://porchlight.example" };

  const noSecret = start("sh", ["scripts/docker-start.sh"], { cwd: app, env: baseEnv({ ...dockerEnv, PORT: String(await freePort()) }) });
  const noSecretCode = await withTimeout(noSecret.exited, 30_000, "start without SESSION_SECRET");
  check(noSecretCode !== 0, "without SESSION_SECRET the server refuses to start (non-zero exit)");
  check(noSecret.output().includes("SESSION_SECRET is required in production"), "and says why");

  const noAppUrl = start("sh", ["scripts/docker-start.sh"], {
    cwd: app,
    env: baseEnv({ ...dockerEnv, SESSION_SECRET: "production-check-secret-0123", PORT: String(await freePort()) }),
  });
  check((await withTimeout(noAppUrl.exited, 30_000, "start without APP_URL")) !== 0, "without APP_URL the server refuses to start");
  check(noAppUrl.output().includes("APP_URL is required in production"), "and says why");

  const badUrl = start("sh", ["scripts/docker-start.sh"], {
    cwd: app,
    env: baseEnv({
      ...dockerEnv,
      ...withAppUrl,
      DATABASE_URL: "postgres://nope",
      SESSION_SECRET: "production-check-secret-0123",
      PORT: String(await freePort()),
    }),
  });
  check((await withTimeout(badUrl.exited, 30_000, "start with a malformed DATABASE_URL")) !== 0, "a malformed DATABASE_URL is refused");
  check(badUrl.output().includes("DATABASE_URL must look like"), "and the message says what it should look like");

  const port = await freePort();
  const env = baseEnv({
    ...dockerEnv,
    PORT: String(port),
    SESSION_SECRET: "production-check-secret-0123",
    APP_URL: "https://porchlight.example",
    TRUST_PROXY: "1",
    ADMIN_EMAIL: "owner@porchlight.example",
    ADMIN_PASSWORD: "owner-password-123",
  });
  const server = start("sh", ["scripts/docker-start.sh"], { cwd: app, env });
  const base = `http://127.0.0.1:${port}`;
  await waitFor("/healthz", async () => ((await fetch(`${base}/healthz`)).ok ? true : undefined), 60_000);
  check(true, "/healthz answers 200 from the production install");

  const home = await fetch(`${base}/`, { headers: { "X-Forwarded-Proto": "https" } });
  check(home.status === 200, "the home page renders");
  const csp = home.headers.get("content-security-policy") ?? "";
  check(
    /script-src 'self' 'nonce-[^']+'/.test(csp) && csp.includes("frame-ancestors 'none'"),
    "an enforced CSP with a nonce and frame-ancestors 'none'",
  );
  check(!home.headers.has("content-security-policy-report-only"), "the CSP is not report-only");
  check(home.headers.get("strict-transport-security")?.startsWith("max-age=") === true, "HSTS over HTTPS (behind the proxy)");
  check(home.headers.get("x-content-type-options") === "nosniff", "nosniff");
  check(home.headers.get("referrer-policy") === "strict-origin-when-cross-origin", "a strict referrer policy");
  check(/^app;dur=/.test(home.headers.get("server-timing") ?? ""), "a Server-Timing header on documents");
  const html = await home.text();
  const nonce = /nonce-([^']+)'/.exec(csp)![1];
  check(html.includes(`nonce="${nonce}"`), "Remix's inline scripts carry the nonce");

  const theme = await fetch(`${base}/resources/theme`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base.replace("http:", "https:"), "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-Proto": "https" },
    body: "theme=dark&redirectTo=/",
  });
  check(theme.status === 302 && /;\s*Secure/i.test(theme.headers.get("set-cookie") ?? ""), "cookies are Secure in production");

  check(!server.output().includes("demo data seeded"), "SEED_DEMO=false seeds nothing");
  check(server.output().includes("admin account ensured"), "the admin from ADMIN_EMAIL/ADMIN_PASSWORD exists");
  const lines = server
    .output()
    .split("\n")
    .filter((line) => line.includes('"msg":"request"'));
  check(
    lines.length > 0 && lines.every((line) => /"method".*"path".*"status".*"durationMs"/.test(line) && line.includes('"requestId"')),
    "one JSON log line per request with method, path, status, duration and request id",
  );
  check(
    !server.output().includes("owner-password-123") && !server.output().includes("production-check-secret"),
    "no secret or password in the logs",
  );

  server.child.kill("SIGTERM");
  const code = await withTimeout(server.exited, 15_000, "a clean stop after SIGTERM");
  check(code === 0, "SIGTERM stops the server with exit code 0");
  check(server.output().includes("stopped cleanly"), "after finishing requests and closing the database");

  // An e-mail left queued (as if the server stopped before sending it) goes out after a restart.
  const db = new Database(`${dataDir}/app.db`);
  db.prepare('insert into email_outbox (id, "to", subject, html, text, kind) values (?, ?, ?, ?, ?, ?)').run(
    "7d9a2b36-5f7e-4c57-9d5b-1b2f0f0a0c01",
    "queued@example.org",
    "Left in the queue",
    "<p>Hi</p>",
    "Hi",
    "production_check",
  );
  db.close();
  const again = start("sh", ["scripts/docker-start.sh"], { cwd: app, env });
  await waitFor("the queued e-mail to be delivered", async () => {
    const reader = new Database(`${dataDir}/app.db`, { readonly: true });
    try {
      const row = reader.prepare("select status from email_outbox where kind = 'production_check'").get() as { status: string } | undefined;
      return row && row.status !== "queued" ? row.status : undefined;
    } finally {
      reader.close();
    }
  });
  check(true, "an e-mail left queued is delivered after the next start");
  again.child.kill("SIGTERM");
  check((await withTimeout(again.exited, 15_000, "the second stop")) === 0, "and the restarted server stops cleanly too");

  // A backlog through a slow e-mail service (a second per e-mail): SIGTERM still stops the
  // server within Docker's and Fly's 10 s; the e-mail in flight may finish, the rest stay queued.
  const mailService = await startMailService(1_000);
  const backlog = new Database(`${dataDir}/app.db`);
  const insert = backlog.prepare(
    "insert into email_outbox (id, \"to\", subject, html, text, kind) values (?, ?, ?, ?, ?, 'backlog_check')",
  );
  for (let i = 0; i < 120; i++)
    insert.run(`0b1c2d3e-0000-4000-8000-${String(i).padStart(12, "0")}`, `backlog-${i}@example.org`, "Backlog", "<p>Hi</p>", "Hi");
  backlog.close();
  const busy = start("sh", ["scripts/docker-start.sh"], {
    cwd: app,
    env: { ...env, RESEND_API_KEY: "re_production_check", RESEND_BASE_URL: mailService.url },
  });
  await waitFor("the mailer to start on the backlog", async () => (mailService.posts.size > 0 ? true : undefined), 60_000);
  const stopping = performance.now();
  busy.child.kill("SIGTERM");
  const busyCode = await withTimeout(busy.exited, 15_000, "a stop with 120 e-mails queued");
  const seconds = (performance.now() - stopping) / 1000;
  mailService.close();
  check(
    busyCode === 0 && seconds < 10,
    `with 120 e-mails queued behind a slow e-mail service, SIGTERM stops the server in ${seconds.toFixed(1)} s (exit ${busyCode})`,
  );
  const left = new Database(`${dataDir}/app.db`, { readonly: true });
  const counts = Object.fromEntries(
    (
      left.prepare("select status, count(*) as n from email_outbox where kind = 'backlog_check' group by status").all() as Array<{
        status: string;
        n: number;
      }>
    ).map((row) => [row.status, row.n]),
  );
  left.close();
  check(
    (counts.queued ?? 0) > 100 && (counts.sent ?? 0) <= mailService.posts.size && (counts.queued ?? 0) + (counts.sent ?? 0) === 120,
    `the e-mails not sent stay queued for the next start (${JSON.stringify(counts)}, ${mailService.posts.size} reached the e-mail service)`,
  );

  // The first start on a fresh database loads the zip table and the demo data in a child
  // process (server/index.ts): the server is as small after it as after any other start.
  const freshPort = await freePort();
  const fresh = start("sh", ["scripts/docker-start.sh"], {
    cwd: app,
    env: { ...env, PORT: String(freshPort), SEED_DEMO: "true", DATABASE_URL: `file:${dataDir}/fresh.db` },
  });
  await waitFor(
    "/healthz after a first start",
    async () => ((await fetch(`http://127.0.0.1:${freshPort}/healthz`)).ok ? true : undefined),
    120_000,
  );
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const rssMbOf = (pid: number) => Number(/^VmRSS:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;
  const primary = fresh.child.pid!;
  const children = fs.readFileSync(`/proc/${primary}/task/${primary}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  const rssMb = [primary, ...children].map(rssMbOf);
  const total = rssMb.reduce((sum, mb) => sum + mb, 0);
  check(fresh.output().includes("demo data seeded"), "a first start with SEED_DEMO=true seeds the demo data");
  // WEB_CONCURRENCY is left to its default: one web process per core (at most 4) and the background process.
  const webProcesses = Math.min(4, os.availableParallelism());
  check(
    children.length === (webProcesses > 1 ? webProcesses + 1 : 0),
    `the image's command starts ${webProcesses > 1 ? `${webProcesses} web processes and a background process` : "one process"} (${children.length} children)`,
  );
  // Issue 55's budget is 400 MB for two web processes and the background process under load;
  // at rest they hold ~320, each web process ~115 and the background one ~95.
  const childrenMb = total - rssMb[0];
  const childBudget = webProcesses > 1 ? webProcesses * 140 + 120 : 0;
  check(
    rssMb[0] <= 120 && childrenMb <= childBudget,
    `five seconds after a first start on a fresh database the primary's RSS is ${rssMb[0].toFixed(0)} MB (≤ 120 MB), its children's ${childrenMb.toFixed(0)} MB (≤ ${childBudget} MB: ${rssMb
      .slice(1)
      .map((mb) => mb.toFixed(0))
      .join(" + ")})`,
  );
  fresh.child.kill("SIGTERM");
  check((await withTimeout(fresh.exited, 15_000, "the stop after a first start")) === 0, "and it stops cleanly");
}

main()
  .then(() => {
    fs.rmSync(scratch, { recursive: true, force: true });
    console.log("# production check passed");
  })
  .catch((error) => {
    console.error(error);
    console.error(`# production check FAILED (scratch kept at ${scratch})`);
    process.exit(1);
  });
