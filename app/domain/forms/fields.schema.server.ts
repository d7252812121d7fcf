import { z } from "zod";
import { tooLongReason, FORM_REASONS, isPlainText, normalizePhone, formatPhone, US_PHONE_SHAPE } from "./fields";

/** A text without control characters: the rule every text field of every form applies. */
export function plainText(options: { multiline?: boolean; error?: string } = {}) {
  return z
    .string(options.error ? { error: options.error } : undefined)
    .refine((value) => isPlainText(value, options), { message: FORM_REASONS.controlCharacters, abort: true });
}

/** A required text: blank gives `message` alone (abort: no further complaints about it). */
export function requiredText(message: string, max?: number, options: { multiline?: boolean } = {}) {
  const text = plainText({ ...options, error: message })
    .trim()
    .min(1, { message, abort: true });
  return max === undefined ? text : text.max(max, tooLongReason(max));
}

/** An optional text of at most `max` characters. */
export function optionalText(max: number, options: { multiline?: boolean } = {}) {
  return plainText(options).trim().max(max, tooLongReason(max)).optional();
}

/** A required e-mail address of at most 254 characters. */
export function emailField(messages: { required: string; invalid: string }) {
  return plainText({ error: messages.required })
    .trim()
    .min(1, { message: messages.required, abort: true })
    .max(254, { message: messages.invalid, abort: true })
    .pipe(z.email(messages.invalid));
}

/** A required US phone number, stored as "(512) 555-0142" whatever punctuation was typed. */
export function phoneField(messages: { required: string; invalid: string }) {
  return plainText({ error: messages.required })
    .trim()
    .min(1, { message: messages.required, abort: true })
    .max(30, { message: messages.invalid, abort: true })
    .regex(US_PHONE_SHAPE, messages.invalid)
    .transform((value) => formatPhone(normalizePhone(value)!));
}
