import { redirect } from "@remix-run/node";
import { businessScope, mayActFor, type BusinessScope, type Role } from "~/domain/accounts/business";
import { NOT_FOUND_REASONS, type Refusal, refuse } from "~/domain/outcome";
import { REVIEW_REASONS } from "~/domain/reviews/reviews";
import { SCHEDULING_REASONS } from "~/domain/schedule/scheduling";
import { CREDENTIAL_REASONS } from "~/domain/credentials/credentials";
import { CUSTOMER_HOME_PATH, CUSTOMER_SIGN_IN_PATH, safeRedirect, SIGN_IN_REASONS } from "~/domain/accounts/sign-in";
import { isUuid } from "~/domain/uuid";
import type { Executor } from "~/lib/db.server";
import { refusalResponse, refusalToast } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";
import { findOwner, type OwnedKind } from "~/models/ownership.server";
import { destroyUserSession, getCustomer, getUser, type AuthUser, type CustomerAccount } from "./auth.server";

/**
 * The one gate of every private loader and action (docs/decisions/0008, 0016): who may enter an
 * area, and which records a signed-in business may act on. A customer needs no account: their
 * links are checked by app/lib/signed-links.server.ts; one who signed in with a link sees what
 * was made with their address (requireCustomer, decision 0051).
 */

/** The private areas: who may enter, where each signs in, and what anyone else is told. */
export const AREAS = {
  provider: { roles: ["provider"], signInPath: "/provider", denied: SIGN_IN_REASONS.providerOnly },
  admin: { roles: ["admin"], signInPath: "/admin", denied: SIGN_IN_REASONS.adminOnly },
  dashboard: { roles: ["provider", "admin"], signInPath: "/provider", denied: SIGN_IN_REASONS.dashboardOnly },
  // A provider's team members (decision 0032): their own jobs, and nothing of the business's.
  team: { roles: ["member"], signInPath: "/provider", denied: SIGN_IN_REASONS.teamOnly },
  // A job's own pages (its bill, decision 0055): whoever may complete it, the owner, its member or an admin.
  jobs: { roles: ["provider", "member", "admin"], signInPath: "/provider", denied: SIGN_IN_REASONS.providerOnly },
} as const satisfies Record<string, { roles: readonly Role[]; signInPath: string; denied: string }>;

export type Area = keyof typeof AREAS;

export type SignedInUser = AuthUser & { role: Role };

/** Whether the area admits this role. */
export function admits(area: Area, role: Role | null | undefined): role is Role {
  return (AREAS[area].roles as readonly Role[]).includes(role as Role);
}

/** Where a signed-in account starts: an admin's panel, a member's jobs, a provider's portal. */
export function homeOf(role: Role): string {
  if (role === "admin") return AREAS.admin.signInPath;
  return role === "member" ? "/team" : "/provider/services";
}

/** The redirect that turns away a signed-in user the area does not admit: signed out, told why. */
export async function deny(request: Request, area: Area): Promise<Response> {
  const headers = new Headers({ "Set-Cookie": await destroyUserSession(request) });
  return redirectWithToast(
    AREAS[area].signInPath,
    { type: "error", title: SIGN_IN_REASONS.accessDenied, description: AREAS[area].denied },
    { headers },
  );
}

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

declare const granted: unique symbol;

/**
 * A record the gate found the actor may act on: their own, or anyone's for an admin. Use cases
 * that change such a record take this, never a bare id.
 */
export type Owned<K extends OwnedKind = OwnedKind> = {
  readonly ok: true;
  readonly kind: K;
  readonly id: string;
  readonly ownerUserId: string | null;
  readonly actor: BusinessScope;
  readonly [granted]: true;
};

/** One record to act on: `{ booking: id }`, `{ service: id }`... */
export type OwnedTarget = { [K in OwnedKind]: { [P in K]: string } }[OwnedKind];
type KindOf<T extends OwnedTarget> = Extract<keyof T, OwnedKind>;

/**
 * What a business is told for another's record. A service page is public, so another
 * business's service is refused as theirs (403); the others are private, and another
 * business's is as unknown as one that does not exist (404).
 */
const REFUSALS: Record<OwnedKind, { missing: string; notYours: string | null }> = {
  service: { missing: SCHEDULING_REASONS.serviceUnavailable, notYours: SCHEDULING_REASONS.notYourService },
  booking: { missing: NOT_FOUND_REASONS.booking, notYours: null },
  customer: { missing: NOT_FOUND_REASONS.customer, notYours: null },
  payment: { missing: NOT_FOUND_REASONS.payment, notYours: null },
  review: { missing: REVIEW_REASONS.notFound, notYours: null },
  thread: { missing: NOT_FOUND_REASONS.conversation, notYours: null },
  credential: { missing: CREDENTIAL_REASONS.notFound, notYours: null },
  dispute: { missing: NOT_FOUND_REASONS.payment, notYours: null },
};

/**
 * Whether the actor may act on a record: the record (theirs, or anyone's for an admin) or the
 * refusal. Use cases call it for a record a form names (inside their transaction when
 * `executor` is given); routes call requireOwnership.
 */
export async function ownership<T extends OwnedTarget>(
  actor: BusinessScope,
  target: T,
  executor?: Executor,
): Promise<Owned<KindOf<T>> | Refusal> {
  const [kind, id] = Object.entries(target)[0] as [KindOf<T>, string];
  const words = REFUSALS[kind];
  const found = isUuid(id) ? await findOwner(kind, id, executor) : undefined;
  if (!found) return refuse(404, words.missing);
  if (!mayActFor(actor, found.ownerUserId, found.assignedUserId))
    return words.notYours ? refuse(403, words.notYours) : refuse(404, words.missing);
  return { ok: true, kind, id, ownerUserId: found.ownerUserId, actor } as Owned<KindOf<T>>;
}

/**
 * The gate of every private loader and action. Anonymous visitors are sent to the area's
 * sign-in page and back afterwards; a signed-in user whose role the area does not admit is
 * signed out and sent there with 'Access Denied' and the area's message, so nothing they posted
 * is applied and no page of the area is shown.
 */
export async function requireAccess(request: Request, area: Area): Promise<SignedInUser> {
  const { signInPath } = AREAS[area];
  const user = await getUser(request);
  if (!user) throw redirect(`${signInPath}?${new URLSearchParams({ redirectTo: safeRedirect(pathOf(request), signInPath) })}`);
  // A team member who opens the owner's or an admin's pages (a link the owner shared) stays
  // signed in and is taken to their own jobs, told why: nothing they posted there is applied.
  if (!admits(area, user.role) && user.role === "member")
    throw await redirectWithToast(homeOf("member"), { type: "info", description: MEMBER_ELSEWHERE });
  if (!admits(area, user.role)) throw await deny(request, area);
  return user as SignedInUser;
}

export const MEMBER_ELSEWHERE = "That page is for the business's owner. Here are your own jobs.";

/** A booking the signed-in business may act on, or null (no session, or not theirs): for a resource that also takes links. */
export async function ownedBookingOf(request: Request, bookingId: string): Promise<Owned<"booking"> | null> {
  const user = await getUser(request);
  if (!user || !admits("dashboard", user.role)) return null;
  const owned = await ownership(businessScope(user as SignedInUser), { booking: bookingId });
  return owned.ok ? owned : null;
}

/**
 * The gate's ownership form, for a route acting on one record (a booking's lifecycle, a review's
 * reply): the record the signed-in user may act on, else its refusal is thrown, as plain text
 * or as an error toast on `refusedTo` (a list whose buttons post here).
 */
export async function requireOwnership<T extends OwnedTarget>(
  user: SignedInUser,
  target: T,
  options: { refusedTo?: string } = {},
): Promise<Owned<KindOf<T>>> {
  const owned = await ownership(businessScope(user), target);
  if (!owned.ok) throw options.refusedTo ? await refusalToast(options.refusedTo, owned) : refusalResponse(owned);
  return owned;
}

/**
 * The gate of a customer's own pages: the account a live customer session belongs to, else the
 * browser is sent to ask for a sign-in link and brought back afterwards.
 */
export async function requireCustomer(request: Request): Promise<CustomerAccount> {
  const customer = await getCustomer(request);
  if (!customer)
    throw redirect(`${CUSTOMER_SIGN_IN_PATH}?${new URLSearchParams({ redirectTo: safeRedirect(pathOf(request), CUSTOMER_HOME_PATH) })}`);
  return customer;
}
