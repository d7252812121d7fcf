import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { isFiveDigitZip } from "~/domain/places/zip";
import { parseZip, zipFormSchema, zipSchema } from "~/domain/places/zip.schema.server";

describe("parseZip", () => {
  it("accepts a plain 5-digit zip as canonical", () => {
    expect(parseZip("78701")).toEqual({ ok: true, zip: "78701", isCanonical: true });
  });

  it("keeps leading zeros", () => {
    expect(parseZip("02134")).toEqual({ ok: true, zip: "02134", isCanonical: true });
  });

  it("accepts ZIP+4 and keeps only the first 5 digits (not canonical)", () => {
    expect(parseZip("78701-1234")).toEqual({ ok: true, zip: "78701", isCanonical: false });
  });

  it("trims whitespace first and reports the input as not canonical", () => {
    expect(parseZip("  78701  ")).toEqual({ ok: true, zip: "78701", isCanonical: false });
    expect(parseZip("\t90210\n")).toEqual({ ok: true, zip: "90210", isCanonical: false });
    expect(parseZip(" 78701-1234 ")).toEqual({ ok: true, zip: "78701", isCanonical: false });
  });

  it.each([[""], ["   "], ["\t\n"], [null], [undefined]])("reports the empty message for %j", (input) => {
    expect(parseZip(input)).toEqual({ ok: false, error: "zip.empty" });
  });

  it.each([
    "7870",
    "787011",
    "abcde",
    "7870a",
    "78701-",
    "78701-123",
    "78701-12345",
    "78701 1234",
    "78701+1234",
    "78701–1234", // en dash
    "787 01",
    "-78701",
    "78701-abcd",
    "１２３４５", // full-width digits
    "1e4",
  ])("reports the invalid message for %j", (input) => {
    expect(parseZip(input)).toEqual({ ok: false, error: "zip.invalid" });
  });
});

describe("zipSchema", () => {
  it("outputs the 5-digit zip", () => {
    expect(zipSchema.parse(" 10001-0001 ")).toBe("10001");
  });

  it("reports the empty message when the value is not a string", () => {
    const result = zipSchema.safeParse(undefined);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["zip.empty"]);
  });

  it("reports the empty message first for a blank value (the form shows the first error)", () => {
    const result = zipSchema.safeParse("  ");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("zip.empty");
  });

  it("reports only the invalid message for a non-empty malformed value", () => {
    const result = zipSchema.safeParse("123");
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["zip.invalid"]);
  });
});

describe("isFiveDigitZip", () => {
  it("accepts exactly five digits only", () => {
    expect(isFiveDigitZip("78701")).toBe(true);
    expect(isFiveDigitZip("00000")).toBe(true);
    expect(isFiveDigitZip("7870")).toBe(false);
    expect(isFiveDigitZip("787011")).toBe(false);
    expect(isFiveDigitZip("78701-1234")).toBe(false);
    expect(isFiveDigitZip(" 78701")).toBe(false);
    expect(isFiveDigitZip("")).toBe(false);
  });
});

describe("zipFormSchema", () => {
  it("parses a plain object and outputs the 5-digit zip", () => {
    expect(zipFormSchema.parse({ zip: "78701-1234" })).toEqual({ zip: "78701" });
  });

  it("treats a missing or null zip as empty", () => {
    const missing = zipFormSchema.safeParse({});
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(["zip"]);
    expect(missing.error?.issues[0]?.message).toBe("zip.empty");
    const nullValue = zipFormSchema.safeParse({ zip: null });
    expect(nullValue.success).toBe(false);
    expect(nullValue.error?.issues[0]?.message).toBe("zip.empty");
  });

  describe("with conform's parseWithZod on URLSearchParams", () => {
    const submit = (query: string) => parseWithZod(new URLSearchParams(query), { schema: zipFormSchema });
    /** The field errors of a submission that must have failed. */
    const errorsOf = (query: string) => {
      const submission = submit(query);
      expect(submission.status).toBe("error");
      if (submission.status !== "error") throw new Error("expected an error");
      return submission.error;
    };

    it("succeeds with the 5-digit zip", () => {
      const submission = submit("zip=78701");
      expect(submission.status).toBe("success");
      if (submission.status !== "success") throw new Error("expected success");
      expect(submission.value).toEqual({ zip: "78701" });
    });

    it("keeps only the first 5 digits of a ZIP+4", () => {
      const submission = submit("zip=%2078701-1234%20");
      expect(submission.status).toBe("success");
      if (submission.status !== "success") throw new Error("expected success");
      expect(submission.value).toEqual({ zip: "78701" });
    });

    // The zip form displays the first error of the field (errors?.[0]).
    it("reports the empty message when the field is missing", () => {
      expect(errorsOf("")?.zip?.[0]).toBe("zip.empty");
    });

    it("reports the empty message when the field is blank", () => {
      expect(errorsOf("zip=")?.zip?.[0]).toBe("zip.empty");
      expect(errorsOf("zip=%20%20")?.zip?.[0]).toBe("zip.empty");
    });

    it("reports the invalid message for a malformed zip", () => {
      expect(errorsOf("zip=1234")).toEqual({ zip: ["zip.invalid"] });
      expect(errorsOf("zip=abcde")).toEqual({ zip: ["zip.invalid"] });
    });
  });
});
