import { CREDENTIAL_KIND_LABELS } from "~/domain/credentials/credential-kinds";
import { notListedUntil, requirementLabel, type Requirement } from "~/domain/credentials/credentials";
import type { Language } from "~/domain/language";
import { defineWords } from "./words";

/** The kinds of credential Porchlight checks, by their ids. */
export const credentialKindWords = defineWords(CREDENTIAL_KIND_LABELS, {
  licence: "Licencia",
  insurance: "Seguro",
  background_check: "Verificación de antecedentes",
  certification: "Certificación",
});

/** A credential's form (the portal's, the application's optional section). */
export const credentialFieldWords = defineWords(
  {
    kind: "Kind",
    issuer: "Issued by",
    state: "State",
    number: "Number",
    expires_on: "Valid through",
    issuerExample: "Texas Medical Board",
    numberExample: "TX-M-12345",
    document: "Document",
    documentHint: "A PDF, JPEG or PNG of at most 10 MB. Only you and Porchlight's team can open it.",
  },
  {
    kind: "Tipo",
    issuer: "Emitida por",
    state: "Estado",
    number: "Número",
    expires_on: "Vigente hasta",
    issuerExample: "Junta Médica de Texas",
    numberExample: "TX-M-12345",
    document: "Documento",
    documentHint: "Un PDF, JPEG o PNG de 10 MB como máximo. Solo usted y el equipo de Porchlight pueden abrirlo.",
  },
);

/** What a listing waits on, in a language: "Licence (TX)", "Licencia (TX)". */
export function requirementLabelIn(language: Language, requirement: Requirement): string {
  if (language === "en") return requirementLabel(requirement);
  const kind = credentialKindWords.es[requirement.kind];
  return requirement.state ? `${kind} (${requirement.state})` : kind;
}

const spanishList = new Intl.ListFormat("es-US", { type: "conjunction" });

/**
 * "not listed until your licence (TX) is verified": what approval means for a business whose
 * services wait for credentials, said to the business in its language.
 */
export function notListedUntilIn(language: Language, missing: readonly Requirement[]): string {
  if (language === "en") return notListedUntil(missing.map(requirementLabel)).replace("its ", "your ");
  const names = missing.map(({ kind, state }) => `${credentialKindWords.es[kind].toLowerCase()}${state ? ` (${state})` : ""}`);
  const one = missing.length === 1;
  return `no aparece en las búsquedas hasta que ${one ? "se verifique su" : "se verifiquen sus"} ${spanishList.format(names)}`;
}
