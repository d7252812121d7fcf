import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Where the browser tests find a Chromium, in this order: CHROMIUM_PATH; a Chromium or Chrome
 * on the PATH or at the usual places; the one Playwright installed. Shared by the browser
 * tests' config and by scripts/ensure-chromium.ts (which installs one when none is found).
 */
export type Probe = {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  isExecutable: (file: string) => boolean;
  /** The binary Playwright's own `playwright install chromium` puts in place (it may be absent). */
  playwrightChromium: () => string | null;
};

export type Found = { path: string; source: "CHROMIUM_PATH" | "system" | "Playwright" };

export const PATH_NAMES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"];

export const USUAL_PLACES: Partial<Record<NodeJS.Platform, string[]>> = {
  linux: ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/snap/bin/chromium", "/usr/bin/google-chrome", "/opt/google/chrome/chrome"],
  darwin: ["/Applications/Chromium.app/Contents/MacOS/Chromium", "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"],
  win32: ["C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe", "C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe"],
};

export class ChromiumPathError extends Error {}

/** The Chromium to use, or null when there is none yet. A CHROMIUM_PATH that is not there is an error, not a fallback. */
export function findChromium(probe: Probe): Found | null {
  const wanted = probe.env.CHROMIUM_PATH;
  if (wanted) {
    if (probe.isExecutable(wanted)) return { path: wanted, source: "CHROMIUM_PATH" };
    throw new ChromiumPathError(`CHROMIUM_PATH is ${wanted}, which is not an executable file.`);
  }
  const separator = probe.platform === "win32" ? ";" : ":";
  const onPath = (probe.env.PATH ?? "")
    .split(separator)
    .filter(Boolean)
    .flatMap((dir) => PATH_NAMES.map((name) => path.join(dir, probe.platform === "win32" ? `${name}.exe` : name)));
  for (const candidate of [...onPath, ...(USUAL_PLACES[probe.platform] ?? [])]) {
    if (probe.isExecutable(candidate)) return { path: candidate, source: "system" };
  }
  const installed = probe.playwrightChromium();
  return installed && probe.isExecutable(installed) ? { path: installed, source: "Playwright" } : null;
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** This machine: its environment, its files, and Playwright's own browser location. */
export function thisMachine(): Probe {
  return {
    env: process.env,
    platform: process.platform,
    isExecutable,
    playwrightChromium: () => {
      try {
        const playwright = createRequire(import.meta.url)("playwright-core") as { chromium: { executablePath: () => string } };
        return playwright.chromium.executablePath() || null;
      } catch {
        return null;
      }
    },
  };
}
