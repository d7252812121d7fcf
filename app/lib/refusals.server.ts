import { data } from "@remix-run/node";
import { INVALID_FORM, refuseForm, type Refusal } from "~/domain/outcome";
import { adminSayIn } from "~/locales/admin-sentences";
import { textResponse } from "./http.server";
import { requestLanguage } from "./language.server";
import { redirectWithToast } from "./toast.server";

/**
 * The one place a use case's refusal becomes HTTP (docs/decisions/0016): beside the form's fields
 * with everything typed kept, in an error toast on the page the button was on, or as a plain 4xx
 * for the page's error boundary.
 */

/** Throws a plain-text response (404 unless told) when `value` is missing or false. */
export function invariantResponse<T>(value: T, message: string, status = 404): asserts value {
  if (!value) throw textResponse(status, message);
}

/**
 * Plain text a person reads where no page frames it (a file's link, a short link from a text), in
 * the request's language: a reason's id or a sentence, worded.
 */
export function saidResponse(request: Request, status: number, message: string): Response {
  return textResponse(status, adminSayIn(requestLanguage(request).language, message));
}

/** The refusal as the plain text of its status: throw it from a loader, or return it from a resource route. */
export function refusalResponse(refusal: Refusal): Response {
  return textResponse(refusal.status, refusal.message);
}

type ReplyOptions = { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] };
type Replying<Result> = { reply: (options?: ReplyOptions) => Result };

/**
 * The form comes back with the refusal beside its field (or above the form) and every value
 * typed (but `hideFields`), under the refusal's status; `extra` joins the action's data.
 */
export function refusalReply<Result, Extra extends object = object>(
  submission: Replying<Result>,
  refusal: Refusal,
  options: { hideFields?: string[]; extra?: Extra } = {},
) {
  const errors: ReplyOptions = {};
  // The form's own checks failed: its reply carries the schema's messages (and any found beside them).
  if (refusal.code !== INVALID_FORM) {
    if (refusal.field && !refusal.fieldErrors) errors.fieldErrors = { [refusal.field]: [refusal.message] };
    else errors.formErrors = [refusal.message];
  }
  if (refusal.fieldErrors) errors.fieldErrors = refusal.fieldErrors;
  if (options.hideFields) errors.hideFields = options.hideFields;
  const lastResult = submission.reply(errors);
  return data({ lastResult, ...(options.extra ?? ({} as Extra)) }, { status: refusal.status });
}

/** A post its form's schema refused: the form comes back 400 with the schema's messages and every value typed. */
export function invalidFormReply<Result, Extra extends object = object>(
  submission: Replying<Result>,
  options: { hideFields?: string[]; extra?: Extra } = {},
) {
  return refusalReply(submission, refuseForm(), options);
}

/** Back to the page the button was on, with the refusal in an error toast. */
export function refusalToast(back: string, refusal: Refusal) {
  return redirectWithToast(back, { type: "error", description: refusal.message });
}
