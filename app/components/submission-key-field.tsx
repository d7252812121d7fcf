import { SUBMISSION_KEY_FIELD } from "~/domain/forms/submission";

/**
 * A form's one-time submission key, rendered with the form by its loader: the same post sent
 * twice (a double tap before the page's script has loaded) is one submission (docs/decisions/0026).
 */
export function SubmissionKeyField({ value }: { value: string }) {
  return <input type="hidden" name={SUBMISSION_KEY_FIELD} value={value} />;
}
