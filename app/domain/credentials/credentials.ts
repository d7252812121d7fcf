import { reasons, type ReasonOf } from "../outcome";
import { CREDENTIAL_CATEGORIES, CREDENTIAL_KINDS, type CredentialKind } from "./credential-kinds";
import { stateMachine } from "../state-machine";
import { addDaysToDate, instantOf, localClock, US_STATES } from "../time";

/**
 * Credentials as records an admin checked (decision 0035): what customers are told is made only
 * from verified, unexpired records, and says when it was checked and until when.
 */
export { CREDENTIAL_KINDS, type CredentialKind };
export type CredentialStatus = "submitted" | "verified" | "rejected" | "expired" | "withdrawn";

/** What a person holds for themselves: a team member doing a job needs these of the job's requirements (insurance is the business's). */
export const PERSONAL_KINDS: readonly CredentialKind[] = ["licence", "background_check", "certification"];

/** The e-mail kind of the notice to a customer whose booked tile left the lists: sent once per booking. */
export const LAPSE_NOTICE_KIND = "credential_lapsed_customer";

/** Who moves a credential: an admin checks it, its business withdraws it, the clock lapses it. */
export type CredentialMover = "admin" | "owner" | "clock";

export const CREDENTIAL_MACHINE = /* @__PURE__ */ stateMachine<CredentialStatus, CredentialMover>("credential", {
  initial: ["submitted"],
  table: {
    submitted: { verified: ["admin"], rejected: ["admin"], withdrawn: ["owner"] },
    // An admin may withdraw a verification that should not stand (a forged document found later).
    verified: { expired: ["clock"], withdrawn: ["owner"], rejected: ["admin"] },
    rejected: {},
    expired: {},
    withdrawn: {},
  },
});

/** Documents up to 10 MB: a scan or a phone photo of a licence. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export type DocumentContentType = "application/pdf" | "image/jpeg" | "image/png";

/** What a document really is by its first bytes (never its name or claimed type): PDF, JPEG or PNG, else null. */
export function detectDocumentType(bytes: Uint8Array): DocumentContentType | null {
  const starts = (signature: readonly number[]) => bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf"; // %PDF-
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  return null;
}

/** A credential's answers, to its provider and to the admin who checks it (decision 0047), worded in app/locales/reasons-business.ts. */
export const CREDENTIAL_REASONS = /* @__PURE__ */ reasons("credential", [
  "kind",
  "issuer",
  "state",
  "number",
  "expiresOn",
  "expired",
  "holder",
  "document",
  "documentType",
  "documentSize",
  "reason",
  "submitted",
  "withdrawn",
  "verified",
  "rejected",
  "notPending",
  "revoked",
  "notFound",
  "rulesSaved",
  "tradeAdded",
  "tradeRemoved",
  "lookupSaved",
  "lookupRemoved",
  "lookupUrl",
  "serviceType",
  "unknownKind",
]);
export type CredentialReason = ReasonOf<typeof CREDENTIAL_REASONS>;

/** The states a credential may come from, in order, for the forms' choices. */
export const CREDENTIAL_STATES: readonly string[] = [...US_STATES].sort();

/** A credential is valid through its expiry date: it lapses at the start of the next day in the business's zone. */
export function lapseInstant(expiresOn: string, timeZone: string): Date {
  return instantOf(addDaysToDate(expiresOn, 1), "00:00", timeZone);
}

/** What a list, a page or JSON-LD may say of a credential: only a verified, unexpired one is one. */
export type VerifiedCredential = {
  kind: CredentialKind;
  issuer: string;
  state: string;
  number: string;
  expiresOn: string;
  verifiedAt: string;
  /** The person it is about when that is not the business's owner (a team member's first name). */
  holderFirstName: string | null;
  /** The owner's or a team member's: a background check always names the person. */
  personFirstName: string;
  timeZone: string;
};

/** The day a credential was verified, in its business's zone. */
export const verifiedDate = (credential: VerifiedCredential): string =>
  localClock(new Date(credential.verifiedAt), credential.timeZone).date;

/** A card shows the business's own credentials, one per kind (the latest to expire), in the kinds' order. */
export function cardCredentials(credentials: readonly VerifiedCredential[]): VerifiedCredential[] {
  const byKind = new Map<CredentialKind, VerifiedCredential>();
  for (const credential of credentials) {
    if (credential.holderFirstName) continue;
    const kept = byKind.get(credential.kind);
    if (!kept || kept.expiresOn < credential.expiresOn) byKind.set(credential.kind, credential);
  }
  return CREDENTIAL_KINDS.flatMap((kind) => byKind.get(kind) ?? []);
}

/** The requirement a tile's listing waits on: a kind, and for a licence the state that must have issued it. */
export type Requirement = { kind: CredentialKind; state: string | null };

/**
 * What a tile needs verified before it is listed: its category's kinds (a licence from the
 * tile's state), and a licence from that state when its service is a licensed trade there.
 * The lists decide the same in SQL (app/models/credential.server.ts); this explains it.
 */
export function tileRequirements(
  tile: { category: string; state: string; serviceType: string },
  rules: ReadonlyArray<{ category: string; kind: CredentialKind }>,
  trades: ReadonlyArray<{ state: string; service_type: string }>,
): Requirement[] {
  const kinds = new Set(rules.filter((rule) => rule.category === tile.category).map((rule) => rule.kind));
  if (trades.some((trade) => trade.state === tile.state && trade.service_type === tile.serviceType)) kinds.add("licence");
  return CREDENTIAL_KINDS.filter((kind) => kinds.has(kind)).map((kind) => ({ kind, state: kind === "licence" ? tile.state : null }));
}

/** Days before expiry the owner is reminded, farthest first. */
export const REMINDER_DAYS = [30, 7, 1] as const;

/**
 * The reminder due now for a verified credential, or null: the nearest threshold passed that
 * was not yet reminded (one e-mail when several passed at once, as after a pause).
 */
export function reminderDue(credential: { expiresAt: string; remindedDays: number | null }, now: Date): number | null {
  const left = new Date(credential.expiresAt).getTime() - now.getTime();
  if (left <= 0) return null;
  const passed = REMINDER_DAYS.filter((days) => left <= days * 86_400_000);
  const nearest = passed.at(-1);
  if (nearest === undefined) return null;
  return credential.remindedDays === null || credential.remindedDays > nearest ? nearest : null;
}

/** schema.org's words for a verified credential (JSON-LD carries only these), named as the page's reader reads it. */
export function credentialStructuredData(credential: VerifiedCredential, name: string) {
  return {
    "@type": "EducationalOccupationalCredential",
    credentialCategory: CREDENTIAL_CATEGORIES[credential.kind],
    name,
    ...(credential.kind === "background_check" ? {} : { identifier: credential.number }),
    recognizedBy: { "@type": "Organization", name: credential.issuer },
    validIn: { "@type": "AdministrativeArea", name: credential.state },
    expires: credential.expiresOn,
  };
}
