/**
 * What a provider proved when applying, as customers read it: a licence and insurance stated
 * on the application (which an admin reviewed before approving it) and years in business.
 * Placeholder answers ("none", "n/a") earn no badge.
 */
export type Credential = { key: "licensed" | "insured" | "experience"; label: string; detail: string | null };

export type CredentialSource = { licenses: string | null; insurance: string | null; years_in_business: number | null };

const NOTHING_STATED = /^(none|no|n\/?a|-+|not yet|pending|tbd)\.?$/i;

function stated(text: string | null): string | null {
  const trimmed = text?.trim() ?? "";
  return trimmed && !NOTHING_STATED.test(trimmed) ? trimmed : null;
}

export function providerCredentials(source: CredentialSource): Credential[] {
  const credentials: Credential[] = [];
  const licence = stated(source.licenses);
  if (licence) credentials.push({ key: "licensed", label: "Licensed", detail: licence });
  const insurance = stated(source.insurance);
  if (insurance) credentials.push({ key: "insured", label: "Insured", detail: insurance });
  const years = source.years_in_business ?? 0;
  if (years >= 1) credentials.push({ key: "experience", label: `${years} ${years === 1 ? "year" : "years"} in business`, detail: null });
  return credentials;
}

/** What Porchlight checked, said plainly beside the badges. */
export const CREDENTIALS_EXPLANATION =
  "Porchlight's team reviews every application before a provider appears here, including the licence and insurance details and the years in business they state. We do not inspect the documents themselves: for regulated work, ask to see them.";
