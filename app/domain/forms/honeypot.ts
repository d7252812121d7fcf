/**
 * The public forms' bot traps (booking, application, portal sign-up): a text field people never
 * see and bots fill in, and a signed note of when the form was shown, since a person takes a
 * moment to fill a form and a script posting blind has no such note.
 */
export const HONEYPOT_FIELD = "company_fax";
export const FORM_STARTED_FIELD = "form_started";

export type HoneypotVerdict = "ok" | "filled" | "missing" | "forged" | "too-fast";
