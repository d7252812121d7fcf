import { createHash, randomBytes } from "node:crypto";
import { SUBMISSION_KEY_FIELD } from "~/domain/forms/submission";

/**
 * One-time submission keys (docs/decisions/0026): a post is identified by its form's random key,
 * the kind of thing it makes and what was posted, so the same post twice is one submission, while a
 * changed form sent with an old key (after "Back") is a new one.
 */
const KEY_FORMAT = /^[A-Za-z0-9_-]{22}$/;

export function newSubmissionKey(): string {
  return randomBytes(16).toString("base64url");
}

/** A submission's identity, or null for a post without a well-formed key (it is simply not deduplicated). */
export type OneTimeSubmission = { id: string; kind: string } | null;

/** JSON with its object keys sorted, so the same content always reads the same. */
function canonical(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  return JSON.stringify(value ?? null);
}

/**
 * The submission a post makes: its key as posted, the kind of thing it creates, and the content
 * it asks for (the parsed form, and the files it brought, by their bytes' hashes).
 */
export function submissionOf(
  formData: FormData,
  kind: string,
  content: unknown,
  files: ReadonlyArray<{ bytes: Uint8Array }> = [],
): OneTimeSubmission {
  const key = formData.get(SUBMISSION_KEY_FIELD);
  if (typeof key !== "string" || !KEY_FORMAT.test(key)) return null;
  const digests = files.map((file) => createHash("sha256").update(file.bytes).digest("hex"));
  const id = createHash("sha256")
    .update(`${kind}\n${key}\n${canonical({ content, files: digests })}`)
    .digest("hex");
  return { id, kind };
}
