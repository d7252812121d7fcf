import type { Language } from "~/domain/language";
import { newId } from "~/domain/uuid";
import { getDb, type Executor } from "~/lib/db.server";

/**
 * Customers' accounts (migration 0041, decision 0051): an address a one-time link proved, its
 * sessions, and the links themselves, kept by the SHA-256 of their token.
 */

export type CustomerAccount = { id: string; email: string; language: Language };

export const CUSTOMER_SESSION_TTL_MS = 30 * 24 * 3_600_000;

export async function insertEmailSignInLink(executor: Executor, link: { tokenHash: string; email: string; expiresAt: Date }) {
  await executor
    .insertInto("email_sign_in_links")
    .values({ token_hash: link.tokenHash, email: link.email.trim().toLowerCase(), expires_at: link.expiresAt.toISOString() })
    .execute();
}

export async function isLiveEmailSignInLink(tokenHash: string, now: Date): Promise<boolean> {
  const row = await getDb()
    .selectFrom("email_sign_in_links")
    .select("token_hash")
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Uses the link: one atomic update, so of two uses at once only one gets the address; the
 * address's other unused links are spent with it. Null when it cannot be used.
 */
export async function useEmailSignInLink(executor: Executor, tokenHash: string, now: Date): Promise<string | null> {
  const used = await executor
    .updateTable("email_sign_in_links")
    .set({ used_at: now.toISOString() })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .returning("email")
    .executeTakeFirst();
  if (!used) return null;
  await executor
    .updateTable("email_sign_in_links")
    .set({ used_at: now.toISOString() })
    .where("email", "=", used.email)
    .where("used_at", "is", null)
    .execute();
  return used.email;
}

/** The account of a proved address, made the first time (the unique address decides a race). */
export async function ensureCustomerAccount(executor: Executor, email: string, language: Language): Promise<CustomerAccount> {
  const address = email.trim().toLowerCase();
  await executor
    .insertInto("customer_accounts")
    .values({ id: newId(), email: address, language })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
  return executor
    .selectFrom("customer_accounts")
    .select(["id", "email", "language"])
    .where("email", "=", address)
    .executeTakeFirstOrThrow();
}

export async function createCustomerSession(executor: Executor, customerId: string, now = new Date()) {
  const session = { id: newId(), customer_id: customerId, expires_at: new Date(now.getTime() + CUSTOMER_SESSION_TTL_MS).toISOString() };
  await executor.insertInto("customer_sessions").values(session).execute();
  return session;
}

/** The account a live session belongs to. */
export async function findCustomerBySession(sessionId: string, now = new Date()): Promise<CustomerAccount | undefined> {
  return getDb()
    .selectFrom("customer_sessions as s")
    .innerJoin("customer_accounts as a", "a.id", "s.customer_id")
    .select(["a.id", "a.email", "a.language"])
    .where("s.id", "=", sessionId)
    .where("s.expires_at", ">", now.toISOString())
    .executeTakeFirst();
}

export async function deleteCustomerSession(sessionId: string) {
  await getDb().deleteFrom("customer_sessions").where("id", "=", sessionId).execute();
}

/** Housekeeping: sessions past their time, and links that ended a day ago or more. */
export async function deleteEndedCustomerSignIns(now: Date) {
  await getDb().deleteFrom("customer_sessions").where("expires_at", "<=", now.toISOString()).execute();
  await getDb()
    .deleteFrom("email_sign_in_links")
    .where("expires_at", "<", new Date(now.getTime() - 24 * 3_600_000).toISOString())
    .execute();
}

export async function findCustomerAccount(id: string): Promise<CustomerAccount | undefined> {
  return getDb().selectFrom("customer_accounts").select(["id", "email", "language"]).where("id", "=", id).executeTakeFirst();
}
