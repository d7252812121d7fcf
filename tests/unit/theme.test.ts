import { describe, expect, it } from "vitest";
import { parseTheme } from "~/domain/theme";

describe("parseTheme", () => {
  it.each(["light", "dark", "system"] as const)("keeps %s", (theme) => {
    expect(parseTheme(theme)).toBe(theme);
  });

  it.each([
    ["Light"],
    ["DARK"],
    [" dark"],
    ["dark "],
    ["auto"],
    ["blue"],
    [""],
    [null],
    [undefined],
    [0],
    [true],
    [["dark"]],
    [{ theme: "dark" }],
  ])("falls back to system for %j", (value) => {
    expect(parseTheme(value)).toBe("system");
  });
});
