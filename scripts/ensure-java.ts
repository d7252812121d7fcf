/**
 * `npm test` runs this before the tests: the HTML check (tests/e2e/html-validity.spec.ts) runs
 * the Nu HTML Checker (`vnu-jar`, from npm), which needs Java 11 or later. It finds `java`, or on
 * Debian or Ubuntu, as root or with password-less sudo, installs `default-jre-headless`, and
 * stops with what to do when neither works.
 */
import { spawnSync } from "node:child_process";
import { installWithApt, isDebianLike, privilege } from "./apt";

const started = Date.now();

function say(message: string) {
  console.log(`[java] ${message}`);
}

function javaVersion(): string | null {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (result.status !== 0) return null;
  return /version "([^"]+)"/.exec(result.stderr)?.[1] ?? "unknown";
}

const present = javaVersion();
if (present) {
  say(`Java ${present} found`);
  process.exit(0);
}
if (isDebianLike()) {
  const as = privilege();
  if (as && installWithApt(as, "default-jre-headless", say) && javaVersion()) {
    say(`Java ${javaVersion()} installed from the distribution's packages (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    process.exit(0);
  }
  say(
    as
      ? "installing default-jre-headless failed"
      : "this is Debian or Ubuntu, but neither root nor password-less sudo: not installing packages",
  );
}
console.error(
  "\nThe HTML check needs Java 11 or later on the PATH (Debian/Ubuntu: sudo apt-get install -y default-jre-headless). Then run npm test again.",
);
process.exit(1);
