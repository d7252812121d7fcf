import { sql } from "kysely";
import { LIVE_STATUSES } from "~/domain/booking/booking-lifecycle";
import { TEAM_MEMBER_MACHINE, WORKING_MEMBER_STATUSES, type TeamMemberMover, type TeamMemberStatus } from "~/domain/team/team";
import { getDb, inJsonList, type Executor } from "~/lib/db.server";
import { placeOf, type LatLng } from "~/domain/places/geo";
import { memberMayPerform } from "./credential.server";

/** A business's team as the slot engine reads it (decision 0032): its switches, and the members in the team's order. */
export type Team = {
  ownerTakesJobs: boolean;
  /** Customers may choose who comes, among those who perform the service. */
  customersChoose: boolean;
  members: Array<{
    user_id: string;
    provider_user_id: string;
    name: string;
    photo_url: string | null;
    weekly_hours: string | null;
    buffer_minutes: number | null;
    /** Where their day starts and ends (their home, say); null: the business's place. */
    dayStart: LatLng | null;
    dayEnd: LatLng | null;
    /** The services they perform. */
    serviceIds: Set<string>;
  }>;
};

/**
 * The teams of these businesses that have working members (a business alone is absent): one
 * query, a row per member and service. A member performs a service only while they hold, at
 * `now`, the personal credentials it requires (decision 0035): one whose check lapsed is given
 * no new jobs of it.
 */
export async function teamsOf(providerUserIds: readonly string[], now: Date, executor: Executor = getDb()): Promise<Map<string, Team>> {
  const teams = new Map<string, Team>();
  if (providerUserIds.length === 0) return teams;
  const rows = await executor
    .selectFrom("team_members as tm")
    .leftJoin("team_member_services as tms", (join) =>
      join
        .onRef("tms.user_id", "=", "tm.user_id")
        .on(memberMayPerform({ member: "tm.user_id", serviceId: "tms.service_id" }, sql`${now.toISOString()}`)),
    )
    .leftJoin("provider_schedules as ps", "ps.provider_user_id", "tm.user_id")
    .leftJoin("provider_schedules as os", "os.provider_user_id", "tm.provider_user_id")
    .select([
      "tm.user_id",
      "tm.provider_user_id",
      "tm.name",
      "tm.photo_url",
      "ps.weekly_hours",
      "ps.buffer_minutes",
      "ps.day_start_lat",
      "ps.day_start_lng",
      "ps.day_end_lat",
      "ps.day_end_lng",
      "os.owner_takes_jobs",
      "os.customers_choose_member",
      "tms.service_id",
    ])
    .where("tm.provider_user_id", "in", inJsonList(providerUserIds))
    .where("tm.status", "in", WORKING_MEMBER_STATUSES)
    .orderBy("tm.created_at")
    .orderBy("tm.user_id")
    .execute();
  let member: Team["members"][number] | undefined;
  for (const row of rows) {
    const team = teams.get(row.provider_user_id) ?? {
      ownerTakesJobs: row.owner_takes_jobs !== 0,
      customersChoose: row.customers_choose_member === 1,
      members: [],
    };
    teams.set(row.provider_user_id, team);
    if (member?.user_id !== row.user_id) {
      member = {
        user_id: row.user_id,
        provider_user_id: row.provider_user_id,
        name: row.name,
        photo_url: row.photo_url,
        weekly_hours: row.weekly_hours,
        buffer_minutes: row.buffer_minutes,
        dayStart: placeOf(row.day_start_lat, row.day_start_lng),
        dayEnd: placeOf(row.day_end_lat, row.day_end_lng),
        serviceIds: new Set(),
      };
      team.members.push(member);
    }
    if (row.service_id) member.serviceIds.add(row.service_id);
  }
  return teams;
}

/** Minutes of live jobs each of these people has starting in [from, to): how busy their week is. */
export async function bookedMinutesOf(
  executor: Executor,
  userIds: readonly string[],
  range: { from: Date; to: Date },
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await executor
    .selectFrom("bookings")
    .select(["assigned_user_id", sql<number>`sum(duration_minutes)`.as("minutes")])
    .where("assigned_user_id", "in", inJsonList(userIds))
    .where("starts_at", ">=", range.from.toISOString())
    .where("starts_at", "<", range.to.toISOString())
    .where("status", "in", LIVE_STATUSES)
    .groupBy("assigned_user_id")
    .execute();
  return new Map(rows.map((row) => [row.assigned_user_id!, Number(row.minutes)]));
}

export async function insertTeamMember(
  executor: Executor,
  member: { userId: string; providerUserId: string; name: string; serviceIds: readonly string[]; photoUrl?: string | null },
) {
  await executor
    .insertInto("team_members")
    .values({ user_id: member.userId, provider_user_id: member.providerUserId, name: member.name, photo_url: member.photoUrl ?? null })
    .execute();
  await setMemberServices(executor, member.userId, member.serviceIds);
}

/**
 * A removed member's account, added to a team again (this business's or another's): invited
 * anew, with its name, photo and services, by a compare-and-set its table allows. False when the
 * account is not a removed member's.
 */
export async function reinstateTeamMember(
  executor: Executor,
  member: { userId: string; providerUserId: string; name: string; serviceIds: readonly string[]; photoUrl?: string | null },
): Promise<boolean> {
  const at = new Date().toISOString();
  const result = await executor
    .updateTable("team_members")
    .set({
      provider_user_id: member.providerUserId,
      name: member.name,
      photo_url: member.photoUrl ?? null,
      status: "invited",
      created_at: at,
      status_changed_at: at,
    })
    .where("user_id", "=", member.userId)
    .where("user_id", "!=", member.providerUserId)
    .where("status", "in", TEAM_MEMBER_MACHINE.sources("invited", "owner"))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await setMemberServices(executor, member.userId, member.serviceIds);
  return true;
}

/** The services a member performs, replaced as a whole. */
export async function setMemberServices(executor: Executor, userId: string, serviceIds: readonly string[]) {
  await executor.deleteFrom("team_member_services").where("user_id", "=", userId).execute();
  if (serviceIds.length > 0)
    await executor
      .insertInto("team_member_services")
      .values(serviceIds.map((serviceId) => ({ user_id: userId, service_id: serviceId })))
      .execute();
}

/** A member's photo (a /media address), replaced. */
export async function setMemberPhoto(executor: Executor, userId: string, photoUrl: string) {
  await executor.updateTable("team_members").set({ photo_url: photoUrl }).where("user_id", "=", userId).execute();
}

/** How many members a business has who are not removed (the limit's count, inside the adding transaction). */
export async function countWorkingMembers(executor: Executor, providerUserId: string): Promise<number> {
  const row = await executor
    .selectFrom("team_members")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("provider_user_id", "=", providerUserId)
    .where("status", "in", WORKING_MEMBER_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A business's members for its team page (the removed ones too, last), or only `memberId`, with their e-mail and services. */
export async function listTeamMembers(providerUserId: string, options: { memberId?: string; limit?: number } = {}) {
  const rows = await getDb()
    .selectFrom("team_members as tm")
    .innerJoin("users as u", "u.id", "tm.user_id")
    .leftJoin("provider_schedules as ps", "ps.provider_user_id", "tm.user_id")
    .select([
      "tm.user_id",
      "tm.name",
      "tm.status",
      "tm.photo_url",
      "u.email",
      "ps.weekly_hours",
      "ps.buffer_minutes",
      sql<string>`(select json_group_array(service_id) from team_member_services where user_id = tm.user_id)`.as("service_ids"),
    ])
    .where("tm.provider_user_id", "=", providerUserId)
    .$if(Boolean(options.memberId), (qb) => qb.where("tm.user_id", "=", options.memberId!))
    .orderBy(sql`tm.status = 'removed'`)
    .orderBy("tm.created_at")
    .orderBy("tm.user_id")
    .limit(options.limit ?? 100)
    .execute();
  return rows.map(({ service_ids, ...row }) => ({ ...row, serviceIds: JSON.parse(service_ids) as string[] }));
}

/** The member an account is, with their business's name: the member area's frame. */
export async function findTeamMember(userId: string, executor: Executor = getDb()) {
  return executor
    .selectFrom("team_members as tm")
    .select(["tm.user_id", "tm.provider_user_id", "tm.name", "tm.status"])
    .select((eb) =>
      eb
        .selectFrom("services as s")
        .select("s.business_name")
        .whereRef("s.provider_user_id", "=", "tm.provider_user_id")
        .orderBy("s.created_at")
        .limit(1)
        .as("business_name"),
    )
    .where("tm.user_id", "=", userId)
    .executeTakeFirst();
}

/** Moves a member by the table's rules (a compare-and-set on their status); whether this call did. */
export async function changeTeamMemberStatus(
  executor: Executor,
  member: { userId: string; providerUserId?: string },
  to: TeamMemberStatus,
  by: TeamMemberMover,
): Promise<boolean> {
  const result = await executor
    .updateTable("team_members")
    .set({ status: to, status_changed_at: new Date().toISOString() })
    .where("user_id", "=", member.userId)
    .$if(Boolean(member.providerUserId), (qb) => qb.where("provider_user_id", "=", member.providerUserId!))
    .where("status", "in", TEAM_MEMBER_MACHINE.sources(to, by))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether a person has live jobs starting from `now` on (a member with some is not removed). */
export async function hasUpcomingJobs(executor: Executor, userId: string, now: Date): Promise<boolean> {
  const row = await executor
    .selectFrom("bookings")
    .select("id")
    .where("assigned_user_id", "=", userId)
    .where("starts_at", ">=", now.toISOString())
    .where("status", "in", LIVE_STATUSES)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** The owner's switches: whether they take jobs themselves besides their team, and whether customers choose who comes. */
export async function setTeamSettings(
  executor: Executor,
  providerUserId: string,
  settings: { ownerTakesJobs: boolean; customersChoose: boolean },
) {
  await executor
    .updateTable("provider_schedules")
    .set({
      owner_takes_jobs: settings.ownerTakesJobs ? 1 : 0,
      customers_choose_member: settings.customersChoose ? 1 : 0,
      updated_at: new Date().toISOString(),
    })
    .where("provider_user_id", "=", providerUserId)
    .execute();
}

/** The jobs given to one person starting in [from, to), soonest first, at most `limit`: a member's own list. */
export async function listAssignedJobs(userId: string, range: { from: Date; to: Date }, limit = 100) {
  return getDb()
    .selectFrom("bookings")
    .select([
      "id",
      "reference",
      "service_type",
      "customer_name",
      "customer_email",
      "customer_phone",
      "service_address",
      "service_id",
      "service_lat",
      "service_lng",
      "preferred_date",
      "preferred_time",
      "time_zone",
      "starts_at",
      "duration_minutes",
      "special_requests",
      "status",
    ])
    .where("assigned_user_id", "=", userId)
    .where("starts_at", ">=", range.from.toISOString())
    .where("starts_at", "<", range.to.toISOString())
    .where("status", "in", [...LIVE_STATUSES, "completed", "no_show"])
    .orderBy("starts_at")
    .orderBy("id")
    .limit(limit)
    .execute();
}
