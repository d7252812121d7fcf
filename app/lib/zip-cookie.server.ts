import { isFiveDigitZip } from "~/domain/places/zip";
import { getEnv } from "./env.server";

/** The customer's current zip (spec: "held in shared application state"), so Change Zip Code pre-fills it. */
export const ZIP_COOKIE = "zip";
const NINETY_DAYS_SECONDS = 60 * 60 * 24 * 90;

export function getRememberedZip(request: Request): string | null {
  const header = request.headers.get("Cookie") ?? "";
  const value = header
    .split(/;\s*/)
    .find((part) => part.startsWith(`${ZIP_COOKIE}=`))
    ?.slice(ZIP_COOKIE.length + 1);
  return value && isFiveDigitZip(value) ? value : null;
}

export function rememberZip(zip: string): string {
  const secure = getEnv().secureCookies ? "; Secure" : "";
  return `${ZIP_COOKIE}=${zip}; Path=/; Max-Age=${NINETY_DAYS_SECONDS}; SameSite=Lax; HttpOnly${secure}`;
}
