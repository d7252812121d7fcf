import { getDb, type Executor } from "~/lib/db.server";

/** One-time sign-in links, kept by the SHA-256 of their token (migrations/0019). */

export async function insertSignInLink(executor: Executor, link: { tokenHash: string; userId: string; expiresAt: Date }) {
  await executor
    .insertInto("sign_in_links")
    .values({ token_hash: link.tokenHash, user_id: link.userId, expires_at: link.expiresAt.toISOString() })
    .execute();
}

/** Whether the link can still be used (not used, not expired). */
export async function isLiveSignInLink(tokenHash: string, now: Date): Promise<boolean> {
  const row = await getDb()
    .selectFrom("sign_in_links")
    .select("token_hash")
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Uses the link: one atomic update, so of two simultaneous uses only one gets the user. Every
 * other unused link of the user is spent with it.
 */
export async function useSignInLink(executor: Executor, tokenHash: string, now: Date): Promise<string | null> {
  const used = await executor
    .updateTable("sign_in_links")
    .set({ used_at: now.toISOString() })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .returning("user_id")
    .executeTakeFirst();
  if (!used) return null;
  await executor
    .updateTable("sign_in_links")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", used.user_id)
    .where("used_at", "is", null)
    .execute();
  return used.user_id;
}

/** Drops links that ended a day ago or more. */
export async function deleteEndedSignInLinks(before: Date) {
  await getDb()
    .deleteFrom("sign_in_links")
    .where("expires_at", "<", new Date(before.getTime() - 24 * 3_600_000).toISOString())
    .execute();
}
