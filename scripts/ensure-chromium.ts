/**
 * `npm test` runs this first: it finds a Chromium or brings one, in this order
 * (scripts/chromium.ts): CHROMIUM_PATH, a system Chromium or Chrome, Playwright's, Playwright's
 * download, then Debian's `chromium` package where it may install. It says what it did, and stops
 * with the options only when none works.
 */
import { installWithApt, isDebianLike, privilege, run } from "./apt";
import { ChromiumPathError, findChromium, thisMachine, type Found } from "./chromium";

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

function say(message: string) {
  console.log(`[browser] ${message}`);
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
    if (installWithApt(as, "chromium", say)) {
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
