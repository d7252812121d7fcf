import type { Language } from "~/domain/language";
import type { ZipReason } from "~/domain/places/zip";
import type { HoursReason } from "~/domain/schedule/availability";
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

export const hoursReasonWords = defineWords(
  {
    "hours.format": "Use the format HH:MM",
    "hours.order": "The end time must be after the start time",
    "hours.bounds": "Please choose hours between 6:00 AM and 10:00 PM",
  } satisfies Record<HoursReason, string>,
  {
    "hours.format": "Use el formato HH:MM",
    "hours.order": "La hora de fin debe ser posterior a la de inicio",
    "hours.bounds": "Elija un horario entre las 6:00 a. m. y las 10:00 p. m.",
  },
);

const REASON_WORDS: { readonly [L in Language]: Readonly<Record<string, string>> } = {
  en: { ...zipReasonWords.en, ...hoursReasonWords.en },
  es: { ...zipReasonWords.es, ...hoursReasonWords.es },
};

/** Every reason's id, for the checks that no page shows one unworded. */
export const REASON_IDS: readonly string[] = Object.keys(REASON_WORDS.en);

/** `message`'s words in `language` when it is one of the catalogue's ids; else undefined. */
export function wordsOfReason(
  words: { readonly [L in Language]: Readonly<Record<string, string>> },
  language: Language,
  message: string,
): string | undefined {
  return Object.hasOwn(words[language], message) ? words[language][message] : undefined;
}

/** A reason's words in `language`; undefined for anything that is not a reason's id. */
export function reasonIn(language: Language, message: string): string | undefined {
  return wordsOfReason(REASON_WORDS, language, message);
}
