import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { safeRedirect, signInSchema } from "~/domain/sign-in";
import type { Role } from "./db-schema";
import { getAuthSessionStorage } from "./cookies.server";
import { singleton } from "./singleton.server";
import { redirectWithToast } from "./toast.server";
import { findUserById, verifyLogin, type AuthUser } from "~/models/user.server";
import {
  createSession,
  deleteSession,
  findLiveSessionUserId,
  SESSION_TTL_MS,
} from "~/models/session.server";

export type { AuthUser };

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
        if (!parsed.success) throw new SignInError(parsed.error.issues[0]?.message ?? "Invalid email or password");
        const user = await verifyLogin(parsed.data.email, parsed.data.password);
        if (!user) throw new SignInError("Invalid email or password");
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

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** The signed-in user, or a redirect to the sign-in page that comes back here afterwards. */
export async function requireUser(
  request: Request,
  options: { loginPath?: string } = {},
): Promise<AuthUser> {
  const user = await getUser(request);
  if (user) return user;
  const loginPath = options.loginPath ?? "/provider";
  const redirectTo = safeRedirect(pathOf(request), "/");
  throw redirect(`${loginPath}?${new URLSearchParams({ redirectTo })}`);
}

/**
 * The signed-in user when their role is one of `roles`. Anonymous requests are sent to sign
 * in; a signed-in user with another role gets 403, so a hidden button is never the only guard.
 */
export async function requireRole(
  request: Request,
  roles: Role | Role[],
  options: { loginPath?: string } = {},
): Promise<AuthUser & { role: Role }> {
  const user = await requireUser(request, options);
  const allowed = Array.isArray(roles) ? roles : [roles];
  if (!user.role || !allowed.includes(user.role)) {
    throw new Response("You do not have permission to do that.", { status: 403 });
  }
  return user as AuthUser & { role: Role };
}

const ACCESS_DENIED: Record<Role, string> = {
  provider: "Provider access required",
  admin: "You do not have admin privileges",
};

export function accessDeniedMessage(role: Role): string {
  return ACCESS_DENIED[role];
}

/**
 * For the portal and the admin panel: the signed-in user with `role`. Anonymous visitors are
 * sent to the sign-in page (and back afterwards); a signed-in user with another role is
 * signed out and told 'Access Denied' (spec section 6), so nothing they posted is applied.
 */
export async function requireSignedInRole(
  request: Request,
  role: Role,
  loginPath: string,
): Promise<AuthUser & { role: Role }> {
  const user = await getUser(request);
  if (!user) {
    throw redirect(`${loginPath}?${new URLSearchParams({ redirectTo: safeRedirect(pathOf(request), loginPath) })}`);
  }
  if (user.role !== role) {
    const headers = new Headers({ "Set-Cookie": await destroyUserSession(request) });
    throw await redirectWithToast(
      loginPath,
      { type: "error", title: "Access Denied", description: ACCESS_DENIED[role] },
      { headers },
    );
  }
  return user as AuthUser & { role: Role };
}

export function requireProvider(request: Request) {
  return requireSignedInRole(request, "provider", "/provider");
}

export function requireAdmin(request: Request) {
  return requireSignedInRole(request, "admin", "/admin");
}
