import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { flatRoutes } from "remix-flat-routes";
import type { ManualChunkMeta } from "rollup";
import { defineConfig, type Plugin } from "vite";

/**
 * The browser's modules in a few chunks instead of one per set of routes that share a module
 * (the classic compiler made ~40 per page, most under 1 KB): React and Remix, which every page
 * loads, in one; the app's shared components, form helpers and pure rules in one for the
 * public pages and one for the signed-in sections; each route's own code in its route's chunk.
 * docs/decisions/0014.
 */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|@remix-run\/[^/]+|react-router|react-router-dom|turbo-stream)\//;
// The domain's loose modules and its folders of rules many pages share go in the shared chunks; a
// feature's own rules (booking, schedule, payments...) go with the routes that use them, as Rollup
// chooses, so a page does not download another feature's rules.
const SHARED_DOMAIN = "(accounts|admin|credentials|dashboard|discovery|forms|marketing|places)\\/";
// Every page's frame words go with them, and the dates' words most pages write (locales/service.ts,
// which the shared not-found card once brought along, and locales/clock.ts, which a reason's dates
// need); a feature's catalogue goes with the routes that use it.
const SHARED_WORDS = "locales\\/(common|words|messages|service|clock)\\.ts";
const SHARED_APP_CODE = new RegExp(`\\/app\\/(components\\/(ui\\/)?[^/]+|domain\\/(${SHARED_DOMAIN})?[^/]+|${SHARED_WORDS})$`);
const ROUTE_MODULE = /\/app\/(root\.tsx|routes\/([^/?]+))/;
const SIGNED_IN_ROUTE = /^(admin|provider|dashboard)[._+]/;

function browserChunk(id: string, { getModuleInfo }: ManualChunkMeta): string | undefined {
  if (FRAMEWORK.test(id) || id.includes("vite/preload-helper")) return "framework";
  if (!SHARED_APP_CODE.test(id)) return undefined;
  return reachedFromPublicPage(id, getModuleInfo, new Set()) ? "shared" : "shared-signed-in";
}

/** Whether a page anyone may open (not admin, portal or dashboard) imports this module. */
function reachedFromPublicPage(id: string, getModuleInfo: ManualChunkMeta["getModuleInfo"], seen: Set<string>): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const route = ROUTE_MODULE.exec(id);
  if (route) return !route[2] || !SIGNED_IN_ROUTE.test(route[2]);
  const info = getModuleInfo(id);
  return [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])].some((importer) =>
    reachedFromPublicPage(importer, getModuleInfo, seen),
  );
}

const EAGER_STUB = "\0eager-server-render-stub";

/**
 * A `*-eager.server` module gives the server's render a component that the browser loads lazily
 * (app/components/booking/lazy-booking-form.tsx): in the browser build it is an empty stub, so
 * the lazy path is taken there. Any other `.server` import from browser code stays an error.
 */
function eagerServerRenderStubs(): Plugin {
  return {
    name: "porchlight:eager-server-render-stubs",
    enforce: "pre",
    resolveId(source, _importer, options) {
      if (!options?.ssr && /-eager\.server(\.tsx?)?$/.test(source)) return EAGER_STUB;
    },
    load(id) {
      if (id === EAGER_STUB) return "export const BookingForm = undefined;";
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  plugins: [
    eagerServerRenderStubs(),
    remix({
      buildDirectory: "build/remix",
      // Routes by section (docs/decisions/0016): `admin+/bookings.tsx` is /admin/bookings, beside
      // the section's `_layout.tsx`; its `.server.ts` helpers and tests are not routes.
      ignoredRouteFiles: ["**/*"],
      routes: (defineRoutes) =>
        flatRoutes("routes", defineRoutes, { ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.server.{ts,tsx}"] }),
      serverModuleFormat: "esm",
      future: {
        v3_fetcherPersist: true,
        v3_lazyRouteDiscovery: true,
        v3_relativeSplatPath: true,
        v3_singleFetch: true,
        v3_throwAbortReason: true,
      },
    }),
  ],
  build: isSsrBuild
    ? {}
    : {
        // Every image is a file with its own URL: nothing inlined into the CSS or scripts.
        assetsInlineLimit: 0,
        rollupOptions: { output: { manualChunks: browserChunk } },
      },
}));
