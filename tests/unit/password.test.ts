import { describe, expect, it } from "vitest";
import { getDecoyHash, hashPassword, verifyPassword } from "~/lib/password.server";

describe("hashPassword", () => {
  it("produces scrypt$N$r$p$salt$hash with a 16-byte salt and a 64-byte key", async () => {
    const hash = await hashPassword("correct horse battery staple");
    const parts = hash.split("$");
    expect(parts).toHaveLength(6);
    expect(parts.slice(0, 4)).toEqual(["scrypt", "16384", "8", "1"]);
    expect(Buffer.from(parts[4], "base64")).toHaveLength(16);
    expect(Buffer.from(parts[5], "base64")).toHaveLength(64);
    expect(hash).not.toContain("correct horse");
  });

  it("gives two different hashes for the same password (random salt)", async () => {
    const [first, second] = await Promise.all([hashPassword("secret123"), hashPassword("secret123")]);
    expect(first).not.toBe(second);
    expect(first.split("$")[4]).not.toBe(second.split("$")[4]);
    expect(await verifyPassword("secret123", first)).toBe(true);
    expect(await verifyPassword("secret123", second)).toBe(true);
  });
});

describe("verifyPassword", () => {
  it("round-trips", async () => {
    for (const password of ["secret123", "a", "", "pässwörd 🔑", " spaces around "]) {
      expect(await verifyPassword(password, await hashPassword(password))).toBe(true);
    }
  });

  it("refuses a wrong password", async () => {
    const hash = await hashPassword("secret123");
    expect(await verifyPassword("secret124", hash)).toBe(false);
    expect(await verifyPassword("Secret123", hash)).toBe(false);
    expect(await verifyPassword("secret123 ", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("compares Unicode passwords in NFKC form", async () => {
    const composed = "caf\u00e9";
    const decomposed = "cafe\u0301";
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });

  it("refuses a hash whose key was altered", async () => {
    const parts = (await hashPassword("secret123")).split("$");
    const key = Buffer.from(parts[5], "base64");
    key[0] ^= 1;
    parts[5] = key.toString("base64");
    expect(await verifyPassword("secret123", parts.join("$"))).toBe(false);
  });

  it("refuses a hash whose salt was changed", async () => {
    const parts = (await hashPassword("secret123")).split("$");
    parts[4] = Buffer.alloc(16, 7).toString("base64");
    expect(await verifyPassword("secret123", parts.join("$"))).toBe(false);
  });

  it("returns false for malformed stored hashes", async () => {
    const good = (await hashPassword("secret123")).split("$");
    const malformed = [
      "",
      "not-a-hash",
      "secret123",
      "$$$$$",
      "bcrypt$16384$8$1$" + good[4] + "$" + good[5],
      ["scrypt", "16384", "8", "1", good[4]].join("$"), // no key
      ["scrypt", "16384", "8", "1", "", good[5]].join("$"), // no salt
      ["scrypt", "16384", "8", "1", good[4], good[5].slice(0, 20)].join("$"), // truncated key
      ["scrypt", "abc", "8", "1", good[4], good[5]].join("$"), // N not a number
      ["scrypt", "1000", "8", "1", good[4], good[5]].join("$"), // N not a power of two
      ["scrypt", "1073741824", "8", "1", good[4], good[5]].join("$"), // N far too large
    ];
    for (const stored of malformed) {
      await expect(verifyPassword("secret123", stored), stored).resolves.toBe(false);
    }
  });

  it("verifies hashes made with other scrypt parameters", async () => {
    // Hashes keep their parameters so they can be raised later.
    const salt = Buffer.alloc(16, 1);
    const { scryptSync } = await import("node:crypto");
    const key = scryptSync("secret123", salt, 64, { N: 1024, r: 8, p: 1 });
    const stored = ["scrypt", 1024, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
    expect(await verifyPassword("secret123", stored)).toBe(true);
    expect(await verifyPassword("secret12", stored)).toBe(false);
  });
});

describe("getDecoyHash", () => {
  it("is a real hash that no ordinary password matches, computed once", async () => {
    const decoy = await getDecoyHash();
    expect(decoy.split("$").slice(0, 4)).toEqual(["scrypt", "16384", "8", "1"]);
    expect(await getDecoyHash()).toBe(decoy);
    expect(await verifyPassword("", decoy)).toBe(false);
    expect(await verifyPassword("password", decoy)).toBe(false);
  });
});
