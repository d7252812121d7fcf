import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getEnv } from "./env.server";

/**
 * Text kept in the database that is itself a secret (a calendar's private address gives anyone
 * who holds it the whole calendar): sealed with AES-256-GCM under a key derived from the session
 * secret, so a copy of the database alone does not give it away. Rotating secrets keeps it
 * readable while the old secret is still listed.
 */

function keyOf(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "porchlight-sealed-text", purpose, 32));
}

export function sealText(text: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(getEnv().sessionSecrets[0], purpose), iv);
  const sealed = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), sealed.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(".");
}

/** The text, or null when no listed secret opens it (the secret it was sealed under was retired). */
export function openText(sealed: string, purpose: string): string | null {
  const [version, iv, body, tag] = sealed.split(".");
  if (version !== "v1" || !iv || !body || !tag) return null;
  for (const secret of getEnv().sessionSecrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyOf(secret, purpose), Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    } catch {
      // Sealed under another listed secret: try the next.
    }
  }
  return null;
}
