import { languageAddresses, languageOf, parseLanguage, type Language } from "~/domain/language";
import { readCookie } from "./cookies.server";
import { getEnv } from "./env.server";

/** The visitor's chosen language, remembered for a year once they choose one (docs/decisions/0044). */
export const LANGUAGE_COOKIE = "lang";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * The request's language, and the cookie that remembers it when the page's `lang` parameter
 * chose one the visitor did not have: following a language link is choosing it.
 */
export function requestLanguage(request: Request): { language: Language; setCookie: string | null } {
  const param = new URL(request.url).searchParams.get("lang");
  const cookie = parseLanguage(readCookie(request.headers.get("Cookie"), LANGUAGE_COOKIE));
  const language = languageOf({ param, cookie, acceptLanguage: request.headers.get("Accept-Language") });
  const chosen = parseLanguage(param);
  if (!chosen || chosen === cookie) return { language, setCookie: null };
  return { language, setCookie: languageCookie(chosen) };
}

/** The header that remembers a chosen language for a year. */
export function languageCookie(language: Language): string {
  const secure = getEnv().secureCookies ? "; Secure" : "";
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * The same page in each language, for search engines (`hreflang`): its `lang` address per
 * language, and the address without one (the visitor's own language) as the default.
 */
export function languageAlternates(url: URL, origin: string): Array<{ hrefLang: string; href: string }> {
  return languageAddresses(`${origin}${url.pathname}${url.search}`);
}
