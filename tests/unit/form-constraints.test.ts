import { describe, expect, it } from "vitest";
import { ZIP_PATTERN_ATTRIBUTE } from "~/domain/zip";
import { zipSchema } from "~/domain/zip.schema.server";
import { PASSWORD_MIN_LENGTH } from "~/domain/sign-in";
import { providerSignUpSchema } from "~/domain/sign-in.schema.server";
import { SERVICE_RADIUS } from "~/domain/service-area";
import { serviceAreaFormSchema } from "~/domain/service-area.schema.server";

/**
 * The browser checks fields by their attributes (app/components/form-checks.ts) and the server
 * by the forms' schemas. The attributes must never refuse what the server accepts (a customer
 * could not send a good value); here they agree exactly on the values tried.
 */
const matchesPattern = (pattern: string, value: string) => new RegExp(`^(?:${pattern})$`, "v").test(value);

describe("the zip field's pattern", () => {
  const samples = [
    "78701",
    " 78701 ",
    "78701-1234",
    "00501",
    "7870",
    "787011",
    "78701-12",
    "abcde",
    "78 701",
    "78701-123a",
    "78701-",
    "７８７０１",
  ];
  it.each(samples)("agrees with the zip schema on %j", (value) => {
    expect(matchesPattern(ZIP_PATTERN_ATTRIBUTE, value)).toBe(zipSchema.safeParse(value).success);
  });
});

describe("the sign-up password's minLength", () => {
  it.each(["12345", "123456", "      ", "a b c d"])("agrees with the schema on %j", (password) => {
    const accepted = providerSignUpSchema.shape.password.safeParse(password).success;
    expect(password.length >= PASSWORD_MIN_LENGTH).toBe(accepted);
  });
});

describe("the service area radius's min, max and step", () => {
  it.each([0, 4, 5, 7, 25, 95, 100, 105])("agrees with the schema on %i miles", (miles) => {
    const byAttributes =
      miles >= SERVICE_RADIUS.min && miles <= SERVICE_RADIUS.max && (miles - SERVICE_RADIUS.min) % SERVICE_RADIUS.step === 0;
    const bySchema = serviceAreaFormSchema.shape.service_radius.safeParse(String(miles)).success;
    expect(byAttributes).toBe(bySchema);
  });
});
