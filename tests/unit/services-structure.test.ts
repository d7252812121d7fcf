import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The shape of app/services (app/services/README.md): feature folders with one door each, and
 * support. The lint keeps imports to the doors; this keeps the folders and the arrows between
 * them one-way, which the lint cannot see.
 */
const SERVICES = path.resolve(__dirname, "../../app/services");
const folders = readdirSync(SERVICES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const features = folders.filter((folder) => folder !== "support");

/** The other folders of app/services that a folder's files import. */
function importsOf(folder: string): Set<string> {
  const found = new Set<string>();
  for (const file of readdirSync(path.join(SERVICES, folder))) {
    const source = readFileSync(path.join(SERVICES, folder, file), "utf8");
    for (const match of source.matchAll(/from\s+"~\/services\/([^/"]+)\//g)) if (match[1] !== folder) found.add(match[1]);
  }
  return found;
}
const arrows = new Map(folders.map((folder) => [folder, importsOf(folder)]));

describe("app/services", () => {
  it("holds only folders, beside its README", () => {
    const loose = readdirSync(SERVICES, { withFileTypes: true }).filter((entry) => entry.isFile() && entry.name !== "README.md");
    expect(loose.map((entry) => entry.name)).toEqual([]);
    expect(folders).toContain("support");
  });

  it("gives every feature one door", () => {
    for (const feature of features) expect(readdirSync(path.join(SERVICES, feature)), feature).toContain("index.server.ts");
  });

  it("keeps support free of features", () => {
    expect([...(arrows.get("support") ?? [])]).toEqual([]);
  });

  it("has no cycle between features", () => {
    const trail: string[] = [];
    const done = new Set<string>();
    const visit = (folder: string) => {
      if (trail.includes(folder)) throw new Error(`a cycle: ${[...trail.slice(trail.indexOf(folder)), folder].join(" → ")}`);
      if (done.has(folder)) return;
      trail.push(folder);
      for (const next of arrows.get(folder) ?? []) visit(next);
      trail.pop();
      done.add(folder);
    };
    for (const folder of folders) visit(folder);
    expect(done.size).toBe(folders.length);
  });
});
