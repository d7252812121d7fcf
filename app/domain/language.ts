/**
 * The languages Porchlight speaks and how a request's is chosen (docs/decisions/0044): the page's
 * `lang` parameter (a stable URL for each language), else the visitor's remembered choice, else
 * the first language of their browser's Accept-Language that we speak, else English.
 */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The `lang` attribute and Intl locale of each language: US English and US Spanish. */
export const LOCALE_OF: Record<Language, string> = { en: "en-US", es: "es-US" };

/** Each language named in itself, as a switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español" };

export function parseLanguage(value: unknown): Language | null {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : null;
}

/** The first language of an Accept-Language header we speak, by its quality ("es-MX,es;q=0.9,en;q=0.8" → es). */
export function languageOfHeader(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .slice(0, 512)
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split("-")[0] ?? "", quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { primary } of ranked) {
    if (primary === "*") return DEFAULT_LANGUAGE;
    const language = parseLanguage(primary);
    if (language) return language;
  }
  return null;
}

export function languageOf(asked: { param?: string | null; cookie?: string | null; acceptLanguage?: string | null }): Language {
  return parseLanguage(asked.param) ?? parseLanguage(asked.cookie) ?? languageOfHeader(asked.acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * A page's address in each language and its default (x-default: the one that follows the
 * visitor's choice), as `hreflang` links and the sitemap name them.
 */
export function languageAddresses(url: string): Array<{ hrefLang: Language | "x-default"; href: string }> {
  const at = (language: Language | null) => {
    const parsed = new URL(url);
    if (language) parsed.searchParams.set("lang", language);
    else parsed.searchParams.delete("lang");
    return parsed.toString();
  };
  return [...LANGUAGES.map((language) => ({ hrefLang: language, href: at(language) })), { hrefLang: "x-default" as const, href: at(null) }];
}

/**
 * A local path in a language: its `lang` parameter for any but the default, before a fragment,
 * so a person's link opens their page in their language on any device (docs/decisions/0044).
 */
export function inLanguage(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  const hash = path.indexOf("#");
  const [base, fragment] = hash === -1 ? [path, ""] : [path.slice(0, hash), path.slice(hash)];
  return `${base}${base.includes("?") ? "&" : "?"}lang=${language}${fragment}`;
}
