import type { Language } from "~/domain/language";
import { ZIP_MESSAGES } from "~/domain/places/zip";

/**
 * The domain's sentences (the spec's exact English: a form's refusals, a page's notices) in
 * Spanish, found by their English text, until the domain answers with reasons rather than
 * sentences (issue 54). A sentence not here stays English.
 */
const SPANISH: Readonly<Record<string, string>> = {
  [ZIP_MESSAGES.empty]: "Escriba un código postal",
  [ZIP_MESSAGES.invalid]: "Escriba un código postal válido",
  "Please choose one of the service categories.": "Elija una de las categorías de servicio.",
};

export function sayIn(language: Language, message: string): string {
  return language === "es" ? (SPANISH[message] ?? message) : message;
}
