// Compiles the server (and the local demo's start) to plain JavaScript in build/server/, so
// production runs `node build/server/index.js`: no tsx, esbuild or TypeScript at run time.
// Packages stay external (node_modules); each migration becomes its own chunk, loaded only
// when it has to run.
import { build } from "esbuild";
import { rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(root, "build/server");
await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { index: "server/index.ts", "start-local": "scripts/start-local.ts" },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  alias: { "~": "./app" },
  sourcemap: true,
  chunkNames: "chunks/[name]-[hash]",
  logLevel: "warning",
  jsx: "automatic",
});
console.log(`compiled the server to ${path.relative(root, outdir)}/`);
