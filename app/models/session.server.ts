import { getDb } from "~/lib/db.server";
import { newId } from "~/domain/uuid";

export const SESSION_TTL_MS = 1000 * 60 * 60 * 24 * 30;

export async function createSession(userId: string, now = new Date()) {
  const session = {
    id: newId(),
    user_id: userId,
    expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
  };
  await getDb().insertInto("sessions").values(session).execute();
  return session;
}

/** The session's user id while the session exists and has not expired. */
export async function findLiveSessionUserId(sessionId: string, now = new Date()) {
  const row = await getDb()
    .selectFrom("sessions")
    .select("user_id")
    .where("id", "=", sessionId)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function deleteSession(sessionId: string) {
  await getDb().deleteFrom("sessions").where("id", "=", sessionId).execute();
}

export async function deleteExpiredSessions(now = new Date()) {
  await getDb().deleteFrom("sessions").where("expires_at", "<=", now.toISOString()).execute();
}
