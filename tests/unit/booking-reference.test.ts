import { describe, expect, it } from "vitest";
import { BOOKING_REFERENCE_PATTERN, newBookingReference, readBookingReference } from "~/domain/booking/reference";

describe("booking references", () => {
  it("are PL- and six characters of Crockford's base 32, never I, L, O or U", () => {
    for (let i = 0; i < 2_000; i++) expect(newBookingReference()).toMatch(BOOKING_REFERENCE_PATTERN);
    expect(BOOKING_REFERENCE_PATTERN.test("PL-7K3M9O")).toBe(false);
    expect(BOOKING_REFERENCE_PATTERN.test("PL-7K3M9U")).toBe(false);
  });

  it("use every character of the alphabet from the random bytes", () => {
    expect(newBookingReference(() => Uint8Array.from([0, 31, 32, 18, 255, 9]))).toBe("PL-0Z0JZ9");
  });

  it("are read back as typed, in any case, with or without the hyphen, an O for a zero", () => {
    expect(readBookingReference("PL-7K3M9Q")).toBe("PL-7K3M9Q");
    expect(readBookingReference("  pl-7k3m9q ")).toBe("PL-7K3M9Q");
    expect(readBookingReference("PL 7K3M9Q")).toBe("PL-7K3M9Q");
    expect(readBookingReference("pl7k3m9q")).toBe("PL-7K3M9Q");
    expect(readBookingReference("PL-7K3MOQ")).toBe("PL-7K3M0Q");
    expect(readBookingReference("PL-IK3M9L")).toBe("PL-1K3M91");
  });

  it("are not read from a name, a part of one, or a U", () => {
    expect(readBookingReference("Robert")).toBeNull();
    expect(readBookingReference("PL-7K3M")).toBeNull();
    expect(readBookingReference("PL-7K3M9QX")).toBeNull();
    expect(readBookingReference("PL-7K3MUQ")).toBeNull();
  });
});
