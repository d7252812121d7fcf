/** The longest zip typed: ZIP+4. */
export const ZIP_INPUT_MAX_LENGTH = 10;

export const ZIP_MESSAGES = {
  empty: "Please enter a zip code",
  invalid: "Please enter a valid zip code",
} as const;

export function isFiveDigitZip(value: string): boolean {
  return /^\d{5}$/.test(value);
}
