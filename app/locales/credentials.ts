import type { CredentialStatus, Requirement } from "~/domain/credentials/credentials";
import type { CredentialKind } from "~/domain/credentials/credential-kinds";
import type { Language } from "~/domain/language";
import { defineWords } from "./words";
import { credentialKindWords } from "./discovery";

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
  const kind = credentialKindWords[language][requirement.kind];
  return requirement.state ? `${kind} (${requirement.state})` : kind;
}

const LISTS = {
  en: new Intl.ListFormat("en-US", { type: "conjunction" }),
  es: new Intl.ListFormat("es-US", { type: "conjunction" }),
} as const;

/**
 * "not listed until your licence (TX) is verified": what approval means for a business whose
 * services wait for credentials, said to the business ("its" when said about it, to an admin).
 */
export function notListedUntilIn(language: Language, missing: readonly Requirement[], whose: "your" | "its" = "your"): string {
  const names = requirementListIn(
    language,
    missing.map((requirement) => requirementLabelIn(language, requirement)),
  );
  if (language === "en") return `not listed until ${whose} ${names} ${missing.length > 1 ? "are" : "is"} verified`;
  return `no aparece en las búsquedas hasta que ${missing.length === 1 ? "se verifique su" : "se verifiquen sus"} ${names}`;
}

/** What a service waits for, as a list in the language: "licence (TX) and background check", "licencia (TX) y verificación de antecedentes". */
export function requirementListIn(language: Language, labels: readonly string[]): string {
  return LISTS[language].format(labels.map((label) => label.charAt(0).toLowerCase() + label.slice(1)));
}

/** The portal's Credentials (issue 54): what each service needs, and each credential sent and where it stands. */
export const credentialPageWords = defineWords(
  {
    title: "Credentials",
    lead: "Porchlight's team checks each document against the issuer's records. Customers see only what we verified, with the day we checked it and the month it runs to.",
    needsToBeListed: "{service} needs {needs} to be listed:",
    allVerified: "all verified",
    missing: "missing {missing}",
    and: " and ",
    none: "No credentials yet.",
    validThrough: "valid through {date}",
    verifiedOn: " · verified {date}",
    reason: "Reason: {reason}",
    openDocument: "Open the document",
    ofCredential: " of {credential}",
    withdraw: "Withdraw",
    withdrawVerified: "Customers stop seeing it as verified, and what needs it leaves the lists until another is verified.",
    withdrawWaiting: "Porchlight stops checking it. You can send it again later.",
    yesWithdraw: "Yes, withdraw it",
    add: "Add a credential",
    whoseIsIt: "Whose is it",
    sending: "Sending...",
    sendForChecking: "Send for checking",
    you: "You",
    meOwner: "Me (the owner)",
    submitted: "Waiting for checking",
    verified: "Verified",
    rejected: "Rejected",
    expired: "Expired",
    withdrawn: "Withdrawn",
  },
  {
    title: "Credenciales",
    lead: "El equipo de Porchlight compara cada documento con los registros de quien lo emitió. Los clientes solo ven lo que verificamos, con el día en que lo revisamos y el mes hasta el que está vigente.",
    needsToBeListed: "{service} necesita {needs} para aparecer:",
    allVerified: "todo verificado",
    missing: "falta {missing}",
    and: " y ",
    none: "Todavía no tiene credenciales.",
    validThrough: "vigente hasta el {date}",
    verifiedOn: " · verificada el {date}",
    reason: "Motivo: {reason}",
    openDocument: "Abrir el documento",
    ofCredential: " de {credential}",
    withdraw: "Retirar",
    withdrawVerified:
      "Los clientes dejan de verla como verificada, y lo que la necesita sale de las búsquedas hasta que se verifique otra.",
    withdrawWaiting: "Porchlight deja de revisarla. Puede enviarla de nuevo más tarde.",
    yesWithdraw: "Sí, retirarla",
    add: "Agregar una credencial",
    whoseIsIt: "De quién es",
    sending: "Enviando...",
    sendForChecking: "Enviar para verificación",
    you: "Usted",
    meOwner: "Yo (el titular)",
    submitted: "Esperando verificación",
    verified: "Verificada",
    rejected: "Rechazada",
    expired: "Vencida",
    withdrawn: "Retirada",
  },
);

const DECIDED: { readonly [L in Language]: Record<CredentialStatus, string> } = {
  en: { verified: "verified", rejected: "rejected", expired: "expired", withdrawn: "withdrawn by its business", submitted: "sent" },
  es: { verified: "verificada", rejected: "rechazada", expired: "vencida", withdrawn: "retirada por su negocio", submitted: "enviada" },
};

/**
 * An admin's decision on a stale page, in the admin's language: "Licencia TX-1 (TX) ya estaba
 * verificada por ana@example.com el 5 dic 2026, 10:00 a. m. CST: su rechazo no cambió nada."
 */
export function alreadyDecidedIn(
  language: Language,
  input: {
    kind: CredentialKind;
    number: string;
    state: string;
    status: CredentialStatus;
    attempted: "verify" | "reject";
    by: string | null;
    at: string;
  },
): string {
  const label = `${credentialKindWords[language][input.kind]} ${input.number} (${input.state})`;
  // The verifying admin is on record; who rejected, only in the audit log.
  if (language === "en") {
    const who = input.status === "verified" && input.by ? ` by ${input.by}` : "";
    const unchanged = input.attempted === "reject" ? "your rejection changed nothing" : "your verification changed nothing";
    return `${label} was already ${DECIDED.en[input.status]}${who} on ${input.at}: ${unchanged}.`;
  }
  const who = input.status === "verified" && input.by ? ` por ${input.by}` : "";
  const unchanged = input.attempted === "reject" ? "su rechazo no cambió nada" : "su verificación no cambió nada";
  return `${label} ya estaba ${DECIDED.es[input.status]}${who} el ${input.at}: ${unchanged}.`;
}
