/**
 * `npm run test:backup`: continuous backups with Litestream, as the container runs them
 * (scripts/docker-start.sh with LITESTREAM_REPLICA_URL): the server runs under
 * `litestream replicate` against a file replica; bookings are made; the database is deleted;
 * the next start restores it from the replica, and every booking is there.
 * Needs the production build (npm run build).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { check, freePort, shownFormField, start, waitFor, withTimeout } from "./support";
import { REMIX_SERVER_BUILD } from "../../server/build-paths";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SECRET = "backup-check-secret-0123456789";
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "porchlight-backup-"));
const dbPath = path.join(scratch, "data/app.db");
const replica = `file://${path.join(scratch, "replica")}`;

/** The Litestream binary the image carries, fetched the same way into .cache/ once. */
function litestreamBinary(): string {
  const binary = path.join(ROOT, ".cache/litestream/litestream");
  if (!fs.existsSync(binary)) execFileSync("sh", ["scripts/fetch-litestream.sh", binary], { cwd: ROOT, stdio: "inherit" });
  return binary;
}

async function runContainer(port: number) {
  const server = start("sh", ["scripts/docker-start.sh"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${dbPath}`,
      LITESTREAM_REPLICA_URL: replica,
      LITESTREAM_BIN: litestreamBinary(),
      SESSION_SECRET: SECRET,
      FORM_MIN_FILL_MS: "0",
      APP_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: "true",
      BOOKING_ATTEMPTS_PER_HOUR: "1000",
      LOG_LEVEL: "warn",
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const ready = await Promise.race([
    waitFor("the server under litestream", async () => ((await fetch(`${base}/healthz`)).ok ? "ready" : undefined), 120_000),
    server.exited.then(() => "exited" as const),
  ]);
  if (ready === "exited") throw new Error(`the container start exited:\n${server.output()}`);
  return { server, base };
}

function bookingIds(): string[] {
  const db = new Database(dbPath, { readonly: true });
  try {
    return (db.prepare("select id from bookings order by id").all() as Array<{ id: string }>).map((row) => row.id);
  } finally {
    db.close();
  }
}

async function main() {
  check(fs.existsSync(path.join(ROOT, REMIX_SERVER_BUILD)), "the production build exists (npm run build)");

  const first = await runContainer(await freePort());
  check(true, "the container starts on an empty volume under litestream replicate");

  // Bookings made through the running server, while Litestream replicates.
  const list = await (await fetch(`${first.base}/?zip=78701&category=home-services&q=Capital%20City`)).text();
  const serviceId = /\/service\/([0-9a-f-]{36})/.exec(list)![1];
  const date = new Date(Date.now() + 9 * 86_400_000);
  while (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  // Hours apart: the demo's jobs last up to two hours and never overlap.
  for (const time of ["09:00", "12:00", "15:00"]) {
    const response = await fetch(`${first.base}/service/${serviceId}?book=1`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: first.base, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        customer_name: `Backup ${time}`,
        customer_email: "backup@example.org",
        customer_phone: "(512) 555-0199",
        preferred_date: date.toISOString().slice(0, 10),
        preferred_time: time,
        ...shownFormField(SECRET),
      }),
    });
    check(response.status === 302, `booking at ${time} saved`);
  }
  // Litestream ships WAL changes about every second; give it a moment, then stop the container.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  first.server.child.kill("SIGTERM");
  const code = await withTimeout(first.server.exited, 20_000, "the container to stop");
  check(code === 0, `the container stops cleanly (exit ${code})${code === 0 ? "" : `:\n${first.server.output().slice(-1500)}`}`);
  const before = bookingIds();
  check(before.length >= 18, `there are bookings to lose (${before.length})`);

  // Lose the volume.
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${dbPath}${suffix}`, { force: true });
  fs.rmSync(path.join(path.dirname(dbPath), ".app.db-litestream"), { recursive: true, force: true });
  check(!fs.existsSync(dbPath), "the database is gone");

  const second = await runContainer(await freePort());
  check(second.server.output().includes("Restoring"), "the next start restores the database from the replica");
  second.server.child.kill("SIGTERM");
  await withTimeout(second.server.exited, 20_000, "the restored container to stop");
  const after = bookingIds();
  check(JSON.stringify(after) === JSON.stringify(before), `every booking is back (${after.length} of ${before.length})`);
}

main()
  .then(() => {
    fs.rmSync(scratch, { recursive: true, force: true });
    console.log("# backup check passed");
  })
  .catch((error) => {
    console.error(error);
    console.error(`# backup check FAILED (scratch kept at ${scratch})`);
    process.exit(1);
  });
