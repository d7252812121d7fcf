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

  it("gives home and the service list no form library (their forms are one field and a GET)", () => {
    const manifestFile = fs.readdirSync("public/build").find((name) => /^manifest-.*\.js$/.test(name))!;
    const manifest = JSON.parse(
      fs
        .readFileSync(path.join("public/build", manifestFile), "utf8")
        .replace(/^window\.__remixManifest=/, "")
        .replace(/;$/, ""),
    ) as { entry: { module: string; imports?: string[] }; routes: Record<string, { module: string; imports?: string[] }> };
    const modulesOf = (route: { module: string; imports?: string[] }) => [route.module, ...(route.imports ?? [])];
    const loaded = new Set([
      ...modulesOf(manifest.entry),
      ...modulesOf(manifest.routes.root),
      ...modulesOf(manifest.routes["routes/_index"]),
    ]);
    // Strings only conform's form state carries.
    const withConform = [...loaded].filter((module) => /__intent__/.test(fs.readFileSync(path.join("public", module), "utf8")));
    expect(withConform).toEqual([]);
    // A page with a conform form does carry it, so the check can see it.
    const service = new Set(modulesOf(manifest.routes["routes/reviews.new"]));
    expect([...service].some((module) => /__intent__/.test(fs.readFileSync(path.join("public", module), "utf8")))).toBe(true);
  });

  it("never evaluates code from strings", () => {
    const evaluating = files.filter(({ code }) => /\bnew Function\(|\beval\(/.test(code)).map(({ file }) => file);
    expect(evaluating).toEqual([]);
  });
});
