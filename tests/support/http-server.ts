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

/** Memory this process holds after a full collection (needs node --expose-gc): heap and buffers. */
export function heldMemory(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("run with --expose-gc");
  gc();
  gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
}
