import { getDb, type Executor } from "~/lib/db.server";

/** The records a business acts on, each owned by one user (the provider, or whoever recorded it). */
export type OwnedKind = "service" | "booking" | "customer" | "payment" | "review" | "thread" | "credential" | "dispute";

/**
 * Who owns a record, for the access gate (app/services/support/access.server.ts): undefined when there
 * is no such record, null for a booking or review of a tile without a provider (an admin's
 * alone). A service counts only while customers can book it (active, with a provider).
 */
export async function findOwner(
  kind: OwnedKind,
  id: string,
  executor: Executor = getDb(),
): Promise<{ ownerUserId: string | null; assignedUserId: string | null } | undefined> {
  const row = await ownerQuery(kind, id, executor).executeTakeFirst();
  if (!row || (kind === "service" && !row.ownerUserId)) return undefined;
  return { ownerUserId: row.ownerUserId, assignedUserId: "assignedUserId" in row ? ((row.assignedUserId as string | null) ?? null) : null };
}

function ownerQuery(kind: OwnedKind, id: string, executor: Executor) {
  switch (kind) {
    case "service":
      return executor.selectFrom("services").select("provider_user_id as ownerUserId").where("id", "=", id).where("is_active", "=", 1);
    case "booking":
      // A team member acts on the jobs given to them (decision 0032).
      return executor
        .selectFrom("bookings")
        .select(["provider_user_id as ownerUserId", "assigned_user_id as assignedUserId"])
        .where("id", "=", id);
    case "customer":
      return executor.selectFrom("customers").select("owner_user_id as ownerUserId").where("id", "=", id);
    case "payment":
      return executor.selectFrom("payments").select("owner_user_id as ownerUserId").where("id", "=", id);
    case "review":
      return executor.selectFrom("reviews").select("provider_user_id as ownerUserId").where("id", "=", id);
    case "thread":
      return executor.selectFrom("threads").select("provider_user_id as ownerUserId").where("id", "=", id);
    case "dispute":
      return executor.selectFrom("disputes").select("owner_user_id as ownerUserId").where("id", "=", id);
    case "credential":
      // A team member's own credential is theirs to open too (its holder).
      return executor
        .selectFrom("credentials")
        .select(["provider_user_id as ownerUserId", "holder_user_id as assignedUserId"])
        .where("id", "=", id);
  }
}
