import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 6;

/** The sign-in form of the portal and the admin panel (fields `email`, `password`). */
export const signInSchema = z.object({
  email: z
    .string({ error: "Please enter your email" })
    .trim()
    .min(1, "Please enter your email")
    .max(254)
    .pipe(z.email("Please enter a valid email address")),
  password: z.string({ error: "Please enter your password" }).min(1, "Please enter your password").max(200),
  redirectTo: z.string().optional(),
});

/** A local path to return to after signing in; anything else (other sites) is dropped. */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (
    typeof target !== "string" ||
    // Browsers drop tabs and newlines from URLs, so "/\t/evil.com" would become "//evil.com".
    /[\u0000-\u001f\u007f]/.test(target) ||
    !target.startsWith("/") ||
    target.startsWith("//") ||
    target.startsWith("/\\")
  ) {
    return fallback;
  }
  return target;
}
