import type { Language } from "~/domain/language";
import type { ZipReason } from "~/domain/places/zip";
import { defineWords } from "./words";

/**
 * The words of the reasons the domain gives (decision 0047), one catalogue per feature, keyed by
 * the reason's id. Type-only imports of the ids: this module is in every page's JavaScript
 * (through messages.ts), and the domain's modules would come along with values.
 */
export const zipReasonWords = defineWords(
  {
    "zip.empty": "Please enter a zip code",
    "zip.invalid": "Please enter a valid zip code",
  } satisfies Record<ZipReason, string>,
  {
    "zip.empty": "Escriba un código postal",
    "zip.invalid": "Escriba un código postal válido",
  },
);

const REASON_WORDS: { readonly [L in Language]: Readonly<Record<string, string>> } = {
  en: { ...zipReasonWords.en },
  es: { ...zipReasonWords.es },
};

/** Every reason's id, for the checks that no page shows one unworded. */
export const REASON_IDS: readonly string[] = Object.keys(REASON_WORDS.en);

/** A reason's words in `language`; undefined for anything that is not a reason's id. */
export function reasonIn(language: Language, message: string): string | undefined {
  return Object.hasOwn(REASON_WORDS[language], message) ? REASON_WORDS[language][message] : undefined;
}
