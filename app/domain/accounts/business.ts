/** The roles an account is stored with. */
export type StoredRole = "provider" | "admin";

/**
 * The roles the gate knows: a team member (migration 0031) is stored as a provider account that
 * belongs to another's business, and is read as 'member', which no area but their own admits.
 */
export type Role = StoredRole | "member";

/**
 * Whose back office the business dashboard shows: a provider sees their own business, an admin
 * sees every business. Records an admin creates there (customers, payments) are owned by the
 * admin.
 */
export type BusinessScope = { userId: string; email: string; role: Role; seesAll: boolean };

export function businessScope(user: { id: string; email: string; role: Role }): BusinessScope {
  return { userId: user.id, email: user.email, role: user.role, seesAll: user.role === "admin" };
}

/**
 * Whether a business may act on a record owned by `ownerUserId`: its own, or anyone's for an
 * admin (a record without an owner, such as a booking of a tile without a provider, is an admin's alone).
 * A team member's is the job assigned to them.
 */
export function mayActFor(
  scope: { userId: string; seesAll: boolean; role?: Role },
  ownerUserId: string | null,
  assignedUserId: string | null = null,
): boolean {
  // A team member acts only on the jobs given to them, never on the business's other records.
  if (scope.role === "member") return assignedUserId !== null && assignedUserId === scope.userId;
  return scope.seesAll || (ownerUserId !== null && ownerUserId === scope.userId);
}
