import { describe, expect, it } from "vitest";
import { DEFAULT_THEME, parseTheme, THEME_LABELS, THEMES } from "~/domain/theme";

describe("themes", () => {
  it("offers light, dark and system, defaulting to system", () => {
    expect(THEMES).toEqual(["light", "dark", "system"]);
    expect(DEFAULT_THEME).toBe("system");
    expect(THEME_LABELS).toEqual({ light: "Light", dark: "Dark", system: "System" });
  });
});

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
