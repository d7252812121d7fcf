import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { REMIX_SERVER_BUILD } from "../../server/build-paths";

/**
 * The real HTTP server (server/app.ts: body limits, origin check, headers, the Remix handler)
 * with the production build, listening on a free port of 127.0.0.1 in this process, on the
 * test's database. Needs `npm run build` first.
 */
export async function startApp(envOverrides: Partial<import("~/lib/env.server").Env> = {}) {
  const { createApp } = await import("../../server/app");
  const { getEnv } = await import("~/lib/env.server");
  const build = (await import(pathToFileURL(path.resolve(REMIX_SERVER_BUILD)).href)) as ServerBuild;
  const app = createApp({ env: { ...getEnv(), ...envOverrides }, build, root: process.cwd() });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Memory this process holds after full collections (needs node --expose-gc): heap and buffers.
 * V8 frees the memory of collected buffers on a background thread after a collection, so the
 * count is taken once it has settled: collections a few milliseconds apart until two agree.
 */
export async function heldMemory(): Promise<number> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("run with --expose-gc");
  const held = () => {
    gc();
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.external;
  };
  let last = held();
  for (let round = 0; round < 10; round++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const now = held();
    if (Math.abs(now - last) < 256 * 1024) return Math.min(now, last);
    last = now;
  }
  return last;
}
