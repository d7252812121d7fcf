import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The shape of app/domain: the rules by feature, in folders, and at most ten loose modules that
 * every feature shares (time, outcomes, state tables, pages of lists...); no module imports
 * itself back through another.
 */
const DOMAIN = path.resolve(__dirname, "../../app/domain");
const modules = readdirSync(DOMAIN, { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx?$/.test(file));

/** The domain modules a module imports, as paths under app/domain without their extension. */
function importsOf(file: string): string[] {
  const source = readFileSync(path.join(DOMAIN, file), "utf8");
  const found: string[] = [];
  for (const [, spec] of source.matchAll(/from\s+"([^"]+)"/g)) {
    if (spec.startsWith(".")) found.push(path.normalize(path.join(path.dirname(file), spec)));
    else if (spec.startsWith("~/domain/")) found.push(spec.slice("~/domain/".length));
  }
  return found.map((target) => target.replace(/\.tsx?$/, ""));
}
const arrows = new Map(modules.map((file) => [file.replace(/\.tsx?$/, ""), importsOf(file)]));

describe("app/domain", () => {
  it("keeps at most ten modules outside the features' folders", () => {
    const loose = modules.filter((file) => !file.includes(path.sep));
    expect(loose.length, loose.join(", ")).toBeLessThanOrEqual(10);
    expect(modules.length).toBeGreaterThan(loose.length);
  });

  it("has no import cycle", () => {
    const trail: string[] = [];
    const done = new Set<string>();
    const visit = (module: string) => {
      if (trail.includes(module)) throw new Error(`a cycle: ${[...trail.slice(trail.indexOf(module)), module].join(" → ")}`);
      if (done.has(module) || !arrows.has(module)) return;
      trail.push(module);
      for (const next of arrows.get(module)!) visit(next);
      trail.pop();
      done.add(module);
    };
    for (const module of arrows.keys()) visit(module);
    expect(done.size).toBe(arrows.size);
  });
});
