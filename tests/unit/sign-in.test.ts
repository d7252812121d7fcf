import { describe, expect, it } from "vitest";
import { sayIn } from "~/locales/messages";
import { safeRedirect } from "~/domain/accounts/sign-in";
import { signInSchema } from "~/domain/accounts/sign-in.schema.server";

function messages(input: unknown): Record<string, string[]> {
  const result = signInSchema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    (byField[key] ??= []).push(sayIn("en", issue.message));
  }
  return byField;
}

describe("signInSchema", () => {
  it("accepts an e-mail and a password, trimming the e-mail", () => {
    expect(signInSchema.parse({ email: "  dana@example.com ", password: "secret" })).toEqual({
      email: "dana@example.com",
      password: "secret",
    });
  });

  it("keeps redirectTo when given", () => {
    expect(signInSchema.parse({ email: "a@b.co", password: "x", redirectTo: "/admin" })).toEqual({
      email: "a@b.co",
      password: "x",
      redirectTo: "/admin",
    });
  });

  it("does not trim the password", () => {
    expect(signInSchema.parse({ email: "a@b.co", password: "  pw  " }).password).toBe("  pw  ");
  });

  it("asks for the e-mail when it is missing or blank", () => {
    expect(messages({ password: "secret" })).toEqual({ email: ["Please enter your email"] });
    expect(messages({ email: "", password: "secret" }).email?.[0]).toBe("Please enter your email");
    expect(messages({ email: "   ", password: "secret" }).email?.[0]).toBe("Please enter your email");
  });

  it("refuses a malformed e-mail", () => {
    for (const email of ["dana", "dana@", "@example.com", "dana@example", "dana example@x.com"]) {
      expect(messages({ email, password: "secret" })).toEqual({ email: ["Please enter a valid email address"] });
    }
  });

  it("refuses an e-mail longer than 254 characters", () => {
    const email = `${"a".repeat(250)}@example.com`;
    expect(signInSchema.safeParse({ email, password: "secret" }).success).toBe(false);
  });

  it("asks for the password when it is missing or empty", () => {
    expect(messages({ email: "a@b.co" })).toEqual({ password: ["Please enter your password"] });
    expect(messages({ email: "a@b.co", password: "" })).toEqual({ password: ["Please enter your password"] });
  });

  it("refuses a password longer than 200 characters", () => {
    expect(signInSchema.safeParse({ email: "a@b.co", password: "p".repeat(200) }).success).toBe(true);
    expect(signInSchema.safeParse({ email: "a@b.co", password: "p".repeat(201) }).success).toBe(false);
  });

  it("reports both fields when both are missing", () => {
    expect(messages({})).toEqual({
      email: ["Please enter your email"],
      password: ["Please enter your password"],
    });
  });
});

describe("safeRedirect", () => {
  it.each(["/", "/admin", "/admin?x=1", "/service/abc#reviews", "/dashboard/bookings?status=pending&page=2", "/a//b"])(
    "accepts the local path %j",
    (target) => {
      expect(safeRedirect(target)).toBe(target);
    },
  );

  it.each([
    "//evil.com",
    "///evil.com",
    "https://evil.com",
    "http://evil.com/admin",
    "javascript:alert(1)",
    "/\\evil",
    "/\\/evil.com",
    "evil.com",
    "admin",
    "",
    " /admin",
    "\\\\evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "/\r\n/evil.com",
    "/\t\\evil.com",
  ])("rejects %j", (target) => {
    expect(safeRedirect(target)).toBe("/");
  });

  it.each([[undefined], [null], [42], [{}], [["/admin"]], [true]])("rejects the non-string %j", (target) => {
    expect(safeRedirect(target)).toBe("/");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("//evil.com", "/provider")).toBe("/provider");
    expect(safeRedirect(undefined, "/admin")).toBe("/admin");
    expect(safeRedirect("/dashboard", "/admin")).toBe("/dashboard");
  });

  it("never yields a target that a browser resolves to another origin", () => {
    const base = "https://porchlight.example";
    for (const target of ["/admin?x=1", "//evil.com", "/\\evil.com", "/\t/evil.com", "/%2F/evil.com", "/%5Cevil.com"]) {
      expect(new URL(safeRedirect(target), base).origin).toBe(base);
    }
  });
});
