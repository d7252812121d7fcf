import { adminSayIn } from "~/locales/admin-sentences";

/**
 * An outcome, a page's data or a bare message as an English reader reads it: every string in it
 * that is a reason's id worded (a refusal's message, its fields' errors), everything else as it is.
 */
export function readInEnglish<T>(result: T): T {
  if (typeof result === "string") return adminSayIn("en", result) as T;
  if (Array.isArray(result)) return result.map((each: unknown) => readInEnglish(each)) as T;
  if (result && typeof result === "object" && Object.getPrototypeOf(result) === Object.prototype)
    return Object.fromEntries(Object.entries(result).map(([key, value]) => [key, readInEnglish(value)])) as T;
  return result;
}
