import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDatabase, isRemoteDatabaseUrl } from "~/lib/db.server";
import { migrateToLatest } from "~/lib/migrate.server";

/**
 * Embedded SQLite (the default): one migrated template database per run; each test file starts
 * from a copy of it. A libSQL server (DATABASE_URL=http://…, npm run test:libsql): migrated
 * once here; each test file then empties its tables first (tests/support/database.ts).
 */
export default async function setup(project: TestProject) {
  const remote = process.env.DATABASE_URL;
  if (remote && isRemoteDatabaseUrl(remote)) {
    const db = createDatabase(remote, process.env.DATABASE_AUTH_TOKEN);
    await migrateToLatest(db);
    await db.destroy();
    project.provide("templateDatabase", "");
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "porchlight-test-"));
  const template = path.join(dir, "template.db");
  const db = createDatabase(`file:${template}`);
  await migrateToLatest(db);
  await db.destroy();
  project.provide("templateDatabase", template);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of the migrated template file; empty when the tests run against a libSQL server. */
    templateDatabase: string;
  }
}
