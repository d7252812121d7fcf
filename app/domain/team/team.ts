import { reasons, reasonWith, type ReasonOf } from "../outcome";
import { stateMachine } from "../state-machine";
import type { FreePerformer } from "../schedule/slots";
import { addDaysToDate, instantOf, localClock, weekdayOfDate } from "../time";

const DAYS_SINCE_MONDAY = { monday: 0, tuesday: 1, wednesday: 2, thursday: 3, friday: 4, saturday: 5, sunday: 6 } as const;

/** The local week (Monday 00:00 to the next) around an instant, in its zone: the span "booked minutes that week" counts. */
export function weekAround(instant: Date, timeZone: string): { from: Date; to: Date } {
  const date = localClock(instant, timeZone).date;
  const monday = addDaysToDate(date, -DAYS_SINCE_MONDAY[weekdayOfDate(date)]);
  return { from: instantOf(monday, "00:00", timeZone), to: instantOf(addDaysToDate(monday, 7), "00:00", timeZone) };
}

/**
 * A provider's team (decision 0032). A member is invited (an account and a sign-in link by
 * e-mail), active once they have signed in, and removed by the owner; a removed member keeps
 * their past jobs' names but is never assigned again.
 */
export const TEAM_MEMBER_STATUSES = ["invited", "active", "removed"] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];

/** Who moves a member: the owner (adds, removes) or the member (signs in). */
export type TeamMemberMover = "owner" | "member";

export const TEAM_MEMBER_MACHINE = /* @__PURE__ */ stateMachine<TeamMemberStatus, TeamMemberMover>("team member", {
  initial: ["invited"],
  table: {
    invited: { active: ["member"], removed: ["owner"] },
    active: { removed: ["owner"] },
    // A removed member's address may be added again (by any business): invited anew.
    removed: { invited: ["owner"] },
  },
});

/** Members who can be given jobs: not removed. */
export const WORKING_MEMBER_STATUSES: readonly TeamMemberStatus[] = ["invited", "active"];

/** A team's size: the owner and up to this many members. */
export const TEAM_MEMBERS_LIMIT = 20;

/** How long an invitation's sign-in link stays usable. */
export const INVITATION_DAYS = 7;

/** A business's team: its reasons (decision 0047), worded in app/locales/reasons-business.ts. */
export const TEAM_REASONS = /* @__PURE__ */ reasons("team", [
  "nameRequired",
  "nameTooLong",
  "servicesRequired",
  "unknownService",
  "emailTaken",
  "teamFull",
  "added",
  "removed",
  "notFound",
  "hasUpcomingJobs",
  "settingsSaved",
  "photoType",
  "photoSize",
  "photoSaved",
  "reassigned",
  "notPerformer",
  "notFree",
  "sameAssignee",
  "notReassignable",
  "emailRequired",
  "email",
]);
export type TeamReason = ReasonOf<typeof TEAM_REASONS>;

export const TEAM_FULL_REASON = /* @__PURE__ */ reasonWith("team.teamFull" satisfies TeamReason, { max: TEAM_MEMBERS_LIMIT });

/** A job went to someone else of the team. */
export const reassignedReason = (name: string) => reasonWith(TEAM_REASONS.reassigned, { name });

/** The name customers see for an owner doing a job themselves: their first name, else their business's. */
export function ownerFirstName(service: { owner_name?: string | null; business_name: string }): string {
  return firstNameOf(service.owner_name ?? "") || service.business_name;
}

const HONORIFIC = /^(dr|mr|mrs|ms|mx|prof)\.?$/i;

/** The name a customer sees: the first word of the person's name, after a title ("Dr. Angela Brooks" → "Angela"). */
export function firstNameOf(name: string): string {
  const words = name.trim().split(/\s+/);
  return (words.length > 1 && HONORIFIC.test(words[0]) ? words[1] : words[0]) ?? "";
}

/**
 * The names customers choose among: first names, and where two share one, each with their last
 * name's initial ("Sam L.", "Sam K."), so nobody is picked by mistake.
 */
export function namesToChooseFrom<T extends { name: string }>(people: readonly T[]): Array<T & { shown: string }> {
  const first = people.map((person) => firstNameOf(person.name));
  return people.map((person, index) => {
    const shared = first.filter((name) => name.toLowerCase() === first[index].toLowerCase()).length > 1;
    const last = person.name.trim().split(/\s+/).slice(1).at(-1);
    return { ...person, shown: shared && last ? `${first[index]} ${last.charAt(0).toUpperCase()}.` : first[index] };
  });
}

/**
 * Whom a start goes to among those free for it: the one whose day it adds the least driving to
 * (issue 58: jobs cluster by area by themselves), then the fewest booked minutes that week, ties
 * to the earlier in the team's order (the owner, then members as they joined), so the same state
 * always gives the same answer.
 */
export function chooseAssignee(free: readonly FreePerformer[], bookedMinutes: ReadonlyMap<string, number>): FreePerformer | null {
  let chosen: FreePerformer | null = null;
  const minutesOf = (person: FreePerformer) => bookedMinutes.get(person.userId) ?? 0;
  for (const person of free) {
    const better =
      !chosen ||
      person.addedDriveMinutes < chosen.addedDriveMinutes ||
      (person.addedDriveMinutes === chosen.addedDriveMinutes && minutesOf(person) < minutesOf(chosen));
    if (better) chosen = person;
  }
  return chosen;
}
