/**
 * `npm start`: the production build on the embedded database with demo data, for trying
 * Porchlight on one machine. A session secret is generated once into data/ so sign-ins
 * survive restarts; real deployments set SESSION_SECRET (docs/configuration.md).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

process.env.NODE_ENV ??= "production";
// The demo is served over plain HTTP (also to other machines on the network), where browsers
// refuse Secure cookies; deployments behind HTTPS keep the production default.
process.env.COOKIE_SECURE ??= "false";
if (!process.env.SESSION_SECRET) {
  const file = path.resolve("data/.session-secret");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  process.env.SESSION_SECRET = fs.readFileSync(file, "utf8").trim();
}

await import("../server/index");
