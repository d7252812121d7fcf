import { afterAll, describe, expect, it } from "vitest";

// getEnv() reads process.env once and caches it, so the secrets are set before the module loads.
const saved = { SESSION_SECRET: process.env.SESSION_SECRET, NODE_ENV: process.env.NODE_ENV };
process.env.SESSION_SECRET = "first-secret-0123456789,second-secret-0123456789";
process.env.NODE_ENV = "test";

const { bookingPath, bookingToken, openApplicationLink, openBookingLink, signBookingId } = await import("~/lib/signed-links.server");

/** Whether the gate opens the booking with this token. */
const isValidBookingToken = (id: string, token: string | null | undefined) => openBookingLink(id, token) !== null;

afterAll(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

const FIRST = "first-secret-0123456789";
const SECOND = "second-secret-0123456789";
const ID = "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";
const OTHER_ID = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
/** HMAC-SHA256 of "booking:<ID>", base64url, under each secret. */
const FIRST_TOKEN = "pZLFrtoPgFc-15xQqdnJJmag1USw6plwqA37O4iJ_PM";
const SECOND_TOKEN = "H4eogeAc7Ql-2fXyyKFdp8BJXg1PKZLvAS8c-EKrg1A";

describe("signBookingId", () => {
  it("gives the HMAC-SHA256 of the id as 43 base64url characters", () => {
    expect(signBookingId(ID, FIRST)).toBe(FIRST_TOKEN);
    expect(signBookingId(ID, SECOND)).toBe(SECOND_TOKEN);
    expect(signBookingId(OTHER_ID, FIRST)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("is deterministic per id and secret", () => {
    expect(signBookingId(ID, FIRST)).toBe(signBookingId(ID, FIRST));
    expect(signBookingId(OTHER_ID, SECOND)).toBe(signBookingId(OTHER_ID, SECOND));
  });

  it("differs across ids and across secrets", () => {
    const tokens = [
      signBookingId(ID, FIRST),
      signBookingId(ID, SECOND),
      signBookingId(OTHER_ID, FIRST),
      signBookingId(OTHER_ID, SECOND),
      signBookingId(ID.toUpperCase(), FIRST),
    ];
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});

describe("bookingToken", () => {
  it("signs with the first secret", () => {
    expect(bookingToken(ID)).toBe(FIRST_TOKEN);
    expect(bookingToken(OTHER_ID)).toBe(signBookingId(OTHER_ID, FIRST));
  });
});

describe("isValidBookingToken", () => {
  it("accepts the token of the first secret", () => {
    expect(isValidBookingToken(ID, FIRST_TOKEN)).toBe(true);
    expect(isValidBookingToken(ID, bookingToken(ID))).toBe(true);
  });

  it("accepts the token of the second (rotated) secret", () => {
    expect(isValidBookingToken(ID, SECOND_TOKEN)).toBe(true);
  });

  it("refuses a token of a secret no longer listed", () => {
    expect(isValidBookingToken(ID, signBookingId(ID, "retired-secret-0123456789"))).toBe(false);
    expect(isValidBookingToken(ID, signBookingId(ID, "porchlight-development-secret-not-for-production"))).toBe(false);
  });

  it("refuses a missing token", () => {
    expect(isValidBookingToken(ID, null)).toBe(false);
    expect(isValidBookingToken(ID, undefined)).toBe(false);
    expect(isValidBookingToken(ID, "")).toBe(false);
  });

  it("refuses the token of another booking", () => {
    expect(isValidBookingToken(ID, bookingToken(OTHER_ID))).toBe(false);
    expect(isValidBookingToken(OTHER_ID, FIRST_TOKEN)).toBe(false);
    expect(isValidBookingToken(OTHER_ID, SECOND_TOKEN)).toBe(false);
  });

  it("refuses truncated, extended and altered tokens", () => {
    expect(isValidBookingToken(ID, FIRST_TOKEN.slice(0, -1))).toBe(false);
    expect(isValidBookingToken(ID, FIRST_TOKEN.slice(0, 20))).toBe(false);
    expect(isValidBookingToken(ID, `${FIRST_TOKEN}A`)).toBe(false);
    expect(isValidBookingToken(ID, ` ${FIRST_TOKEN}`)).toBe(false);
    expect(isValidBookingToken(ID, FIRST_TOKEN.toLowerCase())).toBe(false);
    expect(isValidBookingToken(ID, `${FIRST_TOKEN.slice(0, -1)}Q`)).toBe(false);
    expect(isValidBookingToken(ID, "wrong")).toBe(false);
  });

  it("refuses, without throwing, a token with multi-byte characters", () => {
    // Same number of characters, more bytes: the length check must come before timingSafeEqual.
    expect(() => isValidBookingToken(ID, `${FIRST_TOKEN.slice(0, -1)}é`)).not.toThrow();
    expect(isValidBookingToken(ID, `${FIRST_TOKEN.slice(0, -1)}é`)).toBe(false);
    expect(isValidBookingToken(ID, "é".repeat(43))).toBe(false);
  });
});

describe("openBookingLink", () => {
  it("grants the booking the token was made for, with the token to link back", () => {
    expect(openBookingLink(ID, FIRST_TOKEN)).toMatchObject({ kind: "booking", bookingId: ID, token: FIRST_TOKEN });
    expect(openBookingLink(ID, SECOND_TOKEN)).toMatchObject({ kind: "booking", bookingId: ID, token: SECOND_TOKEN });
  });

  it("grants nothing for a malformed id, whatever the token", () => {
    expect(openBookingLink("not-a-uuid", FIRST_TOKEN)).toBeNull();
    expect(openBookingLink(undefined, FIRST_TOKEN)).toBeNull();
    expect(openBookingLink(ID, 42)).toBeNull();
  });
});

describe("bookingPath", () => {
  it("links to the booking page with the first secret's token", () => {
    expect(bookingPath(ID)).toBe(`/bookings/${ID}?token=${FIRST_TOKEN}`);
  });

  it("carries a token that validates for that booking only", () => {
    const url = new URL(bookingPath(OTHER_ID), "https://porchlight.example");
    expect(url.pathname).toBe(`/bookings/${OTHER_ID}`);
    const token = url.searchParams.get("token");
    expect(isValidBookingToken(OTHER_ID, token)).toBe(true);
    expect(isValidBookingToken(ID, token)).toBe(false);
  });
});

describe("application tokens", () => {
  it("open only the application they were made for, never a booking", async () => {
    const { applicationSubmittedPath, idToken } = await import("~/lib/signed-links.server");
    const token = idToken("application", ID);
    expect(openApplicationLink(ID, token)).toMatchObject({ kind: "application", applicationId: ID });
    expect(openApplicationLink(OTHER_ID, token)).toBeNull();
    expect(isValidBookingToken(ID, token)).toBe(false);
    expect(openApplicationLink(ID, bookingToken(ID))).toBeNull();
    expect(applicationSubmittedPath(ID)).toBe(`/join/submitted?application=${ID}&token=${token}`);
  });
});
