import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A migration runs once, on databases made long ago: what it does must not change when app code
 * does. So a migration imports nothing from app/; what it computed with is copied, frozen, into
 * migrations/frozen/.
 */
const MIGRATIONS = path.resolve(import.meta.dirname, "../../migrations");

describe("the migrations", () => {
  it("import nothing from the app, only packages and each other", async () => {
    const files = (await readdir(MIGRATIONS, { recursive: true })).filter((file) => file.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(37);
    const reaching: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(MIGRATIONS, file), "utf8");
      for (const [, from] of text.matchAll(/(?:from|import\()\s*["']([^"']+)["']/g)) {
        const local = from.startsWith(".") ? path.resolve(MIGRATIONS, path.dirname(file), from) : null;
        if (from.startsWith("~/") || (local && !local.startsWith(MIGRATIONS + path.sep))) reaching.push(`${file}: ${from}`);
      }
    }
    expect(reaching).toEqual([]);
  });
});
