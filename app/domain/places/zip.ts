import { reasons, type ReasonOf } from "../outcome";

/** The longest zip typed: ZIP+4. */
export const ZIP_INPUT_MAX_LENGTH = 10;

/** Why a zip was refused; worded in app/locales/reasons-forms.ts. */
export const ZIP_REASONS = /* @__PURE__ */ reasons("zip", ["empty", "invalid"]);
export type ZipReason = ReasonOf<typeof ZIP_REASONS>;

export function isFiveDigitZip(value: string): boolean {
  return /^\d{5}$/.test(value);
}
