/**
 * Where `npm run build` puts the app (vite.config.ts: Remix's build directory), relative to the
 * project's root: the Remix server build, and the browser's files with public/ copied in.
 */
export const REMIX_SERVER_BUILD = "build/remix/server/index.js";
export const BROWSER_FILES_DIR = "build/remix/client";
/** URL prefix of the browser's hashed files (Vite's assetsDir). */
export const HASHED_ASSETS_PREFIX = "/assets/";
