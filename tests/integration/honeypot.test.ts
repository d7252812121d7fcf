import { describe, expect, it } from "vitest";
import { FORM_STARTED_FIELD, HONEYPOT_FIELD } from "~/domain/forms/honeypot";
import { checkHoneypot, formStartedValue, signFormStarted } from "~/lib/honeypot.server";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const NOW = Date.parse("2026-11-22T18:00:00Z");

describe("the public forms' bot traps", () => {
  it("let a person's form through: shown a few seconds before, the hidden field empty", () => {
    expect(checkHoneypot(form({ [FORM_STARTED_FIELD]: formStartedValue(NOW - 8_000), [HONEYPOT_FIELD]: "" }), NOW)).toBe("ok");
  });

  it("catch a filled hidden field", () => {
    expect(checkHoneypot(form({ [FORM_STARTED_FIELD]: formStartedValue(NOW - 8_000), [HONEYPOT_FIELD]: "555-0100" }), NOW)).toBe("filled");
  });

  it("catch a form sent back faster than a person could fill it (FORM_MIN_FILL_MS, 1.5 s)", () => {
    expect(checkHoneypot(form({ [FORM_STARTED_FIELD]: formStartedValue(NOW - 300) }), NOW)).toBe("too-fast");
    expect(checkHoneypot(form({ [FORM_STARTED_FIELD]: formStartedValue(NOW - 1_500) }), NOW)).toBe("ok");
  });

  it("catch a post without the note of when the form was shown (a script posting blind)", () => {
    expect(checkHoneypot(form({}), NOW)).toBe("missing");
  });

  it("catch a note that was made up or altered", () => {
    const genuine = formStartedValue(NOW - 60_000);
    const [, signature] = genuine.split(".");
    expect(checkHoneypot(form({ [FORM_STARTED_FIELD]: `${NOW - 90_000}.${signature}` }), NOW)).toBe("forged");
    expect(checkHoneypot(form({ [FORM_STARTED_FIELD]: signFormStarted(NOW - 60_000, "someone-else's-secret-0123") }), NOW)).toBe("forged");
    expect(checkHoneypot(form({ [FORM_STARTED_FIELD]: "yesterday" }), NOW)).toBe("forged");
    expect(checkHoneypot(form({ [FORM_STARTED_FIELD]: `${"9".repeat(40)}.x` }), NOW)).toBe("forged");
  });
});
