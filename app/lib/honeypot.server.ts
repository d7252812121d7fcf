import { createHmac, timingSafeEqual } from "node:crypto";
import { FORM_STARTED_FIELD, HONEYPOT_FIELD, type HoneypotVerdict } from "~/domain/forms/honeypot";
import { getEnv } from "./env.server";

/** "<milliseconds>.<signature>": when a form was shown, signed so it cannot be made up. */
export function signFormStarted(at: number, secret: string): string {
  return `${at}.${createHmac("sha256", secret).update(`form-started:${at}`).digest("base64url")}`;
}

/** The value of a public form's FORM_STARTED_FIELD, given when its page is rendered. */
export function formStartedValue(now = Date.now()): string {
  return signFormStarted(now, getEnv().sessionSecrets[0]);
}

function startedAt(value: string): number | null {
  const match = /^(\d{1,15})\.[\w-]{43}$/.exec(value);
  if (!match) return null;
  const at = Number(match[1]);
  const given = Buffer.from(value);
  const genuine = getEnv().sessionSecrets.some((secret) => {
    const expected = Buffer.from(signFormStarted(at, secret));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return genuine ? at : null;
}

/**
 * Whether a posted public form looks like a person's: the hidden field is empty, and the form
 * was shown by us at least FORM_MIN_FILL_MS before it came back.
 */
export function checkHoneypot(form: FormData, now = Date.now()): HoneypotVerdict {
  if (String(form.get(HONEYPOT_FIELD) ?? "") !== "") return "filled";
  const value = form.get(FORM_STARTED_FIELD);
  if (typeof value !== "string" || value === "") return "missing";
  const at = startedAt(value);
  if (at === null) return "forged";
  return now - at < getEnv().FORM_MIN_FILL_MS ? "too-fast" : "ok";
}
