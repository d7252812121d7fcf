import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { safeRedirect } from "~/domain/sign-in";
import { signInSchema } from "~/domain/sign-in.schema.server";
import type { Role } from "~/domain/business";
import { getAuthSessionStorage } from "~/lib/cookies.server";
import { singleton } from "~/lib/singleton.server";
import { redirectWithToast } from "~/lib/toast.server";
import { findUserById, verifyLogin, type AuthUser } from "~/models/user.server";
import { createSession, deleteSession, findLiveSessionUserId, SESSION_TTL_MS } from "~/models/session.server";

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

/** The private areas: who may enter, where each signs in, and what anyone else is told. */
export const AREAS = {
  provider: { roles: ["provider"], signInPath: "/provider", denied: "Provider access required" },
  admin: { roles: ["admin"], signInPath: "/admin", denied: "You do not have admin privileges" },
  dashboard: { roles: ["provider", "admin"], signInPath: "/provider", denied: "The business dashboard is for providers and admins." },
} as const satisfies Record<string, { roles: readonly Role[]; signInPath: string; denied: string }>;

export type Area = keyof typeof AREAS;

export type SignedInUser = AuthUser & { role: Role };

/** Whether the area admits this role. */
export function admits(area: Area, role: Role | null | undefined): role is Role {
  return (AREAS[area].roles as readonly Role[]).includes(role as Role);
}

/** The redirect that turns away a signed-in user the area does not admit: signed out, told why. */
export async function deny(request: Request, area: Area): Promise<Response> {
  const headers = new Headers({ "Set-Cookie": await destroyUserSession(request) });
  return redirectWithToast(AREAS[area].signInPath, { type: "error", title: "Access Denied", description: AREAS[area].denied }, { headers });
}

/**
 * The one gate of every private loader and action (docs/decisions/0008). Anonymous visitors
 * are sent to the area's sign-in page and back afterwards; a signed-in user whose role the area
 * does not admit is signed out and sent there with 'Access Denied' and the area's message, so
 * nothing they posted is applied and no page of the area is shown.
 */
export async function requireAccess(request: Request, area: Area): Promise<SignedInUser> {
  const { signInPath } = AREAS[area];
  const user = await getUser(request);
  if (!user) throw redirect(`${signInPath}?${new URLSearchParams({ redirectTo: safeRedirect(pathOf(request), signInPath) })}`);
  if (!admits(area, user.role)) throw await deny(request, area);
  return user as SignedInUser;
}
