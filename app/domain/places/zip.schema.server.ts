import { z } from "zod";
import { ZIP_INPUT_MAX_LENGTH, ZIP_REASONS } from "./zip";

const ZIP_PATTERN = /^(\d{5})(?:-\d{4})?$/;

/**
 * The zip form's one schema, shared by the server (authoritative) and the client
 * (convenience). The output is always the 5-digit zip; ZIP+4 keeps only its first 5 digits.
 */
export const zipSchema = z
  .string({ error: ZIP_REASONS.empty })
  .trim()
  .min(1, { message: ZIP_REASONS.empty, abort: true })
  .max(ZIP_INPUT_MAX_LENGTH, { message: ZIP_REASONS.invalid, abort: true })
  .regex(ZIP_PATTERN, ZIP_REASONS.invalid)
  .transform((value) => value.slice(0, 5));

export const zipFormSchema = z.object({
  zip: z.preprocess((value) => value ?? "", zipSchema),
});

export type ZipParseResult = { ok: true; zip: string; isCanonical: boolean } | { ok: false; error: string };

/** Parses raw user input. `isCanonical` is false when the input was not exactly the 5-digit form. */
export function parseZip(input: string | null | undefined): ZipParseResult {
  const result = zipSchema.safeParse(input ?? "");
  if (!result.success) {
    return { ok: false, error: result.error.issues[0]?.message ?? ZIP_REASONS.invalid };
  }
  return { ok: true, zip: result.data, isCanonical: result.data === input };
}
