import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDatabase } from "~/lib/db.server";
import { migrateToLatest } from "~/lib/migrate.server";

/** Migrates one template database per run; each test file starts from a copy of it. */
export default async function setup(project: TestProject) {
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
    templateDatabase: string;
  }
}
