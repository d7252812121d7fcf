/**
 * `npm test` runs this first: the browser tests need a Chromium, and this finds one or brings
 * one, in this order (scripts/chromium.ts): CHROMIUM_PATH; a system Chromium or Chrome; the one
 * Playwright installed; Playwright's own download (`playwright install chromium`); on Debian or
 * Ubuntu, as root or with password-less sudo, the `chromium` package. It says what it did and how
 * long it took, and stops with the options only when none of these works.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { ChromiumPathError, findChromium, thisMachine, type Found } from "./chromium";

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

function say(message: string) {
  console.log(`[browser] ${message}`);
}

function run(command: string, args: string[], timeoutMs: number): boolean {
  const result = spawnSync(command, args, {
    stdio: ["ignore", "inherit", "inherit"],
    timeout: timeoutMs,
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return result.status === 0;
}

function found(): Found | null {
  try {
    return findChromium(thisMachine());
  } catch (error) {
    if (error instanceof ChromiumPathError) {
      say(`${error.message} Point it at a Chromium or Chrome binary, or unset it to let the tests find one.`);
      process.exit(1);
    }
    throw error;
  }
}

function isDebianLike(): boolean {
  if (process.platform !== "linux") return false;
  if (fs.existsSync("/etc/debian_version")) return true;
  try {
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(fs.readFileSync("/etc/os-release", "utf8"));
  } catch {
    return false;
  }
}

/** How this user can install packages: as root, with password-less sudo, or not at all. */
function privilege(): "root" | "sudo" | null {
  if (process.getuid?.() === 0) return "root";
  return spawnSync("sudo", ["-n", "true"], { stdio: "ignore" }).status === 0 ? "sudo" : null;
}

function aptListsEmpty(): boolean {
  try {
    return !fs.readdirSync("/var/lib/apt/lists").some((file) => file.endsWith("_Packages") || file.endsWith("_Packages.lz4"));
  } catch {
    return true;
  }
}

function installWithApt(as: "root" | "sudo"): boolean {
  const apt = (...args: string[]) => (as === "root" ? run("apt-get", args, 900_000) : run("sudo", ["-n", "apt-get", ...args], 900_000));
  if (aptListsEmpty()) {
    say("apt's package lists are empty: apt-get update");
    if (!apt("update", "-qq")) return false;
  }
  say("installing Debian's chromium package: apt-get install -y --no-install-recommends chromium");
  return apt("install", "-y", "-qq", "--no-install-recommends", "chromium");
}

function done(chromium: Found, how: string) {
  say(`Chromium ${how}: ${chromium.path} (${chromium.source}, ${seconds()})`);
  process.exit(0);
}

const present = found();
if (present) done(present, "found");

say("no Chromium found (CHROMIUM_PATH, the PATH, the usual places, Playwright's cache); trying Playwright's download");
if (run(process.execPath, ["node_modules/@playwright/test/cli.js", "install", "chromium"], 600_000)) {
  const downloaded = found();
  if (downloaded) done(downloaded, "downloaded by Playwright");
}
say(`Playwright's download did not work here (${seconds()})`);

if (isDebianLike()) {
  const as = privilege();
  if (as) {
    if (installWithApt(as)) {
      const installed = found();
      if (installed) done(installed, "installed from the distribution's packages");
    }
    say(`installing the chromium package failed (${seconds()})`);
  } else {
    say("this is Debian or Ubuntu, but neither root nor password-less sudo: not installing packages");
  }
}

console.error(
  [
    "",
    "The browser tests need Chromium or Chrome, and none could be found or installed. Any one of these works:",
    "  - set CHROMIUM_PATH to a Chromium or Chrome binary;",
    "  - install Chromium or Chrome (Debian/Ubuntu: sudo apt-get install -y chromium; macOS: the Chrome or Chromium app);",
    "  - on a machine that can download it: npx playwright install chromium.",
    "Then run npm test again.",
  ].join("\n"),
);
process.exit(1);
