import { randomBytes } from "node:crypto";
import { teamInvitationEmail } from "~/locales/account-emails";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { refuse, type Outcome } from "~/domain/outcome";
import { INVITATION_DAYS, TEAM_FULL_REASON, TEAM_MEMBERS_LIMIT, TEAM_REASONS } from "~/domain/team/team";
import { requirementLabelIn, requirementListIn } from "~/locales/credentials";
import { weeklyHoursIn } from "~/locales/schedule";
import { listingFacts, listingGaps } from "~/services/credentials/index.server";
import type { TeamMemberForm } from "~/domain/team/team.schema.server";
import { isUuid } from "~/domain/uuid";
import type { Executor } from "~/lib/db.server";
import { publicOrigin } from "~/lib/http.server";
import { hashPassword } from "~/lib/password.server";
import { newStoredToken, signInLinkPath } from "~/lib/signed-links.server";
import { recordAudit } from "~/models/audit.server";
import { deleteBusyCalendarsOf } from "~/models/busy-calendar.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import { getProviderSchedule, saveProviderSchedule, scheduleHours } from "~/models/provider-schedule.server";
import { listProviderServices } from "~/models/service.server";
import { insertSignInLink } from "~/models/sign-in-link.server";
import { createMedia } from "~/models/media.server";
import { checkImageUpload, type ImageUpload } from "~/domain/image";
import type { Availability } from "~/domain/schedule/availability";
import type { TimeOff } from "~/domain/schedule/schedule";
import { addDaysOff, personSchedule, providerToday, removeDayOff, saveDayPlacesOf, saveWeeklySchedule } from "./schedule.server";
import {
  changeTeamMemberStatus,
  countWorkingMembers,
  findTeamMember,
  hasUpcomingJobs,
  insertTeamMember,
  listTeamMembers,
  reinstateTeamMember,
  setMemberPhoto,
  setMemberServices,
  setTeamSettings,
} from "~/models/team.server";
import { createUser, EmailTakenError, findUserByEmail, setUserLanguage } from "~/models/user.server";
import type { SignedInUser } from "~/services/support/access.server";
import { timeFreed } from "~/services/support/freed-time.server";
import { decideInTransaction, inTransaction } from "~/services/support/transaction.server";

/**
 * The owner's team (portal, Team; decision 0032): members added with the services they perform,
 * starting on the owner's hours and buffer (each member's own from then on), invited by e-mail
 * with a sign-in link, and removed when they have no upcoming jobs.
 */

export async function teamPage(owner: SignedInUser, language: Language = DEFAULT_LANGUAGE, now = new Date()) {
  const [facts, services, schedule] = await Promise.all([
    listingFacts(owner.id),
    listProviderServices(owner.id),
    getProviderSchedule(owner.id),
  ]);
  const { members } = facts;
  const gaps = listingGaps(facts, owner.id, now, (need) => requirementLabelIn(language, need));
  const serviceNames = new Map(services.map((service) => [service.id, service.service_name]));
  return {
    ownerTakesJobs: schedule.ownerTakesJobs,
    customersChoose: schedule.customersChooseMember,
    services: services.map((service) => ({ id: service.id, name: service.service_name })),
    members: members.map((member) => ({
      id: member.user_id,
      name: member.name,
      email: member.email,
      status: member.status,
      photoUrl: member.photo_url,
      services: member.serviceIds.flatMap((id) => serviceNames.get(id) ?? []),
      hours: weeklyHoursIn(language, scheduleHours(member.weekly_hours)),
      bufferMinutes: member.buffer_minutes ?? 0,
      // Services whose jobs they are never given until a credential of their own is verified (decision 0035).
      withheld: (gaps.members.get(member.user_id) ?? []).map((gap) => ({
        service: gap.service,
        needs: requirementListIn(language, gap.missing),
      })),
    })),
  };
}

/** The refusal for services that are not all the owner's own, or null. */
async function notOwnServices(owner: SignedInUser, serviceIds: readonly string[]) {
  const own = new Set((await listProviderServices(owner.id)).map((service) => service.id));
  return serviceIds.every((id) => own.has(id)) ? null : refuse(400, TEAM_REASONS.unknownService, "service_ids");
}

/** A photo checked by its bytes (never by its name or the browser's word), or its refusal beside the field. */
function checkedPhoto(upload: ImageUpload): Outcome<{ photo: { contentType: string; bytes: Uint8Array } | null }> {
  const checked = checkImageUpload(upload);
  if (checked.ok) return { ok: true, photo: checked.image };
  return checked.problem === "size" ? refuse(413, TEAM_REASONS.photoSize, "photo") : refuse(400, TEAM_REASONS.photoType, "photo");
}

/** Adds a member to the owner's team and e-mails them a sign-in link; the e-mail may not be anyone's account yet. */
export async function addTeamMember(
  owner: SignedInUser,
  form: TeamMemberForm,
  now: Date,
  upload: ImageUpload = null,
): Promise<Outcome<{ memberId: string }>> {
  const notOwn = await notOwnServices(owner, form.service_ids);
  if (notOwn) return notOwn;
  const checked = checkedPhoto(upload);
  if (!checked.ok) return checked;
  const serviceIds = [...new Set(form.service_ids)];
  const language = form.language ?? DEFAULT_LANGUAGE;
  // An account nobody can sign in to by password: the member comes in by the e-mailed link.
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  const added = await decideInTransaction(async (trx): Promise<Outcome<{ memberId: string }>> => {
    if ((await countWorkingMembers(trx, owner.id)) >= TEAM_MEMBERS_LIMIT) return refuse(409, TEAM_FULL_REASON);
    const photoUrl = checked.photo ? (await createMedia(trx, checked.photo)).url : null;
    let memberId: string;
    let email = form.email;
    try {
      memberId = (await createUser(trx, { email: form.email, passwordHash, role: "provider", language })).id;
      await insertTeamMember(trx, { userId: memberId, providerUserId: owner.id, name: form.name, serviceIds, photoUrl });
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
      // The address of a member removed from a team (theirs or another's) may be added again; any other account's may not.
      const existing = await findUserByEmail(form.email, trx);
      const member = { userId: existing?.id ?? "", providerUserId: owner.id, name: form.name, serviceIds, photoUrl };
      if (!existing || existing.role !== null || !(await reinstateTeamMember(trx, member)))
        return refuse(409, TEAM_REASONS.emailTaken, "email");
      memberId = existing.id;
      email = existing.email;
      await setUserLanguage(trx, memberId, language);
    }
    const ownerSchedule = await getProviderSchedule(owner.id, trx);
    await saveProviderSchedule(trx, memberId, { hours: ownerSchedule.hours, bufferMinutes: ownerSchedule.bufferMinutes });
    await invite(trx, { memberId, email, name: form.name, now, language });
    await recordAudit(trx, {
      actorUserId: owner.id,
      action: "team.add",
      entity: "team_member",
      entityId: memberId,
      details: { services: serviceIds.length },
    });
    return { ok: true, memberId };
  });
  // A new pair of hands: time the team could not take before is offered to the waitlist.
  if (added.ok) await timeFreed(owner.id, now);
  return added;
}

async function invite(trx: Executor, input: { memberId: string; email: string; name: string; now: Date; language: Language }) {
  const { token, hash } = newStoredToken();
  await insertSignInLink(trx, {
    tokenHash: hash,
    userId: input.memberId,
    expiresAt: new Date(input.now.getTime() + INVITATION_DAYS * 86_400_000),
  });
  const member = await findTeamMember(input.memberId, trx);
  await enqueueEmail(
    trx,
    teamInvitationEmail({
      language: input.language,
      email: input.email,
      name: input.name,
      businessName: member?.business_name ?? null,
      url: `${publicOrigin()}${signInLinkPath(token, input.language)}`,
      days: INVITATION_DAYS,
    }),
  );
}

/**
 * Removes one of the owner's members (never another business's) who has no upcoming jobs; their
 * sign-in, their feed and their busy calendars end with it.
 */
export async function removeTeamMember(owner: SignedInUser, memberId: string, now: Date): Promise<Outcome> {
  return decideInTransaction(async (trx) => {
    const found = await ownMember(owner, memberId, trx);
    if (!found.ok) return found;
    if (await hasUpcomingJobs(trx, memberId, now)) return refuse(409, TEAM_REASONS.hasUpcomingJobs);
    if (!(await changeTeamMemberStatus(trx, { userId: memberId, providerUserId: owner.id }, "removed", "owner")))
      return refuse(404, TEAM_REASONS.notFound);
    // Their calendars are read no more, and block nobody's time.
    await deleteBusyCalendarsOf(trx, memberId);
    await recordAudit(trx, { actorUserId: owner.id, action: "team.remove", entity: "team_member", entityId: memberId, details: {} });
    return { ok: true };
  });
}

/** The owner's switches: whether they take jobs themselves besides their team, and whether customers choose who comes. */
export async function saveTeamSettings(owner: SignedInUser, settings: { ownerTakesJobs: boolean; customersChoose: boolean }) {
  await inTransaction((trx) => setTeamSettings(trx, owner.id, settings), { queuesEmail: false });
}

/** A member's first sign-in makes them active (the owner's list says so). */
export async function memberSignedIn(executor: Executor, userId: string) {
  await changeTeamMemberStatus(executor, { userId }, "active", "member");
}

type Member = NonNullable<Awaited<ReturnType<typeof findTeamMember>>>;

/** One of the owner's members who is still on the team, or the refusal (another business's is as unknown as none). */
async function ownMember(owner: SignedInUser, memberId: string, executor?: Executor): Promise<Outcome<{ member: Member }>> {
  const member = isUuid(memberId) ? await findTeamMember(memberId, executor) : undefined;
  if (!member || member.provider_user_id !== owner.id || member.status === "removed") return refuse(404, TEAM_REASONS.notFound);
  return { ok: true, member };
}

/** A member's page under Team: their services, hours, buffer and days off, on the business's date today. */
export async function memberPage(owner: SignedInUser, memberId: string, language: Language = DEFAULT_LANGUAGE) {
  // The owner's team read for this one member: another business's is as unknown as none.
  const [member] = isUuid(memberId) ? await listTeamMembers(owner.id, { memberId }) : [];
  if (!member || member.status === "removed") return refuse(404, TEAM_REASONS.notFound);
  const today = await providerToday(owner.id);
  const [services, schedule] = await Promise.all([listProviderServices(owner.id), personSchedule(memberId, today, language)]);
  return {
    ok: true as const,
    member: { id: memberId, name: member.name, email: member.email, serviceIds: member.serviceIds, photoUrl: member.photo_url },
    services: services.map((service) => ({ id: service.id, name: service.service_name })),
    today,
    ...schedule,
  };
}

/** The services a member performs, among the owner's own. */
export async function saveMemberServices(owner: SignedInUser, memberId: string, serviceIds: readonly string[]): Promise<Outcome> {
  const notOwn = await notOwnServices(owner, serviceIds);
  if (notOwn) return notOwn;
  return decideInTransaction(async (trx) => {
    const found = await ownMember(owner, memberId, trx);
    if (!found.ok) return found;
    await setMemberServices(trx, memberId, [...new Set(serviceIds)]);
    return { ok: true };
  });
}

/** A member's weekly hours and buffer: the schedule's own use case, for one of the owner's members. */
export async function saveMemberHours(
  owner: SignedInUser,
  memberId: string,
  schedule: { hours: Availability; bufferMinutes: number },
  now: Date,
): Promise<Outcome<{ outside: number }>> {
  const found = await ownMember(owner, memberId);
  if (!found.ok) return found;
  return { ok: true, ...(await saveWeeklySchedule(memberId, schedule, now, owner.id)) };
}

/** Days off for one of the owner's members; their customers on those days are told, as the owner's are. */
export async function addMemberDaysOff(
  owner: SignedInUser,
  memberId: string,
  off: TimeOff & { note: string | null },
  now: Date,
): Promise<Outcome<{ outside: number }>> {
  const found = await ownMember(owner, memberId);
  if (!found.ok) return found;
  return { ok: true, ...(await addDaysOff(memberId, off, now)) };
}

/** Where one of the owner's members starts and ends their day (their home, say; issue 58). */
export async function saveMemberDayPlaces(
  owner: SignedInUser,
  memberId: string,
  zips: { day_start_zip: string | null; day_end_zip: string | null },
  now: Date,
): Promise<Outcome> {
  const found = await ownMember(owner, memberId);
  if (!found.ok) return found;
  return saveDayPlacesOf(memberId, zips, now, owner.id);
}

export async function removeMemberDayOff(owner: SignedInUser, memberId: string, dayOffId: string, now: Date): Promise<Outcome> {
  const found = await ownMember(owner, memberId);
  if (!found.ok) return found;
  return removeDayOff(memberId, dayOffId, now, owner.id);
}

/** Replaces one of the owner's members' photo. */
export async function saveMemberPhoto(owner: SignedInUser, memberId: string, upload: ImageUpload): Promise<Outcome> {
  if (!upload) return refuse(400, TEAM_REASONS.photoType, "photo");
  const checked = checkedPhoto(upload);
  if (!checked.ok) return checked;
  return decideInTransaction(async (trx) => {
    const found = await ownMember(owner, memberId, trx);
    if (!found.ok) return found;
    await setMemberPhoto(trx, memberId, (await createMedia(trx, checked.photo!)).url);
    return { ok: true };
  });
}
