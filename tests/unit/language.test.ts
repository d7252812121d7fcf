import { describe, expect, it } from "vitest";
import { inLanguage, languageOf, languageOfHeader } from "~/domain/language";

describe("a request's language", () => {
  it("is the page's parameter first, then the remembered choice, then the browser's, then English", () => {
    expect(languageOf({ param: "es", cookie: "en", acceptLanguage: "en" })).toBe("es");
    expect(languageOf({ param: "fr", cookie: "es", acceptLanguage: "en" })).toBe("es");
    expect(languageOf({ param: null, cookie: "xx", acceptLanguage: "es-US" })).toBe("es");
    expect(languageOf({})).toBe("en");
  });

  it("takes the browser's first language we speak, by quality, then by order", () => {
    expect(languageOfHeader("es-MX,es;q=0.9,en;q=0.8")).toBe("es");
    expect(languageOfHeader("fr-CA,fr;q=0.9,es;q=0.5,en;q=0.7")).toBe("en");
    expect(languageOfHeader("en;q=0.2, ES;q=0.8")).toBe("es");
    expect(languageOfHeader("de, *;q=0.1")).toBe("en");
    expect(languageOfHeader("es;q=0, en")).toBe("en");
    expect(languageOfHeader("fr")).toBeNull();
    expect(languageOfHeader("")).toBeNull();
    expect(languageOfHeader(";;;,,q=")).toBeNull();
  });
});

describe("a path in a language", () => {
  it("carries lang for any but English, after its own parameters and before its fragment", () => {
    expect(inLanguage("/service/abc?book=1", "es")).toBe("/service/abc?book=1&lang=es");
    expect(inLanguage("/service/abc#reviews", "es")).toBe("/service/abc?lang=es#reviews");
    expect(inLanguage("/", "es")).toBe("/?lang=es");
    expect(inLanguage("/service/abc?book=1#top", "en")).toBe("/service/abc?book=1#top");
  });
});
