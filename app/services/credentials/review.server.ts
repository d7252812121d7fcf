import { credentialRejectedEmail, credentialVerifiedEmail } from "~/locales/credential-emails";
import { credentialStatementIn } from "~/locales/service";
import { credentialRecipient } from "./recipient.server";
import { CREDENTIAL_KINDS, CREDENTIAL_REASONS, type CredentialKind } from "~/domain/credentials/credentials";
import { CATEGORIES } from "~/domain/discovery/categories";
import { refuse, type Outcome, type Refusal } from "~/domain/outcome";
import type { PageRequest } from "~/domain/pagination";
import { firstNameOf } from "~/domain/team/team";
import { FALLBACK_TIME_ZONE } from "~/domain/time";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { alreadyDecidedIn } from "~/locales/credentials";
import { credentialKindWords } from "~/locales/discovery";
import { instantIn, localDayIn, shortDateIn } from "~/locales/dates";
import { isUuid } from "~/domain/uuid";
import type { Executor } from "~/lib/db.server";
import { recordAudit } from "~/models/audit.server";
import {
  addLicensedTrade,
  findCredential,
  findCredentialDecision,
  listCredentialLookups,
  listCredentialQueue,
  listCredentialRules,
  listLicensedTrades,
  moveCredential,
  removeCredentialLookup,
  removeLicensedTrade,
  replaceCredentialRules,
  saveCredentialLookup,
} from "~/models/credential.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import { providerClock } from "~/services/support/business-clock.server";
import { decideInTransaction, inTransaction } from "~/services/support/transaction.server";

/** The admin's queue: submitted credentials, oldest first, each with its document and the issuer's lookup page. */
export async function credentialQueue(page: PageRequest, language: Language = DEFAULT_LANGUAGE) {
  const { rows, links } = await listCredentialQueue(page);
  return {
    links,
    rows: rows.map((row) => ({
      id: row.id,
      business: row.business_name ?? row.owner_email,
      holder: row.member_name ?? row.owner_name ?? row.owner_email,
      kind: credentialKindWords[language][row.kind],
      issuer: row.issuer,
      state: row.state,
      number: row.number,
      expiresOn: shortDateIn(language, row.expires_on),
      submittedOn: localDayIn(language, row.submitted_at, FALLBACK_TIME_ZONE),
      lookupUrl: row.lookup_url,
      documentHref: `/credentials/${row.id}/document`,
      documentIsPdf: row.document_type === "application/pdf",
    })),
  };
}

/** The admin checked the document against the issuer's records: verified, audited, and the provider told what customers now read. */
export async function verifyCredential(
  adminId: string,
  credentialId: string,
  now: Date,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Outcome> {
  if (!isUuid(credentialId)) return refuse(404, CREDENTIAL_REASONS.notFound);
  const read = await findCredential(credentialId);
  if (!read) return refuse(404, CREDENTIAL_REASONS.notFound);
  // The day it was checked reads in the business's zone (read before the transaction holds the database).
  const { timeZone } = await providerClock(read.provider_user_id, now);
  const outcome = await decideInTransaction(async (trx): Promise<Outcome> => {
    const credential = await findCredential(credentialId, trx);
    if (!credential) return refuse(404, CREDENTIAL_REASONS.notFound);
    if (new Date(credential.expires_at) <= now) return refuse(409, CREDENTIAL_REASONS.expired);
    if (!(await moveCredential(trx, credentialId, { to: "verified", by: "admin", now, adminId })))
      return refuse(409, CREDENTIAL_REASONS.notPending);
    const person = credential.member_name ?? credential.owner_name ?? "";
    const recipient = credentialRecipient(credential);
    // What customers read, said in the business's language.
    const statement = credentialStatementIn(recipient.language, {
      kind: credential.kind,
      issuer: credential.issuer,
      state: credential.state,
      number: credential.number,
      expiresOn: credential.expires_on,
      verifiedAt: now.toISOString(),
      holderFirstName: credential.member_name ? firstNameOf(credential.member_name) : null,
      personFirstName: firstNameOf(person) || (credential.business_name ?? ""),
      timeZone,
    });
    await enqueueEmail(trx, credentialVerifiedEmail({ ...recipient, statement }));
    await audit(trx, adminId, "credential.verify", credentialId, { kind: credential.kind, number: credential.number });
    return { ok: true };
  });
  // Told after the transaction: who decided it meanwhile is read with the database free.
  return !outcome.ok && outcome.message === CREDENTIAL_REASONS.notPending ? alreadyDecided(credentialId, "verify", now, language) : outcome;
}

/** The admin could not verify it: rejected with the reason, audited, and the provider told why. Only one still waiting. */
export async function rejectCredential(
  adminId: string,
  credentialId: string,
  reason: string,
  now: Date,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Outcome> {
  return decline(adminId, credentialId, reason, now, "submitted", language);
}

/**
 * An admin withdraws a verification (the credential is rejected with the reason: a forged
 * document found after another admin verified it). Its tiles leave the lists at once, as the
 * lists read its state; the provider is told why.
 */
export async function withdrawVerification(
  adminId: string,
  credentialId: string,
  reason: string,
  now: Date,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Outcome> {
  return decline(adminId, credentialId, reason, now, "verified", language);
}

async function decline(
  adminId: string,
  credentialId: string,
  reason: string,
  now: Date,
  from: "submitted" | "verified",
  language: Language,
): Promise<Outcome> {
  if (!isUuid(credentialId)) return refuse(404, CREDENTIAL_REASONS.notFound);
  const outcome = await decideInTransaction(async (trx): Promise<Outcome> => {
    const credential = await findCredential(credentialId, trx);
    if (!credential) return refuse(404, CREDENTIAL_REASONS.notFound);
    if (!(await moveCredential(trx, credentialId, { to: "rejected", by: "admin", now, reason, from })))
      return refuse(409, CREDENTIAL_REASONS.notPending);
    await enqueueEmail(trx, credentialRejectedEmail({ ...credentialRecipient(credential), reason }));
    const action = from === "verified" ? "credential.revoke" : "credential.reject";
    await audit(trx, adminId, action, credentialId, { kind: credential.kind, number: credential.number, reason });
    return { ok: true };
  });
  return !outcome.ok && outcome.message === CREDENTIAL_REASONS.notPending ? alreadyDecided(credentialId, "reject", now, language) : outcome;
}

/** The refusal an admin's stale page gets: decided meanwhile, by whom and when; a verification it meant to reject may be withdrawn. */
async function alreadyDecided(credentialId: string, attempted: "verify" | "reject", now: Date, language: Language): Promise<Refusal> {
  const decision = await findCredentialDecision(credentialId);
  if (!decision) return refuse(404, CREDENTIAL_REASONS.notFound);
  const { timeZone } = await providerClock(decision.provider_user_id, now);
  const message = alreadyDecidedIn(language, {
    kind: decision.kind,
    number: decision.number,
    state: decision.state,
    status: decision.status,
    attempted,
    by: decision.verifier_email,
    at: instantIn(language, new Date(decision.status_changed_at), timeZone),
  });
  return { ...refuse(409, message), code: attempted === "reject" && decision.status === "verified" ? ALREADY_VERIFIED : undefined };
}

/** A rejection met a credential verified meanwhile: the page offers to withdraw the verification. */
export const ALREADY_VERIFIED = "already-verified";

function audit(
  trx: Executor,
  adminId: string,
  action: "credential.verify" | "credential.reject" | "credential.revoke",
  id: string,
  details: Record<string, unknown>,
) {
  return recordAudit(trx, { actorUserId: adminId, action, entity: "credential", entityId: id, details });
}

/** The admin's settings: each category's required kinds, the licensed trades by state, the issuers' lookup pages. */
export async function credentialSettingsPage() {
  const [rules, trades, lookups] = await Promise.all([listCredentialRules(), listLicensedTrades(), listCredentialLookups()]);
  return {
    kinds: CREDENTIAL_KINDS,
    categories: CATEGORIES.map((category) => ({
      id: category.id,
      kinds: rules.filter((rule) => rule.category === category.id).map((rule) => rule.kind),
    })),
    trades,
    lookups,
  };
}

type SettingsChange =
  | { change: "rules"; rules: Record<string, readonly CredentialKind[]> }
  | { change: "add-trade" | "remove-trade"; trade: { state: string; service_type: string } }
  | { change: "save-lookup"; lookup: { state: string; kind: CredentialKind; url: string } }
  | { change: "remove-lookup"; lookup: { state: string; kind: CredentialKind } };

/** One change to the credential settings, audited; the lists follow at once (they read the rules when they are read). */
export async function changeCredentialSettings(adminId: string, input: SettingsChange): Promise<{ message: string }> {
  return inTransaction(async (trx) => {
    let message: string;
    switch (input.change) {
      case "rules":
        await replaceCredentialRules(
          trx,
          CATEGORIES.flatMap((category) => (input.rules[category.id] ?? []).map((kind) => ({ category: category.id, kind }))),
        );
        message = CREDENTIAL_REASONS.rulesSaved;
        break;
      case "add-trade":
        await addLicensedTrade(trx, input.trade);
        message = CREDENTIAL_REASONS.tradeAdded;
        break;
      case "remove-trade":
        await removeLicensedTrade(trx, input.trade);
        message = CREDENTIAL_REASONS.tradeRemoved;
        break;
      case "save-lookup":
        await saveCredentialLookup(trx, input.lookup);
        message = CREDENTIAL_REASONS.lookupSaved;
        break;
      case "remove-lookup":
        await removeCredentialLookup(trx, input.lookup);
        message = CREDENTIAL_REASONS.lookupRemoved;
        break;
    }
    const { change, ...details } = input;
    await recordAudit(trx, { actorUserId: adminId, action: "credential.rules", entity: "credential_setting", entityId: change, details });
    return { message };
  });
}
