import { HONEYPOT_FIELD, FORM_STARTED_FIELD } from "./honeypot";
import { SUBMISSION_KEY_FIELD } from "./submission";

/**
 * What a visitor had typed in a form when they switched language without JavaScript (issue 54):
 * the form is posted to the switch, and its fields come back as the form's values on the page in
 * the other language. Kept small (a cookie carries it) and without what must stay fresh or secret.
 */
export type TypedValues = { form: string; values: Record<string, string> };

// A consent is given to the words shown: in the other language its box is asked again, unticked.
const LEFT_OUT = new Set([SUBMISSION_KEY_FIELD, HONEYPOT_FIELD, FORM_STARTED_FIELD, "token", "password", "intent", "lang", "text_consent"]);
const MAX_FIELDS = 24;
const MAX_VALUE = 1_000;
const MAX_TOTAL = 2_500;

/** A form's id as our forms name them. */
export function isFormId(value: unknown): value is string {
  return typeof value === "string" && /^[a-z][a-z0-9-]{0,39}$/.test(value);
}

/** The typed text fields of a posted form worth carrying, within the cookie's budget; files and secrets are left. */
export function typedValuesOf(form: string, entries: Iterable<[string, FormDataEntryValue]>): TypedValues {
  const values: Record<string, string> = {};
  let total = 0;
  for (const [name, value] of entries) {
    if (typeof value !== "string" || value === "" || LEFT_OUT.has(name) || name in values || name.length > 60) continue;
    if (Object.keys(values).length >= MAX_FIELDS) break;
    const kept = value.slice(0, MAX_VALUE);
    if (total + name.length + kept.length > MAX_TOTAL) continue;
    values[name] = kept;
    total += name.length + kept.length;
  }
  return { form, values };
}
