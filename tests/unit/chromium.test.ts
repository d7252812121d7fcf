import { describe, expect, it } from "vitest";
import { ChromiumPathError, findChromium, type Probe } from "../../scripts/chromium";

function probe(files: string[], env: Record<string, string> = {}, options: Partial<Probe> = {}): Probe {
  return {
    env: { PATH: "/usr/local/bin:/usr/bin:/bin", ...env },
    platform: "linux",
    isExecutable: (file) => files.includes(file),
    playwrightChromium: () => "/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome",
    ...options,
  };
}

describe("findChromium", () => {
  it("takes CHROMIUM_PATH first, and refuses one that is not there rather than guess", () => {
    expect(findChromium(probe(["/opt/chrome", "/usr/bin/chromium"], { CHROMIUM_PATH: "/opt/chrome" }))).toEqual({
      path: "/opt/chrome",
      source: "CHROMIUM_PATH",
    });
    expect(() => findChromium(probe(["/usr/bin/chromium"], { CHROMIUM_PATH: "/nope/chrome" }))).toThrow(ChromiumPathError);
  });

  it("then a Chromium or Chrome on the PATH, then the usual places", () => {
    expect(findChromium(probe(["/usr/local/bin/google-chrome", "/usr/bin/chromium"]))).toEqual({
      path: "/usr/local/bin/google-chrome",
      source: "system",
    });
    expect(findChromium(probe(["/snap/bin/chromium"]))).toEqual({ path: "/snap/bin/chromium", source: "system" });
    const mac = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome";
    expect(findChromium(probe([mac], {}, { platform: "darwin" }))).toEqual({ path: mac, source: "system" });
  });

  it("then the browser Playwright installed, and nothing when there is none", () => {
    const cached = "/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome";
    expect(findChromium(probe([cached]))).toEqual({ path: cached, source: "Playwright" });
    expect(findChromium(probe([]))).toBeNull();
    expect(findChromium(probe([], {}, { playwrightChromium: () => null }))).toBeNull();
  });
});
