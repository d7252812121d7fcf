import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/domain/language";

// Every catalogue names the same keys in every language, with the same {placeholders} (issue 54).
const LOCALES = path.resolve(__dirname, "../../app/locales");
// Modules that define catalogues; the others word values with functions per language, tested beside their use.
const modules = readdirSync(LOCALES).filter(
  (file) => file.endsWith(".ts") && file !== "words.ts" && readFileSync(path.join(LOCALES, file), "utf8").includes("defineWords("),
);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the catalogues", () => {
  it.each(modules)("%s says everything in every language, with the same placeholders", async (file) => {
    // A catalogue module may also export how it words values (functions): the catalogues are the word pairs.
    const catalogues = Object.values(await import(path.join(LOCALES, file))).filter(
      (value): value is Record<string, Record<string, string>> =>
        typeof value === "object" && value !== null && "en" in value && "es" in value,
    );
    expect(catalogues.length).toBeGreaterThan(0);
    for (const catalogue of catalogues) {
      const english = catalogue.en;
      for (const language of LANGUAGES) {
        const words = catalogue[language];
        expect(Object.keys(words).sort()).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(english)) {
          expect(words[key].trim(), `${file} ${language} ${key}`).not.toBe("");
          expect(placeholders(words[key]), `${file} ${language} ${key}`).toEqual(placeholders(text));
        }
      }
    }
  });
});
