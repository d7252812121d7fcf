import { describe, expect, it } from "vitest";
import { deferredModuleStart, SLOW_DOCUMENT_MS } from "~/lib/module-start.server";

// What Remix 2.17's <Scripts> writes (lazy route discovery on), for the home page.
const REMIX_MODULE_SCRIPT = `;
import * as route0 from "/assets/root-abc.js";
import * as route1 from "/assets/_index-def.js";
window.__remixManifest = {
  "entry": { "module": "/assets/entry.client-123.js" }
};
window.__remixRouteModules = {"root":route0,"routes/_index":route1};

import("/assets/entry.client-123.js");`;

const PRELOADS = ["/assets/entry.client-123.js", "/assets/framework-9.js", "/assets/root-abc.js", "/assets/_index-def.js"];

type Page = { readyState: string; readMs: number; saveData?: boolean };

/** Runs the rewritten script against a stand-in page; returns what it did, in order. */
async function run(code: string, page: Page) {
  const events: string[] = [];
  const listeners: Array<() => void> = [];
  const window: Record<string, unknown> = {};
  const document = {
    readyState: page.readyState,
    createElement: () => ({}) as { rel?: string; href?: string },
    head: {
      appendChild: (link: { rel: string; href: string; fetchPriority: string }) =>
        events.push(`${link.rel} ${link.fetchPriority} ${link.href}`),
    },
  };
  const performance = { now: () => 100 + page.readMs, getEntriesByType: () => [{ requestStart: 100 }] };
  const navigator = { connection: { saveData: page.saveData ?? false } };
  const addEventListener = (type: string, listener: () => void) => {
    events.push(`wait for ${type}`);
    listeners.push(listener);
  };
  const importModule = (url: string) => {
    events.push(`import ${url}`);
    return Promise.resolve({ url });
  };
  const body = code.replaceAll("import(", "importModule(");
  new Function("window", "document", "performance", "navigator", "addEventListener", "importModule", body)(
    window,
    document,
    performance,
    navigator,
    addEventListener,
    importModule,
  );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  await settle();
  const load = async () => {
    for (const listener of listeners.splice(0)) listener();
    await settle();
  };
  return { events, window, load };
}

describe("the page's module start", () => {
  const code = deferredModuleStart(REMIX_MODULE_SCRIPT, PRELOADS);

  it("has no static import left (a module script's imports hold the load event)", () => {
    expect(code).not.toMatch(/^\s*import\s/m);
    expect(code).toContain('import("/assets/root-abc.js")');
  });

  it("on a fast connection preloads every module, imports the routes, then the entry, at once", async () => {
    const { events, window } = await run(code, { readyState: "interactive", readMs: 40 });
    expect(events).toEqual([
      ...PRELOADS.map((href) => `modulepreload low ${href}`),
      "import /assets/root-abc.js",
      "import /assets/_index-def.js",
      "import /assets/entry.client-123.js",
    ]);
    expect(window.__remixRouteModules).toEqual({ root: { url: "/assets/root-abc.js" }, "routes/_index": { url: "/assets/_index-def.js" } });
    expect(window.__remixManifest).toEqual({ entry: { module: "/assets/entry.client-123.js" } });
  });

  it("on a slow connection (or when saving data) waits for the page's load, then starts", async () => {
    for (const page of [
      { readyState: "interactive", readMs: SLOW_DOCUMENT_MS + 1 },
      { readyState: "interactive", readMs: 20, saveData: true },
    ]) {
      const { events, load } = await run(code, page);
      expect(events).toEqual(["wait for load"]);
      await load();
      expect(events.slice(1, 1 + PRELOADS.length)).toEqual(PRELOADS.map((href) => `modulepreload low ${href}`));
      expect(events.at(-1)).toBe("import /assets/entry.client-123.js");
    }
  });

  it("starts at once when the page has already loaded, however slowly it came", async () => {
    const { events } = await run(code, { readyState: "complete", readMs: 2_000 });
    expect(events.at(-1)).toBe("import /assets/entry.client-123.js");
  });

  it("loads bare imports (the manifest without lazy discovery, Vite's client in development) before the routes", async () => {
    const withBare = deferredModuleStart(`import "/assets/manifest-1.js";\n${REMIX_MODULE_SCRIPT.slice(2)}`, []);
    const { events } = await run(withBare, { readyState: "interactive", readMs: 10 });
    expect(events).toEqual([
      "import /assets/manifest-1.js",
      "import /assets/root-abc.js",
      "import /assets/_index-def.js",
      "import /assets/entry.client-123.js",
    ]);
  });

  it("leaves code of another shape as it is", () => {
    expect(deferredModuleStart(" ", PRELOADS)).toBe(" ");
    const unexpected = `${REMIX_MODULE_SCRIPT}\nimport { x } from "/assets/x.js";`;
    expect(deferredModuleStart(unexpected, PRELOADS)).toBe(unexpected);
  });
});
