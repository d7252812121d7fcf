import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * What the browser build ships (after `npm run build`): no validation library (the forms' zod
 * schemas stay on the server, app/domain/*.schema.server.ts) and nothing that evaluates code,
 * which the Content-Security-Policy would block.
 */
function browserFiles(dir = path.resolve("public/build")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? browserFiles(full) : entry.name.endsWith(".js") ? [full] : [];
  });
}

describe("the browser build", () => {
  const files = browserFiles().map((file) => ({ file: path.relative("public/build", file), code: fs.readFileSync(file, "utf8") }));

  it("exists", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it("carries no zod", () => {
    const withZod = files.filter(({ code }) => /\$ZodType|\$ZodError|ZodError|zod\.dev/.test(code)).map(({ file }) => file);
    expect(withZod).toEqual([]);
  });

  it("never evaluates code from strings", () => {
    const evaluating = files.filter(({ code }) => /\bnew Function\(|\beval\(/.test(code)).map(({ file }) => file);
    expect(evaluating).toEqual([]);
  });
});
