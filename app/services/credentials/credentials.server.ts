import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { credentialPageWords, requirementLabelIn } from "~/locales/credentials";
import { credentialKindWords } from "~/locales/discovery";
import { localDayIn, shortDateIn } from "~/locales/dates";
import {
  CREDENTIAL_REASONS,
  CREDENTIAL_MACHINE,
  DOCUMENT_MAX_BYTES,
  detectDocumentType,
  lapseInstant,
  type DocumentContentType,
} from "~/domain/credentials/credentials";
import type { CredentialFields } from "~/domain/credentials/credentials.schema.server";
import { businessScope } from "~/domain/accounts/business";
import type { ImageUpload } from "~/domain/image";
import { refuse, refuseForm, type Outcome } from "~/domain/outcome";
import { WORKING_MEMBER_STATUSES } from "~/domain/team/team";
import type { Executor } from "~/lib/db.server";
import type { OneTimeSubmission } from "~/lib/submission-key.server";
import { recordAudit } from "~/models/audit.server";
import {
  findCredential,
  findCredentialDocument,
  insertCredential,
  insertCredentialDocument,
  moveCredential,
} from "~/models/credential.server";
import { findTeamMember } from "~/models/team.server";
import { ownership, type SignedInUser } from "~/services/support/access.server";
import { listingFacts, listingGaps } from "./listing.server";
import { providerClock } from "~/services/support/business-clock.server";
import { madeBefore, madeBy, priorOf } from "~/services/support/submissions.server";
import { decideInTransaction } from "~/services/support/transaction.server";

/** A document judged by its bytes: the file to keep, or the message to show beside the field. */
export function checkedDocument(
  upload: ImageUpload,
): { ok: true; contentType: DocumentContentType; bytes: Uint8Array } | { ok: false; message: string } {
  if (!upload) return { ok: false, message: CREDENTIAL_REASONS.document };
  if ("tooLarge" in upload || upload.bytes.length > DOCUMENT_MAX_BYTES) return { ok: false, message: CREDENTIAL_REASONS.documentSize };
  const contentType = detectDocumentType(upload.bytes);
  return contentType ? { ok: true, contentType, bytes: upload.bytes } : { ok: false, message: CREDENTIAL_REASONS.documentType };
}

/**
 * Records a credential and its document, submitted for checking, in the caller's transaction
 * (the portal's form, or an application's). Its lapse instant is its expiry date's end in the
 * business's zone.
 */
export async function recordCredential(
  trx: Executor,
  input: {
    providerUserId: string;
    holderUserId: string;
    applicationId?: string | null;
    fields: CredentialFields;
    document: { contentType: DocumentContentType; bytes: Uint8Array };
    timeZone: string;
    now: Date;
  },
): Promise<string> {
  const documentId = await insertCredentialDocument(trx, { providerUserId: input.providerUserId, ...input.document });
  const id = await insertCredential(trx, {
    providerUserId: input.providerUserId,
    holderUserId: input.holderUserId,
    applicationId: input.applicationId ?? null,
    kind: input.fields.kind,
    issuer: input.fields.issuer,
    state: input.fields.state,
    number: input.fields.number,
    expiresOn: input.fields.expires_on,
    expiresAt: lapseInstant(input.fields.expires_on, input.timeZone).toISOString(),
    documentId,
    now: input.now,
  });
  await recordAudit(trx, {
    // The business sends it, for its owner or a member.
    actorUserId: input.providerUserId,
    action: "credential.submit",
    entity: "credential",
    entityId: id,
    details: { kind: input.fields.kind, state: input.fields.state, number: input.fields.number, expires_on: input.fields.expires_on },
  });
  return id;
}

/**
 * The portal's Credentials page: the business's records with their states, who may hold one
 * (the owner and the working team), and for each tile what its listing needs and whether the
 * owner holds it.
 */
export async function credentialsPage(owner: SignedInUser, now: Date, language: Language = DEFAULT_LANGUAGE) {
  const [facts, clock] = await Promise.all([listingFacts(owner.id), providerClock(owner.id, now)]);
  const { credentials, members } = facts;
  const gaps = listingGaps(facts, owner.id, now, (need) => requirementLabelIn(language, need));
  const words = credentialPageWords[language];
  return {
    today: clock.date,
    holders: [
      { value: "owner", label: words.meOwner },
      ...members
        .filter((member) => WORKING_MEMBER_STATUSES.includes(member.status))
        .map((member) => ({ value: member.user_id, label: member.name })),
    ],
    credentials: credentials.map((credential) => {
      // Lapsed by the clock, though the minute's sweep may not have recorded it yet.
      const status = credential.status === "verified" && new Date(credential.expires_at) <= now ? "expired" : credential.status;
      return {
        id: credential.id,
        kind: credentialKindWords[language][credential.kind],
        issuer: credential.issuer,
        state: credential.state,
        number: credential.number,
        holder: credential.member_name ?? words.you,
        expiresOn: shortDateIn(language, credential.expires_on),
        statusLabel: words[status],
        reason: credential.reason,
        verifiedOn: credential.verified_at ? localDayIn(language, credential.verified_at, clock.timeZone) : null,
        withdrawable: CREDENTIAL_MACHINE.targets(credential.status, "owner").includes("withdrawn"),
        documentHref: `/credentials/${credential.id}/document`,
      };
    }),
    tiles: gaps.tiles,
  };
}

/** The business's today: a credential sent must run past it. */
export async function credentialFormToday(owner: SignedInUser, now: Date): Promise<string> {
  return (await providerClock(owner.id, now)).date;
}

/**
 * The owner sends a credential for checking, their own or a working team member's: fields and
 * document checked first (the form comes back whole with the message beside the field), then
 * recorded once per submission.
 */
export async function submitCredential(
  owner: SignedInUser,
  input: { fields: CredentialFields & { holder: string }; document: ImageUpload; once?: OneTimeSubmission; now: Date },
): Promise<Outcome<{ id: string }>> {
  const before = await madeBefore(input.once);
  if (before) return { ok: true, id: before };
  const document = checkedDocument(input.document);
  if (!document.ok) return refuseForm({ document: [document.message] }, input.document && "tooLarge" in input.document ? 413 : 400);
  const holderUserId = input.fields.holder === "owner" ? owner.id : input.fields.holder;
  if (holderUserId !== owner.id) {
    const member = await findTeamMember(holderUserId);
    if (!member || member.provider_user_id !== owner.id || !WORKING_MEMBER_STATUSES.includes(member.status))
      return refuseForm({ holder: [CREDENTIAL_REASONS.holder] });
  }
  const clock = await providerClock(owner.id, input.now);
  return decideInTransaction(async (trx) => {
    const prior = await priorOf(trx, input.once);
    if (prior) return { ok: true, id: prior };
    const id = await recordCredential(trx, {
      providerUserId: owner.id,
      holderUserId,
      fields: input.fields,
      document,
      timeZone: clock.timeZone,
      now: input.now,
    });
    await madeBy(trx, input.once, id);
    return { ok: true, id };
  });
}

/** The owner withdraws a credential (sent by mistake, or no longer held): a verified one stops counting at once. */
export async function withdrawCredential(owner: SignedInUser, credentialId: string, now: Date): Promise<Outcome> {
  return decideInTransaction(async (trx) => {
    const owned = await ownership(businessScope(owner), { credential: credentialId }, trx);
    if (!owned.ok) return owned;
    if (!(await moveCredential(trx, credentialId, { to: "withdrawn", by: "owner", now })))
      return refuse(409, CREDENTIAL_REASONS.notPending);
    await recordAudit(trx, { actorUserId: owner.id, action: "credential.withdraw", entity: "credential", entityId: credentialId });
    return { ok: true };
  });
}

/**
 * A credential's document, for its business, its holder and admins alone (through the gate;
 * anyone else is told there is no such credential).
 */
export async function credentialDocument(
  user: SignedInUser,
  credentialId: string,
): Promise<Outcome<{ document: NonNullable<Awaited<ReturnType<typeof findCredentialDocument>>> }>> {
  const owned = await ownership(businessScope(user), { credential: credentialId });
  if (!owned.ok) return owned;
  const credential = await findCredential(credentialId);
  const document = credential ? await findCredentialDocument(credential.document_id) : undefined;
  if (!document) return refuse(404, CREDENTIAL_REASONS.notFound);
  return { ok: true, document };
}
