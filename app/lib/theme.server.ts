import { parseTheme, type Theme } from "~/domain/theme";
import { readCookie } from "./cookies.server";
import { getEnv } from "./env.server";

/** The cookie `theme` (spec key 'theme'), readable by the server so the page renders without a flash. */
export const THEME_COOKIE = "theme";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export function getTheme(request: Request): Theme {
  const value = readCookie(request.headers.get("Cookie"), THEME_COOKIE);
  return parseTheme(value === undefined ? undefined : decodeURIComponent(value));
}

export function serializeTheme(theme: Theme): string {
  const secure = getEnv().secureCookies ? "; Secure" : "";
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
