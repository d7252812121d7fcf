import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BROWSER_FILES_DIR } from "../../server/build-paths";

/**
 * What the browser build ships (after `npm run build`): no validation library (the forms' zod
 * schemas stay on the server, app/domain/*.schema.server.ts) and nothing that evaluates code,
 * which the Content-Security-Policy would block.
 */
const ROOT = path.resolve(BROWSER_FILES_DIR);

function browserFiles(dir = ROOT): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? browserFiles(full) : entry.name.endsWith(".js") ? [full] : [];
  });
}

type ManifestModule = { module: string; imports?: string[] };

function readManifest() {
  const assets = path.join(ROOT, "assets");
  const file = fs.readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name))!;
  const text = fs.readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.replace(/^window\.__remixManifest=/, "").replace(/;$/, "")) as {
    entry: ManifestModule;
    routes: Record<string, ManifestModule>;
  };
}

const modulesOf = (route: ManifestModule) => [route.module, ...(route.imports ?? [])];

describe("the browser build", () => {
  const files = browserFiles().map((file) => ({ file: path.relative(ROOT, file), code: fs.readFileSync(file, "utf8") }));
  const manifest = readManifest();

  it("exists", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it("carries no zod", () => {
    const withZod = files.filter(({ code }) => /\$ZodType|\$ZodError|ZodError|zod\.dev/.test(code)).map(({ file }) => file);
    expect(withZod).toEqual([]);
  });

  it("carries no form library (app/components/use-form.ts reads the server's replies)", () => {
    // Strings only conform's form state carries.
    const withConform = files.filter(({ code }) => /__intent__|@conform-to/.test(code)).map(({ file }) => file);
    expect(withConform).toEqual([]);
  });

  it("loads a page's code in a few files, not one per shared module", () => {
    for (const route of ["routes/_index", "routes/service.$serviceId", "routes/join", "routes/admin+/bookings"]) {
      const loaded = new Set([...modulesOf(manifest.entry), ...modulesOf(manifest.routes.root), ...modulesOf(manifest.routes[route])]);
      expect(loaded.size, route).toBeLessThanOrEqual(12);
    }
  });

  it("never evaluates code from strings", () => {
    const evaluating = files.filter(({ code }) => /\bnew Function\(|\beval\(/.test(code)).map(({ file }) => file);
    expect(evaluating).toEqual([]);
  });
});
