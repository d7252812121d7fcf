import { parseTheme, type Theme } from "~/domain/theme";
import { getEnv } from "./env.server";

/** The cookie `theme` (spec key 'theme'), readable by the server so the page renders without a flash. */
export const THEME_COOKIE = "theme";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export function getTheme(request: Request): Theme {
  const header = request.headers.get("Cookie") ?? "";
  const match = header.split(/;\s*/).find((part) => part.startsWith(`${THEME_COOKIE}=`));
  return parseTheme(match ? decodeURIComponent(match.slice(THEME_COOKIE.length + 1)) : undefined);
}

export function serializeTheme(theme: Theme): string {
  const secure = getEnv().secureCookies ? "; Secure" : "";
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
