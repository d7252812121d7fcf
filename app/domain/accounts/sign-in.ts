export const PASSWORD_MIN_LENGTH = 6;

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

/** How long an e-mailed sign-in link works. */
export const SIGN_IN_LINK_MINUTES = 15;

export const SIGN_IN_MESSAGES = {
  emailRequired: "Please enter your email",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Please enter your password",
  newPasswordRequired: "Please enter a password",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  businessNameRequired: "Please enter your business name",
  ownerNameRequired: "Please enter the owner's name",
  signedIn: "Signed in successfully!",
  accountCreated: "Account created! Please check your email.",
  signedOut: "Signed out successfully",
  tooMany: "Too many sign-in attempts. Please wait a few minutes and try again.",
  linkOffer: "No password (a team member), or forgot it? We e-mail a one-time link to the address above.",
  linkButton: "E-mail me a sign-in link",
  linkSent: "If an account uses that e-mail, a sign-in link is on its way. It works once, within 15 minutes.",
  tooManyLinks: "Too many sign-in links asked for. Please wait an hour and try again.",
  linkSpent: "This sign-in link has expired or has already been used. Ask for a new one from the sign-in page.",
  emailTaken: "Account creation failed: An account with this email already exists.",
  bot: "Your sign-up could not be sent. Please try again.",
  tooManySignUps: "Too many sign-ups from your network. Please wait a while and try again.",
} as const;
