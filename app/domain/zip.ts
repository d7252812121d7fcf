export const ZIP_INPUT_MAX_LENGTH = 10;

/** The zip rule as an input's `pattern` (the whole value, spaces around allowed: they are trimmed). */
export const ZIP_PATTERN_ATTRIBUTE = String.raw`\s*\d{5}(-\d{4})?\s*`;

export const ZIP_MESSAGES = {
  empty: "Please enter a zip code",
  invalid: "Please enter a valid zip code",
} as const;

export function isFiveDigitZip(value: string): boolean {
  return /^\d{5}$/.test(value);
}

/** A zip field's native constraints and the spec's messages (app/components/form-checks.ts). */
export const ZIP_FIELD_CONSTRAINTS = {
  inputMode: "numeric",
  maxLength: ZIP_INPUT_MAX_LENGTH,
  required: true,
  pattern: ZIP_PATTERN_ATTRIBUTE,
  "data-missing": ZIP_MESSAGES.empty,
  "data-invalid": ZIP_MESSAGES.invalid,
} as const;
