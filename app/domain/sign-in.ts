import { z } from "zod";
import { emailField, plainText, requiredText, tooLongMessage } from "./fields";

export const PASSWORD_MIN_LENGTH = 6;

/** The sign-in form of the portal and the admin panel (fields `email`, `password`). */
export const signInSchema = z.object({
  email: z
    .string({ error: "Please enter your email" })
    .trim()
    .min(1, "Please enter your email")
    .max(254)
    .pipe(z.email("Please enter a valid email address")),
  password: plainText({ error: "Please enter your password" }).min(1, "Please enter your password").max(200),
  redirectTo: z.string().optional(),
});

const LOCAL = "http://porchlight.invalid";

/**
 * A local path to return to after signing in; anything else (other sites) is dropped. It comes
 * back percent-encoded, so it always fits in a Location header (no character above U+00FF).
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (
    typeof target !== "string" ||
    target.length > 2000 ||
    // Browsers drop tabs and newlines from URLs, so "/\t/evil.com" would become "//evil.com".
    /[\u0000-\u001f\u007f]/.test(target) ||
    !target.startsWith("/") ||
    target.startsWith("//") ||
    target.startsWith("/\\")
  ) {
    return fallback;
  }
  try {
    const url = new URL(target, LOCAL);
    return url.origin === LOCAL ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}

export const SIGN_IN_MESSAGES = {
  signedIn: "Signed in successfully!",
  accountCreated: "Account created! Please check your email.",
  signedOut: "Signed out successfully",
  tooMany: "Too many sign-in attempts. Please wait a few minutes and try again.",
  emailTaken: "Account creation failed: An account with this email already exists.",
  bot: "Your sign-up could not be sent. Please try again.",
} as const;

/** Portal sign-up (spec: e-mail, password of at least 6, business name, owner name). */
export const providerSignUpSchema = z.object({
  email: emailField({ required: "Please enter your email", invalid: "Please enter a valid email address" }),
  password: plainText({ error: "Please enter a password" })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, tooLongMessage(200)),
  business_name: requiredText("Please enter your business name", 120),
  owner_name: requiredText("Please enter the owner's name", 120),
});
