import { useMatches, useRouteLoaderData } from "@remix-run/react";
import { createContext, useContext } from "react";
import { DEFAULT_LANGUAGE, parseLanguage, type Language } from "~/domain/language";
import { sayIn } from "~/locales/messages";
import type { Words } from "~/locales/words";

/**
 * The page's language (docs/decisions/0044), provided by the root layout from its loader's choice,
 * and by any render of its own (a list's card templates) around what it renders.
 */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** A catalogue's words in the page's language. */
export function useWords<English extends Record<string, string>>(words: Words<English>): Words<English>["en"] {
  return words[useLanguage()];
}

/**
 * A section's own way to say the domain's sentences (the admin panel's layout provides one with
 * its sentences), so that only its pages load them; elsewhere messages.ts's.
 */
export const SayContext = createContext<(language: Language, message: string) => string>(sayIn);

/** The domain's English sentences (a refusal, a notice) in the page's language, where translated. */
export function useSay(): (message: string) => string {
  const language = useLanguage();
  const sayInSection = useContext(SayContext);
  return (message) => sayInSection(language, message);
}

/** The page's language in a `meta` function, from the root's data among the matches. */
export function languageOfMatches(matches: ReadonlyArray<{ id: string; data?: unknown }>): Language {
  const root = matches.find((match) => match.id === "root")?.data as { language?: string } | undefined;
  return parseLanguage(root?.language) ?? DEFAULT_LANGUAGE;
}

/**
 * A route's form the language switch carries (issue 54): its `handle.languageForm` names the form's
 * id from the route's data (null when the page shows none).
 */
export type LanguageFormHandle = { languageForm?: (data: unknown) => string | null };

/** The id of the form on this page whose typed values the language switch keeps, if any. */
export function useLanguageForm(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as LanguageFormHandle | undefined;
    if (handle?.languageForm) return handle.languageForm(matches[i]!.data);
  }
  return null;
}

/** What was typed in this form before a language switch without JavaScript, to show in it again. */
export function useTypedValues(formId: string): Record<string, string> | null {
  const typed = (useRouteLoaderData("root") as { typed?: { form: string; values: Record<string, string> } | null } | undefined)?.typed;
  return typed?.form === formId ? typed.values : null;
}

/** A page's addresses in each language as `meta` links (hreflang, issue 54). */
export function alternateLinks(alternates: ReadonlyArray<{ hrefLang: string; href: string }> | undefined) {
  return (alternates ?? []).map(({ hrefLang, href }) => ({ tagName: "link", rel: "alternate", hrefLang, href }));
}
