/** Field rules shared by the forms' schemas (booking, customers, sign-up, application). */
import { reasons, reasonWith, type ReasonOf } from "../outcome";

/** Any form's answers (decision 0047), worded in app/locales/reasons-forms.ts. */
export const FORM_REASONS = /* @__PURE__ */ reasons("form", [
  "tooLong",
  "controlCharacters",
  "unknownAction",
  "chooseTheme",
  "chooseLanguage",
  "unreadable",
  "unsupported",
  "bodyTooLarge",
  "correctFields",
]);
export type FormReason = ReasonOf<typeof FORM_REASONS>;

/** A value longer than its field takes. */
export function tooLongReason(max: number): string {
  return reasonWith(FORM_REASONS.tooLong, { max });
}

/** Control characters have no place in what people type: NUL, escapes, bells... */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** A multi-line field (a textarea) may hold new lines and tabs, nothing else of the kind. */
const CONTROL_CHARACTERS_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether a value is free of control characters (new lines and tabs allowed when multi-line). */
export function isPlainText(value: string, options: { multiline?: boolean } = {}): boolean {
  return !(options.multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS).test(value);
}

/** US numbers: 10 digits (an optional leading 1), any common punctuation around them. */
export function normalizePhone(value: string): string | null {
  if (!US_PHONE_SHAPE.test(value)) return null;
  const digits = value.replace(/\D/g, "");
  return digits.length === 11 ? digits.slice(1) : digits;
}

/**
 * A US number as typed, whatever its punctuation: ten digits (area code and exchange not starting
 * with 0 or 1), or eleven with a leading 1. One regex, so the browser checks the same shape as a
 * `pattern` (app/lib/form-constraints.server.ts) before the post.
 */
const SEPARATORS = String.raw`[\s\(\)\.\+\-]*`;
export const US_PHONE_SHAPE = new RegExp(
  String.raw`^${SEPARATORS}(?:1${SEPARATORS})?[2-9]${SEPARATORS}\d${SEPARATORS}\d${SEPARATORS}[2-9](?:${SEPARATORS}\d){6}${SEPARATORS}$`,
);

export function formatPhone(national: string): string {
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** A `tel:` link for a stored phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** How a person is named to strangers (a review, a request before booking): "Jane D." from "Jane Doe"; "Prince" stays "Prince"; extra spaces are ignored. */
export function firstNameAndInitial(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "A customer";
  const first = parts[0];
  if (parts.length === 1) return first;
  const initial = Array.from(parts[parts.length - 1])[0]?.toUpperCase() ?? "";
  return `${first} ${initial}.`;
}

/**
 * One field's browser checks, derived on the server from the form's zod schema
 * (app/lib/form-constraints.server.ts): native attributes and the schema's messages beside them.
 */
export type FieldConstraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  min?: number;
  max?: number;
  step?: number;
  "data-missing"?: string;
  "data-invalid"?: string;
};

/** A form's browser checks by field name, as a loader sends them. */
export type FormConstraints = Record<string, FieldConstraint>;
