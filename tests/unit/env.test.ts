import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/lib/env.server";

const SECRET = "a-long-random-session-secret-0123456789";
/** Production needs its public address too (every e-mail link is built from it). */
const PRODUCTION = { NODE_ENV: "production", APP_URL: "https://porchlight.example" } as const;

/** The problems parseEnv reports, or [] when it accepts the source. */
function problemsOf(source: Record<string, string | undefined>): string[] {
  try {
    parseEnv(source);
    return [];
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
}

describe("parseEnv defaults", () => {
  it("fills in every default for an empty environment", () => {
    const env = parseEnv({});
    expect(env.NODE_ENV).toBe("development");
    expect(env.isProduction).toBe(false);
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.DATABASE_URL).toBe("file:./data/app.db");
    expect(env.SEED_DEMO).toBe(true);
    expect(env.MAIL_FROM).toBe("Porchlight <bookings@porchlight.local>");
    expect(env.TRUST_PROXY).toBe(0);
    expect(env.SESSION_SECRET).toBeUndefined();
    expect(env.ADMIN_EMAIL).toBeUndefined();
    expect(env.ADMIN_PASSWORD).toBeUndefined();
    expect(env.APP_URL).toBeUndefined();
    expect(env.RESEND_API_KEY).toBeUndefined();
  });

  it("uses one built-in development secret when none is set outside production", () => {
    const env = parseEnv({ NODE_ENV: "development" });
    expect(env.sessionSecrets).toHaveLength(1);
    expect(env.sessionSecrets[0].length).toBeGreaterThanOrEqual(16);
    expect(parseEnv({ NODE_ENV: "test" }).sessionSecrets).toEqual(env.sessionSecrets);
  });

  it("ignores unknown variables", () => {
    const env = parseEnv({ PATH: "/usr/bin", HOME: "/root" }) as Record<string, unknown>;
    expect(env.PATH).toBeUndefined();
  });
});

describe("parseEnv NODE_ENV and SESSION_SECRET", () => {
  it("requires SESSION_SECRET in production", () => {
    expect(() => parseEnv({ ...PRODUCTION })).toThrow(EnvError);
    expect(() => parseEnv({ ...PRODUCTION })).toThrow(/SESSION_SECRET/);
    expect(problemsOf({ ...PRODUCTION })).toEqual([
      "SESSION_SECRET: SESSION_SECRET is required in production (a long random string, e.g. `openssl rand -hex 32`)",
    ]);
  });

  it("requires APP_URL in production, unless cookies are not Secure (a plain-HTTP demo)", () => {
    expect(problemsOf({ NODE_ENV: "production", SESSION_SECRET: SECRET })).toEqual([
      "APP_URL: APP_URL is required in production: the public address e-mail links point to, such as https://porchlight.example",
    ]);
    expect(problemsOf({ NODE_ENV: "production", SESSION_SECRET: SECRET, COOKIE_SECURE: "false" })).toEqual([]);
  });

  it("accepts production with a secret", () => {
    const env = parseEnv({ ...PRODUCTION, SESSION_SECRET: SECRET });
    expect(env.isProduction).toBe(true);
    expect(env.NODE_ENV).toBe("production");
    expect(env.sessionSecrets).toEqual([SECRET]);
  });

  it("refuses an unknown NODE_ENV", () => {
    const problems = problemsOf({ NODE_ENV: "staging" });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^NODE_ENV: /);
  });

  it("refuses a secret shorter than 16 characters, in any environment", () => {
    const tooShort = ["SESSION_SECRET: SESSION_SECRET must have at least 16 characters"];
    expect(problemsOf({ ...PRODUCTION, SESSION_SECRET: "short" })).toEqual(tooShort);
    expect(problemsOf({ NODE_ENV: "development", SESSION_SECRET: "a".repeat(15) })).toEqual(tooShort);
    expect(problemsOf({ ...PRODUCTION, SESSION_SECRET: "a".repeat(16) })).toEqual([]);
  });

  it("splits SESSION_SECRET on commas for rotation, trimming each", () => {
    const first = "first-secret-0123456789";
    const second = "second-secret-0123456789";
    expect(parseEnv({ SESSION_SECRET: `${first},${second}` }).sessionSecrets).toEqual([first, second]);
    expect(parseEnv({ SESSION_SECRET: `${first} , ${second}` }).sessionSecrets).toEqual([first, second]);
  });

  it("refuses a rotation list with a short or empty secret in it", () => {
    const tooShort = ["SESSION_SECRET: SESSION_SECRET must have at least 16 characters"];
    // A trailing comma would otherwise add "" as a verification key.
    expect(problemsOf({ ...PRODUCTION, SESSION_SECRET: `${SECRET},` })).toEqual(tooShort);
    expect(problemsOf({ ...PRODUCTION, SESSION_SECRET: `${SECRET}, ` })).toEqual(tooShort);
    expect(problemsOf({ ...PRODUCTION, SESSION_SECRET: `abc,${SECRET}` })).toEqual(tooShort);
    expect(problemsOf({ ...PRODUCTION, SESSION_SECRET: ",".repeat(20) })).toEqual(tooShort);
  });
});

describe("parseEnv DATABASE_URL", () => {
  it.each([
    "file:./data/app.db",
    "file:/var/lib/porchlight/app.db",
    "file:data.db",
    "libsql://porchlight-team.turso.io",
    "https://db.example.com",
    "http://localhost:8080",
  ])("accepts %s", (url) => {
    expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
  });

  it("trims the value", () => {
    expect(parseEnv({ DATABASE_URL: "  file:./data/other.db  " }).DATABASE_URL).toBe("file:./data/other.db");
  });

  it.each(["postgres://x", "nonsense", "file:", "libsql://", "https://", "mysql://db.example.com", "./data/app.db", "ftp://x"])(
    "refuses %s",
    (url) => {
      expect(problemsOf({ DATABASE_URL: url })).toEqual([
        "DATABASE_URL: DATABASE_URL must look like file:./data/app.db or libsql://host (or http(s)://host)",
      ]);
    },
  );
});

describe("parseEnv PORT and TRUST_PROXY", () => {
  it("coerces numbers", () => {
    expect(parseEnv({ PORT: "8080" }).PORT).toBe(8080);
    expect(parseEnv({ PORT: "65535" }).PORT).toBe(65535);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  });

  it.each(["0", "65536", "abc", "80.5", "-1"])("refuses PORT=%s", (port) => {
    const problems = problemsOf({ PORT: port });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PORT: /);
  });

  it("refuses TRUST_PROXY outside 0-10", () => {
    expect(problemsOf({ TRUST_PROXY: "11" })[0]).toMatch(/^TRUST_PROXY: /);
  });
});

describe("parseEnv SEED_DEMO", () => {
  it.each([
    ["true", true],
    ["1", true],
    ["yes", true],
    ["false", false],
    ["0", false],
    ["no", false],
  ])("parses %s as %s", (value, expected) => {
    expect(parseEnv({ SEED_DEMO: value }).SEED_DEMO).toBe(expected);
  });

  it("defaults to true when unset or empty", () => {
    expect(parseEnv({}).SEED_DEMO).toBe(true);
    expect(parseEnv({ SEED_DEMO: "" }).SEED_DEMO).toBe(true);
  });

  it("refuses other values", () => {
    expect(problemsOf({ SEED_DEMO: "maybe" })[0]).toMatch(/^SEED_DEMO: /);
  });
});

describe("parseEnv admin account", () => {
  it("accepts ADMIN_EMAIL with ADMIN_PASSWORD", () => {
    const env = parseEnv({ ADMIN_EMAIL: "admin@example.com", ADMIN_PASSWORD: "correct horse" });
    expect(env.ADMIN_EMAIL).toBe("admin@example.com");
    expect(env.ADMIN_PASSWORD).toBe("correct horse");
  });

  it("refuses ADMIN_EMAIL without ADMIN_PASSWORD, and the reverse", () => {
    const together = ["ADMIN_PASSWORD: Set ADMIN_EMAIL and ADMIN_PASSWORD together"];
    expect(problemsOf({ ADMIN_EMAIL: "admin@example.com" })).toEqual(together);
    expect(problemsOf({ ADMIN_PASSWORD: "correct horse" })).toEqual(together);
    expect(problemsOf({ ADMIN_EMAIL: "admin@example.com", ADMIN_PASSWORD: "" })).toEqual(together);
  });

  it("refuses a malformed ADMIN_EMAIL", () => {
    expect(problemsOf({ ADMIN_EMAIL: "admin", ADMIN_PASSWORD: "correct horse" })).toContain(
      "ADMIN_EMAIL: ADMIN_EMAIL must be an e-mail address",
    );
  });

  it("refuses an ADMIN_PASSWORD shorter than 8 characters", () => {
    expect(problemsOf({ ADMIN_EMAIL: "admin@example.com", ADMIN_PASSWORD: "1234567" })).toEqual([
      "ADMIN_PASSWORD: ADMIN_PASSWORD must have at least 8 characters",
    ]);
  });
});

describe("parseEnv URLs", () => {
  it("accepts valid APP_URL and RESEND_BASE_URL", () => {
    const env = parseEnv({ APP_URL: "https://porchlight.example", RESEND_BASE_URL: "http://localhost:4010" });
    expect(env.APP_URL).toBe("https://porchlight.example");
    expect(env.RESEND_BASE_URL).toBe("http://localhost:4010");
  });

  it("refuses malformed ones", () => {
    expect(problemsOf({ APP_URL: "porchlight.example" })).toEqual(["APP_URL: APP_URL must be a URL such as https://porchlight.example"]);
    expect(problemsOf({ RESEND_BASE_URL: "not a url" })).toEqual(["RESEND_BASE_URL: RESEND_BASE_URL must be a URL"]);
  });
});

describe("parseEnv empty strings", () => {
  it("treats empty strings as unset", () => {
    const env = parseEnv({
      NODE_ENV: "",
      PORT: "",
      HOST: "",
      DATABASE_URL: "",
      SESSION_SECRET: "",
      SEED_DEMO: "",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      APP_URL: "",
      RESEND_API_KEY: "",
      MAIL_FROM: "",
      TRUST_PROXY: "",
    });
    expect(env.NODE_ENV).toBe("development");
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.DATABASE_URL).toBe("file:./data/app.db");
    expect(env.SESSION_SECRET).toBeUndefined();
    expect(env.SEED_DEMO).toBe(true);
    expect(env.ADMIN_EMAIL).toBeUndefined();
    expect(env.APP_URL).toBeUndefined();
    expect(env.RESEND_API_KEY).toBeUndefined();
    expect(env.MAIL_FROM).toBe("Porchlight <bookings@porchlight.local>");
    expect(env.TRUST_PROXY).toBe(0);
  });

  it("reports an empty SESSION_SECRET in production as missing, not as too short", () => {
    expect(problemsOf({ ...PRODUCTION, SESSION_SECRET: "" })).toEqual([
      "SESSION_SECRET: SESSION_SECRET is required in production (a long random string, e.g. `openssl rand -hex 32`)",
    ]);
  });

  it("treats undefined values as unset", () => {
    expect(parseEnv({ PORT: undefined, DATABASE_URL: undefined }).PORT).toBe(3000);
  });
});

describe("EnvError", () => {
  it("lists every problem at once", () => {
    let caught: unknown;
    try {
      parseEnv({ NODE_ENV: "production", DATABASE_URL: "nonsense", ADMIN_EMAIL: "admin@example.com" });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    expect(caught).toBeInstanceOf(Error);
    const error = caught as EnvError;
    expect(error.name).toBe("EnvError");
    expect([...error.problems].sort()).toEqual(
      [
        "DATABASE_URL: DATABASE_URL must look like file:./data/app.db or libsql://host (or http(s)://host)",
        "SESSION_SECRET: SESSION_SECRET is required in production (a long random string, e.g. `openssl rand -hex 32`)",
        "ADMIN_PASSWORD: Set ADMIN_EMAIL and ADMIN_PASSWORD together",
        "APP_URL: APP_URL is required in production: the public address e-mail links point to, such as https://porchlight.example",
      ].sort(),
    );
    expect(error.message.startsWith("Invalid environment:\n  - ")).toBe(true);
    for (const problem of error.problems) expect(error.message).toContain(`  - ${problem}`);
  });
});

describe("COOKIE_SECURE", () => {
  it("defaults to Secure cookies in production only, and can be turned off for plain-HTTP demos", async () => {
    const { parseEnv } = await import("~/lib/env.server");
    const secret = "0123456789abcdef0123";
    expect(parseEnv({ ...PRODUCTION, SESSION_SECRET: secret }).secureCookies).toBe(true);
    expect(parseEnv({ NODE_ENV: "development" }).secureCookies).toBe(false);
    expect(parseEnv({ ...PRODUCTION, SESSION_SECRET: secret, COOKIE_SECURE: "false" }).secureCookies).toBe(false);
    expect(parseEnv({ NODE_ENV: "development", COOKIE_SECURE: "true" }).secureCookies).toBe(true);
  });
});

describe("parseEnv processes and metrics", () => {
  it("starts one web process per available core, at most 4, unless told; development runs one", async () => {
    const { availableParallelism } = await import("node:os");
    expect(parseEnv({ NODE_ENV: "test" }).webProcesses).toBe(Math.min(4, availableParallelism()));
    expect(parseEnv({ NODE_ENV: "test", WEB_CONCURRENCY: "3" }).webProcesses).toBe(3);
    expect(parseEnv({ NODE_ENV: "test", WEB_CONCURRENCY: "1" }).webProcesses).toBe(1);
    expect(parseEnv({ NODE_ENV: "development", WEB_CONCURRENCY: "4" }).webProcesses).toBe(1);
    expect(problemsOf({ WEB_CONCURRENCY: "0" })[0]).toMatch(/^WEB_CONCURRENCY: /);
  });

  it("never serves the metrics on the public port, and wants a token long enough to guess at", () => {
    expect(problemsOf({ PORT: "3000", METRICS_PORT: "3000" })).toEqual([
      "METRICS_PORT: METRICS_PORT must differ from PORT: the metrics are never served on the public port",
    ]);
    expect(problemsOf({ METRICS_PORT: "9091", METRICS_TOKEN: "short" })).toEqual([
      "METRICS_TOKEN: METRICS_TOKEN must have at least 16 characters",
    ]);
    expect(parseEnv({ METRICS_PORT: "9091" }).METRICS_HOST).toBe("0.0.0.0");
  });
});
