import { describe, expect, it } from "vitest";
import { isFormId, typedValuesOf } from "~/domain/forms/typed-values";

/** What the language switch carries of a half-filled form (issue 54). */
describe("typedValuesOf", () => {
  it("keeps the typed text fields and leaves out keys, tokens, traps, passwords and a consent given to other words", () => {
    const typed = typedValuesOf("booking-form", [
      ["customer_name", "Marta Díaz"],
      ["customer_email", "marta@example.org"],
      ["submission_key", "k"],
      ["token", "t"],
      ["company_fax", "bot"],
      ["password", "secret"],
      ["text_consent", "on"],
      ["special_requests", ""],
      ["customer_name", "second value"],
    ]);
    expect(typed).toEqual({ form: "booking-form", values: { customer_name: "Marta Díaz", customer_email: "marta@example.org" } });
  });

  it("stays within the cookie's budget", () => {
    const entries: Array<[string, string]> = Array.from({ length: 40 }, (_, i) => [`field_${i}`, "x".repeat(2_000)]);
    const typed = typedValuesOf("waitlist-form", entries);
    const size = Object.entries(typed.values).reduce((total, [name, value]) => total + name.length + value.length, 0);
    expect(size).toBeLessThanOrEqual(2_500);
    expect(Object.values(typed.values).every((value) => value.length <= 1_000)).toBe(true);
  });

  it("takes only our forms' ids", () => {
    expect(isFormId("quote-request-form")).toBe(true);
    for (const id of ["", "Booking", "a b", "x".repeat(41), "../x"]) expect(isFormId(id), id).toBe(false);
  });
});
