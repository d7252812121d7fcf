/**
 * The kinds of credential (decision 0035), apart from the rules in credentials.ts: the browser's
 * forms need these alone. Their names are in app/locales/discovery.ts.
 */
export const CREDENTIAL_KINDS = ["licence", "insurance", "background_check", "certification"] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

/** A kind as JSON-LD's `credentialCategory` names it: a search engine's vocabulary, the same in every language. */
export const CREDENTIAL_CATEGORIES: Record<CredentialKind, string> = {
  licence: "licence",
  insurance: "insurance",
  background_check: "background check",
  certification: "certification",
};
