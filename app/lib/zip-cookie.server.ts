import { isFiveDigitZip } from "~/domain/places/zip";
import { readCookie } from "./cookies.server";
import { getEnv } from "./env.server";

/** The customer's current zip (spec: "held in shared application state"), so Change Zip Code pre-fills it. */
export const ZIP_COOKIE = "zip";
const NINETY_DAYS_SECONDS = 60 * 60 * 24 * 90;

export function getRememberedZip(request: Request): string | null {
  const value = readCookie(request.headers.get("Cookie"), ZIP_COOKIE);
  return value && isFiveDigitZip(value) ? value : null;
}

export function rememberZip(zip: string): string {
  const secure = getEnv().secureCookies ? "; Secure" : "";
  return `${ZIP_COOKIE}=${zip}; Path=/; Max-Age=${NINETY_DAYS_SECONDS}; SameSite=Lax; HttpOnly${secure}`;
}
