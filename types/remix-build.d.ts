// The Remix server build (build/remix/server/index.js), which `npm run build` bundles into the compiled
// server (scripts/build-server.mjs resolves this name to it).
declare module "virtual:remix-build" {
  import type { ServerBuild } from "@remix-run/node";
  const build: ServerBuild;
  export = build;
}
