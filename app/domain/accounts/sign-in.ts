import { reasons, reasonWith, type ReasonOf } from "../outcome";
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

/** A customer's own pages (decision 0051): their home, and where they ask for a link to it. */
export const CUSTOMER_HOME_PATH = "/account";
export const CUSTOMER_SIGN_IN_PATH = "/account/sign-in";

/** How long an e-mailed sign-in link works. */
export const SIGN_IN_LINK_MINUTES = 15;

/** Signing in, signing up and signing out: the answers (decision 0047), worded in app/locales/reasons-forms.ts. */
export const SIGN_IN_REASONS = /* @__PURE__ */ reasons("signIn", [
  "emailRequired",
  "emailInvalid",
  "passwordRequired",
  "newPasswordRequired",
  "passwordTooShort",
  "businessNameRequired",
  "ownerNameRequired",
  "signedIn",
  "accountCreated",
  "signedOut",
  "tooMany",
  "linkOffer",
  "linkButton",
  "linkSent",
  "tooManyLinks",
  "linkSpent",
  "emailTaken",
  "bot",
  "tooManySignUps",
  "invalidCredentials",
  "accessDenied",
  "providerOnly",
  "adminOnly",
  "dashboardOnly",
  "teamOnly",
  "customerLinkSent",
  "customerSignedOut",
]);
export type SignInReason = ReasonOf<typeof SIGN_IN_REASONS>;

/** A new password shorter than the least a password may be. */
export const PASSWORD_TOO_SHORT_REASON = /* @__PURE__ */ reasonWith(SIGN_IN_REASONS.passwordTooShort, { min: PASSWORD_MIN_LENGTH });
