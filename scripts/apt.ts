/** What the test set-up scripts share to bring a missing tool from Debian's or Ubuntu's packages. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

export function run(command: string, args: string[], timeoutMs: number): boolean {
  const result = spawnSync(command, args, {
    stdio: ["ignore", "inherit", "inherit"],
    timeout: timeoutMs,
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return result.status === 0;
}

export function isDebianLike(): boolean {
  if (process.platform !== "linux") return false;
  if (fs.existsSync("/etc/debian_version")) return true;
  try {
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(fs.readFileSync("/etc/os-release", "utf8"));
  } catch {
    return false;
  }
}

/** How this user can install packages: as root, with password-less sudo, or not at all. */
export function privilege(): "root" | "sudo" | null {
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

/** Installs one of the distribution's packages (lists fetched first where apt has none). */
export function installWithApt(as: "root" | "sudo", name: string, say: (message: string) => void): boolean {
  const apt = (...args: string[]) => (as === "root" ? run("apt-get", args, 900_000) : run("sudo", ["-n", "apt-get", ...args], 900_000));
  if (aptListsEmpty()) {
    say("apt's package lists are empty: apt-get update");
    if (!apt("update", "-qq")) return false;
  }
  say(`installing Debian's ${name} package: apt-get install -y --no-install-recommends ${name}`);
  return apt("install", "-y", "-qq", "--no-install-recommends", name);
}
