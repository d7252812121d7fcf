import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, inject } from "vitest";

/**
 * Runs before each integration test file, before the app's modules load: points
 * DATABASE_URL at a fresh copy of the migrated template, so files never share data.
 */
const file = path.join(os.tmpdir(), `porchlight-${randomUUID()}.db`);
fs.copyFileSync(inject("templateDatabase"), file);
process.env.DATABASE_URL = `file:${file}`;
process.env.NODE_ENV = "test";
process.env.SESSION_SECRET = "integration-test-secret-0123456789";
// Tests that look at log lines set their own level.
process.env.LOG_LEVEL ??= "silent";

afterAll(async () => {
  const { getDb } = await import("~/lib/db.server");
  const { stopMailer } = await import("~/lib/mailer.server");
  // Let deliveries scheduled by the last actions start, then wait for them to finish.
  await new Promise((resolve) => setImmediate(resolve));
  await stopMailer();
  await getDb().destroy();
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });
});
