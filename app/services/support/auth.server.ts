import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { signInSchema } from "~/domain/accounts/sign-in.schema.server";
import { SIGN_IN_REASONS } from "~/domain/accounts/sign-in";
import { getAuthSessionStorage, getCustomerSessionStorage } from "~/lib/cookies.server";
import { singleton } from "~/lib/singleton.server";
import { hashPassword } from "~/lib/password.server";
import { findUserById, upsertUserWithRole, verifyLogin, type AuthUser } from "~/models/user.server";
import { createSession, deleteSession, findLiveSessionUserId, SESSION_TTL_MS } from "~/models/session.server";
import {
  createCustomerSession,
  CUSTOMER_SESSION_TTL_MS,
  deleteCustomerSession,
  findCustomerBySession,
  type CustomerAccount,
} from "~/models/customer-account.server";
import { inTransaction } from "./transaction.server";
import type { Executor } from "~/lib/db.server";

export type { AuthUser, CustomerAccount };

/** A sign-in refused for a reason the user may read. */
export class SignInError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SignInError";
  }
}

function getAuthenticator() {
  return singleton("authenticator", () => {
    const authenticator = new Authenticator<AuthUser>();
    authenticator.use(
      new FormStrategy(async ({ form }) => {
        const parsed = signInSchema.safeParse({
          email: form.get("email") ?? undefined,
          password: form.get("password") ?? undefined,
        });
        if (!parsed.success) throw new SignInError(parsed.error.issues[0]?.message ?? SIGN_IN_REASONS.invalidCredentials);
        const user = await verifyLogin(parsed.data.email, parsed.data.password);
        if (!user) throw new SignInError(SIGN_IN_REASONS.invalidCredentials);
        return user;
      }),
      "form",
    );
    return authenticator;
  });
}

/** Checks the posted `email` and `password`; throws SignInError with the message to show. */
export function authenticate(request: Request): Promise<AuthUser> {
  return getAuthenticator().authenticate("form", request);
}

async function readSessionId(request: Request): Promise<string | null> {
  const session = await getAuthSessionStorage().getSession(request.headers.get("Cookie"));
  const sessionId = session.get("sessionId");
  return typeof sessionId === "string" ? sessionId : null;
}

/** Starts a database session for the user and returns the Set-Cookie header value. */
export async function commitUserSession(request: Request, userId: string): Promise<string> {
  const storage = getAuthSessionStorage();
  const record = await createSession(userId);
  const cookieSession = await storage.getSession(request.headers.get("Cookie"));
  cookieSession.set("sessionId", record.id);
  return storage.commitSession(cookieSession, { maxAge: SESSION_TTL_MS / 1000 });
}

/** Ends the database session (if any) and returns the Set-Cookie header that clears the cookie. */
export async function destroyUserSession(request: Request): Promise<string> {
  const storage = getAuthSessionStorage();
  const sessionId = await readSessionId(request);
  if (sessionId) await deleteSession(sessionId);
  return storage.destroySession(await storage.getSession(request.headers.get("Cookie")));
}

/**
 * The Set-Cookie that clears a session cookie whose database session is gone (signed out
 * elsewhere, expired, revoked), or null when there is none or it is live.
 */
export async function staleSessionCookie(request: Request): Promise<string | null> {
  const sessionId = await readSessionId(request);
  if (!sessionId || (await findLiveSessionUserId(sessionId))) return null;
  const storage = getAuthSessionStorage();
  return storage.destroySession(await storage.getSession(request.headers.get("Cookie")));
}

export async function getUser(request: Request): Promise<AuthUser | null> {
  const sessionId = await readSessionId(request);
  if (!sessionId) return null;
  const userId = await findLiveSessionUserId(sessionId);
  if (!userId) return null;
  return (await findUserById(userId)) ?? null;
}

/** The first admin, from ADMIN_EMAIL and ADMIN_PASSWORD at start-up: created, or given that password and the admin role. */
export async function ensureAdminAccount(input: { email: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  return inTransaction((trx) => upsertUserWithRole(trx, { email: input.email, passwordHash, role: "admin" }), { queuesEmail: false });
}

/**
 * A customer's session (decision 0051), in its own cookie and table: only a sign-in link proves a
 * customer's address, and a business's password never opens what a customer made.
 */
async function readCustomerSessionId(request: Request): Promise<string | null> {
  const session = await getCustomerSessionStorage().getSession(request.headers.get("Cookie"));
  const sessionId = session.get("customerSessionId");
  return typeof sessionId === "string" ? sessionId : null;
}

/** Starts a session for the customer (inside the transaction that spent their link) and returns its Set-Cookie. */
export async function commitCustomerSession(request: Request, executor: Executor, customerId: string): Promise<string> {
  const storage = getCustomerSessionStorage();
  const record = await createCustomerSession(executor, customerId);
  const cookieSession = await storage.getSession(request.headers.get("Cookie"));
  cookieSession.set("customerSessionId", record.id);
  return storage.commitSession(cookieSession, { maxAge: CUSTOMER_SESSION_TTL_MS / 1000 });
}

export async function getCustomer(request: Request): Promise<CustomerAccount | null> {
  const sessionId = await readCustomerSessionId(request);
  return sessionId ? ((await findCustomerBySession(sessionId)) ?? null) : null;
}

/** Ends the customer's session and returns the Set-Cookie that clears its cookie. */
export async function destroyCustomerSession(request: Request): Promise<string> {
  const storage = getCustomerSessionStorage();
  const sessionId = await readCustomerSessionId(request);
  if (sessionId) await deleteCustomerSession(sessionId);
  return storage.destroySession(await storage.getSession(request.headers.get("Cookie")));
}
