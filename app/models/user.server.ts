import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { sql } from "kysely";
import type { Role, StoredRole } from "~/domain/accounts/business";
import { getDb, inJsonList, type Executor } from "~/lib/db.server";
import { getDecoyHash, hashPassword, verifyPassword } from "~/lib/password.server";
import { newId } from "~/domain/uuid";

export type AuthUser = { id: string; email: string; role: Role | null };

export class EmailTakenError extends Error {
  constructor(public readonly email: string) {
    super("An account with this email already exists");
    this.name = "EmailTakenError";
  }
}

/**
 * The role the gate reads: a team member's account is stored as a provider's but belongs to
 * another's business (migration 0031), so it is 'member', and a removed member's is none.
 */
const roleColumn = sql<Role | null>`case when tm.user_id is null then p.role when tm.status = 'removed' then null else 'member' end`.as(
  "role",
);

function accounts(executor: Executor) {
  return executor
    .selectFrom("users as u")
    .leftJoin("profiles as p", "p.user_id", "u.id")
    .leftJoin("team_members as tm", "tm.user_id", "u.id");
}

type NewUser = {
  email: string;
  role: StoredRole;
  /** The language the account is made in, for its e-mails until its owner chooses (English unless said). */
  language?: Language;
} & ({ password: string } | { passwordHash: string });

/** Creates the user and its profile; run inside the caller's transaction when part of more. */
export async function createUser(executor: Executor, input: NewUser): Promise<AuthUser> {
  const email = input.email.trim().toLowerCase();
  const existing = await executor.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
  if (existing) throw new EmailTakenError(email);
  const id = newId();
  await executor
    .insertInto("users")
    .values({
      id,
      email,
      password_hash: "passwordHash" in input ? input.passwordHash : await hashPassword(input.password),
      language: input.language ?? DEFAULT_LANGUAGE,
    })
    .execute();
  await executor.insertInto("profiles").values({ user_id: id, email, role: input.role }).execute();
  return { id, email, role: input.role };
}

export async function findUserById(id: string, executor: Executor = getDb()): Promise<AuthUser | undefined> {
  return accounts(executor).select(["u.id", "u.email", roleColumn]).where("u.id", "=", id).executeTakeFirst();
}

/** The account signed in with this e-mail, if any. */
export async function findUserByEmail(email: string, executor: Executor = getDb()): Promise<AuthUser | undefined> {
  return accounts(executor).select(["u.id", "u.email", roleColumn]).where("u.email", "=", email.trim().toLowerCase()).executeTakeFirst();
}

/** The user when the password matches; the same work is done for unknown e-mails. */
export async function verifyLogin(email: string, password: string): Promise<AuthUser | null> {
  const row = await accounts(getDb())
    .select(["u.id", "u.email", "u.password_hash", roleColumn])
    .where("u.email", "=", email.trim())
    .executeTakeFirst();
  const valid = await verifyPassword(password, row?.password_hash ?? (await getDecoyHash()));
  if (!row || !valid) return null;
  return { id: row.id, email: row.email, role: row.role };
}

/** Creates or updates an account with this role and password (the admin from the environment). */
export async function upsertUserWithRole(executor: Executor, input: { email: string; passwordHash: string; role: StoredRole }) {
  const email = input.email.trim().toLowerCase();
  const existing = await executor.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
  if (!existing) return createUser(executor, { email, passwordHash: input.passwordHash, role: input.role });
  await executor.updateTable("users").set({ password_hash: input.passwordHash }).where("id", "=", existing.id).execute();
  await executor
    .insertInto("profiles")
    .values({ user_id: existing.id, email, role: input.role })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ role: input.role, email }))
    .execute();
  return { id: existing.id, email, role: input.role };
}

/** The admins' addresses (the oldest accounts first, a handful at most): who is told when money needs a person. */
export async function listAdminRecipients(executor: Executor = getDb(), limit = 10): Promise<Array<{ email: string; language: Language }>> {
  return executor
    .selectFrom("profiles as p")
    .innerJoin("users as u", "u.id", "p.user_id")
    .select(["u.email", "u.language"])
    .where("p.role", "=", "admin")
    .orderBy("u.created_at")
    .limit(limit)
    .execute();
}

/** The language a person chose for their own e-mails and texts (English until they choose). */
/** Where a user is written to, and in which language. */
export async function findUserContact(
  id: string,
  executor: Executor = getDb(),
): Promise<{ email: string; language: Language } | undefined> {
  return executor.selectFrom("users").select(["email", "language"]).where("id", "=", id).executeTakeFirst();
}

export async function findUserLanguage(id: string, executor: Executor = getDb()): Promise<Language> {
  const row = await executor.selectFrom("users").select("language").where("id", "=", id).executeTakeFirst();
  return row?.language ?? DEFAULT_LANGUAGE;
}

export async function setUserLanguage(executor: Executor, id: string, language: Language): Promise<boolean> {
  const result = await executor
    .updateTable("users")
    .set({ language })
    .where("id", "=", id)
    .where("language", "!=", language)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The languages several people chose for their own e-mails (one query), by user id. */
export async function findUserLanguages(ids: readonly string[], executor: Executor = getDb()): Promise<Map<string, Language>> {
  if (ids.length === 0) return new Map();
  const rows = await executor.selectFrom("users").select(["id", "language"]).where("id", "in", inJsonList(ids)).execute();
  return new Map(rows.map((row) => [row.id, row.language]));
}
