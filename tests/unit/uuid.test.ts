import { describe, expect, it } from "vitest";
import { isUuid, newId } from "~/domain/uuid";

describe("isUuid", () => {
  it.each([
    "123e4567-e89b-12d3-a456-426614174000", // v1
    "2f1c6f2e-8a7b-4c1d-9e0f-1a2b3c4d5e6f", // v4
    "2F1C6F2E-8A7B-4C1D-AE0F-1A2B3C4D5E6F", // upper case
    "0190b5a8-7c3e-7a1b-b2c3-d4e5f6a7b8c9", // v7
    "1ec9414c-232a-6b00-b3c8-9e6bdeced846", // v6
    "320c3d4d-cc00-875b-8ec9-32d5f69181c0", // v8
  ])("accepts %s", (value) => {
    expect(isUuid(value)).toBe(true);
  });

  it.each([
    ["the nil UUID", "00000000-0000-0000-0000-000000000000"],
    ["version 0", "2f1c6f2e-8a7b-0c1d-9e0f-1a2b3c4d5e6f"],
    ["version 9", "2f1c6f2e-8a7b-9c1d-9e0f-1a2b3c4d5e6f"],
    ["variant 0xxx", "2f1c6f2e-8a7b-4c1d-7e0f-1a2b3c4d5e6f"],
    ["variant 110x", "2f1c6f2e-8a7b-4c1d-ce0f-1a2b3c4d5e6f"],
    ["no hyphens", "2f1c6f2e8a7b4c1d9e0f1a2b3c4d5e6f"],
    ["braces", "{2f1c6f2e-8a7b-4c1d-9e0f-1a2b3c4d5e6f}"],
    ["urn prefix", "urn:uuid:2f1c6f2e-8a7b-4c1d-9e0f-1a2b3c4d5e6f"],
    ["a non-hex character", "2f1c6f2g-8a7b-4c1d-9e0f-1a2b3c4d5e6f"],
    ["one character short", "2f1c6f2e-8a7b-4c1d-9e0f-1a2b3c4d5e6"],
    ["one character long", "2f1c6f2e-8a7b-4c1d-9e0f-1a2b3c4d5e6f0"],
    ["surrounding spaces", " 2f1c6f2e-8a7b-4c1d-9e0f-1a2b3c4d5e6f "],
    ["a trailing newline", "2f1c6f2e-8a7b-4c1d-9e0f-1a2b3c4d5e6f\n"],
    ["a sample id", "booking-1"],
    ["a number-like id", "12345"],
    ["an empty string", ""],
  ])("rejects %s", (_label, value) => {
    expect(isUuid(value)).toBe(false);
  });

  it.each([[null], [undefined], [42], [{}], [["2f1c6f2e-8a7b-4c1d-9e0f-1a2b3c4d5e6f"]]])("rejects the non-string %j", (value) => {
    expect(isUuid(value)).toBe(false);
  });
});

describe("newId", () => {
  it("returns a lower-case version 4 UUID that isUuid accepts", () => {
    const id = newId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(isUuid(id)).toBe(true);
  });

  it("returns a different id each time", () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newId()));
    expect(ids.size).toBe(1000);
  });
});
