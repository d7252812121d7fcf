/**
 * The kinds of credential and their names (decision 0035), apart from the rules in
 * credentials.ts: the browser's forms need these words alone.
 */
export const CREDENTIAL_KINDS = ["licence", "insurance", "background_check", "certification"] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

export const CREDENTIAL_KIND_LABELS: Record<CredentialKind, string> = {
  licence: "Licence",
  insurance: "Insurance",
  background_check: "Background check",
  certification: "Certification",
};
