import { z } from "zod";

/** Field rules shared by the forms' schemas (booking, customers, sign-up, application). */

export function tooLongMessage(max: number): string {
  return `Please use at most ${max} characters`;
}

/** Control characters have no place in what people type: NUL, escapes, bells... */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** A multi-line field (a textarea) may hold new lines and tabs, nothing else of the kind. */
const CONTROL_CHARACTERS_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const CONTROL_CHARACTERS_MESSAGE = "Please remove the special characters (such as tabs or invisible characters) from this field.";

/** Whether a value is free of control characters (new lines and tabs allowed when multi-line). */
export function isPlainText(value: string, options: { multiline?: boolean } = {}): boolean {
  return !(options.multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS).test(value);
}

/** A text without control characters: the rule every text field of every form applies. */
export function plainText(options: { multiline?: boolean; error?: string } = {}) {
  return z
    .string(options.error ? { error: options.error } : undefined)
    .refine((value) => isPlainText(value, options), { message: CONTROL_CHARACTERS_MESSAGE, abort: true });
}

/** A required text: blank gives `message` alone (abort: no further complaints about it). */
export function requiredText(message: string, max?: number, options: { multiline?: boolean } = {}) {
  const text = plainText({ ...options, error: message })
    .trim()
    .min(1, { message, abort: true });
  return max === undefined ? text : text.max(max, tooLongMessage(max));
}

/** An optional text of at most `max` characters. */
export function optionalText(max: number, options: { multiline?: boolean } = {}) {
  return plainText(options).trim().max(max, tooLongMessage(max)).optional();
}

/** A required e-mail address of at most 254 characters. */
export function emailField(messages: { required: string; invalid: string }) {
  return plainText({ error: messages.required })
    .trim()
    .min(1, { message: messages.required, abort: true })
    .max(254, { message: messages.invalid, abort: true })
    .pipe(z.email(messages.invalid));
}

/** US numbers: 10 digits (an optional leading 1), any common punctuation around them. */
export function normalizePhone(value: string): string | null {
  if (!/^[\d\s().+-]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? national : null;
}

export function formatPhone(national: string): string {
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** A required US phone number, stored as "(512) 555-0142" whatever punctuation was typed. */
export function phoneField(messages: { required: string; invalid: string }) {
  return plainText({ error: messages.required })
    .trim()
    .min(1, { message: messages.required, abort: true })
    .max(30, { message: messages.invalid, abort: true })
    .refine((value) => normalizePhone(value) !== null, messages.invalid)
    .transform((value) => formatPhone(normalizePhone(value)!));
}

/** A `tel:` link for a stored phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
